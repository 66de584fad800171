/// UIStackView's layout: the constraints UIKit itself generates for a stack view and its arranged
/// subviews (solver-cases.md §3, from the iOS 10 constraint dumps), added to the pass's system
/// like the app's own. Along the axis: the canvas connection of the first and last view, the
/// spacing between neighbours, hidden views collapsed, then the distribution; across it, the
/// alignment. Docs/decisions/0011-stack-views.md lists what is a guess.
extension ConstraintSystemBuilder {
    typealias Item = StackConstraint.Item

    mutating func addStackView(_ arrangement: StackArrangement) {
        let s = arrangement.stack
        let stack = plan.model.views[plan.modelIndex[s]]
        let views = arrangement.arranged
        guard !views.isEmpty else { return }
        let horizontal = stack.axis == .horizontal
        let rightToLeft = layout.views[s].effectiveUserInterfaceLayoutDirection == .rightToLeft
        // isLayoutMarginsRelativeArrangement: the arranged views are placed in the margins guide.
        let canvas: Item = stack.isLayoutMarginsRelativeArrangement ? .margins(s) : .view(s)
        let ctx = StackContext(stack: s, rightToLeft: rightToLeft)

        let along = StackAxisAttributes(horizontal: horizontal)
        addMainAxis(arrangement, stack: stack, canvas: canvas, along, ctx)
        // Baseline alignments are for horizontal stacks (UIStackView.Alignment's documentation);
        // a vertical stack lays them out as fill (LayoutBuilder warns).
        var alignment = stack.alignment
        if alignment.isBaseline, !horizontal { alignment = .fill }
        addCrossAxis(arrangement, alignment: alignment, canvas: canvas, across: StackAxisAttributes(horizontal: !horizontal), ctx)
    }

    /// Which stack the constraints being added belong to, and its layout direction.
    struct StackContext {
        var stack: Int
        var rightToLeft: Bool
    }

    private mutating func add(_ ctx: StackContext, _ c: StackConstraint) {
        addStackConstraint(c, in: ctx.stack, rightToLeft: ctx.rightToLeft)
    }

    // MARK: Along the axis

