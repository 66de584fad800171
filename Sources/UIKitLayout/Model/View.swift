/// A view node: UIKit's `UIView` and, through `viewClass`, its scroll-view subclasses.
///
/// A value type: build it, hand it to `LayoutEngine.compute`, and compute it again on another
/// device; computing never changes it. Properties keep UIKit's names and defaults, so that layout
/// code reads like UIKit code. Scroll-view and table-view properties apply only to views whose
/// `viewClass` is a scroll view or a table view (the JSON spec rejects them elsewhere).
public struct View: Hashable, Sendable {
    public var id: String
    public var viewClass: ViewClass
    /// In the superview's bounds coordinates. A view controller's root view gets its frame from
    /// its controller, so its own `frame` is not used.
    public var frame: Rect
    public var isHidden: Bool = false
    public var alpha: Double = 1
    public var backgroundColor: Color?
    /// nil keeps UIKit's default: 8 on each edge, or the system minimum for a root view (b1).
    public var explicitLayoutMargins: LayoutMarginsSetting?
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    public var preservesSuperviewLayoutMargins: Bool = false
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Applied after layout, around the view's centre (rendering and `frameInWindow` only).
    public var transform: AffineTransform = .identity
    public var subviews: [View] = []
    public var layoutGuides: [LayoutGuide] = []
    /// Auto Layout constraints. Like UIKit's installed constraints they may name any view or
    /// guide of the same controller's hierarchy, not only this view's subviews.
    public var constraints: [LayoutConstraint] = []
    /// `keyboardLayoutGuide.usesBottomSafeArea` (iOS 17, default true): the guide never rises
    /// less than the safe area's bottom inset; false, it ends at the view's bottom edge while the
    /// keyboard is hidden (Docs/Keyboard.md).
    public var keyboardLayoutGuideUsesBottomSafeArea: Bool = true

    // Auto Layout
    /// nil: the spec's default, true when the view has a `frame`, is the first item of no
    /// constraint and is not an arranged subview (LAYOUT-SPEC.md); set it to decide yourself.
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// Resizes `frame` (written for the canvas) with the superview when the view translates its mask.
    public var autoresizingMask: AutoresizingMask = []
    /// `intrinsicContentSize`; `View.noIntrinsicMetric` (-1) on an axis without one; nil for none.
    public var intrinsicContentSize: Size?
    /// `alignmentRectInsets`: how far the frame reaches beyond the rectangle Auto Layout places
    /// (and `intrinsicContentSize` measures). A switch's frame is 2 points wider on the right
    /// than the switch Auto Layout aligns (Docs/Controls.md).
    public var alignmentRectInsets: EdgeInsets = .zero
    public var contentHuggingPriority: AxisPriorities = .defaultHugging
    public var contentCompressionResistancePriority: AxisPriorities = .defaultCompressionResistance
    /// True when the spec gave a `frame` (the default for `translatesAutoresizingMaskIntoConstraints`).
    public var hasExplicitFrame: Bool = false

    // UILabel
    /// The label's text (a label without one has no intrinsic size, 0 × 0, as UIKit's), or a text field's.
    public var text: String?
    /// nil: the class's default (UILabel's: the system font at 17 points; controls: `ControlTextMetrics`).
    public var font: LabelFont?
    /// 1 by default; 0 for as many lines as the text needs.
    public var numberOfLines: Int = 1
    /// nil (UIKit's 0): automatic, the width layout gives the label (a multi-line label is
    /// measured again at its new width in the next layout pass).
    public var preferredMaxLayoutWidth: Double?
    /// Kept for the model's fidelity; text styles follow the environment's category either way
    /// (a text style takes the size of the environment's content size category).
    public var adjustsFontForContentSizeCategory: Bool = false
    /// Autoshrink, for labels and text fields: text wider than the bounds is drawn in a smaller
    /// font, down to `minimumScaleFactor` (labels) or `minimumFontSize` (text fields). Layout does
    /// not change: the view is sized by its `font` either way (`Autoshrink`).
    public var adjustsFontSizeToFitWidth: Bool = false
    /// A label's smallest multiplier of its font size when it shrinks its text; 0 (UIKit's
    /// default): the label does not shrink it.
    public var minimumScaleFactor: Double = 0
    /// A text field's smallest font size when it shrinks its text (UIKit's default 0); a label's
    /// deprecated equivalent, used when `minimumScaleFactor` is 0.
    public var minimumFontSize: Double = 0
    /// Where a label's single line of shrunk text sits: on the baseline the full-size text would
    /// have (UIKit's default), centred, or at the full-size line's top.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines

