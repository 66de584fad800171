/// The bars of navigation and tab bar controllers, placed in the container's root view, and what
/// they tell the controller shown under them (uikit-rules.md a4, a5).
enum ContainerBars {
    /// The navigation bar starts at the container's safe-area top. Directly under the status bar
    /// (the container at the top of the window, its top inset the window's), the device's origin
    /// offset applies: the bar starts at 53.667, inside the 59-pt inset, on a Dynamic Island phone
    /// (a4, reference decision 10). Elsewhere (a navigation controller inside another's content, or with
    /// additional top insets) the bar starts at the safe-area top: the offset describes the bar
    /// under the status bar only (unsourced beyond that). The toolbar sits on the bottom
    /// safe-area edge and reaches down through the home-indicator area unless an enclosing bar
    /// already covers it (a toolbar above a tab bar is the bar alone).
    ///
    /// Under a tab bar controller whose tab bar floats (iPadOS 18, regular width), the bar grows
    /// by `FloatingTabBarMetrics.navigationBarExtension` and holds the tab bar in its title row
    /// (Docs/Containers.md, "The floating tab bar").
    static func navigation(
        _ nav: NavigationController, containerView: ContainerView, metrics: DeviceMetrics,
        bottomCoveredByBars: Double, floatingTabBar: LayoutBuilder.FloatingTabBarHost?, builder: inout LayoutBuilder
    ) throws(LayoutError) -> LayoutBuilder.ContainerContext {
        let bounds = containerView.bounds
        let safe = containerView.safeAreaInsets.clampedAtZero
        var context = LayoutBuilder.ContainerContext(bottomCoveredByBars: bottomCoveredByBars, automaticallyAdjustsScrollViewInsets: true)
        if !nav.isNavigationBarHidden {
            let large = nav.prefersLargeTitles ? metrics.largeTitleNavigationBarHeight.value : nil
            // At the top of a sheet, the bar is the sheet's (Docs/Presentations.md, "Bars in a sheet").
            let inSheet = !nav.prefersLargeTitles && metrics.navigationBarHeight.value != nil
                && builder.sheetFrame.map { abs(containerView.computed.frameInWindow.minY - $0.minY) < 1e-9 } == true
            let sheetHeight = inSheet ? builder.environment.presentation.sheetNavigationBarHeight(os: builder.environment.device.os).value : nil
            if let barHeight = sheetHeight ?? large ?? metrics.navigationBarHeight.value {
                let underStatusBar = abs(containerView.computed.frameInWindow.minY) < 1e-9
                    && abs(safe.top - builder.windowSafeAreaInsets.clampedAtZero.top) < 1e-9
                let offset = underStatusBar ? metrics.navigationBarOriginOffset.value : 0
                let y = max(0, safe.top + offset)
                let floating = builder.environment.floatingTabBar
                let extension_ = floatingTabBar == nil ? 0 : floating.navigationBarExtension.value
                let height = barHeight + extension_
                let frame = Rect(x: bounds.minX, y: bounds.minY + y, width: bounds.width, height: height)
                let isLarge = large != nil && barHeight > (metrics.navigationBarHeight.value ?? 0)
                builder.addBar(.navigationBar, owner: nav.id, frame: frame, in: containerView, isLargeTitle: isLarge,
                               floatingTabBarExtension: extension_, isInSheet: inSheet)
                if let host = floatingTabBar {
                    // In the title row (the bar's own height and the extension), centred: its
                    // labels' baseline is aligned with the title's (inferred).
                    let row = (metrics.navigationBarHeight.value ?? barHeight) + extension_
                    let tabFrame = Rect(x: frame.minX, y: frame.minY + max(0, (row - floating.height.value) / 2),
                                        width: frame.width, height: floating.height.value)
                    builder.addBar(.tabBar, owner: host.owner, frame: tabFrame, in: containerView, isLargeTitle: false, isFloating: true)
                }
                context.topBarMaxY = frame.maxY
                context.topBarIsOpaque = !nav.isNavigationBarTranslucent
            } else {
                if let host = floatingTabBar {
                    // No bar to hold it: the floating tab bar on its own at the safe-area top.
                    let floating = builder.environment.floatingTabBar
                    let frame = Rect(x: bounds.minX, y: bounds.minY + safe.top, width: bounds.width, height: floating.height.value)
                    builder.addBar(.tabBar, owner: host.owner, frame: frame, in: containerView, isLargeTitle: false, isFloating: true)
                    context.topBarMaxY = frame.maxY
                }
                builder.warn(nav.id, "the catalog has no navigation-bar height for \(builder.environment.device.name) in \(builder.environment.orientation.rawValue); the bar is left out (set navigationBar.height in a calibration file)")
            }
        }
        if !nav.isToolbarHidden {
            if let height = metrics.toolbarHeight.value {
                let frame = bottomBar(height: height, bounds: bounds, safeBottom: safe.bottom, covered: bottomCoveredByBars)
                builder.addBar(.toolbar, owner: nav.id, frame: frame, in: containerView, isLargeTitle: false)
                context.bottomBarMinY = frame.minY
                context.bottomBarIsOpaque = !nav.isToolbarTranslucent
                context.bottomCoveredByBars = max(bottomCoveredByBars, bounds.maxY - frame.minY)
            } else {
                builder.warn(nav.id, "the catalog has no toolbar height for \(builder.environment.device.name) in \(builder.environment.orientation.rawValue); the toolbar is left out (set toolbarHeight in a calibration file)")
            }
        }
        return context
    }

