/// Writes `JSONValue`s as text that is the same, byte for byte, on every machine.
///
/// - Numbers: `-0` is written `0`; integral values below 1e15 in magnitude have no fraction
///   (`430`, `-97`); other values use the shortest digits that read back as the same `Double`
///   (Swift's `description`), written out as a plain decimal when 1e-6 <= |x| < 1e15 and in
///   Swift's exponent form (`1e-07`, `1.2345678901234568e+17`) otherwise. NaN and infinity are not
///   JSON: writing one is a programming error.
/// - Strings: `"`, `\` and control characters are escaped (`\n`, `\t`, `\r`, `\b`, `\f`, others as
///   `\u00xx`); everything else, `/` and non-ASCII included, is written as UTF-8.
/// - Pretty form: two-space indentation and `"key": value`. An array or object holding only
///   scalars is written on one line, `[0, -97.667, 430, 932]` or `{ "top": 59, "left": 0 }`, when
///   that line (with its `"key": ` prefix, without indentation or trailing comma) is at most 100
///   characters (Unicode scalars) long. Empty containers are `[]` and `{}`. The text ends with a
///   newline.
/// - Compact form: no whitespace at all and no trailing newline.
public enum JSONWriter {
    /// The longest a one-line container may be, after the indentation.
    static let lineLimit = 100

    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        if pretty {
            writePretty(value, indent: 0, prefixLength: 0, into: &out)
            out.append(UInt8(ascii: "\n"))
        } else {
            writeCompact(value, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Numbers

    /// The text of a number, following the rules above.
    public static func formatNumber(_ number: Double) -> String {
        precondition(number.isFinite, "JSONWriter: \(number) is not a JSON number")
        if number == 0 { return "0" }
        let magnitude = number.magnitude
        if magnitude < 1e15, number.rounded(.towardZero) == number {
            return String(Int64(number))
        }
        let text = number.description
        guard magnitude >= 1e-6, magnitude < 1e15, let e = text.utf8.firstIndex(of: UInt8(ascii: "e")) else {
            return text
        }
        // Swift wrote "d.ddde-05": spell it out as a plain decimal with the same digits.
        let mantissa = text.utf8[..<e]
        guard let exponent = Int(Substring(text.utf8[text.utf8.index(after: e)...])) else { return text }
        var negative = false
        var digits: [UInt8] = []
        var digitsBeforePoint = 0
        var seenPoint = false
        for byte in mantissa {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): seenPoint = true
            default:
                digits.append(byte)
                if !seenPoint { digitsBeforePoint += 1 }
            }
        }
        while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
        while digits.count > 1, digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            digitsBeforePoint -= 1
        }
        let point = digitsBeforePoint + exponent
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if point <= 0 {
            out += Array("0.".utf8)
            out += [UInt8](repeating: UInt8(ascii: "0"), count: -point)
            out += digits
        } else if point >= digits.count {
            out += digits
            out += [UInt8](repeating: UInt8(ascii: "0"), count: point - digits.count)
        } else {
            out += digits[..<point]
            out.append(UInt8(ascii: "."))
            out += digits[point...]
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Strings

    /// `string` as a JSON string literal, quotes included.
    public static func quoted(_ string: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count + 2)
        appendQuoted(string, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendQuoted(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for i in 0..<utf8.count {
                let byte = utf8[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                runStart = i + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                            hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    // MARK: Compact

    static func writeCompact(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let number): appendNumber(number, into: &out)
        case .string(let string): appendQuoted(string, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeCompact(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendQuoted(entry.key, into: &out)
                out.append(UInt8(ascii: ":"))
                writeCompact(entry.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    // MARK: Pretty

    static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    /// Scalars in a string of UTF-8 bytes.
    static func scalarCount<C: Collection<UInt8>>(_ bytes: C) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// `formatNumber(number)`'s bytes appended to `out`; whole numbers (most of a geometry file)
    /// are written digit by digit, without a `String` in between.
    static func appendNumber(_ number: Double, into out: inout [UInt8]) {
        guard number.isFinite, number.magnitude < 1e15 else {
            out += formatNumber(number).utf8
            return
        }
        if number.rounded(.towardZero) == number {
            appendDigits(Int64(number), into: &out)
            return
        }
        // Numbers of at most six decimals (a geometry file's, rounded to 1e-6) as such: when
        // k / 1e6 is this double, the decimal k·10⁻⁶ (at most 15 significant digits below 1e9)
        // is its shortest round-trip form, the digits `formatNumber` writes.
        let micros = (number * 1e6).rounded()
        guard number.magnitude >= 1e-6, number.magnitude < 1e9, micros / 1e6 == number else {
            out += formatNumber(number).utf8
            return
        }
        var k = Int64(micros)
        if k < 0 { out.append(UInt8(ascii: "-")); k = -k }
        appendDigits(k / 1_000_000, into: &out)
        var fraction = k % 1_000_000
        var width = 6
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        out.append(UInt8(ascii: "."))
        let start = out.count
        for _ in 0..<width {
            out.append(UInt8(ascii: "0") + UInt8(fraction % 10))
            fraction /= 10
        }
        out[start...].reverse()
    }

    /// A whole number's decimal digits, with its sign.
    static func appendDigits(_ number: Int64, into out: inout [UInt8]) {
        var value = number
        if value == 0 { out.append(UInt8(ascii: "0")); return }
        if value < 0 { out.append(UInt8(ascii: "-")); value = -value }
        let start = out.count
        while value > 0 {
            out.append(UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        }
        out[start...].reverse()
    }

    /// Appends the one-line form of a non-empty container of scalars to `out` when it fits after
    /// a prefix of `prefixLength` characters; false (and `out` as it was) when it does not.
    static func appendSingleLine(_ value: JSONValue, prefixLength: Int, into out: inout [UInt8]) -> Bool {
        let start = out.count
        switch value {
        case .array(let items):
            guard items.allSatisfy(isScalar) else { return false }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.appendPair(0x2C, 0x20) }
                writeCompact(item, into: &out)
                if out.count - start > lineLimit * 4 { out.removeSubrange(start...); return false }
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            guard object.entries.allSatisfy({ isScalar($0.value) }) else { return false }
            out.appendPair(0x7B, 0x20)
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { out.appendPair(0x2C, 0x20) }
                appendQuoted(entry.key, into: &out)
                out.appendPair(0x3A, 0x20)
                writeCompact(entry.value, into: &out)
                if out.count - start > lineLimit * 4 { out.removeSubrange(start...); return false }
            }
            out.appendPair(0x20, 0x7D)
        default:
            return false
        }
        if prefixLength + scalarCount(out[start...]) <= lineLimit { return true }
        out.removeSubrange(start...)
        return false
    }

    static func newline(indent: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(indent * 2) { out.append(UInt8(ascii: " ")) }
    }

    /// Writes `value` at the current position; `indent` is the nesting level of the line it starts
    /// on and `prefixLength` the characters already on that line after the indentation.
    static func writePretty(_ value: JSONValue, indent: Int, prefixLength: Int, into out: inout [UInt8]) {
        switch value {
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            if appendSingleLine(value, prefixLength: prefixLength, into: &out) { return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1, into: &out)
                writePretty(item, indent: indent + 1, prefixLength: 0, into: &out)
            }
            newline(indent: indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            if object.entries.isEmpty { out += "{}".utf8; return }
            if appendSingleLine(value, prefixLength: prefixLength, into: &out) { return }
            out.append(UInt8(ascii: "{"))
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1, into: &out)
                let start = out.count
                appendQuoted(entry.key, into: &out)
                out.appendPair(0x3A, 0x20)
                let prefix = scalarCount(out[start...])
                writePretty(entry.value, indent: indent + 1, prefixLength: prefix, into: &out)
            }
            newline(indent: indent, into: &out)
            out.append(UInt8(ascii: "}"))
        default:
            writeCompact(value, into: &out)
        }
    }
}

extension Array where Element == UInt8 {
    /// Two bytes (`", "`, `": "`): appending a literal's `utf8` goes through the generic
    /// sequence path, several times slower for the many separators of a geometry file.
    @inline(__always)
    mutating func appendPair(_ a: UInt8, _ b: UInt8) {
        append(a)
        append(b)
    }
}
