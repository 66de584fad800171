import LayoutSolver
/// What one solve gives the next layout pass: frames for the views the model places, layout
/// guides' frames and content sizes from content layout guides; and, from the final pass, the
/// flags and diagnostics the output shows.
struct SolvedLayout {
    var frames: [String: Rect] = [:]
    var guideFrames: [String: Rect] = [:]
    var guideAmbiguity: [String: Bool] = [:]
    var contentSizes: [String: Size] = [:]
    /// Self-sizing rows (by row id) → their content view's fitting height.
    var fittingHeights: [String: Double] = [:]
    /// Self-sizing rows whose fitting height collapsed to zero in this or an earlier pass: UIKit
    /// lays them out at the standard height (`TableCellRules.rowHeight`).
    var collapsedRows: Set<String> = []
    /// Views laid out by constraints → whether any of their variables is free.
    var ambiguity: [String: Bool] = [:]
    var conflictingViews: Set<String> = []
    var diagnostics: [Diagnostic] = []

    /// Beyond this many conflicts, the rest are counted in one diagnostic (a spec of thousands of
    /// contradictory constraints still finishes in time).
    static let conflictReportLimit = 64

    init() {}

    /// True when a self-sizing row's content view is taller in `layout` than its fitting height.
    func rowContentExceedsFitting(in layout: ComputedLayout, model: AutoLayoutModel) -> Bool {
        guard !model.selfSizingContentViews.isEmpty else { return false }
        return layout.views.contains { v in
            guard let row = model.selfSizingContentViews[v.id], !collapsedRows.contains(row), let fitting = fittingHeights[row] else { return false }
            return v.frame.height > fitting + 1e-9
        }
    }

    init(builder b: ConstraintSystemBuilder, solution s: LinearSolution, layout: ComputedLayout) {
        func value(_ v: Int32) -> Double { s.values[Int(v)] }
        func clamped(_ x: Double, _ id: String, _ what: String, size: Bool) -> Double {
            var y = x
            if !y.isFinite || abs(y) > LayoutEngine.maximumMagnitude {
                y = y.isNaN ? 0 : min(max(y, -LayoutEngine.maximumMagnitude), LayoutEngine.maximumMagnitude)
                diagnostics.append(Diagnostic(id: id, message: "\(what) \(x) from constraints is out of range; clamped to \(NumberText.format(y))"))
            }
            if size, y < 0 {
                diagnostics.append(Diagnostic(id: id, message: "\(what) \(NumberText.format(y)) from constraints is negative; laid out as 0"))
                y = 0
            }
            return y
        }
        func rect(_ base: Int32, _ id: String) -> Rect {
            Rect(x: clamped(value(base), id, "minX", size: false), y: clamped(value(base + 1), id, "minY", size: false),
                 width: clamped(value(base + 2), id, "width", size: true), height: clamped(value(base + 3), id, "height", size: true))
        }
        var free: [(view: Int, attributes: [Int])] = []
        frames.reserveCapacity(layout.views.count)
        for i in layout.views.indices {
            let id = layout.views[i].id
            // (Written out: `||` and `&&` take closures, which copy the builder in a debug build.)
            if !b.plan.isModelPlaced(i) {
                if b.plan.model.childRootFrames.isEmpty { continue }
                if b.plan.model.childRootFrames[id] == nil { continue }
            }
            let base = Int(b.viewBase[i])
            var frame = rect(Int32(base), id)
            // The solve places the alignment rectangle; the frame reaches beyond it by the insets.
            if b.plan.isModelPlaced(i) {
                let a = b.plan.model.views[b.plan.modelIndex[i]].alignmentRectInsets
                if a != .zero { frame = Rect(x: frame.minX - a.left, y: frame.minY - a.top, width: frame.width + a.left + a.right, height: frame.height + a.top + a.bottom) }
            }
            frames[id] = frame
            guard b.plan.laidOutByConstraints[i] else { continue }
            let isFree = s.isAmbiguous[base] || s.isAmbiguous[base + 1] || s.isAmbiguous[base + 2] || s.isAmbiguous[base + 3]
            ambiguity[id] = isFree
            guard isFree else { continue }
            free.append((i, (0..<4).filter { s.isAmbiguous[base + $0] }))
        }
        // One diagnostic per cause, not per view and attribute (`AmbiguityCauses`).
        diagnostics += AmbiguityCauses.diagnostics(b, s, free: free)
        for (id, base) in b.guideBase.sorted(by: { $0.value < $1.value }) {
            guideFrames[id] = rect(base, id)
            guideAmbiguity[id] = (0..<4).contains { s.isAmbiguous[Int(base) + $0] }
        }
        if !b.plan.model.selfSizingContentViews.isEmpty {
            for i in layout.views.indices {
                guard let row = b.plan.model.selfSizingContentViews[layout.views[i].id] else { continue }
                fittingHeights[row] = clamped(value(b.viewBase[i] + 3), layout.views[i].id, "fitting height", size: true)
                if TableCellRules.collapsesToZero(fittingHeights[row]!) { collapsedRows.insert(row) }
            }
        }
        collapsedRows.formUnion(b.collapsedRows)
        for (scroll, base) in b.contentSizeBase.sorted(by: { $0.key < $1.key }) {
            let id = layout.views[scroll].id
            contentSizes[id] = Size(width: clamped(value(base), id, "contentSize width", size: true),
                                    height: clamped(value(base + 1), id, "contentSize height", size: true))
        }
        for (n, conflict) in s.conflicts.enumerated() {
            let broken = b.origins[conflict.broken]
            let brokenText = broken.description(in: b.plan)
            let id = layout.views[broken.views(in: b.plan)[0]].id
            guard n < Self.conflictReportLimit else {
                diagnostics.append(Diagnostic(kind: .unsatisfiableConstraints, id: id,
                                              message: "\(s.conflicts.count - n) more unsatisfiable constraints were broken; fix the ones above first",
                                              brokenConstraint: brokenText))
                break
            }
            var listed: [String] = []
            for index in conflict.conflicting {
                let text = b.origins[index].description(in: b.plan)
                guard !listed.contains(text) else { continue }
                listed.append(text)
                for v in b.origins[index].views(in: b.plan) { conflictingViews.insert(layout.views[v].id) }
            }
            diagnostics.append(Diagnostic(kind: .unsatisfiableConstraints, id: id,
                                          message: AutoLayoutWording.unsatisfiable(constraints: listed, broken: brokenText),
                                          constraints: listed, brokenConstraint: brokenText))
        }
        if s.unconvergedComponents > 0 {
            diagnostics.append(Diagnostic(id: nil, message: "the solver stopped after its pivot limit on \(s.unconvergedComponents) part(s) of the layout; their frames may not satisfy every constraint"))
        }
    }
}
