import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// Settings shared by the assertions in a scope (`withLayoutSnapshotTesting`, the
/// `.layoutSnapshots(…)` trait). nil leaves a setting to the enclosing scope, then to the
/// default; an assertion's own arguments win over all of them.
public struct LayoutSnapshotConfiguration: Sendable {
    public var record: RecordMode?
    public var devices: DeviceSelection?
    public var orientations: [InterfaceOrientation]?
    public var overlays: Set<RenderOptions.Overlay>?
    public var tolerance: SnapshotTolerance?
    public var catalog: DeviceCatalog?
    public var autoLayoutIssues: AutoLayoutIssueMode?
    /// The content size categories each assertion sweeps (its devices × orientations × these).
    public var contentSizeCategories: ContentSizeCategorySelection?

    public init(
        record: RecordMode? = nil, devices: DeviceSelection? = nil, orientations: [InterfaceOrientation]? = nil,
        overlays: Set<RenderOptions.Overlay>? = nil, tolerance: SnapshotTolerance? = nil, catalog: DeviceCatalog? = nil,
        autoLayoutIssues: AutoLayoutIssueMode? = nil, contentSizeCategories: ContentSizeCategorySelection? = nil
    ) {
        self.record = record; self.devices = devices; self.orientations = orientations
        self.overlays = overlays; self.tolerance = tolerance; self.catalog = catalog
        self.autoLayoutIssues = autoLayoutIssues; self.contentSizeCategories = contentSizeCategories
    }

    /// `inner` over `self`: what `inner` sets wins.
    func merging(_ inner: LayoutSnapshotConfiguration) -> LayoutSnapshotConfiguration {
        LayoutSnapshotConfiguration(
            record: inner.record ?? record, devices: inner.devices ?? devices, orientations: inner.orientations ?? orientations,
            overlays: inner.overlays ?? overlays, tolerance: inner.tolerance ?? tolerance, catalog: inner.catalog ?? catalog,
            autoLayoutIssues: inner.autoLayoutIssues ?? autoLayoutIssues,
            contentSizeCategories: inner.contentSizeCategories ?? contentSizeCategories
        )
    }

    /// The configuration of the current task (and of the test, under a trait). Set only through
    /// `withLayoutSnapshotTesting` and the trait, which merge it with the enclosing one.
    @TaskLocal static var current = LayoutSnapshotConfiguration()

    /// Replaces the process environment the assertions read (`LAYOUT_SNAPSHOT_*`, `CI`), so tests
    /// of this library can check the CI default without touching the real environment.
    @TaskLocal static var environmentOverride: [String: String]?
}

/// Runs `operation` with these settings for every assertion inside it (nested scopes override
/// what they set):
///
///     withLayoutSnapshotTesting(record: .failed, devices: .allPads) {
///         assertLayoutSnapshot(of: settings)
///     }
///
/// `autoLayoutIssues: .ignore` lets the layouts inside pass with Auto Layout issues
/// (unsatisfiable constraints, an ambiguous layout), which fail an assertion by default;
/// `contentSizeCategories: .defaultAndAccessibility` checks every assertion inside at large and
/// the five accessibility sizes.
public func withLayoutSnapshotTesting<R>(
    record: RecordMode? = nil, devices: DeviceSelection? = nil, orientations: [InterfaceOrientation]? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil, tolerance: SnapshotTolerance? = nil, catalog: DeviceCatalog? = nil,
    autoLayoutIssues: AutoLayoutIssueMode? = nil, contentSizeCategories: ContentSizeCategorySelection? = nil,
    operation: () throws -> R
) rethrows -> R {
    let inner = LayoutSnapshotConfiguration(record: record, devices: devices, orientations: orientations,
                                            overlays: overlays, tolerance: tolerance, catalog: catalog, autoLayoutIssues: autoLayoutIssues,
                                            contentSizeCategories: contentSizeCategories)
    return try LayoutSnapshotConfiguration.$current.withValue(LayoutSnapshotConfiguration.current.merging(inner), operation: operation)
}

public func withLayoutSnapshotTesting<R>(
    record: RecordMode? = nil, devices: DeviceSelection? = nil, orientations: [InterfaceOrientation]? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil, tolerance: SnapshotTolerance? = nil, catalog: DeviceCatalog? = nil,
    autoLayoutIssues: AutoLayoutIssueMode? = nil, contentSizeCategories: ContentSizeCategorySelection? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let inner = LayoutSnapshotConfiguration(record: record, devices: devices, orientations: orientations,
                                            overlays: overlays, tolerance: tolerance, catalog: catalog, autoLayoutIssues: autoLayoutIssues,
                                            contentSizeCategories: contentSizeCategories)
    return try await LayoutSnapshotConfiguration.$current.withValue(LayoutSnapshotConfiguration.current.merging(inner), operation: operation)
}
