/// How a `UIButton` sizes itself around its title and image (Docs/Buttons.md, which gives each
/// rule's source and the measurements behind it).
enum ButtonSizing {
    /// The title's font: a configuration's title font (the body text style by default), else
    /// the button's font (`ControlTextMetrics.buttonDefaultFont`, 15 points, by default).
    static func titleFont(of view: View, controls: ControlTextMetrics) -> LabelFont {
        if let configuration = view.buttonConfiguration { return configuration.titleFont ?? .textStyle(.body) }
        return view.font ?? controls.buttonDefaultFont
    }

    /// What the button puts around its content: a configuration's content insets; else its
    /// `contentEdgeInsets` when they are not zero; else, with a title, the title label's 6 points
    /// above and below (`ControlTextMetrics.buttonTitleInsets`).
    static func insets(of view: View, hasTitle: Bool, controls: ControlTextMetrics) -> EdgeInsets {
        if let c = view.buttonConfiguration?.contentInsets {
            return EdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing)
        }
        if view.contentEdgeInsets != .zero { return view.contentEdgeInsets }
        return hasTitle ? controls.buttonTitleInsets : .zero
    }

    /// The intrinsic content size: the title beside the image, the taller of them, plus the
    /// insets, and at least the background image's size. A button without a configuration rounds
    /// up to whole points; one with a configuration to the screen's pixels from iOS 17 (whole
    /// points before). A system button is at least 30 points wide (no minimum height was
    /// measured); the small system glyph buttons are 22 × 22.
    static func intrinsicContentSize(of view: View, title: TextLayout?, scale: Double, os: OSVersion, controls: ControlTextMetrics) -> Size {
        switch view.buttonType {
        case .infoLight, .infoDark, .detailDisclosure, .contactAdd: return glyphButtonSize
        default: break
        }
        let image = view.buttonImageSize ?? .zero
        let background = view.buttonBackgroundImageSize
        guard title != nil || view.buttonImageSize != nil || view.buttonConfiguration != nil || background != nil else {
            // Neither title nor image.
            return view.buttonType == .system || view.buttonType == .close
                ? Size(width: systemMinimumWidth, height: controls.emptyButtonSize.height) : controls.emptyButtonSize
        }
        let insets = insets(of: view, hasTitle: title != nil, controls: controls)
        // Negative insets may overlap the content, never make the button negative.
        let width = max(0, (title?.size.width ?? 0) + max(0, image.width) + insets.left + insets.right)
        let height = max(0, max(title?.size.height ?? 0, max(0, image.height)) + insets.top + insets.bottom)
        var size: Size
        if view.buttonConfiguration != nil, os >= pixelRoundingFrom {
            size = Size(width: TextMeasurement.roundUp(width, scale), height: TextMeasurement.roundUp(height, scale))
        } else {
            size = Size(width: wholePoints(width), height: wholePoints(height))
        }
        // The background image fills the button and sizes it where it is the larger: Docs/Buttons.md,
        // "Background images".
        if let background {
            size = Size(width: max(size.width, background.width), height: max(size.height, background.height))
        }
        if view.buttonType == .system || view.buttonType == .close { size.width = max(size.width, systemMinimumWidth) }
        return size
    }

    /// A system button's smallest width (four documents store a 15-point "Join" button 30 wide,
    /// its title 27).
    static let systemMinimumWidth = 30.0
    /// The info, detail disclosure and contact-add buttons (low confidence: IB's 22 × 22 drop size).
    static let glyphButtonSize = Size(width: 22, height: 22)
    /// Configuration buttons round to pixels from this iOS (Xcode 15's SDK) on.
    static let pixelRoundingFrom = OSVersion(major: 17)

    static func wholePoints(_ value: Double) -> Double { (value - 1e-9).rounded(.up) }
}
