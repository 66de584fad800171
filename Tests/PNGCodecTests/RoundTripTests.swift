import Testing
import PNGCodec
import RasterImage

/// encode → decode gives back exactly the image, whichever colour layout the encoder chose.
@Suite struct RoundTripTests {
    /// IHDR's bit depth and colour type of an encoded file (bytes 24 and 25).
    static func layout(_ png: [UInt8]) -> (bitDepth: UInt8, colorType: UInt8) { (png[24], png[25]) }

    @discardableResult
    static func roundTrip(_ image: Image, options: PNGEncodeOptions = .default) throws -> [UInt8] {
        let png = try PNGCodec.encode(image, options: options)
        #expect(try PNGCodec.decode(png).image == image)
        return png
    }

    @Test func translucentManyColoursIsRGBA() throws {
        let png = try Self.roundTrip(Image.sample(width: 37, height: 23, colors: 600, alpha: true))
        #expect(Self.layout(png) == (8, 6))
    }

    /// The opacity scan reads eight pixels a step, then the rest one by one: one translucent
    /// pixel anywhere (in a block, at its edges, in the tail) makes the file RGBA.
    @Test(arguments: [0, 7, 8, 9, 15, 16, 1271, 1272, 1279, 1280])
    func oneTranslucentPixelAnywhereIsRGBA(at index: Int) throws {
        var image = Image.sample(width: 61, height: 21, colors: 1000, alpha: false)
        image.pixels[index * 4 + 3] = 254
        let png = try Self.roundTrip(image)
        #expect(Self.layout(png) == (8, 6))
    }

    @Test func opaqueManyColoursIsRGB() throws {
        let png = try Self.roundTrip(Image.sample(width: 64, height: 20, colors: 1000, alpha: false))
        #expect(Self.layout(png) == (8, 2))
    }

    @Test(arguments: [(2, UInt8(1)), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (255, 8), (256, 8)])
    func fewColoursIsPaletteAtTheSmallestDepth(colors: Int, depth: UInt8) throws {
        for alpha in [false, true] {
            let png = try Self.roundTrip(Image.sample(width: 31, height: 17, colors: colors, alpha: alpha))
            #expect(Self.layout(png) == (depth, 3), "\(colors) colours, alpha \(alpha)")
        }
    }

    @Test func twoHundredFiftySevenColoursIsTruecolour() throws {
        #expect(Self.layout(try Self.roundTrip(Image.sample(width: 20, height: 20, colors: 257, alpha: false))) == (8, 2))
        #expect(Self.layout(try Self.roundTrip(Image.sample(width: 20, height: 20, colors: 257, alpha: true))) == (8, 6))
    }

    @Test func onePixel() throws {
        for colour in [RGBA(0, 0, 0, 0), RGBA(255, 255, 255), RGBA(10, 20, 30, 40)] {
            let png = try Self.roundTrip(Image(width: 1, height: 1, fill: colour))
            #expect(Self.layout(png) == (1, 3))
        }
    }

    /// Straight alpha: the colour under alpha 0 is kept, and distinct invisible colours stay distinct.
    @Test func invisiblePixelsKeepTheirColour() throws {
        var image = Image(width: 4, height: 2, fill: RGBA(0, 0, 0, 0))
        image[1, 0] = RGBA(255, 0, 0, 0)
        image[2, 0] = RGBA(0, 255, 0, 0)
        image[3, 1] = RGBA(12, 34, 56, 1)
        try Self.roundTrip(image)
        try Self.roundTrip(image, options: PNGEncodeOptions(allowPalette: false))
    }

    @Test func everyOptionRoundTrips() throws {
        let images = [Image.sample(width: 33, height: 9, colors: 12, alpha: true), Image.sample(width: 33, height: 9, colors: 700, alpha: false),
                      Image.sample(width: 33, height: 9, colors: 700, alpha: true)]
        for image in images {
            for level in [0, 1, 9] {
                for strategy in PNGEncodeOptions.Strategy.allCases {
                    for filters: PNGEncodeOptions.Filters in [[], .none, .sub, .up, .average, .paeth, .all] {
                        let options = PNGEncodeOptions(compressionLevel: level, strategy: strategy, truecolorFilters: filters,
                                                       paletteFilters: filters, allowLowBitDepth: level != 1)
                        try Self.roundTrip(image, options: options)
                    }
                }
            }
        }
    }

    @Test func wideAndTallStrips() throws {
        try Self.roundTrip(Image.sample(width: 3000, height: 1, colors: 300, alpha: true))
        try Self.roundTrip(Image.sample(width: 1, height: 3000, colors: 3, alpha: false))
    }

    @Test func outputIsDeterministic() throws {
        let image = Image.sample(width: 120, height: 80, colors: 40, alpha: true)
        let text = [PNGTextEntry(keyword: "Hash", text: "abc"), PNGTextEntry(keyword: "Note", text: "é ✓")]
        let first = try PNGCodec.encode(image, text: text)
        #expect(try PNGCodec.encode(image, text: text) == first)
        // No time chunk: nothing in the file depends on when it was written.
        #expect(!first.containsChunk("tIME"))
    }

    @Test func emptyImageIsAnEncodingError() {
        #expect { try PNGCodec.encode(Image(width: 0, height: 3)) } throws: { error in
            guard case .encoding = error as? PNGError else { return false }
            return true
        }
    }

    @Test func outOfRangeLevelIsAnEncodingError() {
        #expect { try PNGCodec.encode(Image(width: 2, height: 2), options: PNGEncodeOptions(compressionLevel: 10)) } throws: { error in
            guard case .encoding = error as? PNGError else { return false }
            return true
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether a chunk of this type appears, found by walking the chunk list.
    func containsChunk(_ type: String) -> Bool { chunkTypes().contains(type) }

    func chunkTypes() -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= count {
            let length = Int(self[offset]) << 24 | Int(self[offset + 1]) << 16 | Int(self[offset + 2]) << 8 | Int(self[offset + 3])
            types.append(String(decoding: self[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
