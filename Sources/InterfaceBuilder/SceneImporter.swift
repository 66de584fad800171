import LayoutEngine
import StrictXML

/// Turns one scene into the model for one trait environment (interface-builder.md §8): the
/// controller and the containers its relationship segues place it in, each controller's view
/// tree with its variations applied, and its constraints. Warnings collect what the document
/// leaves to code.
struct SceneImporter {
    let document: InterfaceBuilderDocument
    let options: ImportOptions
    var resolution: TraitResolution
    var warnings: [ImportWarning] = []
    private var warned: Set<String> = []
    /// Controllers being converted, by document and id: a segue back to one is a cycle.
    var converting: [String] = []
    /// Every controller converted in this import, by document and id: UIKit gives a view
    /// controller one parent, so a second segue to one (an embed or a tab twice) is an error,
    /// and a document that embeds the same scene along many paths cannot blow up the work.
    var converted: Set<String> = []
    /// How many storyboard references deep this import is (a reference's own references).
    var referenceDepth = 0
    /// On the scene's way out: controller id → the controller its show segue pushes (a
    /// navigation controller's stack beyond its root).
    var pushes: [String: String] = [:]
    /// The `customClassSizes` keys a view used: the others are named in a warning (a typo).
    var usedCustomClassSizes: Set<String> = []
    var file: String { document.file }

    static let maximumReferenceDepth = 8
    /// Controllers nested inside each other through segues (containers, embeds, references):
    /// real apps nest a handful; a document nesting more is refused before the stack runs out.
    static let maximumControllerDepth = 32

    init(document: InterfaceBuilderDocument, traits: TraitCollection, options: ImportOptions) {
        self.document = document
        self.options = options
        self.resolution = TraitResolution(traits: traits)
    }

    mutating func importScene(_ scene: InterfaceBuilderScene) throws(InterfaceBuilderError) -> ImportedScene {
        guard let element = document.index[scene.controllerID] else {
            throw InterfaceBuilderError(file: file, message: "no element \"\(scene.controllerID)\" for scene \(scene.name)")
        }
        var root: ViewControllerNode
        var canvas: Size?
        switch document.kind {
        case .storyboard:
            root = options.showsContainers ? try containedController(element) : try controller(element, showing: [])
            if options.isDesignCanvas {
                root = SimulatedMetrics(element).apply(to: root, sceneControllerID: Naming.controllerID(element))
            }
            canvas = storedRootSize(of: element)
        case .xib:
            let asRoot = scene.isFilesOwnerView || options.isDesignCanvas
            root = try xibController(element, asRootView: asRoot || element.name == "tableViewCell")
            canvas = asRoot ? Geometry.frame(of: element)?.size : nil
        }
        for key in options.customClassSizes.keys.sorted() where !usedCustomClassSizes.contains(key) {
            let custom = key.split(separator: ".").last.map(String.init) ?? key
            if !document.index.customClasses.contains(custom) {
                warn(id: "ImportOptions", line: 0, "customClassSizes[\"\(key)\"] names no custom class of this document")
            }
        }
        for (key, element) in resolution.unknownKeys {
            warn(element, "variation \"\(key)\" is not a key this importer can read (traits widthClass, heightClass, userInterfaceIdiom, each once, with a value); it is never applied")
        }
        for (attribute, element) in resolution.contested {
            warn(element, "a width-class and a height-class variation both set \(attribute) here: the height class's value is used (interface-builder.md §5.4, open question Q4)")
        }
        return ImportedScene(root: root, canvasSize: canvas, warnings: warnings)
    }

    // MARK: Warnings and errors

    mutating func warn(_ element: XMLElement, _ message: String) {
        warn(id: element[attribute: "id"] ?? element[attribute: "key"] ?? element.name, line: element.line, message)
    }

    /// Each warning once per import (an element reached by two ways is warned about once).
    mutating func warn(id: String, line: Int, _ message: String) {
        guard warned.insert("\(file)|\(line)|\(message)").inserted else { return }
        warnings.append(ImportWarning(elementID: id, line: line, file: file, message: message))
    }

