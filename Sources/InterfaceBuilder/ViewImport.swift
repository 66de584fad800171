import LayoutEngine
import StrictXML

extension SceneImporter {
    /// A view element (already resolved for the traits) and its subtree as a model view (§3).
    mutating func view(_ element: XMLElement, superviewID: String?, context: inout HierarchyContext) throws(InterfaceBuilderError) -> View {
        guard let ibID = element[attribute: "id"] else { throw error(element, "a view without an id") }
        let name = element.name
        let viewClass = ViewElements.classes[name] ?? .view
        var view = View(id: Naming.viewID(element, outlets: document.index.outletNames), viewClass: viewClass)
        context.modelIDs[ibID] = view.id
        if let superviewID { context.superviews[ibID] = superviewID }
        if viewClass.isScrollView { context.scrollViews.insert(ibID) }

        if let frame = try Geometry.checkedFrame(of: element, file: file) {
            view.frame = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width), height: max(0, frame.height))
            view.hasExplicitFrame = true
        }
        view.autoresizingMask = autoresizingMask(element)
        // §3.3: absent means YES (frame and mask become constraints); `fixedFrame` views have no
        // constraints and are laid out by their mask since Xcode 8 ([WWDC16-236]; open question
        // Q2 in interface-builder.md: taken as YES here).
        view.translatesAutoresizingMaskIntoConstraints = element[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
            || element[attribute: "fixedFrame"] == "YES"
        if view.translatesAutoresizingMaskIntoConstraints == false, view.hasExplicitFrame, !document.index.constrainedIDs.contains(ibID) {
            // §3.3: a view no constraint names gets Interface Builder's prototyping constraints
            // at build time, which hold its stored size and its place from the superview's top
            // left corner ([ALG-IB]): the frame as stored, nothing flexible.
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = []
        }
        view.isHidden = element[attribute: "hidden"] == "YES"
        if let alpha = Geometry.number(element, "alpha") { view.alpha = max(0, min(1, alpha)) }
        if let color = element.child("color", key: "backgroundColor") {
            view.backgroundColor = ColorImport.color(color, resources: document.resources)
        }
        try readPriorities(element, into: &view)
        try readMargins(element, into: &view)
        readGuides(element, modelID: view.id, context: &context)
        try readClassFields(element, into: &view, context: &context)
        readCodeHooks(element, into: &view)

        view.subviews = try subviews(of: element, superviewID: ibID, context: &context)
        // A visual effect view's content view, a table's header and footer views (which the
        // table places: `View.tableHeaderView`).
        for child in element.children where ViewElements.isView(child.name) && ViewElements.keyedSubviewKeys.contains(child[attribute: "key"] ?? "") {
            var sub = try self.view(child, superviewID: ibID, context: &context)
            switch child[attribute: "key"] {
            case "tableHeaderView": view.tableHeaderView = sub
            case "tableFooterView": view.tableFooterView = sub
            default:
                sub.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.subviews.append(sub)
            }
        }
        if viewClass == .stackView {
            // Every subview of a stack view is arranged (§3.8), and UIKit turns off its
            // autoresizing translation when it arranges it.
            view.arrangedSubviewIDs = view.subviews.map(\.id)
            for i in view.subviews.indices { view.subviews[i].translatesAutoresizingMaskIntoConstraints = false }
        }
        if viewClass == .tableView { try readTable(element, into: &view, context: &context) }
        if viewClass == .collectionView, element.firstChild(named: "cells") != nil {
            warn(element, "collection view cells are not laid out (their places come from the layout object and the data source)")
        }
        for list in element.children(named: "constraints") {
            for constraint in list.children(named: "constraint") {
                context.pending.append(.init(element: constraint, ownerID: ibID))
            }
        }
        if name == "containerView" { try embed(element, in: view, context: &context) }
        return view
    }

    /// The views of `<subviews>`, back to front. Every child there is a view; one this importer
    /// does not know (UIWebView's `webView` in old files, a newer class) is laid out as a plain
    /// view, with a warning.
    mutating func subviews(of element: XMLElement, superviewID: String, context: inout HierarchyContext) throws(InterfaceBuilderError) -> [View] {
        var views: [View] = []
        for child in element.firstChild(named: "subviews")?.children ?? [] {
            if !ViewElements.isView(child.name) {
                warn(child, "<\(child.name)> is not a view class this importer knows: laid out as a plain view")
            }
            views.append(try view(child, superviewID: superviewID, context: &context))
        }
        return views
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable flexibleMinX …/>` (§3.3).
    private func autoresizingMask(_ element: XMLElement) -> AutoresizingMask {
        guard let mask = element.children.first(where: { $0.name == "autoresizingMask" }) else { return [] }
        var result: AutoresizingMask = []
        let names: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, option) in names where mask[attribute: name] == "YES" { result.insert(option) }
        return result
    }

    /// Hugging and compression resistance (§3.4): absent means UIKit's 250 and 750.
    private func readPriorities(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        func priority(_ name: String) throws(InterfaceBuilderError) -> LayoutPriority? {
            guard let text = element[attribute: name] else { return nil }
            guard let v = Double(text), v >= 1, v <= 1000 else { throw error(element, "\(name) \"\(text)\" is not a priority from 1 to 1000") }
            return LayoutPriority(v)
        }
        if let p = try priority("horizontalHuggingPriority") { view.contentHuggingPriority.horizontal = p }
        if let p = try priority("verticalHuggingPriority") { view.contentHuggingPriority.vertical = p }
        if let p = try priority("horizontalCompressionResistancePriority") { view.contentCompressionResistancePriority.horizontal = p }
        if let p = try priority("verticalCompressionResistancePriority") { view.contentCompressionResistancePriority.vertical = p }
    }

    /// Margins and the safe-area settings (§3.5).
    private mutating func readMargins(_ element: XMLElement, into view: inout View) throws(InterfaceBuilderError) {
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("edgeInsets", "layoutMargins"):
                let (t, l, b, r) = try Geometry.insets(child, ("top", "left", "bottom", "right"), file: file)
                view.layoutMargins = EdgeInsets(top: t, left: l, bottom: b, right: r)
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                let (t, l, b, r) = try Geometry.insets(child, ("top", "leading", "bottom", "trailing"), file: file)
                view.directionalLayoutMargins = DirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
            default: break
            }
        }
        if element[attribute: "insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if element[attribute: "preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if element[attribute: "layoutMarginsFollowReadableWidth"] == "YES" {
            warn(element, "layoutMarginsFollowReadableWidth is not modelled: the margins are the view's own")
        }
    }

    /// `<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide|keyboard" id>` (§4.2).
    /// The keyboard guide is the safe area's bottom on the canvas, whose keyboard is hidden.
    func readGuides(_ element: XMLElement, modelID: String, context: inout HierarchyContext) {
        for guide in element.children(named: "viewLayoutGuide") {
            guard let id = guide[attribute: "id"] else { continue }
            switch guide[attribute: "key"] {
            case "safeArea": context.guides[id] = .viewGuide(modelID, .safeArea)
            case "contentLayoutGuide": context.guides[id] = .viewGuide(modelID, .contentLayoutGuide)
            case "frameLayoutGuide": context.guides[id] = .viewGuide(modelID, .frameLayoutGuide)
            case "keyboard": context.guides[id] = .viewGuide(modelID, .keyboard)
            default: context.unmodelledGuides[id] = guide[attribute: "key"] ?? "?"
            }
        }
    }

    /// Custom classes and runtime attributes: what code may change (§3.14, §7.4, §7.13).
    private mutating func readCodeHooks(_ element: XMLElement, into view: inout View) {
        for list in element.children(named: "userDefinedRuntimeAttributes") {
            for attribute in list.children(named: "userDefinedRuntimeAttribute") {
                let keyPath = attribute[attribute: "keyPath"] ?? "?"
                // layer.* and accessibility keys draw or announce; they never move a view.
                if keyPath.hasPrefix("layer.") || keyPath.hasPrefix("accessibility") { continue }
                // §3.14: a UIKit property IB has no checkbox for, set on stack views this way.
                if keyPath == "layoutMarginsRelativeArrangement", view.viewClass == .stackView, attribute[attribute: "type"] == "boolean" {
                    view.isLayoutMarginsRelativeArrangement = attribute[attribute: "value"] == "YES"
                    continue
                }
                // Named by its view's id (the attribute element has none), at its own line.
                warn(id: element[attribute: "id"] ?? element.name, line: attribute.line,
                     "runtime attribute \(keyPath) is not applied (set by key-value coding when the app runs)")
            }
        }
    }
}
