import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports
@testable import LayoutSnapshotTesting

/// `LAYOUT_SNAPSHOT_SHARD=i/n` (issue 12, point 5): each machine checks a stable, balanced part of
/// every assertion's matrix; the parts together check every snapshot once.
@Suite("sharding the matrix")
struct ShardTests {
    @Test("i/n is read with 1 ≤ i ≤ n; anything else is a clear error naming the variable and the value")
    func parsing() throws {
        #expect(try Shard.resolve(["LAYOUT_SNAPSHOT_SHARD": " 2/3 "]) == Shard(index: 2, count: 3))
        #expect(try Shard.resolve([:]) == nil && Shard.resolve(["LAYOUT_SNAPSHOT_SHARD": ""]) == nil)
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/2/3", "-1/2"] {
            #expect(throws: ConfigurationError.self) { try Shard.resolve(["LAYOUT_SNAPSHOT_SHARD": bad]) }
            do { _ = try Shard.resolve(["LAYOUT_SNAPSHOT_SHARD": bad]) } catch {
                #expect(error.description.contains("LAYOUT_SNAPSHOT_SHARD=\"\(bad)\""), "\(error)")
            }
        }
    }

    @Test("the parts of a matrix are disjoint, cover it, and differ in size by at most one, for every size and count")
    func partition() throws {
        for n in 1...6 {
            for m in 0...25 {
                for key in ["T/a/", "T/b/x", "Other/c/"] {
                    let parts = try (1...n).map { try Shard(index: $0, count: n).positions(of: m, key: key) }
                    #expect(parts.flatMap { $0 }.sorted() == Array(0..<m))
                    let sizes = parts.map(\.count)
                    #expect(sizes.max()! - sizes.min()! <= 1)
                }
            }
        }
        // Stable: the same everywhere (FNV-1a, not the per-process seeded Hasher).
        #expect(Shard.hash("T/a/") == 0x2E4B_F2F9_FE90_7350)  // FNV-1a 64 of the bytes, computed apart
        #expect(Shard.hash("") == 0xCBF2_9CE4_8422_2325)
    }

    static func assertMatrix(testName: String) {
        assertLayoutSnapshot(of: Screens.dynamicType(), on: ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPad mini (6th generation)"],
                             orientations: [.portrait, .landscapeLeft], named: "matrix", record: .all,
                             contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge], testName: testName)
    }

    @Test("three shards record every snapshot of the matrix once, each manifest names its shard, and the merge of the three is complete")
    func threeShards() throws {
        let whole = try Sandbox()
        _ = ContentSizeSweepTests.issues { whole.run { Self.assertMatrix(testName: "shards") } }
        let all = Set(whole.files())
        #expect(all.count == 24, "\(all.count)")
        var seen: [String] = []
        var sandboxes: [Sandbox] = []
        for i in 1...3 {
            let sandbox = try Sandbox()
            sandboxes.append(sandbox)
            let issues = ContentSizeSweepTests.issues { sandbox.run(["LAYOUT_SNAPSHOT_SHARD": "\(i)/3"]) { Self.assertMatrix(testName: "shards") } }
            #expect(issues.count == 4, "shard \(i): \(issues.count) snapshots")
            seen += sandbox.files()
            let manifest = try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: RunRecorder.shared.manifestPath(artifactsRoot: sandbox.artifacts)))))
            #expect(manifest.shard == "\(i)/3")
        }
        // Nothing checked twice, nothing missed; the same files as the whole run wrote.
        #expect(seen.count == all.count && Set(seen) == all)
        let merged = try ShardMerge.read(sandboxes.map(\.artifacts))
        #expect(merged.complete && merged.shards == "3 shards of 3" && merged.manifests.flatMap(\.snapshots).count == 12)
        let partial = try ShardMerge.read([sandboxes[0].artifacts, sandboxes[2].artifacts])
        #expect(!partial.complete && partial.missing == ["2/3"])
    }

    @Test("a shard with none of an assertion's snapshots passes and still writes its manifest")
    func emptyShare() throws {
        var wrote = 0
        for i in 1...3 {
            let sandbox = try Sandbox()
            let issues = ContentSizeSweepTests.issues {
                sandbox.run(["LAYOUT_SNAPSHOT_SHARD": "\(i)/3"]) {
                    assertLayoutSnapshot(of: Screens.article(), on: Screens.device, orientations: [.portrait], named: "one", record: .all, testName: "oneTarget")
                }
            }
            wrote += sandbox.files().count
            let path = RunRecorder.shared.manifestPath(artifactsRoot: sandbox.artifacts)
            let manifest = try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
            #expect(manifest.shard == "\(i)/3" && manifest.snapshots.count == issues.count)
        }
        #expect(wrote == 2)  // the one reference and its geometry, in one shard
    }
}
