import Foundation
import SharedTestSupport
import ImageDiff
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

@Suite("run manifest and approval")
struct ManifestAndApprovalTests {
    static func entry(_ reference: String, _ result: ManifestEntry.Result, test: String = "ScreenTests/layout_on", actual: String? = "/tmp/a.png") -> ManifestEntry {
        var e = ManifestEntry(test: test, file: "ScreenTests.swift", line: 3, device: "iPhone SE (3rd generation)", slug: "iphone-se-3rd-generation",
                              orientation: "portrait", name: nil, result: result, detail: result == .failed ? .pixels : .renderInputs, recordMode: .never, recordModeSource: .argument,
                              reference: reference, geometryReference: String(reference.dropLast(4)) + ".json", wroteReference: false)
        if result == .failed, let actual { e.artifacts = ManifestEntry.Artifacts(actual: actual, actualGeometry: String(actual.dropLast(4)) + ".json") }
        return e
    }

    static func manifest(_ entries: [ManifestEntry]) -> RunManifest {
        RunManifest(runID: "r", pid: 1, startedAt: "", snapshots: entries)
    }

    @Test("the last check of a reference decides: a later match cancels an earlier failure")
    func lastCheckWins() throws {
        let a = "/p/__Snapshots__/ScreenTests/layout_on.iphone-se-3rd-generation-portrait.png"
        let b = "/p/__Snapshots__/ScreenTests/other.iphone-se-3rd-generation-portrait.png"
        let items = try Approval.candidates(in: [Self.manifest([Self.entry(a, .failed), Self.entry(b, .failed), Self.entry(a, .matched)])], filters: [])
        #expect(items.map(\.reference) == [b])
        let again = try Approval.candidates(in: [Self.manifest([Self.entry(a, .matched), Self.entry(a, .failed)])], filters: [])
        #expect(again.map(\.reference) == [a])
    }

