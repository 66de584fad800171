import Foundation
import ImageDiff
import LayoutRenderer
import PNGCodec
import RasterImage

/// What was read of the reference, for the effects that copy it (artifacts) or must not clobber
/// a newer one (the missing geometry).
package struct ReferenceSnapshot: Sendable {
    package var png: [UInt8]?
    package var geometry: [UInt8]?
    /// The decoded pixels, when the comparison decoded them (for the diff image).
    package var image: Image?
    /// Whether its bytes are still as recorded, when it was read as a PNG.
    package var seal: SnapshotSeal.Status?
}

/// Carries out a verdict: records references, writes failure artifacts. Nothing here decides a
/// result; a write that fails is reported as a problem of the outcome, which then fails.
///
/// Nothing here draws a picture the check did not already need: a recording writes the geometry
/// file, a failure its files, and both store the layout (`RenderInput`) from which
/// `layout-snapshot report` and `approve` draw the pictures they name
/// (Docs/decisions/0024-pictures-drawn-by-the-tool.md).
package enum SnapshotEffects {
    package static func apply(
        _ verdict: SnapshotVerdict, request: SnapshotRequest, actual: ActualSnapshot, reference: ReferenceSnapshot, runFolder: String
    ) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(verdict: verdict)
        outcome.referenceSeal = reference.seal
        var effects = Effects(request: request, actual: actual, runFolder: runFolder)
        switch verdict {
        case .matched:
            break
        case .recorded(.missingGeometry):
            writeGeometryAlone(request: request, actual: actual, checkedPNG: reference.png, into: &outcome)
        case .recorded:
            effects.recordActual(into: &outcome, as: .reference)
        case .failed(.missingReference), .failed(.corruptReference):
            effects.writeArtifacts(reference: nil, into: &outcome)
        case .failed(.mismatch(_, _, let recordsActual)):
            effects.writeArtifacts(reference: reference, into: &outcome)
            if recordsActual { effects.recordActual(into: &outcome, as: .actual) }
        case .failed(.pictureNotDrawn):
            // The reference's picture, drawn by the tool from this run's layout.
            effects.storeRenderInput(into: &outcome, as: .reference)
        case .failed:
            break
        }
        return outcome
    }

    /// Only the geometry JSON, under the folder's lock, and only beside the PNG just compared: a
    /// recording made since by another process keeps its own geometry.
    private static func writeGeometryAlone(request: SnapshotRequest, actual: ActualSnapshot, checkedPNG: [UInt8]?, into outcome: inout SnapshotOutcome) {
        StaleWrites.recoverOnce(request.location.referenceFolder)
        FolderLock.withLock(request.location.referenceFolder, exclusive: true) {
            guard (try? FileBytes.read(request.referencePath)) == .some(checkedPNG) else {
                outcome.problems.append("the reference changed while it was checked (another test process recorded it); run the test again")
                return
            }
            do {
                try AtomicWrite.write(actual.geometry, to: request.geometryPath, recovering: false)
                outcome.wrote.append(request.geometryPath)
            } catch {
                outcome.problems.append("recording failed: \(error)")
            }
        }
    }

    /// The writes of one check, under `<run folder>/<TestFile>/<name>.*` for the run's files.
    private struct Effects {
        var request: SnapshotRequest
        var actual: ActualSnapshot
        var stem: String
        /// Where the layout was stored, once it is.
        var renderInput: String?

        init(request: SnapshotRequest, actual: ActualSnapshot, runFolder: String) {
            self.request = request
            self.actual = actual
            stem = ((runFolder as NSString).appendingPathComponent(request.location.testFileFolder) as NSString)
                .appendingPathComponent(request.baseName)
        }

        /// What the stored layout is drawn as: the reference's picture alone, or the actual's
        /// (and, in record mode `failed`, the new reference's too).
        enum Role: String { case reference, actual }

        /// The layout the tool draws from (`<name>.<role>.layout.json`: a run that records a
        /// reference and then checks it again keeps both), stored once.
        mutating func storeRenderInput(into outcome: inout SnapshotOutcome, as role: Role) {
            if renderInput == nil {
                let path = stem + ".\(role.rawValue).layout.json"
                do {
                    let input = RenderInput(layout: request.layout, options: request.options, digest: actual.renderInputs)
                    try AtomicWrite.write(try input.encoded(), to: path)
                    renderInput = path
                } catch {
                    outcome.problems.append("cannot store the layout to draw its picture from: \(error)")
                }
            }
            var artifacts = outcome.artifacts ?? ManifestEntry.Artifacts()
            artifacts.renderInput = renderInput
            outcome.artifacts = artifacts
        }

        /// The actual geometry over the reference's. The reference's PNG stays when it already
        /// shows these render inputs (mode all on an unchanged layout); else it is removed, and
        /// the tool draws the new one.
        mutating func recordActual(into outcome: inout SnapshotOutcome, as role: Role) {
            let json = Array(actual.geometry.utf8)
            // Read, checked and written under the folder's lock, so no other recording's picture
            // ends up beside this geometry.
            let folder = request.location.referenceFolder
            StaleWrites.recoverOnce(folder)
            var kept = false
            var failure: String?
            FolderLock.withLock(folder, exclusive: true) {
                guard let bytes = (try? FileBytes.read(request.referencePath)).flatMap({ $0 }),
                      let current = try? SnapshotFile(path: request.referencePath, bytes: bytes),
                      current.trustedRenderInputs == actual.renderInputs else { return }
                kept = true
                guard (try? FileBytes.read(request.geometryPath)) != .some(json) else { return }
                do { try AtomicWrite.write(json, to: request.geometryPath, recovering: false) } catch {
                    failure = "recording failed: \(error)"
                }
            }
            if let failure {
                outcome.problems.append(failure)
                return
            }
            if kept {
                outcome.wrote.append(request.geometryPath)
                return
            }
            do {
                try AtomicWrite.writeGeometryDroppingPicture(json: json, to: request.geometryPath, picture: request.referencePath)
            } catch {
                outcome.problems.append("recording failed: \(error)")
                return
            }
            outcome.wrote.append(request.geometryPath)
            storeRenderInput(into: &outcome, as: role)
            outcome.picturesToDraw.append(request.referencePath)
        }

        /// The reference's files as they were, the actual geometry and the layout; the actual,
        /// diff and review pictures are named here and drawn by the tool.
        mutating func writeArtifacts(reference: ReferenceSnapshot?, into outcome: inout SnapshotOutcome) {
            var artifacts = outcome.artifacts ?? ManifestEntry.Artifacts()
            func put(_ bytes: [UInt8], _ suffix: String) -> String? {
                let path = stem + suffix
                do { try AtomicWrite.write(bytes, to: path); return path } catch {
                    outcome.artifactProblems.append("\(error)")
                    return nil
                }
            }
            if let png = reference?.png {
                artifacts.reference = put(png, ".reference.png")
                outcome.attachments.append(("\(request.baseName).reference.png", png))
            }
            if let geometry = reference?.geometry { artifacts.referenceGeometry = put(geometry, ".reference.json") }
            artifacts.actualGeometry = put(Array(actual.geometry.utf8), ".actual.json")
            outcome.artifacts = artifacts
            storeRenderInput(into: &outcome, as: .actual)
            guard renderInput != nil else { return }
            // Named now, drawn by the tool: the actual; beside a reference picture, the review
            // (both side by side) and, when the sizes agree, the diff.
            var named = outcome.artifacts ?? artifacts
            named.actual = stem + ".actual.png"
            outcome.picturesToDraw.append(stem + ".actual.png")
            if let png = reference?.png, artifacts.reference != nil {
                named.review = stem + ".review.png"
                outcome.picturesToDraw.append(stem + ".review.png")
                let size = LayoutRenderer.pixelSize(of: request.layout, options: request.options)
                if let header = PNGCodec.dimensions(png), header.width == size.width, header.height == size.height {
                    named.diff = stem + ".diff.png"
                    outcome.picturesToDraw.append(stem + ".diff.png")
                }
            }
            outcome.artifacts = named
        }
    }
}
