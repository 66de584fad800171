import Foundation
import XCTest
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports
@testable import LayoutSnapshotTesting

/// Sharding as CI machines do it (issue 12, point 5): three processes, each with its own
/// `LAYOUT_SNAPSHOT_SHARD=i/3`, references folder and artifacts folder (three machines), run the
/// same assertions; together they record every snapshot of the matrix once, and the merge of
/// their runs is complete. The children are copies of this test binary (`LST_SHARD_CHILD`).
final class ShardProcessTests: XCTestCase {
    static let devices: DeviceSelection = ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPad Air 11-inch (M2)", "iPhone 16 Pro Max"]
    private var unexpected: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        // The children record (mode all), which fails each assertion by design.
        if ProcessInfo.processInfo.environment["LST_SHARD_CHILD"] != nil, description.contains("Recorded layout snapshot") { return }
        unexpected.append(description)
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    private func assertions() {
        assertLayoutSnapshot(of: Screens.article(), on: Self.devices, orientations: [.portrait, .landscapeLeft], named: "a", record: .all, testName: "sharded")
        assertLayoutSnapshot(of: Screens.article(headlineY: 120), on: Self.devices, orientations: [.portrait], named: "b", record: .all, testName: "sharded")
        assertLayoutSnapshot(of: Screens.article(headlineY: 140), on: ["iPhone 15 Pro"], orientations: [.portrait], named: "c", record: .all, testName: "sharded")
    }

    func testThreeShardProcessesCheckEverySnapshotOnce() throws {
        if ProcessInfo.processInfo.environment["LST_SHARD_CHILD"] != nil {
            assertions()
            XCTAssertEqual(unexpected, [])
            // Each machine's pictures, drawn as its `report` would.
            let references = ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_DIR"]!
            Sandbox(existing: (references as NSString).deletingLastPathComponent).drawPictures()
            return
        }
        // The whole matrix, unsharded, for comparison.
        let whole = try Sandbox()
        let expected = Set(try Self.runChildren([whole.root], sharded: false).first!)
        XCTAssertEqual(expected.count, 2 * (8 + 4 + 1))
        var machines: [Sandbox] = []
        for _ in 1...3 { machines.append(try Sandbox()) }
        let parts = try Self.runChildren(machines.map(\.root), sharded: true)
        let all = parts.flatMap { $0 }
        XCTAssertEqual(all.count, expected.count, "a snapshot checked twice, or one missed")
        XCTAssertEqual(Set(all), expected)
        // Balanced: 13 snapshots over 3 machines, 4 or 5 each.
        XCTAssertTrue(parts.allSatisfy { (8...10).contains($0.count) }, "\(parts.map(\.count))")
        let merged = try ShardMerge.read(machines.map(\.artifacts))
        XCTAssertTrue(merged.complete)
        XCTAssertEqual(merged.shards, "3 shards of 3")
        XCTAssertEqual(merged.manifests.flatMap(\.snapshots).count, 13)
        XCTAssertEqual(unexpected, [])
    }

    /// Runs one child per folder (shard i/n of them when `sharded`), each with the folder's
    /// references and artifacts; the files each recorded.
    static func runChildren(_ roots: [String], sharded: Bool) throws -> [[String]] {
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var children: [Process] = []
        for (i, root) in roots.enumerated() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["LayoutSnapshotTestingTests.ShardProcessTests/testThreeShardProcessesCheckEverySnapshotOnce"]
            var environment = ProcessInfo.processInfo.environment
            environment["LST_SHARD_CHILD"] = "1"
            environment["LAYOUT_SNAPSHOT_DIR"] = root + "/__Snapshots__"
            environment["LAYOUT_SNAPSHOT_ARTIFACTS"] = root + "/artifacts"
            environment["LAYOUT_SNAPSHOT_RUN_ID"] = "machine-\(i + 1)"
            environment["LAYOUT_SNAPSHOT_SHARD"] = sharded ? "\(i + 1)/\(roots.count)" : nil
            process.environment = environment
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
            children.append(process)
        }
        for (i, process) in children.enumerated() {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "child \(i + 1) failed")
        }
        return roots.map { Sandbox(existing: $0).files() }
    }
}