    @Test("filters name references exactly, as written in the test or as the manifest spells them; an unknown one is an error")
    func filters() throws {
        let a = "/p/__Snapshots__/ScreenTests/layout_on.iphone-se-3rd-generation-portrait.png"
        let run = [Self.manifest([Self.entry(a, .failed)])]
        for filter in [a, "layout_on.iphone-se-3rd-generation-portrait.png", "ScreenTests/layout_on", "ScreenTests/layout(on:)", "ScreenTests"] {
            #expect(try Approval.candidates(in: run, filters: [filter]).count == 1, "\(filter)")
        }
        #expect {
            try Approval.candidates(in: run, filters: ["ScreenTests", "ScreenTest"])
        } throws: { "\($0)".contains("no snapshot of the run is named \"ScreenTest\"") }
    }

    @Test("a manifest keeps numbers that are not finite, as strings, and reads them back")
    func nonFinite() throws {
        let root = TestScratch.folder("lst-core").appendingPathComponent(UUID().uuidString).path
        let recorder = RunRecorder(environment: [EnvironmentKey.runID: "nan"])
        var e = Self.entry("/p/x.png", .failed)
        e.ratio = .nan
        e.maxColorDistance = .infinity
        #expect(recorder.record([e], artifactsRoot: root) == nil)
        let bytes = try #require(FileManager.default.contents(atPath: recorder.manifestPath(artifactsRoot: root)))
        let decoded = try RunManifest.decode([UInt8](bytes))
        #expect(decoded.snapshots.first?.ratio?.isNaN == true && decoded.snapshots.first?.maxColorDistance == .infinity)
        // A manifest that cannot be written says why.
        #expect(recorder.record([e], artifactsRoot: "/proc/no-such-place") != nil)
    }

    @Test("a manifest entry survives writing and reading with every field set")
    func roundTrip() throws {
        var e = Self.entry("/p/x.png", .failed)
        e.name = "dark"
        e.referenceSeal = .broken
        e.differentPixels = 12
        e.ratio = 0.25
        e.maxColorDistance = 0.5
        e.boxes = [PixelRect(x: 1, y: 2, width: 3, height: 4)]
        e.geometryChanges = ["views[a].frame: [0, 0, 1, 1] → [0, 1, 1, 1]"]
        e.whyMoved = ["a y 0 → 1, +1: nothing near it moved the same way"]
        e.artifacts = ManifestEntry.Artifacts(reference: "/r.png", actual: "/a.png", diff: "/d.png", referenceGeometry: "/r.json", actualGeometry: "/a.json")
        e.message = "line one\nline \"two\""
        e.autoLayoutIssues = ["view \"a\" has an ambiguous layout: its height is not determined by its constraints"]
        e.detail = .autoLayout
        e.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        let manifest = Self.manifest([e, Self.entry("/p/y.png", .matched)])
        for pretty in [false, true] {
            let decoded = try RunManifest.decode(Array(manifest.encoded(pretty: pretty).utf8))
            #expect(decoded.snapshots == manifest.snapshots && decoded.runID == "r" && decoded.pid == 1)
        }
    }

    @Test("a damaged manifest is refused with the file, the JSON path and the value")
    func damaged() throws {
        let text = Self.manifest([Self.entry("/p/x.png", .failed)]).encoded()
        let wrong = text.replacingOccurrences(of: "\"result\":\"failed\"", with: "\"result\":\"broken\"")
        #expect {
            try RunManifest.decode(Array(wrong.utf8), file: "m.json")
        } throws: { "\($0)".hasPrefix("m.json: $.snapshots[0].result:") && "\($0)".contains("broken") }
        #expect(throws: SpecError.self) { try RunManifest.decode(Array(text.prefix(40).utf8), file: "m.json") }
    }

    @Test("an entry lists its content size category by UIKit's case name; a manifest without it (older runs) still reads; another word is refused")
    func contentSizeCategory() throws {
        var e = Self.entry("/p/x.png", .matched)
        e.contentSizeCategory = .accessibilityMedium
        let text = Self.manifest([e, Self.entry("/p/y.png", .matched)]).encoded()
        #expect(text.contains("\"orientation\":\"portrait\",\"contentSizeCategory\":\"accessibilityMedium\","), "\(text)")
        let decoded = try RunManifest.decode(Array(text.utf8))
        #expect(decoded.snapshots.map(\.contentSizeCategory) == [.accessibilityMedium, nil])
        #expect {
            try RunManifest.decode(Array(text.replacingOccurrences(of: "\"accessibilityMedium\"", with: "\"AX1\"").utf8), file: "m.json")
        } throws: { "\($0)".hasPrefix("m.json: $.snapshots[0].contentSizeCategory:") && "\($0)".contains("AX1") }
    }

    @Test("old runs are pruned when a run starts, keeping the newest; LAYOUT_SNAPSHOT_KEEP_RUNS sets how many")
    func pruning() throws {
        let root = TestScratch.folder("lst-core").appendingPathComponent(UUID().uuidString).path
        for index in 0..<5 {
            let folder = root + "/runs/old-\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/manifest-1.json"))
            let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder + "/manifest-1.json")
        }
        // Not ours (no manifest): never removed.
        try FileManager.default.createDirectory(atPath: root + "/runs/keep-me", withIntermediateDirectories: true)
        let recorder = RunRecorder(environment: [EnvironmentKey.runID: "now", EnvironmentKey.keepRuns: "3"])
        #expect(recorder.record([Self.entry("/p/x.png", .matched)], artifactsRoot: root) == nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: root + "/runs").sorted()
        #expect(left == ["keep-me", "now", "old-3", "old-4"])
        #expect(try RunPruning.resolveKeep([EnvironmentKey.keepRuns: "0"]) == 0)
        #expect(throws: ConfigurationError.self) { try RunPruning.resolveKeep([EnvironmentKey.keepRuns: "many"]) }
    }
}
