import StrictJSON

/// "Did you mean" help for unknown keys, classes and device names.
enum Suggestions {
    /// The candidates closest to `word` by edit distance (case-insensitive), best first; only
    /// those close enough to be a plausible typo, at most `limit`.
    static func nearest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        // Names are short: a long word is no typo of one, and comparing it would cost O(n·m).
        guard word.count <= 64 else { return [] }
        let target = Array(word.lowercased())
        let scored = candidates.map { candidate -> (String, Int) in
            let lowered = Array(candidate.lowercased())
            var distance = editDistance(target, lowered)
            // A candidate that contains the word (or the reverse) is a likely intent.
            if distance > 0, lowered.count > 2, target.count > 2,
               candidate.lowercased().contains(word.lowercased()) || word.lowercased().contains(candidate.lowercased()) {
                distance = min(distance, 2)
            }
            return (candidate, distance)
        }
        let threshold = max(2, target.count / 3)
        return scored.filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit).map(\.0)
    }

    /// A user's string as an error shows it: JSON-quoted (so control characters cannot break the
    /// one-line message) and cut at 60 characters.
    static func quoted(_ s: String) -> String {
        let shown = s.count > 60 ? String(s.prefix(60)) + "…" : s
        return JSONWriter.write(.string(shown), pretty: false)
    }

    /// ` (did you mean "a" or "b"?)`, or empty.
    static func hint(for word: String, in candidates: [String]) -> String {
        let near = nearest(to: word, in: candidates)
        guard !near.isEmpty else { return "" }
        return " (did you mean " + near.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
    }

    /// Levenshtein distance; inputs are short (keys and names), so O(n·m) is fine.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
