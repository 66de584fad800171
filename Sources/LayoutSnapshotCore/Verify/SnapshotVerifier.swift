import Foundation
import ImageDiff
import LayoutEngine
import LayoutRenderer
import PNGCodec
import RasterImage
import StrictJSON

/// Checks one snapshot against its reference, records when the mode says so, and writes the
/// failure artifacts. The order keeps a matching verify cheap (DESIGN.md, "Performance model"):
///
/// 1. The reference's text chunks are read without inflating its pixels.
/// 2. If the reference is sealed and recorded the same render inputs, the pixels are equal by
///    construction and nothing is rendered (`VerifyStrategy.digest`).
/// 3. Otherwise the layout is rendered and its pixel hash compared with the sealed one.
/// 4. Only when that fails (or the seal is broken: the PNG was edited) is the reference decoded
///    and compared pixel by pixel, exactly or with the tolerance.
///
/// The geometry JSON is compared as text first and, when it differs, value by value.
public struct SnapshotVerifier {
    public var request: SnapshotRequest
    public var recorder: RunRecorder

    public init(request: SnapshotRequest, recorder: RunRecorder = .shared) {
        self.request = request
        self.recorder = recorder
    }

    private var layout: ComputedLayout { request.layout }

    /// Checks the snapshot. The caller adds the entry to the run manifest (`RunRecorder`), one
    /// batch per assertion.
    public func verify() -> SnapshotOutcome {
        let geometry = GeometryJSON.string(layout) + "\n"
        let renderInputs = LayoutRenderer.inputDigest(of: layout, options: request.options)
        var check = Check(request: request, geometry: geometry, renderInputs: renderInputs,
                          runFolder: recorder.runFolder(artifactsRoot: request.location.artifactsRoot))
        var outcome = check.run()
        guard var message = outcome.message else { return outcome }
        message += "\n  run manifest: \(recorder.manifestPath(artifactsRoot: request.location.artifactsRoot))"
        outcome.message = message
        outcome.entry.message = message
        return outcome
    }
}

/// The steps of one verify, with what they have learned so far.
private struct Check {
    let request: SnapshotRequest
    let geometry: String
    let renderInputs: String
    /// `<artifacts>/runs/<run id>`: where failure artifacts go.
    let runFolder: String
    private var rendered: Image?

    init(request: SnapshotRequest, geometry: String, renderInputs: String, runFolder: String) {
        self.request = request
        self.geometry = geometry
        self.renderInputs = renderInputs
        self.runFolder = runFolder
    }

    private var layout: ComputedLayout { request.layout }
    private var targetDescription: String {
        "\(layout.environment.deviceName) \(layout.environment.orientation.rawValue)\(request.name.map { " (\($0))" } ?? "")"
    }

    mutating func image() -> Image {
        if let rendered { return rendered }
        let image = LayoutRenderer.render(layout, options: request.options)
        rendered = image
        return image
    }

    mutating func actualPNG() throws(PNGError) -> [UInt8] {
        try SnapshotPNG.encode(image(), layout: layout, options: request.options, renderInputs: renderInputs)
    }

    func entry(_ result: ManifestEntry.Result, _ detail: String) -> ManifestEntry {
        ManifestEntry(
            test: "\(request.location.testFileFolder)/\(request.testName)", file: request.file, line: request.line,
            device: layout.environment.deviceName, slug: layout.environment.deviceSlug,
            orientation: layout.environment.orientation.rawValue, name: request.name, result: result, detail: detail,
            recordMode: request.recordMode, recordModeSource: request.recordModeSource,
            reference: request.referencePath, geometryReference: request.geometryPath, wroteReference: false
        )
    }

