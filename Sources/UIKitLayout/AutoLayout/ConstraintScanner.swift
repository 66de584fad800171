/// A small hand-written scanner for `LayoutConstraint`'s grammar: one pass, no backtracking.
struct ConstraintScanner {
    let characters: [Character]
    let text: String
    var index = 0

    init(text: String) {
        self.text = text
        self.characters = Array(text)
    }

    mutating func constraint() throws(ConstraintSyntaxError) -> LayoutConstraint {
        let first = try anchor()
        let relation = try relationOperator()
        var second: LayoutConstraint.Anchor?
        var multiplier = 1.0
        var constant = 0.0
        skipSpaces()
        if let number = try numberIfPresent() {
            skipSpaces()
            if peek == "*" {
                index += 1
                multiplier = number
                second = try anchor()
                constant = try trailingConstant()
            } else {
                constant = number
            }
        } else {
            second = try anchor()
            constant = try trailingConstant()
        }
        var priority = LayoutPriority.required
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            let at = index
            guard let value = try numberIfPresent() else { throw fail("expected a priority after @") }
            guard (1...1000).contains(value) else { throw ConstraintSyntaxError(text: text, position: at + 1, message: "a priority is between 1 and 1000, got \(value)") }
            priority = LayoutPriority(value)
        }
        skipSpaces()
        guard index == characters.count else { throw fail("unexpected \"\(characters[index])\"") }
        return LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority)
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" { index += 1 }
    }

    private func fail(_ message: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError(text: text, position: index + 1, message: message)
    }

    /// `item.attribute`: letters, digits, `_`, `.`, and `-` inside a name (a `-` before a digit
    /// ends the anchor, so `a.bottom-8` reads as a constant).
    private mutating func anchor() throws(ConstraintSyntaxError) -> LayoutConstraint.Anchor {
        skipSpaces()
        let start = index
        while let c = peek {
            let isNameCharacter = c.isLetter || c.isNumber || c == "_" || c == "."
            let isInnerDash = c == "-" && index > start && index + 1 < characters.count && characters[index + 1].isLetter
            guard isNameCharacter || isInnerDash else { break }
            index += 1
        }
        let word = String(characters[start..<index])
        guard let dot = word.lastIndex(of: "."), dot != word.startIndex else {
            throw ConstraintSyntaxError(text: text, position: start + 1, message: word.isEmpty ? "expected item.attribute" : "expected item.attribute, got \"\(word)\"")
        }
        let name = String(word[word.index(after: dot)...])
        guard let attribute = LayoutConstraint.Attribute(rawValue: name) else {
            let known = LayoutConstraint.Attribute.allCases.map(\.rawValue)
            throw ConstraintSyntaxError(text: text, position: start + 1, message: "unknown attribute \"\(name)\"\(Suggestions.hint(for: name, in: known))")
        }
        return LayoutConstraint.Anchor(item: .name(String(word[..<dot])), attribute: attribute)
    }

    private mutating func relationOperator() throws(ConstraintSyntaxError) -> LayoutConstraint.Relation {
        skipSpaces()
        guard index + 1 < characters.count, let relation = LayoutConstraint.Relation(rawValue: String(characters[index...index + 1])) else {
            throw fail("expected ==, <= or >=")
        }
        index += 2
        return relation
    }

    /// `[(+ | -) constant]`.
    private mutating func trailingConstant() throws(ConstraintSyntaxError) -> Double {
        skipSpaces()
        guard let sign = peek, sign == "+" || sign == "-" else { return 0 }
        index += 1
        skipSpaces()
        guard let value = try numberIfPresent(allowSign: false) else { throw fail("expected a number after \(sign)") }
        return sign == "-" ? -value : value
    }

    /// A decimal number, if one starts here.
    private mutating func numberIfPresent(allowSign: Bool = true) throws(ConstraintSyntaxError) -> Double? {
        let start = index
        if allowSign, peek == "-" { index += 1 }
        var digits = 0
        while let c = peek, c.isASCII, c.isNumber { index += 1; digits += 1 }
        if peek == "." {
            index += 1
            while let c = peek, c.isASCII, c.isNumber { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; return nil }
        guard let value = Double(String(characters[start..<index])), value.isFinite, abs(value) <= LayoutEngine.maximumMagnitude else {
            throw ConstraintSyntaxError(text: text, position: start + 1, message: "number out of range")
        }
        return value
    }
}
