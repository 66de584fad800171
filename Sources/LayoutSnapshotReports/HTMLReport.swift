import Foundation
import LayoutSnapshotCore
import StrictJSON

/// The review page: a folder that opens from `file://` with no server and no network.
///
/// - `index.html`: the page (`HTMLReportPage.html`: its script and styles inline);
/// - `report-data.js`: the snapshots, `window.LAYOUT_REPORT = {…};` (loaded by a script tag,
///   since a page opened from a file cannot fetch files);
/// - `images/<id>.reference.png`, `.actual.png`, `.diff.png`, `.review.png`: the images the run
///   wrote, hard-linked where the file system allows it, else copied; never decoded or encoded
///   again, so a 2,000-snapshot run's page is written in well under a second.
///
/// What the folder held from an earlier report (those three names) is replaced; nothing else in
/// it is touched.
package enum HTMLReport {
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// The commands that accept snapshots, ready to paste (`ApproveCommandLine`).
    package struct ApproveCommands: Sendable {
        /// What selects the run: `--artifacts A --run R`, or `--merge A B …`.
        package var selection: String

        package init(selection: String) {
            self.selection = selection
        }

        package init(artifacts: String, run: String) {
            self.init(selection: "--artifacts \(shellQuoted(artifacts)) --run \(shellQuoted(run))")
        }

        package var all: String { ApproveCommandLine.approve(selection) }
        package func one(_ s: ReportSnapshot) -> String? { s.approvable ? ApproveCommandLine.approve(selection, shellQuoted(s.referencePath)) : nil }
        package func test(_ s: ReportSnapshot) -> String? { s.approvable ? ApproveCommandLine.approve(selection, shellQuoted(s.test)) : nil }
    }

    /// What was written.
    package struct Written: Sendable {
        package var snapshots: Int
        package var linked: Int
        package var copied: Int
        /// Images the manifest named that no longer exist (shown as missing).
        package var missing: Int
    }

    /// Writes the page for `snapshots` (in the order given) into `folder`.
    /// `kind`: "run" (failed, recorded, matched) or "diff" (changed, added, removed, same).
    package static func write(
        _ snapshots: [ReportSnapshot], kind: String, title: String, source: String, approve: ApproveCommands?, to folder: String
    ) throws(Problem) -> Written {
        let fm = FileManager.default
        let images = (folder as NSString).appendingPathComponent("images")
        // A folder that holds something else than an earlier report is the user's: nothing in it
        // is replaced.
        let earlier = (folder as NSString).appendingPathComponent("report-data.js")
        if let contents = try? fm.contentsOfDirectory(atPath: folder), !contents.isEmpty, !fm.fileExists(atPath: earlier) {
            throw Problem(description: "\(folder): not empty and not an earlier report (no report-data.js): give an empty or new folder")
        }
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if fm.fileExists(atPath: images) { try fm.removeItem(atPath: images) }
            try fm.createDirectory(atPath: images, withIntermediateDirectories: false)
        } catch {
            throw Problem(description: "\(folder): cannot write the report there (\(error.localizedDescription))")
        }
        var written = Written(snapshots: snapshots.count, linked: 0, copied: 0, missing: 0)
        var items: [JSONValue] = []
        items.reserveCapacity(snapshots.count)
        let digits = max(4, String(snapshots.count).count)
        for (index, s) in snapshots.enumerated() {
            let number = String(index + 1)
            let id = "s" + String(repeating: "0", count: digits - number.count) + number
            var files: [JSONObject.Entry] = []
            var size: (width: Int, height: Int)?
            for (role, path) in [("reference", s.reference), ("actual", s.actual), ("diff", s.diff), ("review", s.review)] {
                guard let path else { continue }
                // One folder for every image (a folder per snapshot costs a directory inode each,
                // most of the time of a 2,000-snapshot page).
                let name = "\(id).\(role).png"
                let target = (images as NSString).appendingPathComponent(name)
                // (Following a reference that is a symbolic link, as reading it would.)
                if linkat(AT_FDCWD, path, AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 {
                    written.linked += 1
                } else if errno == ENOENT, !fm.fileExists(atPath: path) {
                    written.missing += 1
                    continue
                } else {
                    do { try fm.copyItem(atPath: path, toPath: target) } catch {
                        throw Problem(description: "\(path): cannot be copied into the report (\(error.localizedDescription))")
                    }
                    written.copied += 1
                }
                if size == nil { size = pngSize(target) }
                files.append(.init(key: role, value: .string("images/\(name)")))
            }
            items.append(json(s, id: id, size: size, images: files, approve: approve))
        }
        let counts = Dictionary(grouping: snapshots, by: \.status).mapValues(\.count)
        let data = JSONValue.object(JSONObject([
            .init(key: "version", value: 1),
            .init(key: "kind", value: .string(kind)),
            .init(key: "title", value: .string(title)),
            .init(key: "source", value: .string(source)),
            .init(key: "counts", value: .object(JSONObject(ReportSnapshot.Status.allCases.compactMap { status in
                counts[status].map { .init(key: status.rawValue, value: .number(Double($0))) }
            }))),
            .init(key: "commands", value: .object(JSONObject(approve.map { [.init(key: "approveAll", value: .string($0.all))] } ?? []))),
            .init(key: "snapshots", value: .array(items)),
        ]))
        try write("window.LAYOUT_REPORT = " + JSONWriter.write(data, pretty: false) + ";\n", to: (folder as NSString).appendingPathComponent("report-data.js"))
        try write(HTMLReportPage.html, to: (folder as NSString).appendingPathComponent("index.html"))
        return written
    }

    /// A PNG's width and height from its header (IHDR follows the 8-byte signature), without
    /// reading the rest; nil for what is not a PNG.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let b = [UInt8](header)
        guard b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    private static func json(_ s: ReportSnapshot, id: String, size: (width: Int, height: Int)?, images: [JSONObject.Entry], approve: ApproveCommands?) -> JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func optional(_ number: Int?) -> JSONValue { number.map { .number(Double($0)) } ?? .null }
        return .object(JSONObject([
            .init(key: "id", value: .string(id)),
            .init(key: "test", value: .string(s.test)),
            .init(key: "device", value: .string(s.device)),
            .init(key: "slug", value: .string(s.slug)),
            .init(key: "orientation", value: .string(s.orientation)),
            .init(key: "contentSize", value: optional(s.contentSize?.shortName)),
            .init(key: "name", value: optional(s.name)),
            .init(key: "status", value: .string(s.status.rawValue)),
            .init(key: "detail", value: .string(s.detail)),
            .init(key: "message", value: optional(s.message)),
            .init(key: "differentPixels", value: optional(s.differentPixels)),
            .init(key: "ratio", value: s.ratio.map(JSONValue.number) ?? .null),
            .init(key: "width", value: optional(size?.width)),
            .init(key: "height", value: optional(size?.height)),
            .init(key: "images", value: .object(JSONObject(images))),
            .init(key: "changes", value: .array(s.changes.map { c in
                .object(JSONObject([
                    .init(key: "view", value: optional(c.view)), .init(key: "field", value: .string(c.field)),
                    .init(key: "before", value: optional(c.before)), .init(key: "after", value: optional(c.after)),
                    .init(key: "cause", value: .bool(c.cause)),
                ]))
            })),
            .init(key: "approve", value: optional(approve?.one(s))),
            .init(key: "approveTest", value: optional(approve?.test(s))),
        ]))
    }

    private static func write(_ text: String, to path: String) throws(Problem) {
        do { try AtomicWrite.write(text, to: path) } catch {
            throw Problem(description: "\(path): cannot be written (\(error))")
        }
    }
}
