extension PNGCodec {
    /// One complete `tEXt` chunk (length, type, keyword, NUL, text, CRC), for inserting into a PNG
    /// already encoded (the seal of a reference, which hashes the bytes before it). The keyword
    /// must be 1–79 Latin-1 characters and the text must not contain NUL (PNG 11.3.4.3).
    public static func textChunk(keyword: String, text: String) -> [UInt8] {
        var chunk: [UInt8] = []
        PNGFileWriting.appendChunk("tEXt", Array(keyword.utf8) + [0] + Array(text.utf8), to: &chunk)
        return chunk
    }
}
