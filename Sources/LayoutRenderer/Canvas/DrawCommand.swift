import RasterImage

/// One thing a picture holds, as a layer asked the canvas for it: a shape in a colour under the
/// clip of the moment. The canvas records them (`Canvas`); `DisplayList` draws them.
///
/// Each knows the pixels it can change (`bounds`): two commands whose bounds share no pixel give
/// the same bytes in either order, which is what lets the display list draw a run of rectangles
/// in one pass past a line of text they do not touch.
struct DrawCommand {
    enum Shape {
        /// A rectangle, each pixel covered by the exact area of its overlap (already within the
        /// clip).
        case fill(FixedRect)
        /// Diagonal lines over a rectangle snapped to pixels (`Rasterizer.hatch`).
        case hatch(Hatching)
        /// A rounded rectangle, supersampled, within `area` (the whole of it, or one corner's
        /// square); `outside`: what lies outside it there.
        case roundedRect(RoundedRectShape, area: FixedRect, outside: Bool)
        /// A convex polygon (a transformed rectangle), supersampled.
        case polygon(ConvexPolygonShape)
        /// A glyph's outline (rotated text), non-zero winding.
        case path(FixedPath)
        /// A line of upright text: glyph coverage masks at their pixel origins.
        case glyphs([(mask: GlyphCache.Mask, x: Int, y: Int)])
        /// A tag's or caption's text in the bitmap font, its top-left at (x, y).
        case bitmapText(String, x: Int, y: Int, scale: Int)
    }

    /// `Rasterizer.hatch`'s lines: `lineWidth` pixels thick every `spacing` pixels along each
    /// row, rising to the right or falling, over `rect` (snapped); `shift` moves them along the
    /// row; `within`, when given, keeps the pixels whose centre it contains.
    struct Hatching {
        var rect: FixedRect
        var spacing: Int
        var lineWidth: Int
        var rising: Bool
        var shift: Int
        var within: ConvexPolygonShape?
    }

    var shape: Shape
    var color: RGBA
    /// Where drawing lands (1/256 px): the canvas's clip when the command was recorded.
    var clip: FixedRect
    /// The pixels the command can change: within the clip, never empty (an empty command is not
    /// recorded).
    var bounds: PixelRect

    /// Whether it is a rectangle fill (and which): the shape the display list composites in runs.
    var fill: SpanCompositor.Fill? {
        if case let .fill(rect) = shape { return SpanCompositor.Fill(rect: rect, color: color) }
        return nil
    }
}
