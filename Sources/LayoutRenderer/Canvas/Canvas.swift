import RasterImage

/// A deterministic RGBA8 canvas. Coordinates are in pixels (Double at the API, 1/256 px inside).
/// Axis-aligned edges get exact area coverage; curved and slanted edges get 16 × 16 supersampled
/// coverage computed in integers. Everything is clipped to the current clip rectangle.
///
/// The pixels are not part of the value: a copy of a canvas draws into the same ones (a render's
/// bands share one buffer, `RenderBands`).
struct Canvas {
    /// The pixels; until `backgroundPending` is false, the bytes of `region` are undefined.
    private let pixels: PixelBuffer
    /// Keeps `pixels` alive when the canvas made them itself (nil when they are borrowed).
    private let owner: OwnedPixels?
    /// The pixels this canvas draws: the whole buffer, or a part of a larger picture whose other
    /// parts are drawn by others (`SheetLayout`, `RenderBands`). Nothing outside it is read or
    /// written.
    let region: PixelRect
    /// The background is painted on first use, not at creation: a first batch of rectangles
    /// composited on the flat canvas paints it with them, so each pixel is written once.
    private var backgroundPending = true
    /// The clips pushed, starting with the part's bounds; drawing is clipped to the last of them
    /// and to `band`.
    private var clips: [FixedRect]
    /// `region` in 1/256 px.
    private let band: FixedRect
    private let background: RGBA
    /// True until something is drawn: the canvas is one flat colour, so a batch of rectangle
    /// fills can be composited span by span.
    private var pristine = true
    /// Rectangle fills recorded between `beginBatch` and `endBatch`.
    private var batch: [SpanCompositor.Fill]?
    /// `fill`'s blend tables by colour: a picture fills many small rectangles (strokes, dashes)
    /// in a few colours.
    private var blendTablesByColor: [RGBA: ([UInt8], [UInt8], [UInt8])] = [:]
    /// The pixels glyphs make on the backgrounds they were drawn on (`blend(_:x:y:color:)`).
    var glyphBlends = GlyphBlends()

    /// A canvas with pixels of its own (read them with `image`).
    init(width: Int, height: Int, background: RGBA) {
        let owned = OwnedPixels(width: width, height: height)
        self.init(pixels: owned.buffer, owner: owned, region: PixelRect(x: 0, y: 0, width: width, height: height), background: background)
    }

    /// A canvas for the part `bounds` of a picture in `pixels` (which must hold it), drawing its
    /// rows `rows` only (a band, `RenderBands`), on `background`: the bytes of that band of the
    /// part are taken as undefined, the rest of the buffer is left as it is. Decisions that
    /// depend on where the part ends (`placementClip`) see the whole part, so every band makes
    /// the same ones. The pixels must outlive the canvas's drawing.
    init(drawingInto pixels: PixelBuffer, bounds: PixelRect, rows: Range<Int>, background: RGBA) {
        let band = (bounds.y0..<bounds.y1).clamped(to: rows)
        self.init(pixels: pixels, owner: nil, bounds: bounds, region: PixelRect(x0: bounds.x0, y0: band.lowerBound, x1: bounds.x1, y1: band.upperBound), background: background)
    }

    private init(pixels: PixelBuffer, owner: OwnedPixels?, bounds: PixelRect? = nil, region: PixelRect, background: RGBA) {
        precondition(region.x0 >= 0 && region.y0 >= 0 && region.x1 <= pixels.width && region.y1 <= pixels.height, "the region lies within the pixels")
        func fixed(_ b: PixelRect) -> FixedRect {
            FixedRect(x0: Fixed(raw: b.x0 * Fixed.one), y0: Fixed(raw: b.y0 * Fixed.one), x1: Fixed(raw: b.x1 * Fixed.one), y1: Fixed(raw: b.y1 * Fixed.one))
        }
        self.background = background
        self.region = region
        self.pixels = pixels
        self.owner = owner
        band = fixed(region)
        clips = [fixed(bounds ?? region)]
    }

