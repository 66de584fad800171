import LayoutSolver
/// One diagnostic per cause of an ambiguous layout, with the cause where UIKit's tools would name
/// it (issue 32, point 4): the solve says which variables are free, view by view; a stack whose
/// arranged views tie on content hugging (or compression resistance) makes two views' widths and
/// the positions after them free, and the views inside them with it. Listing each (view,
/// attribute) gave dozens of lines for one missing priority.
///
/// The causes, in this order:
/// 1. A stack view's arranged views with free extents along its axis (the stack's own extent
///    along it fixed): the ones that compete (without an intrinsic size along the axis, else the
///    lowest hugging priority when stretched, the lowest compression resistance when squeezed)
///    tie. Xcode calls it "Content Priority Ambiguity". Every free position and extent along the
///    axis of the stack's arranged views is this cause's.
/// 2. A view nothing places (`AutoLayoutModel.unplacedViews`): no frame, no constraint.
/// 3. Any other view: its free attributes in one diagnostic.
///
/// A view inside a view with a diagnostic, whose free attributes all lie on axes where that
/// view's (or a tie's competitors') extent is free, is counted in that diagnostic rather than
/// given its own: its width follows its container's. Counts in messages are exact.
enum AmbiguityCauses {
    static let attributeNames = ["minX", "minY", "width", "height"]

    /// `free`: per view laid out by constraints with free variables (in the pass's order), the
    /// free attributes (0 minX, 1 minY, 2 width, 3 height).
    static func diagnostics(_ b: ConstraintSystemBuilder, _ s: LinearSolution, free: [(view: Int, attributes: [Int])]) -> [Diagnostic] {
        guard !free.isEmpty else { return [] }
        let plan = b.plan, layout = b.layout
        var freeOf: [Int: [Int]] = [:]
        for (v, attributes) in free { freeOf[v] = attributes }

        var causes: [Cause] = []
        /// View → the cause whose free extents its descendants may be counted in.
        var owner: [Int: Int] = [:]
        /// Which cause comes first, by the first view (pre-order) it covers.
        var firstView: [Int] = []

        // 1. Ties in stack views.
        for arrangement in plan.stackArrangements {
            guard let tie = tie(in: arrangement, b, s, freeOf: freeOf) else { continue }
            let ax = tie.horizontal ? 0 : 1
            var covered: [Int] = [], attributes: Set<Int> = []
            for (k, v) in arrangement.arranged.enumerated() where arrangement.isVisible[k] {
                guard let own = freeOf[v] else { continue }
                let along = own.filter { $0 % 2 == ax }
                guard !along.isEmpty else { continue }
                covered.append(v)
                attributes.formUnion(along)
                freeOf[v] = own.filter { $0 % 2 != ax }
            }
            let index = causes.count
            causes.append(Cause(view: arrangement.stack, kind: .tie(tie), attributes: attributes.sorted(), covered: covered, extentAxes: [ax]))
            firstView.append(covered.min() ?? arrangement.stack)
            for v in tie.competitors { owner[v] = index }
        }

        // 2 and 3, in pre-order: a view left to itself, or counted in an ancestor's cause.
        let unplaced = Set(plan.model.unplacedViews().map { plan.model.views[$0].id })
        for i in layout.views.indices {
            guard let attributes = freeOf[i], !attributes.isEmpty else { continue }
            let axes = Set(attributes.map { $0 % 2 })
            var p = plan.parent[i], folded = false
            while p >= 0 {
                if let c = owner[p], axes.isSubset(of: causes[c].extentAxes) {
                    causes[c].folded.append(i)
                    owner[i] = c
                    folded = true
                    break
                }
                p = plan.parent[p]
            }
            guard !folded else { continue }
            let isUnplaced = unplaced.contains(layout.views[i].id)
            owner[i] = causes.count
            causes.append(Cause(view: i, kind: isUnplaced ? .unplaced : .view, attributes: attributes, covered: [i],
                                extentAxes: Set(attributes.filter { $0 >= 2 }.map { $0 % 2 })))
            firstView.append(i)
        }

        return causes.indices.sorted { firstView[$0] != firstView[$1] ? firstView[$0] < firstView[$1] : $0 < $1 }
            .map { causes[$0].diagnostic(plan: plan, intrinsic: intrinsicSize(of: causes[$0].view, b)) }
    }

    // MARK: Causes

    struct Tie {
        var cause: AmbiguityCause
        var horizontal: Bool
        /// The arranged views that compete, in arrangement order.
        var competitors: [Int]
        /// The priority they share (nil for `sizeTie`).
        var priority: LayoutPriority?
    }

    struct Cause {
        enum Kind {
            case tie(Tie)
            case unplaced
            case view
        }

        var view: Int
        var kind: Kind
        var attributes: [Int]
        /// The views whose free attributes this cause states itself (a tie's arranged views).
        var covered: [Int]
        /// The axes (0 horizontal, 1 vertical) on which a free extent makes views inside free too.
        var extentAxes: Set<Int>
        /// Views inside, counted in this diagnostic.
        var folded: [Int] = []

