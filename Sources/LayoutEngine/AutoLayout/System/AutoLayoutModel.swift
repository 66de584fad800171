/// What the Auto Layout passes need from the model, gathered once per computation: every view
/// written in the model by id, which of them the model places (subviews, as opposed to root views
/// whose frame their controller sets), and the layout guides they own.
struct AutoLayoutModel {
    var views: [String: View] = [:]
    /// Subviews (and table rows' subviews): their frames come from the model, so they are laid
    /// out by constraints or translate their autoresizing mask. Root views are absent.
    var modelPlaced: Set<String> = []
    /// User layout guides: id → owning view id.
    var guideOwners: [String: String] = [:]
    var constraintCount = 0
    var hasAutoresizingMask = false

    init(_ root: ViewControllerNode) {
        var controllers = [root]
        while let node = controllers.popLast() {
            switch node {
            case .viewController(let vc):
                if let view = vc.view { collect(view, placed: false) }
                controllers += vc.children.map(\.controller).reversed()
            case .navigationController(let nav): controllers += nav.viewControllers.reversed()
            case .tabBarController(let tab): controllers += tab.viewControllers.reversed()
            }
        }
    }

    private mutating func collect(_ view: View, placed: Bool) {
        var stack = [(view, placed)]
        while let (v, isPlaced) = stack.popLast() {
            views[v.id] = v
            if isPlaced { modelPlaced.insert(v.id) }
            constraintCount += v.constraints.count
            if !v.autoresizingMask.isEmpty { hasAutoresizingMask = true }
            for g in v.layoutGuides { guideOwners[g.id] = v.id }
            for s in v.subviews { stack.append((s, true)) }
            for row in v.rows { for s in row.subviews { stack.append((s, true)) } }
        }
    }

    /// Without constraints, and without masks to resize from a different canvas, frames are
    /// final as written: the passes are skipped.
    func needsSolving(canvasDiffers: Bool) -> Bool {
        constraintCount > 0 || (hasAutoresizingMask && canvasDiffers)
    }
}
