extension ViewControllerNode {
    /// Every constraint of the model that names the view `id` itself (not one of its guides),
    /// in the model's order: what a failing check shows beside why a view moved
    /// (Docs/snapshot-checks.md, "Why a view moved"). Inactive constraints are left out.
    package func constraints(naming id: String) -> [LayoutConstraint] {
        func names(_ anchor: LayoutConstraint.Anchor?) -> Bool {
            guard let anchor else { return false }
            switch anchor.item {
            case .view(.view(let v)), .name(let v): return v == id
            default: return false
            }
        }
        var found: [LayoutConstraint] = []
        var controllers: [ViewControllerNode] = [self]
        var views: [View] = []
        while let node = controllers.popLast() {
            if case .viewController(let vc) = node, let view = vc.view { views.append(view) }
            controllers += node.containedControllers.reversed()
            while let view = views.popLast() {
                found += view.constraints.filter { $0.isActive && (names($0.first) || names($0.second)) }
                views += view.subviews.reversed()
                for section in view.sections {
                    for row in section.rows {
                        found += row.contentViewShell.constraints.filter { $0.isActive && (names($0.first) || names($0.second)) }
                        views += row.subviews.reversed()
                    }
                }
            }
        }
        return found
    }
}
