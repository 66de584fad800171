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
    /// Root views of child controllers, with the frame their entry writes in the parent's view:
    /// UIKit gives a controller's root view a flexible width and height, so they follow that view.
    var childRootFrames: [String: Rect] = [:]
    var constraintCount = 0
    var hasAutoresizingMask = false

    init(_ root: ViewControllerNode) {
        var controllers = [root]
        while let node = controllers.popLast() {
            switch node {
            case .viewController(let vc):
                if let view = vc.view { collect(view, placed: false) }
                for child in vc.children { childRootFrames[Self.rootViewID(child.controller)] = child.frame }
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

    /// The id of a controller's root view: its view's, or the one UIKit makes.
    static func rootViewID(_ node: ViewControllerNode) -> String {
        if case .viewController(let vc) = node { return vc.view?.id ?? "\(vc.id).view" }
        return "\(node.id).view"
    }

    /// Without constraints, and without masks to resize from a different canvas, frames are
    /// final as written: the passes are skipped.
    func needsSolving(canvasDiffers: Bool) -> Bool {
        constraintCount > 0 || (hasAutoresizingMask && canvasDiffers)
    }
}
