import LayoutSolver
/// Turns one layout pass into a `LinearSystem`: four variables per view (minX, minY, width,
/// height in the superview's bounds coordinates, UIKit's own engine variables), the constraints
/// UIKit generates (encapsulated frames of the views the system places, autoresizing masks,
/// intrinsic content size) and the model's constraints, each attribute read in the nearest
/// common ancestor's coordinates (solver-cases.md §1, T13).
///
/// Guides read the pass: a view's safe-area insets, margins, readable width and a scroll view's
/// bounds origin are constants here. Every such value read is recorded in `dependencies`, so
/// `LayoutPasses` knows the next pass would build the same system when none of them changed
/// (WWDC 2018 220's "dependency tracker").
struct ConstraintSystemBuilder {
    // Never changed after `init`, yet `var` and settable: a debug build (every test's) copies
    // the whole of a `let` or `private(set)` property at each read of one of its fields from a
    // `mutating` method, which is nearly every read here (Docs/performance.md, "Debug builds").
    var plan: ConstraintPlan
    var layout: ComputedLayout
    var environment: LayoutEnvironment

    private(set) var system = LinearSystem()
    private(set) var origins: [ConstraintOrigin] = []
    /// First variable (minX) of each view; minY, width, height follow.
    private(set) var viewBase: [Int32] = []
    private(set) var guideBase: [String: Int32] = [:]
    /// A scroll view without `contentSize`, named through its content layout guide: its
    /// content width and height variables.
    private(set) var contentSizeBase: [Int: Int32] = [:]
    private(set) var dependencies = PassDependencies()
    /// Per view, the intrinsic content size the system holds it to (nil: none).
    private(set) var intrinsicSizes: [Size?] = []
    /// Self-sizing rows (by id) whose constraints collapsed their content view to zero in an
    /// earlier pass: laid out at the standard height rather than measured again.
    var collapsedRows: Set<String> = []
    /// The first pass, before any solve: the frames are the ones the views were made with.
    var isFirstPass = false
    /// The last pass, after the rows' fitting heights settled: self-sizing rows' content views
    /// are held at the height their rows gave them, which can exceed the fitting height
    /// (`LayoutPasses`), as UIKit lays a cell out at its row's height after measuring it.
    var holdsRowContent = false

    /// The views whose frame `addEncapsulated` holds, in order: what the next pass depends on
    /// unless nothing else reads them (`recordEncapsulatedFrames`).
    private var encapsulated: [(view: Int, fittingHeight: Bool)] = []

    /// The expression being built: terms (merged at the end) and a constant.
    private var terms: [LinearSystem.Term] = []
    private var constant = 0.0


    init(plan: ConstraintPlan, layout: ComputedLayout, environment: LayoutEnvironment) {
        self.plan = plan
        self.layout = layout
        self.environment = environment
    }

    mutating func build() {
        let count = layout.views.count
        viewBase.reserveCapacity(count)
        for i in 0..<count {
            let initial = plan.isModelPlaced(i) ? plan.model.views[plan.modelIndex[i]].frame : layout.views[i].frame
            viewBase.append(system.addVariable(initialValue: initial.minX))
            _ = system.addVariable(initialValue: initial.minY)
            _ = system.addVariable(initialValue: initial.width)
            _ = system.addVariable(initialValue: initial.height)
        }
        for i in 0..<count {
            if plan.laidOutByConstraints[i] { continue }
            if plan.translatesMask[i] {
                let m = plan.modelIndex[i]
                // Auto Layout places the alignment rectangle (`View.alignmentRectInsets`).
                let view = plan.model.views[m]
                addAutoresizing(i, frame: view.frame.inset(by: view.alignmentRectInsets), mask: view.autoresizingMask)
            } else if !plan.model.childRootFrames.isEmpty, let written = plan.model.childRootFrames[layout.views[i].id] {
                // UIKit gives a controller's root view a flexible width and height.
                addAutoresizing(i, frame: written, mask: [.flexibleWidth, .flexibleHeight])
            } else if !plan.isModelPlaced(i) {
                // A self-sizing row's content view is measured at its fitting height, unless an
                // earlier pass found its constraints collapse it to zero: UIKit then lays the
                // row out at the standard height and the content view's constraints in it.
                // Once measured, it is held at the height its row gave it (`holdsRowContent`).
                // (Written out: `||`, `??` and `map` take closures, which copy the builder in a
                // debug build.)
                var fittingHeight = false
                if !holdsRowContent, !plan.model.selfSizingContentViews.isEmpty, let row = plan.model.selfSizingContentViews[layout.views[i].id] {
                    fittingHeight = !collapsedRows.contains(row)
                }
                addEncapsulated(i, fittingHeight: fittingHeight)
            }
        }
        for k in plan.constraints.indices { addModelConstraint(k) }
        // After the app's own: UIKit generates them when it updates constraints for layout. Inner
        // stacks first (reverse pre-order): the solver pivots far less when a row's own stack is
        // in before the column that chains the rows (4× on a column of 300 row stacks).
        for k in plan.stackArrangements.indices.reversed() { addStackView(plan.stackArrangements[k]) }
        intrinsicSizes = [Size?](repeating: nil, count: count)
        for i in 0..<count {
            let m = plan.modelIndex[i]
            guard m >= 0 else { continue }
            // One copy of the view for all that reads it (each `plan.model.views[m].…` copies the
            // whole view in a debug build).
            let view = plan.model.views[m]
            if let size = intrinsicContentSize(i, view: view) {
                intrinsicSizes[i] = size
                addIntrinsic(i, view: view, size)
            }
        }
        recordEncapsulatedFrames()
    }

