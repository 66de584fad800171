/// How Auto Layout's problems are worded, in one place: the one-line `Diagnostic.message` the
/// engine stores, and the multi-line log UIKit prints for a conflict (reference/solver-cases.md
/// §2), which the text output, `layout-snapshot render`'s warnings and a failed assertion show.
///
/// Constraints are the strings the engine gives (the spec's form, with the identifier); the log
/// shows each as UIKit shows a constraint's description, between angle brackets.
package enum AutoLayoutWording {
    // MARK: The one-line messages (`Diagnostic.message`)

    /// `Unable to simultaneously satisfy constraints: <a>, <b>; will attempt to recover by
    /// breaking constraint <b>`: the message of an `unsatisfiableConstraints` diagnostic.
    package static func unsatisfiable(constraints: [String], broken: String?) -> String {
        var text = "Unable to simultaneously satisfy constraints: " + constraints.map(described).joined(separator: ", ")
        if let broken { text += "; will attempt to recover by breaking constraint \(described(broken))" }
        return text
    }

    /// `view "x" has an ambiguous layout: its height is not determined by its constraints`: the
    /// message of an `ambiguousLayout` diagnostic. `attribute` is `minX`, `minY`, `width` or
    /// `height`.
    package static func ambiguous(view: String, attribute: String) -> String {
        "view \"\(view)\" has an ambiguous layout: its \(attributeWords(attribute)) is not determined by its constraints"
    }

    /// The same with every attribute left free of the view, in one sentence: `its horizontal
    /// position (minX) and width are not determined by its constraints`.
    package static func ambiguous(view: String, attributes: [String]) -> String {
        guard attributes.count > 1 else { return ambiguous(view: view, attribute: attributes.first ?? "minX") }
        return "view \"\(view)\" has an ambiguous layout: its \(list(attributes.map(attributeWords))) are not determined by its constraints"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count < 2 ? (items.first ?? "") : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// `"a", "b" and "c"`, or the first five and `and 12 more`: ids in a message, counted exactly.
    static func quotedIDs(_ ids: [String], limit: Int = 5) -> String {
        let shown = ids.prefix(limit).map { "\"\($0)\"" }
        guard ids.count > limit else { return list(shown) }
        return shown.joined(separator: ", ") + " and \(ids.count - limit) more"
    }

    /// The same for a `UILayoutGuide` (`layoutGuides` of a view).
    package static func ambiguous(layoutGuide: String, attribute: String) -> String {
        "layout guide \"\(layoutGuide)\" has an ambiguous layout: its \(attributeWords(attribute)) is not determined by its constraints"
    }

    /// `minX` reads "horizontal position (minX)"; width and height read as themselves.
    package static func attributeWords(_ attribute: String) -> String {
        switch attribute {
        case "minX": "horizontal position (minX)"
        case "minY": "vertical position (minY)"
        default: attribute
        }
    }

    // MARK: The log

    /// UIKit's log for constraints that cannot all hold, line by line: the header and advice,
    /// the list, the one broken to recover, and the breakpoint hint. No trailing blank line.
    package static func unsatisfiableLog(constraints: [String], broken: String?) -> [String] {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "    Probably at least one of the constraints in the following list is one you don't want.",
            "    Try this:",
            "        (1) look at each constraint and try to figure out which you don't expect;",
            "        (2) find the code that added the unwanted constraint or constraints and fix it.",
            "    (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)",
            "(",
        ]
        for (index, constraint) in constraints.enumerated() {
            lines.append("    \"\(described(constraint))\"\(index < constraints.count - 1 ? "," : "")")
        }
        lines.append(")")
        if let broken {
            lines += ["", "Will attempt to recover by breaking constraint", described(broken)]
        }
        lines += ["", "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."]
        return lines
    }

    /// A diagnostic for people, line by line: `warning [id]: message` on one line, except a
    /// conflict, which is UIKit's log after `warning [id]:` (`issueLines`).
    package static func lines(for diagnostic: Diagnostic) -> [String] {
        let body = issueLines(diagnostic)
        let head = "\(diagnostic.severity.rawValue)\(diagnostic.id.map { " [\($0)]" } ?? ""): "
        return [head + body[0]] + body.dropFirst()
    }

    /// A diagnostic's own words, without the severity and id: UIKit's log for a conflict (from
    /// its fields: `constraints`, `brokenConstraint`), else its one-line message (an ambiguity's
    /// names the view and the attribute). A failed snapshot assertion lists its issues so.
    package static func issueLines(_ diagnostic: Diagnostic) -> [String] {
        guard diagnostic.kind == .unsatisfiableConstraints, !diagnostic.constraints.isEmpty else { return [diagnostic.message] }
        return unsatisfiableLog(constraints: diagnostic.constraints, broken: diagnostic.brokenConstraint)
    }

    /// A constraint as UIKit describes one: between angle brackets (kept when already there).
    package static func described(_ constraint: String) -> String {
        constraint.hasPrefix("<") && constraint.hasSuffix(">") ? constraint : "<\(constraint)>"
    }
}
