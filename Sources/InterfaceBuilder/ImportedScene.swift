import LayoutEngine

/// A scene as the engine's model for one trait environment, with what the import assumed.
public struct ImportedScene: Hashable, Sendable {
    /// The scene's controller inside the containers its relationship segues place it in (a
    /// navigation controller's root is shown under that navigation controller's bars).
    public var root: ViewControllerNode
    /// The size of the scene's root view as stored in the document: the canvas its frames and
    /// autoresizing masks were written for (`LayoutEnvironment.canvasSize`).
    public var canvasSize: Size?
    public var warnings: [ImportWarning]

    /// Lays the scene out: the document's canvas for its autoresizing masks, the warnings
    /// added to the layout's diagnostics.
    public func compute(in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
        var environment = environment
        if let canvasSize { environment.canvasSize = canvasSize }
        var layout = try LayoutEngine.compute(root, in: environment)
        layout.diagnostics = warnings.map(\.diagnostic) + layout.diagnostics
        return layout
    }
}
