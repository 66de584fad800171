import Foundation
import LayoutEngine
import LayoutRenderer
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// `report` and `approve` on a run written by the snapshot verifier, as after a failing `swift test`.
@Suite("layout-snapshot report and approve", .serialized)
struct ApproveReportTests {
    static func layout(_ y: Double) throws -> ComputedLayout {
        var headline = View(id: "headline", frame: Rect(x: 16, y: y, width: 200, height: 40))
        headline.backgroundColor = Color(hex: "#3366FF")
        let root = ViewControllerNode.viewController(ViewController(id: "s", view: View(id: "root", subviews: [headline])))
        return try LayoutEngine.compute(root, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: "iPhone SE (3rd generation)"), orientation: .portrait))
    }

    /// References recorded at y = 100 in a scratch package, then a failing check at y = 104.
    /// A run that recorded a reference and then failed against it; `draws`: with the pictures
    /// drawn after each check, as `report` would have drawn them.
    static func failedRun(in folder: String? = nil, draws: Bool = true) throws -> (root: String, artifacts: String, request: SnapshotRequest) {
        let root = (folder ?? CLI.scratch.path) + "/approve-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Tests/T", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let location = try SnapshotLocation.resolve(filePath: root + "/Tests/T/ScreenTests.swift", environment: [:])
        func request(_ layout: ComputedLayout, _ mode: RecordMode) -> SnapshotRequest {
            SnapshotRequest(layout: layout, options: .default, tolerance: .exact, recordMode: mode, recordModeSource: .argument,
                            verifyStrategy: .digest, location: location, baseName: "testScreen.iphone-se-3rd-generation-portrait",
                            testName: "testScreen", name: nil, file: root + "/Tests/T/ScreenTests.swift", line: 7)
        }
        let recorder = RunRecorder(environment: [EnvironmentKey.runID: "r1"])
        for (layout, mode) in [(try layout(100), RecordMode.all), (try layout(104), .never)] {
            let outcome = SnapshotVerifier(request: request(layout, mode), recorder: recorder).check()
            recorder.record([outcome.entry], artifactsRoot: location.artifactsRoot)
            if draws { try PictureDrawing.draw(outcome.entry) }
        }
        return (root, location.artifactsRoot, request(try layout(104), .never))
    }

    @Test("report: exit 1 with the failures listed, JSON merges the manifests; exit 2 without a run")
    func report() throws {
        let (_, artifacts, request) = try Self.failedRun()
        // The summary: counts, one line a snapshot, the page it wrote, the command.
        let short = try CLI.run(["report", "--artifacts", artifacts])
        #expect(short.status == 1, "\(short.stderr)")
        #expect(short.stdout.contains("failed (geometry): ScreenTests/testScreen on iPhone SE (3rd generation) portrait\n"), "\(short.stdout)")
        #expect(!short.stdout.contains("pixels differ: "), "\(short.stdout)")
        #expect(short.stdout.contains("review page: \(artifacts)/runs/r1/report/index.html"), "\(short.stdout)")
        #expect(FileManager.default.fileExists(atPath: "\(artifacts)/runs/r1/report/index.html"))
        // --list: every snapshot with its check's words.
        let text = try CLI.run(["report", "--artifacts", artifacts, "--list"])
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("2 snapshots checked by 1 process: 0 matched, 1 recorded, 1 failed"), "\(text.stdout)")
        #expect(text.stdout.contains("failed (geometry): ScreenTests/testScreen on iPhone SE (3rd generation) portrait"))
        #expect(text.stdout.contains(request.referencePath))
        // The check's own words follow: the geometry with its causes first.
        #expect(text.stdout.contains("    views[headline].frame: y 100 → 104"), "\(text.stdout)")
        #expect(text.stdout.contains("accept the failures: swift run -c release layout-snapshot approve --artifacts \(artifacts) --run r1"), "\(text.stdout)")
        let json = try CLI.run(["report", "--artifacts", artifacts, "--format", "json"])
        let manifest = try RunManifest.decode(Array(json.stdout.utf8))
        #expect(manifest.snapshots.map(\.result) == [.recorded, .failed])
        let none = try CLI.run(["report", "--artifacts", CLI.scratch.path + "/nothing-here"])
        #expect(none.status == 2 && none.stderr.contains("no test runs recorded here"), "\(none.stderr)")
        #expect(try CLI.run(["report", "--artifacts", artifacts, "--run", "nope"]).status == 2)
    }

    @Test("report draws the pictures a run left to the tool, then summarises it; approve draws the actual pictures it copies")
    func drawing() throws {
        let root = CLI.scratch.path + "/drawing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Tests/T", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let location = try SnapshotLocation.resolve(filePath: root + "/Tests/T/ScreenTests.swift", environment: [:])
        func check(_ y: Double, _ mode: RecordMode, run: String) throws -> SnapshotRequest {
            let request = SnapshotRequest(layout: try Self.layout(y), options: .default, tolerance: .exact, recordMode: mode, recordModeSource: .argument,
                                          verifyStrategy: .digest, location: location, baseName: "testScreen.iphone-se-3rd-generation-portrait",
                                          testName: "testScreen", name: nil, file: root + "/Tests/T/ScreenTests.swift", line: 7)
            let recorder = RunRecorder(environment: [EnvironmentKey.runID: run])
            recorder.record([SnapshotVerifier(request: request, recorder: recorder).check().entry], artifactsRoot: location.artifactsRoot)
            return request
        }
        let artifacts = location.artifactsRoot
        // A recording: the test wrote the geometry; report draws the reference's picture.
        let recorded = try check(100, .missing, run: "r1")
        #expect(!FileManager.default.fileExists(atPath: recorded.referencePath), "the test drew nothing")
        let first = try CLI.run(["report", "--artifacts", artifacts, "--run", "r1"])
        #expect(first.status == 1 && first.stderr.contains("drew 1 picture the tests left to the tool"), "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: recorded.referencePath))
        // A failure: report draws its actual, diff and review, and the page shows them.
        _ = try check(104, .never, run: "r2")
        let second = try CLI.run(["report", "--artifacts", artifacts, "--run", "r2"])
        #expect(second.stderr.contains("drew 3 pictures the tests left to the tool"), "\(second.stderr)")
        let manifest = try RunManifest.decode(Array(try CLI.run(["report", "--artifacts", artifacts, "--run", "r2", "--format", "json"]).stdout.utf8))
        let failed = try #require(manifest.snapshots.last?.artifacts)
        for path in [failed.actual, failed.diff, failed.review] { #expect(FileManager.default.fileExists(atPath: try #require(path))) }
        #expect(try CLI.run(["report", "--artifacts", artifacts, "--run", "r2"]).stderr.contains("drew") == false, "nothing is drawn twice")
        // Approve straight after a failing run: it draws the actual picture it copies.
        let moved = try check(108, .never, run: "r3")
        let approved = try CLI.run(["approve", "--artifacts", artifacts, "--run", "r3"])
        #expect(approved.status == 0, "\(approved.stderr)")
        let png = try #require(FileManager.default.contents(atPath: moved.referencePath)).map { $0 }
        #expect(try SnapshotFile(path: "x.png", bytes: png).trustedRenderInputs == LayoutRenderer.inputDigest(of: moved.layout))
        let after = SnapshotVerifier(request: moved, recorder: RunRecorder(environment: [EnvironmentKey.runID: "r4"])).check()
        #expect(after.passed && after.entry.detail == .renderInputs)
    }

    @Test("report's summary names ten snapshots, counts the rest and says how to list them; --list names every one")
    func summaryLimit() throws {
        let artifacts = CLI.scratch.appendingPathComponent("many-\(UUID().uuidString)").path
        let entries = (0..<13).map { k in
            var entry = ManifestAndFixtures.matched
            entry.result = .failed
            entry.detail = .missing
            entry.name = "n\(k)"
            entry.reference = "/p/x.n\(k).png"
            return entry
        }
        RunRecorder(environment: [EnvironmentKey.runID: "m1"]).record(entries, artifactsRoot: artifacts)
        let short = try CLI.run(["report", "--artifacts", artifacts])
        #expect(short.status == 1)
        #expect(short.stdout.components(separatedBy: "failed (missing): ").count - 1 == 10, "\(short.stdout)")
        #expect(short.stdout.contains("… and 3 more (--list shows every one, with what its check found)"), "\(short.stdout)")
        let all = try CLI.run(["report", "--artifacts", artifacts, "--list"])
        #expect(all.stdout.components(separatedBy: "failed (missing): ").count - 1 == 13, "\(all.stdout)")
        #expect(!all.stdout.contains("more (--list"))
    }

    @Test("approve: copies the actual over the reference so the next verify matches; filters; exit 1 when nothing matches")
    func approve() throws {
        let (_, artifacts, request) = try Self.failedRun()
        let before = FileManager.default.contents(atPath: request.referencePath)
        // Filters name a reference exactly: parts of names do not match.
        for filter in ["OtherTests", "ScreenTest", "testScreen.iphone-se"] {
            let nothing = try CLI.run(["approve", "--artifacts", artifacts, filter])
            #expect(nothing.status == 1 && nothing.stderr.contains("no snapshot of the run is named \"\(filter)\""), "\(nothing.stderr)")
        }
        for filter in ["ScreenTests", "ScreenTests/testScreen", "testScreen.iphone-se-3rd-generation-portrait.png", request.referencePath] {
            let dry = try CLI.run(["approve", "--artifacts", artifacts, "--dry-run", filter])
            #expect(dry.status == 0 && dry.stdout.contains("would write \(request.referencePath)"), "\(filter): \(dry.stderr)")
        }
        #expect(try CLI.run(["approve", "--artifacts", CLI.scratch.path + "/none"]).status == 2)
        let dry = try CLI.run(["approve", "--artifacts", artifacts, "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.contains("would write \(request.referencePath)"))
        #expect(FileManager.default.contents(atPath: request.referencePath) == before)
        #expect(SnapshotVerifier(request: request, recorder: RunRecorder(environment: [EnvironmentKey.runID: "r2"])).check().passed == false)
        let done = try CLI.run(["approve", "--artifacts", artifacts, request.referencePath])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stdout.contains("wrote \(request.referencePath)") && done.stdout.contains("wrote \(request.geometryPath)"))
        let after = SnapshotVerifier(request: request, recorder: RunRecorder(environment: [EnvironmentKey.runID: "r2"])).check()
        #expect(after.passed)
        #expect(after.entry.detail == .renderInputs)
        // A run where everything matched reports exit 0.
        let recorder = RunRecorder(environment: [EnvironmentKey.runID: "r3"])
        recorder.record([after.entry], artifactsRoot: artifacts)
        let clean = try CLI.run(["report", "--artifacts", artifacts, "--run", "r3"])
        #expect(clean.status == 0 && clean.stdout.contains("1 matched, 0 recorded, 0 failed"), "\(clean.stdout)")
    }

    @Test("prune keeps the newest runs and removes only run folders with manifests")
    func prune() throws {
        let (_, artifacts, _) = try Self.failedRun()
        for id in ["r2", "r3"] {
            RunRecorder(environment: [EnvironmentKey.runID: id, EnvironmentKey.keepRuns: "0"])
                .record([ManifestAndFixtures.matched], artifactsRoot: artifacts)
        }
        try FileManager.default.createDirectory(atPath: artifacts + "/runs/not-ours", withIntermediateDirectories: true)
        let kept = try CLI.run(["prune", "--artifacts", artifacts, "--keep", "2"])
        #expect(kept.status == 0 && kept.stdout.split(separator: "\n").count == 1, "\(kept.stdout) \(kept.stderr)")
        // The default is the variable's count (10 here): nothing goes; 0 keeps all, as the variable.
        #expect(try CLI.run(["prune", "--artifacts", artifacts]).stdout.isEmpty)
        #expect(try CLI.run(["prune", "--artifacts", artifacts, "--keep", "0"]).stdout.isEmpty)
        let all = try CLI.run(["prune", "--artifacts", artifacts, "--all"])
        #expect(all.status == 0 && all.stdout.split(separator: "\n").count == 2, "\(all.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts + "/runs") == ["not-ours"])
        #expect(try CLI.run(["prune", "--artifacts", artifacts, "--keep=-1"]).status == 2)
    }
}

enum ManifestAndFixtures {
    static let matched = ManifestEntry(
        test: "ScreenTests/x", file: "ScreenTests.swift", line: 1, device: "iPhone SE (3rd generation)", slug: "iphone-se-3rd-generation",
        orientation: "portrait", name: nil, result: .matched, detail: .renderInputs, recordMode: .never, recordModeSource: .argument,
        reference: "/p/x.png", geometryReference: "/p/x.json", wroteReference: false)
}
