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
    /// What `View.spacingUseSystem` stands for in stack views (`StackViewMetrics.systemSpacing`,
    /// 8 points): change it to match a measurement.
    public var stackViewSystemSpacing: Double = StackViewMetrics.systemSpacing
    /// A device (the default), or Interface Builder's design canvas, which draws table cells its
    /// own way (`LayoutSurface`, Docs/Tables.md "The design canvas").
    public var surface: LayoutSurface = .device
    /// The software keyboard: hidden (the default), shown at the catalog's height for the device
    /// and orientation, or shown at a height you give. Only `keyboardLayoutGuide` follows it; it
    /// is drawn over the bottom of the picture (Docs/Keyboard.md).
    public var keyboard: SoftwareKeyboard = .hidden

    /// The keyboard's frame in screen coordinates with its confidence label, or nil while it is
    /// hidden. Throws when it is shown where no height is known, or at a height the screen
    /// cannot hold.
    func resolvedKeyboard(_ metrics: DeviceMetrics) throws(LayoutError) -> (frame: Rect, confidence: String)? {
        let screen = metrics.screenSize
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
        return (Rect(x: 0, y: screen.height - height, width: screen.width, height: height), confidence)
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
}
