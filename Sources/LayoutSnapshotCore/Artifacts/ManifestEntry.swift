import ImageDiff
import LayoutEngine
import StrictJSON

/// One snapshot checked in a run, as the manifest lists it (Docs/snapshot-checks.md, "Run manifests"); the
/// JSON keys are the property names.
package struct ManifestEntry: Sendable, Hashable {
    package enum Result: String, Sendable, CaseIterable {
        case matched, recorded, failed
    }

    package struct Artifacts: Sendable, Hashable {
        package var reference: String?
        package var actual: String?
        package var diff: String?
        /// The review image: both screens with the moved views outlined, a row each (`ReviewPicture`).
        package var review: String?
        package var referenceGeometry: String?
        package var actualGeometry: String?
        /// The layout the test stored for the pictures it did not draw (`RenderInput`): the tool
        /// draws the actual, diff and review named above, and a recorded reference's picture.
        package var renderInput: String?

        package init(reference: String? = nil, actual: String? = nil, diff: String? = nil, review: String? = nil,
                     referenceGeometry: String? = nil, actualGeometry: String? = nil, renderInput: String? = nil) {
            self.reference = reference
            self.actual = actual
            self.diff = diff
            self.review = review
            self.referenceGeometry = referenceGeometry
            self.actualGeometry = actualGeometry
            self.renderInput = renderInput
        }
    }

    /// `<TestFile>/<test name>`.
    package var test: String
    package var file: String
    package var line: Int
    package var device: String
    package var slug: String
    package var orientation: String
    /// The content size category the layout was computed at (its traits'
    /// `preferredContentSizeCategory`); nil when no layout was computed and no category was
    /// asked for (settings that did not resolve), and in manifests written before it was listed.
    package var contentSizeCategory: ContentSizeCategory?
    package var name: String?
    package var result: Result
    package var detail: SnapshotDetail
    package var recordMode: RecordMode
    package var recordModeSource: RecordModeSource
    /// The reference PNG and its geometry JSON ("" for a failure before any reference was named).
    package var reference: String
    package var geometryReference: String
    /// True when this check wrote the reference files.
    package var wroteReference: Bool
    package var referenceSeal: SnapshotSeal.Status?
    package var differentPixels: Int?
    package var ratio: Double?
    package var maxColorDistance: Double?
    package var boxes: [PixelRect]?
    /// Causes first (`GeometryChanges`), up to 500.
    package var geometryChanges: [String]?
    /// Why the first views moved (`MoveCause`, inferred from the two geometry files), one line
    /// each: `signIn y 597 → 593, −4: bottom kept its 0 to …` (Docs/snapshot-checks.md, "Why a
    /// view moved"). The reports show them.
    package var whyMoved: [String]?
    package var artifacts: Artifacts?
    package var message: String?
    /// The layout's Auto Layout issues that failed the check, one line each (`Diagnostic.message`).
    package var autoLayoutIssues: [String]?

    package init(
        test: String, file: String, line: Int, device: String, slug: String, orientation: String, name: String?,
        result: Result, detail: SnapshotDetail, recordMode: RecordMode, recordModeSource: RecordModeSource,
        reference: String, geometryReference: String, wroteReference: Bool, message: String? = nil,
        contentSizeCategory: ContentSizeCategory? = nil
    ) {
        self.test = test; self.file = file; self.line = line
        self.contentSizeCategory = contentSizeCategory
        self.device = device; self.slug = slug; self.orientation = orientation; self.name = name
        self.result = result; self.detail = detail; self.recordMode = recordMode; self.recordModeSource = recordModeSource
        self.reference = reference; self.geometryReference = geometryReference; self.wroteReference = wroteReference
        self.message = message
    }

    /// Whether `layout-snapshot approve` can accept it: a failure that wrote no reference and kept
    /// its actual image.
    package var isApprovable: Bool { result == .failed && !wroteReference && artifacts?.actual != nil }

    /// The entry for a checked snapshot.
    package init(request: SnapshotRequest, outcome: SnapshotOutcome, message: String?) {
        let e = request.layout.environment
        self.init(
            test: "\(request.location.testFileFolder)/\(request.testName)", file: request.file, line: request.line,
            device: e.deviceName, slug: e.deviceSlug, orientation: e.orientation.rawValue, name: request.name,
            result: outcome.result, detail: outcome.detail, recordMode: request.recordMode, recordModeSource: request.recordModeSource,
            reference: request.referencePath, geometryReference: request.geometryPath,
            wroteReference: outcome.wrote.contains(request.referencePath) || outcome.wrote.contains(request.geometryPath), message: message,
            contentSizeCategory: e.traits.preferredContentSizeCategory)
        artifacts = outcome.artifacts
        referenceSeal = outcome.referenceSeal
        switch outcome.verdict {
        case .matched(_, let tolerated):
            if let tolerated { fill(tolerated) }
        case .failed(.mismatch(let pixels, let geometry, _)):
            if let diff = pixels.diff { fill(diff) }
            if case .changed(let changes, let moved) = geometry {
                geometryChanges = changes.map(\.description)
                // With the constraints the message names: the geometry files the report reads
                // again cannot tell a constant that changed (`MovedViewsReport.takeCauses`).
                let why = moved.views.compactMap { view in
                    view.whyLine.map { line in
                        SnapshotMessage.constraintsNote(view, constraints: request.constraintsNaming).map { "\(line); \($0)" } ?? line
                    }
                }
                if !why.isEmpty { whyMoved = why }
            }
        default:
            break
        }
    }

    private mutating func fill(_ diff: DiffResult) {
        differentPixels = diff.differentPixels
        ratio = diff.ratio
        maxColorDistance = diff.maxColorDistance
        boxes = diff.boxes
    }
}
