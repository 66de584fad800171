import Foundation
import StrictJSON

/// The values that changed between two geometry JSON files, as lines a reviewer reads:
/// `views[headline].frame: [16, 100, 343, 40] → [16, 104, 343, 40]`.
///
/// Arrays of objects with an `id` (views, layout guides) are matched by id, so one inserted view
/// reads as one added view rather than a cascade of changes. Arrays of numbers (rects, sizes,
/// points) are compared as a whole, so a frame reads as one line.
///
/// Causes come first: the environment, views added or removed, and what a view is given (its
/// frame, transform, visibility, scroll content); then what UIKit derives from them (frames in
/// the window, bounds, safe areas, margins, guides, insets, bars), which a message summarises.
package enum GeometryChanges {
    /// Changes kept at most (the manifest's list).
    package static let limit = 500

    package struct Change: Sendable, Hashable, CustomStringConvertible {
        package var path: String
        /// nil: the value was added.
        package var old: String?
        /// nil: the value was removed.
        package var new: String?
        /// The parts of a rect that changed, by name: `y 560 → 564`.
        package var parts: String?
        package var description: String {
            switch (old, new) {
            case let (o?, n?): "\(path): \(o) → \(n)"
            case let (nil, n?): "\(path): added \(n)"
            case let (o?, nil): "\(path): removed (was \(o))"
            case (nil, nil): "\(path)"
            }
        }
    }

    /// Every change, causes first, each group in document order; at most `limit` in all. The
    /// whole document is walked, so a cause late in it is never crowded out by derived values.
    package static func between(old: JSONValue, new: JSONValue, limit: Int = limit) -> [Change] {
        var found = Found(limit: limit)
        walk(old, new, path: "", into: &found)
        return Array((found.causes + found.derived).prefix(limit))
    }

    /// The changes found so far: every cause, and derived values until `limit` of them (a full
    /// list of derived values stops growing, and costs nothing more to walk past).
    private struct Found {
        let limit: Int
        var causes: [Change] = []
        var derived: [Change] = []

        mutating func add(_ path: String, old: @autoclosure () -> String?, new: @autoclosure () -> String?, parts: @autoclosure () -> String? = nil) {
            let isCause = Origin(of: path).isCause
            guard isCause || derived.count < limit else { return }
            let change = Change(path: path, old: old(), new: new(), parts: parts())
            if isCause { causes.append(change) } else { derived.append(change) }
        }
    }

    /// Lines for a message: one per cause (a rect's changed parts by name), then one per derived
    /// field naming the views it changed for, `lines` in all.
    package static func summary(_ changes: [Change], lines: Int) -> [String] {
        var out: [String] = []
        // Per derived field, in order of first appearance: its views (in order) and its values.
        var derived: [(field: String, owners: [String], count: Int)] = []
        var fieldIndex: [String: Int] = [:]
        var seenOwners: Set<[String]> = []
        for change in changes {
            let origin = Origin(of: change.path)
            if origin.isCause {
                out.append(change.parts.map { "\(change.path): \($0)" } ?? change.description)
                continue
            }
            let index = fieldIndex[origin.field] ?? {
                derived.append((origin.field, [], 0))
                fieldIndex[origin.field] = derived.count - 1
                return derived.count - 1
            }()
            derived[index].count += 1
            if let owner = origin.view, seenOwners.insert([origin.field, owner]).inserted { derived[index].owners.append(owner) }
        }
        for (field, owners, count) in derived {
            if owners.isEmpty {
                out.append("then \(field): \(count) value\(count == 1 ? "" : "s")")
            } else {
                let names = owners.prefix(4).joined(separator: ", ") + (owners.count > 4 ? ", …" : "")
                out.append("then \(field) of \(owners.count) view\(owners.count == 1 ? "" : "s"): \(names)")
            }
        }
        guard out.count > lines else { return out }
        return Array(out.prefix(lines - 1)) + ["… \(out.count - lines + 1) more lines; every change is in the manifest"]
    }

    /// Where a change is: a view's own value, something derived, or the environment.
    package struct Origin {
        /// The view's id, for `views[<id>]…`.
        var view: String?
        /// `frame`, `scroll.contentInset`, `environment`, `bars`, …
        var field: String
        package var isCause: Bool

        /// What a view is given rather than what UIKit computes for it (LAYOUT-SPEC.md's inputs).
        static let givenFields: Set<String> = [
            "", "id", "class", "parent", "viewController", "isRootView", "frame", "transform", "hidden", "alpha", "backgroundColor", "presentation",
            "additionalSafeAreaInsets",
            "scroll.contentSize", "scroll.contentOffset", "scroll.contentInset", "scroll.contentInsetAdjustmentBehavior",
            "scroll.verticalScrollIndicatorInsets", "scroll.horizontalScrollIndicatorInsets",
        ]
        static let derivedTopLevel: Set<String> = ["bars", "diagnostics"]

        package init(of path: String) {
            if path.hasPrefix("views["), path.hasSuffix("]") || path.contains("]."), let close = path.range(of: "].") ?? path.range(of: "]", options: .backwards) {
                // `views[<id>]` alone (added or removed) or `views[<id>].<field>…`.
                view = String(path[path.index(path.startIndex, offsetBy: 6)..<close.lowerBound])
                let parts = path[close.upperBound...].split(whereSeparator: { $0 == "." || $0 == "[" }).map(String.init)
                field = parts.first == "scroll" && parts.count > 1 ? "scroll.\(parts[1])" : (parts.first ?? "")
                isCause = Self.givenFields.contains(field)
            } else {
                view = nil
                field = String(path.prefix { $0 != "." && $0 != "[" })
                isCause = !Self.derivedTopLevel.contains(field)
            }
        }
    }

    private static func walk(_ a: JSONValue, _ b: JSONValue, path: String, into changes: inout Found) {
        switch (a, b) {
        case let (.object(x), .object(y)):
            for entry in x.entries {
                let sub = path.isEmpty ? entry.key : "\(path).\(entry.key)"
                if let other = y[entry.key] { walk(entry.value, other, path: sub, into: &changes) }
                else { changes.add(sub, old: brief(entry.value), new: nil) }
            }
            for entry in y.entries where x[entry.key] == nil {
                let sub = path.isEmpty ? entry.key : "\(path).\(entry.key)"
                changes.add(sub, old: nil, new: brief(entry.value))
            }
        case let (.array(x), .array(y)) where isIdentified(x) && isIdentified(y):
            let newByID = Dictionary(y.map { (id(of: $0)!, $0) }, uniquingKeysWith: { first, _ in first })
            let oldIDs = Set(x.compactMap(id(of:)))
            for item in x {
                let key = id(of: item)!
                let sub = "\(path)[\(key)]"
                if let other = newByID[key] { walk(item, other, path: sub, into: &changes) }
                else { changes.add(sub, old: "an entry", new: nil) }
            }
            for item in y where !oldIDs.contains(id(of: item)!) {
                changes.add("\(path)[\(id(of: item)!)]", old: nil, new: "an entry")
            }
        case let (.array(x), .array(y)) where !(x.allSatisfy(isScalar) && y.allSatisfy(isScalar)):
            for (i, (p, q)) in zip(x, y).enumerated() { walk(p, q, path: "\(path)[\(i)]", into: &changes) }
            for i in x.count..<max(x.count, y.count) { changes.add("\(path)[\(i)]", old: nil, new: brief(y[i])) }
            for i in y.count..<max(y.count, x.count) { changes.add("\(path)[\(i)]", old: brief(x[i]), new: nil) }
        default:
            if !equal(a, b) { changes.add(path.isEmpty ? "$" : path, old: brief(a), new: brief(b), parts: rectParts(a, b)) }
        }
    }

    /// `y 560 → 564, height 44 → 48` for two `[x, y, width, height]` rects.
    package static func rectParts(_ a: JSONValue, _ b: JSONValue) -> String? {
        guard case .array(let x) = a, case .array(let y) = b, x.count == 4, y.count == 4 else { return nil }
        var parts: [String] = []
        for (index, name) in ["x", "y", "width", "height"].enumerated() {
            guard case .number(let p) = x[index], case .number(let q) = y[index] else { return nil }
            if p != q { parts.append("\(name) \(JSONWriter.formatNumber(p)) → \(JSONWriter.formatNumber(q))") }
        }
        return parts.joined(separator: ", ")
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
