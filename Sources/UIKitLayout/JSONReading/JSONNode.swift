import StrictJSON

/// A JSON value with where it came from, so every read can fail with the file and JSON path.
/// The spec, calibration and catalog readers are written with these small typed reads.
package struct JSONNode {
    package let value: JSONValue
    package let path: JSONPath
    package let file: String

    package init(_ value: JSONValue, path: JSONPath = .root, file: String) {
        self.value = value
        self.path = path
        self.file = file
    }

    package func error(_ message: String) -> SpecError {
        SpecError(file: file, path: path, message: message)
    }

    /// "expected X, got Y" with the value shown.
    package func mismatch(_ expected: String) -> SpecError {
        error("expected \(expected), got \(Self.describe(value))")
    }

    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONWriter.write(.number(n), pretty: false)
        case .string(let s):
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string " + JSONWriter.write(.string(shown), pretty: false)
        case .array(let items):
            if !items.isEmpty, items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return items.count == 1 ? "1 number" : "\(items.count) numbers"
            }
            return "an array of \(items.count) item\(items.count == 1 ? "" : "s")"
        case .object: return "an object"
        }
    }

    // MARK: Scalars

    package func string() throws(SpecError) -> String {
        guard case .string(let s) = value else { throw mismatch("a string") }
        return s
    }

    package func bool() throws(SpecError) -> Bool {
        guard case .bool(let b) = value else { throw mismatch("true or false") }
        return b
    }

    /// A finite number of at most `LayoutEngine.maximumMagnitude` (the parser already rejects
    /// NaN and infinities; the limit keeps sums and output rounding finite).
    package func number() throws(SpecError) -> Double {
        guard case .number(let n) = value, n.isFinite else { throw mismatch("a number") }
        guard abs(n) <= LayoutEngine.maximumMagnitude else {
            throw error("expected a number between -1000000 and 1000000, got \(Self.describe(value))")
        }
        return n
    }

    package func nonNegativeNumber() throws(SpecError) -> Double {
        let n = try number()
        guard n >= 0 else { throw error("expected a number ≥ 0, got \(Self.describe(value))") }
        return n
    }

    package func integer() throws(SpecError) -> Int {
        let n = try number()
        guard n == n.rounded(), abs(n) < 1e15 else { throw mismatch("a whole number") }
        return Int(n)
    }

    package func optionalString() throws(SpecError) -> String? {
        if case .null = value { return nil }
        return try string()
    }

    package func optionalNumber() throws(SpecError) -> Double? {
        if case .null = value { return nil }
        return try number()
    }

    /// One of `allowed`, with a suggestion when it is a near miss.
    package func oneOf(_ allowed: [String], what: String) throws(SpecError) -> String {
        let s = try string()
        guard allowed.contains(s) else {
            throw error("unknown \(what) \(Suggestions.quoted(s))\(Suggestions.hint(for: s, in: allowed)); expected one of \(allowed.joined(separator: ", "))")
        }
        return s
    }

    // MARK: Containers

    package func array() throws(SpecError) -> [JSONNode] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { JSONNode($0.element, path: path.appending($0.offset), file: file) }
    }

    package func object() throws(SpecError) -> ObjectNode {
        guard case .object(let object) = value else { throw mismatch("an object") }
        return ObjectNode(object: object, node: self)
    }

    // MARK: Geometry

    package func numbers(count: Int, shape: String) throws(SpecError) -> [Double] {
        guard case .array(let items) = value, items.count == count else { throw mismatch(shape) }
        var result: [Double] = []
        for (index, item) in items.enumerated() {
            let element = JSONNode(item, path: path.appending(index), file: file)
            guard case .number = item else { throw element.mismatch("a number in \(shape)") }
            result.append(try element.number())
        }
        return result
    }

    /// `[x, y, width, height]` with a non-negative size.
    package func rect() throws(SpecError) -> Rect {
        let n = try numbers(count: 4, shape: "[x, y, width, height]")
        guard n[2] >= 0 else { throw JSONNode(.number(n[2]), path: path.appending(2), file: file).error("width must not be negative, got \(Self.describe(.number(n[2])))") }
        guard n[3] >= 0 else { throw JSONNode(.number(n[3]), path: path.appending(3), file: file).error("height must not be negative, got \(Self.describe(.number(n[3])))") }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `[width, height]`, both non-negative.
    package func size() throws(SpecError) -> Size {
        let n = try numbers(count: 2, shape: "[width, height]")
        for i in 0..<2 where n[i] < 0 {
            throw JSONNode(.number(n[i]), path: path.appending(i), file: file).error("\(i == 0 ? "width" : "height") must not be negative, got \(Self.describe(.number(n[i])))")
        }
        return Size(width: n[0], height: n[1])
    }

    package func point() throws(SpecError) -> Point {
        let n = try numbers(count: 2, shape: "[x, y]")
        return Point(x: n[0], y: n[1])
    }

    /// `[a, b, c, d, tx, ty]`.
    package func transform() throws(SpecError) -> AffineTransform {
        let n = try numbers(count: 6, shape: "[a, b, c, d, tx, ty]")
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// `{"top", "left", "bottom", "right"}`; absent edges are 0.
    package func edgeInsets() throws(SpecError) -> EdgeInsets {
        let object = try object()
        try object.allowOnly(["top", "left", "bottom", "right"])
        return EdgeInsets(
            top: try object.optional("top")?.number() ?? 0,
            left: try object.optional("left")?.number() ?? 0,
            bottom: try object.optional("bottom")?.number() ?? 0,
            right: try object.optional("right")?.number() ?? 0
        )
    }

    /// `{"top", "leading", "bottom", "trailing"}`; absent edges are 0.
    package func directionalEdgeInsets() throws(SpecError) -> DirectionalEdgeInsets {
        let object = try object()
        try object.allowOnly(["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try object.optional("top")?.number() ?? 0,
            leading: try object.optional("leading")?.number() ?? 0,
            bottom: try object.optional("bottom")?.number() ?? 0,
            trailing: try object.optional("trailing")?.number() ?? 0
        )
    }

    package func color() throws(SpecError) -> Color {
        let s = try string()
        guard let color = Color(hex: s) else { throw mismatch("a colour \"#RRGGBB\" or \"#RRGGBBAA\"") }
        return color
    }
}

/// An object being read: keys are checked against the ones a reader knows, so a typo is an
/// error that names the nearest known key, never a silently ignored field.
package struct ObjectNode {
    package let object: JSONObject
    package let node: JSONNode

    package var keys: [String] { object.keys }

    package func has(_ key: String) -> Bool { object[key] != nil }

    /// Fails on the first key not in `allowed`, suggesting the nearest.
    package func allowOnly(_ allowed: [String]) throws(SpecError) {
        for key in object.keys where !allowed.contains(key) {
            throw JSONNode(object[key]!, path: node.path.appending(key), file: node.file)
                .error("unknown key \(Suggestions.quoted(key))\(Suggestions.hint(for: key, in: allowed))")
        }
    }

    package func optional(_ key: String) -> JSONNode? {
        object[key].map { JSONNode($0, path: node.path.appending(key), file: node.file) }
    }

    package func required(_ key: String) throws(SpecError) -> JSONNode {
        guard let child = optional(key) else { throw node.error("missing required key \"\(key)\"") }
        return child
    }
}