    /// The frames the system holds as the pass set them, as what the next pass depends on, but
    /// for a view that only its own constraints name (a cell, whose content view is measured in
    /// its own coordinates): its frame changes no other view's solution, and the walk sets it
    /// without the solver's (`SolvedLayout` keeps the frames of the views the model places and
    /// of child controllers' root views). A row that grew then moves its cell, not the system.
    private mutating func recordEncapsulatedFrames() {
        guard !encapsulated.isEmpty else { return }
        let uses = system.constraintCounts()
        for (i, fittingHeight) in encapsulated {
            let base = Int(viewBase[i])
            let isolated = uses[base] <= 1 && uses[base + 1] <= 1 && uses[base + 2] <= 1 && uses[base + 3] <= 1
            if isolated, !plan.isModelPlaced(i), plan.model.childRootFrames[layout.views[i].id] == nil { continue }
            // A content view measured at its fitting height holds all but its height.
            dependencies.read(fittingHeight ? .frameButHeight : .frame, of: i, layout)
        }
    }

    /// The baselines of a view showing text (label, button, text field) from its vertical
    /// centre, at the width this pass gives it (recorded).
    mutating func baselineOffsets(_ v: Int) -> (first: Double, last: Double)? {
        let m = plan.modelIndex[v]
        guard m >= 0 else { return nil }
        let view = plan.model.views[m]
        guard TextMeasurement.measuresText(view.viewClass) else { return nil }
        return TextMeasurement.baselineOffsets(of: view, width: labelWidth(v, view: view), category: environment.contentSizeCategory,
                                               controls: environment.controlTextMetrics)
    }

    /// The width a multi-line label with an automatic preferred width is measured at: this
    /// pass's (recorded as the lines its text breaks into there); nil for the others, which do
    /// not depend on it.
    private mutating func labelWidth(_ i: Int, view: View) -> Double? {
        guard TextMeasurement.wrapsAtLayoutWidth(view) else { return nil }
        // Before any solve the label is measured unbounded, as UIKit measures one made in code
        // (0 wide until laid out); the next pass measures it at the width this one gives it.
        // Not at the frame a document wrote: that is Interface Builder's measure of Apple's
        // font, and text measured a fraction wider here would wrap at it and stay wrapped
        // (Docs/InterfaceBuilder.md, "Multi-line labels").
        let width = isFirstPass ? nil : layout.views[i].frame.width
        dependencies.measured(lines(of: view, width: width), of: i, model: plan.modelIndex[i], layout)
        return width
    }

    /// The lines a text breaks into at `width`, as `TextMeasurement` measures and places it.
    func lines(of view: View, width: Double?) -> TextLayout? {
        TextMeasurement.textLayout(of: view, width: width, category: environment.contentSizeCategory, controls: environment.controlTextMetrics)
    }

    /// The next pass, laid out from `next`, would build this same system.
    func isSettled(in next: ComputedLayout) -> Bool {
        dependencies.areUnchanged(in: next) { m, width in lines(of: plan.model.views[m], width: width) }
    }

