import PNGCodec
import RasterImage

/// The seal of a reference PNG: a `tEXt` chunk `LayoutSnapshot.seal`, written last before IEND,
/// holding a hash of every byte before it. Any later edit of the file (pixels re-painted by an
/// editor that keeps the text chunks, text changed, the file re-compressed) breaks it, so the
/// pixel hash recorded in the same file is trusted only while the seal holds (DESIGN.md,
/// "Performance model"). Checking it reads the file's bytes once and inflates nothing.
public enum ReferenceSeal {
    public static let keyword = "LayoutSnapshot.seal"

    public enum Status: String, Sendable, Codable {
        /// The file is byte for byte what was recorded.
        case intact
        /// A seal is there but the bytes before it changed.
        case broken
        /// No seal (written by another tool, or its text chunks were stripped).
        case absent
    }

    /// `png` with the seal inserted before IEND. `png` must be a well-formed PNG from our encoder.
    public static func seal(_ png: [UInt8]) -> [UInt8] {
        guard let iend = iendOffset(png) else { return png }
        let value = StableHasher.hex(StableHasher.hash(bytes: Array(png[..<iend])))
        var out = Array(png[..<iend])
        out += PNGCodec.textChunk(keyword: keyword, text: value)
        out += png[iend...]
        return out
    }

    public static func status(of png: [UInt8]) -> Status {
        guard let iend = iendOffset(png) else { return .absent }
        // The seal is the chunk just before IEND: find the last chunk start before `iend`.
        var offset = 8
        var previous: Int?
        while offset < iend {
            guard let length = chunkLength(png, at: offset) else { return .absent }
            previous = offset
            offset += 12 + length
        }
        guard let start = previous, offset == iend, chunkType(png, at: start) == "tEXt",
              let length = chunkLength(png, at: start) else { return .absent }
        let data = png[(start + 8)..<(start + 8 + length)]
        let prefix = Array(keyword.utf8) + [0]
        guard data.count > prefix.count, data.prefix(prefix.count).elementsEqual(prefix) else { return .absent }
        let recorded = String(decoding: data.dropFirst(prefix.count), as: UTF8.self)
        let actual = StableHasher.hex(StableHasher.hash(bytes: Array(png[..<start])))
        return recorded == actual ? .intact : .broken
    }

    // MARK: Chunks

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The offset of the IEND chunk, walking the chunk list; nil for anything malformed.
    static func iendOffset(_ png: [UInt8]) -> Int? {
        guard png.count >= 20, png[0..<8].elementsEqual(signature) else { return nil }
        var offset = 8
        while let length = chunkLength(png, at: offset) {
            if chunkType(png, at: offset) == "IEND" { return offset }
            offset += 12 + length
        }
        return nil
    }

    /// The data length of the chunk at `offset`, if the whole chunk is inside the file.
    private static func chunkLength(_ png: [UInt8], at offset: Int) -> Int? {
        guard offset >= 0, png.count - offset >= 12 else { return nil }
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        guard length <= 0x7FFF_FFFF, length <= png.count - offset - 12 else { return nil }
        return length
    }

    private static func chunkType(_ png: [UInt8], at offset: Int) -> String {
        String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
    }
}
