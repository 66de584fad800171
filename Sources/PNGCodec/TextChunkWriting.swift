import CLibPNG

extension PNGCodec {
    /// One complete `tEXt` chunk (length, type, keyword, NUL, text, CRC), for inserting into a PNG
    /// already encoded (the seal of a reference, which hashes the bytes before it). The keyword
    /// must be 1–79 Latin-1 characters and the text must not contain NUL (PNG 11.3.4.3).
    public static func textChunk(keyword: String, text: String) -> [UInt8] {
        let body = Array("tEXt".utf8) + Array(keyword.utf8) + [0] + Array(text.utf8)
        let length = UInt32(body.count - 4)
        let crc = body.withUnsafeBufferPointer { clibpng_crc32(0, $0.baseAddress!, $0.count) }
        return bigEndian(length) + body + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