    /// An image whose bytes are left as the allocator gives them, for a canvas to paint.
    static func uninitializedImage(width: Int, height: Int) -> Image {
        let count = width * height * 4
        return Image(width: width, height: height, pixels: [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count })
    }

    /// The picture drawn so far: a copy of the pixels (for a canvas that made its own).
    var image: Image {
        mutating get {
            paintBackgroundIfPending()
            return Image(width: pixels.width, height: pixels.height, pixels: Array(pixels.bytes))
        }
    }

    /// Paints the background where it is still pending: the region's pixels are all defined
    /// when this returns (a borrowed canvas's last step).
    mutating func finish() {
        precondition(batch == nil, "finish inside a batch")
        paintBackgroundIfPending()
    }

    var width: Int { pixels.width }
    var height: Int { pixels.height }

    /// Paints the background over the canvas's undefined bytes, once, before anything reads them
    /// or draws over them.
    @inline(__always)
    private mutating func paintBackgroundIfPending() {
        guard backgroundPending else { return }
        backgroundPending = false
        SpanCompositor.paint(background, region, of: pixels)
    }
    private var clip: FixedRect { clips[clips.count - 1].intersection(band) }

    /// Narrows drawing to `rect` (intersected with the current clip) until the matching `popClip`.
    mutating func pushClip(x: Double, y: Double, width: Double, height: Double) {
        clips.append(clips[clips.count - 1].intersection(FixedRect(x: x, y: y, width: width, height: height)))
    }

    mutating func popClip() {
        precondition(clips.count > 1, "popClip without pushClip")
        clips.removeLast()
    }

    /// The current clip in whole pixels (x0, y0, x1, y1 exclusive), for text: where drawing
    /// lands (this canvas's band of it).
    var pixelClip: PixelRect { Self.pixels(of: clip, width: width, height: height) }

    /// The current clip in whole pixels as the whole part sees it, whatever band this canvas
    /// draws: for choosing where things go (a label's free line), never for drawing.
    var placementClip: PixelRect { Self.pixels(of: clips[clips.count - 1], width: width, height: height) }

    private static func pixels(of c: FixedRect, width: Int, height: Int) -> PixelRect {
        PixelRect(x0: max(0, c.x0.ceilPixel), y0: max(0, c.y0.ceilPixel), x1: min(width, c.x1.floorPixel), y1: min(height, c.y1.floorPixel))
    }

    // MARK: Batches

    /// From here to `endBatch`, rectangle fills (and the strokes made of them) are recorded and
    /// drawn together; other drawing must wait for `endBatch`.
    mutating func beginBatch() {
        precondition(batch == nil, "batches do not nest")
        batch = []
    }

    /// Whether fills are being recorded (between `beginBatch` and `endBatch`).
    var isBatching: Bool { batch != nil }

    /// The fills recorded so far in this batch (empty outside one).
    var recordedFills: [SpanCompositor.Fill] { batch ?? [] }

    /// Ends the batch drawing only its first `count` fills (as `endBatch` does); the others are
    /// left out, for the caller to draw with `draw(_:)` after whatever comes between them.
    mutating func endBatch(drawingFirst count: Int) {
        guard let fills = batch else { preconditionFailure("endBatch without beginBatch") }
        batch = Array(fills.prefix(count))
        endBatch()
    }

    /// Recorded fills drawn over the canvas as it is, in order, in one compositing pass (the
    /// same bytes as drawing them one by one: `SpanCompositor.composite(_:over:region:)`).
    mutating func draw(_ fills: [SpanCompositor.Fill]) {
        precondition(batch == nil, "draw outside a batch")
        guard !fills.isEmpty else { return }
        paintBackgroundIfPending()
        pristine = false
        SpanCompositor.composite(fills, over: pixels, region: region)
    }

    /// Whether nothing is drawn yet: a batch ended now is composited on the flat background.
    var isPristine: Bool { pristine }

    /// `fills` composited on the background in `box` (canvas pixels), whatever the box held:
    /// its pixels as they were after a batch of those fills ended on a flat canvas (a part of
    /// the picture made again, `DiagramPainter.endBatch(placing:after:)`).
    mutating func repaint(_ fills: ArraySlice<SpanCompositor.Fill>, in box: PixelRect) {
        precondition(batch == nil && !backgroundPending, "repaint after a batch has painted the canvas")
        SpanCompositor.composite(fills, background: background, into: pixels, region: box.intersection(region), paintingBackground: true)
    }