    mutating func run() -> SnapshotOutcome {
        if request.recordMode == .all {
            return record(entry(.recorded, "recordAll"), why: "record mode all")
        }
        let pngBytes: [UInt8]?
        let jsonBytes: [UInt8]?
        var unreadable: String?
        do {
            (pngBytes, jsonBytes) = try ReferencePair.read(request)
        } catch {
            (pngBytes, jsonBytes) = (nil, nil)
            unreadable = error.description
        }
        if let unreadable { return fail(entry(.failed, "unreadable"), unreadable) }
        guard let pngBytes else { return missing(geometryExists: jsonBytes != nil) }

        let reference: ReferenceFile
        do {
            reference = try ReferenceFile(path: request.referencePath, bytes: pngBytes)
        } catch {
            return corrupt(pngBytes, error)
        }
        var e = entry(.matched, "")
        e.referenceSeal = reference.seal
        let geometryMatches = jsonBytes.map { $0.elementsEqual(geometry.utf8) } ?? false

        // 2: the same render inputs as recorded, in an untouched file: equal by construction.
        if request.verifyStrategy == .digest, geometryMatches, reference.trustedRenderInputs == renderInputs {
            e.detail = "renderInputs"
            return SnapshotOutcome(entry: e, message: nil, attachments: [])
        }
        // 3: render and compare hashes.
        var pixelsMatch = false
        var diff: DiffResult?
        var referenceImage: Image?
        if let hash = reference.trustedPixelHash, hash == image().pixelHashString {
            pixelsMatch = true
            e.detail = "pixelHash"
        } else {
            // 4: decode and compare.
            do {
                referenceImage = try reference.decodeImage()
            } catch {
                return corrupt(pngBytes, error)
            }
            let actual = image()
            if ImageDiff.exactlyEqual(referenceImage!, actual) {
                pixelsMatch = true
                e.detail = "pixels"
            } else if !request.tolerance.isExact {
                let result = ImageDiff.compare(referenceImage!, actual, options: request.tolerance.diffOptions)
                diff = result
                pixelsMatch = request.tolerance.accepts(result)
                e.detail = "tolerance"
            } else {
                // Exact: every changed pixel counts; the statistics still say where.
                diff = ImageDiff.compare(referenceImage!, actual, options: DiffOptions(threshold: 0, includeAntiAliasing: true))
            }
        }
        if let diff { fill(&e, with: diff) }

        var changes: [GeometryChanges.Change] = []
        var geometryProblem: String?
        if let jsonBytes, !geometryMatches {
            do {
                let old = try JSONParser.parse(jsonBytes)
                let new = try JSONParser.parse(Array(geometry.utf8))
                changes = GeometryChanges.between(old: old, new: new)
                // Only formatting differs (the file was re-indented): the parsed values are equal.
                if old != new {
                    geometryProblem = changes.isEmpty ? "the geometry reference's keys are reordered or repeated (\(request.geometryPath))" : "geometry changed"
                }
            } catch {
                geometryProblem = "the geometry reference is not valid JSON (\(error))"
            }
        } else if jsonBytes == nil {
            geometryProblem = "the geometry reference \(request.geometryPath) is missing"
        }
        if !changes.isEmpty { e.geometryChanges = changes.map(\.description) }

        if pixelsMatch && geometryProblem == nil {
            return SnapshotOutcome(entry: e, message: nil, attachments: [])
        }
        // Only the geometry file is missing: modes that record missing references write it alone
        // (the PNG there matches and stays as it is).
        if pixelsMatch, jsonBytes == nil, request.recordMode != .never {
            // Under the folder's lock, and only beside the PNG just compared: a recording made since
            // by another process keeps its own geometry.
            var problem: String?
            FolderLock.withLock(request.location.referenceFolder, exclusive: true) {
                guard (try? FileBytes.read(request.referencePath)) == .some(pngBytes) else {
                    problem = "the reference changed while it was checked (another test process recorded it); run the test again"
                    return
                }
                do { try AtomicWrite.write(geometry, to: request.geometryPath) } catch { problem = "recording failed: \(error)" }
            }
            if let problem { return fail(entry(.failed, "unwritable"), problem) }
            e.result = .recorded
            e.detail = "missingGeometry"
            e.wroteReference = true
            let message = """
                Recorded the geometry of layout snapshot \(request.baseName) (\(targetDescription)): it was missing; the PNG matches (record mode \(request.recordMode.rawValue), \(request.recordModeSource.rawValue)).
                  wrote \(request.geometryPath)
                  Recording fails the test: run it again to verify against the new reference.
                """
            return SnapshotOutcome(entry: e, message: message, attachments: [])
        }
        e.result = .failed
        e.detail = pixelsMatch ? "geometry" : (geometryProblem == nil ? "pixels" : "pixels+geometry")
        var lines: [String] = ["Layout snapshot \(request.baseName) does not match its reference (\(targetDescription))."]
        if !pixelsMatch {
            lines.append(pixelSummary(diff, reference: reference))
        }
        if let geometryProblem {
            if changes.isEmpty {
                lines.append("  \(geometryProblem)")
            } else {
                lines.append("  geometry changed (\(changes.count)\(changes.count >= 500 ? "+" : "") value\(changes.count == 1 ? "" : "s"), old → new):")
                for change in changes.prefix(20) { lines.append("    \(change)") }
                if changes.count > 20 { lines.append("    … \(changes.count - 20) more in the manifest") }
            }
        }
        return failWithArtifacts(e, lines: lines, reference: pngBytes, referenceGeometry: jsonBytes, referenceImage: referenceImage, diff: diff)
    }

