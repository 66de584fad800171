/// What the strict JSON and XML readers share about the bytes they read: the UTF-8 under a
/// position, and the line and column a position is at, for error messages.
package enum SourceText {
    /// The scalar and the length of the well-formed UTF-8 sequence starting at `offset`, or a
    /// length of 0 when the bytes there are not UTF-8 (overlong forms, encoded surrogates, values
    /// above U+10FFFF, stray continuation bytes and sequences cut off by the end of the input).
    /// The Unicode Standard's table 3-7 ("Well-Formed UTF-8 Byte Sequences") gives the ranges.
    @inlinable
    package static func scalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (scalar: UInt32, length: Int) {
        @inline(__always) func continuation(_ i: Int, _ range: ClosedRange<UInt8>) -> UInt32? {
            guard offset + i < bytes.count else { return nil }
            let byte = bytes[offset + i]
            return range.contains(byte) ? UInt32(byte & 0x3F) : nil
        }
        let lead = bytes[offset]
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

    /// Line and column of `offset`, counted from `start` (past a byte order mark): lines end at
    /// "\n", "\r\n" or a lone "\r"; columns count Unicode scalars, from 1. Worked out only when
    /// an error is made: the readers keep no position while they go.
    package static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (line: Int, column: Int) {
        let lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
        var line = 1
        var column = 1
        var i = start
        let end = min(offset, bytes.count)
        while i < end {
            let byte = bytes[i]
            if byte == lineFeed {
                line += 1
                column = 1
            } else if byte == carriageReturn {
                if i + 1 < bytes.count, bytes[i + 1] == lineFeed {
                    // the line feed ends the line
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}
