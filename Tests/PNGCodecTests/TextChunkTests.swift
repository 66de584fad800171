import Testing
import PNGCodec
import RasterImage

@Suite struct TextChunkTests {
    let image = Image.sample(width: 9, height: 7, colors: 5, alpha: false)

    @Test func latin1TextIsTEXtAndOtherTextIsITXt() throws {
        let text = [PNGTextEntry(keyword: "Pixel hash", text: "sha256:00ff"), PNGTextEntry(keyword: "Café", text: "crème brûlée"),
                    PNGTextEntry(keyword: "Device", text: "iPhone 15 — “Pro” ✓")]
        let png = try PNGCodec.encode(image, text: text)
        #expect(png.chunkTypes().filter { $0.hasSuffix("Xt") } == ["tEXt", "tEXt", "iTXt"])
        // Text comes before the image data, so a reader can stop early.
        #expect(png.chunkTypes().firstIndex(of: "iTXt")! < png.chunkTypes().firstIndex(of: "IDAT")!)
        #expect(try PNGCodec.decode(png).text == text)
        #expect(try PNGCodec.readText(png) == text)
    }

    @Test func emptyAndMultilineText() throws {
        let text = [PNGTextEntry(keyword: "Empty", text: ""), PNGTextEntry(keyword: "Lines", text: "a\nb\r\nc\t"),
                    PNGTextEntry(keyword: "Empty", text: "duplicates keep their order")]
        let png = try PNGCodec.encode(image, text: text)
        #expect(try PNGCodec.decode(png).text == text)
        #expect(try PNGCodec.readText(png) == text)
    }

    @Test(arguments: ["", String(repeating: "k", count: 80), " lead", "trail ", "two  spaces", "tab\tkey", "snow☃", "nul\0"])
    func invalidKeywordIsAnEncodingError(keyword: String) {
        #expect { try PNGCodec.encode(image, text: [PNGTextEntry(keyword: keyword, text: "x")]) } throws: { error in
            guard case let .encoding(message) = error as? PNGError else { return false }
            return message.contains("keyword")
        }
    }

    @Test func nulInTextIsAnEncodingError() {
        #expect(throws: PNGError.self) { try PNGCodec.encode(image, text: [PNGTextEntry(keyword: "k", text: "a\0b")]) }
    }

    @Test func longestKeywordAndLongText() throws {
        let text = [PNGTextEntry(keyword: String(repeating: "K", count: 79), text: String(repeating: "0123456789", count: 20_000))]
        let png = try PNGCodec.encode(image, text: text)
        #expect(try PNGCodec.readText(png) == text)
        #expect(try PNGCodec.decode(png).text == text)
    }

    /// zTXt and compressed iTXt, which our encoder never writes, are read by both paths; text after
    /// IDAT too.
    @Test func compressedTextBeforeAndAfterImageData() throws {
        let ztxt = PNGBytes.chunk("zTXt", Array("Author".utf8) + [0, 0] + PNGBytes.zlibStored([0x47, 0xE9, 0x72, 0x61, 0x72, 0x64]))
        let itxt = PNGBytes.chunk("iTXt", Array("Title".utf8) + [0, 1, 0] + Array("fr".utf8) + [0] + Array("Titre".utf8) + [0]
            + PNGBytes.zlibStored(Array("Schéma ✓".utf8)))
        let plainITXt = PNGBytes.chunk("iTXt", Array("Plain".utf8) + [0, 0, 0, 0, 0] + Array("ünïcode".utf8))
        let tail = PNGBytes.chunk("tEXt", Array("After".utf8) + [0] + Array("IDAT".utf8))
        let bytes = PNGBytes.rgba(image, before: [ztxt, itxt, plainITXt], after: [tail])
        let expected = [PNGTextEntry(keyword: "Author", text: "Gérard"), PNGTextEntry(keyword: "Title", text: "Schéma ✓"),
                        PNGTextEntry(keyword: "Plain", text: "ünïcode"), PNGTextEntry(keyword: "After", text: "IDAT")]
        #expect(try PNGCodec.readText(bytes) == expected)
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.text == expected)
        #expect(decoded.image == image)
    }

    /// A zTXt that claims to inflate to far more than the limit is dropped by both readers.
    @Test func compressionBombTextIsDropped() throws {
        // 8 MiB of zeros in stored blocks would be large; a real deflate bomb is tiny. Build one
        // by hand: fixed-Huffman blocks of "repeat the previous byte 258 times".
        let bomb = PNGBytes.chunk("zTXt", Array("Bomb".utf8) + [0, 0] + Self.zeroBomb(bytes: 6 << 20))
        let bytes = PNGBytes.rgba(image, before: [bomb, PNGBytes.chunk("tEXt", Array("ok".utf8) + [0, 0x31])])
        #expect(try PNGCodec.readText(bytes) == [PNGTextEntry(keyword: "ok", text: "1")])
        #expect(try PNGCodec.decode(bytes).text == [PNGTextEntry(keyword: "ok", text: "1")])
    }

    @Test func readTextLimitMatchesDecode() throws {
        let many = (0..<40).map { PNGBytes.chunk("tEXt", Array("k\($0)".utf8) + [0] + Array("v".utf8)) }
        let bytes = PNGBytes.rgba(image, before: many)
        let fromDecode = try PNGCodec.decode(bytes).text
        #expect(try PNGCodec.readText(bytes) == fromDecode)
        #expect(fromDecode.count < 40)
    }

    /// A zlib stream of `bytes` zeros: a literal 0, then length-258/distance-1 copies, in one
    /// fixed-Huffman block. Bits are packed least-significant first, Huffman codes most-significant first.
    static func zeroBomb(bytes: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var bitBuffer: UInt32 = 0
        var bitCount = 0
        func put(_ value: UInt32, _ count: Int) {
            bitBuffer |= value << UInt32(bitCount)
            bitCount += count
            while bitCount >= 8 { out.append(UInt8(bitBuffer & 0xFF)); bitBuffer >>= 8; bitCount -= 8 }
        }
        func putCode(_ code: UInt32, _ count: Int) {
            var reversed: UInt32 = 0
            for i in 0..<count where code & (1 << UInt32(i)) != 0 { reversed |= 1 << UInt32(count - 1 - i) }
            put(reversed, count)
        }
        put(1, 1)  // final block
        put(1, 2)  // fixed Huffman
        putCode(0x30, 8)  // literal 0
        for _ in 0..<((bytes - 1) / 258) {
            putCode(0xC5, 8)  // length code 285 = 258: fixed code 11000101
            putCode(0, 5)  // distance code 0 = 1
        }
        putCode(0, 7)  // end of block (256)
        if bitCount > 0 { put(0, 8 - bitCount) }
        return out + PNGBytes.be32(0)  // Adler-32 is wrong on purpose: the size limit must trip first
    }
}
