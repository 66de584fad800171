import Foundation
import ImageDiff
import LayoutEngine
import LayoutRenderer
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

    /// Every picture `entries` left to draw (`actualsOnly`: only their actual pictures, what
    /// `approve` copies), entries shared among the machine's cores.
    package static func drawMissing(_ entries: [ManifestEntry], actualsOnly: Bool = false) -> Summary {
        // A reference's picture is drawn from the last check of it only: an earlier recording's
        // geometry may since have been recorded again.
        var lastOfReference: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where !entry.reference.isEmpty { lastOfReference[entry.reference] = index }
        let pending = lastOfEachLayout(entries).filter { needsDrawing(entries[$0]) }
        guard !pending.isEmpty else { return Summary() }
        let isLast = pending.map { entries[$0].reference.isEmpty || lastOfReference[entries[$0].reference] == $0 }
        let results = ResultBox(count: pending.count)
        DispatchQueue.concurrentPerform(iterations: pending.count) { index in
            let result: Result<Int, Problem>
            do throws(Problem) {
                result = .success(try draw(entries[pending[index]], actualOnly: actualsOnly, drawsReference: isLast[index]))
            } catch { result = .failure(error) }
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

    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var description: String
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
        guard entry.artifacts?.renderInput != nil else { return false }
        return referencePending(entry) || !missingArtifacts(entry).isEmpty
    }

    /// Draws what `entry` left to draw (`actualOnly`: its actual picture alone; `drawsReference`
    /// false: not a recorded reference's picture); returns how many files it wrote.
    @discardableResult
    package static func draw(_ entry: ManifestEntry, actualOnly: Bool = false, drawsReference: Bool = true) throws(Problem) -> Int {
        guard let artifacts = entry.artifacts, let inputPath = artifacts.renderInput else { return 0 }
        let missing = missingArtifacts(entry).filter { !actualOnly || $0 == artifacts.actual }
        let reference = !actualOnly && drawsReference && referencePending(entry)
        guard reference || !missing.isEmpty else { return 0 }
        let input: RenderInput
        do { input = try RenderInput.read(inputPath) } catch { throw Problem(description: error.description) }
        let geometry = GeometryJSON.string(input.layout) + "\n"
        let image: Image, png: [UInt8]
        do {
            (image, png) = try SnapshotFile.render(.reference, layout: input.layout, options: input.options, renderInputs: input.digest, geometry: geometry)
        } catch { throw Problem(description: "\(inputPath): cannot encode its picture: \(error)") }
        var drew = 0
        func write(_ bytes: [UInt8], to path: String) throws(Problem) {
            do { try AtomicWrite.write(bytes, to: path) } catch { throw Problem(description: "\(error)") }
            drew += 1
        }
        if reference {
            // Only beside the geometry it shows, and only while no picture is there, checked and
            // written under the folder's lock: a recording or a drawing made meanwhile keeps its
            // own. A geometry file written otherwise (re-indented) with the same values gets a
            // picture sealed with its own bytes, so the next verify still trusts the pair.
            let folder = (entry.reference as NSString).deletingLastPathComponent
            StaleWrites.recoverOnce(folder)
            var result: Result<Bool, Problem> = .success(false)
            FolderLock.withLock(folder, exclusive: true) {
                guard !FileManager.default.fileExists(atPath: entry.reference) else { return }
                guard let onDisk = try? FileBytes.read(entry.geometryReference) else {
                    result = .failure(Problem(description: "\(entry.geometryReference) is missing, so its picture \(entry.reference) was not drawn; run the tests again"))
                    return
                }
                var picture = png
                if onDisk != Array(geometry.utf8) {
                    guard let old = try? JSONParser.parse(onDisk), let new = try? JSONParser.parse(Array(geometry.utf8)), old == new else {
                        result = .failure(Problem(description: "\(entry.geometryReference) changed since the run that recorded it, so its picture \(entry.reference) was not drawn from that run; run the tests again"))
                        return
                    }
                    do {
                        picture = try SnapshotFile.encode(.reference, image: image, layout: input.layout, options: input.options,
                                                          renderInputs: input.digest, geometry: String(decoding: onDisk, as: UTF8.self))
                    } catch {
                        result = .failure(Problem(description: "\(entry.reference): cannot encode its picture: \(error)"))
                        return
                    }
                }
                do { try AtomicWrite.write(picture, to: entry.reference, recovering: false); result = .success(true) } catch {
                    result = .failure(Problem(description: "\(error)"))
                }
            }
            if try result.get() { drew += 1 }
        }
        if let actual = artifacts.actual, missing.contains(actual) { try write(png, to: actual) }
        let comparisons = [artifacts.diff, artifacts.review].compactMap { $0 }.filter(missing.contains)
        guard !comparisons.isEmpty, let referencePath = artifacts.reference else { return drew }
        let referencePNG: [UInt8], referenceImage: Image
        do {
            guard let bytes = try FileBytes.read(referencePath) else { throw Problem(description: "\(referencePath): the run's copy of the reference is gone; run the tests again") }
            referencePNG = bytes
            referenceImage = try PNGCodec.decode(bytes).image
        } catch let problem as Problem { throw problem } catch {
            throw Problem(description: "\(referencePath): cannot read the reference's picture: \(error)")
        }
        if let diffPath = artifacts.diff, missing.contains(diffPath),
           let picture = ImageDiff.diffImage(referenceImage, image, options: DiffOptions(threshold: 0, includeAntiAliasing: true)) {
            do { try write(try PNGCodec.encode(picture), to: diffPath) } catch let problem as Problem { throw problem } catch {
                throw Problem(description: "\(diffPath): cannot encode the diff: \(error)")
            }
        }
        if let reviewPath = artifacts.review, missing.contains(reviewPath) {
            // The moved views outlined, found again from the two geometry files the run kept.
            let moved = movedViews(reference: artifacts.referenceGeometry, actual: artifacts.actualGeometry)
            let outlines = moved?.outlines(referenceWidth: referenceImage.width, actualWidth: image.width,
                                           referenceScale: SnapshotFile.recordedScale(of: referencePNG),
                                           actualScale: input.options.scale ?? input.layout.environment.scale) ?? []
            do { try write(try PNGCodec.encode(ReviewPicture.make(reference: referenceImage, actual: image, outlines: outlines)), to: reviewPath) }
            catch let problem as Problem { throw problem } catch {
                throw Problem(description: "\(reviewPath): cannot encode the review picture: \(error)")
            }
        }
        return drew
    }

    /// A recording (or a check that found only the picture missing) whose reference picture is
    /// not there.
    private static func referencePending(_ entry: ManifestEntry) -> Bool {
        guard !entry.reference.isEmpty, entry.wroteReference || entry.detail == .pictureNotDrawn else { return false }
        return !FileManager.default.fileExists(atPath: entry.reference)
    }

    private static func missingArtifacts(_ entry: ManifestEntry) -> [String] {
        guard let a = entry.artifacts else { return [] }
        return [a.actual, a.diff, a.review].compactMap { $0 }.filter { !FileManager.default.fileExists(atPath: $0) }
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
