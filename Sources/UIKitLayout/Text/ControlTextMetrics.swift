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
    /// A button with neither title nor image. GUESS (no source at hand; marked so in decision
    /// 0010, Docs/decisions/0010-text-buttons-and-text-fields.md): the 30-point height a titled system button has, and no width.
    public var emptyButtonSize = Size(width: 0, height: 30)
    /// A text field's font when none is given. GUESS: UILabel's 17-point system font (Interface
    /// Builder writes 14 points into new text fields explicitly, so documents carry their own).
    public var textFieldDefaultFont: LabelFont = .system(size: 17, weight: .regular)
    /// Space between a text field's edges and its text, per border style (Docs/Controls.md,
    /// "Text fields"). Left and right: 7 points with a border, the text rect's inset (a 17-pt
    /// rounded field's field editor sits at x 7 in a measured layer dump). Above and below,
    /// added to the font's line height and rounded up to the pixel: `none` 0.83 each (two 16-pt
    /// borderless fields Interface Builder stores 21 tall at 2× put the sum between 1.41 and
    /// 1.91; the middle is taken); `line` 4.75 each (one 17-pt line field stored 30 tall at 3×;
    /// `bezel`, not measured, as `line`); `roundedRect` as `line`, under its fixed height
    /// (`roundedRectMinimumHeight`).
    public var textFieldPadding: [TextFieldBorderStyle: EdgeInsets] = [
        .none: EdgeInsets(top: 0.83, left: 0, bottom: 0.83, right: 0),
        .line: EdgeInsets(top: 4.75, left: 7, bottom: 4.75, right: 7),
        .bezel: EdgeInsets(top: 4.75, left: 7, bottom: 4.75, right: 7),
        .roundedRect: EdgeInsets(top: 4.75, left: 7, bottom: 4.75, right: 7),
    ]
    /// A rounded-rect field's height whatever its font, until its text needs more: 34 points
    /// from iOS 13 (eleven free 14-pt fields in six public documents, Xcode 12 to 16), 30 before
    /// ("UITextField always returns 30 as fitting size for RoundedRect BorderStyle",
    /// Xamarin.Forms pull request 987; a 17-pt field measured 30 tall on iOS 10).
    public var roundedRectMinimumHeight: Double = 34
    public var roundedRectMinimumHeightBeforeIOS13: Double = 30

    public init() {}

    /// UIKit's, as above.
    public static let uikit = ControlTextMetrics()
}
