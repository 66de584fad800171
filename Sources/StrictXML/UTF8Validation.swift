import SourceText

/// Decoding and checking of UTF-8 in the input, one scalar at a time. The reader only calls it
/// for bytes at or above 0x80, so ASCII text never pays for it.
extension XMLScanner {
    /// The scalar and the length of the well-formed UTF-8 sequence starting at `offset`, or a
    /// length of 0 when the bytes there are not UTF-8 (`SourceText.scalar`, shared with the JSON
    /// reader).
    @inline(__always)
    func decodeScalar(at offset: Int) -> (scalar: UInt32, length: Int) {
        SourceText.scalar(at: offset, in: UnsafeBufferPointer(start: base, count: count))
    }

    /// Moves past the non-ASCII character at `pos`, or fails if it is not UTF-8 or not a
    /// character XML allows (U+FFFE and U+FFFF; UTF-8 itself excludes surrogates).
    @inline(__always)
    mutating func skipNonASCII() throws(XMLSyntaxError) {
        let (scalar, length) = decodeScalar(at: pos)
        if length == 0 { throw notUTF8(at: pos) }
        if scalar >= 0xFFFE && scalar <= 0xFFFF { throw forbiddenCharacter(scalar, at: pos) }
        pos += length
    }
}
