/// What does not change from one layout pass to the next: every constraint's items resolved to
/// views of the computed hierarchy, which views are laid out by constraints and which translate
/// their autoresizing mask, and the hierarchy's shape (parents, depths). Made once per
/// computation from the first pass; `ConstraintSystemBuilder` emits each pass's system from it.
struct ConstraintPlan {
    let model: AutoLayoutModel
    private(set) var ids: [String] = []
    private(set) var indexOfView: [String: Int] = [:]
    private(set) var parent: [Int] = []
    private(set) var depth: [Int] = []
    /// The model's constraints that are installed (active, `when` matching), in pre-order of the
    /// views holding them and in each list's order.
    private(set) var constraints: [ResolvedConstraint] = []
    /// Per view of the pass: its entry in `model.views`, or -1 (a view UIKit makes).
    private(set) var modelIndex: [Int] = []
    private(set) var laidOutByConstraints: [Bool] = []
    private(set) var translatesMask: [Bool] = []
    /// The stack views that arrange views, in pre-order; `arrangementOf[i]` indexes it for view
    /// `i` (-1 for the others). `isArranged[i]`: an arranged subview of some stack view.
    private(set) var stackArrangements: [StackArrangement] = []
    private(set) var arrangementOf: [Int] = []
    private(set) var isArranged: [Bool] = []
    /// The views whose `keyboardLayoutGuide` a constraint names, in pre-order.
    private(set) var keyboardGuideOwners: [Int] = []

    /// View `v`'s `keyboardLayoutGuideUsesBottomSafeArea` (true for a view UIKit makes).
    func keyboardGuideUsesBottomSafeArea(_ v: Int) -> Bool {
        modelIndex[v] < 0 || model.views[modelIndex[v]].keyboardLayoutGuideUsesBottomSafeArea
    }

    init(model: AutoLayoutModel, layout: ComputedLayout) throws(LayoutError) {
        self.model = model
        let views = layout.views
        ids.reserveCapacity(views.count)
        indexOfView.reserveCapacity(views.count)
        modelIndex.reserveCapacity(views.count)
        // By index, not `for v in views`: each element would be copied whole.
        for i in views.indices {
            let id = views[i].id
            ids.append(id)
            indexOfView[id] = i
            modelIndex.append(model.index[id] ?? -1)
            let p = views[i].parent.flatMap { indexOfView[$0] } ?? -1
            parent.append(p)
            depth.append(p < 0 ? 0 : depth[p] + 1)
        }
        // Resolve every constraint first: whether a view is the first item of one decides its
        // translatesAutoresizingMaskIntoConstraints default (LAYOUT-SPEC.md).
        var firstItems = [Bool](repeating: false, count: views.count)
        let traits = layout.environment.traits
        for i in views.indices {
            let m = modelIndex[i]
            guard m >= 0, !model.views[m].constraints.isEmpty else { continue }
            for constraint in model.views[m].constraints {
                let r = try resolve(constraint, holder: i, layout: layout)
                if case .view(let first) = r.first { firstItems[first] = true }
                for item in [r.first, r.second] { if case .viewGuide(let o, .keyboard)? = item { keyboardGuideOwners.append(o) } }
                if constraint.isActive, constraint.when?.matches(traits) ?? true { constraints.append(r) }
            }
        }
        keyboardGuideOwners = Array(Set(keyboardGuideOwners)).sorted()
        (stackArrangements, arrangementOf, isArranged) = StackArrangement.all(in: layout, model: model, modelIndex: modelIndex, indexOfView: indexOfView)
        laidOutByConstraints = Array(repeating: false, count: views.count)
        translatesMask = Array(repeating: false, count: views.count)
        for i in views.indices where isModelPlaced(i) {
            let m = model.views[modelIndex[i]]
            // Arranged subviews never translate by default: UIStackView turns it off (LAYOUT-SPEC.md).
            let translates = m.translatesAutoresizingMaskIntoConstraints ?? ((m.hasExplicitFrame || m.frame != .zero) && !firstItems[i] && !isArranged[i])
            translatesMask[i] = translates
            laidOutByConstraints[i] = !translates
        }
    }

