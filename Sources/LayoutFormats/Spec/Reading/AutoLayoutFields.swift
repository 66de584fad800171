import StrictJSON
import UIKitLayout

/// The Auto Layout fields of a view node (LAYOUT-SPEC.md "Auto Layout fields") and the
/// constraint entries of its `constraints`.
extension SpecTreeReader {
    static let autoLayoutViewKeys = [
        "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "intrinsicContentSize",
        "contentHuggingPriority", "contentCompressionResistancePriority", "alignmentRectInsets",
    ]

    func readAutoLayoutFields(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        // Absent stays nil: the engine then decides from the frame and the constraints.
        view.translatesAutoresizingMaskIntoConstraints = try object.optional("translatesAutoresizingMaskIntoConstraints")?.bool()
        if let mask = object.optional("autoresizingMask") { view.autoresizingMask = try autoresizingMask(mask) }
        view.intrinsicContentSize = try object.optional("intrinsicContentSize")?.intrinsicContentSize()
        if let insets = object.optional("alignmentRectInsets") { view.alignmentRectInsets = try insets.edgeInsets() }
        if let p = object.optional("contentHuggingPriority") {
            view.contentHuggingPriority = try p.axisPriorities(defaults: .defaultHugging)
        }
        if let p = object.optional("contentCompressionResistancePriority") {
            view.contentCompressionResistancePriority = try p.axisPriorities(defaults: .defaultCompressionResistance)
        }
    }

    /// An array of `AutoresizingMask.names`; a name given twice is an error (a typo more likely
    /// than an intent).
    func autoresizingMask(_ node: JSONNode) throws(SpecError) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        var seen: [String: JSONPath] = [:]
        let names = AutoresizingMask.names.map(\.name)
        for item in try node.array() {
            let name = try item.oneOf(names, what: "autoresizing mask")
            if let first = seen[name] {
                throw item.error("\(Suggestions.quoted(name)) is repeated (first at \(first))")
            }
            seen[name] = item.path
            mask.insert(AutoresizingMask.names.first { $0.name == name }!.option)
        }
        return mask
    }

    /// `{ "id", "frame"? }`: without a frame the guide is placed by constraints alone.
    mutating func layoutGuide(_ node: JSONNode) throws(SpecError) -> LayoutGuide {
        let guide = try node.object()
        try guide.allowOnly(["id", "frame"])
        let guideID = try guide.required("id")
        let name = try id(guideID)
        try claim(name, at: guideID)
        return LayoutGuide(id: name, layoutFrame: try guide.optional("frame")?.rect())
    }

    /// A constraint entry, with the node of its string (where its problems are reported): a
    /// string, or `{ "constraint", "identifier", "priority", "isActive", "when" }`.
    func constraintEntry(_ node: JSONNode) throws(SpecError) -> (constraint: LayoutConstraint, textNode: JSONNode) {
        guard case .object = node.value else { return (try parsedConstraint(node), node) }
        let object = try node.object()
        try object.allowOnly(["constraint", "identifier", "priority", "isActive", "when"])
        let textNode = try object.required("constraint")
        var constraint = try parsedConstraint(textNode)
        if let p = object.optional("priority") {
            // `@` appears in the grammar only before a priority.
            if try textNode.string().contains("@") {
                throw p.error("the priority is given twice: in the constraint string (after @) and here; keep one")
            }
            constraint.priority = try p.priority()
        }
        constraint.identifier = try object.optional("identifier")?.string()
        constraint.isActive = try object.optional("isActive")?.bool() ?? true
        constraint.when = try object.optional("when")?.traitPredicate()
        return (constraint, textNode)
    }

    /// The string form, parsed and checked for what UIKit refuses to create.
    private func parsedConstraint(_ node: JSONNode) throws(SpecError) -> LayoutConstraint {
        let text = try node.string()
        let constraint: LayoutConstraint
        do { constraint = try LayoutConstraint(text) } catch {
            throw node.error("\(error) \(Suggestions.quoted(text))")
        }
        if let problem = constraint.legalityProblem {
            throw node.error("in constraint \(Suggestions.quoted(text)): \(problem)")
        }
        return constraint
    }
}

extension JSONNode {
    /// A `UILayoutPriority`: 1…1000, fractions allowed.
    func priority() throws(SpecError) -> LayoutPriority {
        let value = try number()
        guard (1...1000).contains(value) else {
            throw error("a priority is between 1 and 1000, got \(Self.describe(self.value))")
        }
        return LayoutPriority(value)
    }

    /// `{"horizontal": p, "vertical": p}`; an absent axis keeps UIKit's default.
    func axisPriorities(defaults: AxisPriorities) throws(SpecError) -> AxisPriorities {
        let object = try object()
        try object.allowOnly(["horizontal", "vertical"])
        return AxisPriorities(horizontal: try object.optional("horizontal")?.priority() ?? defaults.horizontal,
                              vertical: try object.optional("vertical")?.priority() ?? defaults.vertical)
    }

    /// `[w, h]`, each ≥ 0 or exactly -1 (`UIView.noIntrinsicMetric`: no size on that axis).
    func intrinsicContentSize() throws(SpecError) -> Size {
        let n = try numbers(count: 2, shape: "[width, height]")
        for i in 0..<2 where n[i] < 0 && n[i] != View.noIntrinsicMetric {
            throw JSONNode(.number(n[i]), path: path.appending(i), file: file)
                .error("\(i == 0 ? "width" : "height") must be ≥ 0, or -1 for noIntrinsicMetric, got \(Self.describe(.number(n[i])))")
        }
        return Size(width: n[0], height: n[1])
    }

    /// A `UIContentSizeCategory` by its Swift name or short form.
    func contentSizeCategory() throws(SpecError) -> ContentSizeCategory {
        let name = try string()
        guard let category = ContentSizeCategory(name: name) else {
            throw error("unknown content size category \(Suggestions.quoted(name))\(Suggestions.hint(for: name, in: ContentSizeCategory.allCases.map(\.rawValue)))")
        }
        return category
    }
}
