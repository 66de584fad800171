/// The bytes the reader looks for, by name.
enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21   // !
    static let quote: UInt8 = 0x22         // "
    static let hash: UInt8 = 0x23          // #
    static let ampersand: UInt8 = 0x26     // &
    static let apostrophe: UInt8 = 0x27    // '
    static let hyphen: UInt8 = 0x2D        // -
    static let slash: UInt8 = 0x2F         // /
    static let semicolon: UInt8 = 0x3B     // ;
    static let lessThan: UInt8 = 0x3C      // <
    static let equals: UInt8 = 0x3D        // =
    static let greaterThan: UInt8 = 0x3E   // >
    static let question: UInt8 = 0x3F      // ?
    static let closeBracket: UInt8 = 0x5D  // ]
    static let lowercaseX: UInt8 = 0x78    // x
}

/// XML 1.0's character classes (Fifth Edition, sections 2.2 and 2.3), on bytes and scalars.
enum XMLCharacters {
    /// S ::= (#x20 | #x9 | #xD | #xA)+
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.lineFeed || byte == Byte.tab || byte == Byte.carriageReturn
    }

    /// The ASCII part of NameStartChar: ":" | [A-Z] | "_" | [a-z].
    @inline(__always)
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F || byte == 0x3A
    }

    /// The ASCII part of NameChar: NameStartChar | "-" | "." | [0-9].
    @inline(__always)
    static func isASCIINameChar(_ byte: UInt8) -> Bool {
        isASCIINameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// NameStartChar above ASCII.
    static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
             0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// NameChar above ASCII.
    static func isNameChar(_ scalar: UInt32) -> Bool {
        isNameStart(scalar) || scalar == 0xB7 || (0x300...0x36F).contains(scalar) || (0x203F...0x2040).contains(scalar)
    }

    /// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    static func isChar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return true
        default:
            return false
        }
    }

    /// "U+00E9", as error messages name characters.
    static func codePoint(_ scalar: UInt32) -> String {
        var digits = String(scalar, radix: 16, uppercase: true)
        while digits.count < 4 { digits = "0" + digits }
        return "U+" + digits
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }

    /// Appends the UTF-8 encoding of `scalar` (a valid Unicode scalar value).
    static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}

/// Bits of `byteClasses`: what each byte value is, so that the loops over names, character data
/// and attribute values test one table entry per byte instead of a chain of comparisons.
enum ByteClass {
    /// ASCII NameStartChar.
    static let nameStart: UInt8 = 1
    /// ASCII NameChar.
    static let nameChar: UInt8 = 2
    /// Copied unchanged into character data: ASCII from space up, tab and line feed, but not
    /// '<', '&' or ']' (which may start "]]>").
    static let text: UInt8 = 4
    /// Copied unchanged into an attribute value: ASCII from space up, but not '<', '&' or a quote.
    static let value: UInt8 = 8
    /// XML whitespace: space, tab, line feed, carriage return.
    static let whitespace: UInt8 = 16
}

/// The class bits of each byte value (256 entries), made once and never freed.
nonisolated(unsafe) let byteClasses: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
        let byte = UInt8(value)
        var bits: UInt8 = 0
        if XMLCharacters.isASCIINameStart(byte) && byte < 0x80 { bits |= ByteClass.nameStart }
        if XMLCharacters.isASCIINameChar(byte) && byte < 0x80 { bits |= ByteClass.nameChar }
        if (byte >= 0x20 && byte < 0x80 && byte != Byte.lessThan && byte != Byte.ampersand && byte != Byte.closeBracket)
            || byte == Byte.tab || byte == Byte.lineFeed {
            bits |= ByteClass.text
        }
        if byte >= 0x20 && byte < 0x80 && byte != Byte.lessThan && byte != Byte.ampersand && byte != Byte.quote
            && byte != Byte.apostrophe {
            bits |= ByteClass.value
        }
        if XMLCharacters.isWhitespace(byte) { bits |= ByteClass.whitespace }
        table[value] = bits
    }
    return UnsafePointer(table)
}()
