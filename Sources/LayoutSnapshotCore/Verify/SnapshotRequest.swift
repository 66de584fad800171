import LayoutEngine
import LayoutRenderer

/// Whether a verify may skip the render (`LAYOUT_SNAPSHOT_VERIFY`).
package enum VerifyStrategy: String, Sendable, Codable, CaseIterable {
    /// Skip the render when the reference is sealed and recorded the same render inputs
    /// (`LayoutRenderer.inputDigest`): the renderer is deterministic, so the pixels are equal by
    /// construction. Anything else renders.
    case digest
    /// Always render and compare pixels (through the recorded pixel hash when it is sealed).
    case render

    package static func resolve(_ environment: [String: String]) throws(ConfigurationError) -> VerifyStrategy {
        guard let raw = environment[EnvironmentKey.verify], !raw.isEmpty else { return .digest }
        guard let strategy = VerifyStrategy(rawValue: raw.lowercased()) else {
            throw ConfigurationError("\(EnvironmentKey.verify)=\"\(raw)\" is not a verify strategy; expected digest or render")
        }
        return strategy
    }
}

/// One snapshot to check: a computed layout on one device and orientation, and where its
/// reference lives.
package struct SnapshotRequest: Sendable {
    package var layout: ComputedLayout
    package var options: RenderOptions
    package var tolerance: SnapshotTolerance
    package var recordMode: RecordMode
    package var recordModeSource: RecordModeSource
    package var verifyStrategy: VerifyStrategy
    package var location: SnapshotLocation
    /// `<testName>.<slug>-<orientation>[.<name>]`.
    package var baseName: String
    /// For messages and the manifest.
    package var testName: String
    package var name: String?
    package var file: String
    package var line: Int
    /// `fail`: the layout's Auto Layout issues fail the check, whatever the comparison found.
    package var autoLayoutIssues: AutoLayoutIssueMode
    /// The constraints of the laid-out model that name a view, for the message's "why it moved"
    /// (`ViewControllerNode.constraints(naming:)`); none when the subject gives no model.
    package var constraintsNaming: @Sendable (String) -> [LayoutConstraint] = { _ in [] }

    package init(
        layout: ComputedLayout, options: RenderOptions, tolerance: SnapshotTolerance, recordMode: RecordMode,
        recordModeSource: RecordModeSource, verifyStrategy: VerifyStrategy, location: SnapshotLocation,
        baseName: String, testName: String, name: String?, file: String, line: Int, autoLayoutIssues: AutoLayoutIssueMode = .ignore
    ) {
        self.layout = layout; self.options = options; self.tolerance = tolerance
        self.recordMode = recordMode; self.recordModeSource = recordModeSource; self.verifyStrategy = verifyStrategy
        self.location = location; self.baseName = baseName; self.testName = testName; self.name = name
        self.file = file; self.line = line; self.autoLayoutIssues = autoLayoutIssues
    }

    /// The layout's Auto Layout issues that fail this check (none under `ignore`).
    package var failingAutoLayoutIssues: [Diagnostic] {
        autoLayoutIssues == .fail ? layout.diagnostics.filter(\.isAutoLayoutIssue) : []
    }

    package var referencePath: String { location.referencePath(baseName) }
    package var geometryPath: String { location.geometryPath(baseName) }
}

/// What checking one snapshot found: the verdict and what carrying it out did.
package struct SnapshotOutcome: Sendable {
    package var verdict: SnapshotVerdict
    /// Reference files written (recordings; the actual over the reference in mode `failed`).
    package var wrote: [String] = []
    /// Effects the verdict needed that could not be carried out (a recording that failed): the
    /// check fails.
    package var problems: [String] = []
    /// Failure artifacts that could not be written (the check fails anyway).
    package var artifactProblems: [String] = []
    package var artifacts: ManifestEntry.Artifacts?
    /// The seal of the reference compared with, if one was read as a PNG.
    package var referenceSeal: SnapshotSeal.Status?
    /// Pictures named by this check that the tool draws later (`PictureDrawing`): a recorded
    /// reference, a failure's actual, diff and review.
    package var picturesToDraw: [String] = []
    /// Image files to attach to the test report (Swift Testing): name and PNG bytes.
    package var attachments: [(name: String, bytes: [UInt8])] = []

    package init(verdict: SnapshotVerdict) { self.verdict = verdict }

    package var result: ManifestEntry.Result { problems.isEmpty ? verdict.result : .failed }
    package var passed: Bool { result == .matched }

    package var detail: SnapshotDetail {
        if !problems.isEmpty, case .recorded = verdict { return .unwritable }
        return verdict.detail
    }
}
