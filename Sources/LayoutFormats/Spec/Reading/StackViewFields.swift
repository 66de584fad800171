import StrictJSON
import UIKitLayout

/// The stack-view fields of a view node (LAYOUT-SPEC.md "Auto Layout fields": `axis`,
/// `distribution`, `alignment`, `spacing`, `customSpacing`, `isLayoutMarginsRelativeArrangement`,
/// `isBaselineRelativeArrangement`, `arrangedSubviews`).
extension SpecTreeReader {
    static let stackViewKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "isLayoutMarginsRelativeArrangement",
        "isBaselineRelativeArrangement", "arrangedSubviews",
    ]

    /// Read after `subviews`: arranged subviews become subviews after those (drawn on top, as
    /// `addArrangedSubview` adds them), in arrangement order.
    mutating func readStackViewFields(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        if let axis = object.optional("axis") { view.axis = try axis.layoutAxis() }
        if let d = object.optional("distribution") { view.distribution = try d.stackDistribution() }
        if let a = object.optional("alignment") { view.alignment = try a.stackAlignment() }
        if let s = object.optional("spacing") { view.spacing = try s.stackSpacing() }
        view.isLayoutMarginsRelativeArrangement = try object.optional("isLayoutMarginsRelativeArrangement")?.bool() ?? false
        view.isBaselineRelativeArrangement = try object.optional("isBaselineRelativeArrangement")?.bool() ?? false

        for item in try object.optional("arrangedSubviews")?.array() ?? [] {
            let arranged = try self.view(item, isRoot: false)
            // UIStackView turns it off for every arranged subview; true would fight the stack.
            if arranged.translatesAutoresizingMaskIntoConstraints == true {
                throw try item.object().required("translatesAutoresizingMaskIntoConstraints")
                    .error("an arranged subview does not translate its autoresizing mask (UIStackView sets translatesAutoresizingMaskIntoConstraints to false); remove it or make it false")
            }
            view.addArrangedSubview(arranged)
        }

        if let custom = object.optional("customSpacing") {
            let entries = try custom.object()
            for id in entries.keys {
                let value = entries.optional(id)!
                guard view.arrangedSubviewIDs.contains(id) else {
                    let known = view.arrangedSubviewIDs
                    let list = known.isEmpty ? "it arranges no views" : "its arranged subviews are \(known.prefix(8).map { Suggestions.quoted($0) }.joined(separator: ", "))\(known.count > 8 ? ", …" : "")"
                    throw value.error("customSpacing after \(Suggestions.quoted(id)), which this stack view does not arrange; \(list)\(Suggestions.hint(for: id, in: known))")
                }
                view.customSpacing[id] = try value.stackSpacing()
            }
        }
    }
}

extension JSONNode {
    func layoutAxis() throws(SpecError) -> LayoutAxis {
        LayoutAxis(rawValue: try oneOf(LayoutAxis.allCases.map(\.rawValue), what: "axis"))!
    }

    func stackDistribution() throws(SpecError) -> StackViewDistribution {
        StackViewDistribution(rawValue: try oneOf(StackViewDistribution.allCases.map(\.rawValue), what: "distribution"))!
    }

    func stackAlignment() throws(SpecError) -> StackViewAlignment {
        StackViewAlignment(specName: try oneOf(StackViewAlignment.specNames, what: "alignment"))!
    }

    /// A stack spacing: a number (negative overlaps the views) or `"system"`
    /// (`View.spacingUseSystem`).
    func stackSpacing() throws(SpecError) -> Double {
        if case .string(let s) = value {
            guard s == "system" else { throw error("expected a number or \"system\", got \(Self.describe(value))") }
            return View.spacingUseSystem
        }
        guard case .number = value else { throw mismatch("a number or \"system\"") }
        return try number()
    }
}
