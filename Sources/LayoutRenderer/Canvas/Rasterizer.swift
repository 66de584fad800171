import RasterImage

/// Draws `DrawCommand`s into pixels one at a time, each clipped to its own clip and to
/// `region` (the part of the picture being drawn: a tile, `DisplayList`), nothing outside read
/// or written. Every pixel's value depends on the pixel and the command alone, so drawing a
/// command tile by tile gives the bytes of drawing it whole.
///
/// The pixels are not part of the value: a copy draws into the same ones (a picture's tiles are
/// drawn on several threads into one buffer, each by a rasterizer of its own).
struct Rasterizer {
    let pixels: PixelBuffer
    /// The pixels drawn; within `pixels`.
    var region: PixelRect
    /// The hatching's blend tables by colour: a picture hatches in a few colours.
    private var blendTablesByColor: [RGBA: ([UInt8], [UInt8], [UInt8])] = [:]
    /// The pixels glyphs make on the backgrounds they were drawn on (`blend(_:x:y:color:clip:)`).
    var glyphBlends = GlyphBlends()

    init(pixels: PixelBuffer, region: PixelRect) {
        precondition(region.x0 >= 0 && region.y0 >= 0 && region.x1 <= pixels.width && region.y1 <= pixels.height, "the region lies within the pixels")
        self.pixels = pixels
        self.region = region
    }

    var width: Int { pixels.width }
    var height: Int { pixels.height }

    /// Draws `command` within `region`.
    mutating func draw(_ command: DrawCommand) {
        let clip = command.clip.intersection(FixedRect(region))
        guard !clip.isEmpty, command.bounds.meets(region) else { return }
        let color = command.color
        switch command.shape {
        case let .fill(rect):
            SpanCompositor.composite(CollectionOfOne(SpanCompositor.Fill(rect: rect, color: color)), over: pixels, region: region)
        case let .hatch(hatching):
            hatch(hatching, color: color, clip: clip.wholePixels)
        case let .roundedRect(shape, area, outside):
            fillRoundedRectSamples(shape, bounds: area, color: color, outside: outside, clip: clip)
        case let .polygon(shape):
            fillSampled(bounds: shape.bounds, color: color, clip: clip, classify: shape.classify, inside: shape.contains)
        case let .path(path):
            fillPath(path, color: color, clip: clip.wholePixels)
        case let .glyphs(glyphs):
            for glyph in glyphs { blend(glyph.mask, x: glyph.x, y: glyph.y, color: color, clip: clip.wholePixels) }
        case let .bitmapText(text, x, y, scale):
            BitmapFont.draw(text, into: pixels, x: x, y: y, scale: scale, color: color, clip: clip.wholePixels)
        }
    }

    // MARK: Hatching