    /// The model's `intrinsicContentSize`, else one measured from the view's text (labels,
    /// buttons, text fields; `TextMeasurement`). A multi-line
    /// label with an automatic `preferredMaxLayoutWidth` is measured at the width this pass gives
    /// it (recorded as the lines it breaks into: the passes go on until they settle, UIKit's
    /// two-pass sizing).
    mutating func intrinsicContentSize(_ i: Int, view: View) -> Size? {
        if let given = view.intrinsicContentSize { return given }
        guard TextMeasurement.measuresText(view.viewClass) else { return nil }
        return TextMeasurement.intrinsicContentSize(of: view, width: labelWidth(i, view: view), category: environment.contentSizeCategory,
                                                    scale: environment.device.scale.value, os: environment.device.os, controls: environment.controlTextMetrics)
    }

    // MARK: Emitting

    @inline(__always) mutating func term(_ variable: Int32, _ k: Double) {
        terms.append(.init(variable: variable, coefficient: k))
    }

    /// Ends the expression being built as a constraint (terms of one variable merged).
    mutating func emit(_ relation: LayoutConstraint.Relation, priority: Double, origin: ConstraintOrigin) {
        if terms.count > 1 {
            // By variable, repeats merged and zeros dropped. By hand: an expression has a handful
            // of terms, and a debug build (every test's) runs `sort` and `removeAll(where:)`
            // unspecialised, a tenth of building a system (Docs/performance.md, "Debug builds").
            for r in 1..<terms.count {
                let term = terms[r]
                var k = r
                while k > 0, terms[k - 1].variable > term.variable { terms[k] = terms[k - 1]; k -= 1 }
                terms[k] = term
            }
            var w = 0
            for r in 0..<terms.count {
                if w > 0, terms[r].variable == terms[w - 1].variable {
                    terms[w - 1].coefficient += terms[r].coefficient
                } else {
                    terms[w] = terms[r]
                    w += 1
                }
            }
            var kept = 0
            for r in 0..<w where terms[r].coefficient != 0 { terms[kept] = terms[r]; kept += 1 }
            while terms.count > kept { terms.removeLast() }
        }
        system.append(terms: terms, constant: constant, relation: LinearSystem.Relation(relation), priority: priority)
        origins.append(origin)
        terms.removeAll(keepingCapacity: true)
        constant = 0
    }

    // MARK: Geometry of items

    /// Adds `k ×` the item's left edge (`x`) or top edge (`!x`), in `ancestor`'s coordinates,
    /// where the ancestor's own edges are at 0 (solver-cases.md §1).
    private mutating func addPosition(_ item: ResolvedItem, x: Bool, in ancestor: Int, _ k: Double) {
        if case .view(let v) = item, v == ancestor { return }
        addLocalPosition(item, x: x, k)
        var c: Int
        if case .view(let v) = item { c = plan.parent[v] } else { c = item.anchorView }
        while c != ancestor, c >= 0 {
            term(viewBase[c] + (x ? 0 : 1), k)
            constant -= k * boundsOrigin(c, x: x)
            c = plan.parent[c]
        }
    }

    /// Adds `k ×` the item's width (`x`) or height.
    private mutating func addExtent(_ item: ResolvedItem, x: Bool, _ k: Double) {
        switch item {
        case .view(let v): term(viewBase[v] + (x ? 2 : 3), k)
        case .layoutGuide(let o, let id): term(guideVariables(id, owner: o) + (x ? 2 : 3), k)
        case .internalGuide(_, let base): term(base + (x ? 2 : 3), k)
        case .viewGuide(let o, let guide):
            switch guide {
            case .safeArea, .margins:
                let i = guide == .safeArea ? safeAreaInsets(o) : margins(o)
                term(viewBase[o] + (x ? 2 : 3), k)
                constant -= k * (x ? i.left + i.right : i.top + i.bottom)
            case .readable:
                let m = margins(o)
                if x, let width = readableWidthIfNarrower(o) { constant += k * width; return }
                term(viewBase[o] + (x ? 2 : 3), k)
                constant -= k * (x ? m.left + m.right : m.top + m.bottom)
            case .frameLayoutGuide: term(viewBase[o] + (x ? 2 : 3), k)
            case .contentLayoutGuide: addContentExtent(o, x: x, k)
            case .keyboard:
                // As wide as the view; as high as the keyboard covers it (this pass's frames).
                if x { term(viewBase[o] + 2, k) } else { constant += k * keyboardGuideHeight(o) }
            }
        }
    }

