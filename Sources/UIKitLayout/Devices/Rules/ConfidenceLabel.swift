/// The confidence labels of the reference, in order of trust (uikit-rules.md, "Confidence
/// labels"), plus "unsourced" for a product guess.
///
/// A value a rule derives takes the lower of the rule's own label and its inputs' labels
/// (Scripts/catalog/README.md, "Schema"). A label that is not on this scale ("calibrated", or a
/// calibration file's own word) ranks with "high": the user measured it, so what is left to doubt
/// is the rule.
enum ConfidenceLabel {
    static func rank(_ label: String) -> Int {
        switch label {
        case "unsourced", "n/a": return 0
        case "low": return 1
        case "low-medium", "medium-low": return 2
        case "medium": return 3
        case "medium-high": return 4
        default: return 5  // "high", "calibrated" and labels a calibration file chose
        }
    }

    /// Whether `label` is one of the reference's own labels (not "calibrated" or a user's).
    static func isReferenceLabel(_ label: String) -> Bool {
        switch label {
        case "unsourced", "n/a", "low", "low-medium", "medium-low", "medium", "medium-high", "high": return true
        default: return false
        }
    }

    /// The least trusted label; on a tie the first wins, so a rule keeps its own wording.
    static func lower(_ first: String, _ second: String) -> String {
        rank(second) < rank(first) ? second : first
    }
}

/// Notes joined the way the catalog writes them: each part without surrounding spaces and
/// trailing full stops, joined by ". " (build_catalog.py's `join_notes`).
enum CatalogNote {
    static func join(_ parts: String?...) -> String? {
        let kept = parts.compactMap { part -> String? in
            guard let part else { return nil }
            var text = Substring(part).drop(while: \.isWhitespace)
            while let last = text.last, last.isWhitespace { text.removeLast() }
            guard !text.isEmpty else { return nil }
            while text.last == "." { text.removeLast() }
            return String(text)
        }
        return kept.isEmpty ? nil : kept.joined(separator: ". ")
    }
}
