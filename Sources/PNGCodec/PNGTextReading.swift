import CLibPNG

/// Reads tEXt, zTXt and iTXt by walking the chunk list, never inflating IDAT: checking a recorded
/// pixel hash then costs a few microseconds instead of a full decode.
///
/// It follows libpng's reading rules closely so that `readText` and `decode(_:).text` agree on the same
/// file: a text chunk with a bad CRC or a malformed header is dropped (libpng's default for
/// ancillary chunks), any non-IDAT chunk over CLIBPNG_MAX_CHUNK_BYTES is an error, at most
/// `maxEntries` text chunks are kept, and text values end at their first NUL.
enum PNGTextReading {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let maxChunkBytes = Int(CLIBPNG_MAX_CHUNK_BYTES)
    /// libpng counts text chunks down from the chunk-cache limit and stops keeping them at 1.
    static let maxEntries = Int(CLIBPNG_MAX_CACHED_CHUNKS) - 2

    static func readText(_ bytes: [UInt8]) throws(PNGError) -> [PNGTextEntry] {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { throw .notPNG }
        var entries: [PNGTextEntry] = []
        var offset = 8
        while true {
            guard bytes.count - offset >= 12 else {
                throw .corrupt("truncated PNG: no complete chunk at byte \(offset) (IEND missing)")
            }
            let length = Int(readUInt32(bytes, at: offset))
            let type = readUInt32(bytes, at: offset + 4)
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else {
                throw .corrupt("truncated PNG: \(chunkName(type)) chunk at byte \(offset) declares \(length) bytes")
            }
            if type != ChunkType.IDAT, length > maxChunkBytes {
                throw .corrupt("\(chunkName(type)) chunk data is too large (\(length) bytes)")
            }
            let data = bytes[(offset + 8)..<(offset + 8 + length)]
            if type == ChunkType.IEND { break }
            if type == ChunkType.tEXt || type == ChunkType.zTXt || type == ChunkType.iTXt, entries.count < maxEntries,
               crcMatches(bytes, chunkAt: offset, length: length),
               let entry = parse(type: type, data: data) {
                entries.append(entry)
            }
            offset += 12 + length
        }
        return entries
    }

    private enum ChunkType {
        static let IDAT: UInt32 = 0x4944_4154
        static let IEND: UInt32 = 0x4945_4E44
        static let tEXt: UInt32 = 0x7445_5874
        static let zTXt: UInt32 = 0x7A54_5874
        static let iTXt: UInt32 = 0x6954_5874
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func chunkName(_ type: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
        return bytes.allSatisfy({ (0x20...0x7E).contains($0) }) ? String(decoding: bytes, as: UTF8.self) : "unnamed"
    }

    /// The CRC covers the chunk type and data.
    private static func crcMatches(_ bytes: [UInt8], chunkAt offset: Int, length: Int) -> Bool {
        let stored = readUInt32(bytes, at: offset + 8 + length)
        let computed = bytes.withUnsafeBufferPointer { buffer in
            clibpng_crc32(0, buffer.baseAddress! + offset + 4, 4 + length)
        }
        return stored == computed
    }

    /// One text chunk, or nil where libpng would drop it with a warning (bad keyword, truncated
    /// header, damaged compressed text or text inflating past the limit).
    private static func parse(type: UInt32, data: ArraySlice<UInt8>) -> PNGTextEntry? {
        let start = data.startIndex
        let keywordEnd = data.firstIndex(of: 0) ?? data.endIndex
        let keyword = latin1String(data[start..<keywordEnd])
        switch type {
        case ChunkType.tEXt:
            // libpng keeps any keyword here, even an empty one, and text up to the next NUL.
            let textStart = keywordEnd == data.endIndex ? keywordEnd : keywordEnd + 1
            return PNGTextEntry(keyword: keyword, text: latin1String(untilNUL(data[textStart...])))
        case ChunkType.zTXt:
            let keywordLength = keywordEnd - start
            guard (1...79).contains(keywordLength), keywordLength + 3 <= data.count,
                  data[keywordEnd + 1] == 0, let text = inflated(data[(keywordEnd + 2)...]) else { return nil }
            return PNGTextEntry(keyword: keyword, text: latin1String(untilNUL(text[...])))
        default:
            return parseITXt(data, keyword: keyword, keywordEnd: keywordEnd)
        }
    }

    /// iTXt: keyword NUL, compression flag, method, language NUL, translated keyword NUL, text.
    private static func parseITXt(_ data: ArraySlice<UInt8>, keyword: String, keywordEnd: Int) -> PNGTextEntry? {
        let keywordLength = keywordEnd - data.startIndex
        guard (1...79).contains(keywordLength), keywordLength + 5 <= data.count else { return nil }
        let flag = data[keywordEnd + 1]
        let method = data[keywordEnd + 2]
        guard flag == 0 || (flag == 1 && method == 0) else { return nil }
        let languageEnd = data[(keywordEnd + 3)...].firstIndex(of: 0) ?? data.endIndex
        guard languageEnd < data.endIndex else { return nil }
        let translatedEnd = data[(languageEnd + 1)...].firstIndex(of: 0) ?? data.endIndex
        let textStart = translatedEnd + 1
        let value: [UInt8]
        if flag == 0 {
            guard textStart <= data.endIndex else { return nil }
            value = Array(untilNUL(data[textStart...]))
        } else {
            guard textStart < data.endIndex, let text = inflated(data[textStart...]) else { return nil }
            value = Array(untilNUL(text[...]))
        }
        return PNGTextEntry(keyword: keyword, text: String(decoding: value, as: UTF8.self))
    }

    private static func untilNUL(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        bytes[..<(bytes.firstIndex(of: 0) ?? bytes.endIndex)]
    }

    /// Inflates compressed text, or nil if it is damaged or too large (libpng drops such chunks).
    private static func inflated(_ compressed: ArraySlice<UInt8>) -> [UInt8]? {
        var error = clibpng_error.empty
        var out: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = compressed.withUnsafeBufferPointer { buffer in
            clibpng_inflate(buffer.baseAddress, buffer.count, maxChunkBytes, &out, &count, &error)
        }
        defer { clibpng_free(out) }
        guard status == Int32(CLIBPNG_OK), let out else { return nil }
        return Array(UnsafeBufferPointer(start: out, count: count))
    }
}
