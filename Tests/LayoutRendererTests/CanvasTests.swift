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

    /// Each pixel blended by each fill in turn, by the rule itself: the fill's colour at alpha
    /// (a · cx · cy + 32768) >> 16 for a pixel it covers by cx × cy (1/256 each way), or as it
    /// is where it covers the pixel wholly.
    static func blendedOneByOne(_ fills: [SpanCompositor.Fill], over image: Image) -> Image {
        var image = image
        for f in fills {
            for py in 0..<image.height {
                for px in 0..<image.width {
                    let cx = max(0, min(f.rect.x1.raw, (px + 1) * 256) - max(f.rect.x0.raw, px * 256))
                    let cy = max(0, min(f.rect.y1.raw, (py + 1) * 256) - max(f.rect.y0.raw, py * 256))
                    guard cx > 0, cy > 0 else { continue }
                    let alpha = cx == 256 && cy == 256 ? Int(f.color.a) : (Int(f.color.a) * cx * cy + 32768) >> 16
                    guard alpha > 0 else { continue }
                    image[px, py] = PixelBlend.over(image[px, py], RGBA(f.color.r, f.color.g, f.color.b, UInt8(alpha)))
                }
            }
        }
        return image
    }

    /// Random fills at quarter pixels, some reaching past the edges.
    static func randomFills(_ random: inout SplitMix64, width: Int, height: Int) -> [SpanCompositor.Fill] {
        (0..<(1 + Int(random.next() % 30))).compactMap { _ in
            func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit * 8 + 80))) / 4 - 10 }
            let rect = FixedRect(x: coordinate(width), y: coordinate(height), width: coordinate(width) / 2 + 0.25, height: coordinate(height) / 2 + 0.25)
            let color = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), random.next() % 4 == 0 ? 255 : UInt8(random.next() % 256))
            return rect.isEmpty ? nil : SpanCompositor.Fill(rect: rect, color: color)
        }
    }

    @Test("fills composited in one pass on a flat background give exactly the bytes of blending one rectangle after another", arguments: 0..<24)
    func spanCompositorMatchesSequential(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x9E37_79B9 &+ 1)
        let width = 23 + Int(random.next() % 40), height = 17 + Int(random.next() % 40)
        let background = RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256))
        let fills = Self.randomFills(&random, width: width, height: height)
        let expected = Self.blendedOneByOne(fills, over: Image(width: width, height: height, fill: background))
        // In two parts (as tiles are), the background painted by the pass.
        var image = DisplayList.uninitializedImage(width: width, height: height)
        let cut = Int(random.next() % UInt64(height))
        image.withPixelBuffer { pixels in
            for part in [PixelRect(x0: 0, y0: 0, x1: width, y1: cut), PixelRect(x0: 0, y0: cut, x1: width, y1: height)] {
                SpanCompositor.composite(fills, background: background, into: pixels, region: part)
            }
        }
        #expect(image == expected, "seed \(seed)")
        // The canvas draws each fill in turn (`drawInOrder`): the same.
        var canvas = Canvas(width: width, height: height, background: background)
        for f in fills { canvas.fill(f.rect, color: f.color) }
        #expect(canvas.image == expected)
    }

    @Test("fills composited over a canvas that is no longer flat give exactly the bytes of blending them one after another", arguments: 0..<24)
    func compositingOverDrawnPixels(seed: UInt64) {
        var random = SplitMix64(state: seed &* 0x2545_F491 &+ 7)
        let width = 23 + Int(random.next() % 40), height = 17 + Int(random.next() % 40)
        let background = seed % 3 == 0 ? RGBA(200, 210, 220, 120) : RGBA(240, 230, 220)
        // Something that is not a rectangle first (hatching, rows that differ), then fills.
        var hatched = Canvas(width: width, height: height, background: background)
        hatched.hatchRect(x: 2, y: 1, width: Double(width - 4), height: Double(height - 2), spacing: 5, lineWidth: 2, rising: seed % 2 == 0, color: RGBA(30, 60, 90, 140))
        let under = hatched.image
        let fills = Self.randomFills(&random, width: width, height: height)
        var image = under
        image.withPixelBuffer { SpanCompositor.composite(fills, over: $0, region: PixelRect(x: 0, y: 0, width: width, height: height)) }
        #expect(image == Self.blendedOneByOne(fills, over: under))
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