    private mutating func addMainAxis(_ arrangement: StackArrangement, stack: View, canvas: Item, _ a: StackAxisAttributes,
                                      _ ctx: StackContext) {
        let views = arrangement.arranged, visible = arrangement.isVisible
        let n = views.count
        let first = Item.view(views[0]), last = Item.view(views[n - 1])
        // isBaselineRelativeArrangement (vertical stacks only, UIStackView's documentation): the
        // space is measured from the last baseline of a view to the first baseline of the next,
        // and the top and bottom views' nearest baselines sit `spacing` from the stack's edges.
        let baselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        if baselineRelative {
            let edge = resolvedSpacing(stack.spacing)
            add(ctx, StackConstraint(.canvasConnection, first, .firstBaseline, .equal, canvas, .top, constant: edge))
            add(ctx, StackConstraint(.canvasConnection, canvas, .bottom, .equal, last, .lastBaseline, constant: edge))
        } else {
            add(ctx, StackConstraint(.canvasConnection, canvas, a.start, .equal, first, a.start))
            add(ctx, StackConstraint(.canvasConnection, canvas, a.end, .equal, last, a.end))
        }

        // A gap between neighbours is real when a visible view comes before it and another after
        // it; the others collapse to 0: a hidden view sits against the next view (T3: the hidden
        // middle view of three is at x 155, where the third starts) and hidden views at the end
        // against the last visible one. `UISV-spacing` is `==` for the fill distributions and a
        // minimum (`>=`) for equalSpacing and equalCentering (solver-cases.md §3).
        let isMinimum = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        var visibleAfter = [Bool](repeating: false, count: n)
        for i in stride(from: n - 2, through: 0, by: -1) { visibleAfter[i] = visible[i + 1] || visibleAfter[i + 1] }
        var realGaps: [(index: Int, spacing: Double)] = []
        for i in 0..<(n - 1) {
            let a0 = Item.view(views[i]), a1 = Item.view(views[i + 1])
            guard visible[i], visibleAfter[i] else {
                add(ctx, StackConstraint(.spacing, a1, a.start, .equal, a0, a.end))
                continue
            }
            let gap = spacing(after: views[i], in: stack)
            realGaps.append((i, gap))
            if baselineRelative {
                add(ctx, StackConstraint(.spacing, a1, .firstBaseline, isMinimum ? .greaterThanOrEqual : .equal, a0, .lastBaseline, constant: gap))
            } else {
                add(ctx, StackConstraint(.spacing, a1, a.start, isMinimum ? .greaterThanOrEqual : .equal, a0, a.end, constant: gap))
            }
        }
        for i in 0..<n where !visible[i] {
            add(ctx, StackConstraint(.hiding, .view(views[i]), a.size, .equal, nil, a.size))
        }

        switch stack.distribution {
        case .fill:
            // Hugging and compression resistance decide; equal ones are ambiguous, as Xcode says.
            break
        case .fillEqually:
            let shown = views.indices.filter { visible[$0] }.map { views[$0] }
            for v in shown.dropFirst() {
                add(ctx, StackConstraint(.fillEqually, .view(v), a.size, .equal, .view(shown[0]), a.size))
            }
        case .fillProportionally:
            addFillProportionally(arrangement, gaps: realGaps.map(\.spacing), canvas: canvas, a, ctx)
        case .equalSpacing:
            // A gap guide spans each real gap, from one view's end to the next one's start; all
            // the same size, required.
            var firstGap: Item?
            for (k, gap) in realGaps.enumerated() {
                let guide = Item.gap(stack: arrangement.stack, index: k, base: addInternalGuideVariables())
                add(ctx, StackConstraint(.distributingEdge, guide, a.start, .equal, .view(views[gap.index]), a.end))
                add(ctx, StackConstraint(.distributingEdge, guide, a.end, .equal, .view(views[gap.index + 1]), a.start))
                if let firstGap { add(ctx, StackConstraint(.fillEqually, guide, a.size, .equal, firstGap, a.size)) } else { firstGap = guide }
            }
        case .equalCentering:
            // A gap guide between the centres of neighbouring visible views; equal sizes @ 149,
            // below hugging, so views keep their sizes. Physical edges (left/right): a centre
            // is not mirrored under right-to-left.
            let shown = views.indices.filter { visible[$0] }.map { views[$0] }
            var firstGap: Item?
            for k in 0..<max(0, shown.count - 1) {
                let guide = Item.gap(stack: arrangement.stack, index: k, base: addInternalGuideVariables())
                var (from, to) = (shown[k], shown[k + 1])
                if a.horizontal, ctx.rightToLeft { swap(&from, &to) }
                add(ctx, StackConstraint(.distributingEdge, guide, a.physicalStart, .equal, .view(from), a.center))
                add(ctx, StackConstraint(.distributingEdge, guide, a.physicalEnd, .equal, .view(to), a.center))
                if let firstGap { add(ctx, StackConstraint(.fillEqually, guide, a.size, .equal, firstGap, a.size, priority: 149)) } else { firstGap = guide }
            }
        }
    }

    /// `vi.size == (intrinsic_i / (Σ intrinsic + Σ spacing)) × stack.size @ (999 − i)`, i the
    /// arranged index (solver-cases.md §3, T7). A view without an intrinsic size along the axis
    /// counts 0 and gets no constraint of its own (a guess: UIKit's handling is not documented).
    private mutating func addFillProportionally(_ arrangement: StackArrangement, gaps: [Double], canvas: Item,
                                                _ a: StackAxisAttributes, _ ctx: StackContext) {
        var sizes: [(index: Int, size: Double)] = []
        for (i, v) in arrangement.arranged.enumerated() where arrangement.isVisible[i] {
            let m = plan.modelIndex[v]
            guard let intrinsic = intrinsicContentSize(v, view: plan.model.views[m]) else { continue }
            let size = a.horizontal ? intrinsic.width : intrinsic.height
            if size > 0 { sizes.append((i, size)) }
        }
        let total = sizes.reduce(0) { $0 + $1.size } + gaps.reduce(0, +)
        guard total > 0 else { return }
        for (i, size) in sizes {
            add(ctx, StackConstraint(.fillProportionally, .view(arrangement.arranged[i]), a.size, .equal, canvas, a.size,
                                multiplier: size / total, priority: max(1, 999 - Double(i))))
        }
    }

