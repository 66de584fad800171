import LayoutSolver
/// UIKit's layout loop (solver-cases.md §1, "Layout is a loop"): constraints read guides, and a
/// guide's frame depends on where its view sits. A pass lays out the hierarchy with the frames
/// known so far; the constraints are then solved against that pass's guides; the next pass uses
/// the solved frames. When the values the system was built from (insets, margins, frames the
/// system sets) come out of the next pass unchanged, its solution is final. A bound stops cycles (a view pinned to a guide that moves with it).
enum LayoutPasses {
    /// Real screens settle in two or three passes.
    static let maximumPasses = 8

    /// `startingInsideSafeArea`: the first walk's start (`LayoutBuilder
    /// .startsUnplacedViewsInsideSafeArea`). A layout with nothing to solve, whose first walk is
    /// final, and passes that do not settle run again from UIKit's start: the one UIKit shows.
    static func run(_ root: ViewControllerNode, in environment: LayoutEnvironment, metrics: DeviceMetrics,
                    startingInsideSafeArea: Bool = true) throws(LayoutError) -> ComputedLayout {
        var first = LayoutBuilder(environment: environment, metrics: metrics)
        first.reserve(views: LayoutBuilder.viewCount(in: root))
        first.startsUnplacedViewsInsideSafeArea = startingInsideSafeArea
        try first.layOutWindow(root: root)
        var layout = first.result()
        // The views of the controllers laid out (a controller not shown may reuse their ids).
        let model = try AutoLayoutModel(root, shown: Set(layout.views.compactMap(\.viewController)))
        let canvasDiffers = environment.canvasSize.map { $0 != metrics.screenSize } ?? false
        // What a collapsed view would have shown, by the model's words.
        let text = { (id: String) -> String? in
            model.index[id].flatMap { [model.views[$0].text, model.views[$0].title, model.views[$0].placeholder].compactMap { $0 }.first { !$0.isEmpty } }
        }
        guard model.needsSolving(canvasDiffers: canvasDiffers) else {
            // Nothing moves the views the first walk took inside the safe area: from UIKit's start.
            if first.tookUnplacedViewsInsideSafeArea { return try run(root, in: environment, metrics: metrics, startingInsideSafeArea: false) }
            let unplaced = layout.unplacedViewWarnings(model: model)
            layout.diagnostics += unplaced
            layout.diagnostics += layout.collapsedViewWarnings(text: text, excluding: Set(unplaced.compactMap(\.id)))
            return layout
        }

        let plan = try ConstraintPlan(model: model, layout: layout)
        let solver = LinearSolver(cache: LayoutEngine.solutionCache ?? ComponentCache(), solvesEveryPart: LayoutEngine.solvesEveryPart,
                                  threads: LayoutEngine.solverThreads)
        var solved = SolvedLayout()
        var converged = false
        for pass in 0..<maximumPasses {
            var builder = ConstraintSystemBuilder(plan: plan, layout: layout, environment: environment)
            builder.isFirstPass = pass == 0
            builder.collapsedRows = solved.collapsedRows
            builder.build()
            let solution = solver.solve(builder.system)
            solved = SolvedLayout(builder: builder, solution: solution, layout: layout)
            layout = try walk(root, solved: solved, after: layout, in: environment, metrics: metrics)
            // The next pass would build the same system: settled.
            // (A row found collapsed in this solve is laid out at the standard height in the next.)
            if builder.isSettled(in: layout), solved.collapsedRows == builder.collapsedRows { converged = true; break }
        }
        if !converged, first.tookUnplacedViewsInsideSafeArea {
            return try run(root, in: environment, metrics: metrics, startingInsideSafeArea: false)
        }
        // UIKit measures a self-sizing cell (`systemLayoutSizeFitting`), then lays it out at its
        // row's height. Where that height is more than the fitting height (the canvas's content
        // view fills the separator's pixel; iOS 26 rounds up to points, Docs/Tables.md "Row
        // heights"), one more solve holds each content view at its row's height, the fitting
        // heights kept.
        if converged, solved.rowContentExceedsFitting(in: layout, model: model) {
            var builder = ConstraintSystemBuilder(plan: plan, layout: layout, environment: environment)
            builder.collapsedRows = solved.collapsedRows
            builder.holdsRowContent = true
            builder.build()
            var held = SolvedLayout(builder: builder, solution: solver.solve(builder.system), layout: layout)
            (held.fittingHeights, held.collapsedRows) = (solved.fittingHeights, solved.collapsedRows)
            // Whether a view is ambiguous is the fitting solve's verdict: where a row is taller by
            // a rounding, two labels that hug alike could each take the extra, which UIKit's
            // tools do not report (the cell's constraints are checked at its fitting size).
            (held.ambiguity, held.diagnostics) = (solved.ambiguity, solved.diagnostics)
            solved = held
            layout = try walk(root, solved: solved, after: layout, in: environment, metrics: metrics)
        }
        // The passes after the first measured no text: the final layout is measured once, from
        // the model's view of each id.
        layout.measureText(model, in: environment)
        layout.setKeyboardLayoutGuides(plan)
        layout.diagnostics += solved.diagnostics
        let unplaced = layout.unplacedViewWarnings(model: model)
        layout.diagnostics += unplaced
        // A view nothing places is named once, for that (its ambiguity or the warning above).
        var named = Set(unplaced.compactMap(\.id))
        for d in solved.diagnostics where d.cause == .unplaced { if let id = d.id { named.insert(id) } }
        layout.diagnostics += layout.collapsedViewWarnings(text: text, excluding: named)
        if !converged {
            layout.diagnostics.append(Diagnostic(kind: .layoutDidNotConverge, id: nil,
                message: "frames and guides still changed after \(maximumPasses) layout passes (a view constrained to a guide that moves with it?); the last pass is shown"))
        }
        return layout
    }
    /// A pass after a solve: the hierarchy laid out at the solved frames, with room for the
    /// previous pass's views, measuring no text (`LayoutBuilder.measuresText`).
    private static func walk(_ root: ViewControllerNode, solved: SolvedLayout, after previous: ComputedLayout,
                             in environment: LayoutEnvironment, metrics: DeviceMetrics) throws(LayoutError) -> ComputedLayout {
        var pass = LayoutBuilder(environment: environment, metrics: metrics)
        pass.measuresText = false
        pass.reserve(views: previous.views.count)
        pass.solved = solved
        try pass.layOutWindow(root: root)
        return pass.result()
    }
}

