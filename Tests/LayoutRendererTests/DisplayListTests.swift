import LayoutEngine
import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

/// A display list drawn in tiles, each tile's fills composited in one pass past the commands they
/// do not touch (`DisplayList.draw`), gives the bytes of drawing every command in turn
/// (`drawInOrder`); and no command changes a pixel outside its `bounds`, which that rests on.
@Suite("display list")
struct DisplayListTests {
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

    @Test("fills, text, hatching and shapes among them: tiles give the bytes of drawing in turn", arguments: 0..<24)
    func sameBytesAsInTurn(seed: UInt64) throws {
        try scene(seed: seed, faded: false)
    }

    @Test("the same, faded as the content beyond the screen is: as composited where nothing is held, after drawing where some is", arguments: 0..<24)
    func fadedAsComposited(seed: UInt64) throws {
        try scene(seed: seed, faded: true)
    }

    /// Random fills with text between them (lines of letters sharing a baseline, now and then a
    /// letter as an outline, clipped now and then), hatching, rounded rectangles and tags among
    /// them, drawn in turn and in tiles of a few rows; `faded`: the layer faded as the content
    /// beyond the screen is.
    func scene(seed: UInt64, faded: Bool) throws {
        var random = SplitMix64(state: seed &* 0x9E37_79B9 &+ (faded ? 29 : 11))
        let width = 60 + Int(random.next() % 80), height = 50 + Int(random.next() % 80)
        let background = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256))
        func color(opaqueOneIn n: UInt64) -> RGBA {
            RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), random.next() % n == 0 ? 255 : UInt8(random.next() % 256))
        }
        func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit * 4 + 40))) / 4 - 5 }
        let letters = Self.letters()
        let layout = try TextDrawingTests.layout(TextDrawingTests.oneLabel.0, constraints: TextDrawingTests.oneLabel.1)
        var painter = DiagramPainter(layout: layout, options: .default)
        painter.canvas = Canvas(width: width, height: height, background: background)
        for _ in 0..<(1 + Int(random.next() % 40)) {
            switch random.next() % 10 {
            case 0:
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
                painter.draw(DiagramPainter.PreparedText(glyphs: glyphs, color: color(opaqueOneIn: 2), clip: clip))
            case 1:
                painter.canvas.hatchRect(x: coordinate(width), y: coordinate(height), width: coordinate(width), height: coordinate(height),
                                         spacing: 5, lineWidth: 2, rising: random.next() % 2 == 0, color: color(opaqueOneIn: 3))
            case 2:
                painter.canvas.fillRoundedRect(x: coordinate(width), y: coordinate(height), width: coordinate(width), height: coordinate(height),
                                               radius: Double(random.next() % 12), color: color(opaqueOneIn: 3))
            case 3:
                painter.label(["title", "w", "a.b.c"][Int(random.next() % 3)], x: Int(random.next() % UInt64(width)), y: Int(random.next() % UInt64(height)),
                              maxWidth: 10 + Int(random.next() % 60), color: color(opaqueOneIn: 2))
                painter.drawPendingLabels()
            default:
                let w = coordinate(width) / 2 + 0.25, h = coordinate(height) / 2 + 0.25
                if w > 0, h > 0 { painter.canvas.fillRect(x: coordinate(width), y: coordinate(height), width: w, height: h, color: color(opaqueOneIn: 4)) }
            }
        }
        let fade = faded ? Fade(towards: RGBA(242, 242, 247), keeping: 140) : nil
        let list = DisplayList(width: width, height: height, planes: [
            DisplayList.Plane(parts: [PixelRect(x: 0, y: 0, width: width, height: height)], background: background, commands: painter.canvas.commands, fade: fade),
        ])
        let inTurn = list.drawInOrder()
        for rows in [1 + Int(random.next() % 9), 16, height] {
            let tiled = list.draw(tileRows: rows)
            #expect(tiled == inTurn, "seed \(seed), tiles of \(rows) rows")
        }
        let blank = Canvas(width: width, height: height, background: background)
        #expect(painter.canvas.commands.isEmpty || inTurn != blank.image || faded)
    }

    @Test("no command changes a pixel outside its bounds: fills, strokes, hatching, shapes, text and tags", arguments: [1, 2, 3])
    func commandsKeepToTheirBounds(scale: Int) throws {
        let layout = try TextDrawingTests.layout(TextDrawingTests.oneLabel.0, constraints: TextDrawingTests.oneLabel.1)
        var painter = DiagramPainter(layout: layout, options: RenderOptions(scale: Double(scale), overlays: []))
        var random = SplitMix64(state: UInt64(scale) &* 7919)
        let letters = Self.letters()
        let background = RGBA(250, 240, 230)
        painter.canvas = Canvas(width: 200, height: 120, background: background)
        func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit * 4 + 40))) / 4 - 5 }
        for _ in 0..<80 {
            let x = coordinate(200), y = coordinate(120), w = coordinate(100), h = coordinate(60)
            // Now and then under a clip at fractional pixels.
            let clipped = random.next() % 3 == 0
            if clipped { painter.canvas.pushClip(x: coordinate(200), y: coordinate(120), width: coordinate(100) + 0.37, height: coordinate(60) + 0.61) }
            defer { if clipped { painter.canvas.popClip() } }
            switch random.next() % 8 {
            case 0: painter.canvas.fillRect(x: x, y: y, width: w, height: h, color: RGBA(20, 30, 40, 200))
            case 1: painter.canvas.strokeDashedRect(x: x, y: y, width: w, height: h, dash: 4, gap: 3, lineWidth: scale, color: RGBA(200, 30, 40))
            case 2: painter.canvas.hatchOnAnyFill(x: x, y: y, width: w, height: h, spacing: 6, lineWidth: scale, rising: random.next() % 2 == 0, color: RGBA(200, 30, 40))
            case 3: painter.canvas.fillRoundedRect(x: x, y: y, width: w, height: h, radius: Double(random.next() % 20), color: RGBA(20, 130, 40, 180))
            case 4: painter.canvas.fillOutsideRoundedRect(x: x, y: y, width: w, height: h, radius: Double(random.next() % 20), color: RGBA(0, 0, 0))
            case 5:
                let letter = letters[Int(random.next() % UInt64(letters.count))]
                let (px, py) = (Int(x), Int(y) + 20)
                if random.next() % 2 == 0 { painter.canvas.blend([(letter.mask, px, py)], color: RGBA(0, 0, 0)) } else { painter.canvas.fillPath(letter.outline(px, py), color: RGBA(0, 0, 0)) }
            case 6:
                // Hatching kept inside a rotated shape (the Auto Layout overlay's marker on a transformed view).
                let shape = ConvexPolygonShape(points: [(x, y), (x + w, y + h / 3), (x + w / 2, y + h)].map { (Fixed($0.0).raw, Fixed($0.1).raw) })
                painter.canvas.hatchRect(x: x, y: y, width: w, height: h, spacing: 8, lineWidth: scale, rising: false, color: RGBA(200, 30, 40, 120), within: shape)
            default: painter.canvas.fillConvexPolygon([(x, y), (x + w, y + h / 3), (x + w / 2, y + h)], color: RGBA(90, 30, 140, 220))
            }
        }
        let texts = ["title", "accountSettingsHeaderLabel", "w", "…", "a.b.c", "Ünïcødé ÅØ", ""]
        for _ in 0..<100 {
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
            painter.draw([DiagramPainter.PlacedLabel(text: texts[Int(random.next() % UInt64(texts.count))], x: x, y: y, maxWidth: maxWidth,
                                                     color: RGBA(20, 20, 20), plate: random.next() % 2 == 0, clip: clip, leader: leader)])
        }
        let all = PixelRect(x: 0, y: 0, width: 200, height: 120)
        for command in painter.canvas.commands {
            let image = DisplayList(width: 200, height: 120, planes: [DisplayList.Plane(parts: [all], background: background, commands: [command])]).drawInOrder()
            let b = command.bounds
            for py in 0..<image.height { for px in 0..<image.width where image[px, py] != background {
                #expect(px >= b.x0 && px < b.x1 && py >= b.y0 && py < b.y1, "\(command.shape) drew (\(px), \(py)) outside \(b)")
            } }
        }
    }
}
