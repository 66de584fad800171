import RasterImage

/// What the painter's layers (`ViewLayer`, `BarLayer`…) draw on: a clip stack and the shapes,
/// recorded as `DrawCommand`s in the order asked, nothing drawn yet (`DisplayList` draws them). Coordinates are in pixels (Double at the
/// API, 1/256 px inside); everything is clipped to the current clip.
///
/// Axis-aligned edges get exact area coverage; curved and slanted edges get 16 × 16 supersampled
/// coverage computed in integers (`Rasterizer`).
struct Canvas {
    /// The pixels of the picture this canvas's part covers (the screen, the content beyond it):
    /// the first clip. Decisions that depend on where the part ends (`pixelClip`) see it whole.
    let region: PixelRect
    /// The picture's size: no clip reaches outside it.
    let width: Int
    let height: Int
    /// The clips pushed, starting with `region`; drawing is clipped to the last of them.
    private var clips: [FixedRect]
    /// What was asked for, in order.
    private(set) var commands: [DrawCommand] = []
    /// The colour under everything, for `image`.
    private let background: RGBA?

    /// A canvas for the part `region` of a picture of `width` × `height` pixels.
    init(region: PixelRect, width: Int, height: Int) {
        self.init(region: region, width: width, height: height, background: nil)
    }

    /// A canvas that is a whole picture on `background` (read it with `image`): the legend, tests.
    init(width: Int, height: Int, background: RGBA) {
        self.init(region: PixelRect(x: 0, y: 0, width: width, height: height), width: width, height: height, background: background)
    }

    private init(region: PixelRect, width: Int, height: Int, background: RGBA?) {
        precondition(region.x0 >= 0 && region.y0 >= 0 && region.x1 <= width && region.y1 <= height, "the region lies within the picture")
        self.region = region
        self.width = width
        self.height = height
        self.background = background
        clips = [FixedRect(region)]
    }

    /// The picture drawn so far, each command in turn (for a canvas made with a background).
    var image: Image {
        guard let background else { preconditionFailure("image of a canvas that is part of a picture") }
        return DisplayList(width: width, height: height, planes: [
            DisplayList.Plane(parts: [region], background: background, commands: commands),
        ]).drawInOrder()
    }

    // MARK: Clips

    private var clip: FixedRect { clips[clips.count - 1] }

    /// Narrows drawing to `rect` (intersected with the current clip) until the matching `popClip`.
    mutating func pushClip(x: Double, y: Double, width: Double, height: Double) {
        clips.append(clip.intersection(FixedRect(x: x, y: y, width: width, height: height)))
    }

    mutating func popClip() {
        precondition(clips.count > 1, "popClip without pushClip")
        clips.removeLast()
    }

    /// The current clip in whole pixels (x0, y0, x1, y1 exclusive): where whole-pixel drawing
    /// (text, hatching) lands, and where labels may go.
    var pixelClip: PixelRect {
        let c = clip.wholePixels
        return PixelRect(x0: max(0, c.x0), y0: max(0, c.y0), x1: min(width, c.x1), y1: min(height, c.y1))
    }

    /// Records `shape` in `color` under the current clip, when it can change a pixel of `bounds`.
    private mutating func record(_ shape: DrawCommand.Shape, _ color: RGBA, bounds: PixelRect) {
        let b = bounds.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard color.a > 0, !b.isEmpty else { return }
        commands.append(DrawCommand(shape: shape, color: color, clip: clip, bounds: b))
    }

    // MARK: Rectangles (exact coverage)