    /// Recorded fills drawn over `box` (canvas pixels) of the canvas as it is, as `draw(_:)`
    /// draws them over the whole canvas.
    mutating func draw(_ fills: ArraySlice<SpanCompositor.Fill>, in box: PixelRect) {
        precondition(batch == nil && !backgroundPending, "draw into a part after a batch has painted the canvas")
        SpanCompositor.composite(fills, over: pixels, region: box.intersection(region))
    }

    /// The part of `box` this canvas draws (its region), nil when there is none.
    func within(_ box: PixelRect) -> PixelRect? {
        let part = box.intersection(region)
        return part.x0 < part.x1 && part.y0 < part.y1 ? part : nil
    }

    /// Draws the recorded fills: in one compositing pass on a still-flat canvas, else one by one.
    /// Either way the bytes are the same.
    mutating func endBatch() {
        guard let fills = batch else { preconditionFailure("endBatch without beginBatch") }
        guard pristine else {
            batch = nil
            return draw(fills)
        }
        // Paints the background too where nothing covers it, when it is still pending.
        var pass = endBatchInSteps()
        pass.composite(through: region.y1)
    }

    /// `endBatch()` on a canvas still flat, the compositing left to the pass returned, which the
    /// caller runs to the canvas's last row before anything else draws or reads rows it has not
    /// reached: a part of the picture drawn on (`repaint(_:in:)`, text) right after the pass
    /// composites its rows is still in the cache. `mapping` (the background still pending):
    /// every pixel stored as `mapping` makes its colour (`SpanCompositor.FlatPass`).
    mutating func endBatchInSteps(mapping: ((RGBA) -> RGBA)? = nil) -> SpanCompositor.FlatPass {
        guard let fills = batch else { preconditionFailure("endBatch without beginBatch") }
        precondition(pristine, "a batch composited in steps begins on a flat canvas")
        precondition(mapping == nil || backgroundPending, "a mapped batch paints the whole canvas")
        batch = nil
        // The pass paints the background where no fill covers, so nothing is pending once it has
        // run to the last row (`finish` does not check it).
        let pass = SpanCompositor.FlatPass(fills, background: background, into: pixels, region: region, paintingBackground: backgroundPending, mapping: mapping)
        backgroundPending = false
        pristine = false
        return pass
    }

    // MARK: Rectangles (exact coverage)