    // UIButton and UITextField (`font` above is theirs too; nil: the control's default,
    // `ControlTextMetrics`)
    /// A button's title for the normal state (`setTitle(_:for: .normal)`).
    public var title: String?
    /// A text field's placeholder: it sizes the field while `text` is empty, as UIKit's.
    public var placeholder: String?
    /// A text field's border; UIKit's default for a field made in code is `.none`.
    public var borderStyle: TextFieldBorderStyle = .none
    /// A button's type (`UIButton(type:)`): system buttons are at least 30 points wide.
    public var buttonType: ButtonType = .system
    /// A button's `contentEdgeInsets`: zero (UIKit's default) leaves its title 6 points above and
    /// below; any other value replaces that padding (Docs/Buttons.md).
    public var contentEdgeInsets: EdgeInsets = .zero
    /// A button's `UIButton.Configuration`: nil for a button without one.
    public var buttonConfiguration: ButtonConfiguration?
    /// The point size of a button's image for the normal state (an asset's size), nil for none.
    public var buttonImageSize: Size?
    /// The point size of a button's background image for the normal state (an asset's size),
    /// nil for none: the button is at least this wide and tall (Docs/Buttons.md, "Background
    /// images").
    public var buttonBackgroundImageSize: Size?

    // UITextView
    /// `isScrollEnabled`: a text view that does not scroll sizes itself to its text, as a
    /// multi-line label does, plus its container insets; one that scrolls has no intrinsic size.
    public var isScrollEnabled: Bool = true
    /// A text view's `textContainerInset` (UIKit's default: 8 above and below); its text is also
    /// 5 points in from each side (`NSTextContainer.lineFragmentPadding`).
    public var textContainerInset: EdgeInsets = View.defaultTextContainerInset
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// `NSTextContainer.lineFragmentPadding`'s default.
    public static let lineFragmentPadding = 5.0

    // UIScrollView
    /// nil: UIKit's default, `.zero`; for a table view, the width of the table by the sum of its rows.
    public var contentSize: Size?
    /// nil: the rest position UIKit shows first, `-adjustedContentInset` (reference decision 6).
    public var contentOffset: Point?
    public var contentInset: EdgeInsets = .zero
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// UIScrollView's default is false; a table view's is true, as `UITableView` sets it: a short
    /// table still scrolls, so its content is inset from the safe area (Docs/Tables.md, "The
    /// model").
    public var alwaysBounceVertical: Bool = false
    public var alwaysBounceHorizontal: Bool = false
    public var automaticallyAdjustsScrollIndicatorInsets: Bool = true
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero

    // UITableView
    public var insetsContentViewsToSafeArea: Bool = true
    /// UIKit's default is false from iOS 12 (uikit-rules.md e).
    public var cellLayoutMarginsFollowReadableWidth: Bool = false
    /// UIKit's `UITableView.Style` (`init(frame:style:)`): plain by default.
    public var style: TableViewStyle = .plain
    /// The table's sections, in order, each with its rows (Docs/Tables.md "Sections").
    public var sections: [TableSection] = []
    /// UIKit's `sectionHeaderHeight`: the height of a section header without a title in a
    /// grouped table, or `TableRow.automaticDimension` (the default) for the style's own
    /// (`TableSectionRules`). Plain tables do not use it (Docs/Tables.md).
    public var sectionHeaderHeight: Double = TableRow.automaticDimension
    /// UIKit's `sectionFooterHeight`, as `sectionHeaderHeight` for footers.
    public var sectionFooterHeight: Double = TableRow.automaticDimension
    /// UIKit's `sectionHeaderTopPadding` (iOS 15+): the space above each section header;
    /// `TableRow.automaticDimension` (the default) for the style's own (22 in a plain table).
    public var sectionHeaderTopPadding: Double = TableRow.automaticDimension
    /// The height self-sizing rows are first laid out at, before their content is measured;
    /// `TableRow.automaticDimension` (UIKit's default since iOS 11) lets the table choose
    /// (`TableCellRules.standardRowHeight`). Every row of a snapshot is measured, so the estimate
    /// never shows in the result; but 0 turns estimates off, and with them self-sizing, as UIKit
    /// does: automatic rows take the standard row (Docs/Tables.md, "Row heights", R4).
    public var estimatedRowHeight: Double = TableRow.automaticDimension
    /// UIKit's default `.singleLine`: each cell is one pixel taller than its content view.
    public var separatorStyle: TableViewSeparatorStyle = .singleLine
    /// The ids of the subviews that are the table's `tableHeaderView` and `tableFooterView`
    /// (set through those properties, `View+TableHeaderFooter.swift`).
    package var tableHeaderViewID: String?
    package var tableFooterViewID: String?

