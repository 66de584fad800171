import CLibPNG

/// A PNG file assembled from its parts, for the images whose IDAT data is made here rather than
/// by libpng (`RowDeflate`): the chunks in libpng's order and form (IHDR, the text, IDAT, IEND),
/// the IDAT data cut into chunks of `idatChunkBytes` as the libpng path cuts it. `appendChunk` is
/// the one place a chunk is framed (length, type, data, CRC) outside libpng.
enum PNGFileWriting {
    static let idatChunkBytes = 256 * 1024

    static func file(width: Int, height: Int, colorType: UInt8, texts: TextChunkEncoding, zlibStream: [UInt8]) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(zlibStream.count + 4096)
        // Bit depth 8, compression 0, filter method 0, no interlace.
        appendChunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0], to: &png)
        for (type, body) in texts.chunkBodies() { appendChunk(type, body, to: &png) }
        var offset = 0
        while offset < zlibStream.count {
            let end = min(zlibStream.count, offset + idatChunkBytes)
            appendChunk("IDAT", zlibStream[offset..<end], to: &png)
            offset = end
        }
        appendChunk("IEND", [], to: &png)
        return png
    }

    static func appendChunk<C: Collection>(_ type: String, _ body: C, to png: inout [UInt8]) where C.Element == UInt8 {
        png += bigEndian(UInt32(body.count))
        let start = png.count
        png += Array(type.utf8)
        png += body
        let crc = png.withUnsafeBufferPointer { clibpng_crc32(0, $0.baseAddress! + start, $0.count - start) }
        png += bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
