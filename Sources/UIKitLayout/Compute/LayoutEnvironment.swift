/// What a layout is computed under: a device (at an OS), an orientation and the user's settings.
public struct LayoutEnvironment: Sendable {
    public var device: Device
    public var orientation: InterfaceOrientation
    public var contentSizeCategory: ContentSizeCategory
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The readable width for `contentSizeCategory`, from the catalog (reference decision 7).
    public var readableWidth: Double
    /// The catalog's confidence in `readableWidth` (the caption marks a doubtful one).
    public var readableWidthConfidence: String
    /// The top and bottom margins of table cells' content views through iOS 18, from the catalog
    /// (`TableCellRules.contentVerticalMargin`). A catalog's calibration, or a value set here,
    /// holds at every iOS version; otherwise iOS 26 takes its own.
    public var tableCellContentVerticalMargin: Double {
        didSet { isTableCellContentVerticalMarginFixed = true }
    }
    /// True when `tableCellContentVerticalMargin` was calibrated or set: it then holds at every OS.
    private(set) var isTableCellContentVerticalMarginFixed: Bool
    public var catalogVersion: String
    /// The screen size the model's frames were written for (the spec's `canvas`, Interface
    /// Builder's "View as"): views that translate their autoresizing mask are resized from it as
    /// UIKit resizes them. nil: the frames were written for this device, nothing is resized.
    public var canvasSize: Size?
    /// What buttons and text fields add around their text (UIKit's, with the guesses marked).
    public var controlTextMetrics: ControlTextMetrics = .uikit
    /// What `View.spacingUseSystem` stands for in stack views (Auto Layout's standard space
    /// between siblings, 8 points): change it to match a measurement.
    public var stackViewSystemSpacing: Double = StackViewMetrics.systemSpacing
    /// A device (the default), or Interface Builder's design canvas, which draws table cells its
    /// own way (`LayoutSurface`, Docs/Tables.md "The design canvas").
    public var surface: LayoutSurface = .device
    /// The software keyboard: hidden (the default), shown at the catalog's height for the device
    /// and orientation, or shown at a height you give. Only `keyboardLayoutGuide` follows it; it
    /// is drawn over the bottom of the picture (Docs/Keyboard.md).
    public var keyboard: SoftwareKeyboard = .hidden
    /// The app's window: the whole screen (the default), an iPad's Split View pane or Slide Over
    /// window, or a window of any size on an iPad (Docs/Windows.md). The layout is computed in
    /// the window, with its own safe area and size classes.
    public var window: AppWindow = .fullScreen
    /// iPadOS 18's floating tab bar, from the catalog (Docs/Containers.md, "The floating tab bar").
    public var floatingTabBar: FloatingTabBarMetrics = .uikit
    /// Sheets' and popovers' numbers, from the catalog (Docs/Presentations.md).
    public var presentation: PresentationMetrics = .uikit
    /// The readable width at the default text size, which a page sheet is at least as wide as.
    public var defaultReadableWidth: Double

    /// The keyboard's frame in the window's coordinates (docked at the screen's bottom, across
    /// it) with its confidence label, or nil while it is hidden. Throws when it is shown where no
    /// height is known, or at a height the screen cannot hold.
    func resolvedKeyboard(_ metrics: DeviceMetrics, window: Rect? = nil) throws(LayoutError) -> (frame: Rect, confidence: String)? {
        let screen = metrics.screenSize, origin = window?.origin ?? .zero
        let height: Double, confidence: String
        switch keyboard {
        case .hidden: return nil
        case .shown:
            guard let h = metrics.keyboardHeight.value else { throw .keyboardHeightUnknown(device: device.name, orientation: orientation) }
            (height, confidence) = (h, metrics.keyboardHeight.confidence)
        case .height(let h): (height, confidence) = (h, "calibrated")
        }
        guard height.isFinite, height >= 0, height <= screen.height else {
            throw .invalidKeyboardHeight(height, device: device.name, orientation: orientation, screenHeight: screen.height)
        }
        return (Rect(x: -origin.x, y: screen.height - height - origin.y, width: screen.width, height: height), confidence)
    }

    public init(
        device: Device, orientation: InterfaceOrientation, contentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight, catalog: DeviceCatalog = .bundled,
        canvasSize: Size? = nil
    ) {
        self.canvasSize = canvasSize
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.readableWidth = catalog.readableWidth(for: contentSizeCategory)
        self.readableWidthConfidence = catalog.readableWidths[contentSizeCategory]?.confidence ?? "unsourced"
        self.tableCellContentVerticalMargin = catalog.tableCellContentVerticalMargin.value
        self.isTableCellContentVerticalMarginFixed = catalog.isTableCellContentVerticalMarginCalibrated
        self.catalogVersion = catalog.version
        self.floatingTabBar = catalog.floatingTabBar
        self.presentation = catalog.presentation
        self.defaultReadableWidth = catalog.readableWidth(for: .large)
    }

    /// The device's values in this orientation; nil when the device does not support it.
    public var metrics: DeviceMetrics? { device.metrics(for: orientation) }