    // UIStackView (`View+StackView.swift` has UIKit's methods: addArrangedSubview, setCustomSpacing, …)
    public var axis: LayoutAxis = .horizontal
    public var distribution: StackViewDistribution = .fill
    public var alignment: StackViewAlignment = .fill
    /// Points between adjacent arranged views (negative overlaps them); `View.spacingUseSystem`
    /// for the system's standard spacing.
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: arranged view id → the spacing after it
    /// (`View.spacingUseSystem` allowed).
    public var customSpacing: [String: Double] = [:]
    public var isLayoutMarginsRelativeArrangement: Bool = false
    public var isBaselineRelativeArrangement: Bool = false
    /// `arrangedSubviews`, in arrangement order, by id: each is also one of `subviews` (UIKit:
    /// arranged subviews are a subset of the subviews, whose order is the drawing order).
    public var arrangedSubviewIDs: [String] = []
    // Size-class variations
    /// Values that replace the view's own while the environment's traits match (Interface
    /// Builder's variations): the more specific variation wins, then the later one
    /// (`TraitVariations`, Docs/decisions/0012-size-class-variations.md).
    public var variations: [ViewVariation] = []
    /// Which views are copies of this one and the `activate(_:)` calls this copy holds
    /// (`ViewIdentity`); not part of the view's value.
    var copyTrail = CopyTrail()

    public init(id: String, viewClass: ViewClass = .view, frame: Rect = .zero, subviews: [View] = []) {
        self.id = id
        self.viewClass = viewClass
        self.frame = frame
        self.subviews = subviews
        alwaysBounceVertical = viewClass == .tableView
    }

    /// UIKit's `layoutMargins`: setting it stores physical margins.
    public var layoutMargins: EdgeInsets {
        get {
            switch explicitLayoutMargins {
            case .physical(let insets): insets
            case .directional(let insets): insets.physical(in: .leftToRight)
            case nil: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            }
        }
        set { explicitLayoutMargins = .physical(newValue) }
    }

    /// UIKit's `directionalLayoutMargins`: setting it stores logical margins.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch explicitLayoutMargins {
            case .physical(let insets): insets.directional(in: .leftToRight)
            case .directional(let insets): insets
            case nil: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
        }
        set { explicitLayoutMargins = .directional(newValue) }
    }

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric = -1.0

    public mutating func addSubview(_ view: View) {
        subviews.append(view)
    }

    /// A `UIScrollView`.
    public static func scrollView(id: String, frame: Rect = .zero, contentSize: Size? = nil, subviews: [View] = []) -> View {
        var view = View(id: id, viewClass: .scrollView, frame: frame, subviews: subviews)
        view.contentSize = contentSize
        return view
    }

    /// A `UITableView` whose rows become cells: one section without header or footer.
    public static func tableView(id: String, frame: Rect = .zero, rows: [TableRow]) -> View {
        var view = View(id: id, viewClass: .tableView, frame: frame)
        view.rows = rows
        return view
    }

    /// A `UITableView` of `style` with sections (`init(frame:style:)` and a data source).
    public static func tableView(id: String, frame: Rect = .zero, style: TableViewStyle, sections: [TableSection]) -> View {
        var view = View(id: id, viewClass: .tableView, frame: frame)
        view.style = style
        view.sections = sections
        return view
    }

    /// Every row of a table, section after section. Setting it on a table of at most one
    /// section sets that section's rows (a new one is `TableSection.untitled`: no header or
    /// footer, so the rows start at the top, as a table of `rows` always has); on a table of
    /// several sections, the sections keep their counts of rows in order, and rows beyond go to
    /// the last one.
    public var rows: [TableRow] {
        get { sections.count == 1 ? sections[0].rows : sections.flatMap(\.rows) }
        _modify {
            if sections.isEmpty { sections = [.untitled([])] }
            if sections.count == 1 {
                yield &sections[0].rows
            } else {
                var all = sections.flatMap(\.rows)
                yield &all
                distribute(all)
            }
        }
        set {
            if sections.isEmpty { sections = [.untitled(newValue)] } else if sections.count == 1 { sections[0].rows = newValue } else { distribute(newValue) }
        }
    }

    private mutating func distribute(_ all: [TableRow]) {
        var next = 0
        for s in sections.indices {
            let count = s == sections.count - 1 ? all.count - next : min(sections[s].rows.count, all.count - next)
            sections[s].rows = Array(all[next ..< next + count])
            next += count
        }
    }
}
