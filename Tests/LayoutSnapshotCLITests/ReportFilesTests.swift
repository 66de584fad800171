import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StrictJSON
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// `report --html DIR --junit FILE --markdown FILE` (issue 12, points 1 and 3) on a run written by
/// the snapshot verifier: one recorded and one failed snapshot.
@Suite("layout-snapshot report files", .serialized)
struct ReportFilesTests {
    /// report-data.js's object.
    static func reportData(_ folder: String) throws -> JSONValue {
        let text = try String(contentsOfFile: folder + "/report-data.js", encoding: .utf8)
        let prefix = "window.LAYOUT_REPORT = ", suffix = ";\n"
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        return try JSONParser.parse(Array(text.dropFirst(prefix.count).dropLast(suffix.count).utf8))
    }

    @Test("--html writes the page, its data and the run's images (linked, the same bytes); --junit and --markdown their files; the exit code is the run's")
    func files() throws {
        let (_, artifacts, request) = try ApproveReportTests.failedRun()
        let out = CLI.scratch.appendingPathComponent("report-\(UUID().uuidString)").path
        let result = try CLI.run(["report", "--artifacts", artifacts, "--html", out + "/html", "--junit", out + "/junit.xml", "--markdown", out + "/summary.md"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("2 snapshots"), "\(result.stderr)")

        // The page and its data.
        #expect(try String(contentsOfFile: out + "/html/index.html", encoding: .utf8) == HTMLReportPage.html)
        let data = try Self.reportData(out + "/html")
        guard case .object(let root) = data, case .array(let snapshots)? = root["snapshots"] else { Issue.record("no snapshots"); return }
        #expect(root["kind"] == .string("run"))
        #expect(root["counts"] == .object(JSONObject([.init(key: "failed", value: 1), .init(key: "recorded", value: 1)])))
        #expect(snapshots.count == 2)
        guard case .object(let failed) = snapshots[0], case .object(let images)? = failed["images"] else { Issue.record("no images"); return }
        // Failures first.
        #expect(failed["status"] == .string("failed") && failed["id"] == .string("s0001"))
        let size = try #require(HTMLReport.pngSize(request.referencePath))
        #expect(size.width > 750 && failed["width"] == .number(Double(size.width)) && failed["height"] == .number(Double(size.height)))
        for role in ["reference", "actual", "diff", "review"] {
            guard case .string(let path)? = images[role] else { Issue.record("no \(role) image"); continue }
            #expect(path == "images/s0001.\(role).png")
            #expect(FileManager.default.fileExists(atPath: out + "/html/" + path))
        }
        #expect(FileManager.default.contents(atPath: out + "/html/images/s0001.reference.png") == FileManager.default.contents(atPath: request.referencePath))
        guard case .array(let changes)? = failed["changes"], case .object(let change)? = changes.first else { Issue.record("no changes"); return }
        #expect(change["view"] == .string("headline") && change["field"] == .string("frame"))
        #expect(change["before"] == .string("[16, 100, 200, 40]") && change["after"] == .string("[16, 104, 200, 40]") && change["cause"] == .bool(true))
        #expect(failed["approve"] == .string("swift run -c release layout-snapshot approve --artifacts \(artifacts) --run r1 \(request.referencePath)"))
        #expect(failed["approveTest"] == .string("swift run -c release layout-snapshot approve --artifacts \(artifacts) --run r1 ScreenTests/testScreen"))
        // A recorded snapshot has nothing to approve.
        guard case .object(let recorded) = snapshots[1] else { return }
        #expect(recorded["status"] == .string("recorded") && recorded["approve"] == .null)

        // JUnit: well-formed, one case per snapshot, both failing (recording fails its test).
        let xml = try #require(FileManager.default.contents(atPath: out + "/junit.xml"))
        let parser = XMLParser(data: xml)
        let counter = ElementCounter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.counts["testcase"] == 2 && counter.counts["failure"] == 2 && counter.counts["testsuite"] == 1)
        let junit = String(decoding: xml, as: UTF8.self)
        #expect(junit.contains(#"<testsuites name="Layout snapshots: run r1" tests="2" failures="2" errors="0">"#), "\(junit)")
        #expect(junit.contains(#"name="testScreen · iPhone SE (3rd generation) portrait""#))
        #expect(junit.contains("actual: ") && junit.contains(request.referencePath))

        // Markdown: counts, the failure's row and its change, the command.
        let markdown = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(markdown.hasPrefix("## Layout snapshots: run r1\n\n1 failed, 1 recorded\n"), "\(markdown)")
        #expect(markdown.contains("| failed | `ScreenTests/testScreen` | iPhone SE (3rd generation) portrait | geometry |"), "\(markdown)")
        #expect(markdown.contains("| `headline` | frame | `[16, 100, 200, 40]` | `[16, 104, 200, 40]` |"), "\(markdown)")
        #expect(markdown.contains("swift run -c release layout-snapshot approve --artifacts \(artifacts) --run r1\n"))
    }