    /// The trait collection of this environment, with the size classes of `metrics` (this
    /// orientation's): what constraints' `when` and views' variations match against.
    public func traits(_ metrics: DeviceMetrics) -> TraitCollection {
        TraitCollection(
            horizontalSizeClass: metrics.horizontalSizeClass, verticalSizeClass: metrics.verticalSizeClass,
            userInterfaceIdiom: device.idiom, displayScale: device.scale.value,
            layoutDirection: layoutDirection, preferredContentSizeCategory: contentSizeCategory)
    }

    /// The metrics of the app's window (`window`): the screen's for the whole screen, else the
    /// window's size, insets and size classes; nil where the device has no such orientation or
    /// cannot show the window. What a screen built for its space should read
    /// (`assertLayoutSnapshot(of:)`'s closure, a subject of your own).
    public var windowMetrics: DeviceMetrics? {
        metrics.flatMap { try? windowGeometry($0).metrics }
    }

    /// The window's frame on the screen (nil for the whole screen) and the metrics UIKit gives a
    /// window there: its size, the screen's insets on the edges it touches (with the status bar
    /// and the home indicator), its size classes (Docs/Windows.md, "Safe area and traits").
    /// Throws for a window the device cannot show.
    package func windowGeometry(_ screen: DeviceMetrics) throws(LayoutError) -> (metrics: DeviceMetrics, frame: Rect?) {
        func fail(_ problem: String) -> LayoutError {
            .invalidWindow(device: device.name, orientation: orientation, window: window.description, problem: problem)
        }
        let W = screen.screenSize.width, H = screen.screenSize.height
        let frame: Rect, sizeClass: UserInterfaceSizeClass, confidence: String
        switch window {
        case .fullScreen:
            return (screen, nil)
        case let .multitasking(kind, side):
            guard device.idiom == .pad else { throw fail("Split View and Slide Over are an iPad's; give an iPad") }
            guard let pane = MultitaskingRule.pane(kind, screen: screen.screenSize, orientation: orientation) else {
                throw fail(kind == .splitHalf && !orientation.isLandscape
                    ? "portrait has no half split (its panes are 1/3 and 2/3); use landscape"
                    : "no source gives this iPad's pane sizes; give a window size instead (.size(…), {\"size\": [w, h]} in a spec, --window WxH)")
            }
            let leading = (side ?? (kind == .slideOver ? .trailing : .leading)) == .leading
            let onLeft = leading == (layoutDirection == .leftToRight)
            let inset = kind == .slideOver ? MultitaskingRule.slideOverInset : 0
            frame = Rect(x: onLeft ? 0 : W - pane.width, y: inset, width: pane.width, height: H - 2 * inset)
            // iPadOS 26 tiles windows its own way (Docs/Windows.md, "Sizes"): iPadOS 18's panes, low.
            (sizeClass, confidence) = (pane.sizeClass, OS26ConfidenceCap.applies(os: device.os, idiom: device.idiom) ? "low" : pane.confidence)
        case let .size(size, origin):
            guard device.idiom == .pad else { throw fail("a window of any size is an iPad's (iPadOS 26, Stage Manager); give an iPad") }
            let o = origin ?? .zero
            guard [size.width, size.height, o.x, o.y].allSatisfy(\.isFinite), size.width > 0, size.height > 0, o.x >= 0, o.y >= 0,
                  o.x + size.width <= W + 1e-9, o.y + size.height <= H + 1e-9 else {
                throw fail("give a size above 0 that fits the \(NumberText.format(W)) x \(NumberText.format(H)) screen at its origin")
            }
            frame = Rect(origin: o, size: size)
            (sizeClass, confidence) = (size.width >= MultitaskingRule.regularWidthFrom ? .regular : .compact, "low")
        }
        // The screen's insets on the edges the window touches (the status bar and the home
        // indicator belong to those edges); a window that floats clear of an edge has none there.
        let s = screen.safeAreaInsets.value, e = 1e-9
        let (top, left) = (frame.minY <= e, frame.minX <= e), (bottom, right) = (frame.maxY >= H - e, frame.maxX >= W - e)
        var m = screen
        m.screenSize = frame.size
        m.safeAreaInsets = Sourced(EdgeInsets(top: top ? s.top : 0, left: left ? s.left : 0, bottom: bottom ? s.bottom : 0, right: right ? s.right : 0),
                                   confidence: ConfidenceLabel.lower(screen.safeAreaInsets.confidence, "low"),
                                   note: "inferred: the screen's insets on the edges the window touches (Docs/Windows.md)")
        m.statusBarHeight = Sourced(top ? screen.statusBarHeight.value : 0, confidence: screen.statusBarHeight.confidence,
                                    note: screen.statusBarHeight.note)
        m.homeIndicatorAreaHeight = Sourced(bottom ? screen.homeIndicatorAreaHeight.value : 0,
                                            confidence: screen.homeIndicatorAreaHeight.confidence, note: screen.homeIndicatorAreaHeight.note)
        m.horizontalSizeClass = sizeClass
        m.sizeClassConfidence = ConfidenceLabel.lower(screen.sizeClassConfidence, confidence)
        return (m, frame)
    }
}
