/// Turns one layout pass into a `LinearSystem`: four variables per view (minX, minY, width,
/// height in the superview's bounds coordinates, UIKit's own engine variables), the constraints
/// UIKit generates (encapsulated frames of the views the system places, autoresizing masks,
/// intrinsic content size) and the model's constraints, each attribute read in the nearest
/// common ancestor's coordinates (solver-cases.md §1, T13).
///
/// Guides read the previous pass: a view's safe-area insets, margins, readable width and a scroll
/// view's bounds origin are constants here, and `LayoutPasses` repeats until they stop changing.
struct ConstraintSystemBuilder {
    let model: AutoLayoutModel
    let layout: ComputedLayout
    let environment: LayoutEnvironment

    private(set) var system = LinearSystem()
    private(set) var origins: [ConstraintOrigin] = []
    /// First variable (minX) of each view; minY, width, height follow.
    private(set) var viewBase: [Int32] = []
    private(set) var guideBase: [String: Int32] = [:]
    /// A scroll view without `contentSize`, named through its content layout guide: its
    /// content width and height variables.
    private(set) var contentSizeBase: [Int: Int32] = [:]
    /// Views laid out by constraints (placed by the model and not translating their mask).
    private(set) var laidOutByConstraints: [Bool] = []

    private var indexOfView: [String: Int] = [:]
    private var parent: [Int] = []
    private var depth: [Int] = []

    init(model: AutoLayoutModel, layout: ComputedLayout, environment: LayoutEnvironment) {
        self.model = model
        self.layout = layout
        self.environment = environment
    }

    mutating func build() throws(LayoutError) {
        let views = layout.views
        indexOfView.reserveCapacity(views.count)
        for (i, v) in views.enumerated() {
            indexOfView[v.id] = i
            let p = v.parent.flatMap { indexOfView[$0] } ?? -1
            parent.append(p)
            depth.append(p < 0 ? 0 : depth[p] + 1)
            let initial = model.modelPlaced.contains(v.id) ? (model.views[v.id]?.frame ?? v.frame) : v.frame
            viewBase.append(system.addVariable(initialValue: initial.minX))
            _ = system.addVariable(initialValue: initial.minY)
            _ = system.addVariable(initialValue: initial.width)
            _ = system.addVariable(initialValue: initial.height)
        }

        // Resolve every constraint first: whether a view is the first item of one decides its
        // translatesAutoresizingMaskIntoConstraints default (LAYOUT-SPEC.md).
        var resolved: [ResolvedConstraint] = []
        var firstItems = Set<Int>()
        for (i, v) in views.enumerated() {
            guard let modelView = model.views[v.id], !modelView.constraints.isEmpty else { continue }
            for constraint in modelView.constraints {
                let r = try resolve(constraint, holder: i)
                if case .view(let first) = r.first { firstItems.insert(first) }
                if constraint.isActive, constraint.when?.matches(layout.environment.traits) ?? true { resolved.append(r) }
            }
        }

        laidOutByConstraints = Array(repeating: false, count: views.count)
        for (i, v) in views.enumerated() {
            if let modelView = model.views[v.id], model.modelPlaced.contains(v.id) {
                let translates = modelView.translatesAutoresizingMaskIntoConstraints
                    ?? ((modelView.hasExplicitFrame || modelView.frame != .zero) && !firstItems.contains(i))
                if translates { addAutoresizing(i, modelView) } else { laidOutByConstraints[i] = true }
            } else if let written = model.childRootFrames[v.id] {
                var root = View(id: v.id, frame: written)
                root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addAutoresizing(i, root)
            } else {
                addEncapsulated(i)
            }
        }
        for r in resolved { addModelConstraint(r) }
        for (i, v) in views.enumerated() {
            if let modelView = model.views[v.id], let size = modelView.intrinsicContentSize { addIntrinsic(i, modelView, size) }
        }
    }

    // MARK: Items