    private func fill(_ e: inout ManifestEntry, with diff: DiffResult) {
        e.differentPixels = diff.differentPixels
        e.ratio = diff.ratio
        e.maxColorDistance = diff.maxColorDistance
        e.boxes = diff.boxes
    }

    private mutating func pixelSummary(_ diff: DiffResult?, reference: ReferenceFile) -> String {
        var text: String
        if let diff, diff.sizeMismatch {
            let a = image()
            text = "  size changed: the reference is \(diff.width)×\(diff.height) px, the render \(a.width)×\(a.height) px"
        } else if let diff {
            let percent = String(format: "%.4f", diff.ratio * 100)
            text = "  pixels differ: \(diff.differentPixels) pixels (\(percent) % of \(diff.width)×\(diff.height)), largest colour distance \(String(format: "%.3f", diff.maxColorDistance))"
            if !request.tolerance.isExact {
                text += "; the tolerance allows \(request.tolerance.gatesDescription) at colour threshold \(request.tolerance.colorThreshold)"
            }
            if !diff.boxes.isEmpty {
                let boxes = diff.boxes.prefix(4).map { "[\($0.x), \($0.y), \($0.width)×\($0.height)]" }.joined(separator: ", ")
                text += "\n  changed regions (x, y, w×h px): \(boxes)\(diff.boxes.count > 4 ? ", … \(diff.boxes.count - 4) more" : "")"
            }
        } else {
            text = "  pixels differ"
        }
        switch reference.seal {
        case .broken: text += "\n  note: the reference PNG was edited since it was recorded (its seal is broken)"
        case .absent: text += "\n  note: the reference PNG has no LayoutSnapshot seal (written by another tool?)"
        case .intact: break
        }
        return text
    }

    // MARK: Outcomes

    private mutating func missing(geometryExists: Bool) -> SnapshotOutcome {
        if request.recordMode == .never {
            var e = entry(.failed, "missing")
            let lines = [
                "No reference for layout snapshot \(request.baseName) (\(targetDescription)): \(request.referencePath) does not exist.",
                "  Nothing was written under __Snapshots__ (record mode never, \(request.recordModeSource.rawValue)).",
                "  To record it: LAYOUT_SNAPSHOT_RECORD=missing swift test, or accept this run's actual image with the command below.",
            ]
            e.referenceSeal = nil
            return failWithArtifacts(e, lines: lines, reference: nil, referenceGeometry: nil, referenceImage: nil, diff: nil)
        }
        return record(entry(.recorded, "missing"), why: "no reference existed")
    }

    private mutating func corrupt(_ bytes: [UInt8], _ error: PNGError) -> SnapshotOutcome {
        let problem = "the reference \(request.referencePath) is not a readable PNG (\(bytes.count) bytes): \(error)"
        if request.recordMode == .failed {
            return record(entry(.recorded, "corrupt"), why: problem)
        }
        let lines = [
            "Layout snapshot \(request.baseName) (\(targetDescription)): \(problem).",
            "  Re-record it with LAYOUT_SNAPSHOT_RECORD=failed, or accept this run's actual image with the command below.",
        ]
        return failWithArtifacts(entry(.failed, "corrupt"), lines: lines, reference: nil, referenceGeometry: nil, referenceImage: nil, diff: nil)
    }

