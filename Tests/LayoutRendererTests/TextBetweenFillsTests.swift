import LayoutEngine
import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

/// A batch of fills with text between them is composited in one pass and made again step by
/// step only around the glyphs (`DiagramPainter.endBatch(placing:after:)`): the same bytes as
/// drawing fills, text and fills in turn.
@Suite("text between a batch's fills")
struct TextBetweenFillsTests {
    /// Glyph masks of a few letters at 17 pt and 3×, and their outlines placed anywhere.
    static func letters() -> [(mask: GlyphCache.Mask, outline: (Int, Int) -> FixedPath)] {
        let face = InterOutlines.face(.regular)
        let unit = 17.0 * 3 / Double(InterOutlines.unitsPerEm)
        let cache = GlyphCache()
        return ["g", "T", "a", "H", "j"].map { (letter: Unicode.Scalar) in
            let glyph = face.glyph(for: letter)!
            func outline(_ x: Int, _ y: Int) -> FixedPath {
                var path = FixedPath()
                DiagramPainter.append(glyph, to: &path) { u, v in (x * 256 + Fixed(Double(u) * unit).raw, y * 256 + Fixed(-Double(v) * unit).raw) }
                return path
            }
            let key = GlyphCache.Key(weight: .regular, glyph: InterOutlines.index(of: letter.value)!, xScale: unit.bitPattern, yScale: unit.bitPattern, phase: 0)
            return (cache.mask(for: key) { outline(0, 0) }, outline)
        }
    }

    @Test("fills, text between them and fills after: the bytes of drawing them in turn", arguments: 0..<24)
    func sameBytesAsInTurn(seed: UInt64) throws {
        try scene(seed: seed, faded: false)
    }

    @Test("faded as composited, with the text's and other boxes made again, drawn on and faded: the bytes of fading after drawing", arguments: 0..<24)
    func fadedAsComposited(seed: UInt64) throws {
        try scene(seed: seed, faded: true)
    }

    @Test("over the budget for boxes made again, drawn in turn: the same bytes, faded or not", arguments: 0..<12)
    func inTurnOverBudget(seed: UInt64) throws {
        try scene(seed: seed, faded: false, budget: 0)
        try scene(seed: seed, faded: true, budget: 0)
    }