    /// The item's origin in the coordinates of the view it lives in (its superview, a guide's owner).
    private mutating func addLocalPosition(_ item: ResolvedItem, x: Bool, _ k: Double) {
        switch item {
        case .view(let v): term(viewBase[v] + (x ? 0 : 1), k)
        case .layoutGuide(let o, let id): term(guideVariables(id, owner: o) + (x ? 0 : 1), k)
        case .internalGuide(_, let base): term(base + (x ? 0 : 1), k)
        case .viewGuide(let o, let guide):
            switch guide {
            case .safeArea, .margins:
                let i = guide == .safeArea ? safeAreaInsets(o) : margins(o)
                constant += k * (boundsOrigin(o, x: x) + (x ? i.left : i.top))
            case .readable:
                // c1: the readable width centred in the margins guide when the margins are wider
                // (decided from the pass; the passes settle the choice).
                let m = margins(o)
                constant += k * (boundsOrigin(o, x: x) + (x ? m.left : m.top))
                if x, let width = readableWidthIfNarrower(o) {
                    term(viewBase[o] + 2, 0.5 * k)
                    constant -= 0.5 * k * (m.left + m.right + width)
                }
            case .frameLayoutGuide: constant += k * boundsOrigin(o, x: x)
            case .contentLayoutGuide: break
            case .keyboard:
                // Its top: the view's bottom edge less the guide's height.
                constant += k * boundsOrigin(o, x: x)
                if !x {
                    term(viewBase[o] + 3, k)
                    constant -= k * keyboardGuideHeight(o)
                }
            }
        }
    }

    /// `k ×` an attribute of the item in `ancestor`'s coordinates; leading and trailing are
    /// mirrored under right-to-left, measured from the ancestor's leading edge.
    mutating func addAttribute(_ a: LayoutConstraint.Attribute, of item: ResolvedItem, in ancestor: Int, rightToLeft: Bool, _ k: Double) {
        switch a {
        case .left: addPosition(item, x: true, in: ancestor, k)
        case .right: addPosition(item, x: true, in: ancestor, k); addExtent(item, x: true, k)
        case .centerX: addPosition(item, x: true, in: ancestor, k); addExtent(item, x: true, 0.5 * k)
        case .width: addExtent(item, x: true, k)
        case .top: addPosition(item, x: false, in: ancestor, k)
        case .bottom: addPosition(item, x: false, in: ancestor, k); addExtent(item, x: false, k)
        case .firstBaseline, .lastBaseline:
            // The baselines of a view showing text come from its text; any other view's are its bottom, as UIKit's.
            // A stack view's are those of its first or last visible arranged view.
            var item = item
            if case .view(let v) = item, plan.arrangementOf[v] >= 0 { item = .view(baselineView(of: v, first: a == .firstBaseline)) }
            if case .view(let v) = item, let offsets = baselineOffsets(v) {
                addPosition(item, x: false, in: ancestor, k)
                addExtent(item, x: false, 0.5 * k)
                constant += k * (a == .firstBaseline ? offsets.first : offsets.last)
            } else {
                addPosition(item, x: false, in: ancestor, k)
                addExtent(item, x: false, k)
            }
        case .centerY: addPosition(item, x: false, in: ancestor, k); addExtent(item, x: false, 0.5 * k)
        case .height: addExtent(item, x: false, k)
        case .leading, .trailing:
            let leading = a == .leading
            if !rightToLeft {
                addPosition(item, x: true, in: ancestor, k)
                if !leading { addExtent(item, x: true, k) }
            } else {
                // W − maxX for leading, W − minX for trailing.
                term(viewBase[ancestor] + 2, k)
                addPosition(item, x: true, in: ancestor, -k)
                if leading { addExtent(item, x: true, -k) }
            }
        }
    }

    private mutating func guideVariables(_ id: String, owner: Int) -> Int32 {
        if let base = guideBase[id] { return base }
        let m = plan.modelIndex[owner]
        let frame = m < 0 ? .zero : plan.model.views[m].layoutGuides.first { $0.id == id }?.layoutFrame ?? .zero
        let base = system.addVariable(initialValue: frame.minX)
        _ = system.addVariable(initialValue: frame.minY)
        _ = system.addVariable(initialValue: frame.width)
        _ = system.addVariable(initialValue: frame.height)
        guideBase[id] = base
        return base
    }

