import StrictJSON

/// Changes a picture shows that no move explains: a view in its place whose colour, alpha,
/// visibility, class or text changed, and a bar that moved, grew, was added or removed, or took
/// on iOS 26's floating capsule. A review names them as it names moves ("signIn backgroundColor
/// #2E86C1 → #C0392B", "tabBar (tabs) capsule added"), so a change with no moved view still
/// says what changed and where (Docs/snapshot-checks.md, "What changed").
enum RestyledViews {
    /// The view's fields a picture draws, other than its place and its text.
    static let drawnFields = ["backgroundColor", "alpha", "hidden", "class"]

    /// Views in the new file's order whose `frameInWindow` is the same in both files but whose
    /// drawn fields or text differ, then the bars that changed.
    static func between(old: JSONValue, new: JSONValue) -> [MovedView] {
        views(old: old, new: new) + bars(old: old, new: new)
    }

    private static func views(old: JSONValue, new: JSONValue) -> [MovedView] {
        let before = Dictionary(objects(old, "views").compactMap { o in id(o).map { ($0, o) } }, uniquingKeysWith: { a, _ in a })
        var result: [MovedView] = []
        for view in objects(new, "views") {
            guard let id = id(view), let previous = before[id], let frame = view["frameInWindow"], previous["frameInWindow"] == frame else { continue }
            var parts: [String] = []
            for key in drawnFields where previous[key] != view[key] {
                switch key {
                case "hidden": parts.append(view[key] == .bool(true) ? "hidden" : "shown")
                default: parts.append("\(key) \(value(previous[key], default: key)) → \(value(view[key], default: key))")
                }
            }
            if let text = textChange(previous["text"], view["text"]) { parts.append(text) }
            guard !parts.isEmpty, let rect = rect(frame) else { continue }
            result.append(MovedView(id: id, old: rect, new: rect, change: parts.joined(separator: ", ")))
        }
        return result
    }

    /// `text "Sign in" → "Log in"`, else the font, else truncation.
    private static func textChange(_ a: JSONValue?, _ b: JSONValue?) -> String? {
        guard a != b else { return nil }
        guard case .object(let x)? = a, case .object(let y)? = b else { return b == nil ? "text removed" : "text added" }
        let (s, t) = (lines(x), lines(y))
        if s != t { return "text \(quoted(s)) → \(quoted(t))" }
        if x["font"] != y["font"] { return "font \(font(x["font"])) → \(font(y["font"]))" }
        if x["isTruncated"] != y["isTruncated"] { return y["isTruncated"] == .bool(true) ? "text truncated" : "text no longer truncated" }
        return nil
    }

    /// Each bar by kind and owner: its frame, its capsule; added or removed.
    private static func bars(old: JSONValue, new: JSONValue) -> [MovedView] {
        let before = Dictionary(objects(old, "bars").compactMap { o in MoveCause.barName(o).map { ($0, o) } }, uniquingKeysWith: { a, _ in a })
        let after = objects(new, "bars").compactMap { o in MoveCause.barName(o).map { ($0, o) } }
        let names = Set(after.map(\.0))
        var result: [MovedView] = []
        for (name, bar) in after {
            guard let previous = before[name] else {
                result.append(MovedView(id: name, old: nil, new: bar["frameInWindow"].flatMap(rect), change: "added"))
                continue
            }
            var parts: [String] = []
            if let a = previous["frameInWindow"], let b = bar["frameInWindow"], a != b, let moved = GeometryChanges.rectParts(a, b) { parts.append(moved) }
            if previous["capsule"] != bar["capsule"] {
                parts.append(bar["capsule"] == nil ? "capsule removed" : previous["capsule"] == nil ? "capsule added" : "capsule changed")
            }
            guard !parts.isEmpty else { continue }
            result.append(MovedView(id: name, old: previous["frameInWindow"].flatMap(rect), new: bar["frameInWindow"].flatMap(rect),
                                    change: parts.joined(separator: ", ")))
        }
        for (name, bar) in before where !names.contains(name) {
            result.append(MovedView(id: name, old: bar["frameInWindow"].flatMap(rect), new: nil, change: "removed"))
        }
        return result.sorted { $0.id < $1.id }
    }

    private static func objects(_ geometry: JSONValue, _ key: String) -> [JSONObject] {
        guard case .object(let root) = geometry, case .array(let items)? = root[key] else { return [] }
        return items.compactMap { if case .object(let o) = $0 { return o } else { return nil } }
    }

    private static func id(_ o: JSONObject) -> String? {
        if case .string(let id)? = o["id"] { return id }
        return nil
    }

    /// A field's value as the file writes it; a field left out has UIKit's default (the geometry
    /// writes `alpha` only when it is not 1, `backgroundColor` only when there is one).
    private static func value(_ v: JSONValue?, default key: String = "") -> String {
        guard let v else { return key == "alpha" ? "1" : "none" }
        if case .string(let s) = v { return s }
        return JSONWriter.write(v, pretty: false)
    }

    private static func lines(_ text: JSONObject) -> String {
        guard case .array(let lines)? = text["lines"] else { return "" }
        return lines.compactMap { line -> String? in
            guard case .object(let o) = line, case .string(let s)? = o["text"] else { return nil }
            return s
        }.joined(separator: " ")
    }

    /// At most 24 characters, in quotes.
    private static func quoted(_ s: String) -> String { "\"" + (s.count > 24 ? String(s.prefix(23)) + "…" : s) + "\"" }

    private static func font(_ v: JSONValue?) -> String {
        guard case .object(let f)? = v else { return "none" }
        return [f["size"], f["weight"]].compactMap { $0.map { value($0) } }.joined(separator: " ")
    }

    private static func rect(_ value: JSONValue) -> [Double]? { MoveCause.numbers(value, count: 4) }
}
