import LayoutSolver
/// Computes a view-controller hierarchy the way UIKit lays it out on one device, in one
/// orientation. Pure: the model is read, never changed, so one model can be computed for every
/// device of a matrix, in parallel.
public enum LayoutEngine {
    /// Deeper hierarchies are refused (with `LayoutError.hierarchyTooDeep`) rather than risking
    /// the stack; real screens are a few dozen levels deep.
    public static let maximumDepth = 256

    /// More views than this in one model is refused (`LayoutError.tooLarge`): a screen is a few
    /// hundred views. 50,000 views with frames lay out in about 2 s (Docs/LIMITS.md).
    public static let maximumViews = 50_000

    /// More constraints than this in one model is refused (`LayoutError.tooLarge`): a screen has
    /// a few hundred to a few thousand. The solver's time and memory grow faster than linearly
    /// with systems of many optional inequalities between the same views (about N² memory in
    /// the worst case measured: 900,000 took 23 GB), so the limit keeps the worst such system
    /// measured under a second and 250 MB (Docs/LIMITS.md).
    public static let maximumConstraints = 20_000

    /// The largest magnitude any number of a model may have, in points (a million points is
    /// a thousand screens). Larger values are refused, so sums of frames and the rounding of the
    /// output never overflow.
    public static let maximumMagnitude = 1_000_000.0

    public static func compute(_ root: ViewControllerNode, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
        let size = ModelSize(root)
        if size.views > maximumViews { throw .tooLarge(what: "views", count: size.views, limit: maximumViews) }
        if size.constraints > maximumConstraints { throw .tooLarge(what: "constraints", count: size.constraints, limit: maximumConstraints) }
        guard size.depth > DeepStack.threshold else { return try computeOnThisThread(root, in: environment) }
        // A deep model on a thread with room for it, with this task's stores and settings.
        let (solutions, text, threads, everyPart) = (solutionCache, textLayoutCache, solverThreads, solvesEveryPart)
        return try DeepStack.run(depth: size.depth) {
            $solutionCache.withValue(solutions) {
                $textLayoutCache.withValue(text) {
                    $solverThreads.withValue(threads) {
                        $solvesEveryPart.withValue(everyPart) {
                            Result { () throws(LayoutError) in try computeOnThisThread(root, in: environment) }
                        }
                    }
                }
            }
        }.get()
    }

    private static func computeOnThisThread(_ root: ViewControllerNode, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
        guard let screen = environment.metrics else {
            throw .unsupportedOrientation(device: environment.device.name, orientation: environment.orientation,
                                          supported: environment.device.supportedOrientations)
        }
        // A window that is not the whole screen is laid out as its own screen (Docs/Windows.md).
        let metrics = try environment.windowGeometry(screen).metrics
        // Size-class variations first: the passes lay out the model as these traits make it.
        let model = TraitVariations.resolve(root, traits: environment.traits(metrics))
        // Text broken once per computation at least (each pass measures its labels again), and
        // once per matrix inside `reusingSolutions`.
        if textLayoutCache != nil { return try layOut(model, in: environment, metrics: metrics) }
        let result = $textLayoutCache.withValue(TextLayoutCache()) {
            Result { () throws(LayoutError) in try layOut(model, in: environment, metrics: metrics) }
        }
        return try result.get()
    }

    /// The passes, with the constraints activated on copies of views after they were added
    /// adopted where the layout needs them (`CopiedActivations`): first those placing a view
    /// nothing else places, then, once solved, those naming a view still ambiguous.
    private static func layOut(_ resolved: ViewControllerNode, in environment: LayoutEnvironment, metrics: DeviceMetrics) throws(LayoutError) -> ComputedLayout {
        var copies = CopiedActivations(resolved)
        guard !copies.isEmpty else { return try LayoutPasses.run(resolved, in: environment, metrics: metrics) }
        var model = resolved
        let placing = copies.take(naming: try CopiedActivations.unplacedViews(in: model))
        if !placing.isEmpty { model = CopiedActivations.adopting(placing, into: model) }
        var layout = try LayoutPasses.run(model, in: environment, metrics: metrics)
        // Each round adopts at least one constraint; a few rounds settle any real screen.
        for _ in 0..<4 where !copies.isEmpty {
            var ambiguous: Set<String> = []
            for view in layout.views {
                if view.hasAmbiguousLayout == true { ambiguous.insert(view.id) }
                for guide in view.layoutGuides where guide.hasAmbiguousLayout == true { ambiguous.insert(guide.id) }
            }
            let needed = copies.take(naming: ambiguous)
            guard !needed.isEmpty else { break }
            model = CopiedActivations.adopting(needed, into: model)
            layout = try LayoutPasses.run(model, in: environment, metrics: metrics)
        }
        return layout
    }

    /// One model in several environments (a device matrix), in order, each as
    /// `compute(_:in:)` gives it; the parts of the constraint system that come out the same in
    /// several environments are solved once (see `reusingSolutions`).
    public static func compute(_ root: ViewControllerNode, in environments: [LayoutEnvironment]) -> [Result<ComputedLayout, LayoutError>] {
        reusingSolutions {
            environments.map { environment in Result { () throws(LayoutError) in try compute(root, in: environment) } }
        }
    }

    /// Runs `body` with one store of solved constraint parts (and one of text broken into lines)
    /// shared by every `compute` it makes
    /// (on any thread of its task). Computing one model for each device and orientation of a
    /// matrix then solves a part once when its canonical system is the same everywhere (a cell's
    /// content, anything sized without the screen), and only the parts the screen reaches again.
    /// Exact: a stored solution is bit for bit what solving again would give, so output never
    /// depends on whether, or in what order, computations share the store.
    public static func reusingSolutions<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        let result = $solutionCache.withValue(ComponentCache()) {
            $textLayoutCache.withValue(TextLayoutCache()) { Result { () throws(E) -> R in try body() } }
        }
        return try result.get()
    }

    /// For benchmarks: every part is solved, none taken from a store, so the figures without
    /// reuse can be measured beside the ones with it.
    @TaskLocal package static var solvesEveryPart = false

    /// Threads a big constraint system's independent parts are solved on (`LinearSolver`): one
    /// per core by default; benchmarks set 1 for the single-thread figures. Any count gives the
    /// same values, bit for bit.
    @TaskLocal package static var solverThreads = ProcessorCount.online

    /// The store `reusingSolutions` installs; nil outside it (a computation shares only between
    /// its own layout passes).
    @TaskLocal static var solutionCache: ComponentCache?

    /// The text already broken into lines (`TextLayoutCache`): one per computation, or the one
    /// `reusingSolutions` installs for all of them.
    @TaskLocal static var textLayoutCache: TextLayoutCache?

    /// A view shown as the root view of a plain controller named `root`.
    public static func compute(_ view: View, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
        try compute(.viewController(ViewController(id: "root", view: view)), in: environment)
    }
}
