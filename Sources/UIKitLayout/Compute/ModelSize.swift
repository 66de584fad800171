/// How big a model is, in the terms of the engine's limits: levels as `LayoutEngine.maximumDepth`
/// counts them (a controller, a view, a table row's cell and content view), views (a row counts
/// as one) and constraints. Measured without recursion, before anything is laid out.
struct ModelSize: Equatable {
    var depth = 0
    var views = 0
    var constraints = 0

    init(depth: Int, views: Int, constraints: Int) {
        (self.depth, self.views, self.constraints) = (depth, views, constraints)
    }

    init(_ root: ViewControllerNode) {
        var controllers: [(ViewControllerNode, Int)] = [(root, 0)]
        var pending: [(View, Int)] = []
        while let (node, level) = controllers.popLast() {
            depth = max(depth, level)
            if case .viewController(let vc) = node, let view = vc.view { pending.append((view, level + 1)) }
            controllers += node.containedControllers.map { ($0, level + 1) }
            while let (view, level) = pending.popLast() {
                depth = max(depth, level)
                views += 1
                constraints += view.constraints.count
                pending += view.subviews.map { ($0, level + 1) }
                for section in view.sections {
                    views += section.rows.count
                    for row in section.rows {
                        constraints += row.contentViewShell.constraints.count
                        pending += row.subviews.map { ($0, level + 3) }
                    }
                }
            }
        }
    }
}
