/// One chunk of a PNG file, located in its bytes (PNG 5.3: length, type, data, CRC).
public struct PNGChunk: Sendable, Hashable {
    /// The four-letter type (`IHDR`, `tEXt`, `IEND`, …).
    public var type: String
    /// Where the chunk starts (its length field).
    public var offset: Int
    /// Its data, without length, type or CRC.
    public var data: Range<Int>
    /// The first byte after the chunk (after its CRC).
    public var end: Int { data.upperBound + 4 }
}

extension PNGCodec {
    /// The chunks of `png` up to and including IEND, walked by their lengths without checking CRCs
    /// or inflating anything; nil when the bytes are not a PNG, a chunk runs past the end, or IEND
    /// is missing. For tools that edit a file already encoded (the seal of a snapshot) rather than
    /// for reading images: `decode` and `readText` apply libpng's rules.
    public static func chunks(_ png: [UInt8]) -> [PNGChunk]? {
        guard png.count >= 20, png[0..<8].elementsEqual(PNGTextReading.signature) else { return nil }
        var chunks: [PNGChunk] = []
        var offset = 8
        while png.count - offset >= 12 {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard length <= 0x7FFF_FFFF, length <= png.count - offset - 12 else { return nil }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let chunk = PNGChunk(type: type, offset: offset, data: (offset + 8)..<(offset + 8 + length))
            chunks.append(chunk)
            if type == "IEND" { return chunks }
            offset = chunk.end
        }
        return nil
    }

    /// The width and height its IHDR chunk states (the first chunk, as the format requires), read
    /// without walking the rest; nil when the bytes do not start so.
    public static func dimensions(_ png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 24, png[0..<8].elementsEqual(PNGTextReading.signature), png[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func int(_ at: Int) -> Int { Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3]) }
        return (int(16), int(20))
    }

    /// The `tEXt` chunk's keyword and text, read as written by `textChunk` (Latin-1 keyword, NUL,
    /// text); nil for any other chunk or one without the NUL.
    public static func textOf(_ chunk: PNGChunk, in png: [UInt8]) -> (keyword: String, text: String)? {
        guard chunk.type == "tEXt", let nul = png[chunk.data].firstIndex(of: 0) else { return nil }
        let keyword = String(decoding: png[chunk.data.lowerBound..<nul], as: UTF8.self)
        return (keyword, String(decoding: png[(nul + 1)..<chunk.data.upperBound], as: UTF8.self))
    }
}
