/// Decoding and checking of UTF-8 in the input, one scalar at a time. The reader only calls it
/// for bytes at or above 0x80, so ASCII text never pays for it.
extension XMLScanner {
    /// The scalar and the length of the well-formed UTF-8 sequence starting at `offset`, or a
    /// length of 0 when the bytes there are not UTF-8 (overlong forms, encoded surrogates, values
    /// above U+10FFFF, stray continuation bytes and sequences cut off by the end of the input).
    @inline(__always)
    func decodeScalar(at offset: Int) -> (scalar: UInt32, length: Int) {
        @inline(__always) func continuation(_ i: Int, _ range: ClosedRange<UInt8>) -> UInt32? {
            guard offset + i < count else { return nil }
            let byte = base[offset + i]
            return range.contains(byte) ? UInt32(byte & 0x3F) : nil
        }
        let lead = base[offset]
        switch lead {
        case 0x00...0x7F:
            return (UInt32(lead), 1)
        case 0xC2...0xDF:
            guard let b1 = continuation(1, 0x80...0xBF) else { return (0, 0) }
            return (UInt32(lead & 0x1F) << 6 | b1, 2)
        case 0xE0...0xEF:
            let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
            guard let b1 = continuation(1, second), let b2 = continuation(2, 0x80...0xBF) else { return (0, 0) }
            return (UInt32(lead & 0x0F) << 12 | b1 << 6 | b2, 3)
        case 0xF0...0xF4:
            let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            guard let b1 = continuation(1, second), let b2 = continuation(2, 0x80...0xBF),
                  let b3 = continuation(3, 0x80...0xBF) else { return (0, 0) }
            return (UInt32(lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
        default:
            return (0, 0)
        }
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
