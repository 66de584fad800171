import LayoutEngine

/// How closely the engine reproduces the frames Interface Builder stored for one scene
/// (Docs/InterfaceBuilder.md, "Fidelity"): each stored frame that counts against the engine's,
/// on the design canvas, and the stored frames left out with their reasons.
public struct SceneFidelity: Hashable, Sendable {
    public var scene: InterfaceBuilderScene
    /// The canvas: the design device's name, its orientation and the window's size.
    public var deviceName: String
    public var orientation: InterfaceOrientation
    public var canvasSize: Size
    public var comparisons: [FrameComparison]
    public var leftOut: [StoredView]
    /// Stored frames that break their own document, left out (`StoredView.LeftOut.inconsistent`).
    public var inconsistencies: [StoredInconsistency] = []
    /// Why the scene could not be laid out (the comparisons are then all misses).
    public var failure: String?

    public func count(within tolerance: Double) -> Int { comparisons.count { $0.isWithin(tolerance) } }
}

/// One document's scenes on their design canvas, or why none could be laid out.
public struct DocumentFidelity: Hashable, Sendable {
    public var file: String
    public var scenes: [SceneFidelity]
    /// The document itself was refused (unreadable, no design device): nothing was compared.
    public var refusal: String?

    public var comparisons: [FrameComparison] { scenes.flatMap(\.comparisons) }
    public var leftOut: [StoredView] { scenes.flatMap(\.leftOut) }
    public func count(within tolerance: Double) -> Int { scenes.reduce(0) { $0 + $1.count(within: tolerance) } }

    public init(file: String, scenes: [SceneFidelity], refusal: String? = nil) {
        self.file = file
        self.scenes = scenes
        self.refusal = refusal
    }
}

extension InterfaceBuilderDocument {
    /// Every scene laid out as the canvas shows it (`designLayout(of:)`) and compared with the
    /// frames the document stores. A scene the engine refuses is reported, its frames as misses.
    public func fidelity(catalog: DeviceCatalog = .bundled, options: ImportOptions = ImportOptions()) throws(InterfaceBuilderError) -> DocumentFidelity {
        var scenes: [SceneFidelity] = []
        for scene in self.scenes {
            let environment = try designEnvironment(for: scene, catalog: catalog)
            guard let metrics = environment.metrics else {
                throw InterfaceBuilderError(file: file, message: "\(environment.device.name) has no \(environment.orientation.rawValue) orientation")
            }
            let traits = environment.traits(metrics)
            var stored = storedViews(of: scene, traits: traits)
            var result = SceneFidelity(scene: scene, deviceName: environment.device.name, orientation: environment.orientation,
                                       canvasSize: metrics.screenSize, comparisons: [], leftOut: stored.filter { $0.leftOut != nil })
            do {
                // The environment is the canvas already: `designLayout(of:in:)` uses it as is.
                let layout = try designLayout(of: scene, in: environment, options: options)
                result.inconsistencies = inconsistencies(of: scene, traits: traits, stored: stored, layout: layout)
                let stale = Set(result.inconsistencies.flatMap(\.viewIDs))
                for i in stored.indices where stored[i].leftOut == nil && stale.contains(stored[i].id) { stored[i].leftOut = .inconsistent }
                result.leftOut = stored.filter { $0.leftOut != nil }
                result.comparisons = FrameComparison.compare(stored, with: layout)
            } catch {
                result.failure = error.description
                result.comparisons = stored.filter { $0.leftOut == nil }.map { FrameComparison(stored: $0, computedID: nil, computed: nil) }
            }
            scenes.append(result)
        }
        return DocumentFidelity(file: file, scenes: scenes)
    }

    /// The stored frames of a scene that break its own document (`StoredConsistency`), judged
    /// where the engine meets every constraint of the views concerned.
    func inconsistencies(of scene: InterfaceBuilderScene, traits: TraitCollection, stored: [StoredView],
                         layout: ComputedLayout) -> [StoredInconsistency] {
        guard let element = index[scene.controllerID] else { return [] }
        var resolution = TraitResolution(traits: traits)
        let conflicting = Set(layout.views.filter(\.hasConflictingConstraints).map { String($0.id.prefix { $0 != "." }) })
        return StoredConsistency.findings(in: resolution.resolve(element), stored: stored, conflicting: conflicting)
    }
}
