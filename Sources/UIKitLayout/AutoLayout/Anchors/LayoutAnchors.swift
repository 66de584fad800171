/// UIKit's typed anchors (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`) on
/// the value-type model: an item name and an attribute. The types keep UIKit's compile-time
/// rule that only anchors of one axis (or two sizes) can be related; what UIKit checks only at
/// run time (leading with left) is `LayoutConstraint.legalityProblem`'s.

/// A horizontal location: left, right, leading, trailing or centerX of an item.
public struct XAxisAnchor: Hashable, Sendable {
    public var anchor: LayoutConstraint.Anchor

    public init(item: ConstraintItem, attribute: LayoutConstraint.Attribute) {
        anchor = LayoutConstraint.Anchor(item: item, attribute: attribute)
    }

    @available(*, deprecated, message: "name the item by its type (ConstraintItem), or use a view's anchors")
    public init(item: String, attribute: LayoutConstraint.Attribute) {
        anchor = LayoutConstraint.Anchor(item: .name(item), attribute: attribute)
    }

    init(item: ConstraintItem, attribute: LayoutConstraint.Attribute, source: AnchorSource) {
        anchor = LayoutConstraint.Anchor(item: item, attribute: attribute, source: source)
    }

    public func constraint(equalTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, constant: constant)
    }

    public func constraint(lessThanOrEqualTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, constant: constant)
    }
}

/// A vertical location: top, bottom, centerY, firstBaseline or lastBaseline of an item.
public struct YAxisAnchor: Hashable, Sendable {
    public var anchor: LayoutConstraint.Anchor

    public init(item: ConstraintItem, attribute: LayoutConstraint.Attribute) {
        anchor = LayoutConstraint.Anchor(item: item, attribute: attribute)
    }

    @available(*, deprecated, message: "name the item by its type (ConstraintItem), or use a view's anchors")
    public init(item: String, attribute: LayoutConstraint.Attribute) {
        anchor = LayoutConstraint.Anchor(item: .name(item), attribute: attribute)
    }

    init(item: ConstraintItem, attribute: LayoutConstraint.Attribute, source: AnchorSource) {
        anchor = LayoutConstraint.Anchor(item: item, attribute: attribute, source: source)
    }

    public func constraint(equalTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, constant: constant)
    }

    public func constraint(lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, constant: constant)
    }
}

/// A size: width or height of an item. Widths and heights may be related to each other
/// (`image.height == 0.5 * image.width`), and to a constant.
public struct DimensionAnchor: Hashable, Sendable {
    public var anchor: LayoutConstraint.Anchor

    public init(item: ConstraintItem, attribute: LayoutConstraint.Attribute) {
        anchor = LayoutConstraint.Anchor(item: item, attribute: attribute)
    }

    @available(*, deprecated, message: "name the item by its type (ConstraintItem), or use a view's anchors")
    public init(item: String, attribute: LayoutConstraint.Attribute) {
        anchor = LayoutConstraint.Anchor(item: .name(item), attribute: attribute)
    }

    init(item: ConstraintItem, attribute: LayoutConstraint.Attribute, source: AnchorSource) {
        anchor = LayoutConstraint.Anchor(item: item, attribute: attribute, source: source)
    }

    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, nil, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, nil, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, nil, constant: constant)
    }

    /// Also `constraint(equalTo:)` and `constraint(equalTo:constant:)`, as UIKit's overloads.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
    }
}
