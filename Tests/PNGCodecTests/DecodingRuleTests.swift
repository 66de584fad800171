import Testing
import PNGCodec
import RasterImage

/// The conversion rules of `decode`, each on a hand-built file whose expected pixels are obvious.
@Suite struct DecodingRuleTests {
    /// A non-interlaced PNG from raw scanlines (filter byte 0 prepended to each row here).
    static func png(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], before: [[UInt8]] = []) -> [UInt8] {
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        return PNGBytes.signature + PNGBytes.ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType)
            + before.flatMap { $0 } + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(raw)) + PNGBytes.chunk("IEND", [])
    }

    /// 16-bit samples keep their high byte (truncation, as Pillow's RGB;16B unpacker): 0x12FF → 0x12, not 0x13.
    @Test func sixteenBitKeepsTheHighByte() throws {
        let bytes = Self.png(width: 2, height: 1, bitDepth: 16, colorType: 6,
                             rows: [[0x12, 0xFF, 0x00, 0x80, 0xFF, 0xFF, 0x7F, 0xFF, /**/ 0x00, 0x00, 0x01, 0x00, 0xAB, 0xCD, 0x00, 0xFF]])
        #expect(try PNGCodec.decode(bytes).image.pixels == [0x12, 0x00, 0xFF, 0x7F, 0x00, 0x01, 0xAB, 0x00])
    }

    /// tRNS is matched against the full 16-bit sample, before the reduction to 8 bits.
    @Test func sixteenBitTransparencyKeyMatchesAllSixteenBits() throws {
        let trns = PNGBytes.chunk("tRNS", [0x12, 0x34])
        let bytes = Self.png(width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [[0x12, 0x34, 0x12, 0x35]], before: [trns])
        #expect(try PNGCodec.decode(bytes).image.pixels == [0x12, 0x12, 0x12, 0, /**/ 0x12, 0x12, 0x12, 255])
    }

    /// Low-depth gray is scaled exactly, and a tRNS key is in the stored depth (15 of 4 bits is white).
    @Test func lowDepthGrayScalesAndMatchesTheKeyAtItsDepth() throws {
        let trns = PNGBytes.chunk("tRNS", [0x00, 0x0F])
        let bytes = Self.png(width: 4, height: 1, bitDepth: 4, colorType: 0, rows: [[0x01, 0x7F]], before: [trns])
        #expect(try PNGCodec.decode(bytes).image.pixels == [0, 0, 0, 255, 17, 17, 17, 255, 119, 119, 119, 255, 255, 255, 255, 0])
        let twoBit = Self.png(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [[0b00_01_10_11]])
        #expect(try PNGCodec.decode(twoBit).image.pixels == [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255])
    }

    /// Palette with a short tRNS: entries past its end are opaque.
    @Test func paletteAlphaComesFromTRNS() throws {
        let plte = PNGBytes.chunk("PLTE", [10, 20, 30, 40, 50, 60, 70, 80, 90])
        let trns = PNGBytes.chunk("tRNS", [0, 128])
        let bytes = Self.png(width: 3, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1, 2]], before: [plte, trns])
        #expect(try PNGCodec.decode(bytes).image.pixels == [10, 20, 30, 0, 40, 50, 60, 128, 70, 80, 90, 255])
    }

    /// gAMA, cHRM, sRGB, iCCP and bKGD change nothing: the stored samples come out as they are.
    @Test func colourManagementChunksAreIgnored() throws {
        let image = Image.sample(width: 6, height: 3, colors: 11, alpha: true)
        let chunks = [PNGBytes.chunk("gAMA", PNGBytes.be32(100_000)), PNGBytes.chunk("sRGB", [0]),
                      PNGBytes.chunk("cHRM", (0..<8).flatMap { _ in PNGBytes.be32(30_000) }),
                      PNGBytes.chunk("iCCP", Array("icc".utf8) + [0, 0] + PNGBytes.zlibStored([1, 2, 3])),
                      PNGBytes.chunk("bKGD", [0, 255, 0, 0, 0, 0])]
        #expect(try PNGCodec.decode(PNGBytes.rgba(image, before: chunks)).image == image)
    }

    /// An unknown critical chunk (upper-case first letter) must not be skipped silently.
    @Test func unknownCriticalChunkIsCorrupt() {
        let image = Image(width: 2, height: 2, fill: RGBA(1, 2, 3))
        let bytes = PNGBytes.rgba(image, before: [PNGBytes.chunk("ZZZZ", [1, 2, 3])])
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes) }
    }
}
