import ArgumentParser
import Foundation
import ImageDiff
import LayoutEngine
import LayoutSnapshotCore
import LayoutSnapshotReports
import PNGCodec
import RasterImage
import StrictJSON

/// `layout-snapshot diff A B`: compares two PNGs, or two folders of PNGs, for CI.
/// Exit status: 0 equal, 1 different, 2 unreadable input (issue 4, item 6).
///
/// A PNG with its geometry file beside it (`name.png` and `name.json`, as `__Snapshots__` keeps
/// them and `render --out DIR` / `compute --out DIR` name them) on both sides is compared by its geometry too: the views that
/// moved are listed ("signIn y 560 → 564"), and a changed geometry is a difference even where
/// the pixels are equal (a view moved below the fold, a guide that moved unseen).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files (or two folders of PNGs): exit 0 when equal, 1 when different, 2 for unreadable input."
    )

    @Argument(help: "The reference PNG, or a folder of them.")
    var a: String

    @Argument(help: "The PNG to compare, or a folder of them.")
    var b: String

    @Option(help: "Tolerant comparison with pixelmatch's semantics: the YIQ colour-distance threshold, 0 to 1 (pixelmatch's default is 0.1). Without it the comparison is exact.")
    var threshold: Double?

    @Option(parsing: .singleValue, help: "A region x,y,width,height (pixels) whose differences are ignored; repeatable.")
    var ignore: [String] = []

    @Option(help: "Write a diff image (a file; a folder when comparing folders): the reference faded, changes red, anti-aliasing yellow.")
    var diffOut: String?

    @Option(help: "Write a review image (a file; a folder when comparing folders) for each pair that differs: one caption for the pair, the two screens faded with each changed view's old outline in magenta and new one in green, and under them a row a view (its change, why it moved, a zoomed crop of both pictures).")
    var reviewOut: String?

    @Option(help: "json or text.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write the review page into this folder: every picture with its status (changed, added, removed, same), five ways to compare, the geometry changes.", valueName: "dir"))
    var html: String?


    func run() throws {
        var different = false
        let options = try diffOptions()
        let pageItems = PageItems(scratch: html.map { _ in NSTemporaryDirectory() + "layout-snapshot-diff-\(getpid())-\(UUID().uuidString)" })
        defer { if let scratch = pageItems.scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        let aIsFolder = isFolder(a), bIsFolder = isFolder(b)
        guard aIsFolder == bIsFolder else {
            throw CLIError("\(aIsFolder ? a : b) is a folder and \(aIsFolder ? b : a) is not: compare two files or two folders")
        }
        if aIsFolder {
            different = try compareFolders(options, page: pageItems)
        } else {
            let out = try pageOutput(diffOut, role: "diff", path: (b as NSString).lastPathComponent, page: pageItems)
            let review = try pageOutput(reviewOut, role: "review", path: (b as NSString).lastPathComponent, page: pageItems)
            let result = try compareFiles(a, b, options: options, diffOut: out, reviewOut: review)
            different = !result.equal
            if html != nil {
                pageItems.snapshots.append(pageSnapshot((b as NSString).lastPathComponent, a: a, b: b, status: result.equal ? .same : .changed, result: result))
            }
            Console.out(format == .json ? JSONWriter.write(result.json) : result.text + "\n")
        }
        try writePage(pageItems)
        if different { throw ExitCode(1) }
    }

    /// What the review page lists, gathered as the pictures are compared.
    private final class PageItems {
        var snapshots: [ReportSnapshot] = []
        /// Where the diff and review images of changed pictures go when no --diff-out or
        /// --review-out is given: removed once the page has linked them.
        let scratch: String?

        init(scratch: String?) { self.scratch = scratch }
    }

    /// Where a changed picture's diff or review image goes: the folder asked for, else the
    /// page's scratch folder when a page is written, else nowhere.
    private func pageOutput(_ asked: String?, role: String, path: String, page: PageItems) throws -> String? {
        if let asked { return asked }
        guard let scratch = page.scratch else { return nil }
        return try outputPath((scratch as NSString).appendingPathComponent(role), path)
    }

    /// One picture as the page lists it: named by its path, with the device and orientation
    /// its PNG records (read when comparing; for a picture on one side only, read here).
    private func pageSnapshot(_ path: String, a pathA: String?, b pathB: String?, status: ReportSnapshot.Status, result: FileResult?) -> ReportSnapshot {
        let text = result?.pngText
            ?? (pathB ?? pathA).flatMap { FileManager.default.contents(atPath: $0) }.flatMap { try? PNGCodec.readText([UInt8]($0)) } ?? []
        func value(_ key: String) -> String { text.last(where: { $0.keyword == key })?.text ?? "" }
        let changed = result.map { !$0.equal } ?? false
        let pixels = result.flatMap { $0.result.sizeMismatch ? nil : $0.result }
        var snapshot = ReportSnapshot(
            test: path, file: nil, line: nil, device: value(SnapshotFile.Key.device), slug: "", orientation: value(SnapshotFile.Key.orientation),
            contentSize: nil, name: nil, status: status,
            detail: status == .changed ? (result?.result.sizeMismatch == true ? "size" : result?.pixelsEqual == true ? "geometry" : "pixels") : status.rawValue,
            message: changed ? result?.text : nil, differentPixels: pixels?.differentPixels, ratio: pixels?.ratio,
            reference: pathA, actual: pathB,
            diff: result?.diffImage, review: result?.reviewImage,
            changes: (result?.geometry?.changes ?? []).map(ReportSnapshot.change), referencePath: pathA ?? "", approvable: false)
        snapshot.whyMoved = (result?.geometry?.moved.views ?? []).compactMap(\.whyLine)
        return snapshot
    }

    /// The review page, when asked for.
    private func writePage(_ page: PageItems) throws {
        guard let html else { return }
        let snapshots = ReportSnapshot.ordered(page.snapshots)
        do {
            let written = try HTMLReport.write(snapshots, kind: "diff", title: "Layout diff: \(a) → \(b)", source: "\(a) → \(b)", approve: nil, to: html)
            Console.error("wrote \((html as NSString).appendingPathComponent("index.html")): \(written.snapshots) pictures, \(written.linked + written.copied) images")
        } catch { throw CLIError(error.description) }
    }

    func diffOptions() throws -> DiffOptions {
        if let threshold, !(0...1).contains(threshold) {
            throw CLIError("--threshold: expected a number from 0 to 1, got \(threshold)")
        }
        let regions = try ignore.map { text -> PixelRect in
            let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w >= 0, h >= 0 else {
                throw CLIError("--ignore: expected x,y,width,height in whole pixels, got \"\(text)\"")
            }
            return PixelRect(x: x, y: y, width: w, height: h)
        }
        // Exact: every differing pixel counts, anti-aliasing included.
        return threshold.map { DiffOptions(threshold: $0, includeAntiAliasing: false, ignoreRegions: regions) }
            ?? DiffOptions(threshold: 0, includeAntiAliasing: true, ignoreRegions: regions)
    }

    struct FileResult {
        var equal: Bool
        var result: DiffResult
        var path: String
        /// Set when both PNGs have a geometry file beside them.
        var geometry: GeometryDifference?
        /// The second PNG's text chunks (its device and orientation, for the review page).
        var pngText: [PNGTextEntry] = []
        /// The diff and review images written for this pair.
        var diffImage: String?
        var reviewImage: String?

        /// Whether the pixels are the same (the geometry may still differ).
        var pixelsEqual: Bool { !result.sizeMismatch && result.differentPixels == 0 }

        var json: JSONValue {
            let n = GeometryJSON.self
            var fields: [JSONObject.Entry] = [
                .init(key: "equal", value: .bool(equal)),
                .init(key: "width", value: .number(Double(result.width))),
                .init(key: "height", value: .number(Double(result.height))),
            ]
            if result.sizeMismatch { fields.append(.init(key: "sizeMismatch", value: .bool(true))) }
            if let geometry {
                fields.append(.init(key: "geometryChanges", value: .number(Double(geometry.changeCount))))
                fields.append(.init(key: "moved", value: .array(geometry.moved.views.map { m in
                    var entries: [JSONObject.Entry] = [
                        .init(key: "id", value: .string(m.id)),
                        .init(key: "old", value: m.old.map { .array($0.map { n.number($0) }) } ?? .null),
                        .init(key: "new", value: m.new.map { .array($0.map { n.number($0) }) } ?? .null),
                        .init(key: "change", value: .string(m.change)),
                    ]
                    // Why it moved, for the views `MoveCause` explains (the first 12).
                    if let why = m.cause { entries.append(.init(key: "why", value: .string(why))) }
                    return .object(JSONObject(entries))
                })))
            }
            fields += [
                .init(key: "differentPixels", value: .number(Double(result.differentPixels))),
                .init(key: "antiAliasedPixels", value: .number(Double(result.antiAliasedPixels))),
                .init(key: "ratio", value: n.number(result.ratio)),
                .init(key: "maxColorDistance", value: n.number(result.maxColorDistance)),
                .init(key: "boxes", value: .array(result.boxes.map { .array([$0.x, $0.y, $0.width, $0.height].map { .number(Double($0)) }) })),
            ]
            return .object(JSONObject(fields))
        }

        var text: String {
            if equal { return "\(path): equal (\(result.width)×\(result.height))" }
            var line: String
            if result.sizeMismatch {
                line = "\(path): different sizes"
            } else if pixelsEqual {
                line = "\(path): pixels equal"
            } else {
                let percent = String(format: "%.4f", result.ratio * 100)
                let boxes = result.boxes.prefix(8).map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }.joined(separator: " ")
                line = "\(path): \(result.differentPixels) different pixels (\(percent)%), max colour distance \(String(format: "%.3f", result.maxColorDistance)), regions \(boxes)\(result.boxes.count > 8 ? " …" : "")"
            }
            guard let geometry, geometry.changeCount > 0 else { return line }
            line += "; geometry: \(geometry.changeCount) value\(geometry.changeCount == 1 ? "" : "s") changed"
            let shown = 12
            for m in geometry.moved.views.prefix(shown) {
                line += "\n  \(m.old == m.new ? "changed" : "moved"): \(m)" + (m.cause.map { "\n    why: \($0)" } ?? "")
            }
            if geometry.moved.views.count > shown { line += "\n  … \(geometry.moved.views.count - shown) more views moved or changed" }
            return line
        }
    }

    /// The pixels and the text chunks (the scale the picture records: `SnapshotFile.recordedScale`).
    func decode(_ path: String) throws -> (image: Image, text: [PNGTextEntry]) {
        let bytes = try InputFiles.bytes(of: path, maximumSize: 256 << 20)
        do {
            let decoded = try PNGCodec.decode(bytes)
            return (decoded.image, decoded.text)
        } catch { throw CLIError("\(path): \(error)") }
    }

    func compareFiles(_ pathA: String, _ pathB: String, options: DiffOptions, diffOut: String?, reviewOut: String?) throws -> FileResult {
        let (imageA, textA) = try decode(pathA), (imageB, textB) = try decode(pathB)
        let result = ImageDiff.compare(imageA, imageB, options: options)
        let geometry = try GeometryDifference.beside(pathA, pathB)
        var file = FileResult(equal: false, result: result, path: pathB, geometry: geometry, pngText: textB)
        file.equal = file.pixelsEqual && (geometry?.changeCount ?? 0) == 0
        if let diffOut, !file.pixelsEqual, let picture = ImageDiff.diffImage(imageA, imageB, options: options) {
            try writePNG(picture, to: diffOut, what: "diff image")
            file.diffImage = diffOut
        }
        if let reviewOut, !file.equal {
            let review = ReviewPicture.make(reference: imageA, actual: imageB, moved: geometry?.moved,
                                            referenceScale: SnapshotFile.recordedScale(in: textA), actualScale: SnapshotFile.recordedScale(in: textB))
            try writePNG(review, to: reviewOut, what: "review image")
            file.reviewImage = reviewOut
        }
        return file
    }

    private func writePNG(_ picture: Image, to path: String, what: String) throws {
        do { try AtomicFile.write(Data(try PNGCodec.encode(picture)), to: path) } catch let error as PNGError {
            throw CLIError("\(path): cannot encode the \(what): \(error)")
        }
    }

    /// Folders: every PNG by its path relative to the folder; added, removed, changed, unchanged.
    private func compareFolders(_ options: DiffOptions, page pageItems: PageItems) throws -> Bool {
        let left = try pngs(in: a), right = try pngs(in: b)
        let added = right.subtracting(left).sorted(), removed = left.subtracting(right).sorted()
        var changed: [FileResult] = [], unchanged: [String] = []
        func inA(_ path: String) -> String { (a as NSString).appendingPathComponent(path) }
        func inB(_ path: String) -> String { (b as NSString).appendingPathComponent(path) }
        for path in left.intersection(right).sorted() {
            let out = try diffOut.map { try outputPath($0, path)! } ?? pageOutput(nil, role: "diff", path: path, page: pageItems)
            let review = try reviewOut.map { try outputPath($0, path)! } ?? pageOutput(nil, role: "review", path: path, page: pageItems)
            var result = try compareFiles(inA(path), inB(path), options: options, diffOut: out, reviewOut: review)
            result.path = path
            if result.equal { unchanged.append(path) } else { changed.append(result) }
            if html != nil {
                pageItems.snapshots.append(pageSnapshot(path, a: inA(path), b: inB(path), status: result.equal ? .same : .changed, result: result))
            }
        }
        if html != nil {
            for path in added { pageItems.snapshots.append(pageSnapshot(path, a: nil, b: inB(path), status: .added, result: nil)) }
            for path in removed { pageItems.snapshots.append(pageSnapshot(path, a: inA(path), b: nil, status: .removed, result: nil)) }
        }
        if format == .json {
            Console.out(JSONWriter.write(.object(JSONObject([
                .init(key: "added", value: .array(added.map { .string($0) })),
                .init(key: "removed", value: .array(removed.map { .string($0) })),
                .init(key: "changed", value: .array(changed.map { c in
                    guard case .object(var o) = c.json else { return c.json }
                    o.entries.insert(.init(key: "path", value: .string(c.path)), at: 0)
                    return .object(o)
                })),
                .init(key: "unchanged", value: .array(unchanged.map { .string($0) })),
            ]))))
        } else {
            for path in added { Console.out("added: \(path)\n") }
            for path in removed { Console.out("removed: \(path)\n") }
            for c in changed { Console.out("changed: \(c.text)\n") }
            Console.out("\(added.count) added, \(removed.count) removed, \(changed.count) changed, \(unchanged.count) unchanged\n")
        }
        return !(added.isEmpty && removed.isEmpty && changed.isEmpty)
    }

    /// `folder/path` with its folders made, or nil without a folder.
    private func outputPath(_ folder: String?, _ path: String) throws -> String? {
        guard let folder else { return nil }
        let out = (folder as NSString).appendingPathComponent(path)
        try FileManager.default.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return out
    }

    func pngs(in folder: String) throws -> Set<String> {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { throw CLIError("\(folder): cannot be read") }
        var result: Set<String> = []
        while let path = walker.nextObject() as? String {
            if path.lowercased().hasSuffix(".png") { result.insert(path) }
        }
        return result
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
