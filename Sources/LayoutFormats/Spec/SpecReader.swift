import StrictJSON
import UIKitLayout

/// Reads a spec file into the model. Every problem is one `SpecError` naming the file, the JSON
/// path and the value; nothing is guessed or ignored. Constraints are checked as UIKit would
/// refuse them (`LayoutConstraint.legalityProblem`) and for items outside their controller's
/// hierarchy; `ConstraintHierarchy` says what `superview` means.
public enum SpecReader {
    /// More views than this in one spec is refused: a screen is a few hundred views, and the
    /// limit keeps every run (compute, render, diff) within seconds. The JSON parser separately
    /// refuses nesting deeper than 512 levels (about 250 views deep). The engine's own limit.
    public static let maximumViews = LayoutEngine.maximumViews
    /// More constraints than this in one spec is refused, at the first one past it.
    public static let maximumConstraints = LayoutEngine.maximumConstraints

    public static func read(bytes: [UInt8], file: String) throws(SpecError) -> LayoutSpec {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            throw SpecError(file: file, path: error.path, message: error.message, line: error.line, column: error.column)
        }
        return try read(json: json, file: file)
    }

    public static func read(json: JSONValue, file: String) throws(SpecError) -> LayoutSpec {
        // Two levels of JSON (an object, its `subviews` array) a view deep.
        try DeepStack.run(depth: json.nestingDepth / 2) {
            Result { () throws(SpecError) in try readOnThisThread(json: json, file: file) }
        }.get()
    }

    private static func readOnThisThread(json: JSONValue, file: String) throws(SpecError) -> LayoutSpec {
        var reader = SpecTreeReader()
        let root = try JSONNode(json, file: file).object()
        try root.allowOnly(["environment", "root", "canvas"])
        let environment = try root.optional("environment").map { n throws(SpecError) in try reader.environment(n) } ?? SpecEnvironment()
        let canvas = try root.optional("canvas").map { n throws(SpecError) in try reader.canvas(n) }
        let controller = try reader.controller(root.required("root"))
        // Items are checked once every controller is read, so a name of another controller's
        // view is reported as such wherever that controller appears in the file.
        try reader.checkConstraintItems()
        try reader.checkSourceViews()
        return LayoutSpec(environment: environment, root: controller, canvas: canvas)
    }
}

/// The reading state: ids seen so far, to report duplicates with both places, and the
/// constraints whose items are checked at the end (`checkConstraintItems`).
struct SpecTreeReader {
    var viewIDs: [String: JSONPath] = [:]
    var controllerIDs: [String: JSONPath] = [:]
    var viewCount = 0
    var constraintCount = 0
    /// The constraints of the view tree being read, moved into `constraintScopes` when its
    /// controller's tree is complete.
    var pendingConstraints: [PendingConstraint] = []
    var constraintScopes: [ConstraintScope] = []
    /// Which controller's hierarchy each view and layout guide id belongs to.
    var itemOwners: [String: ItemOwner] = [:]
    /// Popovers' `sourceView` nodes, checked once every view is read (`checkSourceViews`): the
    /// source may be a view of a controller written after the presenting one.
    var sourceViewNodes: [JSONNode] = []

    func checkSourceViews() throws(SpecError) {
        for node in sourceViewNodes {
            let source = try node.string()
            guard viewIDs[source] != nil else {
                throw node.error("\(Suggestions.quoted(source)) is not a view id of this spec\(Suggestions.hint(for: source, in: Array(viewIDs.keys).sorted()))")
            }
        }
    }

    mutating func countView(_ node: JSONNode) throws(SpecError) {
        viewCount += 1
        guard viewCount <= SpecReader.maximumViews else {
            throw node.error("more than \(SpecReader.maximumViews) views in one spec; split the screen into several specs")
        }
    }

    static let controllerKinds = ["viewController", "navigationController", "tabBarController", "splitViewController"]

    mutating func claim(_ id: String, at node: JSONNode, controller: Bool = false) throws(SpecError) {
        let what = controller ? "controller id" : "view id"
        if let first = controller ? controllerIDs[id] : viewIDs[id] {
            throw node.error("duplicate \(what) \(Suggestions.quoted(id)) (first used at \(first))")
        }
        if controller { controllerIDs[id] = node.path } else { viewIDs[id] = node.path }
    }

