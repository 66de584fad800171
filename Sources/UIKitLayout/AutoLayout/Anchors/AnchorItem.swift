/// Something constraints can name: a view, a guide UIKit gives a view, or a `LayoutGuide`.
/// Its anchors are those `UILayoutGuide` has; views add the baselines.
public protocol LayoutAnchorItem {
    /// What a constraint names: a view, a guide of a view, a layout guide.
    var constraintItem: ConstraintItem { get }
}

extension LayoutAnchorItem {
    /// The name a constraint uses for this item in the spec's form (LAYOUT-SPEC.md
    /// "Constraints"): a view's id, `<id>.safeArea`, a layout guide's id, ….
    public var constraintItemName: String { constraintItem.description }

    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: constraintItem, attribute: .leading, source: anchorSource) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: constraintItem, attribute: .trailing, source: anchorSource) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: constraintItem, attribute: .left, source: anchorSource) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: constraintItem, attribute: .right, source: anchorSource) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: constraintItem, attribute: .centerX, source: anchorSource) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: constraintItem, attribute: .top, source: anchorSource) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: constraintItem, attribute: .bottom, source: anchorSource) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: constraintItem, attribute: .centerY, source: anchorSource) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: constraintItem, attribute: .width, source: anchorSource) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: constraintItem, attribute: .height, source: anchorSource) }

    /// What the anchors are made from, for the error when their item is not in the hierarchy.
    var anchorSource: AnchorSource {
        switch self {
        case is View: .view
        case let guide as ViewLayoutGuide: guide.isOfView.value == .viewGuide ? .viewGuide : .name
        case is LayoutGuide: .layoutGuide
        default: .name
        }
    }
}

/// A guide UIKit gives a view (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`, and a scroll view's `contentLayoutGuide` / `frameLayoutGuide`),
/// named `<view id>.<guide>` in constraints.
public struct ViewLayoutGuide: LayoutAnchorItem, Hashable, Sendable {
    /// The id of the view that owns the guide.
    public var owner: String
    public var guide: ConstraintItem.ViewGuide
    /// `.viewGuide` when a `View`'s property made it (its owner is a view made in Swift).
    var isOfView = AnchorSource.Tag(.name)

    public init(owner: String, guide: ConstraintItem.ViewGuide) {
        self.owner = owner
        self.guide = guide
    }

    init(of view: View, guide: ConstraintItem.ViewGuide) {
        self.init(owner: view.id, guide: guide)
        isOfView = .init(.viewGuide)
    }

    public var constraintItem: ConstraintItem { .viewGuide(.view(owner), guide) }
}

extension LayoutGuide: LayoutAnchorItem {
    public var constraintItem: ConstraintItem { .layoutGuide(id) }
}
