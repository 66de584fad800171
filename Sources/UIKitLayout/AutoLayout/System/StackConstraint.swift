/// One constraint a `UIStackView` generates, kept as data (indices and numbers: no text until a
/// diagnostic needs it) and named with UIKit's identifier, so a conflict reads as UIKit's log
/// reads (solver-cases.md §3).
struct StackConstraint {
    /// UIKit's identifiers (solver-cases.md §3; the iOS 10 dumps in kean's "Let's Build
    /// UIStackView").
    enum Identifier: String {
        case canvasConnection = "UISV-canvas-connection"
        case spacing = "UISV-spacing"
        case hiding = "UISV-hiding"
        case alignment = "UISV-alignment"
        case fillEqually = "UISV-fill-equally"
        case fillProportionally = "UISV-fill-proportionally"
        case distributingEdge = "UISV-distributing-edge"
        case spanningBoundary = "UISV-spanning-boundary"
        case spanningFit = "UISV-spanning-fit"
        case ambiguitySuppression = "UISV-ambiguity-suppression"
        case canvasFit = "UISV-canvas-fit"
        case textWidthDisambiguation = "UISV-text-width-disambiguation"
    }

    /// What a stack constraint relates. The spacer and the gap guides are layout guides UIKit
    /// makes inside the stack (`_UILayoutSpacer`, `_UIOLAGapGuide`); they have variables (from
    /// `base`: minX, minY, width, height in the stack's coordinates) but are not in the output.
    enum Item {
        case view(Int)
        /// The stack's `layoutMarginsGuide` (`isLayoutMarginsRelativeArrangement`).
        case margins(Int)
        /// The alignment spacer of the stack at the index ("UISV-alignment-spanner").
        case spacer(stack: Int, base: Int32)
        /// The `index`-th gap guide of an equal-spacing or equal-centering stack.
        case gap(stack: Int, index: Int, base: Int32)

        var resolved: ResolvedItem {
            switch self {
            case .view(let v): .view(v)
            case .margins(let s): .viewGuide(s, .margins)
            case .spacer(let s, let base), .gap(let s, _, let base): .internalGuide(owner: s, base: base)
            }
        }

        var view: Int {
            switch self {
            case .view(let v): v
            case .margins(let s), .spacer(let s, _), .gap(let s, _, _): s
            }
        }

        func name(in plan: ConstraintPlan) -> String {
            switch self {
            case .view(let v): plan.ids[v]
            case .margins(let s): "\(plan.ids[s]).margins"
            case .spacer(let s, _): "\(plan.ids[s]).UISV-alignment-spanner"
            case .gap(let s, let k, _): "\(plan.ids[s]).UISV-distributing[\(k)]"
            }
        }
    }

    typealias Attribute = LayoutConstraint.Attribute

    var identifier: Identifier
    var first: Item
    var firstAttribute: Attribute
    var relation: LayoutConstraint.Relation
    /// nil for a size against a constant (`UISV-hiding`: `v.width == 0`).
    var second: Item?
    var secondAttribute: Attribute
    var multiplier: Double
    var constant: Double
    var priority: Double

    init(_ identifier: Identifier, _ first: Item, _ firstAttribute: Attribute, _ relation: LayoutConstraint.Relation,
         _ second: Item?, _ secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        self.identifier = identifier
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// The views it concerns, the first item's first (the stack for its guides).
    var views: [Int] {
        guard let second, second.view != first.view else { return [first.view] }
        return [first.view, second.view]
    }

    /// As UIKit's log lists it: `"UISV-spacing" b.leading == a.trailing + 10`.
    func description(in plan: ConstraintPlan) -> String {
        let anchor = LayoutConstraint.Anchor(item: .name(first.name(in: plan)), attribute: firstAttribute)
        let other = second.map { LayoutConstraint.Anchor(item: .name($0.name(in: plan)), attribute: secondAttribute) }
        return LayoutConstraint(anchor, relation, other, multiplier: multiplier, constant: constant,
                                priority: LayoutPriority(priority), identifier: identifier.rawValue).logDescription
    }
}
