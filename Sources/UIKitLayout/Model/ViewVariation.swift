/// Property values a view takes while its environment's traits match `when`: Interface Builder's
/// size-class variations ("set the value of select attributes … on a per-size-class basis",
/// interface-builder.md §5 [ALG-SC]; §5.3 for the attributes IB varies), in the spec's
/// `variations` (LAYOUT-SPEC.md).
///
/// A value left nil keeps the view's own. The engine resolves the model for each environment
/// before laying it out (`TraitVariations`): the view is laid out exactly as if it had been
/// written with the matching variations' values, and the model itself never changes.
///
/// ```swift
/// photo.variations.append(.init(when: .init(verticalSizeClass: .compact), isHidden: true))
/// ```
///
/// Adding a field: a stored optional property, its `init` parameter, one line in `apply(to:)`,
/// and one line in the spec reader (`Sources/LayoutFormats/Spec/Reading/VariationReading.swift`).
public struct ViewVariation: Hashable, Sendable {
    /// The traits under which the values apply; every trait named must match.
    public var when: TraitPredicate
    public var isHidden: Bool?
    public var alpha: Double?
    /// The view's frame under these traits (a subview's; a root view's frame is its controller's).
    public var frame: Rect?
    /// Margins in the form they were set, as `View.explicitLayoutMargins`.
    public var explicitLayoutMargins: LayoutMarginsSetting?
    // UILabel
    public var text: String?
    public var font: LabelFont?
    public var numberOfLines: Int?
    // UIButton, UITextField
    public var title: String?
    public var placeholder: String?
    // UIStackView (WWDC 2017 412: a stack switching axis in regular width)
    public var axis: LayoutAxis?
    public var distribution: StackViewDistribution?
    public var alignment: StackViewAlignment?
    /// A number or `View.spacingUseSystem`.
    public var spacing: Double?

    public init(when: TraitPredicate, isHidden: Bool? = nil, alpha: Double? = nil, frame: Rect? = nil,
                layoutMargins: EdgeInsets? = nil, text: String? = nil, font: LabelFont? = nil, numberOfLines: Int? = nil,
                title: String? = nil, placeholder: String? = nil,
                axis: LayoutAxis? = nil, distribution: StackViewDistribution? = nil, alignment: StackViewAlignment? = nil,
                spacing: Double? = nil) {
        self.when = when
        self.isHidden = isHidden
        self.alpha = alpha
        self.frame = frame
        self.explicitLayoutMargins = layoutMargins.map(LayoutMarginsSetting.physical)
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.title = title
        self.placeholder = placeholder
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Sets physical margins under these traits (UIKit's `layoutMargins`).
    public var layoutMargins: EdgeInsets? {
        get { if case .physical(let insets) = explicitLayoutMargins { insets } else { nil } }
        set { explicitLayoutMargins = newValue.map(LayoutMarginsSetting.physical) }
    }

    /// Sets leading/trailing margins under these traits (UIKit's `directionalLayoutMargins`).
    public var directionalLayoutMargins: DirectionalEdgeInsets? {
        get { if case .directional(let insets) = explicitLayoutMargins { insets } else { nil } }
        set { explicitLayoutMargins = newValue.map(LayoutMarginsSetting.directional) }
    }

    /// Writes the values this variation sets into `view`, as if the view had been written with them.
    package func apply(to view: inout View) {
        if let isHidden { view.isHidden = isHidden }
        if let alpha { view.alpha = alpha }
        if let frame {
            view.frame = frame
            // As a frame written in the spec: it decides translatesAutoresizingMaskIntoConstraints'
            // default the same way (LAYOUT-SPEC.md).
            view.hasExplicitFrame = true
        }
        if let explicitLayoutMargins { view.explicitLayoutMargins = explicitLayoutMargins }
        if let text { view.text = text }
        if let font { view.font = font }
        if let numberOfLines { view.numberOfLines = numberOfLines }
        if let title { view.title = title }
        if let placeholder { view.placeholder = placeholder }
        if let axis { view.axis = axis }
        if let distribution { view.distribution = distribution }
        if let alignment { view.alignment = alignment }
        if let spacing { view.spacing = spacing }
    }

    /// How many conditions `when` names: a variation that names more is more specific, and
    /// wins over a less specific one that also matches (Docs/decisions/0012-size-class-variations.md).
    package var specificity: Int {
        let w = when
        return [w.horizontalSizeClass != nil, w.verticalSizeClass != nil, w.userInterfaceIdiom != nil, w.layoutDirection != nil,
                w.preferredContentSizeCategory != nil, w.minimumContentSizeCategory != nil].count(where: { $0 })
    }
}
