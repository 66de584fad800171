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
        /// A rounded rectangle, supersampled; `outside`: what lies outside it within `bounds`.
        case roundedRect(RoundedRectShape, bounds: FixedRect, outside: Bool)
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

extension FixedRect {
    /// The whole pixels this rectangle touches (partly or wholly).
    var touchedPixels: PixelRect {
        PixelRect(x0: x0.floorPixel, y0: y0.floorPixel, x1: max(x0.floorPixel, x1.ceilPixel), y1: max(y0.floorPixel, y1.ceilPixel))
    }

    /// The whole pixels this rectangle covers entirely: where text's and hatching's whole-pixel
    /// drawing may land under it as a clip.
    var wholePixels: PixelRect {
        let x0 = self.x0.ceilPixel, y0 = self.y0.ceilPixel
        return PixelRect(x0: x0, y0: y0, x1: max(x0, x1.floorPixel), y1: max(y0, y1.floorPixel))
    }

    /// `rect` in 1/256 px.
    init(_ rect: PixelRect) {
        self.init(x0: Fixed(raw: rect.x0 * Fixed.one), y0: Fixed(raw: rect.y0 * Fixed.one),
                  x1: Fixed(raw: rect.x1 * Fixed.one), y1: Fixed(raw: rect.y1 * Fixed.one))
    }
}