        func diagnostic(plan: ConstraintPlan, intrinsic: Size?) -> Diagnostic {
            let id = plan.ids[view]
            let names = attributes.map { AmbiguityCauses.attributeNames[$0] }
            let views = (covered.contains(view) ? [] : [id]) + covered.map { plan.ids[$0] } + folded.map { plan.ids[$0] }
            var message: String
            var cause: AmbiguityCause?
            switch kind {
            case .tie(let tie):
                message = AmbiguityCauses.message(tie, stack: id, ids: plan.ids)
                cause = tie.cause
            case .unplaced:
                let hasIntrinsic = intrinsic.map { $0.width > 0 || $0.height > 0 } ?? false
                let verb = names.count == 1 ? "is" : "are"
                message = "view \"\(id)\" has \(hasIntrinsic ? "no frame and no constraints" : "no frame, no constraints and no intrinsic size"): its "
                    + "\(AutoLayoutWording.list(names.map(AutoLayoutWording.attributeWords))) \(verb) not determined; give it a frame or constraints that place it"
                cause = .unplaced
            case .view:
                message = AutoLayoutWording.ambiguous(view: id, attributes: names)
            }
            if !folded.isEmpty {
                let count = folded.count == 1 ? "1 view" : "\(folded.count) views"
                let inside = if case .tie = kind { "inside them" } else { "inside it" }
                message += "; \(count) \(inside) \(folded.count == 1 ? "is" : "are") ambiguous with it: \(AutoLayoutWording.quotedIDs(folded.map { plan.ids[$0] }))"
            }
            let tieAxisName: String? = if case .tie(let tie) = kind { tie.horizontal ? "width" : "height" } else { nil }
            return Diagnostic(kind: .ambiguousLayout, id: id, message: message, attribute: tieAxisName ?? names.first,
                              attributes: names.count > 1 ? names : [], views: views.count > 1 ? views : [], cause: cause)
        }
    }

    /// A view's intrinsic content size as the system held it (`ConstraintSystemBuilder
    /// .intrinsicSizes`), else the one its walk gave it. Not the walk's first: the first walk
    /// measures a multi-line label at its written width, the first system unbounded, and the
    /// passes may settle on that system (`PassDependencies`).
    static func intrinsicSize(of v: Int, _ b: ConstraintSystemBuilder) -> Size? {
        if let held = b.intrinsicSizes[v] { return held }
        return b.layout.views[v].intrinsicContentSize
    }

    /// The tie in a stack view's arrangement, if its arranged views' extents along the axis are
    /// free while its own is not.
    static func tie(in arrangement: StackArrangement, _ b: ConstraintSystemBuilder, _ s: LinearSolution, freeOf: [Int: [Int]]) -> Tie? {
        let plan = b.plan
        let stack = plan.model.views[plan.modelIndex[arrangement.stack]]
        let horizontal = stack.axis == .horizontal
        let ax = horizontal ? 0 : 1, extent = ax + 2
        guard !(freeOf[arrangement.stack]?.contains(extent) ?? false) else { return nil }
        let free = arrangement.arranged.enumerated().filter { arrangement.isVisible[$0.offset] && (freeOf[$0.element]?.contains(extent) ?? false) }.map(\.element)
        guard free.count >= 2 else { return nil }
        let axis: LayoutAxis = horizontal ? .horizontal : .vertical
        func intrinsic(_ v: Int) -> Double? {
            guard let size = intrinsicSize(of: v, b) else { return nil }
            let value = horizontal ? size.width : size.height
            return value >= 0 ? value : nil
        }
        let sizeless = free.filter { intrinsic($0) == nil }
        if sizeless.count >= 2 { return Tie(cause: .sizeTie, horizontal: horizontal, competitors: sizeless, priority: nil) }
        guard sizeless.isEmpty else { return nil }
        // Stretched or squeezed: the solve's sizes against the intrinsic ones.
        let surplus = free.reduce(0.0) { sum, v in sum + s.values[Int(b.viewBase[v]) + extent] - intrinsic(v)! }
        let squeezed = surplus < -1e-6
        func priority(_ v: Int) -> LayoutPriority {
            let m = plan.model.views[plan.modelIndex[v]]
            return squeezed ? m.contentCompressionResistancePriority[axis] : m.contentHuggingPriority[axis]
        }
        let lowest = free.map(priority).min()!
        let competitors = free.filter { priority($0) == lowest }
        guard competitors.count >= 2 else { return nil }
        return Tie(cause: squeezed ? .compressionResistanceTie : .contentHuggingTie, horizontal: horizontal, competitors: competitors, priority: lowest)
    }

    /// The tie in words, with the fix, as Xcode's "Content Priority Ambiguity" puts it.
    static func message(_ tie: Tie, stack: String, ids: [String]) -> String {
        let names = AutoLayoutWording.quotedIDs(tie.competitors.map { ids[$0] })
        let direction = tie.horizontal ? "horizontal" : "vertical", extent = tie.horizontal ? "width" : "height"
        let last = ids[tie.competitors.last!]
        let axis = tie.horizontal ? ".horizontal" : ".vertical"
        let head = "stack view \"\(stack)\" has an ambiguous layout: "
        switch tie.cause {
        case .contentHuggingTie:
            let p = tie.priority!
            return head + "\(names) have the same \(direction) content hugging priority (\(p)), the lowest of its arranged views, so Auto Layout cannot tell which one stretches to fill the stack's \(extent) (Xcode: Content Priority Ambiguity); "
                + "lower the priority of the one that should stretch, e.g. \(last).setContentHuggingPriority(\(p - 1), for: \(axis)), or raise the others'"
        case .compressionResistanceTie:
            let p = tie.priority!
            return head + "\(names) have the same \(direction) compression resistance priority (\(p)), the lowest of its arranged views, and the stack is too small for them, so Auto Layout cannot tell which one shrinks (Xcode: Content Priority Ambiguity); "
                + "lower the priority of the one that should shrink, e.g. \(last).setContentCompressionResistancePriority(\(p - 1), for: \(axis)), or raise the others'"
        default:
            return head + "\(names) have no intrinsic \(extent) and nothing else sets their \(extent)s, so Auto Layout cannot tell how they share the stack's \(extent); "
                + "give one of them a \(extent) constraint, make their \(extent)s equal, or use distribution fillEqually"
        }
    }
}
