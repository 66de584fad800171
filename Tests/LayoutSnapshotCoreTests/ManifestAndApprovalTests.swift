import Foundation
import SharedTestSupport
import Testing
@testable import LayoutSnapshotCore

@Suite("run manifest and approval")
struct ManifestAndApprovalTests {
    static func entry(_ reference: String, _ result: ManifestEntry.Result, test: String = "ScreenTests/layout_on", actual: String? = "/tmp/a.png") -> ManifestEntry {
        var e = ManifestEntry(test: test, file: "ScreenTests.swift", line: 3, device: "iPhone SE (3rd generation)", slug: "iphone-se-3rd-generation",
                              orientation: "portrait", name: nil, result: result, detail: "", recordMode: .never, recordModeSource: .argument,
                              reference: reference, geometryReference: String(reference.dropLast(4)) + ".json", wroteReference: false)
        if result == .failed, let actual { e.artifacts = .init(actual: actual, actualGeometry: String(actual.dropLast(4)) + ".json") }
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
}