    private mutating func record(_ base: ManifestEntry, why: String) -> SnapshotOutcome {
        var e = base
        let png: [UInt8]
        do { png = try actualPNG() } catch {
            return SnapshotOutcome(entry: { var f = e; f.result = .failed; return f }(), message: "Layout snapshot \(request.baseName): cannot encode the PNG: \(error)", attachments: [])
        }
        do {
            try AtomicWrite.writePair(png: png, to: request.referencePath, json: Array(geometry.utf8), to: request.geometryPath)
        } catch {
            e.result = .failed
            return SnapshotOutcome(entry: e, message: "Layout snapshot \(request.baseName): recording failed: \(error)", attachments: [])
        }
        e.wroteReference = true
        let message = """
            Recorded layout snapshot \(request.baseName) (\(targetDescription)): \(why) (record mode \(request.recordMode.rawValue), \(request.recordModeSource.rawValue)).
              wrote \(request.referencePath)
              wrote \(request.geometryPath)
              Recording fails the test: run it again to verify against the new reference.
            """
        return SnapshotOutcome(entry: e, message: message, attachments: [(request.baseName + ".png", png)])
    }

    /// Writes reference, actual and diff under the run's artifacts folder, and (in record mode
    /// `failed`) the actual over the reference.
    private mutating func failWithArtifacts(
        _ base: ManifestEntry, lines: [String], reference: [UInt8]?, referenceGeometry: [UInt8]?, referenceImage: Image?, diff: DiffResult?
    ) -> SnapshotOutcome {
        var e = base
        var lines = lines
        var attachments: [(String, [UInt8])] = []
        let folder = (runFolder as NSString).appendingPathComponent(request.location.testFileFolder)
        let stem = (folder as NSString).appendingPathComponent(request.baseName)
        var artifacts = ManifestEntry.Artifacts()
        var problems: [String] = []
        func put(_ bytes: [UInt8], _ suffix: String) -> String? {
            let path = stem + suffix
            do { try AtomicWrite.write(bytes, to: path); return path } catch { problems.append("\(error)"); return nil }
        }
        if let reference { artifacts.reference = put(reference, ".reference.png"); attachments.append(("\(request.baseName).reference.png", reference)) }
        if let referenceGeometry { artifacts.referenceGeometry = put(referenceGeometry, ".reference.json") }
        var actual: [UInt8]?
        do { actual = try actualPNG() } catch { problems.append("cannot encode the actual image: \(error)") }
        if let actual { artifacts.actual = put(actual, ".actual.png"); attachments.append(("\(request.baseName).actual.png", actual)) }
        artifacts.actualGeometry = put(Array(geometry.utf8), ".actual.json")
        if let referenceImage, let diff, !diff.sizeMismatch {
            let options = request.tolerance.isExact ? DiffOptions(threshold: 0, includeAntiAliasing: true) : request.tolerance.diffOptions
            if let picture = ImageDiff.diffImage(referenceImage, image(), options: options), let bytes = try? PNGCodec.encode(picture) {
                artifacts.diff = put(bytes, ".diff.png")
                attachments.append(("\(request.baseName).diff.png", bytes))
            }
        }
        e.artifacts = artifacts
        lines.append("  artifacts:")
        for (label, path) in [("reference", artifacts.reference), ("actual", artifacts.actual), ("diff", artifacts.diff),
                              ("reference geometry", artifacts.referenceGeometry), ("actual geometry", artifacts.actualGeometry)] {
            if let path { lines.append("    \(label): \(path)") }
        }
        for problem in problems { lines.append("    could not write: \(problem)") }
        if request.recordMode == .failed, let actual {
            do {
                try AtomicWrite.writePair(png: actual, to: request.referencePath, json: Array(geometry.utf8), to: request.geometryPath)
                e.wroteReference = true
                lines.append("  Recorded the actual image as the new reference (record mode failed, \(request.recordModeSource.rawValue)): \(request.referencePath)")
            } catch {
                lines.append("  Recording the new reference failed: \(error)")
            }
        } else {
            let run = "--artifacts \(shellQuoted(request.location.artifactsRoot)) --run \(shellQuoted((runFolder as NSString).lastPathComponent))"
            lines.append("  To accept this change: swift run layout-snapshot approve \(run) \(shellQuoted(request.referencePath))")
            lines.append("  (or every failure of the run: swift run layout-snapshot approve \(run))")
        }
        return SnapshotOutcome(entry: e, message: lines.joined(separator: "\n"), attachments: attachments)
    }

    private func fail(_ e: ManifestEntry, _ message: String) -> SnapshotOutcome {
        SnapshotOutcome(entry: e, message: "Layout snapshot \(request.baseName) (\(targetDescription)): \(message)", attachments: [])
    }
}

/// `text` as one shell word: as it is when it holds only safe characters, else in single quotes.
func shellQuoted(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:,@".contains($0)) }
    return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