    @Test("diff A B --html DIR: every picture with its status, the changed one with its diff and review images and its changes")
    func diffPage() throws {
        let folder = CLI.scratch.appendingPathComponent("diff-page-\(UUID().uuidString)").path
        let (left, right) = try CLIDiffTests.movedPair(into: folder)
        // One picture only on each side, one the same on both.
        try FileManager.default.copyItem(atPath: left + "/login.png", toPath: left + "/gone.png")
        try FileManager.default.copyItem(atPath: left + "/login.png", toPath: right + "/new.png")
        try FileManager.default.copyItem(atPath: left + "/login.png", toPath: left + "/same.png")
        try FileManager.default.copyItem(atPath: left + "/login.png", toPath: right + "/same.png")
        let result = try CLI.run(["diff", left, right, "--html", folder + "/page"])
        #expect(result.status == 1, "\(result.stderr)")
        let data = try Self.reportData(folder + "/page")
        guard case .object(let root) = data, case .array(let items)? = root["snapshots"] else { Issue.record("no snapshots"); return }
        #expect(root["kind"] == .string("diff"))
        let rows = items.compactMap { item -> (String, String)? in
            guard case .object(let o) = item, case .string(let test)? = o["test"], case .string(let status)? = o["status"] else { return nil }
            return (test, status)
        }
        #expect(rows.map(\.0) == ["login.png", "new.png", "gone.png", "same.png"] && rows.map(\.1) == ["changed", "added", "removed", "same"], "\(rows)")
        guard case .object(let changed) = items[0], case .object(let images)? = changed["images"], case .array(let changes)? = changed["changes"] else { return }
        #expect(Set(images.entries.map(\.key)) == ["reference", "actual", "diff", "review"])
        #expect(changed["device"] == .string("iPhone SE (3rd generation)") && changed["orientation"] == .string("portrait"))
        #expect(changes.contains { $0 == .object(JSONObject([.init(key: "view", value: "signIn"), .init(key: "field", value: "frame"),
                                                             .init(key: "before", value: "[16, 597, 343, 50]"), .init(key: "after", value: "[16, 593, 343, 50]"),
                                                             .init(key: "cause", value: true)])) }, "\(changes)")
        // The scratch images were linked into the page and are gone from the temporary folder.
        #expect(FileManager.default.fileExists(atPath: folder + "/page/images/s0001.review.png"))
        guard case .object(let added) = items[1], case .object(let addedImages)? = added["images"] else { return }
        #expect(addedImages.entries.map(\.key) == ["actual"])
    }

    @Test("a report folder that cannot be made, or that holds something else, is a clear error naming it, exit 2, and nothing in it is touched")
    func unwritable() throws {
        let (_, artifacts, _) = try ApproveReportTests.failedRun()
        let file = CLI.scratch.appendingPathComponent("a-file-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let result = try CLI.run(["report", "--artifacts", artifacts, "--html", file + "/html"])
        #expect(result.status == 2 && result.stderr.contains(file), "\(result.stderr)")
        // The user's folder with its own images/: refused, kept.
        let mine = CLI.scratch.appendingPathComponent("docs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: mine + "/images", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: mine + "/images/logo.png"))
        let refused = try CLI.run(["report", "--artifacts", artifacts, "--html", mine])
        #expect(refused.status == 2 && refused.stderr.contains("not empty and not an earlier report"), "\(refused.stderr)")
        #expect(FileManager.default.fileExists(atPath: mine + "/images/logo.png"))
        // An earlier report is replaced.
        let page = CLI.scratch.appendingPathComponent("page-\(UUID().uuidString)").path
        #expect(try CLI.run(["report", "--artifacts", artifacts, "--html", page]).status == 1)
        #expect(try CLI.run(["report", "--artifacts", artifacts, "--html", page]).status == 1)
    }

    @Test("a run given as a folder is named the same way in the commands the report prints")
    func runFolderCommands() throws {
        let (_, artifacts, _) = try ApproveReportTests.failedRun()
        let text = try CLI.run(["report", "--run", artifacts + "/runs/r1"])
        #expect(text.stdout.contains("accept the failures: swift run -c release layout-snapshot approve --run \(artifacts)/runs/r1 [FILTER …]"), "\(text.stdout)")
    }

    @Test("a reference path from another machine's checkout is found under this one, never as a bare file name here")
    func checkoutPaths() throws {
        let here = CLI.scratch.appendingPathComponent("checkout-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: here + "/__Snapshots__/Known", withIntermediateDirectories: true)
        #expect(ShardMerge.checkoutPath("/ci/repo/__Snapshots__/Known/a.png", workingDirectory: here) == here + "/__Snapshots__/Known/a.png")
        // A test file's first references, recorded on the other machine: under this __Snapshots__.
        #expect(ShardMerge.checkoutPath("/ci/repo/__Snapshots__/New/b.png", workingDirectory: here) == here + "/__Snapshots__/New/b.png")
        // Nothing of it here: left as it is, not ./c.png.
        #expect(ShardMerge.checkoutPath("/ci/repo/elsewhere/c.png", workingDirectory: here) == "/ci/repo/elsewhere/c.png")
    }

    @Test("manifest change lines read as table rows")
    func changeRows() {
        let full = ReportSnapshot.change("views[signIn].frame: [16, 560, 361, 50] → [16, 564, 361, 50]")
        #expect(full == .init(view: "signIn", field: "frame", before: "[16, 560, 361, 50]", after: "[16, 564, 361, 50]", cause: true))
        #expect(ReportSnapshot.change("views[a.b].scroll.adjustedContentInset.top: 0 → 20") == .init(view: "a.b", field: "scroll.adjustedContentInset.top", before: "0", after: "20", cause: false))
        #expect(ReportSnapshot.change("views[new]: added {…}") == .init(view: "new", field: "view", before: nil, after: "{…}", cause: true))
        #expect(ReportSnapshot.change("views[old]: removed (was {…})") == .init(view: "old", field: "view", before: "{…}", after: nil, cause: true))
        #expect(ReportSnapshot.change("environment.safeAreaInsets.top: 47 → 59") == .init(view: nil, field: "environment.safeAreaInsets.top", before: "47", after: "59", cause: true))
        #expect(ReportSnapshot.change("then frame of 2 views: a, b") == .init(view: nil, field: "then frame of 2 views: a, b", before: nil, after: nil, cause: false))
    }

    @Test("XML and Markdown escaping")
    func escaping() {
        #expect(JUnitReport.escaped("a<b>&\"c'\u{01}\td") == "a&lt;b&gt;&amp;&quot;c&apos;\u{FFFD}\td")
        #expect(MarkdownReport.code("a|b`c") == "``a\\|b`c``")
        #expect(MarkdownReport.cell("*x* [y]") == "\\*x\\* \\[y\\]")
    }
}

/// Counts elements by name.
final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
    }
}