    /// The tab bar sits on the bottom safe-area edge and its frame includes the home-indicator
    /// area: 49 + 34 = 83 on a Face ID phone in portrait (a4, a5). On an iPad from iPadOS 18 in
    /// regular width it floats at the top instead (`floatingTab`).
    static func tab(
        _ tab: TabBarController, shown: ViewControllerNode?, containerView: ContainerView, metrics: DeviceMetrics,
        bottomCoveredByBars: Double, builder: inout LayoutBuilder
    ) -> LayoutBuilder.ContainerContext {
        var context = LayoutBuilder.ContainerContext(bottomCoveredByBars: bottomCoveredByBars, automaticallyAdjustsScrollViewInsets: true)
        if tab.mode != .tabSidebar, !tab.isSidebarHidden || tab.sidebarLayout != .automatic {
            builder.warn(tab.id, "sidebarHidden and sidebarLayout apply in mode tabSidebar only (this controller's mode is \(tab.mode.rawValue)): no sidebar is shown")
        }
        guard !tab.isTabBarHidden else { return context }
        let device = builder.environment.device
        if FloatingTabBarRule.floats(idiom: device.idiom, os: device.os, horizontalSizeClass: metrics.horizontalSizeClass,
                                     surface: builder.environment.surface) {
            // UIKit floats the bar only when there are tabs to show.
            guard shown != nil else { return context }
            return floatingTab(tab, shown: shown, containerView: containerView, context: context, builder: &builder)
        }
        guard let height = metrics.tabBarHeight.value else {
            builder.warn(tab.id, "the catalog has no tab-bar height for \(builder.environment.device.name) in \(builder.environment.orientation.rawValue); the bar is left out (set tabBarHeight in a calibration file)")
            return context
        }
        let bounds = containerView.bounds
        let frame = bottomBar(height: height, bounds: bounds, safeBottom: containerView.safeAreaInsets.clampedAtZero.bottom,
                              covered: bottomCoveredByBars)
        // iOS 26 draws the iPhone's bar as a capsule inside this frame (Docs/Containers.md, "The iPhone's capsule").
        var capsule: Rect?
        if FloatingTabBarRule.drawsCapsule(idiom: device.idiom, os: device.os, orientation: builder.environment.orientation,
                                           homeIndicator: metrics.homeIndicatorAreaHeight.value) {
            let m = builder.environment.floatingTabBar
            let h = min(m.capsuleHeight.value, frame.height), bottom = bounds.maxY - m.capsuleBottomMargin.value
            capsule = Rect(x: frame.minX + m.capsuleSideMargin.value, y: max(frame.minY, bottom - h),
                           width: max(0, frame.width - 2 * m.capsuleSideMargin.value), height: h)
        }
        builder.addBar(.tabBar, owner: tab.id, frame: frame, in: containerView, isLargeTitle: false, capsule: capsule)
        context.bottomBarMinY = frame.minY
        context.bottomBarIsOpaque = !tab.isTabBarTranslucent
        context.bottomCoveredByBars = max(bottomCoveredByBars, bounds.maxY - frame.minY)
        return context
    }

