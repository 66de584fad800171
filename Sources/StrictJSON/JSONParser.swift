#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SourceText

/// Why a document is not JSON, and where: `line 3, column 14 ($.root.view[2]): expected a JSON
/// value, found 'x'`.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line. Lines end at "\n", "\r\n" or a lone "\r".
    public var line: Int
    /// 1-based column, counted in Unicode scalars (a UTF-8 byte order mark is not counted).
    public var column: Int
    /// Where in the document the parser was: the value being read, or the container whose
    /// punctuation was expected.
    public var path: JSONPath
    public var message: String

    public init(line: Int, column: Int, path: JSONPath, message: String) {
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        "line \(line), column \(column) (\(path)): \(message)"
    }
}

/// A strict RFC 8259 parser for UTF-8 text.
///
/// Accepts exactly one JSON value with optional surrounding whitespace, after an optional UTF-8
/// byte order mark. Rejects, with the position and the document path: text that is not UTF-8,
/// control bytes outside strings and NUL bytes anywhere ("binary data"), unescaped control
/// characters in strings, unpaired `\u` surrogates, comments, trailing commas, NaN and Infinity,
/// numbers whose value does not fit a `Double`, duplicate keys in one object, nesting deeper than
/// `maxDepth`, and anything after the value.
///
/// The parser is iterative (an explicit stack, no recursion), so no input can overflow the
/// thread's stack. Numbers are rounded correctly, exactly as `Double(String)` does.
public enum JSONParser {
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer, maxDepth: maxDepth)
        }
        return try result.get()
    }

    public static func parse(_ data: Data, maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            parseResult(
                UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count),
                maxDepth: maxDepth)
        }
        return try result.get()
    }

    static func parseResult(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) -> Result<JSONValue, JSONSyntaxError> {
        var parser = Parser(input: buffer, maxDepth: maxDepth)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}

// MARK: - The parser

private enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22        // "
    static let apostrophe: UInt8 = 0x27   // '
    static let plus: UInt8 = 0x2B        // +
    static let comma: UInt8 = 0x2C        // ,
    static let minus: UInt8 = 0x2D        // -
    static let period: UInt8 = 0x2E       // .
    static let slash: UInt8 = 0x2F        // /
    static let zero: UInt8 = 0x30         // 0
    static let nine: UInt8 = 0x39         // 9
    static let colon: UInt8 = 0x3A        // :
    static let asterisk: UInt8 = 0x2A     // *
    static let openBracket: UInt8 = 0x5B  // [
    static let backslash: UInt8 = 0x5C    // \
    static let closeBracket: UInt8 = 0x5D // ]
    static let openBrace: UInt8 = 0x7B    // {
    static let closeBrace: UInt8 = 0x7D   // }
    static let delete: UInt8 = 0x7F
}

private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

private struct Parser {
    /// One open array or object.
    struct Frame {
        var isObject: Bool
        /// Where this container's members start in `values` (arrays) or `entries` (objects).
        var start: Int
        /// Arrays: the index of the element being read (the number already read).
        var index: Int = 0
        /// Objects: the key of the member being read.
        var key: String = ""
        /// Objects with many members: their keys, for the duplicate check.
        var keySet: Set<String>? = nil
    }

    let input: UnsafeBufferPointer<UInt8>
    let count: Int
    let maxDepth: Int
    /// Offset of the first byte after the byte order mark, if any.
    let textStart: Int
    var pos: Int

    var frames: [Frame] = []
    var values: [JSONValue] = []
    var entries: [JSONObject.Entry] = []
    var scratch: [UInt8] = []