/// `report --merge` and `approve --merge` on the runs of two shards, written as another machine
/// would (its artifacts folder elsewhere), and `render --shard`.
@Suite("layout-snapshot shards", .serialized)
struct ShardCLITests {
    /// Shard `i` of 2 copied here from a machine whose artifacts were under /ci/elsewhere.
    static func shardRun(_ i: Int, failing: Bool, into root: String) throws -> String {
        let (_, artifacts, _) = try ApproveReportTests.failedRun()
        let run = artifacts + "/runs/r1"
        let manifestName = try #require(try FileManager.default.contentsOfDirectory(atPath: run).first { $0.hasPrefix("manifest-") })
        var manifest = try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: run + "/" + manifestName))))
        manifest.shard = "\(i)/2"
        // As the other machine wrote the paths: its artifacts folder, not this one.
        manifest.snapshots = manifest.snapshots.filter { failing ? $0.result == .failed : $0.result == .recorded }.map { entry in
            var e = entry
            if var a = e.artifacts {
                func moved(_ p: String?) -> String? { p.map { $0.replacingOccurrences(of: artifacts, with: "/ci/elsewhere/.build/layout-snapshots") } }
                a.actual = moved(a.actual); a.diff = moved(a.diff); a.review = moved(a.review); a.reference = moved(a.reference)
                e.artifacts = a
            }
            return e
        }
        let folder = root + "/shard\(i)"
        try FileManager.default.copyItem(atPath: artifacts, toPath: folder)
        try FileManager.default.removeItem(atPath: folder + "/runs/r1/" + manifestName)
        try Data(manifest.encoded().utf8).write(to: URL(fileURLWithPath: folder + "/runs/r1/manifest-1.json"))
        return folder
    }

    @Test("report --merge joins the shards into one JUnit file and one exit code, finds the artifacts where they were copied, and a missing shard is exit 2")
    func merge() throws {
        let root = CLI.scratch.appendingPathComponent("shards-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let one = try Self.shardRun(1, failing: true, into: root), two = try Self.shardRun(2, failing: false, into: root)
        let result = try CLI.run(["report", "--merge", one, two, "--junit", root + "/junit.xml", "--html", root + "/page"])
        #expect(result.status == 1, "\(result.stderr)")
        let junit = try String(contentsOfFile: root + "/junit.xml", encoding: .utf8)
        #expect(junit.contains(#"tests="2" failures="2""#), "\(junit)")
        // The failure's images, recorded under /ci/elsewhere, are found in the copy.
        #expect(junit.contains("actual: \(one)/runs/r1/"), "\(junit)")
        #expect(FileManager.default.fileExists(atPath: root + "/page/images/s0001.actual.png"))
        #expect(result.stdout.contains("accept the failures: swift run -c release layout-snapshot approve --merge \(one) \(two)"), "\(result.stdout)")
        // One shard alone: the page and file are written, and the exit says the run is incomplete.
        let partial = try CLI.run(["report", "--merge", one])
        #expect(partial.status == 2 && partial.stderr.contains("missing shard 2/2"), "\(partial.stderr)")
        // approve --merge accepts the failure from the copied artifacts.
        let approve = try CLI.run(["approve", "--merge", one, two, "--dry-run"])
        #expect(approve.status == 0 && approve.stdout.contains("would write ") && approve.stdout.contains("(from \(one)/runs/r1/"), "\(approve.stdout) \(approve.stderr)")
        #expect(try CLI.run(["report", "--merge", one, "--artifacts", one]).status == 2)
    }

    @Test("render --shard i/n: the parts of a matrix are disjoint and together the whole matrix")
    func renderShards() throws {
        let root = CLI.scratch.appendingPathComponent("render-shards-\(UUID().uuidString)").path
        let spec = CLI.packageRoot.appendingPathComponent("Examples/proportional-spacing.json").path
        #expect(try CLI.run(["render", spec, "--matrix", "all-ipads", "--orientation", "portrait", "--out", root + "/all"]).status == 0)
        let all = try FileManager.default.contentsOfDirectory(atPath: root + "/all").sorted()
        var parts: [String] = []
        for i in 1...3 {
            #expect(try CLI.run(["render", spec, "--matrix", "all-ipads", "--orientation", "portrait", "--shard", "\(i)/3", "--out", root + "/\(i)"]).status == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: root + "/\(i)")
            #expect(abs(files.count - all.count / 3) <= 1)
            parts += files
        }
        #expect(parts.sorted() == all && all.count > 6)
        let bad = try CLI.run(["render", spec, "--matrix", "all-ipads", "--shard", "0/3", "--out", root + "/bad"])
        #expect(bad.status == 2 && bad.stderr.contains("--shard=\"0/3\""), "\(bad.stderr)")
    }
}

