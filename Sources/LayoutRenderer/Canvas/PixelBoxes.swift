/// A rectangle of pixels, `x1` and `y1` exclusive.
typealias PixelBox = (x0: Int, y0: Int, x1: Int, y1: Int)

/// What is asked of pixel boxes in many places: whether two share a pixel, and the pixels they
/// share (a tuple type has no methods of its own).
enum PixelBoxes {
    /// Whether `a` and `b` share a pixel.
    static func meet(_ a: PixelBox, _ b: PixelBox) -> Bool {
        a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
    }

    /// The pixels in both; an empty box (no columns or no rows) when they share none.
    static func intersection(_ a: PixelBox, _ b: PixelBox) -> PixelBox {
        let x0 = max(a.x0, b.x0), y0 = max(a.y0, b.y0)
        return (x0, y0, max(x0, min(a.x1, b.x1)), max(y0, min(a.y1, b.y1)))
    }
}