    // MARK: Across the axis

    private mutating func addCrossAxis(_ arrangement: StackArrangement, alignment: StackViewAlignment, canvas: Item,
                                       across c: StackAxisAttributes, _ ctx: StackContext) {
        let views = arrangement.arranged.map(Item.view)
        let first = views[0]
        switch alignment {
        case .fill:
            // Every view's edges equal the first's, the first's the stack's.
            add(ctx, StackConstraint(.canvasConnection, canvas, c.start, .equal, first, c.start))
            add(ctx, StackConstraint(.canvasConnection, canvas, c.end, .equal, first, c.end))
            for v in views.dropFirst() {
                add(ctx, StackConstraint(.alignment, v, c.start, .equal, first, c.start))
                add(ctx, StackConstraint(.alignment, v, c.end, .equal, first, c.end))
            }
            return
        case .leading, .trailing, .center:
            // The aligned edge (or centre) equal to the first view's, the first's to the stack's;
            // a spacer spanning every view gives the stack its other edge(s) (solver-cases.md §3).
            let aligned: StackConstraint.Attribute = alignment == .leading ? c.start : alignment == .trailing ? c.end : c.center
            add(ctx, StackConstraint(.canvasConnection, canvas, aligned, .equal, first, aligned))
            for v in views.dropFirst() { add(ctx, StackConstraint(.alignment, v, aligned, .equal, first, aligned)) }
            let spacer = Item.spacer(stack: arrangement.stack, base: addInternalGuideVariables())
            for v in views {
                add(ctx, StackConstraint(.spanningBoundary, spacer, c.start, alignment == .leading ? .equal : .lessThanOrEqual, v, c.start,
                                    priority: alignment == .leading ? 999.5 : 1000))
                add(ctx, StackConstraint(.spanningBoundary, spacer, c.end, alignment == .trailing ? .equal : .greaterThanOrEqual, v, c.end,
                                    priority: alignment == .trailing ? 999.5 : 1000))
            }
            if alignment != .leading { add(ctx, StackConstraint(.canvasConnection, canvas, c.start, .equal, spacer, c.start)) }
            if alignment != .trailing { add(ctx, StackConstraint(.canvasConnection, canvas, c.end, .equal, spacer, c.end)) }
            add(ctx, StackConstraint(.spanningFit, spacer, c.size, .equal, nil, c.size, priority: 51))
        case .firstBaseline, .lastBaseline:
            // Baselines equal to the first view's. The stack's edge on the baseline's side is only
            // kept outside the first view (`stack.top <= first.top`), as UIKit does: a later view
            // reaching further past the baseline sticks out (useyourloaf.com "Stack View Baseline
            // Alignment Issue", rdar://32291130, iOS 10–13). A spacer spans every view and gives
            // the other edge; `UISV-canvas-fit` shrinks the stack (solver-cases.md §3).
            let baseline: StackConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for v in views.dropFirst() { add(ctx, StackConstraint(.alignment, v, baseline, .equal, first, baseline)) }
            if alignment == .firstBaseline {
                add(ctx, StackConstraint(.canvasConnection, canvas, .top, .lessThanOrEqual, first, .top))
            } else {
                add(ctx, StackConstraint(.canvasConnection, canvas, .bottom, .greaterThanOrEqual, first, .bottom))
            }
            let spacer = Item.spacer(stack: arrangement.stack, base: addInternalGuideVariables())
            for v in views {
                add(ctx, StackConstraint(.spanningBoundary, spacer, .top, .lessThanOrEqual, v, .top))
                add(ctx, StackConstraint(.spanningBoundary, spacer, .bottom, .greaterThanOrEqual, v, .bottom))
            }
            if alignment == .firstBaseline {
                add(ctx, StackConstraint(.canvasConnection, canvas, .bottom, .equal, spacer, .bottom))
            } else {
                add(ctx, StackConstraint(.canvasConnection, canvas, .top, .equal, spacer, .top))
            }
            add(ctx, StackConstraint(.spanningFit, spacer, .height, .equal, nil, .height, priority: 51))
            add(ctx, StackConstraint(.canvasFit, .view(arrangement.stack), .height, .equal, nil, .height, priority: 49))
            addTextWidthDisambiguation(arrangement, ctx)
        }
        // Views with no size of their own across the axis shrink to 0 rather than stay free.
        for v in views { add(ctx, StackConstraint(.ambiguitySuppression, v, c.size, .equal, nil, c.size, priority: 25)) }
    }