    /// Diagonal hatching (`Canvas.hatchRect`) within `c`: a pixel is on a line where its phase,
    /// (x + y − shift) or (x − y − shift) mod spacing, is below the line width; the phase grows
    /// by one a pixel along a row, so a row's lines are runs `spacing` apart, found from its
    /// first pixel's phase.
    private mutating func hatch(_ h: DrawCommand.Hatching, color: RGBA, clip c: PixelRect) {
        let (r, spacing, shift, rising) = (h.rect, h.spacing, h.shift, h.rising)
        let px0 = max(c.x0, r.x0.raw >> 8), px1 = min(c.x1, r.x1.raw >> 8)
        let py0 = max(c.y0, r.y0.raw >> 8), py1 = min(c.y1, r.y1.raw >> 8)
        guard px0 < px1, py0 < py1 else { return }
        let w = pixels.width
        let tables = blendTables(for: color)
        let line = min(h.lineWidth, spacing)
        // Hatching lies over flat areas (bars, tints): `RepeatedBlend`.
        var last = RepeatedBlend()
        pixels.withBytes { buffer in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!)
            for py in py0..<py1 {
                var px = px0
                var phase = (((rising ? px0 + py : px0 - py) - shift) % spacing + spacing) % spacing
                while px < px1 {
                    if phase < line {
                        for x in px..<min(px + line - phase, px1) {
                            if let within = h.within, !within.contains(x * 256 + 128, py * 256 + 128) { continue }
                            let offset = (py * w + x) * 4
                            last.apply(words, at: offset) { Self.blendWhole(buffer, offset, color, tables: tables) }
                        }
                    }
                    px += spacing - phase
                    phase = 0
                }
            }
        }
    }

    // MARK: Supersampled shapes

    /// The whole pixels a supersampled fill of `bounds` touches within the clip (x1, y1
    /// exclusive); nil when there are none.
    private func sampledPixels(of bounds: FixedRect, clip: FixedRect) -> PixelRect? {
        let r = bounds.intersection(clip)
        guard !r.isEmpty else { return nil }
        let p = r.touchedPixels.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return p.isEmpty ? nil : p
    }

    private mutating func fillSampled(
        bounds: FixedRect, color: RGBA, clip c: FixedRect,
        classify: (_ px: Int, _ py: Int) -> Bool?, inside: (_ sx: Int, _ sy: Int) -> Bool
    ) {
        guard let p = sampledPixels(of: bounds, clip: c) else { return }
        let (px0, py0, px1, py1) = (p.x0, p.y0, p.x1, p.y1)
        let w = width
        pixels.withBytes { buffer in
            for py in py0..<py1 {
                for px in px0..<px1 {
                    var count: Int
                    if let full = classify(px, py) {
                        count = full ? 256 : 0
                    } else {
                        count = 0
                        for sy in 0..<16 {
                            for sx in 0..<16 where inside(px * 256 + sx * 16 + 8, py * 256 + sy * 16 + 8) { count += 1 }
                        }
                    }
                    Self.blendSampled(buffer, px: px, py: py, width: w, samples: count, clip: c, color: color)
                }
            }
        }
    }

    /// Blends `color` into pixel (px, py) by `samples` of its 256 and the clip's exact coverage
    /// of the pixel (in 1/65536): the last step of every supersampled fill.
    @inline(__always)
    private static func blendSampled(_ buffer: UnsafeMutableBufferPointer<UInt8>, px: Int, py: Int, width w: Int, samples: Int, clip c: FixedRect, color: RGBA) {
        guard samples > 0 else { return }
        let cx = min(c.x1.raw, (px + 1) * 256) - max(c.x0.raw, px * 256)
        let cy = min(c.y1.raw, (py + 1) * 256) - max(c.y0.raw, py * 256)
        guard cx > 0, cy > 0 else { return }
        let alpha = (Int(color.a) * samples * ((cx * cy) >> 8) + 32768) >> 16
        guard alpha > 0 else { return }
        blend(buffer, (py * w + px) * 4, RGBA(color.r, color.g, color.b, UInt8(alpha)))
    }

    /// `fillSampled` for a rounded rectangle (`outside`: for what lies outside it), with the
    /// same coverage counted by runs instead of sample by sample: each sample row's inside is one
    /// run of sample columns (`RoundedRectShape.insideSampleColumns`), so a pixel's count is the
    /// sum of its overlaps with 16 runs, and pixels wholly inside or outside every run need none.
    private mutating func fillRoundedRectSamples(_ shape: RoundedRectShape, bounds: FixedRect, color: RGBA, outside: Bool, clip c: FixedRect) {
        guard let p = sampledPixels(of: bounds, clip: c) else { return }
        let (px0, py0, px1, py1) = (p.x0, p.y0, p.x1, p.y1)
        pixels.touch(rows: py0..<py1, columns: px0..<px1)
        let w = width
        var first = [Int](repeating: 0, count: 16), last = [Int](repeating: 0, count: 16)
        // Between the corners' bands every sample row has the same run (a tall scroll indicator
        // is nearly all such rows): found once, not sixteen square roots a row.
        let straightTop = shape.rect.y0.raw + shape.radius, straightBottom = shape.rect.y1.raw - shape.radius
        let straightRun = straightTop < straightBottom ? shape.insideSampleColumns(sy: straightTop) : nil
        pixels.withBytes { buffer in
            for py in py0..<py1 {
                // Each sample row's run; empty rows as first > last.
                var firstMin = Int.max, firstMax = Int.min, lastMin = Int.max, lastMax = Int.min
                var everyRow = true
                let straight = py * 256 + 8 >= straightTop && py * 256 + 15 * 16 + 8 < straightBottom
                for s in 0..<16 {
                    if let run = straight ? straightRun : shape.insideSampleColumns(sy: py * 256 + s * 16 + 8) {
                        first[s] = run.lowerBound; last[s] = run.upperBound
                        firstMin = min(firstMin, run.lowerBound); firstMax = max(firstMax, run.lowerBound)
                        lastMin = min(lastMin, run.upperBound); lastMax = max(lastMax, run.upperBound)
                    } else {
                        first[s] = 1; last[s] = 0
                        everyRow = false
                    }
                }
                // The pixels every run covers whole (j0 >= firstMax, j1 <= lastMin): all inside.
                // Outside the shape, they have nothing to draw and are skipped (a screen's
                // frame is a full-screen shape with only its corners to draw).
                let wholeFrom = everyRow ? max(px0, FixedPath.floorDivision(firstMax + 15, 16)) : px1
                let wholeTo = everyRow ? min(px1, FixedPath.floorDivision(lastMin - 15, 16) + 1) : px1
                // Outside, an opaque colour, rows the clip covers whole: the pixels left of every
                // run and right of every run are wholly outside, each becoming the colour (as the
                // blend below would make it), stored as runs.
                let clipCoversRow = c.y0.raw <= py * 256 && c.y1.raw >= (py + 1) * 256
                let wholeLeftEnd = firstMin == Int.max ? px1 : min(px1, max(px0, FixedPath.floorDivision(firstMin, 16)))
                let wholeRightStart = firstMin == Int.max ? px1 : min(px1, max(px0, FixedPath.floorDivision(lastMax, 16) + 1))
                var px = px0
                // Pixels px..<end, every sample of each covered (in a row the clip covers whole),
                // up to `end`: the columns the clip covers whole blended as one run (the colour
                // stored when opaque, else `blendRun`), the others one by one. False when the clip
                // covers none of them whole.
                func coverWhole(upTo end: Int) -> Bool {
                    let from = max(px, FixedPath.floorDivision(c.x0.raw + 255, 256)), to = min(end, FixedPath.floorDivision(c.x1.raw, 256))
                    guard from < to else { return false }
                    for x in px..<from { Self.blendSampled(buffer, px: x, py: py, width: w, samples: 256, clip: c, color: color) }
                    if color.a == 255 {
                        pixels.store(color.word, row: py, columns: from..<to)
                    } else {
                        Self.blendRun(buffer, row: py, columns: from..<to, width: w, color: color)
                    }
                    for x in to..<end { Self.blendSampled(buffer, px: x, py: py, width: w, samples: 256, clip: c, color: color) }
                    px = end
                    return true
                }
                while px < px1 {
                    if outside, px >= wholeFrom, px < wholeTo {
                        px = wholeTo
                        continue
                    }
                    // Inside, the pixels wholly inside: an opaque colour stored, a translucent one
                    // blended with the last result reused where the pixel repeats (a pill on a
                    // flat bar).
                    if !outside, px >= wholeFrom, px < wholeTo, clipCoversRow, coverWhole(upTo: wholeTo) { continue }
                    // Outside, an opaque colour: the pixels left and right of every run.
                    if outside, color.a == 255, clipCoversRow, px < wholeLeftEnd || px >= wholeRightStart,
                       coverWhole(upTo: px < wholeLeftEnd ? wholeLeftEnd : px1) { continue }
                    defer { px += 1 }
                    let j0 = px * 16, j1 = j0 + 15
                    var inside = 0
                    if firstMin == Int.max || j1 < firstMin || j0 > lastMax {
                        inside = 0
                    } else if everyRow && j0 >= firstMax && j1 <= lastMin {
                        inside = 256
                    } else {
                        for s in 0..<16 {
                            let a = max(first[s], j0), b = min(last[s], j1)
                            if b >= a { inside += b - a + 1 }
                        }
                    }
                    let count = outside ? 256 - inside : inside
                    Self.blendSampled(buffer, px: px, py: py, width: w, samples: count, clip: c, color: color)
                }
            }
        }
    }


    // MARK: Blending

    /// `blendTables(over:)` of `color`, made once per colour.
    private mutating func blendTables(for color: RGBA) -> ([UInt8], [UInt8], [UInt8]) {
        if let tables = blendTablesByColor[color] { return tables }
        let tables = Self.blendTables(over: color)
        blendTablesByColor[color] = tables
        return tables
    }

    /// Per channel, (s·a + d·(255−a) + 127) / 255 for every destination d: `color` over an opaque
    /// pixel (the same integers `PixelBlend.over` computes).
    static func blendTables(over color: RGBA) -> ([UInt8], [UInt8], [UInt8]) {
        let a = Int(color.a)
        func table(_ s: UInt8) -> [UInt8] { (0..<256).map { UInt8((Int(s) * a + $0 * (255 - a) + 127) / 255) } }
        return (table(color.r), table(color.g), table(color.b))
    }

    // MARK: Blending

    /// `color` over the pixel at `i`, wholly covered: by `tables` (`blendTables(for: color)`) on an
    /// opaque pixel, the same integers as `PixelBlend.over`, which blends any other.
    @inline(__always)
    private static func blendWhole(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ color: RGBA, tables: ([UInt8], [UInt8], [UInt8])) {
        guard buffer[i + 3] == 255 else { return blend(buffer, i, color) }
        buffer[i] = tables.0[Int(buffer[i])]; buffer[i + 1] = tables.1[Int(buffer[i + 1])]; buffer[i + 2] = tables.2[Int(buffer[i + 2])]
    }

    /// `src` over every pixel of `columns` in `row` (`RepeatedBlend` along the run).
    private static func blendRun(_ buffer: UnsafeMutableBufferPointer<UInt8>, row: Int, columns: Range<Int>, width: Int, color src: RGBA) {
        let words = UnsafeMutableRawPointer(buffer.baseAddress!)
        var last = RepeatedBlend()
        for x in columns {
            let offset = (row * width + x) * 4
            last.apply(words, at: offset) { blend(buffer, offset, src) }
        }
    }

    @inline(__always)
    private static func blend(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ src: RGBA) {
        let dst = RGBA(buffer[i], buffer[i + 1], buffer[i + 2], buffer[i + 3])
        let out = PixelBlend.over(dst, src)
        buffer[i] = out.r; buffer[i + 1] = out.g; buffer[i + 2] = out.b; buffer[i + 3] = out.a
    }

}
