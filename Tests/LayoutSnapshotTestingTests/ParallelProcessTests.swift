import Foundation
import LayoutEngine
import LayoutRenderer
import PNGCodec
import XCTest
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting
import StrictJSON

/// What `swift test --parallel` does to one suite's references: several processes recording and
/// verifying the same files at once. This test starts copies of its own test binary as those
/// processes (the `LST_PARALLEL_CHILD` branch), then checks that every file left is whole.
final class ParallelProcessTests: XCTestCase {
    static let devices: DeviceSelection = ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPad Air 11-inch (M2)"]
    static let rounds = 8
    private var unexpected: [String] = []
    /// Recording fails an assertion by design; while this is set, those failures are expected.
    private var recording = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if recording, description.contains("Recorded layout snapshot") { return }
        unexpected.append(description)
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func testParallelProcessesRecordingAndVerifyingLeaveWholeFiles() throws {
        if let root = ProcessInfo.processInfo.environment["LST_PARALLEL_CHILD"] {
            try child(root: root, index: Int(ProcessInfo.processInfo.environment["LST_CHILD_INDEX"] ?? "0") ?? 0)
            return
        }
        let sandbox = try Sandbox()
        // The references exist before the children start, so verifying children never see a missing one.
        recording = true
        sandbox.run { withLayoutSnapshotTesting(record: .all) { assertLayoutSnapshotsForChildren() } }
        recording = false
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var children: [Process] = []
        for index in 0..<4 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["LayoutSnapshotTestingTests.ParallelProcessTests/testParallelProcessesRecordingAndVerifyingLeaveWholeFiles"]
            var environment = ProcessInfo.processInfo.environment
            environment["LST_PARALLEL_CHILD"] = sandbox.root
            environment["LST_CHILD_INDEX"] = "\(index)"
            process.environment = environment
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            children.append(process)
        }
        for (index, process) in children.enumerated() {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "child \(index) failed a verify or a write")
        }
        // Every file is whole: sealed PNGs that decode, geometry that is this layout's, no temporary files.
        let files = sandbox.files()
        XCTAssertEqual(files.filter { $0.contains(".tmp-") }, [])
        XCTAssertEqual(files.filter { $0.hasSuffix(".png") }.count, 6)
        for file in files where file.hasSuffix(".png") {
            let bytes = try XCTUnwrap(sandbox.bytes(file))
            XCTAssertEqual(SnapshotSeal.status(of: bytes), .intact, file)
            XCTAssertNoThrow(try PNGCodec.decode(bytes), file)
        }
        for file in files where file.hasSuffix(".json") {
            let text = String(decoding: try XCTUnwrap(sandbox.bytes(file)), as: UTF8.self)
            XCTAssertNoThrow(try JSONParser.parse(Array(text.utf8)), file)
        }
        // And a last verify of everything passes.
        sandbox.run { withLayoutSnapshotTesting(record: .never) { assertLayoutSnapshotsForChildren() } }
        XCTAssertEqual(unexpected, [])
    }

    /// Even children record everything (mode all) again and again; odd ones verify, half of them
    /// rendering every time.
    private func child(root: String, index: Int) throws {
        let sandbox = Sandbox(existing: root)
        let extra = index % 4 == 3 ? ["LAYOUT_SNAPSHOT_VERIFY": "render"] : [:]
        recording = index % 2 == 0
        for _ in 0..<Self.rounds {
            sandbox.run(extra) {
                withLayoutSnapshotTesting(record: index % 2 == 0 ? .all : .never) { assertLayoutSnapshotsForChildren() }
            }
        }
    }

    private func assertLayoutSnapshotsForChildren() {
        assertLayoutSnapshot(of: Screens.article(), on: Self.devices, named: "parallel", testName: "shared")
    }
}

extension Sandbox {
    init(existing root: String) { self.root = root }
}
