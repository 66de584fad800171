/// The numbers UIKit's controls add around their text when they size themselves: data, not code,
/// so a measured value can replace a guess (`LayoutEnvironment.controlTextMetrics`).
public struct ControlTextMetrics: Hashable, Sendable {
    /// A button's font when none is given: `UIButton(type: .system)` titles are the system font
    /// at 15 points (Interface Builder's default "Button" is 46 × 30; Erica Sadun, "iOS Auto Layout
    /// Demystified", Intrinsic Content Size, informit.com/articles/article.aspx?p=2151265&seqNum=7:
    /// a system button titled "Hello World" reports `{78, 30}`).
    public var buttonDefaultFont: LabelFont = .system(size: 15, weight: .regular)
    /// Space above and below a button's title label: UIKit insets it 6 points on top and bottom
    /// for a button with the default `contentEdgeInsets` (an 18-point title label 21 high makes a
    /// 33-point button; 15 points gives the 30 above). Source: Stack Overflow answer 70778238
    /// (DonMag, measured with the view debugger). Left and right: none (the title's width).
    public var buttonTitleInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// A button with neither title nor image. GUESS (no source at hand; marked so in README
    /// "Decisions"): the 30-point height a titled system button has, and no width.
    public var emptyButtonSize = Size(width: 0, height: 30)
    /// A text field's font when none is given. GUESS: UILabel's 17-point system font (Interface
    /// Builder writes 14 points into new text fields explicitly, so documents carry their own).
    public var textFieldDefaultFont: LabelFont = .system(size: 17, weight: .regular)
    /// Space between a text field's edges and its text, per border style. `none`: the text
    /// alone. `roundedRect`: CALIBRATED GUESS, 7 points left and right (the text rect's inset)
    /// and 8.5 above and below, which makes Interface Builder's 14-point rounded-rect field 34
    /// points tall as the public documents store it (reference/interface-builder.md §7.1). `line`
    /// and `bezel`: GUESS, as `roundedRect`.
    public var textFieldPadding: [TextFieldBorderStyle: EdgeInsets] = [
        .none: .zero,
        .line: EdgeInsets(top: 8.5, left: 7, bottom: 8.5, right: 7),
        .bezel: EdgeInsets(top: 8.5, left: 7, bottom: 8.5, right: 7),
        .roundedRect: EdgeInsets(top: 8.5, left: 7, bottom: 8.5, right: 7),
    ]

    public init() {}

    /// UIKit's, as above.
    public static let uikit = ControlTextMetrics()
}