    func error(_ element: XMLElement, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, at: element, message)
    }

    // MARK: Containers

    /// The controller inside the containers that show it, outermost first, the way the app
    /// shows it and Interface Builder infers it: a relationship segue's container (a navigation
    /// controller's root under its bars, a tab bar controller's child with its tab selected),
    /// and a `show` segue from a controller in a navigation stack, which pushes it there (its
    /// source then stands below it, empty). Where several show segues lead to a scene, IB's
    /// tie-breaker is taken, else the first; a show segue that reaches no navigation controller
    /// is a modal presentation and adds nothing.
    mutating func containedController(_ element: XMLElement) throws(InterfaceBuilderError) -> ViewControllerNode {
        var path: [String] = [element[attribute: "id"] ?? ""]
        var pushes: [String: String] = [:]
        var outer = element
        // The last show segue taken: where to go back to if it leads into a cycle.
        var lastShow: (pathCount: Int, outer: XMLElement, entry: String, segueSource: String)?
        while true {
            let current = path.last!
            var next: String?
            if let parent = document.index.relationshipParents[current] {
                // Only the containers the engine models: another (a page view controller) would
                // lay its children out empty.
                guard let container = document.index[parent], ["navigationController", "tabBarController", "splitViewController"].contains(container.name) else {
                    if let container = document.index[parent] {
                        warn(container, "\(container.name) is not modelled: the scene it shows is laid out alone, full screen")
                    }
                    break
                }
                next = parent
            } else if let source = showSource(of: current, visited: Set(path)) {
                next = source
                // The stack holds the navigation controller's child on the way to the source
                // (the source itself, or the tab bar controller it is a tab of).
                lastShow = (path.count, outer, stackEntry(source), source)
                pushes[stackEntry(source)] = current
            }
            guard let parentID = next, let parent = document.index[parentID] else { break }
            guard !path.contains(parentID) else {
                // A show segue from inside the containers that show the scene cannot be how it
                // is shown (it would push a controller into itself): the scene stays in the
                // containers found before that segue.
                // Only when the cycle crosses the show segue (it leads back to a controller met
                // before it): a cycle of relationships above the show segue stays an error.
                if let show = lastShow, path[..<show.pathCount].contains(parentID) {
                    warn(document.index[show.segueSource] ?? parent, "a show segue from here leads back into the containers that hold it (\((path + [parentID]).joined(separator: " → "))): not followed")
                    path.removeLast(path.count - show.pathCount)
                    pushes[show.entry] = nil
                    outer = show.outer
                    break
                }
                throw error(parent, "relationship segues form a cycle: \((path + [parentID]).joined(separator: " → "))")
            }
            guard path.count < Self.maximumControllerDepth else {
                throw error(parent, "containers nest more than \(Self.maximumControllerDepth) controllers deep")
            }
            path.append(parentID)
            outer = parent
        }
        self.pushes = pushes
        // A scene a segue presents modally (a sheet on iPhone since iOS 13, a popover, a form
        // sheet) is laid out on its own, full screen, as the canvas draws it: the importer does
        // not put it over the scene that presents it (a spec's or the Swift API's `presented`
        // does, Docs/Presentations.md). It says so.
        if let id = outer[attribute: "id"], let segue = document.index.presentations[id],
           !["fullScreen", "overFullScreen"].contains(segue[attribute: "modalPresentationStyle"] ?? outer[attribute: "modalPresentationStyle"] ?? "") {
            warn(segue, "presents \(id) modally (\(segue[attribute: "kind"] ?? "")): a sheet or popover, laid out full screen here, on its own (the importer does not present it over its presenting scene; a spec's \"presented\" does)")
        }
        return try controller(outer, showing: Set(path))
    }

    /// The controller that stands on a navigation stack for `id`: `id` itself, or the container
    /// (a tab bar controller) it is a child of, up to the navigation controller's child.
    private func stackEntry(_ id: String) -> String {
        var current = id
        var seen: Set<String> = [id]
        while let parent = document.index.relationshipParents[current], document.index[parent]?.name != "navigationController",
              seen.insert(parent).inserted {
            current = parent
        }
        return current
    }

    /// The controller whose show segue pushes `id` onto a navigation stack, if one does.
    private func showSource(of id: String, visited: Set<String>) -> String? {
        // A navigation controller shown by a show segue is presented modally: it brings its own bars.
        guard document.index[id]?.name != "navigationController", let sources = document.index.showSources[id] else { return nil }
        let ordered = sources.filter { document.index.tieBreakers.contains($0.segue) } + sources.filter { !document.index.tieBreakers.contains($0.segue) }
        return ordered.first { !visited.contains($0.controller) && reachesNavigationController($0.controller, visited: visited.union([id])) }?.controller
    }

    /// Is `id` inside a navigation controller, through relationship and show segues?
    private func reachesNavigationController(_ id: String, visited: Set<String>) -> Bool {
        // Each step visits a controller not seen before, so the walk ends.
        var seen = visited, current = id
        while document.index[current]?.name != "navigationController" {
            guard seen.insert(current).inserted else { return false }
            if let parent = document.index.relationshipParents[current] { current = parent; continue }
            guard let source = document.index.showSources[current]?.first(where: { !seen.contains($0.controller) })?.controller else { return false }
            current = source
        }
        return true
    }

    /// A controller element as a model node. `showing` holds the ids on the way to the scene's
    /// own controller: a tab bar controller selects the tab on that way; tabs elsewhere are
    /// laid out empty, since only the selected one is on screen.
    mutating func controller(_ raw: XMLElement, showing: Set<String>) throws(InterfaceBuilderError) -> ViewControllerNode {
        let id = raw[attribute: "id"] ?? ""
        let key = "\(file)#\(id)"
        guard !converting.contains(key) else {
            throw error(raw, "segues form a cycle: \((converting + [key]).map { $0.split(separator: "#").last.map(String.init) ?? $0 }.joined(separator: " → "))")
        }
        guard converting.count < Self.maximumControllerDepth else {
            throw error(raw, "controllers nest more than \(Self.maximumControllerDepth) deep through segues and storyboard references")
        }
        guard converted.insert(key).inserted else {
            throw error(raw, "this view controller is reached by a second segue (a view controller has one parent in UIKit)")
        }
        converting.append(key)
        defer { converting.removeLast() }
        let element = resolution.resolve(raw)
        let modelID = Naming.controllerID(element)
        let segues = element.firstChild(named: "connections")?.children(named: "segue") ?? []
        switch element.name {
        case "navigationController":
            var children: [ViewControllerNode] = []
            if let segue = segues.first(where: { $0[attribute: "relationship"] == "rootViewController" }) {
                // The stack on the scene's way: the root, then what show segues push; all but
                // the top one stand below it, unseen, and are left empty.
                var stack = [segue[attribute: "destination"] ?? ""]
                while let next = pushes[stack.last!], !stack.contains(next) { stack.append(next) }
                for (i, pushedID) in stack.enumerated() {
                    if i == stack.count - 1 {
                        children.append(i == 0 ? try destination(of: segue, showing: showing)
                                               : try controller(document.index[pushedID]!, showing: showing))
                    } else {
                        let below = document.index[pushedID].map(Naming.controllerID) ?? pushedID
                        children.append(.viewController(ViewController(id: below)))
                    }
                }
            } else {
                warn(element, "navigation controller without a root view controller: its bars are laid out over an empty view")
                children.append(.viewController(ViewController(id: modelID + ".root")))
            }
            var nav = NavigationController(id: modelID, viewControllers: children)
            nav.isNavigationBarHidden = element[attribute: "navigationBarHidden"] == "YES"
            nav.isToolbarHidden = element[attribute: "toolbarHidden"] != "NO"
            if let bar = element.child(key: "navigationBar") {
                nav.prefersLargeTitles = bar[attribute: "largeTitles"] == "YES"
                nav.isNavigationBarTranslucent = bar[attribute: "translucent"] != "NO"
            }
            if let bar = element.child(key: "toolbar") { nav.isToolbarTranslucent = bar[attribute: "translucent"] != "NO" }
            (nav.edgesForExtendedLayout, nav.extendedLayoutIncludesOpaqueBars) = Self.extendedLayout(element)
            return .navigationController(nav)
        case "tabBarController":
            let tabs = segues.filter { $0[attribute: "relationship"] == "viewControllers" }
            var children: [ViewControllerNode] = []
            // The tab on the scene's way, else the first.
            let selected = tabs.firstIndex { showing.contains($0[attribute: "destination"] ?? "") } ?? 0
            for (i, segue) in tabs.enumerated() {
                if i == selected {
                    children.append(try destination(of: segue, showing: showing))
                } else {
                    children.append(.viewController(ViewController(id: "\(modelID).tab\(i)")))
                }
            }
            if children.isEmpty {
                warn(element, "tab bar controller without tabs: its tab bar is laid out over an empty view")
                children.append(.viewController(ViewController(id: modelID + ".tab0")))
            }
            var tabBar = TabBarController(id: modelID, viewControllers: children, selectedIndex: selected)
            if let bar = element.child(key: "tabBar") { tabBar.isTabBarTranslucent = bar[attribute: "translucent"] != "NO" }
            (tabBar.edgesForExtendedLayout, tabBar.extendedLayoutIncludesOpaqueBars) = Self.extendedLayout(element)
            return .tabBarController(tabBar)
        case "splitViewController":
            return .splitViewController(try splitViewController(element, modelID: modelID, segues: segues, showing: showing))
        case "viewControllerPlaceholder":
            return try referencedController(element)
        default:
            return .viewController(try viewController(element, modelID: modelID))
        }
    }

    /// A `<splitViewController>`: its relationship segues to the primary (`masterViewController`),
    /// supplementary, secondary (`detailViewController`) and compact columns; the column on the
    /// scene's way is imported, the others stand as empty controllers (`<id>.primary`, …), as a
    /// tab bar controller's other tabs do. Its style: `style` when written, else double column
    /// when Xcode's `allowDoubleColumnStyle` is on, else the classic controller. A scene in the
    /// primary or supplementary column is also the compact column, so that a compact design
    /// device shows it, as the canvas does (Docs/Containers.md, "Split view controllers").
    private mutating func splitViewController(_ element: XMLElement, modelID: String, segues: [XMLElement],
                                              showing: Set<String>) throws(InterfaceBuilderError) -> SplitViewController {
        // The sidebar column on the scene's way, if any.
        var shownSidebar: ViewControllerNode?
        func column(_ relationships: [String], _ name: String) throws(InterfaceBuilderError) -> ViewControllerNode? {
            guard let segue = segues.first(where: { relationships.contains($0[attribute: "relationship"] ?? "") }) else { return nil }
            guard showing.contains(segue[attribute: "destination"] ?? "") else { return .viewController(ViewController(id: "\(modelID).\(name)")) }
            let node = try destination(of: segue, showing: showing)
            if name == "primary" || name == "supplementary" { shownSidebar = node }
            return node
        }
        let style: SplitViewController.Style = element[attribute: "style"].flatMap(SplitViewController.Style.init(rawValue:))
            ?? (element[attribute: "allowDoubleColumnStyle"] == "YES" || element[attribute: "allowTripleColumnStyle"] == "YES"
                ? (element[attribute: "allowTripleColumnStyle"] == "YES" ? .tripleColumn : .doubleColumn) : .unspecified)
        var split = SplitViewController(
            id: modelID, style: style, primary: try column(["masterViewController", "primaryViewController"], "primary"),
            supplementary: style == .tripleColumn ? try column(["supplementaryViewController"], "supplementary") : nil,
            secondary: try column(["detailViewController", "secondaryViewController"], "secondary"),
            compact: style == .unspecified ? nil : try column(["compactViewController"], "compact"))
        // The scene's own column, when it is not the secondary, is what a compact width shows,
        // and is shown over the secondary where the width would hide it (portrait): the scene is
        // in the picture, as on the canvas.
        if let shown = shownSidebar {
            if split.compact == nil { split.compact = shown }
            split.preferredDisplayMode = shown == split.supplementary ? .twoOverSecondary : .oneOverSecondary
        }
        if split.primary == nil && split.secondary == nil {
            warn(element, "split view controller without columns: laid out over an empty view")
        }
        (split.edgesForExtendedLayout, split.extendedLayoutIncludesOpaqueBars) = Self.extendedLayout(element)
        return split
    }

    /// A controller's `<extendedEdge key="edgesForExtendedLayout" top="YES" …/>` (the edges
    /// written YES; absent: all) and `extendedLayoutIncludesOpaqueBars` (Docs/Containers.md,
    /// "Extended layout").
    static func extendedLayout(_ element: XMLElement) -> (RectEdge, Bool) {
        var edges = RectEdge.all
        if let extended = element.child("extendedEdge", key: "edgesForExtendedLayout") {
            edges = []
            for (name, edge) in [("top", RectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            where extended[attribute: name] == "YES" { edges.insert(edge) }
        }
        return (edges, element[attribute: "extendedLayoutIncludesOpaqueBars"] == "YES")
    }

    /// The controller a relationship or embed segue leads to.
    mutating func destination(of segue: XMLElement, showing: Set<String>) throws(InterfaceBuilderError) -> ViewControllerNode {
        guard let id = segue[attribute: "destination"] else { throw error(segue, "a segue without a destination") }
        guard let target = document.index[id] else {
            throw error(segue, "destination \"\(id)\" is not the id of any element in the document")
        }
        guard target[attribute: "sceneMemberID"] == "viewController" else {
            throw error(segue, "destination \"\(id)\" is a <\(target.name)> on line \(target.line), not a view controller")
        }
        return try controller(target, showing: showing)
    }

    /// The root view's size as stored: the canvas its subviews' frames were written for (IB
    /// stores the design device's screen there, or a freeform scene's size).
    func storedRootSize(of controller: XMLElement) -> Size? {
        if let view = controller.child(key: "view") { return Geometry.frame(of: view)?.size }
        return nil
    }
}
