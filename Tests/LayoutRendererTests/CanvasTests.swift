import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

@Suite("canvas")
struct CanvasTests {
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)

    @Test("a rectangle at fractional positions covers each pixel by its exact area")
    func exactCoverage() {
        var canvas = Canvas(width: 4, height: 2, background: Self.white)
        // x from 0.5 to 2.25: pixel 0 half covered, 1 fully, 2 a quarter; rows fully.
        canvas.fillRect(x: 0.5, y: 0, width: 1.75, height: 2, color: Self.black)
        let row = (0..<4).map { canvas.image[$0, 0].r }
        // White blended with black at alpha 128 (half) and 64 (quarter), rounded.
        #expect(row == [127, 0, 191, 255])
        #expect(canvas.image[0, 1] == canvas.image[0, 0])
    }

    @Test("strokes land on pixel boundaries: crisp at any scale")
    func crispStroke() {
        var canvas = Canvas(width: 6, height: 6, background: Self.white)
        canvas.strokeRect(x: 0.8, y: 1.2, width: 4.1, height: 3.6, color: Self.black)
        // Snapped to [1, 5) × [1, 5): every pixel is either black or white.
        for y in 0..<6 { for x in 0..<6 {
            let v = canvas.image[x, y].r
            #expect(v == 0 || v == 255)
            let onEdge = (x == 1 || x == 4) && (1...4).contains(y) || (y == 1 || y == 4) && (1...4).contains(x)
            #expect((v == 0) == onEdge, "(\(x), \(y))")
        } }
    }

    @Test("clipping bounds every primitive")
    func clipping() {
        var canvas = Canvas(width: 8, height: 8, background: Self.white)
        canvas.pushClip(x: 2, y: 2, width: 3, height: 3)
        canvas.fillRect(x: 0, y: 0, width: 8, height: 8, color: Self.black)
        canvas.fillRoundedRect(x: 0, y: 0, width: 8, height: 8, radius: 3, color: Self.black)
        canvas.popClip()
        for y in 0..<8 { for x in 0..<8 {
            #expect((canvas.image[x, y].r == 0) == ((2..<5).contains(x) && (2..<5).contains(y)), "(\(x), \(y))")
        } }
    }

    @Test("rounded corners are anti-aliased and symmetric")
    func roundedRect() {
        var canvas = Canvas(width: 40, height: 40, background: Self.white)
        canvas.fillRoundedRect(x: 0, y: 0, width: 40, height: 40, radius: 12, color: Self.black)
        #expect(canvas.image[0, 0].r == 255 && canvas.image[20, 20].r == 0)
        let partial = (0..<40).filter { canvas.image[$0, 2].r != 0 && canvas.image[$0, 2].r != 255 }
        #expect(!partial.isEmpty)
        for y in 0..<40 { for x in 0..<40 {
            #expect(canvas.image[x, y] == canvas.image[39 - x, y] && canvas.image[x, y] == canvas.image[x, 39 - y])
        } }
    }

    @Test("a pixel read as a word gives back its four bytes, as pixel memory holds them")
    func pixelWords() {
        var random = SplitMix64(state: 42)
        var bytes = [UInt8](repeating: 0, count: 4)
        for _ in 0..<1000 {
            let c = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256))
            #expect(RGBA(word: c.word) == c)
            bytes.withUnsafeMutableBytes { $0.storeBytes(of: c.word, as: UInt32.self) }
            #expect(bytes == [c.r, c.g, c.b, c.a])
        }
    }

    @Test("the span compositor gives exactly the bytes of blending one rectangle after another", arguments: 0..<24)
    func spanCompositorMatchesSequential(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x9E37_79B9 &+ 1)
        let width = 23 + Int(random.next() % 40), height = 17 + Int(random.next() % 40)
        let background = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256))
        var fills: [(Double, Double, Double, Double, RGBA)] = []
        for _ in 0..<(1 + Int(random.next() % 30)) {
            func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit * 8 + 80))) / 4 - 10 }
            fills.append((coordinate(width), coordinate(height), coordinate(width) / 2 + 0.25, coordinate(height) / 2 + 0.25,
                          RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256))))
        }
        var sequential = Canvas(width: width, height: height, background: background)
        var batched = Canvas(width: width, height: height, background: background)
        batched.beginBatch()
        for (x, y, w, h, color) in fills where w > 0 && h > 0 {
            sequential.fillRect(x: x, y: y, width: w, height: h, color: color)
            batched.fillRect(x: x, y: y, width: w, height: h, color: color)
        }
        batched.endBatch()
        let same = sequential.image == batched.image
        #expect(same)
        // Composited a few rows at a time (`SpanCompositor.FlatPass`), with something drawn on
        // the rows done after each step (as text is): the bytes of compositing at once, then
        // drawing the same. (A step may end inside a band of rows copied from its first.)
        var stepped = Canvas(width: width, height: height, background: background)
        var once = Canvas(width: width, height: height, background: background)
        for canvas in [0, 1] {
            var c = canvas == 0 ? stepped : once
            c.beginBatch()
            for (x, y, w, h, color) in fills where w > 0 && h > 0 { c.fillRect(x: x, y: y, width: w, height: h, color: color) }
            if canvas == 0 { stepped = c } else { once = c }
        }
        once.endBatch()
        var pass = stepped.endBatchInSteps()
        var drawn: [(Double, Double, Double, Double, RGBA)] = []
        while pass.row < height {
            pass.composite(through: pass.row + 1 + random.below(9))
            let y = random.below(pass.row), x = random.below(width)
            let mark = (Double(x), Double(y), Double(1 + random.below(width - x)), Double(pass.row - y), RGBA(UInt8(random.below(256)), 0, 90, 160))
            stepped.fillRect(x: mark.0, y: mark.1, width: mark.2, height: mark.3, color: mark.4)
            drawn.append(mark)
        }
        for (x, y, w, h, color) in drawn { once.fillRect(x: x, y: y, width: w, height: h, color: color) }
        #expect(stepped.image == once.image)
    }

    @Test("fills composited over a canvas that is no longer flat give exactly the bytes of blending them one after another", arguments: 0..<24)
    func compositingOverDrawnPixels(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x2545_F491 &+ 7)
        let width = 23 + Int(random.next() % 40), height = 17 + Int(random.next() % 40)
        let background = seed % 3 == 0 ? RGBA(200, 210, 220, 120) : RGBA(240, 230, 220)
        func color() -> RGBA {
            // Opaque a quarter of the time: a span an opaque fill covers ends as one colour.
            RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), random.next() % 4 == 0 ? 255 : UInt8(random.next() % 256))
        }
        func rect() -> (Double, Double, Double, Double) {
            func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit * 8 + 80))) / 4 - 10 }
            return (coordinate(width), coordinate(height), coordinate(width) / 2 + 0.25, coordinate(height) / 2 + 0.25)
        }
        var sequential = Canvas(width: width, height: height, background: background)
        var batched = Canvas(width: width, height: height, background: background)
        // Something that is not a rectangle first (hatching, rows that differ), then fills.
        for canvas in [0, 1] {
            var c = canvas == 0 ? sequential : batched
            c.hatchRect(x: 2, y: 1, width: Double(width - 4), height: Double(height - 2), spacing: 5, lineWidth: 2, rising: seed % 2 == 0, color: RGBA(30, 60, 90, 140))
            if canvas == 0 { sequential = c } else { batched = c }
        }
        var fills: [((Double, Double, Double, Double), RGBA)] = []
        for _ in 0..<(1 + Int(random.next() % 30)) { fills.append((rect(), color())) }
        batched.beginBatch()
        for ((x, y, w, h), color) in fills where w > 0 && h > 0 {
            sequential.fillRect(x: x, y: y, width: w, height: h, color: color)
            batched.fillRect(x: x, y: y, width: w, height: h, color: color)
        }
        batched.endBatch()
        let same = sequential.image == batched.image
        #expect(same)
    }

    @Test("hatching blends exactly the pixels whose diagonal phase is below the line width, once each", arguments: 0..<16)
    func hatchingPixels(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x5851_F42D &+ 3)
        let width = 20 + Int(random.next() % 40), height = 15 + Int(random.next() % 30)
        let spacing = 1 + Int(random.next() % 9), lineWidth = 1 + Int(random.next() % 10), rising = random.next() % 2 == 0
        let background = seed % 2 == 0 ? RGBA(240, 230, 220) : RGBA(240, 230, 220, 128)
        let color = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(1 + random.next() % 255))
        let rect = (Double(Int(random.next() % 30)) - 5, Double(Int(random.next() % 20)) - 5, Double(Int(random.next() % 40)), Double(Int(random.next() % 30)))
        var canvas = Canvas(width: width, height: height, background: background)
        canvas.hatchRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3, spacing: spacing, lineWidth: lineWidth, rising: rising, color: color)
        let image = canvas.image
        for y in 0..<height {
            for x in 0..<width {
                let inRect = Double(x) >= rect.0 && Double(x) < rect.0 + rect.2 && Double(y) >= rect.1 && Double(y) < rect.1 + rect.3
                let phase = rising ? (x + y) % spacing : ((x - y) % spacing + spacing) % spacing
                let expected = inRect && phase < lineWidth ? PixelBlend.over(background, color) : background
                #expect(image[x, y] == expected, "pixel \(x), \(y)")
            }
        }
    }
}
