/// Writes pretty JSON as it goes, byte for byte what `JSONWriter.write(_:pretty: true)` writes for
/// the same document, without building a `JSONValue` tree first: a geometry file is written for
/// every snapshot a test checks, and building its tree (an array per rectangle, an enum box per
/// value) cost as much as the rest of a verify's own work.
///
/// The caller knows the document's shape: `open…`/`close…` for containers that hold containers
/// (always several lines, or `{}` / `[]` when empty), and `numbers`/`scalars` for containers of
/// scalars, which go on one line when it fits (JSONWriter's rule: at most 100 characters with the
/// `"key": ` before them).
public struct JSONPrettyStream {
    public enum Scalar {
        case number(Double)
        case string(String)
        case bool(Bool)
    }

    public private(set) var bytes: [UInt8] = []
    /// Per open container: whether nothing was written in it yet.
    private var empty: [Bool] = []
    /// Characters on the current line before the value about to be written (its `"key": `).
    private var prefixLength = 0

    public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// The text, with JSONWriter's final newline.
    public mutating func finish() -> String {
        precondition(empty.isEmpty, "JSONPrettyStream: a container is still open")
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Positions

    /// Starts the member `key` of the open object.
    public mutating func key(_ key: String) {
        startItem()
        let start = bytes.count
        JSONWriter.appendQuoted(key, into: &bytes)
        bytes.appendPair(0x3A, 0x20)
        prefixLength = JSONWriter.scalarCount(bytes[start...])
    }

    /// Starts the next item of the open array.
    public mutating func item() {
        startItem()
        prefixLength = 0
    }

    private mutating func startItem() {
        guard !empty.isEmpty else { return }
        if !empty[empty.count - 1] { bytes.append(UInt8(ascii: ",")) }
        empty[empty.count - 1] = false
        JSONWriter.newline(indent: empty.count, into: &bytes)
    }

    // MARK: Containers of containers

    public mutating func openObject() { bytes.append(UInt8(ascii: "{")); empty.append(true) }
    public mutating func openArray() { bytes.append(UInt8(ascii: "[")); empty.append(true) }
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = empty.removeLast()
        if !wasEmpty { JSONWriter.newline(indent: empty.count, into: &bytes) }
        bytes.append(bracket)
    }

    // MARK: Scalars

    public mutating func number(_ x: Double) { JSONWriter.appendNumber(x, into: &bytes) }
    public mutating func string(_ s: String) { JSONWriter.appendQuoted(s, into: &bytes) }
    public mutating func bool(_ b: Bool) { bytes += (b ? "true" : "false").utf8 }
    public mutating func null() { bytes += "null".utf8 }

    private mutating func write(_ s: Scalar) {
        switch s {
        case .number(let x): number(x)
        case .string(let t): string(t)
        case .bool(let b): bool(b)
        }
    }

    /// An array of numbers: one line when it fits, else one number a line.
    public mutating func numbers(_ a: Double, _ b: Double) {
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        number(a); bytes.appendPair(0x2C, 0x20); number(b)
        bytes.append(UInt8(ascii: "]"))
        if fits(from: start) { return }
        bytes.removeSubrange(start...)
        multiLine(count: 2, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { stream, i in stream.number(i == 0 ? a : b) }
    }
    public mutating func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        number(a); bytes.appendPair(0x2C, 0x20); number(b); bytes.appendPair(0x2C, 0x20); number(c); bytes.appendPair(0x2C, 0x20); number(d)
        bytes.append(UInt8(ascii: "]"))
        if fits(from: start) { return }
        bytes.removeSubrange(start...)
        multiLine(count: 4, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { stream, i in stream.number([a, b, c, d][i]) }
    }

    public mutating func numbers(count: Int, _ value: (Int) -> Double) {
        guard count > 0 else { bytes += "[]".utf8; return }
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        for i in 0..<count {
            if i > 0 { bytes.appendPair(0x2C, 0x20) }
            number(value(i))
        }
        bytes.append(UInt8(ascii: "]"))
        if fits(from: start) { return }
        bytes.removeSubrange(start...)
        multiLine(count: count, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { stream, i in stream.number(value(i)) }
    }

    /// An array of scalars: one line when it fits, else one a line.
    public mutating func scalars(_ items: [Scalar]) {
        guard !items.isEmpty else { bytes += "[]".utf8; return }
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { bytes.appendPair(0x2C, 0x20) }
            write(item)
        }
        bytes.append(UInt8(ascii: "]"))
        if fits(from: start) { return }
        bytes.removeSubrange(start...)
        multiLine(count: items.count, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { stream, i in stream.write(items[i]) }
    }

    /// An object of scalars: `{ "top": 59, "left": 0 }` when it fits, else one member a line.
    public mutating func scalars(_ entries: KeyValuePairs<String, Scalar>) {
        scalars(entries.map { ($0.key, $0.value) })
    }

    /// The same, for members known only at run time.
    public mutating func scalars(_ entries: [(String, Scalar)]) {
        guard !entries.isEmpty else { bytes += "{}".utf8; return }
        let start = bytes.count
        bytes.appendPair(0x7B, 0x20)
        for (i, entry) in entries.enumerated() {
            if i > 0 { bytes.appendPair(0x2C, 0x20) }
            JSONWriter.appendQuoted(entry.0, into: &bytes)
            bytes.appendPair(0x3A, 0x20)
            write(entry.1)
        }
        bytes.appendPair(0x20, 0x7D)
        if fits(from: start) { return }
        bytes.removeSubrange(start...)
        openObject()
        for entry in entries {
            key(entry.0)
            write(entry.1)
        }
        closeObject()
    }

    private func fits(from start: Int) -> Bool {
        prefixLength + JSONWriter.scalarCount(bytes[start...]) <= JSONWriter.lineLimit
    }

    private mutating func multiLine(count: Int, open: UInt8, close: UInt8, _ write: (inout JSONPrettyStream, Int) -> Void) {
        bytes.append(open)
        empty.append(true)
        for i in 0..<count {
            item()
            write(&self, i)
        }
        self.close(close)
    }
}
