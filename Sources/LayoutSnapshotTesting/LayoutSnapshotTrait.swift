#if canImport(Testing)
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore
import Testing

/// The Swift Testing form of `withLayoutSnapshotTesting`: on a test or a suite (and everything
/// in it),
///
///     @Suite(.layoutSnapshots(record: .missing, devices: .allPhones))
///     struct SettingsTests { … }
public struct LayoutSnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    var configuration: LayoutSnapshotConfiguration
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await LayoutSnapshotConfiguration.$current.withValue(LayoutSnapshotConfiguration.current.merging(configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == LayoutSnapshotTrait {
    public static func layoutSnapshots(
        record: RecordMode? = nil, devices: DeviceSelection? = nil, orientations: [InterfaceOrientation]? = nil,
        overlays: Set<RenderOptions.Overlay>? = nil, tolerance: SnapshotTolerance? = nil, catalog: DeviceCatalog? = nil,
        autoLayoutIssues: AutoLayoutIssueMode? = nil, contentSizeCategories: ContentSizeCategorySelection? = nil
    ) -> LayoutSnapshotTrait {
        LayoutSnapshotTrait(configuration: LayoutSnapshotConfiguration(
            record: record, devices: devices, orientations: orientations, overlays: overlays, tolerance: tolerance, catalog: catalog,
            autoLayoutIssues: autoLayoutIssues, contentSizeCategories: contentSizeCategories))
    }
}
#endif
