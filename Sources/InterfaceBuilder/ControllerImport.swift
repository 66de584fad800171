import LayoutEngine
import StrictXML

extension SceneImporter {
    /// A `viewController`, `tableViewController` or other controller with a root view (§2.1):
    /// its view tree, legacy guides, embedded children and constraints.
    mutating func viewController(_ element: XMLElement, modelID: String) throws(InterfaceBuilderError) -> ViewController {
        var vc = ViewController(id: modelID)
        vc.automaticallyAdjustsScrollViewInsets = element[attribute: "automaticallyAdjustsScrollViewInsets"] != "NO"
        (vc.edgesForExtendedLayout, vc.extendedLayoutIncludesOpaqueBars) = Self.extendedLayout(element)
        switch element.name {
        case "viewController", "tableViewController", "collectionViewController":
            break
        default:
            warn(element, "\(element.name) is laid out as a plain view controller with the root view the document gives it")
        }
        if let custom = element[attribute: "customClass"] {
            warn(element, "custom class \(custom): laid out as the document builds it; its code (viewDidLoad, constraints added in code) is not run")
        }
        guard let rootElement = element.children.first(where: { $0[attribute: "key"] == "view" && ViewElements.isView($0.name) }) else {
            warn(element, "a view controller without a root view in the document (it is made in code): laid out empty")
            return vc
        }
        var context = HierarchyContext(controllerID: element[attribute: "id"] ?? "")
        var root = try view(rootElement, superviewID: nil, context: &context)
        // §4.8: the legacy guides belong to the controller and map onto its root view's safe area.
        for guide in element.firstChild(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide[attribute: "id"] else { continue }
            context.guides[id] = guide[attribute: "type"] == "bottom" ? .legacyBottom(root.id) : .legacyTop(root.id)
        }
        root.constraints = try constraints(&context)
        vc.view = root
        vc.children = context.children
        return vc
    }

    /// A xib's top-level view (§1.6, §7.16). File's Owner's view is the root view of a
    /// full-screen view controller, as UIKit shows a view controller loaded from that nib. Any
    /// other view is what code places somewhere (a card, a header): it is laid out at the
    /// screen's width from the top of the safe area, at the height its constraints give it (its
    /// fitting height), else the height it stores. A top-level table cell is the one row of a
    /// table filling the screen: on the canvas as tall as the canvas (its stored size), elsewhere
    /// its own row height or self-sizing (Docs/Tables.md).
    mutating func xibController(_ element: XMLElement, asRootView: Bool) throws(InterfaceBuilderError) -> ViewControllerNode {
        let resolved = resolution.resolve(element)
        let id = resolved[attribute: "id"] ?? "view"
        var context = HierarchyContext(controllerID: id)
        if resolved.name == "tableViewCell" {
            let tableID = "\(id)-table"
            var table = View(id: "\(tableID).tableView", viewClass: .tableView)
            // A stand-in that shows the cell, not a table of the document's: it does not bounce,
            // so the cell stays at the top of its canvas under the safe area's inset.
            table.alwaysBounceVertical = false
            context.modelIDs[tableID] = table.id
            var row = try tableRow(resolved, tableID: tableID, tableHeight: nil, context: &context)
            // On the canvas the cell is the canvas: as tall as the size it stores (Docs/InterfaceBuilder.md).
            if options.isDesignCanvas, row.isAutomaticHeight, let stored = try Geometry.checkedFrame(of: resolved, file: file)?.height {
                row.height = max(0, stored)
            }
            table.rows = [row]
            table.constraints = try constraints(&context)
            return .viewController(ViewController(id: "\(id).controller", view: table))
        }
        guard !asRootView else {
            var root = try view(resolved, superviewID: nil, context: &context)
            root.constraints = try constraints(&context)
            var vc = ViewController(id: "\(id).controller", view: root)
            vc.children = context.children
            return .viewController(vc)
        }
        var host = View(id: "\(id)-host.view")
        var placed = try view(resolved, superviewID: host.id, context: &context)
        placed.translatesAutoresizingMaskIntoConstraints = false
        let stored = max(0, try Geometry.checkedFrame(of: resolved, file: file)?.height ?? 0)
        typealias A = LayoutConstraint.Anchor
        host.constraints = try constraints(&context) + [
            LayoutConstraint(A(item: .view(.view(placed.id)), attribute: .leading), .equal, A(item: .view(.view(host.id)), attribute: .leading)),
            // Below required: a view that fixes its own width keeps it (at the leading edge).
            LayoutConstraint(A(item: .view(.view(placed.id)), attribute: .trailing), .equal, A(item: .view(.view(host.id)), attribute: .trailing), priority: 999),
            LayoutConstraint(A(item: .view(.view(placed.id)), attribute: .top), .equal, A(item: .viewGuide(.view(host.id), .safeArea), attribute: .top)),
            // UIKit's fittingSizeLevel (50): the view's own constraints decide its height first.
            LayoutConstraint(A(item: .view(.view(placed.id)), attribute: .height), .equal, nil, constant: stored, priority: 50),
        ]
        host.subviews = [placed]
        var vc = ViewController(id: "\(id).controller", view: host)
        vc.children = context.children
        return .viewController(vc)
    }

    /// A container view's embed segue (§2.2): the destination controller's root view fills the
    /// container, as UIKit sizes an embedded child's view to its container.
    mutating func embed(_ element: XMLElement, in container: View, context: inout HierarchyContext) throws(InterfaceBuilderError) {
        guard let segue = element.firstChild(named: "connections")?.children(named: "segue").first(where: { $0[attribute: "kind"] == "embed" }) else {
            warn(element, "container view without an embed segue: laid out empty")
            return
        }
        let child = try destination(of: segue, showing: [])
        let frame = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
        context.children.append(ChildViewController(in: container.id, frame: frame, controller: child))
    }
}