    /// A scroll view's content size: given, a table's rows, or two variables its content
    /// layout guide's constraints decide (LAYOUT-SPEC.md).
    private mutating func addContentExtent(_ scroll: Int, x: Bool, _ k: Double) {
        let m = plan.modelIndex[scroll]
        if (m >= 0 && plan.model.views[m].contentSize != nil) || layout.views[scroll].viewClass == .tableView, let s = layout.views[scroll].scroll?.contentSize {
            dependencies.read(.contentSize, of: scroll, layout)
            constant += k * (x ? s.width : s.height)
            return
        }
        let base: Int32
        if let b = contentSizeBase[scroll] { base = b } else {
            base = system.addVariable(initialValue: 0)
            _ = system.addVariable(initialValue: 0)
            contentSizeBase[scroll] = base
        }
        term(base + (x ? 0 : 1), k)
    }

    // MARK: What the pass gives (recorded)

    private mutating func boundsOrigin(_ v: Int, x: Bool) -> Double {
        let b = layout.views[v].bounds
        guard b.minX != 0 || b.minY != 0 || layout.views[v].scroll != nil else { return 0 }
        dependencies.read(.boundsOrigin, of: v, layout)
        return x ? b.minX : b.minY
    }

    private mutating func safeAreaInsets(_ v: Int) -> EdgeInsets {
        dependencies.read(.safeAreaInsets, of: v, layout)
        return layout.views[v].safeAreaInsets
    }

    private mutating func margins(_ v: Int) -> EdgeInsets {
        dependencies.read(.layoutMargins, of: v, layout)
        return layout.views[v].layoutMargins
    }

    /// The height of the view's `keyboardLayoutGuide` in this pass (KeyboardLayoutGuideRule).
    private mutating func keyboardGuideHeight(_ v: Int) -> Double {
        dependencies.read(.keyboardGuide, of: v, layout)
        return KeyboardLayoutGuideRule.height(of: layout.views[v], keyboardFrame: layout.environment.keyboardFrame,
                                              usesBottomSafeArea: plan.keyboardGuideUsesBottomSafeArea(v))
    }

    private mutating func readableWidthIfNarrower(_ v: Int) -> Double? {
        dependencies.read(.readable, of: v, layout)
        let view = layout.views[v]
        return view.readableContentGuide.width < view.layoutMarginsGuide.width - 1e-9 ? view.readableContentGuide.width : nil
    }

    // MARK: Constraints

    private mutating func addModelConstraint(_ k: Int) {
        let r = plan.constraints[k]
        let c = r.constraint
        let rightToLeft = layout.views[r.first.anchorView].effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let second = r.second, let secondAnchor = c.second {
            let ancestor = plan.nearestCommonAncestor(r.first.anchorView, second.anchorView)
            addAttribute(c.first.attribute, of: r.first, in: ancestor, rightToLeft: rightToLeft, 1)
            addAttribute(secondAnchor.attribute, of: second, in: ancestor, rightToLeft: rightToLeft, -c.multiplier)
        } else {
            // Only sizes stand alone (positions need a second item: legalityProblem).
            addExtent(r.first, x: c.first.attribute == .width, 1)
        }
        constant -= c.constant
        emit(c.relation, priority: c.priority.rawValue, origin: .model(k))
    }

    /// A stack view's constraint: every item lives in the stack (its arranged subviews, the stack,
    /// its margins guide, the guides it makes), so attributes are read in the stack's coordinates,
    /// leading and trailing by the stack's own layout direction.
    mutating func addStackConstraint(_ c: StackConstraint, in stack: Int, rightToLeft: Bool) {
        addAttribute(c.firstAttribute, of: c.first.resolved, in: stack, rightToLeft: rightToLeft, 1)
        if let second = c.second {
            addAttribute(c.secondAttribute, of: second.resolved, in: stack, rightToLeft: rightToLeft, -c.multiplier)
        }
        constant -= c.constant
        emit(c.relation, priority: c.priority, origin: .stackView(c))
    }

    /// Four variables (minX, minY, width, height) for a guide a stack view makes; returns the first.
    mutating func addInternalGuideVariables() -> Int32 {
        let base = system.addVariable(initialValue: 0)
        for _ in 1..<4 { _ = system.addVariable(initialValue: 0) }
        return base
    }

