/// A rectangle of pixels: `x`, `y` of the top-left pixel, `width` × `height` pixels. The one
/// rectangle of whole pixels in the package (`Rect` is in points, the renderer's `FixedRect` in
/// 1/256 px before coverage is counted): the diff's ignored regions and difference boxes, the
/// renderer's clips, tiles, command bounds and label boxes (which read it by its edges, `x0` to `x1` exclusive).
public struct PixelRect: Hashable, Sendable, Codable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle from column `x0` and row `y0` up to, not including, `x1` and `y1`.
    @inlinable
    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    @inlinable package var x0: Int { x }
    @inlinable package var y0: Int { y }
    /// The column after the last.
    @inlinable package var x1: Int { x + width }
    /// The row after the last.
    @inlinable package var y1: Int { y + height }

    /// No columns or no rows.
    @inlinable package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the two share a pixel.
    @inlinable
    package func meets(_ other: PixelRect) -> Bool {
        x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    /// The pixels in both; an empty rectangle (no columns or no rows) when they share none.
    @inlinable
    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x0, other.x0), top = max(y0, other.y0)
        return PixelRect(x0: left, y0: top, x1: max(left, min(x1, other.x1)), y1: max(top, min(y1, other.y1)))
    }

    /// The smallest rectangle holding both (of non-empty rectangles).
    @inlinable
    package func union(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}