    func id(_ node: JSONNode) throws(SpecError) -> String {
        let id = try node.string()
        guard !id.isEmpty else { throw node.error("an id must not be empty") }
        guard !id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw node.error("an id must not contain control characters, got \(Suggestions.quoted(id))")
        }
        return id
    }

    // MARK: Environment

    func environment(_ node: JSONNode) throws(SpecError) -> SpecEnvironment {
        let object = try node.object()
        try object.allowOnly(["device", "orientation", "contentSizeCategory", "layoutDirection", "os", "keyboard", "window"])
        var env = SpecEnvironment()
        env.device = try object.optional("device")?.string()
        if let o = object.optional("orientation") {
            env.orientation = InterfaceOrientation(specName: try o.oneOf(InterfaceOrientation.specNames, what: "orientation"))
        }
        env.contentSizeCategory = try object.optional("contentSizeCategory")?.contentSizeCategory()
        if let d = object.optional("layoutDirection") {
            env.layoutDirection = UserInterfaceLayoutDirection(rawValue: try d.oneOf(UserInterfaceLayoutDirection.allCases.map(\.rawValue), what: "layout direction"))
        }
        if let os = object.optional("os") {
            let text = try os.string()
            guard let version = OSVersion(text) else { throw os.mismatch("an OS version such as \"18\" or \"26.5\"") }
            env.os = version
        }
        if let keyboard = object.optional("keyboard") { env.keyboard = try Self.keyboard(keyboard) }
        if let window = object.optional("window") { env.window = try Self.window(window) }
        return env
    }

    /// `{"multitasking": "splitOneThird" | "splitHalf" | "splitTwoThirds" | "slideOver", "side":
    /// "leading" | "trailing"}` or `{"size": [w, h], "origin": [x, y]}` (LAYOUT-SPEC.md,
    /// "Windows (additions)"); whether the device can show it is the engine's to say.
    static func window(_ node: JSONNode) throws(SpecError) -> AppWindow {
        let object = try node.object()
        try object.allowOnly(["multitasking", "side", "size", "origin"])
        if let kind = object.optional("multitasking") {
            if let size = object.optional("size") { throw size.error("a window has \"multitasking\" or \"size\", not both") }
            if let origin = object.optional("origin") { throw origin.error("\"origin\" goes with \"size\"; a Split View or Slide Over window is placed by its side") }
            let m = AppWindow.Multitasking(rawValue: try kind.oneOf(AppWindow.Multitasking.allCases.map(\.rawValue), what: "multitasking window"))!
            let side = try object.optional("side").map { n throws(SpecError) in
                AppWindow.Side(rawValue: try n.oneOf(AppWindow.Side.allCases.map(\.rawValue), what: "side"))!
            }
            return .multitasking(m, side: side)
        }
        guard let sizeNode = object.optional("size") else {
            throw node.error("a window needs \"multitasking\" (splitOneThird, splitHalf, splitTwoThirds, slideOver) or \"size\": [width, height]")
        }
        if let side = object.optional("side") { throw side.error("\"side\" goes with \"multitasking\"; place a sized window with \"origin\"") }
        let size = try sizeNode.size()
        guard size.width > 0, size.height > 0 else { throw sizeNode.error("a window's size must be above 0 in both directions, got \(JSONNode.describe(sizeNode.value))") }
        let origin = try object.optional("origin").map { n throws(SpecError) in try n.point() }
        return .size(size, origin: origin)
    }

    /// `"hidden"`, `"shown"` or `{"height": h}` with h from 0 up (a height past the screen's is
    /// refused where the screen is known, by the engine).
    static func keyboard(_ node: JSONNode) throws(SpecError) -> SoftwareKeyboard {
        if case .string = node.value {
            return try node.oneOf(["hidden", "shown"], what: "keyboard") == "shown" ? .shown : .hidden
        }
        guard case .object = node.value else { throw node.mismatch("\"hidden\", \"shown\" or {\"height\": points}") }
        let object = try node.object()
        try object.allowOnly(["height"])
        return .height(try object.required("height").nonNegativeNumber())
    }

    // MARK: Controllers

    /// A controller node: exactly one of the kinds.
    mutating func controller(_ node: JSONNode, extraKeys: [String] = []) throws(SpecError) -> ViewControllerNode {
        let object = try node.object()
        try object.allowOnly(Self.controllerKinds + extraKeys)
        let kinds = Self.controllerKinds.filter(object.has)
        guard kinds.count == 1 else {
            if kinds.isEmpty { throw node.error("expected a controller: one of the keys \(Self.controllerKinds.joined(separator: ", "))") }
            throw node.error("a controller has exactly one kind, got \(kinds.count): \(kinds.joined(separator: ", "))")
        }
        let body = try object.required(kinds[0])
        switch kinds[0] {
        case "viewController": return .viewController(try viewController(body))
        case "navigationController": return .navigationController(try navigationController(body))
        case "splitViewController": return .splitViewController(try splitViewController(body))
        default: return .tabBarController(try tabBarController(body))
        }
    }

    /// LAYOUT-SPEC.md, "Split view controllers (additions)": the classic style takes
    /// `viewControllers: [primary, secondary]`, the column styles `primary`, `supplementary`
    /// (triple), `secondary` and `compact`.
    mutating func splitViewController(_ node: JSONNode) throws(SpecError) -> SplitViewController {
        let object = try node.object()
        try object.allowOnly(["id", "style", "viewControllers", "primary", "supplementary", "secondary", "compact", "preferredDisplayMode",
                              "preferredSplitBehavior", "preferredPrimaryColumnWidth", "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
                              "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins", "edgesForExtendedLayout",
                              "extendedLayoutIncludesOpaqueBars", "presented"])
        let idNode = try object.required("id")
        let splitID = try id(idNode)
        try claim(splitID, at: idNode, controller: true)
        try claim("\(splitID).view", at: idNode)
        itemOwners["\(splitID).view"] = ItemOwner(controller: splitID, isLayoutGuide: false)
        let style = try object.optional("style").map { n throws(SpecError) in
            SplitViewController.Style(rawValue: try n.oneOf(SplitViewController.Style.allCases.map(\.rawValue), what: "split view style"))!
        } ?? .unspecified
        var split: SplitViewController
        if style == .unspecified {
            for key in ["primary", "supplementary", "secondary", "compact"] where object.has(key) {
                throw try object.required(key).error("\(key) is a column style's; the classic style (\"unspecified\") takes viewControllers: [primary, secondary]")
            }
            let listNode = try object.required("viewControllers")
            let list = try controllers(listNode)
            guard (1...2).contains(list.count) else { throw listNode.error("a classic split view controller has 1 or 2 view controllers (primary, secondary), got \(list.count)") }
            split = SplitViewController(id: splitID, viewControllers: list)
        } else {
            if object.has("viewControllers") {
                throw try object.required("viewControllers").error("viewControllers is the classic style's; give primary, secondary (and supplementary for tripleColumn)")
            }
            if style == .doubleColumn, object.has("supplementary") {
                throw try object.required("supplementary").error("supplementary is a tripleColumn's column; use style \"tripleColumn\"")
            }
            func column(_ key: String) throws(SpecError) -> ViewControllerNode? { try object.optional(key).map { n throws(SpecError) in try controller(n) } }
            split = SplitViewController(id: splitID, style: style, primary: try column("primary"), supplementary: try column("supplementary"),
                                        secondary: try column("secondary"), compact: try column("compact"))
        }
        if let n = object.optional("preferredDisplayMode") {
            split.preferredDisplayMode = .init(rawValue: try n.oneOf(SplitViewController.DisplayMode.allCases.map(\.rawValue), what: "display mode"))!
        }
        if let n = object.optional("preferredSplitBehavior") {
            split.preferredSplitBehavior = .init(rawValue: try n.oneOf(SplitViewController.SplitBehavior.allCases.map(\.rawValue), what: "split behavior"))!
        }
        split.preferredPrimaryColumnWidth = try object.optional("preferredPrimaryColumnWidth")?.nonNegativeNumber()
        split.minimumPrimaryColumnWidth = try object.optional("minimumPrimaryColumnWidth")?.nonNegativeNumber()
        split.maximumPrimaryColumnWidth = try object.optional("maximumPrimaryColumnWidth")?.nonNegativeNumber()
        split.additionalSafeAreaInsets = try object.optional("additionalSafeAreaInsets")?.edgeInsets() ?? .zero
        split.viewRespectsSystemMinimumLayoutMargins = try object.optional("viewRespectsSystemMinimumLayoutMargins")?.bool() ?? true
        split.edgesForExtendedLayout = try object.optional("edgesForExtendedLayout")?.rectEdges() ?? .all
        split.extendedLayoutIncludesOpaqueBars = try object.optional("extendedLayoutIncludesOpaqueBars")?.bool() ?? false
        split.presented = try object.optional("presented").map { n throws(SpecError) in try presentation(n) }
        return split
    }

    mutating func viewController(_ node: JSONNode) throws(SpecError) -> ViewController {
        let object = try node.object()
        try object.allowOnly(["id", "view", "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins",
                              "automaticallyAdjustsScrollViewInsets", "prefersStatusBarHidden", "children",
                              "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "presented"])
        let idNode = try object.required("id")
        var vc = ViewController(id: try id(idNode))
        try claim(vc.id, at: idNode, controller: true)
        if let view = object.optional("view") {
            // This tree's constraints only: a child controller's are read into its own scope.
            let outer = pendingConstraints
            pendingConstraints = []
            var root = try self.view(view, isRoot: true)
            closeConstraintScope(controller: vc.id, root: &root)
            vc.view = root
            pendingConstraints = outer
        } else {
            try claim("\(vc.id).view", at: idNode)
            itemOwners["\(vc.id).view"] = ItemOwner(controller: vc.id, isLayoutGuide: false)
        }
        vc.additionalSafeAreaInsets = try object.optional("additionalSafeAreaInsets")?.edgeInsets() ?? .zero
        vc.viewRespectsSystemMinimumLayoutMargins = try object.optional("viewRespectsSystemMinimumLayoutMargins")?.bool() ?? true
        vc.automaticallyAdjustsScrollViewInsets = try object.optional("automaticallyAdjustsScrollViewInsets")?.bool() ?? true
        vc.prefersStatusBarHidden = try object.optional("prefersStatusBarHidden")?.bool() ?? false
        vc.edgesForExtendedLayout = try object.optional("edgesForExtendedLayout")?.rectEdges() ?? .all
        vc.extendedLayoutIncludesOpaqueBars = try object.optional("extendedLayoutIncludesOpaqueBars")?.bool() ?? false
        // The views a child may be placed in: this controller's own (computed once, so thousands
        // of children stay linear), including the root view UIKit makes when there is none.
        let ownViews = vc.view.map(Self.viewIDs(in:)) ?? ["\(vc.id).view"]
        for childNode in try object.optional("children")?.array() ?? [] {
            let child = try childNode.object()
            let controller = try controller(childNode, extraKeys: ["in", "frame"])
            let inNode = try child.required("in")
            let container = try inNode.string()
            guard ownViews.contains(container) else {
                throw inNode.error("\(Suggestions.quoted(container)) is not a view of controller \(Suggestions.quoted(vc.id))")
            }
            vc.children.append(ChildViewController(in: container, frame: try child.required("frame").rect(), controller: controller))
        }
        vc.presented = try object.optional("presented").map { n throws(SpecError) in try presentation(n) }
        return vc
    }

    /// Every view id in a view's tree, with the cells and content views a table makes.
    static func viewIDs(in root: View) -> Set<String> {
        var ids: Set<String> = []
        var stack = [root]
        while let view = stack.popLast() {
            ids.insert(view.id)
            stack += view.subviews
            for row in view.rows {
                ids.insert(row.id)
                ids.insert(row.contentViewID)
                stack += row.subviews
            }
        }
        return ids
    }

    mutating func navigationController(_ node: JSONNode) throws(SpecError) -> NavigationController {
        let object = try node.object()
        try object.allowOnly(["id", "viewControllers", "navigationBarHidden", "prefersLargeTitles", "toolbarHidden",
                              "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins",
                              "navigationBarTranslucent", "toolbarTranslucent", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
                              "presented"])
        let idNode = try object.required("id")
        let navID = try id(idNode)
        try claim(navID, at: idNode, controller: true)
        try claim("\(navID).view", at: idNode)
        itemOwners["\(navID).view"] = ItemOwner(controller: navID, isLayoutGuide: false)
        let stackNode = try object.required("viewControllers")
        var nav = NavigationController(id: navID, viewControllers: try controllers(stackNode))
        if let index = nav.viewControllers.firstIndex(where: { if case .navigationController = $0 { true } else { false } }) {
            throw try stackNode.array()[index].error("a navigation controller cannot be pushed onto another (UIKit raises an exception); put it in a tab bar controller or a child controller instead")
        }
        nav.isNavigationBarHidden = try object.optional("navigationBarHidden")?.bool() ?? false
        nav.prefersLargeTitles = try object.optional("prefersLargeTitles")?.bool() ?? false
        nav.isToolbarHidden = try object.optional("toolbarHidden")?.bool() ?? true
        nav.additionalSafeAreaInsets = try object.optional("additionalSafeAreaInsets")?.edgeInsets() ?? .zero
        nav.viewRespectsSystemMinimumLayoutMargins = try object.optional("viewRespectsSystemMinimumLayoutMargins")?.bool() ?? true
        nav.isNavigationBarTranslucent = try object.optional("navigationBarTranslucent")?.bool() ?? true
        nav.isToolbarTranslucent = try object.optional("toolbarTranslucent")?.bool() ?? true
        nav.edgesForExtendedLayout = try object.optional("edgesForExtendedLayout")?.rectEdges() ?? .all
        nav.extendedLayoutIncludesOpaqueBars = try object.optional("extendedLayoutIncludesOpaqueBars")?.bool() ?? false
        nav.presented = try object.optional("presented").map { n throws(SpecError) in try presentation(n) }
        return nav
    }

    mutating func tabBarController(_ node: JSONNode) throws(SpecError) -> TabBarController {
        let object = try node.object()
        try object.allowOnly(["id", "viewControllers", "selectedIndex", "tabBarHidden", "additionalSafeAreaInsets",
                              "viewRespectsSystemMinimumLayoutMargins", "tabBarTranslucent", "edgesForExtendedLayout",
                              "extendedLayoutIncludesOpaqueBars", "mode", "sidebarHidden", "sidebarLayout", "presented"])
        let idNode = try object.required("id")
        let tabID = try id(idNode)
        try claim(tabID, at: idNode, controller: true)
        try claim("\(tabID).view", at: idNode)
        itemOwners["\(tabID).view"] = ItemOwner(controller: tabID, isLayoutGuide: false)
        var tab = TabBarController(id: tabID, viewControllers: try controllers(object.required("viewControllers")))
        if let indexNode = object.optional("selectedIndex") {
            let index = try indexNode.integer()
            guard tab.viewControllers.indices.contains(index) else {
                throw indexNode.error("selectedIndex \(index) is out of range: there \(tab.viewControllers.count == 1 ? "is 1 view controller" : "are \(tab.viewControllers.count) view controllers")")
            }
            tab.selectedIndex = index
        }
        tab.isTabBarHidden = try object.optional("tabBarHidden")?.bool() ?? false
        if let m = object.optional("mode") {
            tab.mode = TabBarController.Mode(rawValue: try m.oneOf(TabBarController.Mode.allCases.map(\.rawValue), what: "tab bar controller mode"))!
        }
        tab.isSidebarHidden = try object.optional("sidebarHidden")?.bool() ?? true
        if let l = object.optional("sidebarLayout") {
            tab.sidebarLayout = TabBarController.SidebarLayout(rawValue: try l.oneOf(TabBarController.SidebarLayout.allCases.map(\.rawValue), what: "sidebar layout"))!
        }
        tab.additionalSafeAreaInsets = try object.optional("additionalSafeAreaInsets")?.edgeInsets() ?? .zero
        tab.viewRespectsSystemMinimumLayoutMargins = try object.optional("viewRespectsSystemMinimumLayoutMargins")?.bool() ?? true
        tab.isTabBarTranslucent = try object.optional("tabBarTranslucent")?.bool() ?? true
        tab.edgesForExtendedLayout = try object.optional("edgesForExtendedLayout")?.rectEdges() ?? .all
        tab.extendedLayoutIncludesOpaqueBars = try object.optional("extendedLayoutIncludesOpaqueBars")?.bool() ?? false
        tab.presented = try object.optional("presented").map { n throws(SpecError) in try presentation(n) }
        return tab
    }

    /// LAYOUT-SPEC.md, "Presentations (additions)": `presented` holds the presented
    /// controller (one of the controller kinds) and how it is presented.
    mutating func presentation(_ node: JSONNode) throws(SpecError) -> Presentation {
        let object = try node.object()
        let controller = try controller(node, extraKeys: ["modalPresentationStyle", "preferredContentSize", "detents", "selectedDetent", "sourceView"])
        var p = Presentation(controller)
        if let n = object.optional("modalPresentationStyle") {
            p.modalPresentationStyle = ModalPresentationStyle(rawValue: try n.oneOf(ModalPresentationStyle.allCases.map(\.rawValue), what: "modal presentation style"))!
        }
        // (`size()` refuses negative and out-of-range sides with their paths.)
        if let n = object.optional("preferredContentSize") { p.preferredContentSize = try n.size() }
        func detent(_ node: JSONNode) throws(SpecError) -> SheetDetent {
            SheetDetent(rawValue: try node.oneOf(SheetDetent.allCases.map(\.rawValue), what: "detent"))!
        }
        if let n = object.optional("detents") {
            var detents: [SheetDetent] = []
            for item in try n.array() {
                let detent = try detent(item)
                guard !detents.contains(detent) else { throw item.error("detent \(detent.rawValue) is listed twice") }
                detents.append(detent)
            }
            guard !detents.isEmpty else { throw n.error("a sheet needs at least one detent: [\"medium\"], [\"large\"] or both") }
            p.detents = detents
        }
        if let n = object.optional("selectedDetent") {
            let detent = try detent(n)
            guard p.detents.contains(detent) else {
                throw n.error("selectedDetent \(detent.rawValue) is not one of the detents (\(p.detents.map(\.rawValue).joined(separator: ", "))): add it to \"detents\"")
            }
            p.selectedDetent = detent
        }
        if let n = object.optional("sourceView") {
            guard p.modalPresentationStyle == .popover else {
                throw n.error("sourceView is a popover's: set \"modalPresentationStyle\": \"popover\", or leave sourceView out")
            }
            p.sourceViewID = try n.string()
            sourceViewNodes.append(n)
        } else if p.modalPresentationStyle == .popover {
            throw node.error("a popover needs \"sourceView\", the id of the view its arrow points at (UIKit raises an exception without one)")
        }
        return p
    }

    mutating func controllers(_ node: JSONNode) throws(SpecError) -> [ViewControllerNode] {
        var result: [ViewControllerNode] = []
        for item in try node.array() { result.append(try controller(item)) }
        return result
    }

    // MARK: Views

    static let commonViewKeys = [
        "id", "class", "frame", "hidden", "alpha", "backgroundColor", "layoutMargins", "directionalLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "semanticContentAttribute", "transform",
        "subviews", "constraints", "layoutGuides", "variations", "keyboardLayoutGuideUsesBottomSafeArea",
    ] + autoLayoutViewKeys
    static let scrollViewKeys = [
        "contentSize", "contentOffset", "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "automaticallyAdjustsScrollIndicatorInsets", "verticalScrollIndicatorInsets",
        "horizontalScrollIndicatorInsets",
    ]
    static let tableViewKeys = ["insetsContentViewsToSafeArea", "cellLayoutMarginsFollowReadableWidth", "rows", "estimatedRowHeight", "separatorStyle",
                                "style", "sections", "sectionHeaderHeight", "sectionFooterHeight", "sectionHeaderTopPadding",
                                "tableHeaderView", "tableFooterView"]

    mutating func view(_ node: JSONNode, isRoot: Bool) throws(SpecError) -> View {
        try countView(node)
        let object = try node.object()
        var viewClass = ViewClass.view
        if let classNode = object.optional("class") {
            viewClass = ViewClass(rawValue: try classNode.oneOf(ViewClass.specNames, what: "view class"))!
        }
        // Keys of another class are named as such, not just "unknown".
        for key in object.keys {
            if Self.scrollViewKeys.contains(key), !viewClass.isScrollView {
                throw object.optional(key)!.error("\"\(key)\" applies to scroll views (scrollView, tableView, collectionView, textView); this view's class is \"\(viewClass.rawValue)\"")
            }
            if Self.tableViewKeys.contains(key), viewClass != .tableView {
                throw object.optional(key)!.error("\"\(key)\" applies to table views; this view's class is \"\(viewClass.rawValue)\"")
            }
            if let misplaced = Self.textKeyMisplaced(key, on: viewClass) {
                throw object.optional(key)!.error(misplaced)
            }
            if Self.stackViewKeys.contains(key), viewClass != .stackView {
                throw object.optional(key)!.error("\"\(key)\" applies to stack views; this view's class is \"\(viewClass.rawValue)\"")
            }
        }
        // Stack keys only for stack views (elsewhere they were refused above), so that a typo of
        // `subviews` is not offered `arrangedSubviews`.
        try object.allowOnly(Self.commonViewKeys + Self.scrollViewKeys + Self.tableViewKeys + Self.textViewKeys
            + (viewClass == .stackView ? Self.stackViewKeys : []))
        let idNode = try object.required("id")
        var view = View(id: try id(idNode), viewClass: viewClass)
        try claim(view.id, at: idNode)

        if let frame = object.optional("frame") {
            if isRoot { throw frame.error("a root view's frame comes from its controller; remove \"frame\" (place a child controller with \"frame\" beside \"in\")") }
            view.frame = try frame.rect()
            view.hasExplicitFrame = true
        }
        view.isHidden = try object.optional("hidden")?.bool() ?? false
        if let alpha = object.optional("alpha") { view.alpha = try alpha.alpha() }
        view.backgroundColor = try object.optional("backgroundColor")?.color()
        view.explicitLayoutMargins = try object.layoutMarginsSetting()
        view.insetsLayoutMarginsFromSafeArea = try object.optional("insetsLayoutMarginsFromSafeArea")?.bool() ?? true
        view.preservesSuperviewLayoutMargins = try object.optional("preservesSuperviewLayoutMargins")?.bool() ?? false
        view.keyboardLayoutGuideUsesBottomSafeArea = try object.optional("keyboardLayoutGuideUsesBottomSafeArea")?.bool() ?? true
        if let s = object.optional("semanticContentAttribute") {
            view.semanticContentAttribute = SemanticContentAttribute(rawValue: try s.oneOf(SemanticContentAttribute.allCases.map(\.rawValue), what: "semantic content attribute"))!
        }
        view.transform = try object.optional("transform")?.transform() ?? .identity
        for item in try object.optional("constraints")?.array() ?? [] {
            constraintCount += 1
            guard constraintCount <= SpecReader.maximumConstraints else {
                throw item.error("more than \(SpecReader.maximumConstraints) constraints in one spec; split the screen into several specs")
            }
            let entry = try constraintEntry(item)
            view.constraints.append(entry.constraint)
            pendingConstraints.append(PendingConstraint(holder: view.id, constraint: entry.constraint, node: entry.textNode))
        }
        for item in try object.optional("layoutGuides")?.array() ?? [] {
            view.layoutGuides.append(try layoutGuide(item))
        }
        try readAutoLayoutFields(object, into: &view)
        if TextMeasurement.measuresText(viewClass) { try readTextFields(object, into: &view) }
        for item in try object.optional("variations")?.array() ?? [] {
            view.variations.append(try variation(item, viewClass: viewClass, isRoot: isRoot))
        }

        if viewClass.isScrollView {
            view.contentSize = try object.optional("contentSize")?.size()
            view.contentOffset = try object.optional("contentOffset")?.point()
            view.contentInset = try object.optional("contentInset")?.edgeInsets() ?? .zero
            if let b = object.optional("contentInsetAdjustmentBehavior") {
                view.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior(rawValue: try b.oneOf(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue), what: "adjustment behavior"))!
            }
            // Absent: the model's default for the class (`View.alwaysBounceVertical`).
            if let b = object.optional("alwaysBounceVertical") { view.alwaysBounceVertical = try b.bool() }
            view.alwaysBounceHorizontal = try object.optional("alwaysBounceHorizontal")?.bool() ?? false
            view.automaticallyAdjustsScrollIndicatorInsets = try object.optional("automaticallyAdjustsScrollIndicatorInsets")?.bool() ?? true
            view.verticalScrollIndicatorInsets = try object.optional("verticalScrollIndicatorInsets")?.edgeInsets() ?? .zero
            view.horizontalScrollIndicatorInsets = try object.optional("horizontalScrollIndicatorInsets")?.edgeInsets() ?? .zero
        }
        if viewClass == .tableView {
            view.insetsContentViewsToSafeArea = try object.optional("insetsContentViewsToSafeArea")?.bool() ?? true
            view.cellLayoutMarginsFollowReadableWidth = try object.optional("cellLayoutMarginsFollowReadableWidth")?.bool() ?? false
            if let e = object.optional("estimatedRowHeight") { view.estimatedRowHeight = try e.rowHeight(what: "estimatedRowHeight") }
            if let s = object.optional("separatorStyle") {
                view.separatorStyle = TableViewSeparatorStyle(rawValue: try s.oneOf(TableViewSeparatorStyle.allCases.map(\.rawValue), what: "separator style"))!
            }
            try readTableSections(object, into: &view)
        }
        for item in try object.optional("subviews")?.array() ?? [] {
            view.subviews.append(try self.view(item, isRoot: false))
        }
        if viewClass == .tableView {
            if let node = object.optional("tableHeaderView") { view.tableHeaderView = try tableHeaderOrFooter(node) }
            if let node = object.optional("tableFooterView") { view.tableFooterView = try tableHeaderOrFooter(node) }
        }
        if viewClass == .stackView { try readStackViewFields(object, into: &view) }
        return view
    }

    /// A table's `tableHeaderView` or `tableFooterView`: a view whose `frame` gives its height
    /// (the table sets its origin and width, Docs/Tables.md "Table header and footer views").
    private mutating func tableHeaderOrFooter(_ node: JSONNode) throws(SpecError) -> View {
        let view = try self.view(node, isRoot: false)
        guard view.hasExplicitFrame else {
            throw node.error("a table's header or footer view needs a \"frame\": the table keeps only its height and sets its origin and width, as UIKit does (for example \"frame\": [0, 0, 0, 120])")
        }
        return view
    }

    mutating func row(_ node: JSONNode) throws(SpecError) -> TableRow {
        try countView(node)
        let object = try node.object()
        try object.allowOnly(["id", "height", "subviews", "accessoryWidth", "accessoryType"])
        let idNode = try object.required("id")
        let rowID = try id(idNode)
        try claim(rowID, at: idNode)
        try claim("\(rowID).contentView", at: idNode)
        var row = TableRow(id: rowID, height: try object.required("height").rowHeight(what: "a row's height"))
        if let width = object.optional("accessoryWidth") {
            let w = try width.number()
            guard w >= 0, w <= LayoutEngine.maximumMagnitude else { throw width.error("accessoryWidth is a number of points ≥ 0, got \(NumberText.format(w))") }
            row.accessoryWidth = w
        }
        if let type = object.optional("accessoryType") {
            row.accessoryType = TableViewCellAccessoryType(rawValue: try type.oneOf(TableViewCellAccessoryType.allCases.map(\.rawValue), what: "accessory type"))!
        }
        for item in try object.optional("subviews")?.array() ?? [] {
            row.subviews.append(try view(item, isRoot: false))
        }
        return row
    }
}

extension JSONNode {
    /// A row height or estimate: a number ≥ 0, or `"automatic"` (`TableRow.automaticDimension`:
    /// sized from the content view's constraints, or for an estimate, the table's own).
    func rowHeight(what: String) throws(SpecError) -> Double {
        if case .string(let s) = value {
            guard s == "automatic" else { throw error("\(what) is a number ≥ 0 or \"automatic\", got \(Self.describe(value))") }
            return TableRow.automaticDimension
        }
        guard case .number = value else { throw error("\(what) is a number ≥ 0 or \"automatic\", got \(Self.describe(value))") }
        let n = try number()
        guard n >= 0 else { throw error("\(what) is a number ≥ 0 or \"automatic\", got \(Self.describe(value))") }
        return n
    }
}
