/// Chaining helpers for constraints made from anchors, so a list passed to `activate` stays one
/// expression: `a.widthAnchor.constraint(equalToConstant: 44).withPriority(.defaultHigh)`.
extension LayoutConstraint {
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = identifier
        return copy
    }
}