    /// Fills a rectangle; each pixel is covered by the exact area of its overlap.
    mutating func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
        fill(FixedRect(x: x, y: y, width: width, height: height), color: color)
    }

    /// `Canvas.blendTables(over:)` of `color`, made once per colour.
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

    mutating func fill(_ rect: FixedRect, color: RGBA) {
        let r = rect.intersection(clip)
        guard !r.isEmpty, color.a > 0 else { return }
        if batch != nil {
            batch!.append(SpanCompositor.Fill(rect: r, color: color))
            return
        }
        pristine = false
        paintBackgroundIfPending()
        let px0 = max(0, r.x0.floorPixel), px1 = min(width, r.x1.ceilPixel)
        let py0 = max(0, r.y0.floorPixel), py1 = min(height, r.y1.ceilPixel)
        guard px0 < px1, py0 < py1 else { return }
        // Coverage of a pixel column / row, in 1/256: the overlap of [p, p+1) with [r0, r1).
        func coverage(_ p: Int, _ a: Fixed, _ b: Fixed) -> Int {
            min(b.raw, (p + 1) * Fixed.one) - max(a.raw, p * Fixed.one)
        }
        let columns = (px0..<px1).map { coverage($0, r.x0, r.x1) }
        let w = width
        let opaque = color.a == 255
        // Fully covered pixels on an opaque destination (the canvas starts opaque, so nearly all
        // of them) blend by table: (s·a + d·(255−a) + 127) / 255 per channel, the same integers
        // PixelBlend.over computes.
        let a = Int(color.a)
        let tables = blendTables(for: color)
        // The columns every row covers fully: all but a partial first or last.
        let fullStart = columns[0] == 256 ? 0 : 1
        let fullEnd = columns[columns.count - 1] == 256 ? columns.count : columns.count - 1
        // Fully covered rows go through `PixelRun.map`, which copies a row that repeats the one
        // above (the common case: rows of a flat diagram repeat). An opaque colour replaces what
        // is there: no row of it needs comparing.
        var original = [UInt8](repeating: 0, count: opaque ? 0 : max(0, fullEnd - fullStart) * 4)
        var previousFullRow: Int? = nil
        pixels.withBytes { buffer in
        tables.0.withUnsafeBufferPointer { t0 in tables.1.withUnsafeBufferPointer { t1 in tables.2.withUnsafeBufferPointer { t2 in
        original.withUnsafeMutableBytes { original in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            // One pixel at `index` as the general rule blends it.
            func blendOne(_ index: Int, _ cx: Int, _ cy: Int) {
                if cx == 256 && cy == 256 {
                    if opaque {
                        buffer[index] = color.r; buffer[index + 1] = color.g; buffer[index + 2] = color.b; buffer[index + 3] = 255
                        return
                    }
                    Self.blendWhole(buffer, index, color, tables: tables)
                    return
                }
                // cx·cy is in 1/65536; alpha rounded once.
                let alpha = (a * cx * cy + 32768) >> 16
                guard alpha > 0 else { return }
                Self.blend(buffer, index, RGBA(color.r, color.g, color.b, UInt8(alpha)))
            }
            for py in py0..<py1 {
                let cy = coverage(py, r.y0, r.y1)
                let rowStart = (py * w + px0) * 4
                guard cy == 256, fullStart < fullEnd else {
                    previousFullRow = nil
                    for i in 0..<columns.count { blendOne(rowStart + i * 4, columns[i], cy) }
                    continue
                }
                if fullStart == 1 { blendOne(rowStart, columns[0], cy) }
                if fullEnd < columns.count { blendOne(rowStart + fullEnd * 4, columns[fullEnd], cy) }
                if opaque {
                    pixels.store(color.word, row: py, columns: (px0 + fullStart)..<(px0 + fullEnd))
                    continue
                }
                let spanStart = rowStart + fullStart * 4
                // An opaque pixel (alpha, its fourth byte, is 255) blends by the tables.
                PixelRun.map(base + spanStart, bytes: (fullEnd - fullStart) * 4, above: previousFullRow.map { base + spanStart - (py - $0) * w * 4 },
                             original: original.baseAddress!) { word in
                    let pixel = UInt32(littleEndian: word)
                    guard pixel >= 0xFF00_0000 else { return PixelBlend.over(RGBA(word: word), color).word }
                    return (UInt32(t0[Int(pixel & 0xFF)]) | UInt32(t1[Int(pixel >> 8 & 0xFF)]) << 8 | UInt32(t2[Int(pixel >> 16 & 0xFF)]) << 16 | 0xFF00_0000).littleEndian
                }
                previousFullRow = py
            }
        } } } }
        }
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
            fill(FixedRect(x0: Fixed(raw: ax << 8), y0: Fixed(raw: ay << 8), x1: Fixed(raw: bx << 8), y1: Fixed(raw: by << 8)), color: color)
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

    /// Diagonal hatching over `rect` (snapped to pixels): lines `lineWidth` pixels thick every
    /// `spacing` pixels along each row, rising to the right (`/`) or falling (`\`). Anchored to
    /// the canvas, so neighbouring hatched areas line up. `inside`, when given, keeps the pixels
    /// whose centre (in 1/256 px) it contains: a transformed view's shape. Whole pixels only.
    mutating func hatchRect(x: Double, y: Double, width: Double, height: Double, spacing: Int, lineWidth: Int, rising: Bool,
                            color: RGBA, shift: Int = 0, inside: ((_ sx: Int, _ sy: Int) -> Bool)? = nil) {
        precondition(batch == nil, "only rectangles can be batched")
        let r = FixedRect(x: x, y: y, width: width, height: height).snapped()
        let c = pixelClip
        let px0 = max(c.x0, r.x0.raw >> 8), px1 = min(c.x1, r.x1.raw >> 8)
        let py0 = max(c.y0, r.y0.raw >> 8), py1 = min(c.y1, r.y1.raw >> 8)
        guard px0 < px1, py0 < py1, spacing > 0, lineWidth > 0, color.a > 0 else { return }
        pristine = false
        paintBackgroundIfPending()
        let w = pixels.width
        let tables = blendTables(for: color)
        // A pixel is on a line where its phase, (x + y − shift) or (x − y − shift) mod spacing, is
        // below the line width; the phase grows by one a pixel along a row, so a row's lines are
        // runs `spacing` apart, found from its first pixel's phase.
        let line = min(lineWidth, spacing)
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
                            if let inside, !inside(x * 256 + 128, py * 256 + 128) { continue }
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
    /// exclusive), the canvas made ready for drawing outside a batch; nil when there are none.
    private mutating func beginSampledFill(bounds: FixedRect, color: RGBA) -> (Int, Int, Int, Int)? {
        precondition(batch == nil, "only rectangles can be batched")
        let r = bounds.intersection(clip)
        guard !r.isEmpty, color.a > 0 else { return nil }
        pristine = false
        paintBackgroundIfPending()
        let px0 = max(0, r.x0.floorPixel), px1 = min(width, r.x1.ceilPixel)
        let py0 = max(0, r.y0.floorPixel), py1 = min(height, r.y1.ceilPixel)
        return px0 < px1 && py0 < py1 ? (px0, py0, px1, py1) : nil
    }

    /// Fills the pixels of `bounds` by a coverage test: `inside` answers for a sample point in
    /// 1/256 px; `classify` may answer for a whole pixel (full, empty) to skip its samples.
    private mutating func fillSampled(
        bounds: FixedRect, color: RGBA,
        classify: (_ px: Int, _ py: Int) -> Bool?, inside: (_ sx: Int, _ sy: Int) -> Bool
    ) {
        guard let (px0, py0, px1, py1) = beginSampledFill(bounds: bounds, color: color) else { return }
        let c = clip
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
    private mutating func fillRoundedRectSamples(_ shape: RoundedRectShape, bounds: FixedRect, color: RGBA, outside: Bool) {
        guard let (px0, py0, px1, py1) = beginSampledFill(bounds: bounds, color: color) else { return }
        pixels.touch(rows: py0..<py1, columns: px0..<px1)
        let c = clip
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

    /// A rounded rectangle with circular corners of `radius` pixels.
    mutating func fillRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBA) {
        let rect = FixedRect(x: x, y: y, width: width, height: height)
        let r = min(Fixed(radius).raw, (rect.x1.raw - rect.x0.raw) / 2, (rect.y1.raw - rect.y0.raw) / 2)
        guard r > 0 else { fill(rect, color: color); return }
        fillRoundedRectSamples(RoundedRectShape(rect: rect, radius: r), bounds: rect, color: color, outside: false)
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
            fillRoundedRectSamples(shape, bounds: corner, color: color, outside: true)
        }
    }

    /// A convex polygon (a transformed rectangle), points in pixels, either winding.
    mutating func fillConvexPolygon(_ points: [(x: Double, y: Double)], color: RGBA) {
        guard points.count >= 3 else { return }
        let shape = ConvexPolygonShape(points: points.map { (Fixed($0.x).raw, Fixed($0.y).raw) })
        fillSampled(bounds: shape.bounds, color: color, classify: shape.classify, inside: shape.contains)
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

    /// Direct access for the text drawers.
    mutating func withPixelBuffer(_ body: (PixelBuffer) -> Void) {
        body(drawablePixels())
    }

    /// The pixels, for drawing into directly (text), the background painted first.
    mutating func drawablePixels() -> PixelBuffer {
        precondition(batch == nil, "direct drawing inside a batch")
        pristine = false
        paintBackgroundIfPending()
        return pixels
    }
}
