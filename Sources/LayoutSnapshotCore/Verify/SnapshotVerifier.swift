import Foundation
import LayoutEngine
import PNGCodec

/// Checks one snapshot against its reference in three steps:
///
/// 1. **Compare** (`PixelComparison`, `GeometryComparison`): the reference pair is read under its
///    folder's lock, its text chunks without inflating its pixels; a sealed reference that
///    recorded the same render inputs matches there; else the geometry JSON is compared as
///    bytes, then as values, and only when it matches the pixels, by the cheapest evidence that
///    suffices (Assertions.md, "How a verify stays fast").
/// 2. **Decide** (`SnapshotVerdict.decide`): a pure function of the record mode and what step 1 found.
/// 3. **Carry out** (`SnapshotEffects`): record, write failure artifacts.
///
/// The caller adds the manifest entry (`ManifestEntry(request:outcome:message:)`) to the run's
/// manifest, and words the message (`SnapshotMessage`) for its reader.
package struct SnapshotVerifier {
    package var request: SnapshotRequest
    package var recorder: RunRecorder

    package init(request: SnapshotRequest, recorder: RunRecorder = .shared) {
        self.request = request
        self.recorder = recorder
    }

    package func verify() -> SnapshotOutcome {
        let actual = ActualSnapshot(layout: request.layout, options: request.options)
        var reference = ReferenceSnapshot()
        // Record mode `all` rewrites the reference whatever it is: it is not read.
        let known: SnapshotVerdict.Reference
        if request.recordMode == .all {
            known = .missing
        } else {
            (known, reference) = compare(actual)
        }
        let verdict = SnapshotVerdict.decide(mode: request.recordMode, reference: known)
        return SnapshotEffects.apply(verdict, request: request, actual: actual, reference: reference,
                                     runFolder: recorder.runFolder(artifactsRoot: request.location.artifactsRoot))
    }

    /// `verify`, with the outcome worded (`SnapshotMessage`) and listed (`ManifestEntry`). The
    /// layout's Auto Layout issues (when the request fails on them) fail the check too, after the
    /// comparison, which records and leaves artifacts as usual.
    package func check() -> SnapshotCheck {
        let outcome = verify()
        let issues = request.failingAutoLayoutIssues
        let message = SnapshotMessage.text(outcome, request: request, autoLayoutIssues: issues)
        var entry = ManifestEntry(request: request, outcome: outcome, message: message)
        if !issues.isEmpty {
            entry.autoLayoutIssues = issues.map(\.message)
            if entry.result == .matched {
                entry.result = .failed
                entry.detail = .autoLayout
            }
        }
        return SnapshotCheck(outcome: outcome, message: message, entry: entry, autoLayoutIssues: issues)
    }

    /// Step 1: what the reference is and how the actual layout compares with it.
    private func compare(_ actual: ActualSnapshot) -> (SnapshotVerdict.Reference, ReferenceSnapshot) {
        var reference = ReferenceSnapshot()
        do {
            (reference.png, reference.geometry) = try ReferencePair.read(request)
        } catch {
            return (.unreadable(error.description), reference)
        }
        guard let png = reference.png else {
            // A geometry file alone: a recording whose picture the tool has not drawn yet.
            guard let json = reference.geometry else { return (.missing, reference) }
            return (.noPicture(geometry: GeometryComparison.compare(reference: json, actual: actual.geometry)), reference)
        }
        let file: SnapshotFile
        do { file = try SnapshotFile(path: request.referencePath, bytes: png) } catch {
            return (.corrupt(SnapshotVerdict.CorruptReference(bytes: png.count, error: "\(error)")), reference)
        }
        // A sealed reference that recorded these render inputs, beside the very geometry file it
        // was recorded with, matches by construction: the digest covers every field the geometry
        // file holds (`LayoutRenderer.inputDigest`), so neither the geometry text nor the
        // pixels need to be made.
        if request.verifyStrategy == .digest, let digest = file.trustedRenderInputs, digest == actual.renderInputs,
           let json = reference.geometry, file.trustedGeometryDigest == SnapshotFile.geometryDigest(json) {
            reference.seal = file.seal
            return (.compared(bytes: png.count, pixels: .equal(.renderInputs), geometry: .equal), reference)
        }
        let geometry = GeometryComparison.compare(reference: reference.geometry, actual: actual.geometry)
        reference.seal = file.seal
        // A changed geometry fails whatever the pixels are: nothing is drawn in the test, where
        // drawing costs most; the tool draws the pictures
        // (Docs/decisions/0024-pictures-drawn-by-the-tool.md).
        if !geometry.accepted, geometry != .missing {
            return (.compared(bytes: png.count, pixels: .notDrawn, geometry: geometry), reference)
        }
        // Trusting the recorded render inputs also needs the geometry unchanged to the byte, so a
        // re-indented geometry file is checked against a render.
        let (pixels, decoded) = PixelComparison.compare(
            reference: file, actual: actual, tolerance: request.tolerance,
            mayTrustRenderInputs: request.verifyStrategy == .digest && geometry == .equal)
        reference.image = decoded
        return (.compared(bytes: png.count, pixels: pixels, geometry: geometry), reference)
    }
}

/// A verify as its callers use it.
package struct SnapshotCheck: Sendable {
    package var outcome: SnapshotOutcome
    /// What happened, in words; nil for a match.
    package var message: String?
    package var entry: ManifestEntry
    /// The layout's Auto Layout issues that fail the check (`SnapshotRequest.autoLayoutIssues`).
    package var autoLayoutIssues: [Diagnostic] = []
    package var passed: Bool { outcome.passed && autoLayoutIssues.isEmpty }
}

/// `text` as one shell word: as it is when it holds only safe characters, else in single quotes.
package func shellQuoted(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:,@".contains($0)) }
    return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
