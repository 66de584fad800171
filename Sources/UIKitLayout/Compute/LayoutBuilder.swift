/// The state of one layout pass: the views, bars and warnings found so far. Each view is
/// computed from its superview's results and its frame (written, or solved by the previous
/// Auto Layout pass in `solved`), so one pre-order walk computes a pass.
struct LayoutBuilder {
    // Never changed after `init`, yet `var` and settable: a debug build (every test's) copies
    // the whole of a `let` or `private(set)` property at each read of one of its fields from a
    // `mutating` method in another file, and the walk reads these for every view
    // (Docs/performance.md, "Debug builds").
    var environment: LayoutEnvironment
    var metrics: DeviceMetrics
    /// Frames, guides and content sizes from the constraint solver; empty without constraints.
    var solved = SolvedLayout()
    var views: [ComputedView] = []
    var bars: [ComputedBar] = []
    var diagnostics: [Diagnostic] = []
    var ids: Set<String> = []
    /// False for the passes after `LayoutPasses`' first, whose text and measured sizes nothing
    /// reads (the constraint system measures its own): views keep `text` nil and only a given
    /// `intrinsicContentSize`, and the final layout is measured once
    /// (`ComputedLayout.measureText`). Measuring is most of a pass in a debug build.
    var measuresText = true
    /// Set for `LayoutPasses`' first walk: a view with no frame written (zero, at its
    /// superview's origin; one the constraints will place, or none) is taken to lie inside its
    /// superview's safe area. UIKit starts such a view from its zero frame, in the insets at the
    /// superview's corner, and the layout loop moves it out; both starts settle on the same
    /// layout, and this one, where most views end up, most often in fewer passes
    /// (Docs/performance.md, "Starting inside the safe area").
    var startsUnplacedViewsInsideSafeArea = false
    /// True once a view was so taken where its corner's insets are not zero: a walk whose layout
    /// is final, or passes that never settle, are done again from UIKit's start.
    var tookUnplacedViewsInsideSafeArea = false
    private var computedEnvironment: ComputedEnvironment?
    /// The window's insets after the status-bar rules.
    private(set) var windowSafeAreaInsets = EdgeInsets.zero
    /// The presentations of the controllers laid out so far, waiting to be laid out over them
    /// (`layOutPresentations`).
    var pendingPresentations: [(presenter: String, presentation: Presentation)] = []
    /// The frame of the sheet being laid out, in window coordinates: a navigation bar at its top
    /// is the sheet's (`ContainerBars.navigation`).
    var sheetFrame: Rect?

    init(environment: LayoutEnvironment, metrics: DeviceMetrics) {
        self.environment = environment
        self.metrics = metrics
    }

    /// What a subview needs from its superview.
    struct Superview {
        var id: String?
        var bounds: Rect
        /// With the edges a scroll view absorbed set to 0 (d5).
        var safeAreaInsetsForSubviews: EdgeInsets
        var layoutMargins: EdgeInsets
        var transformToWindow: AffineTransform
    }

    /// Set when the view is a controller's root view.
    struct RootContext {
        var controllerID: String
        var additionalSafeAreaInsets: EdgeInsets
        var respectsSystemMinimumMargins: Bool
        /// Bars of the container that shows the controller, in the superview's coordinates.
        var topBarMaxY: Double?
        var bottomBarMinY: Double?
        /// How much of the bottom is already covered by enclosing containers' bars.
        var bottomCoveredByBars: Double
        /// Shown by a navigation or tab bar controller with automatic scroll-view insets (d3).
        var isAutomaticContainerRoot: Bool
        /// A sidebar over the controller's left or right edge (`ContainerContext`).
        var leftBarMaxX: Double? = nil
        var rightBarMinX: Double? = nil
    }

    /// Room for `count` views before a pass (the previous pass's count, or `viewCount(in:)` for
    /// the first): a screen of thousands of views otherwise grows its arrays by copying them
    /// (views are hundreds of bytes each), a few percent of a big computation.
    mutating func reserve(views count: Int) {
        views.reserveCapacity(count)
        ids.reserveCapacity(count)
    }

