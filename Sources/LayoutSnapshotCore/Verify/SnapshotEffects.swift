import Foundation
import ImageDiff
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
package enum SnapshotEffects {
    package static func apply(
        _ verdict: SnapshotVerdict, request: SnapshotRequest, actual: ActualSnapshot, reference: ReferenceSnapshot, runFolder: String
    ) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(verdict: verdict)
        outcome.referenceSeal = reference.seal
        switch verdict {
        case .matched:
            break
        case .recorded(.missingGeometry):
            writeGeometryAlone(request: request, actual: actual, checkedPNG: reference.png, into: &outcome)
        case .recorded:
            recordActual(request: request, actual: actual, into: &outcome)
        case .failed(.missingReference), .failed(.corruptReference):
            writeArtifacts(request: request, actual: actual, reference: nil, diff: nil, moved: nil, runFolder: runFolder, into: &outcome)
        case .failed(.mismatch(let pixels, let geometry, let recordsActual)):
            writeArtifacts(request: request, actual: actual, reference: reference, diff: pixels.diff, moved: geometry.movedViews,
                           runFolder: runFolder, into: &outcome)
            if recordsActual { recordActual(request: request, actual: actual, into: &outcome) }
        case .failed:
            break
        }
        return outcome
    }

    /// The actual PNG and geometry over the reference pair.
    private static func recordActual(request: SnapshotRequest, actual: ActualSnapshot, into outcome: inout SnapshotOutcome) {
        let png: [UInt8]
        do { png = try actual.referencePNG() } catch {
            outcome.problems.append("cannot encode the PNG: \(error)")
            return
        }
        do {
            try AtomicWrite.writePair(png: png, to: request.referencePath, json: Array(actual.geometry.utf8), to: request.geometryPath)
        } catch {
            outcome.problems.append("recording failed: \(error)")
            return
        }
        outcome.wrote += [request.referencePath, request.geometryPath]
        if case .recorded = outcome.verdict { outcome.attachments.append((request.baseName + ".png", png)) }
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

    /// Reference, actual, diff and review image under `<run folder>/<TestFile>/<name>.*`.
    private static func writeArtifacts(
        request: SnapshotRequest, actual: ActualSnapshot, reference: ReferenceSnapshot?, diff: DiffResult?, moved: MovedViewsReport?, runFolder: String,
        into outcome: inout SnapshotOutcome
    ) {
        let stem = ((runFolder as NSString).appendingPathComponent(request.location.testFileFolder) as NSString)
            .appendingPathComponent(request.baseName)
        var artifacts = ManifestEntry.Artifacts()
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
        do {
            let png = try actual.referencePNG()
            artifacts.actual = put(png, ".actual.png")
            outcome.attachments.append(("\(request.baseName).actual.png", png))
        } catch {
            outcome.artifactProblems.append("cannot encode the actual image: \(error)")
        }
        artifacts.actualGeometry = put(Array(actual.geometry.utf8), ".actual.json")
        if let referenceImage = reference?.image, let diff, !diff.sizeMismatch {
            if let picture = ImageDiff.diffImage(referenceImage, actual.image, options: request.tolerance.measuringOptions),
               let bytes = try? PNGCodec.encode(picture) {
                artifacts.diff = put(bytes, ".diff.png")
                outcome.attachments.append(("\(request.baseName).diff.png", bytes))
            }
        }
        if let referenceImage = reference?.image {
            // The moved views outlined (the geometry comparison found them); without a geometry
            // change, the three panels alone.
            let outlines = moved?.outlines(referenceWidth: referenceImage.width, actualWidth: actual.image.width,
                                           referenceScale: reference?.png.flatMap(SnapshotFile.recordedScale),
                                           actualScale: request.options.scale ?? request.layout.environment.scale) ?? []
            if let bytes = try? PNGCodec.encode(ReviewPicture.make(reference: referenceImage, actual: actual.image, outlines: outlines)) {
                artifacts.review = put(bytes, ".review.png")
                outcome.attachments.append(("\(request.baseName).review.png", bytes))
            }
        }
        outcome.artifacts = artifacts
    }
}
