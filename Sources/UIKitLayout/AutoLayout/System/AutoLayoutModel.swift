/// What the Auto Layout passes need from the model, gathered once per computation: every view
/// written in the model by id, which of them the model places (subviews, as opposed to root views
/// whose frame their controller sets), and the layout guides they own.
struct AutoLayoutModel {
    /// Every view the model writes, in the order met; `index` finds one by id. An array (not a
    /// dictionary of views) so a view is copied once, and read in place afterwards.
    var views: [View] = []
    var index: [String: Int] = [:]
    /// Per entry of `views`: a subview (or a table row's subview), whose frame comes from the
    /// model, so it is laid out by constraints or translates its autoresizing mask. Root views
    /// are not placed by the model.
    var isPlaced: [Bool] = []
    /// User layout guides: id → owning view id.
    var guideOwners: [String: String] = [:]
    /// Root views of child controllers, with the frame their entry writes in the parent's view:
    /// UIKit gives a controller's root view a flexible width and height, so they follow that view.
    var childRootFrames: [String: Rect] = [:]
    var constraintCount = 0
    /// Stack views with arranged subviews: they generate constraints of their own.
    var arrangingStackViewCount = 0
    var hasAutoresizingMask = false
    /// The content views of self-sizing rows (`TableRow.contentViewID` → the row's id): their
    /// height is solved at the fitting size rather than held (`TableCellRules.rowHeight`).
    var selfSizingContentViews: [String: String] = [:]
    /// Tables' header and footer views (`View.tableHeaderView`): the table places them, so they
    /// are not `isPlaced`; their written frames are still the canvas their subviews resize from.
    var tablePlacedViews: Set<String> = []

    /// Per entry of `views`: the id of the controller whose hierarchy holds it, to name it when
    /// an id is written twice.
    private var controllerIDs: [String] = []
    private let checksRepeats: Bool

    /// The views of the controllers in `shown` (the ids of the controllers a layout pass laid
    /// out; nil: every controller's). A controller a container does not show (a tab not selected,
    /// a controller under the top of a navigation stack) is not in the window: its views and
    /// constraints take no part in the layout, and may reuse the shown views' ids (two tabs built
    /// by one function). The same view met again (one controller in two slots, as a split view's
    /// secondary and compact columns) is one entry; two different views under one id can then
    /// only come from controllers that share an id too, which is refused: which of them is shown
    /// cannot be told.
    init(_ root: ViewControllerNode, shown: Set<String>?) throws(LayoutError) {
        checksRepeats = shown != nil
        var controllers = [root]
        while let node = controllers.popLast() {
            if case .viewController(let vc) = node, shown?.contains(vc.id) ?? true {
                if let view = vc.view { try collect(view, placed: false, controller: vc.id) }
                for child in vc.children { childRootFrames[Self.rootViewID(child.controller)] = child.frame }
            }
            controllers += node.containedControllers.reversed()
        }
    }

    /// Depth first, recursing as `LayoutBuilder` does (the reader bounds the depth). Subviews
    /// are read in place by index: `for s in subviews` would copy each view before its one
    /// copy into `views`.
    private mutating func collect(_ v: borrowing View, placed: Bool, controller: String) throws(LayoutError) {
        if let existing = index[v.id] {
            // Before any layout (`shown` nil) the first is kept: the caller lists views, it
            // does not lay them out.
            guard !checksRepeats || views[existing] == v else {
                throw .duplicateViewID(v.id, controllers: [controllerIDs[existing], controller])
            }
            isPlaced[existing] = isPlaced[existing] || placed
        } else {
            index[v.id] = views.count
            views.append(copy v)
            isPlaced.append(placed)
            controllerIDs.append(controller)
        }
        constraintCount += v.constraints.count
        if v.viewClass == .stackView, !v.arrangedSubviewIDs.isEmpty { arrangingStackViewCount += 1 }
        if !v.autoresizingMask.isEmpty { hasAutoresizingMask = true }
        for g in v.layoutGuides.indices { guideOwners[v.layoutGuides[g].id] = v.id }
        for i in v.subviews.indices {
            // A table places its header and footer views (`View.tableHeaderView`).
            let id = v.subviews[i].id
            let byTable = v.viewClass == .tableView && (id == v.tableHeaderViewID || id == v.tableFooterViewID)
            if byTable { tablePlacedViews.insert(id) }
            try collect(v.subviews[i], placed: !byTable, controller: controller)
        }
        for s in v.sections.indices {
            for r in v.sections[s].rows.indices {
                let row = v.sections[s].rows[r]
                if row.isAutomaticHeight { selfSizingContentViews[row.contentViewID] = row.id }
                // The content view itself, for the constraints and guides activated on it
                // (`TableRow.contentView`); the cell sets its frame.
                try collect(row.contentViewShell, placed: false, controller: controller)
                // A cell style's own labels and image are placed by the cell, not the model.
                let builtIn = row.builtInViewIDs
                for i in row.subviews.indices {
                    try collect(row.subviews[i], placed: builtIn.isEmpty || !builtIn.contains(row.subviews[i].id), controller: controller)
                }
            }
        }
    }

    /// The subviews nothing places (issue 32, point 2), by index into `views`: no frame, no
    /// autoresizing mask (nor `translatesAutoresizingMaskIntoConstraints` set true), not arranged by a
    /// stack view, not placed by a cell's style (those are not `isPlaced`), and named by no
    /// active constraint of the model. Such a view is laid out at the origin: ambiguous when
    /// constraints are solved, else at [0, 0, 0, 0] or its intrinsic size.
    func unplacedViews() -> [Int] {
        var candidates: [Int] = []
        for m in views.indices where isPlaced[m] {
            let v = views[m]
            if !v.hasExplicitFrame, v.frame == .zero, v.autoresizingMask.isEmpty, v.translatesAutoresizingMaskIntoConstraints != true {
                candidates.append(m)
            }
        }
        guard !candidates.isEmpty else { return [] }
        var placed: Set<String> = []
        for m in views.indices {
            placed.formUnion(views[m].arrangedSubviewIDs)
            for c in views[m].constraints where c.isActive {
                // A view a constraint names by itself (not by a guide of it).
                if let id = c.first.item.namedID { placed.insert(id) }
                if let id = c.second?.item.namedID { placed.insert(id) }
            }
        }
        return candidates.filter { !placed.contains(views[$0].id) }
    }

    /// The id of a controller's root view: its view's, or the one UIKit makes.
    static func rootViewID(_ node: ViewControllerNode) -> String {
        if case .viewController(let vc) = node { return vc.view?.id ?? "\(vc.id).view" }
        return "\(node.id).view"
    }

    /// Without constraints, without masks to resize from a different canvas and without
    /// self-sizing rows to measure, frames are final as written: the passes are skipped.
    func needsSolving(canvasDiffers: Bool) -> Bool {
        constraintCount > 0 || arrangingStackViewCount > 0 || (hasAutoresizingMask && canvasDiffers) || !selfSizingContentViews.isEmpty
    }
}
