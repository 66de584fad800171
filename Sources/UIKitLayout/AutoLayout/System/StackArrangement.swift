/// A stack view of a computed pass and the views it arranges (indices into `ComputedLayout.views`),
/// with which of them are visible: hidden arranged views collapse (solver-cases.md §3). The same
/// for every pass of a computation, so `ConstraintPlan` finds them once.
struct StackArrangement {
    var stack: Int
    /// In arrangement order (`arrangedSubviews`).
    var arranged: [Int]
    var isVisible: [Bool]

    /// The first and last visible arranged views (nil when every one is hidden).
    var firstVisible: Int? { arranged.indices.first { isVisible[$0] }.map { arranged[$0] } }
    var lastVisible: Int? { arranged.indices.last { isVisible[$0] }.map { arranged[$0] } }

    /// Every stack view of `layout` that arranges views, in pre-order; per view, the index of its
    /// arrangement (-1 if none) and whether some stack view arranges it.
    static func all(in layout: ComputedLayout, model: AutoLayoutModel, modelIndex: [Int], indexOfView: [String: Int])
        -> (arrangements: [StackArrangement], arrangementOf: [Int], isArranged: [Bool]) {
        var arrangements: [StackArrangement] = []
        var arrangementOf = [Int](repeating: -1, count: layout.views.count)
        var isArranged = [Bool](repeating: false, count: layout.views.count)
        guard model.arrangingStackViewCount > 0 else { return (arrangements, arrangementOf, isArranged) }
        for i in layout.views.indices where modelIndex[i] >= 0 && layout.views[i].viewClass == .stackView {
            let ids = model.views[modelIndex[i]].arrangedSubviewIDs
            guard !ids.isEmpty else { continue }
            // `LayoutBuilder.validateStackView` made sure each is a subview of this stack.
            let arranged = ids.compactMap { indexOfView[$0] }.filter { layout.views[$0].parent == layout.views[i].id }
            for v in arranged { isArranged[v] = true }
            arrangementOf[i] = arrangements.count
            arrangements.append(StackArrangement(stack: i, arranged: arranged, isVisible: arranged.map { !layout.views[$0].isHidden }))
        }
        return (arrangements, arrangementOf, isArranged)
    }
}