    /// Whether the view at `i` is one the model places (a subview, not a root view).
    @inline(__always)
    func isModelPlaced(_ i: Int) -> Bool {
        // (Not `&&`: its right side is a closure, which copies the plan in a debug build.)
        let m = modelIndex[i]
        if m < 0 { return false }
        return model.isPlaced[m]
    }

    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while depth[a] > depth[b] { a = parent[a] }
        while depth[b] > depth[a] { b = parent[b] }
        while a != b { a = parent[a]; b = parent[b] }
        return a
    }

    // MARK: Items

    private func resolve(_ constraint: LayoutConstraint, holder: Int, layout: ComputedLayout) throws(LayoutError) -> ResolvedConstraint {
        func fail(_ problem: String) -> LayoutError {
            .invalidConstraint(holder: ids[holder], constraint: constraint.description, problem: problem)
        }
        func sameController(_ owner: Int) throws(LayoutError) {
            guard owner != holder else { return }
            let controller = layout.views[owner].viewController, holderController = layout.views[holder].viewController
            guard controller != holderController else { return }
            throw fail("\"\(ids[owner])\" belongs to controller \"\(controller ?? "")\"; a constraint may name only views of its own controller's hierarchy (\"\(holderController ?? "")\")")
        }
        guard constraint.multiplier.isFinite, abs(constraint.multiplier) <= LayoutEngine.maximumMagnitude,
              constraint.constant.isFinite, abs(constraint.constant) <= LayoutEngine.maximumMagnitude else {
            throw fail("the multiplier and the constant must be finite and at most 1000000 in magnitude")
        }
        guard constraint.priority.rawValue >= 1, constraint.priority.rawValue <= 1000 else {
            throw fail("a priority is between 1 and 1000, got \(constraint.priority)")
        }
        if let problem = constraint.legalityProblem { throw fail(problem) }
        guard let first = item(constraint.first.item, superviewOf: parent[holder], layout: layout) else {
            throw fail(problem(constraint.first, superviewOf: parent[holder], holder: holder, layout: layout))
        }
        var second: ResolvedItem?
        if let anchor = constraint.second {
            guard let s = item(anchor.item, superviewOf: parent[first.anchorView], layout: layout) else {
                throw fail(problem(anchor, superviewOf: parent[first.anchorView], holder: holder, layout: layout))
            }
            second = s
        }
        try sameController(first.anchorView)
        if let second { try sameController(second.anchorView) }
        return ResolvedConstraint(constraint: constraint, first: first, second: second)
    }

    /// A name from text read against this hierarchy; typed items as they are.
    private func read(_ item: ConstraintItem) -> ConstraintItem? {
        guard case .name(let name) = item else { return item }
        return ConstraintItem.resolve(name, isView: { indexOfView[$0] != nil }, isLayoutGuide: { model.guideOwners[$0] != nil })
    }

    private func item(_ typed: ConstraintItem, superviewOf: Int, layout: ComputedLayout) -> ResolvedItem? {
        // The common case first: a view, with no string work.
        if case .view(.view(let id)) = typed, let v = indexOfView[id] { return .view(v) }
        guard let item = read(typed) else { return nil }
        func owner(_ o: ConstraintItem.Owner) -> Int? {
            switch o {
            case .view(let id): indexOfView[id]
            case .superview: superviewOf >= 0 ? superviewOf : nil
            }
        }
        switch item {
        case .view(let o): return owner(o).map(ResolvedItem.view)
        case .viewGuide(let o, let guide):
            guard let v = owner(o), !guide.isScrollViewGuide || layout.views[v].viewClass.isScrollView else { return nil }
            return .viewGuide(v, guide)
        case .layoutGuide(let id):
            return model.guideOwners[id].flatMap { indexOfView[$0] }.map { .layoutGuide(owner: $0, id: id) }
        case .name:
            return nil
        }
    }

    /// Why `item` returned nil, in words.
    private func problem(_ anchor: LayoutConstraint.Anchor, superviewOf: Int, holder: Int, layout: ComputedLayout) -> String {
        guard let item = read(anchor.item) else { return unknown(anchor, holder: holder, layout: layout) }
        // A typed item whose view is not in this hierarchy: the view was never added.
        if case .viewGuide(.view(let id), _) = item, indexOfView[id] == nil { return unknown(anchor, holder: holder, layout: layout) }
        switch item {
        case .view(.superview) where superviewOf < 0, .viewGuide(.superview, _) where superviewOf < 0:
            return "\"superview\" names nothing here: the view has no superview"
        case .viewGuide(let o, let guide) where guide.isScrollViewGuide:
            let v = { if case .view(let id) = o { indexOfView[id] ?? superviewOf } else { superviewOf } }()
            return "\(guide.rawValue) belongs to scroll views; \"\(layout.views[v].id)\" is a \(layout.views[v].viewClass.rawValue)"
        default:
            return unknown(anchor, holder: holder, layout: layout)
        }
    }

    /// An item that is nowhere in the hierarchy: a view or guide made in Swift but never added
    /// (its anchor says what it was made from), else a name, with the nearest ones of the
    /// holder's controller (LAYOUT-SPEC.md, "Auto Layout: how the reader checks constraints (additions)").
    private func unknown(_ anchor: LayoutConstraint.Anchor, holder: Int, layout: ComputedLayout) -> String {
        let text = anchor.item.description, name = Suggestions.quoted(text)
        let controller = layout.views[holder].viewController
        let place = controller.map { "to a view in the hierarchy of controller \(Suggestions.quoted($0))" } ?? "to a view in the hierarchy"
        switch anchor.source.value {
        case .view:
            return "unknown item \(name): the view \(name) was made but never added to the hierarchy; add it with addSubview(_:) (or a stack view's addArrangedSubview(_:)) \(place)"
        case .viewGuide:
            let owner = if case .viewGuide(.view(let id), _) = anchor.item { id } else { text.lastIndex(of: ".").map { String(text[..<$0]) } ?? text }
            return "unknown item \(name): its view \(Suggestions.quoted(owner)) was made but never added to the hierarchy; add it with addSubview(_:) (or a stack view's addArrangedSubview(_:)) \(place)"
        case .layoutGuide:
            return "unknown item \(name): the layout guide \(name) was made but never added; add it with addLayoutGuide(_:) \(place)"
        case .name:
            var views: [String] = [], guides: [String] = []
            for i in layout.views.indices where layout.views[i].viewController == controller { views.append(ids[i]) }
            for (guide, owner) in model.guideOwners where indexOfView[owner].map({ layout.views[$0].viewController == controller }) ?? false {
                guides.append(guide)
            }
            return "unknown item \(name)" + Suggestions.constraintItemHint(for: text, views: views, layoutGuides: guides, isView: { indexOfView[$0] != nil })
        }
    }
}
