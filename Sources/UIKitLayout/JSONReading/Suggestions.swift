import StrictJSON

/// "Did you mean" help for unknown keys, classes and device names.
package enum Suggestions {
    /// The candidates closest to `word` by edit distance (case-insensitive), best first; only
    /// those close enough to be a plausible typo, at most `limit`.
    /// `bestOnly`: only those at the smallest distance found, a swap of two letters counting as
    /// one edit (for constraint items: `row1.contentView` for `row1.contentVeiw`, not also its
    /// prefix `row1`).
    static func nearest(to word: String, in candidates: [String], limit: Int = 3, bestOnly: Bool = false) -> [String] {
        // Names are short: a long word is no typo of one, and comparing it would cost O(n·m).
        guard word.count <= 64 else { return [] }
        let target = Array(word.lowercased())
        let scored = candidates.map { candidate -> (String, Int) in
            let lowered = Array(candidate.lowercased())
            var distance = editDistance(target, lowered, transpositions: bestOnly)
            // A candidate that contains the word (or the reverse) is a likely intent.
            if distance > 0, lowered.count > 2, target.count > 2,
               candidate.lowercased().contains(word.lowercased()) || word.lowercased().contains(candidate.lowercased()) {
                distance = min(distance, 2)
            }
            return (candidate, distance)
        }
        let threshold = max(2, target.count / 3)
        let near = scored.filter { $0.1 <= threshold }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        guard bestOnly, let best = near.first?.1 else { return near.prefix(limit).map(\.0) }
        return near.prefix { $0.1 == best }.prefix(limit).map(\.0)
    }

    /// A user's string as an error shows it: JSON-quoted (so control characters cannot break the
    /// one-line message) and cut at 60 characters.
    package static func quoted(_ s: String) -> String {
        let shown = s.count > 60 ? String(s.prefix(60)) + "…" : s
        return JSONWriter.write(.string(shown), pretty: false)
    }

    /// ` (did you mean "a" or "b"?)`, or empty.
    package static func hint(for word: String, in candidates: [String], bestOnly: Bool = false) -> String {
        let near = nearest(to: word, in: candidates, bestOnly: bestOnly)
        guard !near.isEmpty else { return "" }
        return " (did you mean " + near.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
    }

    /// ` (did you mean "row1.contentView.margins"?)` for an unknown constraint item, or empty:
    /// the nearest of `views` (ids), `layoutGuides` (ids) and `superview`. A name ending in a
    /// view guide (`.margins`, `.safeArea`, …) is matched by the view before it, the guide kept
    /// (a typo in the view's id is not hidden by the suffix); a known view followed by a typo is
    /// matched against that view's guides.
    package static func constraintItemHint(for name: String, views: some Collection<String>, layoutGuides: some Collection<String>,
                                   isView: (String) -> Bool) -> String {
        if let dot = name.lastIndex(of: ".") {
            let prefix = String(name[..<dot]), suffix = String(name[name.index(after: dot)...])
            if prefix == "superview" || isView(prefix) {
                let guides = ConstraintItem.ViewGuide.allCases.map { "\(prefix).\($0.rawValue)" }
                return hint(for: name, in: Array(views) + Array(layoutGuides) + ["superview"] + guides, bestOnly: true)
            }
            if ConstraintItem.ViewGuide(rawValue: suffix) != nil {
                let near = nearest(to: prefix, in: Array(views) + ["superview"], bestOnly: true)
                guard !near.isEmpty else { return "" }
                return " (did you mean " + near.map { "\"\($0).\(suffix)\"" }.joined(separator: " or ") + "?)"
            }
        }
        return hint(for: name, in: Array(views) + Array(layoutGuides) + ["superview"], bestOnly: true)
    }

    /// Levenshtein distance; with `transpositions`, a swap of adjacent letters counts as one edit
    /// (optimal string alignment: `contentVeiw` is one typo from `contentView`, not two). Inputs
    /// are short (keys and names), so O(n·m) is fine.
    static func editDistance(_ a: [Character], _ b: [Character], transpositions: Bool = false) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if transpositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