    /// The floating tab bar (Docs/Containers.md, "The floating tab bar"): a navigation
    /// controller shown under it holds it in its bar's title row (`navigation`); any other
    /// controller gets it on its own at the top of the safe area, in a row of the bar's height
    /// and the extension (the decompile's fitting height, 64, while the extension is on), its top
    /// inset ending there. Nothing is at the bottom.
    private static func floatingTab(
        _ tab: TabBarController, shown: ViewControllerNode?, containerView: ContainerView,
        context: LayoutBuilder.ContainerContext, builder: inout LayoutBuilder
    ) -> LayoutBuilder.ContainerContext {
        var context = context
        if tab.mode == .tabSidebar, !tab.isSidebarHidden { return sidebar(tab, containerView: containerView, context: context, builder: &builder) }
        if case .navigationController(let nav)? = shown, !nav.isNavigationBarHidden {
            context.floatingTabBar = LayoutBuilder.FloatingTabBarHost(owner: tab.id)
            return context
        }
        let bounds = containerView.bounds, safe = containerView.safeAreaInsets.clampedAtZero
        let floating = builder.environment.floatingTabBar
        let row = floating.height.value + floating.navigationBarExtension.value
        let frame = Rect(x: bounds.minX, y: bounds.minY + safe.top + max(0, row - floating.height.value) / 2, width: bounds.width,
                         height: floating.height.value)
        builder.addBar(.tabBar, owner: tab.id, frame: frame, in: containerView, isLargeTitle: false, isFloating: true)
        context.topBarMaxY = bounds.minY + safe.top + max(row, floating.height.value)
        context.topBarIsOpaque = !tab.isTabBarTranslucent
        return context
    }

    /// The sidebar a `.tabSidebar` tab bar controller shows instead of its floating tab bar
    /// (Docs/Containers.md, "The sidebar"): the screen's height on the leading edge, as wide as
    /// the catalog's `sidebarWidth` (320, decompiled). Overlapping (UIKit's automatic layout on
    /// iOS), the shown controller keeps its frame and its safe area keeps clear of the sidebar;
    /// tiled, it is laid out beside it. The tab bar is not shown: it has turned into the sidebar.
    private static func sidebar(
        _ tab: TabBarController, containerView: ContainerView, context: LayoutBuilder.ContainerContext, builder: inout LayoutBuilder
    ) -> LayoutBuilder.ContainerContext {
        var context = context
        let bounds = containerView.bounds
        let width = min(builder.environment.floatingTabBar.sidebarWidth.value, bounds.width)
        let rightToLeft = builder.environment.layoutDirection == .rightToLeft
        let frame = Rect(x: rightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        builder.addBar(.sidebar, owner: tab.id, frame: frame, in: containerView, isLargeTitle: false)
        if rightToLeft { context.rightBarMinX = frame.minX } else { context.leftBarMaxX = frame.maxX }
        context.tilesSidebar = tab.sidebarLayout == .tile
        return context
    }

    /// A bar on the bottom safe-area edge, extended down through the part of the bottom inset
    /// that no enclosing bar covers (the home-indicator area).
    private static func bottomBar(height: Double, bounds: Rect, safeBottom: Double, covered: Double) -> Rect {
        let extensionDown = max(0, safeBottom - covered)
        let y = bounds.maxY - safeBottom - height
        return Rect(x: bounds.minX, y: y, width: bounds.width, height: height + extensionDown)
    }
}

extension LayoutBuilder {
    mutating func addBar(_ kind: ComputedBar.Kind, owner: String, frame: Rect, in container: ContainerView, isLargeTitle: Bool,
                         isFloating: Bool = false, floatingTabBarExtension: Double = 0, capsule: Rect? = nil, isInSheet: Bool = false) {
        let toWindow = container.computed.transformToWindow
        bars.append(ComputedBar(kind: kind, owner: owner, frameInWindow: toWindow.boundingBox(of: frame),
                                isLargeTitle: isLargeTitle, isFloating: isFloating, floatingTabBarExtension: floatingTabBarExtension,
                                capsule: capsule.map { toWindow.boundingBox(of: $0) }, isInSheet: isInSheet))
    }
}