    /// `width == stack.width / n @ 760` (solver-cases.md §3) for the arranged labels whose width
    /// their text does not decide: multi-line labels with an automatic `preferredMaxLayoutWidth`
    /// (which views UIKit picks is not documented: a guess, Docs/decisions/0011-stack-views.md).
    private mutating func addTextWidthDisambiguation(_ arrangement: StackArrangement, _ ctx: StackContext) {
        let shown = arrangement.arranged.indices.filter { arrangement.isVisible[$0] }.map { arrangement.arranged[$0] }
        guard !shown.isEmpty else { return }
        for v in shown {
            let m = plan.modelIndex[v]
            guard m >= 0, TextMeasurement.wrapsAtLayoutWidth(plan.model.views[m]) else { continue }
            add(ctx, StackConstraint(.textWidthDisambiguation, .view(v), .width, .equal, .view(arrangement.stack), .width,
                                multiplier: 1 / Double(shown.count), priority: 760))
        }
    }

    // MARK: Values

    /// The spacing after `view`: its custom spacing, else the stack's; `spacingUseSystem` is the
    /// environment's system spacing.
    private func spacing(after view: Int, in stack: View) -> Double {
        if let custom = stack.customSpacing[plan.ids[view]], custom != View.spacingUseDefault { return resolvedSpacing(custom) }
        return resolvedSpacing(stack.spacing)
    }

    private func resolvedSpacing(_ value: Double) -> Double {
        value == View.spacingUseSystem ? environment.stackViewSystemSpacing : value
    }

    /// The view whose baselines stand for a stack view's (UIKit's `viewForFirstBaselineLayout`,
    /// `viewForLastBaselineLayout`): its first or last visible arranged view, through nested stacks;
    /// the stack itself when none is visible (then its bottom, as any view's).
    func baselineView(of v: Int, first: Bool) -> Int {
        var v = v
        while plan.arrangementOf[v] >= 0 {
            let arrangement = plan.stackArrangements[plan.arrangementOf[v]]
            guard let next = first ? arrangement.firstVisible : arrangement.lastVisible else { break }
            v = next
        }
        return v
    }
}

/// The attributes of one axis of a stack: along it (`start`, `end`, `size`) or across it.
/// Leading and trailing for x, so that right-to-left mirrors them.
struct StackAxisAttributes {
    let horizontal: Bool
    var start: LayoutConstraint.Attribute { horizontal ? .leading : .top }
    var end: LayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    var physicalStart: LayoutConstraint.Attribute { horizontal ? .left : .top }
    var physicalEnd: LayoutConstraint.Attribute { horizontal ? .right : .bottom }
    var size: LayoutConstraint.Attribute { horizontal ? .width : .height }
    var center: LayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
}
