import LayoutEngine
import LayoutRenderer

/// Whether a verify may skip the render (`LAYOUT_SNAPSHOT_VERIFY`).
public enum VerifyStrategy: String, Sendable, Codable, CaseIterable {
    /// Skip the render when the reference is sealed and recorded the same render inputs
    /// (`LayoutRenderer.inputDigest`): the renderer is deterministic, so the pixels are equal by
    /// construction. Anything else renders.
    case digest
    /// Always render and compare pixels (through the recorded pixel hash when it is sealed).
    case render

    public static func resolve(_ environment: [String: String]) throws(ConfigurationError) -> VerifyStrategy {
        guard let raw = environment[EnvironmentKey.verify], !raw.isEmpty else { return .digest }
        guard let strategy = VerifyStrategy(rawValue: raw.lowercased()) else {
            throw ConfigurationError("\(EnvironmentKey.verify)=\"\(raw)\" is not a verify strategy; expected digest or render")
        }
        return strategy
    }
}

/// One snapshot to check: a computed layout on one device and orientation, and where its
/// reference lives.
public struct SnapshotRequest: Sendable {
    public var layout: ComputedLayout
    public var options: RenderOptions
    public var tolerance: SnapshotTolerance
    public var recordMode: RecordMode
    public var recordModeSource: RecordModeSource
    public var verifyStrategy: VerifyStrategy
    public var location: SnapshotLocation
    /// `<testName>.<slug>-<orientation>[.<name>]`.
    public var baseName: String
    /// For messages and the manifest.
    public var testName: String
    public var name: String?
    public var file: String
    public var line: Int

    public init(
        layout: ComputedLayout, options: RenderOptions, tolerance: SnapshotTolerance, recordMode: RecordMode,
        recordModeSource: RecordModeSource, verifyStrategy: VerifyStrategy, location: SnapshotLocation,
        baseName: String, testName: String, name: String?, file: String, line: Int
    ) {
        self.layout = layout; self.options = options; self.tolerance = tolerance
        self.recordMode = recordMode; self.recordModeSource = recordModeSource; self.verifyStrategy = verifyStrategy
        self.location = location; self.baseName = baseName; self.testName = testName; self.name = name
        self.file = file; self.line = line
    }

    public var referencePath: String { "\(location.referenceFolder)/\(baseName).png" }
    public var geometryPath: String { "\(location.referenceFolder)/\(baseName).json" }
}

/// What checking one snapshot found.
public struct SnapshotOutcome: Sendable {
    public var entry: ManifestEntry
    /// The failure message (for `failed` and `recorded`); nil for a match.
    public var message: String?
    /// Image files to attach to the test report (Swift Testing): name and PNG bytes.
    public var attachments: [(name: String, bytes: [UInt8])]
    public var passed: Bool { entry.result == .matched }
}
