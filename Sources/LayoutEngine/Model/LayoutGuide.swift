/// A `UILayoutGuide` added to a view. Until Auto Layout arrives its layout frame is given
/// explicitly, in the owning view's bounds coordinates.
public struct LayoutGuide: Hashable, Sendable {
    public var id: String
    public var layoutFrame: Rect

    public init(id: String, layoutFrame: Rect) {
        self.id = id
        self.layoutFrame = layoutFrame
    }
}
