/// Text broken into lines as a `UILabel` lays it out: `NSLineBreakMode.byWordWrapping` within the
/// width (a line ends at the last space or hyphen that fits, a word wider than the line is broken
/// between characters, spaces at a line's end take no width), hard line breaks kept, and when
/// `numberOfLines` cuts the text short the last line truncated at its tail with "…", UILabel's
/// default `byTruncatingTail`. Sizes are unrounded; the label rounds them to its screen's pixels.
package struct TextLayout: Hashable, Sendable {
    package struct Line: Hashable, Sendable {
        package var text: String
        /// Without the spaces that end it.
        package var width: Double
    }

    package var lines: [Line]
    /// Whether text was left out (the last line ends in "…").
    package var isTruncated: Bool
    package var font: Font

    /// `maxWidth` nil (or infinite): each paragraph on one line. `numberOfLines` 0: as many as
    /// the text needs.
    package init(text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0) {
        self.font = font
        let limit = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        var lines: [Line] = []
        var truncated = false
        let paragraphs = text.isEmpty ? [] : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        paragraphLoop: for (p, paragraph) in paragraphs.enumerated() {
            var rest = Substring(paragraph)
            repeat {
                let (line, remainder) = Self.nextLine(rest, font: font, limit: limit)
                let isLast = numberOfLines > 0 && lines.count == numberOfLines - 1
                let more = !remainder.isEmpty || p < paragraphs.count - 1
                if isLast && more {
                    // The rest of the text does not fit: this line keeps what fits before "…".
                    lines.append(Self.truncated(rest, font: font, limit: limit))
                    truncated = true
                    break paragraphLoop
                }
                lines.append(Line(text: String(line), width: font.width(of: Self.trimmingTrailingSpaces(line))))
                rest = remainder
            } while !rest.isEmpty
        }
        self.lines = lines
        self.isTruncated = truncated
    }

    /// The widest line by the lines' height: the first `lineHeight` (UIFont's), each next one
    /// `lineAdvance` (a text style's leading where larger).
    package var size: Size {
        Size(width: lines.map(\.width).max() ?? 0, height: font.height(ofLines: lines.count))
    }

    // MARK: Breaking

    /// The longest start of `text` that fits `limit`, ending after a space or hyphen where one
    /// fits; a first word that does not fit alone is broken between characters (at least one).
    static func nextLine(_ text: Substring, font: Font, limit: Double?) -> (line: Substring, rest: Substring) {
        guard let limit else { return (text, text[text.endIndex...]) }
        var lastBreak: String.Index?
        var run = Font.Run(font)
        var index = text.startIndex
        var lineEndForChars = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            for scalar in character.unicodeScalars { run.append(scalar) }
            if character == " " || character == "\t" {
                // Spaces at the end of a line take no width: a break after them always fits.
                lastBreak = next
                index = next
                continue
            }
            // The line so far, kerning included; the spaces inside it count, trailing ones cannot
            // be here (this character is not one).
            if run.width > limit + 1e-9 {
                if let lastBreak { return (text[..<lastBreak], text[lastBreak...]) }
                // One word wider than the line: break it between characters; spaces that follow
                // hang at the end of this line (no width), as after a break at a space.
                var end = lineEndForChars == text.startIndex ? next : lineEndForChars
                while end < text.endIndex, text[end] == " " || text[end] == "\t" { end = text.index(after: end) }
                return (text[..<end], text[end...])
            }
            lineEndForChars = next
            if character == "-" || character == "\u{2013}" { lastBreak = next }
            index = next
        }
        return (text, text[text.endIndex...])
    }

    /// As much of `text` as fits `limit` with "…" after it (on one line). The prefix grows a
    /// character at a time in a `Font.Run`, each attempt measured by a copy with "…" appended, so
    /// the cost is linear in what fits (spaces before "…" are dropped, as UIKit draws it).
    static func truncated(_ text: Substring, font: Font, limit: Double?) -> Line {
        let firstLine = limit == nil ? text.prefix { !$0.isNewline } : text
        var end = firstLine.endIndex
        if let limit {
            end = firstLine.startIndex
            var run = Font.Run(font)      // the prefix through its last character that is not a space
            var spaces: [Unicode.Scalar] = []  // spaces after it, counted only if more text follows
            var index = firstLine.startIndex
            while index < firstLine.endIndex {
                let character = firstLine[index]
                let next = firstLine.index(after: index)
                if character == " " || character == "\t" {
                    spaces.append(contentsOf: character.unicodeScalars)
                    index = next
                    continue
                }
                var grown = run
                for scalar in spaces { grown.append(scalar) }
                for scalar in character.unicodeScalars { grown.append(scalar) }
                var attempt = grown
                attempt.append("…")
                if attempt.width > limit + 1e-9 { break }
                run = grown
                spaces.removeAll(keepingCapacity: true)
                end = next
                index = next
            }
        }
        let candidate = String(trimmingTrailingSpaces(firstLine[..<end])) + "…"
        return Line(text: candidate, width: font.width(of: candidate))
    }

    static func trimmingTrailingSpaces(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " || s[s.index(before: end)] == "\t" { end = s.index(before: end) }
        return s[..<end]
    }
}
