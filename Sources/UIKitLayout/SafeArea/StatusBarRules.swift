/// When the status bar shows, and what hiding it does to the window's insets (uikit-rules.md f).
enum StatusBarRules {
    /// The status bar is hidden when the system hides it in this orientation (F2: iPhone
    /// landscape; tvOS has none), or when the controller that decides prefers it hidden, except
    /// that on a phone with a sensor housing a visible navigation bar keeps it shown (F4).
    static func isHidden(metrics: DeviceMetrics, device: Device, prefersHidden: Bool, navigationBarVisible: Bool) -> Bool {
        if metrics.statusBarHeight.value == 0 { return true }
        if device.idiom == .phone, device.sensorHousing.kind != .none, navigationBarVisible { return false }
        return prefersHidden
    }

    /// The window's insets. Hiding a shown status bar removes the top inset (F1 home-button
    /// phones, F8 full-screen iPads, low), unless a sensor housing sits at the top edge, whose
    /// inset UIKit keeps (F3, F3b low).
    static func windowInsets(metrics: DeviceMetrics, device: Device, orientation: InterfaceOrientation, statusBarHidden: Bool) -> EdgeInsets {
        var insets = metrics.safeAreaInsets.value
        let systemHidesIt = metrics.statusBarHeight.value == 0
        let housingAtTop = device.sensorHousing.kind != .none && orientation == .portrait
        if statusBarHidden, !systemHidesIt, !housingAtTop {
            insets.top = 0
        }
        return insets
    }

    /// The controller whose `prefersStatusBarHidden` counts: UIKit asks the navigation
    /// controller's top controller and the tab bar controller's selected one (through
    /// `childForStatusBarHidden`); a plain controller answers for itself. A controller presented
    /// `.fullScreen` answers instead of the one it covers; no other style does (Apple's
    /// `modalPresentationCapturesStatusBarAppearance`: control passes "only if" the style is
    /// `fullScreen`). Docs/Presentations.md, "Full screen".
    static func decidingController(_ node: ViewControllerNode) -> ViewController? {
        if let cover = fullScreenCover(presentedBy: node) { return decidingController(cover) }
        switch node {
        case .viewController(let vc): return vc
        case .navigationController(let nav): return nav.viewControllers.last.flatMap(decidingController)
        case .tabBarController(let tab):
            guard tab.viewControllers.indices.contains(tab.selectedIndex) else { return nil }
            return decidingController(tab.viewControllers[tab.selectedIndex])
        // The column with the content: the secondary (UIKit asks it by default).
        case .splitViewController(let split): return split.secondary.flatMap(decidingController)
        }
    }

    /// The last controller presented `.fullScreen` along the presentations `node` starts (a sheet
    /// may present a cover in turn). Presentations made by controllers inside a presented one
    /// are not followed.
    static func fullScreenCover(presentedBy node: ViewControllerNode) -> ViewControllerNode? {
        var cover: ViewControllerNode?, next = node.presented, steps = 0
        while let presentation = next, steps <= LayoutEngine.maximumDepth {
            if presentation.modalPresentationStyle == .fullScreen { cover = presentation.controller }
            next = presentation.controller.presented
            steps += 1
        }
        return cover
    }

    /// Whether a navigation bar is shown on the path to the deciding controller (F4).
    static func navigationBarVisible(_ node: ViewControllerNode) -> Bool {
        if let cover = fullScreenCover(presentedBy: node) { return navigationBarVisible(cover) }
        switch node {
        case .viewController: return false
        case .navigationController(let nav):
            return !nav.isNavigationBarHidden || (nav.viewControllers.last.map(navigationBarVisible) ?? false)
        case .tabBarController(let tab):
            guard tab.viewControllers.indices.contains(tab.selectedIndex) else { return false }
            return navigationBarVisible(tab.viewControllers[tab.selectedIndex])
        case .splitViewController(let split): return split.columns.contains(where: navigationBarVisible)
        }
    }
}