    /// The frame the system itself set (a controller's root view, a container's view, a cell and
    /// its content view), as UIKit's `UIView-Encapsulated-Layout-*` constraints hold it.
    ///
    /// `fittingHeight`: a self-sizing row's content view, measured as `systemLayoutSizeFitting`
    /// measures it: its width held (required), its height pulled to 0 at `fittingSizeLevel`, so
    /// its constraints give it the smallest height they allow. The passes then make the row that
    /// tall (`SolvedLayout.fittingHeights`, `TableCellRules.rowHeight`).
    private mutating func addEncapsulated(_ i: Int, fittingHeight: Bool = false) {
        encapsulated.append((i, fittingHeight))
        let f = layout.views[i].frame
        for (a, value) in [f.minX, f.minY, f.width, f.height].enumerated() {
            term(viewBase[i] + Int32(a), 1)
            if fittingHeight, a == 3 {
                emit(.equal, priority: LayoutPriority.fittingSizeLevel.rawValue, origin: .fittingHeight(view: i))
                continue
            }
            constant = -value
            emit(.equal, priority: 1000, origin: .encapsulated(view: i, attribute: a, value: value))
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: the frame, written for the canvas, resized
    /// with the superview as the mask says. Flexible parts share the superview's change in
    /// proportion to their sizes on the canvas; with none flexible the distance to the left and
    /// top is kept (solver-cases.md §1), which UIKit logs as `h=--& v=--&`.
    private mutating func addAutoresizing(_ i: Int, frame: Rect, mask: AutoresizingMask) {
        let p = plan.parent[i]
        guard p >= 0 else { addEncapsulated(i); return }
        let canvas = canvasSize(of: p)
        for horizontal in [true, false] {
            let origin = horizontal ? frame.minX : frame.minY
            let size = horizontal ? frame.width : frame.height
            let extent = horizontal ? canvas.width : canvas.height
            let flexible = horizontal
                ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
                : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
            let sizes = [max(0, origin), max(0, size), max(0, extent - origin - size)]
            var total = 0.0, count = 0.0
            for k in 0..<3 where flexible[k] { total += sizes[k]; count += 1 }
            func share(_ k: Int) -> Double { flexible[k] ? (total > 0 ? sizes[k] / total : 1 / count) : 0 }
            let superExtent = viewBase[p] + (horizontal ? 2 : 3)
            for (part, value) in [(0, origin), (1, size)] {
                let attribute = (horizontal ? 0 : 1) + 2 * part
                let s = share(part)
                term(viewBase[i] + Int32(attribute), 1)
                if s != 0 { term(superExtent, -s) }
                constant = s * extent - value
                emit(.equal, priority: 1000, origin: .autoresizing(view: i, attribute: attribute, value: value, share: s, canvas: extent, mask: mask))
            }
        }
    }

    /// The superview's size on the canvas: its written frame, the canvas screen for a full-screen
    /// root view, else its size now (nothing to resize from).
    private mutating func canvasSize(of p: Int) -> Size {
        let v = layout.views[p]
        // (Not `||`: its right side is a closure, which copies the builder in a debug build.)
        var written = plan.isModelPlaced(p)
        if !written, !plan.model.tablePlacedViews.isEmpty { written = plan.model.tablePlacedViews.contains(v.id) }
        if written {
            let m = plan.model.views[plan.modelIndex[p]]
            if m.hasExplicitFrame || m.frame != .zero { return m.frame.size }
        }
        dependencies.read(.size, of: p, layout)
        if !plan.isModelPlaced(p), let canvas = environment.canvasSize, v.frame.size == layout.environment.windowSize { return canvas }
        return v.frame.size
    }

    /// `intrinsicContentSize` per axis with a metric: `size <= intrinsic @ hugging` and
    /// `size >= intrinsic @ compression resistance` (solver-cases.md §1, T11, T12).
    private mutating func addIntrinsic(_ i: Int, view: View, _ size: Size) {
        for axis in LayoutAxis.allCases {
            let horizontal = axis == .horizontal
            let value = horizontal ? size.width : size.height
            guard value >= 0 else { continue }
            let hug = view.contentHuggingPriority[axis], resist = view.contentCompressionResistancePriority[axis]
            let origin = ConstraintOrigin.intrinsic(view: i, horizontal: horizontal, value: value, hugging: hug, resistance: resist)
            term(viewBase[i] + (horizontal ? 2 : 3), 1)
            constant = -value
            emit(.lessThanOrEqual, priority: hug.rawValue, origin: origin)
            term(viewBase[i] + (horizontal ? 2 : 3), 1)
            constant = -value
            emit(.greaterThanOrEqual, priority: resist.rawValue, origin: origin)
        }
    }
}

extension LinearSystem.Relation {
    /// A constraint's relation as the solver's.
    init(_ relation: LayoutConstraint.Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
