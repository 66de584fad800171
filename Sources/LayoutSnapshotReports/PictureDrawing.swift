import Foundation
import ImageDiff
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore
import PNGCodec
import RasterImage
import StrictJSON

/// Draws the pictures a test run named but left to the tool (Docs/decisions/0024-pictures-drawn-by-the-tool.md):
/// for each manifest entry with a stored layout (`ManifestEntry.Artifacts.renderInput`), a
/// recorded reference's picture and a failure's actual, diff and review, each only while its
/// file is not there. `layout-snapshot report` draws a run's before it summarises it, and
/// `approve` the actual pictures it copies; built optimised, the tool draws in a tenth of the
/// time a test built for debugging would.
package enum PictureDrawing {
    package struct Summary: Sendable {
        /// Picture files written.
        package var drew = 0
        /// One line per entry that could not be drawn: the file and what to do.
        package var problems: [String] = []
    }

    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// Every picture `entries` left to draw (`actualsOnly`: only their actual pictures, what
    /// `approve` copies), entries shared among the machine's cores.
    package static func drawMissing(_ entries: [ManifestEntry], actualsOnly: Bool = false) -> Summary {
        // A reference's picture is drawn from the last check of it only: an earlier recording's
        // geometry may since have been recorded again.
        var lastOfReference: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where !entry.reference.isEmpty { lastOfReference[entry.reference] = index }
        let plans = lastOfEachLayout(entries).compactMap { index in
            plan(entries[index], actualOnly: actualsOnly, drawsReference: entries[index].reference.isEmpty || lastOfReference[entries[index].reference] == index)
        }
        guard !plans.isEmpty else { return Summary() }
        let results = ResultBox(count: plans.count)
        DispatchQueue.concurrentPerform(iterations: plans.count) { index in
            let result: Result<Int, Problem>
            do throws(Problem) { result = .success(try draw(plans[index])) } catch { result = .failure(error) }
            results.set(index, result)
        }
        var summary = Summary()
        for result in results.all {
            switch result {
            case .success(let count): summary.drew += count
            case .failure(let problem): summary.problems.append(problem.description)
            case nil: break
            }
        }
        return summary
    }

    /// The last check of each stored layout, in their order: a run that checked one reference
    /// twice in the same role (two failures, two recordings) kept the second's files under the
    /// same names, so only the second can be drawn; a recording and a later failure of it
    /// stored two layouts, and both are drawn.
    static func lastOfEachLayout(_ entries: [ManifestEntry]) -> [Int] {
        var last: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { if let input = entry.artifacts?.renderInput { last[input] = index } }
        return entries.indices.filter { index in entries[index].artifacts?.renderInput.map { last[$0] == index } ?? true }
    }

    /// Whether `entry` names a picture that is not there and stored the layout to draw it.
    package static func needsDrawing(_ entry: ManifestEntry) -> Bool {
        plan(entry, actualOnly: false, drawsReference: true) != nil
    }

    /// Draws what `entry` left to draw (`actualOnly`: its actual picture alone; `drawsReference`
    /// false: not a recorded reference's picture); returns how many files it wrote.
    @discardableResult
    package static func draw(_ entry: ManifestEntry, actualOnly: Bool = false, drawsReference: Bool = true) throws(Problem) -> Int {
        guard let plan = plan(entry, actualOnly: actualOnly, drawsReference: drawsReference) else { return 0 }
        return try draw(plan)
    }

    /// What one entry left to draw, found once: the stored layout, whether the reference's
    /// picture is missing, and the run's pictures (actual, diff, review) that are.
    struct Plan: Sendable {
        var entry: ManifestEntry
        var renderInput: String
        var reference: Bool
        var artifacts: [String]
    }

    static func plan(_ entry: ManifestEntry, actualOnly: Bool, drawsReference: Bool) -> Plan? {
        guard let a = entry.artifacts, let renderInput = a.renderInput else { return nil }
        let files = FileManager.default
        // A recording (or a check that found only the picture missing) whose picture is not there.
        let reference = !actualOnly && drawsReference && !entry.reference.isEmpty
            && (entry.wroteReference || entry.detail == .pictureNotDrawn) && !files.fileExists(atPath: entry.reference)
        let artifacts = (actualOnly ? [a.actual] : [a.actual, a.diff, a.review]).compactMap { $0 }.filter { !files.fileExists(atPath: $0) }
        return reference || !artifacts.isEmpty ? Plan(entry: entry, renderInput: renderInput, reference: reference, artifacts: artifacts) : nil
    }

    /// Draws the layout once and writes what the plan names.
    static func draw(_ plan: Plan) throws(Problem) -> Int {
        let input: RenderInput
        do { input = try RenderInput.read(plan.renderInput) } catch { throw Problem(description: error.description) }
        let image = LayoutRenderer.render(input.layout, options: input.options)
        let geometry = Array((GeometryJSON.string(input.layout) + "\n").utf8)
        // The picture as a sealed reference file beside a geometry file's bytes (encoded once for
        // the same bytes: a recording in mode `failed` writes it as the reference and the actual).
        var encoded: (geometry: [UInt8], png: [UInt8])?
        func png(besideGeometry bytes: [UInt8]) throws(Problem) -> [UInt8] {
            if let encoded, encoded.geometry == bytes { return encoded.png }
            do {
                let png = try SnapshotFile.encode(.reference, image: image, layout: input.layout, options: input.options, renderInputs: input.digest,
                                                  geometry: String(decoding: bytes, as: UTF8.self))
                encoded = (bytes, png)
                return png
            } catch { throw Problem(description: "\(plan.renderInput): cannot encode its picture: \(error)") }
        }
        var drew = 0
        if plan.reference, try drawReference(plan.entry, geometry: geometry, png: png(besideGeometry:)) { drew += 1 }
        let artifacts = plan.entry.artifacts ?? ManifestEntry.Artifacts()
        if let actual = artifacts.actual, plan.artifacts.contains(actual) {
            try write(try png(besideGeometry: geometry), to: actual)
            drew += 1
        }
        return drew + (try drawComparisons(plan, image: image, input: input))
    }

    /// A recorded reference's picture, only beside the geometry it shows and only while no
    /// picture is there, checked and written under the folder's lock: a recording or a drawing
    /// made meanwhile keeps its own. A geometry file written otherwise (re-indented) with the
    /// same values gets a picture sealed with its own bytes, so the next verify trusts the pair.
    private static func drawReference(
        _ entry: ManifestEntry, geometry: [UInt8], png: ([UInt8]) throws(Problem) -> [UInt8]
    ) throws(Problem) -> Bool {
        let folder = (entry.reference as NSString).deletingLastPathComponent
        StaleWrites.recoverOnce(folder)
        var result: Result<Bool, Problem> = .success(false)
        FolderLock.withLock(folder, exclusive: true) {
            guard !FileManager.default.fileExists(atPath: entry.reference) else { return }
            do throws(Problem) {
                guard let onDisk = try? FileBytes.read(entry.geometryReference) else {
                    throw Problem(description: "\(entry.geometryReference) is missing, so its picture \(entry.reference) was not drawn; run the tests again")
                }
                guard onDisk == geometry || sameValues(onDisk, geometry) else {
                    throw Problem(description: "\(entry.geometryReference) changed since the run that recorded it, so its picture \(entry.reference) was not drawn from that run; run the tests again")
                }
                try write(try png(onDisk), to: entry.reference, recovering: false)
                result = .success(true)
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// A failure's diff and review, against the run's copy of the reference picture.
    private static func drawComparisons(_ plan: Plan, image: Image, input: RenderInput) throws(Problem) -> Int {
        let artifacts = plan.entry.artifacts ?? ManifestEntry.Artifacts()
        let diff = artifacts.diff.flatMap { plan.artifacts.contains($0) ? $0 : nil }
        let review = artifacts.review.flatMap { plan.artifacts.contains($0) ? $0 : nil }
        guard diff != nil || review != nil, let referencePath = artifacts.reference else { return 0 }
        let reference: DecodedPNG
        do {
            guard let bytes = try FileBytes.read(referencePath) else {
                throw Problem(description: "\(referencePath): the run's copy of the reference is gone; run the tests again")
            }
            reference = try PNGCodec.decode(bytes)
        } catch let problem as Problem { throw problem } catch {
            throw Problem(description: "\(referencePath): cannot read the reference's picture: \(error)")
        }
        var drew = 0
        if let diff, let picture = ImageDiff.diffImage(reference.image, image, options: DiffOptions(threshold: 0, includeAntiAliasing: true)) {
            try write(try encode(picture, for: diff), to: diff)
            drew += 1
        }
        if let review {
            // The moved views outlined, found again from the two geometry files the run kept;
            // why they moved as the test said it, with the constraints it named.
            var moved = movedViews(reference: artifacts.referenceGeometry, actual: artifacts.actualGeometry)
            moved?.takeCauses(from: plan.entry.whyMoved ?? [])
            let picture = ReviewPicture.make(reference: reference.image, actual: image, moved: moved,
                                             referenceScale: SnapshotFile.recordedScale(in: reference.text),
                                             actualScale: input.options.scale ?? input.layout.environment.scale)
            try write(try encode(picture, for: review), to: review)
            drew += 1
        }
        return drew
    }

    /// Both JSON, with the same values (written otherwise: re-indented, keys spaced).
    private static func sameValues(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard let a = try? JSONParser.parse(a), let b = try? JSONParser.parse(b) else { return false }
        return a == b
    }

    private static func encode(_ picture: Image, for path: String) throws(Problem) -> [UInt8] {
        do { return try PNGCodec.encode(picture) } catch { throw Problem(description: "\(path): cannot encode the picture: \(error)") }
    }

    private static func write(_ bytes: [UInt8], to path: String, recovering: Bool = true) throws(Problem) {
        do { try AtomicWrite.write(bytes, to: path, recovering: recovering) } catch { throw Problem(description: "\(error)") }
    }

    private static func movedViews(reference: String?, actual: String?) -> MovedViewsReport? {
        guard let reference, let actual, let old = try? FileBytes.read(reference), let new = try? FileBytes.read(actual),
              let oldValue = try? JSONParser.parse(old), let newValue = try? JSONParser.parse(new) else { return nil }
        return MovedViews.report(old: oldValue, new: newValue)
    }

    /// Results written from `concurrentPerform`'s threads, each to its own index.
    private final class ResultBox: @unchecked Sendable {
        private var results: [Result<Int, Problem>?]
        private let lock = NSLock()
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ result: Result<Int, Problem>) { lock.withLock { results[index] = result } }
        var all: [Result<Int, Problem>?] { lock.withLock { results } }
    }
}