    private func resolve(_ constraint: LayoutConstraint, holder: Int) throws(LayoutError) -> ResolvedConstraint {
        let holderView = layout.views[holder]
        func fail(_ problem: String) -> LayoutError {
            .invalidConstraint(holder: holderView.id, constraint: constraint.description, problem: problem)
        }
        guard constraint.multiplier.isFinite, abs(constraint.multiplier) <= LayoutEngine.maximumMagnitude,
              constraint.constant.isFinite, abs(constraint.constant) <= LayoutEngine.maximumMagnitude else {
            throw fail("the multiplier and the constant must be finite and at most 1000000 in magnitude")
        }
        guard constraint.priority.rawValue >= 1, constraint.priority.rawValue <= 1000 else {
            throw fail("a priority is between 1 and 1000, got \(constraint.priority)")
        }
        if let problem = constraint.legalityProblem { throw fail(problem) }
        let first = try item(constraint.first.item, superviewOf: parent[holder], fail)
        let second = try constraint.second.map { a throws(LayoutError) in try item(a.item, superviewOf: parent[first.anchorView], fail) }
        for it in [first] + (second.map { [$0] } ?? []) {
            let owner = layout.views[it.anchorView]
            if owner.viewController != holderView.viewController {
                throw fail("\"\(owner.id)\" belongs to controller \"\(owner.viewController ?? "")\"; a constraint may name only views of its own controller's hierarchy (\"\(holderView.viewController ?? "")\")")
            }
        }
        return ResolvedConstraint(holder: holder, constraint: constraint, first: first, second: second)
    }

    private func item(_ name: String, superviewOf: Int, _ fail: (String) -> LayoutError) throws(LayoutError) -> ResolvedItem {
        guard let item = ConstraintItem.resolve(name, isView: { indexOfView[$0] != nil }, isLayoutGuide: { model.guideOwners[$0] != nil }) else {
            throw fail("unknown item \"\(name)\"")
        }
        func owner(_ o: ConstraintItem.Owner) throws(LayoutError) -> Int {
            switch o {
            case .view(let id): return indexOfView[id]!
            case .superview:
                guard superviewOf >= 0 else { throw fail("\"superview\" names nothing here: the view has no superview") }
                return superviewOf
            }
        }
        switch item {
        case .view(let o): return .view(try owner(o))
        case .viewGuide(let o, let guide):
            let v = try owner(o)
            if guide.isScrollViewGuide, !layout.views[v].viewClass.isScrollView {
                throw fail("\(guide.rawValue) belongs to scroll views; \"\(layout.views[v].id)\" is a \(layout.views[v].viewClass.rawValue)")
            }
            return .viewGuide(v, guide)
        case .layoutGuide(let id):
            guard let o = model.guideOwners[id].flatMap({ indexOfView[$0] }) else { throw fail("unknown item \"\(name)\"") }
            return .layoutGuide(owner: o, id: id)
        }
    }

    // MARK: Geometry of items

    private func variable(_ view: Int, _ k: Int32) -> LinearExpression { LinearExpression(variable: viewBase[view] + k) }
    private func width(_ view: Int) -> LinearExpression { variable(view, 2) }
    private func height(_ view: Int) -> LinearExpression { variable(view, 3) }

    /// The item's rectangle in the coordinates of the view it lives in (a view's superview, a
    /// guide's owner).
    private mutating func localRect(_ item: ResolvedItem) -> RectExpression {
        switch item {
        case .view(let v):
            return RectExpression(x: variable(v, 0), y: variable(v, 1), width: width(v), height: height(v))
        case .layoutGuide(let owner, let id):
            let base = guideVariables(id, owner: owner)
            return RectExpression(x: .init(variable: base), y: .init(variable: base + 1), width: .init(variable: base + 2), height: .init(variable: base + 3))
        case .viewGuide(let o, let guide):
            let v = layout.views[o]
            let bx = v.bounds.minX, by = v.bounds.minY
            func inset(_ i: EdgeInsets) -> RectExpression {
                RectExpression(x: LinearExpression(constant: bx + i.left), y: LinearExpression(constant: by + i.top),
                               width: width(o) - (i.left + i.right), height: height(o) - (i.top + i.bottom))
            }
            switch guide {
            case .safeArea: return inset(v.safeAreaInsets)
            case .margins: return inset(v.layoutMargins)
            case .readable:
                // c1: the readable width centred in the margins guide when the margins are wider
                // (decided from the previous pass; the passes settle the choice).
                var r = inset(v.layoutMargins)
                if v.readableContentGuide.width < v.layoutMarginsGuide.width - 1e-9 {
                    let readable = v.readableContentGuide.width
                    r.x = r.x + (r.width - readable) * 0.5
                    r.width = LinearExpression(constant: readable)
                }
                return r
            case .frameLayoutGuide:
                return RectExpression(x: LinearExpression(constant: bx), y: LinearExpression(constant: by), width: width(o), height: height(o))
            case .contentLayoutGuide:
                let (w, h) = contentSize(o)
                return RectExpression(x: LinearExpression(constant: 0), y: LinearExpression(constant: 0), width: w, height: h)
            }
        }
    }

    private func container(_ item: ResolvedItem) -> Int {
        if case .view(let v) = item { return parent[v] }
        return item.anchorView
    }

