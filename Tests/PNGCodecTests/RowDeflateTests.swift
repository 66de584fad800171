import Testing
import PNGCodec
import RasterImage
import SharedTestSupport

/// The row deflater (PNGEncodeOptions.Deflater.rows): what it writes decodes to the image (as the
/// zlib path's file does), and its bytes do not depend on the thread count.
@Suite struct RowDeflateTests {
    /// A diagram-like image: flat rectangles (rows equal to the row above, runs of one colour),
    /// diagonal hatching both ways (rows shifted by a pixel), a patch of noise (literals), and,
    /// when `alpha`, a translucent band.
    static func diagram(width: Int, height: Int, alpha: Bool, seed: UInt64 = 7) -> Image {
        var image = Image(width: width, height: height, fill: RGBA(242, 242, 247))
        var generator = SplitMix64(state: seed)
        for y in 0..<height {
            for x in 0..<width {
                if x > width / 5, x < width * 4 / 5, y > height / 6, y < height / 2 { image[x, y] = RGBA(200, 220, 255) }
                if y < height / 8, (x + y) % 18 < 3 { image[x, y] = RGBA(230, 60, 60) }
                if y > height * 7 / 8, ((x - y) % 18 + 18) % 18 < 3 { image[x, y] = RGBA(230, 60, 60) }
                if x > width / 3, x < width / 2, y > height / 2, y < height * 3 / 5 {
                    image[x, y] = RGBA(UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator), 90)
                }
                if alpha, y > height * 2 / 3, y < height * 3 / 4 { image[x, y].a = UInt8(truncatingIfNeeded: 40 + x % 7) }
            }
        }
        return image
    }

    /// Truecolour always (a diagram of few colours would otherwise be written as a palette, by
    /// libpng), by the row deflater.
    static func rows(threads: Int) -> PNGEncodeOptions { PNGEncodeOptions(allowPalette: false, deflater: .rows, threads: threads) }

    /// Whether the file's image data came from the row deflater: its zlib header is 78 01 (the
    /// zlib path at level 6 writes 78 9C).
    static func byRowDeflater(_ png: [UInt8]) -> Bool {
        var at = 8
        while at + 8 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            if png[(at + 4)..<(at + 8)].elementsEqual("IDAT".utf8) { return at + 10 <= png.count && png[at + 8] == 0x78 && png[at + 9] == 0x01 }
            at += 12 + length
        }
        return false
    }

    @Test(arguments: [false, true])
    func decodesToTheImageAsTheZlibPathDoes(alpha: Bool) throws {
        // Several 128-row segments, the last one short.
        let image = Self.diagram(width: 301, height: 700, alpha: alpha)
        let rows = try PNGCodec.encode(image, options: Self.rows(threads: 2))
        let zlib = try PNGCodec.encode(image, options: PNGEncodeOptions(deflater: .zlib))
        #expect(rows[25] == (alpha ? 6 : 2))
        #expect(Self.byRowDeflater(rows) && !Self.byRowDeflater(zlib))
        #expect(try PNGCodec.decode(rows).image == image)
        #expect(try PNGCodec.decode(zlib).image == image)
    }

    @Test func sameBytesForAnyThreadCount() throws {
        for alpha in [false, true] {
            let image = Self.diagram(width: 257, height: 1000, alpha: alpha)
            let one = try PNGCodec.encode(image, options: Self.rows(threads: 1))
            for threads in [2, 3, 8] {
                #expect(try PNGCodec.encode(image, options: Self.rows(threads: threads)) == one, "\(threads) threads, alpha \(alpha)")
            }
        }
    }

    /// Narrow and short images, sizes around the segment length, noise (no runs at all), and
    /// text chunks before the image data.
    @Test func edgeSizesAndNoise() throws {
        for (width, height) in [(1, 1), (1, 300), (2, 2), (3, 129), (300, 1), (64, 128), (64, 256), (65, 257)] {
            for alpha in [false, true] {
                try roundTrip(Self.diagram(width: width, height: height, alpha: alpha))
                try roundTrip(Image.sample(width: width, height: height, colors: 1000, alpha: alpha))
            }
        }
        let text = [PNGTextEntry(keyword: "Hash", text: "abc"), PNGTextEntry(keyword: "Note", text: "é ✓")]
        let png = try PNGCodec.encode(Image.sample(width: 40, height: 30, colors: 700, alpha: false), text: text, options: Self.rows(threads: 2))
        #expect(try PNGCodec.decode(png).text == text)
        #expect(try PNGCodec.readText(png) == text)
    }

    /// The widest rows the deflater takes (a match one row and one pixel back within 32768
    /// bytes: 1 + 10921 · 3 + 3 and 1 + 8190 · 4 + 4), and one pixel more, which goes to libpng.
    @Test func widestRows() throws {
        for (width, alpha, deflater) in [(10921, false, true), (10922, false, false), (8190, true, true), (8191, true, false)] {
            var image = Self.diagram(width: width, height: 3, alpha: alpha)
            // Three rows hold no translucent band: one translucent pixel makes it RGBA.
            if alpha { image[0, 0].a = 128 }
            let png = try roundTrip(image)
            #expect(Self.byRowDeflater(png) == deflater, "\(width) px, alpha \(alpha)")
        }
    }

    /// The row deflater writes RGB, checking the alpha bytes it drops (no pass of its own): one
    /// translucent pixel anywhere, in any segment and in a row that differs from the one above
    /// only by it, makes the file RGBA.
    @Test func oneTranslucentPixelAnywhereMakesItRGBA() throws {
        let opaque = Self.diagram(width: 97, height: 700, alpha: false)
        #expect(try roundTrip(opaque)[25] == 2)
        for (x, y) in [(0, 0), (96, 0), (50, 127), (50, 128), (1, 300), (96, 699), (40, 699)] {
            var image = opaque
            image[x, y].a = 254
            #expect(try roundTrip(image)[25] == 6, "(\(x), \(y))")
        }
    }

    /// `encode(_:options:alongside:text:)` runs its work once, before the text is asked for,
    /// and writes what `encode(_:text:options:)` writes, on every path: the row deflater as RGB
    /// and as RGBA, a palette, and rows too wide for it (libpng).
    @Test func workAlongsideRunsOnceAndChangesNoByte() throws {
        var translucent = Self.diagram(width: 120, height: 400, alpha: true)
        translucent[3, 3].a = 9
        // Too wide for RGBA rows but not for RGB: the RGB attempt finds the alpha, libpng writes it.
        var wideTranslucent = Self.diagram(width: 9000, height: 3, alpha: false)
        wideTranslucent[8000, 1].a = 3
        // A corner cut away: translucent in its first row, so no RGB attempt.
        var corner = Self.diagram(width: 120, height: 400, alpha: false)
        corner[0, 0].a = 0
        let images = [Self.diagram(width: 120, height: 400, alpha: false), translucent, corner,
                      Image.sample(width: 50, height: 40, colors: 20, alpha: false), Self.diagram(width: 10922, height: 3, alpha: false), wideTranslucent]
        for image in images {
            for options in [Self.rows(threads: 2), PNGEncodeOptions.default, Self.rows(threads: 1)] {
                var runs = 0, textAfterWork = false
                let png = try PNGCodec.encode(image, options: options, alongside: { runs += 1 }) {
                    textAfterWork = runs == 1
                    return [PNGTextEntry(keyword: "Runs", text: "\(runs)")]
                }
                #expect(runs == 1 && textAfterWork, "\(image.width) × \(image.height)")
                #expect(png == (try PNGCodec.encode(image, text: [PNGTextEntry(keyword: "Runs", text: "1")], options: options)))
            }
        }
    }

    /// The row deflater's bytes, pinned: a change that still decodes but writes other bytes
    /// (every reference file would change) fails here. The digests are of the encoder as it has
    /// written references so far: its speed-ups of issue 11 were checked to write the same bytes
    /// as before them (the old and new C deflaters side by side on 508 random segments, RGB and
    /// RGBA, and the examples' renders).
    @Test func bytesArePinned() throws {
        func digest(_ alpha: Bool) throws -> String {
            StableHasher.hex(StableHasher.hash(bytes: try PNGCodec.encode(Self.diagram(width: 301, height: 700, alpha: alpha), options: Self.rows(threads: 2))))
        }
        let rgb = try digest(false), rgba = try digest(true)
        #expect(rgb == "739fffa1bf0ecaae")
        #expect(rgba == "326c755495d3cba5")
    }

    @discardableResult
    private func roundTrip(_ image: Image) throws -> [UInt8] {
        let png = try PNGCodec.encode(image, options: Self.rows(threads: 2))
        #expect(try PNGCodec.decode(png).image == image, "\(image.width) × \(image.height)")
        #expect(png[25] == (image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element != 255 } ? 6 : 2), "truecolour")
        return png
    }
}
