import LayoutEngine
import StrictJSON

/// The values that changed between two geometry JSON files, as lines a reviewer reads:
/// `views[headline].frame: [16, 100, 343, 40] → [16, 104, 343, 40]`.
///
/// Arrays of objects with an `id` (views, layout guides) are matched by id, so one inserted view
/// reads as one added view rather than a cascade of changes. Arrays of numbers (rects, sizes,
/// points) are compared as a whole, so a frame reads as one line.
public enum GeometryChanges {
    public struct Change: Sendable, Hashable, Codable, CustomStringConvertible {
        public var path: String
        /// nil: the value was added.
        public var old: String?
        /// nil: the value was removed.
        public var new: String?
        public var description: String {
            switch (old, new) {
            case let (o?, n?): "\(path): \(o) → \(n)"
            case let (nil, n?): "\(path): added \(n)"
            case let (o?, nil): "\(path): removed (was \(o))"
            case (nil, nil): "\(path)"
            }
        }
    }

    public static func between(old: JSONValue, new: JSONValue, limit: Int = 500) -> [Change] {
        var changes: [Change] = []
        walk(old, new, path: "", into: &changes, limit: limit)
        return changes
    }

    private static func walk(_ a: JSONValue, _ b: JSONValue, path: String, into changes: inout [Change], limit: Int) {
        guard changes.count < limit else { return }
        switch (a, b) {
        case let (.object(x), .object(y)):
            for entry in x.entries {
                let sub = path.isEmpty ? entry.key : "\(path).\(entry.key)"
                if let other = y[entry.key] { walk(entry.value, other, path: sub, into: &changes, limit: limit) }
                else { changes.append(Change(path: sub, old: brief(entry.value), new: nil)) }
            }
            for entry in y.entries where x[entry.key] == nil && changes.count < limit {
                let sub = path.isEmpty ? entry.key : "\(path).\(entry.key)"
                changes.append(Change(path: sub, old: nil, new: brief(entry.value)))
            }
        case let (.array(x), .array(y)) where isIdentified(x) && isIdentified(y):
            let newByID = Dictionary(y.map { (id(of: $0)!, $0) }, uniquingKeysWith: { first, _ in first })
            let oldIDs = Set(x.compactMap(id(of:)))
            for item in x {
                let key = id(of: item)!
                let sub = "\(path)[\(key)]"
                if let other = newByID[key] { walk(item, other, path: sub, into: &changes, limit: limit) }
                else { changes.append(Change(path: sub, old: "an entry", new: nil)) }
            }
            for item in y where !oldIDs.contains(id(of: item)!) && changes.count < limit {
                changes.append(Change(path: "\(path)[\(id(of: item)!)]", old: nil, new: "an entry"))
            }
        case let (.array(x), .array(y)) where !(x.allSatisfy(isScalar) && y.allSatisfy(isScalar)):
            for (i, (p, q)) in zip(x, y).enumerated() { walk(p, q, path: "\(path)[\(i)]", into: &changes, limit: limit) }
            for i in x.count..<max(x.count, y.count) { changes.append(Change(path: "\(path)[\(i)]", old: nil, new: brief(y[i]))) }
            for i in y.count..<max(y.count, x.count) { changes.append(Change(path: "\(path)[\(i)]", old: brief(x[i]), new: nil)) }
        default:
            if !equal(a, b) { changes.append(Change(path: path.isEmpty ? "$" : path, old: brief(a), new: brief(b))) }
        }
    }

    private static func isScalar(_ v: JSONValue) -> Bool {
        switch v { case .array, .object: false; default: true }
    }

    private static func id(of v: JSONValue) -> String? {
        if case .object(let o) = v, case .string(let s)? = o["id"] { return s }
        return nil
    }

    /// Every item has an id and no id repeats (repeated ids are compared by position instead,
    /// so no item can hide behind another of the same id).
    private static func isIdentified(_ items: [JSONValue]) -> Bool {
        let ids = items.compactMap(id(of:))
        return !items.isEmpty && ids.count == items.count && Set(ids).count == ids.count
    }

    /// Exact: the files round numbers to 1e-6 pt (GeometryJSON), so equal values parse equal.
    private static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool { a == b }

    /// A value on one line, shortened when long.
    private static func brief(_ v: JSONValue) -> String {
        let text = JSONWriter.write(v, pretty: false)
            .replacingOccurrences(of: ",", with: ", ")
            .replacingOccurrences(of: ":", with: ": ")
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }
}