    private func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while depth[a] > depth[b] { a = parent[a] }
        while depth[b] > depth[a] { b = parent[b] }
        while a != b { a = parent[a]; b = parent[b] }
        return a
    }

    /// The item's rectangle in `ancestor`'s coordinates, where the ancestor's own edges are at
    /// 0 and its size (solver-cases.md §1).
    private mutating func rect(_ item: ResolvedItem, in ancestor: Int) -> RectExpression {
        if case .view(let v) = item, v == ancestor {
            return RectExpression(x: LinearExpression(), y: LinearExpression(), width: width(v), height: height(v))
        }
        var r = localRect(item)
        var c = container(item)
        while c != ancestor, c >= 0 {
            let bounds = layout.views[c].bounds
            r.x = r.x + variable(c, 0) - bounds.minX
            r.y = r.y + variable(c, 1) - bounds.minY
            c = parent[c]
        }
        return r
    }

    /// leading and trailing swap under right-to-left, measured from the ancestor's leading edge.
    private func attribute(_ a: LayoutConstraint.Attribute, of r: RectExpression, rightToLeft: Bool, ancestorWidth: LinearExpression) -> LinearExpression {
        switch a {
        case .left: r.x
        case .right: r.x + r.width
        case .centerX: r.x + r.width * 0.5
        case .width: r.width
        case .top: r.y
        // A view's baselines are its bottom until labels measure text.
        case .bottom, .firstBaseline, .lastBaseline: r.y + r.height
        case .centerY: r.y + r.height * 0.5
        case .height: r.height
        case .leading: rightToLeft ? ancestorWidth - (r.x + r.width) : r.x
        case .trailing: rightToLeft ? ancestorWidth - r.x : r.x + r.width
        }
    }

    private mutating func guideVariables(_ id: String, owner: Int) -> Int32 {
        if let base = guideBase[id] { return base }
        let frame = model.views[layout.views[owner].id]?.layoutGuides.first { $0.id == id }?.layoutFrame ?? .zero
        let base = system.addVariable(initialValue: frame.minX)
        _ = system.addVariable(initialValue: frame.minY)
        _ = system.addVariable(initialValue: frame.width)
        _ = system.addVariable(initialValue: frame.height)
        guideBase[id] = base
        return base
    }

    /// A scroll view's content size: given, a table's rows, or two variables its content
    /// layout guide's constraints decide (LAYOUT-SPEC.md).
    private mutating func contentSize(_ scroll: Int) -> (LinearExpression, LinearExpression) {
        let v = layout.views[scroll]
        if model.views[v.id]?.contentSize != nil || v.viewClass == .tableView, let s = v.scroll?.contentSize {
            return (LinearExpression(constant: s.width), LinearExpression(constant: s.height))
        }
        let base: Int32
        if let b = contentSizeBase[scroll] { base = b } else {
            base = system.addVariable(initialValue: 0)
            _ = system.addVariable(initialValue: 0)
            contentSizeBase[scroll] = base
        }
        return (LinearExpression(variable: base), LinearExpression(variable: base + 1))
    }

    // MARK: Constraints

    private mutating func add(_ e: LinearExpression, _ relation: LayoutConstraint.Relation, priority: Double, origin: ConstraintOrigin) {
        let n = e.normalized
        system.constraints.append(.init(terms: n.terms, constant: n.constant, relation: relation, priority: priority))
        origins.append(origin)
    }

    private mutating func addModelConstraint(_ r: ResolvedConstraint) {
        let c = r.constraint
        let firstView = layout.views[r.first.anchorView]
        let rightToLeft = firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var e: LinearExpression
        var views = [r.first.anchorView]
        if let second = r.second, let secondAnchor = c.second {
            let ancestor = nearestCommonAncestor(r.first.anchorView, second.anchorView)
            let w = width(ancestor)
            e = attribute(c.first.attribute, of: rect(r.first, in: ancestor), rightToLeft: rightToLeft, ancestorWidth: w)
                - attribute(secondAnchor.attribute, of: rect(second, in: ancestor), rightToLeft: rightToLeft, ancestorWidth: w) * c.multiplier
                - c.constant
            views.append(second.anchorView)
        } else {
            let home = container(r.first)
            let w = home >= 0 ? width(home) : LinearExpression(constant: layout.environment.screenSize.width)
            e = attribute(c.first.attribute, of: localRect(r.first), rightToLeft: rightToLeft, ancestorWidth: w) - c.constant
        }
        add(e, c.relation, priority: c.priority.rawValue, origin: ConstraintOrigin(description: c.logDescription, views: views))
    }

    /// The frame the system itself set (a controller's root view, a container's view, a cell and
    /// its content view), as UIKit's `UIView-Encapsulated-Layout-*` constraints hold it.
    private mutating func addEncapsulated(_ i: Int) {
        let v = layout.views[i]
        let values: [(String, Double)] = [("Left", v.frame.minX), ("Top", v.frame.minY), ("Width", v.frame.width), ("Height", v.frame.height)]
        let names = ["minX", "minY", "width", "height"]
        for (k, (suffix, value)) in values.enumerated() {
            add(variable(i, Int32(k)) - value, .equal, priority: 1000,
                origin: ConstraintOrigin(description: "\"UIView-Encapsulated-Layout-\(suffix)\" \(v.id).\(names[k]) == \(NumberText.format(value))", views: [i]))
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: the frame, written for the canvas, resized
    /// with the superview as the mask says. Flexible parts share the superview's change in
    /// proportion to their sizes on the canvas; with none flexible the distance to the left and
    /// top is kept (solver-cases.md §1), which UIKit logs as `h=--& v=--&`.
    private mutating func addAutoresizing(_ i: Int, _ view: View) {
        let p = parent[i]
        guard p >= 0 else { addEncapsulated(i); return }
        let canvas = canvasSize(of: p)
        let mask = view.autoresizingMask
        let log = "NSAutoresizingMaskLayoutConstraint h=\(Self.logForm(mask, horizontal: true)) v=\(Self.logForm(mask, horizontal: false))"
        for horizontal in [true, false] {
            let origin = horizontal ? view.frame.minX : view.frame.minY
            let size = horizontal ? view.frame.width : view.frame.height
            let canvasExtent = horizontal ? canvas.width : canvas.height
            let flexible = horizontal
                ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let parts = [(flexible.0, max(0, origin)), (flexible.1, max(0, size)), (flexible.2, max(0, canvasExtent - origin - size))]
            let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
            let count = Double(parts.filter(\.0).count)
            func share(_ k: Int) -> Double {
                guard parts[k].0 else { return 0 }
                return total > 0 ? parts[k].1 / total : 1 / count
            }
            let superExtent = horizontal ? width(p) : height(p)
            let names = horizontal ? ("minX", "width", "width") : ("minY", "height", "height")
            for (k, base, value, part) in [(Int32(horizontal ? 0 : 1), names.0, origin, 0), (Int32(horizontal ? 2 : 3), names.1, size, 1)] {
                let s = share(part)
                let e = variable(i, k) - (superExtent - canvasExtent) * s - value
                let rhs = s == 0 ? NumberText.format(value)
                    : "\(NumberText.format(value)) + \(NumberText.format(s)) × (superview.\(names.2) - \(NumberText.format(canvasExtent)))"
                add(e, .equal, priority: 1000, origin: ConstraintOrigin(description: "\(log) \(layout.views[i].id).\(base) == \(rhs)", views: [i]))
            }
        }
    }

    static func logForm(_ mask: AutoresizingMask, horizontal: Bool) -> String {
        let form = mask.logForm(horizontal: horizontal)
        return form == "---" ? "--&" : form
    }

    /// The superview's size on the canvas: its written frame, the canvas screen for a full-screen
    /// root view, else its size now (nothing to resize from).
    private func canvasSize(of p: Int) -> Size {
        let v = layout.views[p]
        if model.modelPlaced.contains(v.id), let m = model.views[v.id], m.hasExplicitFrame || m.frame != .zero { return m.frame.size }
        if !model.modelPlaced.contains(v.id), let canvas = environment.canvasSize, v.frame.size == layout.environment.screenSize { return canvas }
        return v.frame.size
    }

    /// `intrinsicContentSize` per axis with a metric: `size <= intrinsic @ hugging` and
    /// `size >= intrinsic @ compression resistance` (solver-cases.md §1, T11, T12).
    private mutating func addIntrinsic(_ i: Int, _ view: View, _ size: Size) {
        for axis in LayoutAxis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0 else { continue }
            let e = (axis == .horizontal ? width(i) : height(i)) - value
            let hug = view.contentHuggingPriority[axis], resist = view.contentCompressionResistancePriority[axis]
            let name = axis == .horizontal ? "width" : "height"
            let origin = ConstraintOrigin(description: "NSContentSizeLayoutConstraint \(view.id).\(name) == \(NumberText.format(value)) Hug:\(hug) CompressionResistance:\(resist)", views: [i])
            add(e, .lessThanOrEqual, priority: hug.rawValue, origin: origin)
            add(e, .greaterThanOrEqual, priority: resist.rawValue, origin: origin)
        }
    }
}
