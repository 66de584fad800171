/// A constraint item bound to the views of one computed pass (indices into `ComputedLayout.views`).
enum ResolvedItem: Equatable {
    case view(Int)
    /// A guide UIKit gives a view: safe area, margins, readable, a scroll view's content or frame.
    case viewGuide(Int, ConstraintItem.ViewGuide)
    /// A `UILayoutGuide` of the view at `owner`.
    case layoutGuide(owner: Int, id: String)

    /// The view whose coordinates the item lives in, for finding the nearest common ancestor:
    /// a view itself, or the owner of a guide.
    var anchorView: Int {
        switch self {
        case .view(let v): v
        case .viewGuide(let o, _): o
        case .layoutGuide(let o, _): o
        }
    }
}

/// One constraint of the model, with its items resolved.
struct ResolvedConstraint {
    var holder: Int
    var constraint: LayoutConstraint
    var first: ResolvedItem
    var second: ResolvedItem?
}

/// Why the solver has a constraint, for diagnostics: UIKit's log names each one, and the views
/// it concerns are marked in the picture when it takes part in a conflict.
struct ConstraintOrigin {
    var description: String
    var views: [Int]
}
