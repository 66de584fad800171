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
            switch node {
            case .viewController(let vc):
                if let view = vc.view { views.append(view) }
                controllers += vc.children.map(\.controller).reversed()
            case .navigationController(let nav): controllers += nav.viewControllers.reversed()
            case .tabBarController(let tab): controllers += tab.viewControllers.reversed()
            case .splitViewController(let split): controllers += split.columns.reversed()
            }
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