extension ComputedLayout {
    /// Writes the keyboard guides of the views whose guide the plan's constraints name, from the final pass.
    mutating func setKeyboardLayoutGuides(_ plan: ConstraintPlan) {
        for v in plan.keyboardGuideOwners {
            views[v].keyboardLayoutGuide = KeyboardLayoutGuideRule.layoutFrame(
                of: views[v], keyboardFrame: environment.keyboardFrame, usesBottomSafeArea: plan.keyboardGuideUsesBottomSafeArea(v))
        }
    }

    /// Each view that shows text measured and its text laid out at its final frame and bounds
    /// (`TextMeasurement`, `LabelDrawing`), from the model view of the same id: what a pass with
    /// `LayoutBuilder.measuresText` gives (the walk changes a view's frame, never its text or
    /// font; views it makes itself, containers' and cells', show none).
    mutating func measureText(_ model: AutoLayoutModel, in environment: LayoutEnvironment) {
        for i in views.indices where TextMeasurement.measuresText(views[i].viewClass) {
            guard let m = model.index[views[i].id] else { continue }
            (views[i].intrinsicContentSize, views[i].text) = environment.measuredText(
                of: model.views[m], width: views[i].frame.width, bounds: views[i].bounds, direction: views[i].effectiveUserInterfaceLayoutDirection)
        }
    }
}