    /// Fills a rectangle; each pixel is covered by the exact area of its overlap.
    mutating func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
        fill(FixedRect(x: x, y: y, width: width, height: height), color: color)
    }

    mutating func fill(_ rect: FixedRect, color: RGBA) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        record(.fill(r), color, bounds: r.touchedPixels)
    }

    /// A 1-device-pixel (or `lineWidth` pixels) outline just inside `rect`, snapped to pixel
    /// boundaries so it is crisp at every scale.
    mutating func strokeRect(x: Double, y: Double, width: Double, height: Double, lineWidth: Int = 1, color: RGBA) {
        let r = FixedRect(x: x, y: y, width: width, height: height).snapped()
        guard !r.isEmpty else { return }
        let line = Fixed(raw: lineWidth * Fixed.one)
        let w = Fixed(raw: min(line.raw, r.x1.raw - r.x0.raw)), h = Fixed(raw: min(line.raw, r.y1.raw - r.y0.raw))
        fill(FixedRect(x0: r.x0, y0: r.y0, x1: r.x1, y1: Fixed(raw: r.y0.raw + h.raw)), color: color)
        fill(FixedRect(x0: r.x0, y0: Fixed(raw: r.y1.raw - h.raw), x1: r.x1, y1: r.y1), color: color)
        let innerY0 = Fixed(raw: r.y0.raw + h.raw), innerY1 = Fixed(raw: r.y1.raw - h.raw)
        guard innerY0 < innerY1 else { return }
        fill(FixedRect(x0: r.x0, y0: innerY0, x1: Fixed(raw: r.x0.raw + w.raw), y1: innerY1), color: color)
        fill(FixedRect(x0: Fixed(raw: r.x1.raw - w.raw), y0: innerY0, x1: r.x1, y1: innerY1), color: color)
    }

    /// A dashed outline `lineWidth` pixels wide (1 by default) just inside `rect` (dash and gap
    /// in pixels), snapped to pixels.
    mutating func strokeDashedRect(x: Double, y: Double, width: Double, height: Double, dash: Int, gap: Int, lineWidth: Int = 1, color: RGBA) {
        let r = FixedRect(x: x, y: y, width: width, height: height).snapped()
        guard !r.isEmpty else { return }
        let x0 = r.x0.raw >> 8, y0 = r.y0.raw >> 8, x1 = r.x1.raw >> 8, y1 = r.y1.raw >> 8
        let lw = max(1, min(lineWidth, x1 - x0, y1 - y0))
        let period = dash + gap
        func segment(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int) {
            fill(FixedRect(PixelRect(x0: ax, y0: ay, x1: bx, y1: by)), color: color)
        }
        var x = x0
        while x < x1 {
            let end = min(x + dash, x1)
            segment(x, y0, end, y0 + lw)
            segment(x, y1 - lw, end, y1)
            x += period
        }
        var y = y0
        while y < y1 {
            let end = min(y + dash, y1)
            segment(x0, y, x0 + lw, end)
            segment(x1 - lw, y, x1, end)
            y += period
        }
    }

    // MARK: Hatching

    /// Diagonal hatching over `rect` (snapped to pixels): lines `lineWidth` pixels thick every
    /// `spacing` pixels along each row, rising to the right (`/`) or falling (`\`). Anchored to
    /// the picture, so neighbouring hatched areas line up. `within`, when given, keeps the pixels
    /// whose centre it contains: a transformed view's shape. Whole pixels only.
    mutating func hatchRect(x: Double, y: Double, width: Double, height: Double, spacing: Int, lineWidth: Int, rising: Bool,
                            color: RGBA, shift: Int = 0, within: ConvexPolygonShape? = nil) {
        guard spacing > 0, lineWidth > 0 else { return }
        let r = FixedRect(x: x, y: y, width: width, height: height).snapped()
        let hatching = DrawCommand.Hatching(rect: r, spacing: spacing, lineWidth: lineWidth, rising: rising, shift: shift, within: within)
        record(.hatch(hatching), color, bounds: r.wholePixels.intersection(pixelClip))
    }

    /// Hatching that shows on any fill: each line of `color` has a light line of its own width
    /// beside it, so on a dark or same-coloured fill the light line shows and on a light fill
    /// the coloured one.
    mutating func hatchOnAnyFill(x: Double, y: Double, width: Double, height: Double, spacing: Int, lineWidth: Int, rising: Bool, color: RGBA) {
        hatchRect(x: x, y: y, width: width, height: height, spacing: spacing, lineWidth: lineWidth, rising: rising,
                  color: Palette.hatchCompanion, shift: lineWidth)
        hatchRect(x: x, y: y, width: width, height: height, spacing: spacing, lineWidth: lineWidth, rising: rising, color: color)
    }

    // MARK: Supersampled shapes

    /// A rounded rectangle with circular corners of `radius` pixels.
    mutating func fillRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBA) {
        let rect = FixedRect(x: x, y: y, width: width, height: height)
        let r = min(Fixed(radius).raw, (rect.x1.raw - rect.x0.raw) / 2, (rect.y1.raw - rect.y0.raw) / 2)
        guard r > 0 else { fill(rect, color: color); return }
        record(.roundedRect(RoundedRectShape(rect: rect, radius: r), area: rect, outside: false), color,
               bounds: rect.intersection(clip).touchedPixels)
    }

    /// Everything of the canvas outside a rounded rectangle: the dark frame around a display
    /// with rounded corners.
    mutating func fillOutsideRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBA) {
        let rect = FixedRect(x: x, y: y, width: width, height: height)
        let r = min(Fixed(radius).raw, (rect.x1.raw - rect.x0.raw) / 2, (rect.y1.raw - rect.y0.raw) / 2)
        guard r > 0 else { return }
        let shape = RoundedRectShape(rect: rect, radius: r)
        // Only the four corner squares can hold pixels outside the shape.
        for (cx, cy) in [(rect.x0.raw, rect.y0.raw), (rect.x1.raw - r, rect.y0.raw), (rect.x0.raw, rect.y1.raw - r), (rect.x1.raw - r, rect.y1.raw - r)] {
            let corner = FixedRect(x0: Fixed(raw: cx), y0: Fixed(raw: cy), x1: Fixed(raw: cx + r), y1: Fixed(raw: cy + r))
            record(.roundedRect(shape, area: corner, outside: true), color, bounds: corner.intersection(clip).touchedPixels)
        }
    }

    /// A convex polygon (a transformed rectangle), points in pixels, either winding.
    mutating func fillConvexPolygon(_ points: [(x: Double, y: Double)], color: RGBA) {
        guard points.count >= 3 else { return }
        let shape = ConvexPolygonShape(points: points.map { (Fixed($0.x).raw, Fixed($0.y).raw) })
        record(.polygon(shape), color, bounds: shape.bounds.intersection(clip).touchedPixels)
    }

    // MARK: Text

    /// Fills a glyph's outline with the non-zero winding rule, anti-aliased (`Rasterizer.fillPath`).
    mutating func fillPath(_ path: FixedPath, color: RGBA) {
        guard !path.isEmpty else { return }
        record(.path(path), color, bounds: path.pixelBounds.intersection(pixelClip))
    }

    /// Blends glyphs' cached coverage (`GlyphCache`), each with its origin at its pixel: a line
    /// of text.
    mutating func blend(_ glyphs: [(mask: GlyphCache.Mask, x: Int, y: Int)], color: RGBA) {
        let boxes = glyphs.filter { $0.mask.width > 0 }.map { PixelRect(x: $0.x + $0.mask.x0, y: $0.y + $0.mask.y0, width: $0.mask.width, height: $0.mask.height) }
        guard let first = boxes.first else { return }
        let all = boxes.dropFirst().reduce(first) { $0.union($1) }
        record(.glyphs(glyphs), color, bounds: all.intersection(pixelClip))
    }

    /// `text` in the bitmap font with its top-left at (x, y) (`BitmapFont.draw`); returns the x
    /// after the last character.
    @discardableResult
    mutating func bitmapText(_ text: String, x: Int, y: Int, scale: Int, color: RGBA) -> Int {
        let end = x + text.unicodeScalars.count * BitmapFont.cellWidth * scale
        record(.bitmapText(text, x: x, y: y, scale: scale), color,
               bounds: PixelRect(x0: x, y0: y, x1: end, y1: y + BitmapFont.glyphHeight * scale).intersection(pixelClip))
        return end
    }
}
