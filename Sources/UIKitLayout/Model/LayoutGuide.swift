/// A `UILayoutGuide` added to a view: a rectangle without a view, placed by constraints.
public struct LayoutGuide: Hashable, Sendable {
    public var id: String
    /// In the owning view's bounds coordinates. A guide that no constraint names keeps this frame;
    /// for a constrained guide it is only an initial value (nil: zero).
    public var layoutFrame: Rect?

    public init(id: String, layoutFrame: Rect? = nil) {
        self.id = id
        self.layoutFrame = layoutFrame
    }
}