    /// A random scene drawn in turn and as one batch with text between its fills; `faded`: the
    /// batch faded as it is composited (`OffscreenContent`), with rectangles of its own drawn
    /// last in boxes made again, against drawing everything in turn, then fading it all.
    func scene(seed: UInt64, faded: Bool, budget: Int = DiagramPainter.redoBudget) throws {
        var random = SplitMix64(state: seed &* 0x9E37_79B9 &+ (faded ? 29 : 11))
        let width = 60 + Int(random.next() % 80), height = 50 + Int(random.next() % 80)
        let background = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256))
        func color(opaqueOneIn n: UInt64) -> RGBA {
            RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), random.next() % n == 0 ? 255 : UInt8(random.next() % 256))
        }
        var fills: [(x: Double, y: Double, w: Double, h: Double, color: RGBA)] = []
        for _ in 0..<(1 + Int(random.next() % 30)) {
            func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit * 4 + 40))) / 4 - 5 }
            let fill = (x: coordinate(width), y: coordinate(height), w: coordinate(width) / 2 + 0.25, h: coordinate(height) / 2 + 0.25, color: color(opaqueOneIn: 4))
            if fill.w > 0, fill.h > 0 { fills.append(fill) }
        }
        // One to four texts, each after some of the fills (in order): lines of letters sharing a
        // baseline, now and then a letter as an outline, clipped now and then.
        let letters = Self.letters()
        var after = (0..<(1 + Int(random.next() % 4))).map { _ in Int(random.next() % UInt64(fills.count + 1)) }
        after.sort()
        let texts: [DiagramPainter.PreparedText] = after.map { _ in
            var glyphs: [DiagramPainter.PreparedText.Glyph] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                var x = Int(random.next() % UInt64(width)) - 10
                let baseline = Int(random.next() % UInt64(height + 20))
                for _ in 0..<(1 + Int(random.next() % 5)) {
                    let letter = letters[Int(random.next() % UInt64(letters.count))]
                    glyphs.append(random.next() % 6 == 0 ? .path(letter.outline(x, baseline)) : .mask(letter.mask, x: x, y: baseline))
                    x += 9 + Int(random.next() % 8)
                }
            }
            // Points at the painter's scale.
            let clip = random.next() % 3 == 0 ? Rect(x: 3, y: 2.5, width: 10.25, height: 12) : Rect(x: -100, y: -100, width: 1000, height: 1000)
            return DiagramPainter.PreparedText(glyphs: glyphs, color: color(opaqueOneIn: 2), clip: clip)
        }

        let layout = try TextDrawingTests.layout(TextDrawingTests.oneLabel.0, constraints: TextDrawingTests.oneLabel.1)
        var inTurn = DiagramPainter(layout: layout, options: .default)
        var batched = inTurn
        inTurn.canvas = Canvas(width: width, height: height, background: background)
        batched.canvas = Canvas(width: width, height: height, background: background)
        batched.canvas.beginBatch()
        // The texts at the last position go in at the end, the others between the fills, each
        // after the fills recorded before it (a fill wholly clipped away is not recorded).
        var last: (after: Int, texts: [DiagramPainter.PreparedText]) = (0, [])
        for index in 0...fills.count {
            for (position, text) in zip(after, texts) where position == index {
                inTurn.draw(text)
                let recorded = batched.canvas.recordedFills.count
                if position < after[after.count - 1] { batched.textBetweenFills.append((recorded, text)) } else { last = (recorded, last.texts + [text]) }
            }
            guard index < fills.count else { break }
            let fill = fills[index]
            inTurn.canvas.fillRect(x: fill.x, y: fill.y, width: fill.w, height: fill.h, color: fill.color)
            batched.canvas.fillRect(x: fill.x, y: fill.y, width: fill.w, height: fill.h, color: fill.color)
        }
        guard faded else {
            // Hatching over each part as soon as it is done (as over the screen's unsafe area),
            // against hatching the whole canvas after: every row once, top to bottom.
            let rising = random.next() % 2 == 0, hatch = color(opaqueOneIn: 3)
            var done: [Range<Int>] = []
            batched.endBatch(placing: last.texts, after: last.after, budget: budget) { painter, rows in
                done.append(rows)
                painter.canvas.pushClip(x: 0, y: Double(rows.lowerBound), width: Double(width), height: Double(rows.count))
                painter.canvas.hatchRect(x: 0, y: 0, width: Double(width), height: Double(height), spacing: 5, lineWidth: 2, rising: rising, color: hatch)
                painter.canvas.popClip()
            }
            inTurn.canvas.hatchRect(x: 0, y: 0, width: Double(width), height: Double(height), spacing: 5, lineWidth: 2, rising: rising, color: hatch)
            #expect(done.first?.lowerBound == 0 && done.last?.upperBound == height && zip(done, done.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            let same = inTurn.canvas.image == batched.canvas.image
            #expect(same)
            return
        }
        // Drawn last in boxes of their own (as labels go over the content beyond the screen).
        let own: [PixelRect] = (0..<Int(random.next() % 4)).map { _ in
            let x = Int(random.next() % UInt64(width)) - 5, y = Int(random.next() % UInt64(height)) - 5
            return PixelRect(x0: x, y0: y, x1: x + 3 + Int(random.next() % 20), y1: y + 3 + Int(random.next() % 12))
        }
        let fade = Fade(towards: RGBA(242, 242, 247), keeping: 140)
        let holes = batched.endBatch(placing: last.texts, after: last.after, mapping: fade.callAsFunction, redoing: own, budget: budget)
        for box in own {
            let c = color(opaqueOneIn: 3)
            for painter in [0, 1] {
                func draw(_ canvas: inout Canvas) {
                    canvas.fillRect(x: Double(box.x0) + 0.5, y: Double(box.y0), width: Double(box.x1 - box.x0) - 1, height: Double(box.y1 - box.y0), color: c)
                }
                if painter == 0 { draw(&inTurn.canvas) } else { draw(&batched.canvas) }
            }
        }
        inTurn.canvas.withPixelBuffer { $0.fade(fade, in: PixelRect(x: 0, y: 0, width: width, height: height), rows: 0..<height, outside: (0, 0)) }
        batched.canvas.withPixelBuffer { pixels in
            for hole in holes { pixels.fade(fade, in: hole, rows: 0..<height, outside: (0, 0)) }
        }
        let same = inTurn.canvas.image == batched.canvas.image
        #expect(same)
        var blank = Canvas(width: width, height: height, background: background)
        #expect(inTurn.canvas.image != blank.image)
    }

    @Test("a placed label touches no pixel outside the box made again for it", arguments: [1, 2, 3])
    func labelStaysInItsBox(scale: Int) throws {
        let layout = try TextDrawingTests.layout(TextDrawingTests.oneLabel.0, constraints: TextDrawingTests.oneLabel.1)
        var painter = DiagramPainter(layout: layout, options: RenderOptions(scale: Double(scale), overlays: []))
        var random = SplitMix64(state: UInt64(scale) &* 7919)
        let texts = ["title", "accountSettingsHeaderLabel", "w", "…", "a.b.c", "Ünïcødé ÅØ", ""]
        let background = RGBA(250, 240, 230)
        for _ in 0..<200 {
            let t = scale
            let x = Int(random.next() % 160) - 10, y = Int(random.next() % 100) - 10
            let maxWidth = Int(random.next() % 120) + 1
            let clip = random.next() % 3 == 0 ? PixelRect(x0: x + 5, y0: y + 2, x1: x + 60, y1: y + 40) : PixelRect(x: 0, y: 0, width: 200, height: 120)
            var leader: PixelRect? = nil
            switch random.next() % 5 {
            case 0: leader = PixelRect(x0: x + t, y0: y - 3 * t, x1: x + 2 * t, y1: y)
            case 1: leader = PixelRect(x0: x + t, y0: y + 10 * t, x1: x + 2 * t, y1: y + 13 * t)
            case 2: leader = PixelRect(x0: x - 3 * t, y0: y + 5 * t, x1: x, y1: y + 6 * t)
            case 3: leader = PixelRect(x0: x + maxWidth, y0: y + 5 * t, x1: x + maxWidth + 3 * t, y1: y + 6 * t)
            default: break
            }
            let label = DiagramPainter.PlacedLabel(text: texts[Int(random.next() % UInt64(texts.count))], x: x, y: y, maxWidth: maxWidth,
                                                   color: RGBA(20, 20, 20), plate: random.next() % 2 == 0, clip: clip, leader: leader)
            painter.canvas = Canvas(width: 200, height: 120, background: background)
            painter.draw([label])
            let box = painter.pixels(of: label)
            let image = painter.canvas.image
            for py in 0..<image.height { for px in 0..<image.width where image[px, py] != background {
                #expect(px >= box.x0 && px < box.x1 && py >= box.y0 && py < box.y1, "\(label) drew (\(px), \(py)) outside \(box)")
            } }
        }
    }

    @Test("disjoint boxes cover each pixel of the boxes given once, and no other", arguments: 0..<32)
    func disjointCover(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x2545_F491 &+ 3)
        let size = 40
        let boxes: [PixelRect] = (0..<Int(random.next() % 12)).map { _ in
            let x = Int(random.next() % 40), y = Int(random.next() % 40)
            return PixelRect(x0: x, y0: y, x1: min(size, x + Int(random.next() % 15)), y1: min(size, y + Int(random.next() % 15)))
        }
        var given = [Int](repeating: 0, count: size * size), covered = given
        for b in boxes { for y in b.y0..<max(b.y0, b.y1) { for x in b.x0..<max(b.x0, b.x1) { given[y * size + x] = 1 } } }
        let cover = DisjointBoxes.covering(boxes)
        for b in cover {
            #expect(b.x0 < b.x1 && b.y0 < b.y1)
            for y in b.y0..<b.y1 { for x in b.x0..<b.x1 { covered[y * size + x] += 1 } }
        }
        #expect(covered == given)
    }

    @Test("boxes side by side on the same rows become one; a box on rows of its own stays apart")
    func disjointMerges() {
        let cover = DisjointBoxes.covering([PixelRect(x0: 0, y0: 0, x1: 5, y1: 4), PixelRect(x0: 5, y0: 0, x1: 9, y1: 4),
                                                 PixelRect(x0: 2, y0: 1, x1: 7, y1: 3), PixelRect(x0: 20, y0: 10, x1: 22, y1: 12)])
        #expect(cover.map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [[0, 0, 9, 4], [20, 10, 22, 12]])
    }
}
