import Testing
import PNGCodec
import RasterImage

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

    static func rows(threads: Int) -> PNGEncodeOptions { PNGEncodeOptions(deflater: .rows, threads: threads) }

    @Test(arguments: [false, true])
    func decodesToTheImageAsTheZlibPathDoes(alpha: Bool) throws {
        // Several 128-row segments, the last one short.
        let image = Self.diagram(width: 301, height: 700, alpha: alpha)
        let rows = try PNGCodec.encode(image, options: Self.rows(threads: 2))
        let zlib = try PNGCodec.encode(image, options: PNGEncodeOptions(deflater: .zlib))
        #expect(rows[25] == (alpha ? 6 : 2))
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

    /// The widest rows the deflater takes (a match one row and one pixel back is 32768 bytes),
    /// and one pixel more, which goes to zlib.
    @Test func widestRows() throws {
        for width in [10921, 10922] {
            try roundTrip(Self.diagram(width: width, height: 3, alpha: false))
        }
        try roundTrip(Self.diagram(width: 8191, height: 3, alpha: true))
        try roundTrip(Self.diagram(width: 8192, height: 3, alpha: true))
    }

    private func roundTrip(_ image: Image) throws {
        let png = try PNGCodec.encode(image, options: Self.rows(threads: 2))
        #expect(try PNGCodec.decode(png).image == image, "\(image.width) × \(image.height)")
    }
}
