/// Something constraints can name: a view, a guide UIKit gives a view, or a `LayoutGuide`.
/// Its anchors are those `UILayoutGuide` has; views add the baselines.
public protocol LayoutAnchorItem {
    /// The name a constraint uses for this item (LAYOUT-SPEC.md "Constraints"): a view's id,
    /// `<id>.safeArea`, a layout guide's id, ….
    var constraintItemName: String { get }
}

extension LayoutAnchorItem {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: constraintItemName, attribute: .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: constraintItemName, attribute: .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: constraintItemName, attribute: .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: constraintItemName, attribute: .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: constraintItemName, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: constraintItemName, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: constraintItemName, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: constraintItemName, attribute: .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: constraintItemName, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: constraintItemName, attribute: .height) }
}

/// A guide UIKit gives a view (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`, and a scroll view's `contentLayoutGuide` / `frameLayoutGuide`),
/// named `<view id>.<guide>` in constraints.
public struct ViewLayoutGuide: LayoutAnchorItem, Hashable, Sendable {
    /// The id of the view that owns the guide.
    public var owner: String
    public var guide: ConstraintItem.ViewGuide

    public init(owner: String, guide: ConstraintItem.ViewGuide) {
        self.owner = owner
        self.guide = guide
    }

    public var constraintItemName: String { "\(owner).\(guide.rawValue)" }
}

extension LayoutGuide: LayoutAnchorItem {
    public var constraintItemName: String { id }
}
