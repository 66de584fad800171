import StrictJSON
import UIKitLayout

/// A view node's `variations` (LAYOUT-SPEC.md): `[{ "when": { traits }, <field>: <value>, … }]`,
/// each field read by the same reader as the view's own field of that name.
extension SpecTreeReader {
    /// The fields a variation may set, on any view.
    static let variableViewKeys = ["hidden", "alpha", "frame", "layoutMargins", "directionalLayoutMargins"]
    /// The fields a variation may set on views of some classes, with those classes (the text
    /// fields as `textKeyClasses` has them).
    static let variableClassKeys: [(key: String, classes: [ViewClass])] = [
        ("text", [.label, .textField]), ("font", [.label, .button, .textField]), ("numberOfLines", [.label]),
        ("title", [.button]), ("placeholder", [.textField]),
        ("axis", [.stackView]), ("distribution", [.stackView]), ("alignment", [.stackView]), ("spacing", [.stackView]),
    ]

    func variation(_ node: JSONNode, viewClass: ViewClass, isRoot: Bool) throws(SpecError) -> ViewVariation {
        let object = try node.object()
        let variable = Self.variableViewKeys + Self.variableClassKeys.map(\.key)
        for key in object.keys where key != "when" {
            let field = object.optional(key)!
            if let entry = Self.variableClassKeys.first(where: { $0.key == key }), !entry.classes.contains(viewClass) {
                let names = entry.classes.map(Self.pluralName)
                let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
                throw field.error("\"\(key)\" applies to \(list); this view's class is \"\(viewClass.rawValue)\"")
            }
            // A field of views that a variation cannot set is named as such, not just "unknown".
            if !variable.contains(key), (Self.commonViewKeys + Self.scrollViewKeys + Self.tableViewKeys + Self.textViewKeys + Self.stackViewKeys).contains(key) {
                throw field.error("\"\(key)\" cannot vary with traits; a variation sets \(variable.joined(separator: ", "))")
            }
        }
        try object.allowOnly(["when"] + variable)
        let whenNode = try object.required("when")
        let when = try whenNode.traitPredicate()
        guard when != TraitPredicate() else {
            throw whenNode.error("a variation's \"when\" names at least one trait; for every environment, set the view's own field instead")
        }
        guard object.keys.count > 1 else {
            throw node.error("a variation sets at least one of \(variable.joined(separator: ", "))")
        }

        var variation = ViewVariation(when: when)
        variation.isHidden = try object.optional("hidden")?.bool()
        variation.alpha = try object.optional("alpha")?.alpha()
        if let frame = object.optional("frame") {
            if isRoot { throw frame.error("a root view's frame comes from its controller; a variation cannot set it") }
            variation.frame = try frame.rect()
        }
        variation.explicitLayoutMargins = try object.layoutMarginsSetting()
        variation.text = try object.optional("text")?.string()
        variation.font = try object.optional("font").map { n throws(SpecError) in try labelFont(n) }
        variation.numberOfLines = try object.optional("numberOfLines").map { n throws(SpecError) in try numberOfLines(n) }
        variation.title = try object.optional("title")?.string()
        variation.placeholder = try object.optional("placeholder")?.string()
        variation.axis = try object.optional("axis")?.layoutAxis()
        variation.distribution = try object.optional("distribution")?.stackDistribution()
        variation.alignment = try object.optional("alignment")?.stackAlignment()
        variation.spacing = try object.optional("spacing")?.stackSpacing()
        return variation
    }
}

extension JSONNode {
    /// A view's `alpha`: 0…1.
    func alpha() throws(SpecError) -> Double {
        let value = try number()
        guard (0...1).contains(value) else { throw error("alpha must be between 0 and 1, got \(Self.describe(self.value))") }
        return value
    }
}

extension ObjectNode {
    /// `layoutMargins` or `directionalLayoutMargins` (not both), in the form given; nil when neither.
    func layoutMarginsSetting() throws(SpecError) -> LayoutMarginsSetting? {
        if has("layoutMargins"), has("directionalLayoutMargins") {
            throw try required("directionalLayoutMargins").error("set either layoutMargins or directionalLayoutMargins, not both")
        }
        if let m = optional("layoutMargins") { return .physical(try m.edgeInsets()) }
        if let m = optional("directionalLayoutMargins") { return .directional(try m.directionalEdgeInsets()) }
        return nil
    }
}