@Suite("layout-snapshot prune --references", .serialized)
struct PruneReferencesTests {
    @Test("lists this package's references the run did not touch in the folders it wrote to, deletes them only with --delete; other files, other folders, a lone shard and a run with unnamed references are left alone")
    func unused() throws {
        let (root, artifacts, request) = try ApproveReportTests.failedRun()
        let folder = (request.referencePath as NSString).deletingLastPathComponent
        let stale = folder + "/testGone.iphone-se-3rd-generation-portrait.png"
        try FileManager.default.copyItem(atPath: request.referencePath, toPath: stale)
        // Another tool's file beside them, and a folder the run did not write to: not listed.
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/testOther.1.png"))
        try FileManager.default.createDirectory(atPath: root + "/__Snapshots__/OtherTests", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: request.referencePath, toPath: root + "/__Snapshots__/OtherTests/testX.iphone-se-3rd-generation-portrait.png")
        let listed = try CLI.run(["prune", "--references", "--artifacts", artifacts])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == stale + "\n", "\(listed.stdout)")
        #expect(FileManager.default.fileExists(atPath: stale))
        let deleted = try CLI.run(["prune", "--references", "--artifacts", artifacts, "--delete"])
        #expect(deleted.status == 0 && deleted.stdout == "deleted \(stale)\n", "\(deleted.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stale) && FileManager.default.fileExists(atPath: request.referencePath))
        #expect(FileManager.default.fileExists(atPath: folder + "/testOther.1.png"))
        #expect(try CLI.run(["prune", "--delete"]).status == 2)

        // One shard of two: what the run touched is not known.
        let shards = CLI.scratch.appendingPathComponent("prune-shards-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: shards, withIntermediateDirectories: true)
        let one = try ShardCLITests.shardRun(1, failing: true, into: shards)
        let lone = try CLI.run(["prune", "--references", "--artifacts", one])
        #expect(lone.status == 2 && lone.stderr.contains("is shard 1/2 of a run"), "\(lone.stderr)")
        let incomplete = try CLI.run(["prune", "--references", "--merge", one])
        #expect(incomplete.status == 2 && incomplete.stderr.contains("missing shard 2/2"), "\(incomplete.stderr)")
    }
}
