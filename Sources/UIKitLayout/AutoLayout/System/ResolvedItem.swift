/// A constraint item bound to the views of one computed pass (indices into `ComputedLayout.views`).
enum ResolvedItem: Equatable {
    case view(Int)
    /// A guide UIKit gives a view: safe area, margins, readable, a scroll view's content or frame.
    case viewGuide(Int, ConstraintItem.ViewGuide)
    /// A `UILayoutGuide` of the view at `owner`.
    case layoutGuide(owner: Int, id: String)
    /// A guide UIKit makes inside a stack view (`StackConstraint.Item`): its variables from `base`.
    case internalGuide(owner: Int, base: Int32)

    /// The view whose coordinates the item lives in, for finding the nearest common ancestor:
    /// a view itself, or the owner of a guide.
    var anchorView: Int {
        switch self {
        case .view(let v): v
        case .viewGuide(let o, _): o
        case .layoutGuide(let o, _): o
        case .internalGuide(let o, _): o
        }
    }
}

/// One constraint of the model, with its items resolved.
struct ResolvedConstraint {
    var constraint: LayoutConstraint
    var first: ResolvedItem
    var second: ResolvedItem?
}

/// Why the solver has a constraint, for diagnostics: UIKit's log names each one, and the views
/// it concerns are marked in the picture when it takes part in a conflict. Kept as data and
/// worded only when a diagnostic needs it.
enum ConstraintOrigin {
    /// The model's constraint `index` of the plan's installed constraints.
    case model(Int)
    /// `UIView-Encapsulated-Layout-*`: attribute 0…3 (minX, minY, width, height) of a view the
    /// system places.
    case encapsulated(view: Int, attribute: Int, value: Double)
    /// `NSAutoresizingMaskLayoutConstraint`: `attribute == value + share × (superview extent − canvas)`.
    case autoresizing(view: Int, attribute: Int, value: Double, share: Double, canvas: Double, mask: AutoresizingMask)
    /// `NSContentSizeLayoutConstraint` on one axis.
    case intrinsic(view: Int, horizontal: Bool, value: Double, hugging: LayoutPriority, resistance: LayoutPriority)
    /// A constraint a stack view generates (`UISV-…`).
    /// Boxed: it is larger than the other cases, and most systems have none.
    indirect case stackView(StackConstraint)
    /// A self-sizing row's content view: `height == 0` at `fittingSizeLevel`, as
    /// `systemLayoutSizeFitting` sizes it (the smallest height its constraints allow).
    case fittingHeight(view: Int)

    static let attributeNames = ["minX", "minY", "width", "height"]

    func views(in plan: ConstraintPlan) -> [Int] {
        switch self {
        case .model(let k):
            let c = plan.constraints[k]
            return [c.first.anchorView] + (c.second.map { [$0.anchorView] } ?? [])
        case .encapsulated(let v, _, _), .autoresizing(let v, _, _, _, _, _), .intrinsic(let v, _, _, _, _), .fittingHeight(let v): return [v]
        case .stackView(let c): return c.views
        }
    }

    func description(in plan: ConstraintPlan) -> String {
        let number = NumberText.format
        switch self {
        case .model(let k):
            return plan.constraints[k].constraint.logDescription
        case let .encapsulated(v, a, value):
            let suffix = ["Left", "Top", "Width", "Height"][a]
            return "\"UIView-Encapsulated-Layout-\(suffix)\" \(plan.ids[v]).\(Self.attributeNames[a]) == \(number(value))"
        case let .autoresizing(v, a, value, share, canvas, mask):
            let log = "NSAutoresizingMaskLayoutConstraint h=\(mask.logForm(horizontal: true)) v=\(mask.logForm(horizontal: false))"
            let extent = a % 2 == 0 ? "width" : "height"
            let rhs = share == 0 ? number(value) : "\(number(value)) + \(number(share)) × (superview.\(extent) - \(number(canvas)))"
            return "\(log) \(plan.ids[v]).\(Self.attributeNames[a]) == \(rhs)"
        case let .intrinsic(v, horizontal, value, hugging, resistance):
            return "NSContentSizeLayoutConstraint \(plan.ids[v]).\(horizontal ? "width" : "height") == \(number(value)) Hug:\(hugging) CompressionResistance:\(resistance)"
        case .stackView(let c):
            return c.description(in: plan)
        case let .fittingHeight(v):
            return "fitting size (automatic row height) \(plan.ids[v]).height == 0 @\(LayoutPriority.fittingSizeLevel)"
        }
    }
}