    init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.input = input
        self.count = input.count
        self.maxDepth = maxDepth
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            textStart = 3
        } else {
            textStart = 0
        }
        pos = textStart
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        if pos == count {
            throw error("empty file, expected a JSON value", at: pos, member: false)
        }
        var value: JSONValue
        parsing: while true {
            // A value starts at `pos` (whitespace already skipped).
            guard pos < count else { throw unexpected(expected: "a JSON value", member: true) }
            switch input[pos] {
            case Byte.openBrace:
                try checkDepth()
                frames.append(Frame(isObject: true, start: entries.count))
                pos += 1
                skipWhitespace()
                if pos < count, input[pos] == Byte.closeBrace {
                    pos += 1
                    frames.removeLast()
                    value = .object(JSONObject())
                } else {
                    try readKey(afterComma: false)
                    continue parsing
                }
            case Byte.openBracket:
                try checkDepth()
                frames.append(Frame(isObject: false, start: values.count))
                pos += 1
                skipWhitespace()
                if pos < count, input[pos] == Byte.closeBracket {
                    pos += 1
                    frames.removeLast()
                    value = .array([])
                } else {
                    continue parsing
                }
            case Byte.quote:
                value = .string(try readString(member: true))
            case Byte.minus, Byte.zero...Byte.nine:
                value = .number(try readNumber())
            default:
                value = try readLiteral()
            }

            // `value` is complete: hand it to its container, closing containers as they end.
            while true {
                skipWhitespace()
                let top = frames.count - 1
                if top < 0 {
                    if pos < count {
                        throw unexpected(expected: "end of file after the JSON value", member: false)
                    }
                    return value
                }
                if frames[top].isObject {
                    entries.append(JSONObject.Entry(key: frames[top].key, value: value))
                    guard pos < count else {
                        throw unexpected(expected: "',' or '}' after an object member", member: false)
                    }
                    switch input[pos] {
                    case Byte.comma:
                        let comma = pos
                        pos += 1
                        skipWhitespace()
                        if pos < count, input[pos] == Byte.closeBrace {
                            throw error("trailing comma before '}'", at: comma, member: false)
                        }
                        try readKey(afterComma: true)
                        continue parsing
                    case Byte.closeBrace:
                        pos += 1
                        let start = frames.removeLast().start
                        value = .object(JSONObject(Array(entries[start...])))
                        entries.removeSubrange(start...)
                    default:
                        throw unexpected(expected: "',' or '}' after an object member", member: false)
                    }
                } else {
                    values.append(value)
                    frames[top].index += 1
                    guard pos < count else {
                        throw unexpected(expected: "',' or ']' after an array element", member: false)
                    }
                    switch input[pos] {
                    case Byte.comma:
                        let comma = pos
                        pos += 1
                        skipWhitespace()
                        if pos < count, input[pos] == Byte.closeBracket {
                            throw error("trailing comma before ']'", at: comma, member: false)
                        }
                        continue parsing
                    case Byte.closeBracket:
                        pos += 1
                        let start = frames.removeLast().start
                        value = .array(Array(values[start...]))
                        values.removeSubrange(start...)
                    default:
                        throw unexpected(expected: "',' or ']' after an array element", member: false)
                    }
                }
            }
        }
    }

    func checkDepth() throws(JSONSyntaxError) {
        if frames.count >= maxDepth {
            throw error("nested deeper than \(maxDepth) \(maxDepth == 1 ? "level" : "levels")", at: pos, member: true)
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < count {
            switch input[pos] {
            case Byte.space, Byte.lineFeed, Byte.carriageReturn, Byte.tab:
                pos += 1
            default:
                return
            }
        }
    }

    /// Reads `"key"` and the `:` after it, at the first non-whitespace byte after `{` or `,`,
    /// and leaves `pos` at the start of the member's value.
    mutating func readKey(afterComma: Bool) throws(JSONSyntaxError) {
        let top = frames.count - 1
        guard pos < count, input[pos] == Byte.quote else {
            throw unexpected(
                expected: afterComma ? "a string key in double quotes" : "a string key in double quotes or '}'",
                member: false)
        }
        let keyStart = pos
        let key = try readString(member: false)

        // Duplicate check: a linear scan for small objects, a set for large ones.
        let start = frames[top].start
        let memberCount = entries.count - start
        var duplicate = false
        if memberCount < 16 {
            for i in start..<entries.count where entries[i].key == key {
                duplicate = true
                break
            }
        } else {
            if frames[top].keySet == nil {
                var set = Set<String>(minimumCapacity: memberCount * 2)
                for i in start..<entries.count { set.insert(entries[i].key) }
                frames[top].keySet = set
            }
            duplicate = !frames[top].keySet!.insert(key).inserted
        }
        frames[top].key = key
        if duplicate {
            throw error("duplicate key \(JSONWriter.quoted(key))", at: keyStart, member: true)
        }

        skipWhitespace()
        guard pos < count, input[pos] == Byte.colon else {
            throw unexpected(expected: "':' after the key \(JSONWriter.quoted(key))", member: true)
        }
        pos += 1
        skipWhitespace()
    }

    // MARK: Literals

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return false
        }
    }

    /// The run of `[A-Za-z0-9_]` starting at `offset`.
    func word(at offset: Int) -> String {
        var end = offset
        while end < count, Parser.isWordByte(input[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]), as: UTF8.self)
    }

    static func isNaNOrInfinity(_ word: String) -> Bool {
        switch word.lowercased() {
        case "nan", "inf", "infinity": return true
        default: return false
        }
    }

    static func shown(_ word: String) -> String {
        word.count > 32 ? String(word.prefix(32)) + "…" : word
    }

    /// `true`, `false`, `null`, or an error naming what is at `pos` instead of a value.
    mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
        let start = pos
        let byte = input[pos]
        if Parser.isLetter(byte) {
            let word = word(at: start)
            switch word {
            case "true": pos += 4; return .bool(true)
            case "false": pos += 5; return .bool(false)
            case "null": pos += 4; return .null
            default: break
            }
            if Parser.isNaNOrInfinity(word) {
                throw error("NaN and Infinity are not JSON numbers", at: start, member: true)
            }
            switch word.lowercased() {
            case "true", "false", "null":
                throw error("expected a JSON value, found '\(word)' (JSON's literals are lowercase: true, false, null)",
                            at: start, member: true)
            default:
                throw error("expected a JSON value, found '\(Parser.shown(word))'", at: start, member: true)
            }
        }
        switch byte {
        case Byte.plus:
            if pos + 1 < count, Parser.isNaNOrInfinity(word(at: pos + 1)) {
                throw error("NaN and Infinity are not JSON numbers", at: start, member: true)
            }
            throw error("numbers cannot start with '+'", at: start, member: true)
        case Byte.period:
            throw error("numbers must start with a digit, found '.'", at: start, member: true)
        case Byte.apostrophe:
            throw error("expected a JSON value, found ''' (JSON strings are in double quotes)", at: start, member: true)
        default:
            throw unexpected(expected: "a JSON value", member: true)
        }
    }

    // MARK: Numbers

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- Byte.zero < 10
    }

    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        var negative = false
        if input[pos] == Byte.minus {
            negative = true
            pos += 1
            guard pos < count, Parser.isDigit(input[pos]) else {
                if pos < count, Parser.isLetter(input[pos]), Parser.isNaNOrInfinity(word(at: pos)) {
                    throw error("NaN and Infinity are not JSON numbers", at: start, member: true)
                }
                throw unexpected(expected: "a digit after '-'", member: true)
            }
        }

        // Significant digits go into `mantissa` while they fit the fast path.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        @inline(__always) func accumulate(_ digit: UInt8) {
            if mantissa == 0 && digit == Byte.zero { return }
            significantDigits += 1
            if significantDigits <= 19 {
                mantissa = mantissa &* 10 &+ UInt64(digit &- Byte.zero)
            }
        }

        if input[pos] == Byte.zero {
            pos += 1
            if pos < count, Parser.isDigit(input[pos]) {
                throw error("leading zeros are not allowed in numbers", at: start, member: true)
            }
        } else {
            while pos < count, Parser.isDigit(input[pos]) {
                accumulate(input[pos])
                pos += 1
            }
        }
        var fractionDigits = 0
        if pos < count, input[pos] == Byte.period {
            pos += 1
            guard pos < count, Parser.isDigit(input[pos]) else {
                throw unexpected(expected: "a digit after the decimal point", member: true)
            }
            while pos < count, Parser.isDigit(input[pos]) {
                accumulate(input[pos])
                fractionDigits += 1
                pos += 1
            }
        }
        var exponent = 0
        if pos < count, input[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            var negativeExponent = false
            if pos < count, input[pos] == Byte.plus || input[pos] == Byte.minus {
                negativeExponent = input[pos] == Byte.minus
                pos += 1
            }
            guard pos < count, Parser.isDigit(input[pos]) else {
                throw unexpected(expected: "a digit in the exponent", member: true)
            }
            while pos < count, Parser.isDigit(input[pos]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(input[pos] - Byte.zero) }
                pos += 1
            }
            if negativeExponent { exponent = -exponent }
        }

        // Fast path (Clinger): an integer below 2^53 times or divided by an exact power of ten is
        // one correctly rounded operation.
        if mantissa == 0 {
            return negative ? -0.0 : 0.0
        }
        if significantDigits <= 15 {
            let power = exponent - fractionDigits
            if power >= -22 && power <= 22 {
                var result = Double(mantissa)
                if power >= 0 {
                    result *= powersOfTen[power]
                } else {
                    result /= powersOfTen[-power]
                }
                return negative ? -result : result
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<pos]), as: UTF8.self)
        guard let result = Double(text), result.isFinite else {
            throw error("number out of range", at: start, member: true)
        }
        return result
    }

    // MARK: Strings

    /// Reads the string starting at the `"` at `pos`. `member` tells whether it is a value (its
    /// path is the member's) or a key (its path is the object's).
    mutating func readString(member: Bool) throws(JSONSyntaxError) -> String {
        let open = pos
        pos += 1
        let contentStart = pos
        // Fast path: no escapes.
        while pos < count {
            let byte = input[pos]
            if byte >= 0x20 && byte < 0x80 && byte != Byte.quote && byte != Byte.backslash {
                pos += 1
            } else if byte == Byte.quote {
                let string = String(decoding: UnsafeBufferPointer(rebasing: input[contentStart..<pos]), as: UTF8.self)
                pos += 1
                return string
            } else if byte == Byte.backslash {
                break
            } else if byte >= 0x80 {
                try skipScalar(member: member)
            } else {
                throw controlCharacterInString(member: member)
            }
        }
        if pos >= count { throw unterminatedString(at: open, member: member) }

        // Slow path: decode escapes into `scratch`.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[contentStart..<pos]))
        var runStart = pos
        while pos < count {
            let byte = input[pos]
            if byte >= 0x20 && byte < 0x80 && byte != Byte.quote && byte != Byte.backslash {
                pos += 1
            } else if byte == Byte.quote {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<pos]))
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == Byte.backslash {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<pos]))
                try readEscape(member: member, open: open)
                runStart = pos
            } else if byte >= 0x80 {
                try skipScalar(member: member)
            } else {
                throw controlCharacterInString(member: member)
            }
        }
        throw unterminatedString(at: open, member: member)
    }

    func unterminatedString(at open: Int, member: Bool) -> JSONSyntaxError {
        error("unterminated string: no closing '\"' before the end of the file", at: open, member: member)
    }

    func controlCharacterInString(member: Bool) -> JSONSyntaxError {
        let byte = input[pos]
        switch byte {
        case 0:
            return binaryData(at: pos, member: member)
        case Byte.lineFeed:
            return error("unescaped line break in string (write it as \\n)", at: pos, member: member)
        case Byte.carriageReturn:
            return error("unescaped carriage return in string (write it as \\r)", at: pos, member: member)
        case Byte.tab:
            return error("unescaped tab in string (write it as \\t)", at: pos, member: member)
        default:
            let code = "\\u00" + Parser.hex(byte).lowercased()
            return error("unescaped control character U+00\(Parser.hex(byte)) in string (write it as \(code))",
                         at: pos, member: member)
        }
    }

    /// Reads the escape sequence at the `\` at `pos` into `scratch`.
    mutating func readEscape(member: Bool, open: Int) throws(JSONSyntaxError) {
        let escape = pos
        pos += 1
        guard pos < count else { throw unterminatedString(at: open, member: member) }
        let byte = input[pos]
        pos += 1
        switch byte {
        case Byte.quote: scratch.append(Byte.quote)
        case Byte.backslash: scratch.append(Byte.backslash)
        case Byte.slash: scratch.append(Byte.slash)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(Byte.lineFeed)
        case UInt8(ascii: "r"): scratch.append(Byte.carriageReturn)
        case UInt8(ascii: "t"): scratch.append(Byte.tab)
        case UInt8(ascii: "u"):
            let unit = try readHex4(escape: escape, member: member)
            var scalar = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                guard pos + 1 < count, input[pos] == Byte.backslash, input[pos + 1] == UInt8(ascii: "u") else {
                    throw unpairedSurrogate(unit, at: escape, member: member)
                }
                let lowEscape = pos
                pos += 2
                let low = try readHex4(escape: lowEscape, member: member)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw unpairedSurrogate(unit, at: escape, member: member)
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw unpairedSurrogate(unit, at: escape, member: member)
            default:
                break
            }
            appendUTF8(scalar)
        default:
            if byte > Byte.space && byte < Byte.delete {
                let shown = String(UnicodeScalar(byte))
                throw error("invalid escape sequence '\\\(shown)' in string (valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                            at: escape, member: member)
            }
            throw error("invalid escape sequence in string: '\\' must be followed by one of \" \\ / b f n r t u",
                        at: escape, member: member)
        }
    }

    mutating func readHex4(escape: Int, member: Bool) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard pos < count else {
                throw error("invalid \\u escape in string: expected 4 hex digits", at: escape, member: member)
            }
            let byte = input[pos]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw error("invalid \\u escape in string: expected 4 hex digits", at: escape, member: member)
            }
            value = value << 4 | UInt16(digit)
            pos += 1
        }
        return value
    }

    func unpairedSurrogate(_ unit: UInt16, at offset: Int, member: Bool) -> JSONSyntaxError {
        let hex = Parser.hex(UInt8(unit >> 8)) + Parser.hex(UInt8(unit & 0xFF))
        return error("unpaired surrogate \\u\(hex) in string", at: offset, member: member)
    }

    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or 0 (`SourceText.scalar`,
    /// shared with the XML reader).
    @inline(__always)
    func scalarLength(at offset: Int) -> Int {
        SourceText.scalar(at: offset, in: input).length
    }

    /// Moves past the non-ASCII scalar at `pos`, or fails if it is not well-formed UTF-8.
    @inline(__always)
    mutating func skipScalar(member: Bool) throws(JSONSyntaxError) {
        let length = scalarLength(at: pos)
        if length == 0 { throw notUTF8(at: pos, member: member) }
        pos += length
    }

    func notUTF8(at offset: Int, member: Bool) -> JSONSyntaxError {
        error("not UTF-8 text: invalid byte 0x\(Parser.hex(input[offset])) at offset \(offset)", at: offset, member: member)
    }

    func binaryData(at offset: Int, member: Bool) -> JSONSyntaxError {
        error("binary data: byte 0x\(Parser.hex(input[offset])) at offset \(offset)", at: offset, member: member)
    }

    // MARK: Errors

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// "expected <expected>, found <what is at pos>", or the more precise complaint that what is at
    /// `pos` deserves (binary data, text that is not UTF-8, a comment).
    @inline(never)
    func unexpected(expected: String, member: Bool) -> JSONSyntaxError {
        guard pos < count else {
            return error("expected \(expected), found end of file", at: pos, member: member)
        }
        let byte = input[pos]
        if byte < Byte.space || byte == Byte.delete {
            return binaryData(at: pos, member: member)
        }
        if byte >= 0x80 {
            let length = scalarLength(at: pos)
            if length == 0 { return notUTF8(at: pos, member: member) }
            let scalar = String(decoding: UnsafeBufferPointer(rebasing: input[pos..<pos + length]), as: UTF8.self)
                .unicodeScalars.first!
            var code = String(scalar.value, radix: 16, uppercase: true)
            while code.count < 4 { code = "0" + code }
            let visible: Bool
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate,
                 .privateUse, .unassigned, .nonspacingMark, .enclosingMark:
                visible = false
            default:
                visible = true
            }
            let found = visible ? "'\(scalar)' (U+\(code))" : "U+\(code)"
            return error("expected \(expected), found \(found)", at: pos, member: member)
        }
        if byte == Byte.slash, pos + 1 < count, input[pos + 1] == Byte.slash || input[pos + 1] == Byte.asterisk {
            return error("comments are not allowed in JSON", at: pos, member: member)
        }
        return error("expected \(expected), found '\(String(UnicodeScalar(byte)))'", at: pos, member: member)
    }

    /// The document path where the parser is: every open container's current member, except for
    /// the innermost container when `member` is false (the error is about its punctuation).
    func path(member: Bool) -> JSONPath {
        var components: [JSONPath.Component] = []
        components.reserveCapacity(frames.count)
        for (i, frame) in frames.enumerated() {
            if i == frames.count - 1 && !member { break }
            components.append(frame.isObject ? .key(frame.key) : .index(frame.index))
        }
        return JSONPath(components)
    }

    /// Line and column of `offset`, after any byte order mark (`SourceText.location`).
    func location(of offset: Int) -> (line: Int, column: Int) {
        SourceText.location(of: offset, in: input, from: textStart)
    }

    @inline(never)
    func error(_ message: String, at offset: Int, member: Bool) -> JSONSyntaxError {
        let (line, column) = location(of: offset)
        return JSONSyntaxError(line: line, column: column, path: path(member: member), message: message)
    }
}
