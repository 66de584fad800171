import LayoutEngine
import StrictXML

/// A scene's simulated metrics (interface-builder format: `<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`, `<nil key="simulatedTopBarMetrics"/>`, …): the bars the author
/// chose for the canvas instead of the ones Interface Builder infers from the containers. On the
/// design canvas they replace the inferred ones (Docs/InterfaceBuilder.md, "The design canvas").
/// Absent, the bars are inferred: the containers the relationship and show segues give.
struct SimulatedMetrics {
    enum Top { case inferred, none, navigationBar(translucent: Bool) }
    enum Bottom { case inferred, none, tabBar(translucent: Bool), toolbar(translucent: Bool) }

    var top: Top = .inferred
    var bottom: Bottom = .inferred
    // `<nil key="simulatedStatusBarMetrics"/>` is not read: the status bar's inset stays the
    // device's (Docs/InterfaceBuilder.md, "The design canvas").

    init(_ controller: XMLElement) {
        for child in controller.children {
            let translucent = child[attribute: "translucent"] != "NO"
            switch (child.name, child[attribute: "key"]) {
            case ("nil", "simulatedTopBarMetrics"): top = .none
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"): top = .navigationBar(translucent: translucent)
            case ("nil", "simulatedBottomBarMetrics"): bottom = .none
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"): bottom = .tabBar(translucent: translucent)
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): bottom = .toolbar(translucent: translucent)
            default: break
            }
        }
    }

    /// `root` (the scene's controller inside its inferred containers) with the scene's bars as
    /// simulated: a bar set to none is hidden in the nearest container that has it (the scene's
    /// own controller first, when it is that container); a bar no container has comes from a
    /// container made for the canvas around the scene's controller (`<controller id>.simulated…`).
    func apply(to root: ViewControllerNode, sceneControllerID id: String) -> ViewControllerNode {
        var root = root
        switch top {
        case .inferred: break
        case .none:
            root = root.updatingNearest(from: id) { node in
                guard case .navigationController(var nav) = node else { return nil }
                nav.isNavigationBarHidden = true
                return .navigationController(nav)
            } ?? root
        case .navigationBar(let translucent):
            root = root.updatingNearest(from: id) { node in
                guard case .navigationController(var nav) = node else { return nil }
                nav.isNavigationBarHidden = false
                nav.isNavigationBarTranslucent = translucent
                return .navigationController(nav)
            } ?? root.updating(id) { scene in
                var nav = NavigationController(id: "\(scene.id).simulatedNavigation", viewControllers: [scene])
                nav.isNavigationBarTranslucent = translucent
                return .navigationController(nav)
            }
        }
        switch bottom {
        case .inferred: break
        case .none:
            root = root.updatingNearest(from: id) { node in
                switch node {
                case .tabBarController(var tab): tab.isTabBarHidden = true; return .tabBarController(tab)
                case .navigationController(var nav) where !nav.isToolbarHidden: nav.isToolbarHidden = true; return .navigationController(nav)
                default: return nil
                }
            } ?? root
        case .tabBar(let translucent):
            root = root.updatingNearest(from: id) { node in
                guard case .tabBarController(var tab) = node else { return nil }
                tab.isTabBarHidden = false
                tab.isTabBarTranslucent = translucent
                return .tabBarController(tab)
            } ?? {
                // Outside every other container: a tab bar controller shows navigation controllers.
                var tab = TabBarController(id: "\(id).simulatedTabBar", viewControllers: [root])
                tab.isTabBarTranslucent = translucent
                return .tabBarController(tab)
            }()
        case .toolbar(let translucent):
            root = root.updatingNearest(from: id) { node in
                guard case .navigationController(var nav) = node else { return nil }
                nav.isToolbarHidden = false
                nav.isToolbarTranslucent = translucent
                return .navigationController(nav)
            } ?? root.updating(id) { scene in
                var nav = NavigationController(id: "\(scene.id).simulatedToolbar", viewControllers: [scene])
                nav.isNavigationBarHidden = true
                nav.isToolbarHidden = false
                nav.isToolbarTranslucent = translucent
                return .navigationController(nav)
            }
        }
        return root
    }
}

extension ViewControllerNode {
    /// The path of controllers from this one down to `id` (this one first), through the shown
    /// children of containers; nil when `id` is not shown here.
    fileprivate func path(to id: String) -> [ViewControllerNode]? {
        if self.id == id { return [self] }
        switch self {
        case .viewController: return nil
        case .navigationController(let nav): return nav.viewControllers.last?.path(to: id).map { [self] + $0 }
        case .tabBarController(let tab):
            guard tab.viewControllers.indices.contains(tab.selectedIndex) else { return nil }
            return tab.viewControllers[tab.selectedIndex].path(to: id).map { [self] + $0 }
        case .splitViewController(let split):
            for column in split.columns { if let path = column.path(to: id) { return [self] + path } }
            return nil
        }
    }

    /// This tree with the nearest controller on the way to `id`, `id`'s own first, that
    /// `change` accepts (returns non-nil for) replaced; nil when none does.
    fileprivate func updatingNearest(from id: String, _ change: (ViewControllerNode) -> ViewControllerNode?) -> ViewControllerNode? {
        guard let path = path(to: id) else { return nil }
        for node in path.reversed() {
            if let replacement = change(node) { return updating(node.id) { _ in replacement } }
        }
        return nil
    }

    /// This tree with the controller `id` replaced by `change` of it.
    fileprivate func updating(_ id: String, _ change: (ViewControllerNode) -> ViewControllerNode) -> ViewControllerNode {
        if self.id == id { return change(self) }
        switch self {
        case .viewController: return self
        case .navigationController(var nav):
            guard let last = nav.viewControllers.indices.last else { return self }
            nav.viewControllers[last] = nav.viewControllers[last].updating(id, change)
            return .navigationController(nav)
        case .tabBarController(var tab):
            guard tab.viewControllers.indices.contains(tab.selectedIndex) else { return self }
            tab.viewControllers[tab.selectedIndex] = tab.viewControllers[tab.selectedIndex].updating(id, change)
            return .tabBarController(tab)
        case .splitViewController(var split):
            (split.primary, split.supplementary) = (split.primary?.updating(id, change), split.supplementary?.updating(id, change))
            (split.secondary, split.compact) = (split.secondary?.updating(id, change), split.compact?.updating(id, change))
            return .splitViewController(split)
        }
    }

}