    /// At least the views a pass over `root` makes, give or take the controllers a container
    /// does not show: every view, a cell and its content view per table row, a container's own
    /// root view.
    static func viewCount(in root: ViewControllerNode) -> Int {
        func count(_ view: View) -> Int {
            view.subviews.reduce(1) { $0 + count($1) } + view.sections.reduce(0) { sum, section in
                section.rows.reduce(sum) { total, row in total + 2 + row.subviews.reduce(0) { $0 + count($1) } }
            }
        }
        var own = 1
        if case .viewController(let vc) = root, let view = vc.view { own = count(view) }
        return root.containedControllers.reduce(own) { $0 + viewCount(in: $1) }
    }

    func result() -> ComputedLayout {
        ComputedLayout(environment: computedEnvironment!, views: views, bars: bars, diagnostics: diagnostics)
    }

    mutating func warn(_ id: String?, _ message: String) {
        diagnostics.append(Diagnostic(id: id, message: message))
    }

    // MARK: Window

    mutating func layOutWindow(root: ViewControllerNode) throws(LayoutError) {
        let device = environment.device
        let prefersHidden = StatusBarRules.decidingController(root)?.prefersStatusBarHidden ?? false
        let statusBarHidden = StatusBarRules.isHidden(metrics: metrics, device: device, prefersHidden: prefersHidden,
                                                      navigationBarVisible: StatusBarRules.navigationBarVisible(root))
        let windowInsets = StatusBarRules.windowInsets(metrics: metrics, device: device, orientation: environment.orientation,
                                                       statusBarHidden: statusBarHidden)
        let screen = Rect(origin: .zero, size: metrics.screenSize)
        let windowFrame = try environment.metrics.map { m throws(LayoutError) in try environment.windowGeometry(m).frame } ?? nil
        let keyboard = try environment.resolvedKeyboard(environment.metrics ?? metrics, window: windowFrame)
        var confidence = EnvironmentConfidence(device: device, metrics: metrics, readableWidth: environment.readableWidthConfidence)
        if let keyboard { confidence.keyboard = keyboard.confidence }
        if windowFrame != nil { confidence.window = metrics.sizeClassConfidence }
        let floating = environment.floatingTabBar
        confidence.floatingTabBar = ConfidenceLabel.lower(floating.height.confidence, floating.navigationBarExtension.confidence)
        confidence.tabBarCapsule = ConfidenceLabel.lower(floating.capsuleSideMargin.confidence,
                                                         ConfidenceLabel.lower(floating.capsuleHeight.confidence, floating.capsuleBottomMargin.confidence))
        confidence.sheetNavigationBar = environment.presentation.sheetNavigationBarHeight(os: device.os).confidence
        confidence.sidebar = floating.sidebarWidth.confidence
        if OS26ConfidenceCap.applies(os: device.os, idiom: device.idiom) {
            confidence.floatingTabBar = OS26ConfidenceCap.capped(Sourced(0.0, confidence: confidence.floatingTabBar, note: nil)).confidence
            confidence.sidebar = OS26ConfidenceCap.capped(floating.sidebarWidth).confidence
        }
        windowSafeAreaInsets = windowInsets
        computedEnvironment = ComputedEnvironment(
            deviceName: device.name, deviceSlug: device.slug, orientation: environment.orientation,
            screenSize: environment.metrics?.screenSize ?? metrics.screenSize, scale: device.scale.value, os: device.os,
            catalogVersion: environment.catalogVersion,
            traits: environment.traits(metrics),
            windowSafeAreaInsets: windowInsets, statusBarHidden: statusBarHidden,
            displayCornerRadius: device.displayCornerRadius.value, sensorHousing: device.sensorHousing,
            homeIndicatorAreaHeight: metrics.homeIndicatorAreaHeight.value, keyboardFrame: keyboard?.frame, window: windowFrame,
            confidence: confidence
        )
        if let warning = device.osWarning { warn(nil, warning) }
        if !statusBarHidden {
            bars.append(ComputedBar(kind: .statusBar, owner: nil,
                                    frameInWindow: Rect(x: 0, y: 0, width: screen.width, height: metrics.statusBarHeight.value)))
        }
        // The window is the root view's superview: its bounds are the screen and its insets the
        // device's (F5: on iOS 12+ the window reports the status bar too).
        let window = Superview(id: nil, bounds: screen, safeAreaInsetsForSubviews: windowInsets,
                               layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), transformToWindow: .identity)
        try layOutController(root, frame: screen, superview: window, container: nil, depth: 0)
        try layOutPresentations(over: root, window: window)
    }

    // MARK: Controllers

    /// What a container passes to the controller it shows.
    struct ContainerContext {
        var topBarMaxY: Double?
        var bottomBarMinY: Double?
        var bottomCoveredByBars: Double
        var automaticallyAdjustsScrollViewInsets: Bool
        /// The top (bottom) bar is opaque: a child that does not include opaque bars stops at it.
        var topBarIsOpaque = false
        var bottomBarIsOpaque = false
        /// A tab bar controller's floating tab bar, for the navigation controller it shows to
        /// hold in its bar (`ContainerBars.navigation`).
        var floatingTabBar: FloatingTabBarHost?
        /// A tab bar controller's shown sidebar, on the left (its right edge) or the right (its
        /// left edge): over the child, whose safe area keeps clear of it, or, `tilesSidebar`,
        /// beside it (`ContainerBars.sidebar`).
        var leftBarMaxX: Double?
        var rightBarMinX: Double?
        var tilesSidebar = false

        /// Where the shown controller's root view goes in the container's bounds: the whole of
        /// them, except an edge the controller does not extend under its bar there
        /// (`edgesForExtendedLayout` without it, or an opaque bar the controller does not
        /// include), which stops at the bar (Docs/Containers.md, "Extended layout").
        func childFrame(_ child: ViewControllerNode, in bounds: Rect) -> Rect {
            var minY = bounds.minY, maxY = bounds.maxY
            let edges = child.edgesForExtendedLayout, includesOpaque = child.extendedLayoutIncludesOpaqueBars
            if let top = topBarMaxY, !edges.contains(.top) || (topBarIsOpaque && !includesOpaque) { minY = max(minY, top) }
            if let bottom = bottomBarMinY, !edges.contains(.bottom) || (bottomBarIsOpaque && !includesOpaque) { maxY = min(maxY, bottom) }
            var minX = bounds.minX, maxX = bounds.maxX
            if tilesSidebar {
                if let left = leftBarMaxX { minX = min(max(minX, left), maxX) }
                if let right = rightBarMinX { maxX = max(min(maxX, right), minX) }
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: max(0, maxY - minY))
        }
    }

    /// The tab bar controller whose floating tab bar a navigation bar holds.
    struct FloatingTabBarHost {
        var owner: String
    }

    mutating func layOutController(
        _ node: ViewControllerNode, frame: Rect, superview: Superview, container: ContainerContext?, depth: Int
    ) throws(LayoutError) {
        guard depth <= LayoutEngine.maximumDepth else { throw .hierarchyTooDeep(id: node.id, limit: LayoutEngine.maximumDepth) }
        let extra = node.additionalSafeAreaInsets
        guard [extra.top, extra.left, extra.bottom, extra.right].allSatisfy({ $0.isFinite && abs($0) <= LayoutEngine.maximumMagnitude }) else {
            throw .invalidGeometry(id: node.id, field: "additionalSafeAreaInsets", value: extra.description)
        }
        if let presentation = node.presented { pendingPresentations.append((node.id, presentation)) }
        var root = RootContext(
            controllerID: node.id, additionalSafeAreaInsets: node.additionalSafeAreaInsets,
            respectsSystemMinimumMargins: node.viewRespectsSystemMinimumLayoutMargins,
            topBarMaxY: container?.topBarMaxY, bottomBarMinY: container?.bottomBarMinY,
            bottomCoveredByBars: container?.bottomCoveredByBars ?? 0, isAutomaticContainerRoot: false,
            leftBarMaxX: container?.leftBarMaxX, rightBarMinX: container?.rightBarMinX
        )
        switch node {
        case .viewController(let vc):
            root.isAutomaticContainerRoot = container != nil && vc.automaticallyAdjustsScrollViewInsets
            let view = vc.view ?? View(id: "\(vc.id).view")
            // Grouped by the view that holds them, so each view finds its children at once.
            var pending = Dictionary(grouping: vc.children, by: \.containerViewID)
            try layOutView(view, frame: frame, superview: superview, controllerID: vc.id, root: root,
                           children: &pending, depth: depth + 1)
            if let orphan = vc.children.first(where: { pending[$0.containerViewID] != nil }) {
                throw .unknownContainerView(controller: orphan.controller.id, viewID: orphan.containerViewID)
            }

        case .navigationController(let nav):
            if let nested = nav.viewControllers.first(where: { if case .navigationController = $0 { true } else { false } }) {
                throw .nestedNavigationController(parent: nav.id, child: nested.id)
            }
            if let pushed = nav.viewControllers.first(where: { if case .splitViewController = $0 { true } else { false } }) {
                throw .splitViewControllerPushed(parent: nav.id, child: pushed.id)
            }
            let containerView = try layOutContainerView(id: nav.id, frame: frame, superview: superview, root: root, depth: depth)
            let bars = try ContainerBars.navigation(nav, containerView: containerView, metrics: metrics,
                                                    bottomCoveredByBars: root.bottomCoveredByBars,
                                                    floatingTabBar: container?.floatingTabBar, builder: &self)
            guard let shown = nav.viewControllers.last else { return }
            try layOutController(shown, frame: bars.childFrame(shown, in: containerView.bounds), superview: containerView.asSuperview,
                                 container: bars, depth: depth + 1)

        case .tabBarController(let tab):
            guard tab.viewControllers.isEmpty || tab.viewControllers.indices.contains(tab.selectedIndex) else {
                throw .selectedIndexOutOfRange(controller: tab.id, index: tab.selectedIndex, count: tab.viewControllers.count)
            }
            let containerView = try layOutContainerView(id: tab.id, frame: frame, superview: superview, root: root, depth: depth)
            let shown = tab.viewControllers.isEmpty ? nil : tab.viewControllers[tab.selectedIndex]
            let bars = ContainerBars.tab(tab, shown: shown, containerView: containerView, metrics: metrics,
                                         bottomCoveredByBars: root.bottomCoveredByBars, builder: &self)
            guard let shown else { return }
            try layOutController(shown, frame: bars.childFrame(shown, in: containerView.bounds),
                                 superview: containerView.asSuperview, container: bars, depth: depth + 1)

        case .splitViewController(let split):
            for width in [split.preferredPrimaryColumnWidth, split.minimumPrimaryColumnWidth, split.maximumPrimaryColumnWidth].compactMap({ $0 })
            where !(width.isFinite && width >= 0 && width <= LayoutEngine.maximumMagnitude) {
                throw .invalidGeometry(id: split.id, field: "primary column width", value: "\(width)")
            }
            let containerView = try layOutContainerView(id: split.id, frame: frame, superview: superview, root: root, depth: depth)
            let rightToLeft = environment.layoutDirection == .rightToLeft
            let safe = containerView.safeAreaInsets.clampedAtZero
            let arrangement = SplitColumns.arrange(split, bounds: containerView.bounds, horizontalSizeClass: metrics.horizontalSizeClass,
                                                   screen: environment.metrics?.screenSize ?? metrics.screenSize, idiom: environment.device.idiom,
                                                   leadingInset: rightToLeft ? safe.right : safe.left, rightToLeft: rightToLeft)
            // Each column is laid out as the root of its own controller (in a navigation
            // controller UIKit makes, for the column styles), under no bar of the split view's;
            // its safe area is the window's on the edges it reaches.
            let context = ContainerContext(bottomCoveredByBars: root.bottomCoveredByBars, automaticallyAdjustsScrollViewInsets: false)
            for placement in arrangement.placements {
                try layOutController(SplitColumns.wrapped(placement.node, style: split.style), frame: placement.frame,
                                     superview: containerView.asSuperview, container: context, depth: depth + 1)
            }
        }
    }

    /// The plain root view UIKit makes for a container controller, `<id>.view`.
    private mutating func layOutContainerView(id: String, frame: Rect, superview: Superview, root: RootContext, depth: Int) throws(LayoutError) -> ContainerView {
        var none: [String: [ChildViewController]] = [:]
        let index = try layOutView(View(id: "\(id).view"), frame: frame, superview: superview, controllerID: id, root: root,
                                   children: &none, depth: depth + 1)
        views[index].isContainerView = true
        return ContainerView(computed: views[index])
    }
}

/// A container controller's computed root view, as the superview of the controller it shows.
struct ContainerView {
    var computed: ComputedView

    var bounds: Rect { computed.bounds }
    var safeAreaInsets: EdgeInsets { computed.safeAreaInsets }

    var asSuperview: LayoutBuilder.Superview {
        LayoutBuilder.Superview(id: computed.id, bounds: computed.bounds, safeAreaInsetsForSubviews: computed.safeAreaInsets,
                                layoutMargins: computed.layoutMargins, transformToWindow: computed.transformToWindow)
    }
}
