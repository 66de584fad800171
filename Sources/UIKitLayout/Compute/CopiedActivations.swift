/// Constraints activated on a copy of a view after the copy in the hierarchy was taken, as UIKit
/// code does (`root.addSubview(card); card.activate([...])`): the hierarchy adopts them when a
/// view they name would otherwise be left unplaced (no frame, no constraint, not arranged) or is
/// ambiguous (Docs/decisions/0023-constraints-on-copies.md).
///
/// Only then: a view that is laid out without them is left as it was added, so what copies made
/// for other screens (a view shared between tests) do never changes a layout that is complete.
/// In a model whose views miss no activation (the spec, Interface Builder, views built before
/// they are added) this is one atomic load per view.
struct CopiedActivations {
    /// The view a missed call was made on: its id, in the controller whose view holds it.
    /// Controllers a container does not show may reuse the shown ones' view ids (two tabs made
    /// by one function), and each tab's copies adopt their own calls only.
    struct Holder: Hashable {
        var controllerID: String
        var viewID: String
    }

    /// The calls copies in the hierarchy miss, by the view they were made on, in the order of
    /// the hierarchy and of the calls.
    private var missed: [(holder: Holder, constraints: [LayoutConstraint])] = []

    init(_ root: ViewControllerNode) {
        var controllers = [root]
        while let node = controllers.popLast() {
            if case .viewController(let vc) = node, let v = vc.view { collect(v, id: v.id, controllerID: vc.id, depth: 0) }
            controllers += node.containedControllers.reversed()
        }
    }

    /// Reads views in place (no copy of a view that misses nothing), as `AutoLayoutModel` does.
    private mutating func collect(_ v: borrowing View, id: String, controllerID: String, depth: Int) {
        // Deeper models are refused by the layout; it is no place to recurse further.
        guard depth <= LayoutEngine.maximumDepth else { return }
        if v.copyTrail.missesActivations {
            for call in v.copyTrail.identity.activations(missing: v.copyTrail.seen, holderID: id) {
                missed.append((Holder(controllerID: controllerID, viewID: id), call.constraints))
            }
        }
        for s in v.sections.indices {
            for r in v.sections[s].rows.indices {
                let trail = v.sections[s].rows[r].contentViewTrail
                if trail.missesActivations {
                    let contentID = v.sections[s].rows[r].contentViewID
                    for call in trail.identity.activations(missing: trail.seen, holderID: contentID) {
                        missed.append((Holder(controllerID: controllerID, viewID: contentID), call.constraints))
                    }
                }
                for i in v.sections[s].rows[r].subviews.indices {
                    collect(v.sections[s].rows[r].subviews[i], id: v.sections[s].rows[r].subviews[i].id, controllerID: controllerID, depth: depth + 3)
                }
            }
        }
        for i in v.subviews.indices { collect(v.subviews[i], id: v.subviews[i].id, controllerID: controllerID, depth: depth + 1) }
    }

    var isEmpty: Bool { missed.isEmpty }

    /// Removes and returns the missed constraints that name one of `ids` as a view or layout
    /// guide (not a view's guide: `card.margins` does not place `card`), by holder.
    mutating func take(naming ids: Set<String>) -> [Holder: [LayoutConstraint]] {
        func names(_ c: LayoutConstraint) -> Bool {
            c.first.item.namedID.map(ids.contains) ?? false || c.second?.item.namedID.map(ids.contains) ?? false
        }
        var taken: [Holder: [LayoutConstraint]] = [:]
        for k in missed.indices {
            let call = missed[k].constraints
            let naming = call.filter(names)
            guard !naming.isEmpty else { continue }
            taken[missed[k].holder, default: []] += naming
            missed[k].constraints = call.filter { !names($0) }
        }
        missed.removeAll { $0.constraints.isEmpty }
        return taken
    }

    /// Subviews nothing places (`AutoLayoutModel.unplacedViews`): laid out at the origin, with an
    /// ambiguous layout or at [0, 0, 0, 0].
    static func unplacedViews(in root: ViewControllerNode) throws(LayoutError) -> Set<String> {
        // Before any layout: every controller's views (a view shown later is among them).
        let model = try AutoLayoutModel(root, shown: nil)
        return Set(model.unplacedViews().map { model.views[$0].id })
    }

    /// `root` with each holder's adopted constraints after its own, as if they had been
    /// activated before it was added.
    static func adopting(_ adopted: [Holder: [LayoutConstraint]], into root: ViewControllerNode) -> ViewControllerNode {
        func view(_ v: View, in controllerID: String) -> View {
            var v = v
            if let more = adopted[Holder(controllerID: controllerID, viewID: v.id)] { v.constraints += more }
            for i in v.subviews.indices { v.subviews[i] = view(v.subviews[i], in: controllerID) }
            for s in v.sections.indices {
                for r in v.sections[s].rows.indices {
                    let contentID = v.sections[s].rows[r].contentViewID
                    if let more = adopted[Holder(controllerID: controllerID, viewID: contentID)] {
                        v.sections[s].rows[r].contentView.constraints += more
                    }
                    for i in v.sections[s].rows[r].subviews.indices {
                        v.sections[s].rows[r].subviews[i] = view(v.sections[s].rows[r].subviews[i], in: controllerID)
                    }
                }
            }
            return v
        }
        func controller(_ node: ViewControllerNode) -> ViewControllerNode {
            var result: ViewControllerNode
            switch node {
            case .viewController(var vc):
                vc.view = vc.view.map { view($0, in: vc.id) }
                for i in vc.children.indices { vc.children[i].controller = controller(vc.children[i].controller) }
                result = .viewController(vc)
            case .navigationController(var nav):
                nav.viewControllers = nav.viewControllers.map(controller)
                result = .navigationController(nav)
            case .tabBarController(var tab):
                tab.viewControllers = tab.viewControllers.map(controller)
                result = .tabBarController(tab)
            case .splitViewController(var split):
                (split.primary, split.supplementary) = (split.primary.map(controller), split.supplementary.map(controller))
                (split.secondary, split.compact) = (split.secondary.map(controller), split.compact.map(controller))
                result = .splitViewController(split)
            }
            if var presentation = node.presented {
                presentation.controller = controller(presentation.controller)
                result.presented = presentation
            }
            return result
        }
        return controller(root)
    }
}
