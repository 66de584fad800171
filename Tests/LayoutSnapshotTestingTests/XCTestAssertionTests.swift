import Foundation
import LayoutEngine
import XCTest
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting

/// `assertLayoutSnapshot` under XCTest: failures go through `XCTFail` at the calling line. This
/// case captures them (overriding `recordFailure`) so it can check them instead of failing.
final class XCTestAssertionTests: XCTestCase {
    private var captured: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing { captured.append((description, filePath, lineNumber)) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func failures(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testEveryModeAgainstMatchMismatchMissing() throws {
        for mode in RecordMode.allCases {
            for situation in Situation.allCases {
                let sandbox = try Sandbox()
                let name = "\(mode)-\(situation)"
                let file = "XCTestAssertionTests/testEveryModeAgainstMatchMismatchMissing.\(Screens.slug)-portrait.\(name)"
                if situation != .missing {
                    let recording = failures { sandbox.run { Article.check(named: name, record: .all) } }
                    XCTAssertEqual(recording.count, 1, name)
                }
                let before = sandbox.bytes(file + ".png")
                let found = failures {
                    sandbox.run { Article.check(headlineY: situation == .mismatch ? 104 : 100, named: name, record: mode) }
                }
                let expected = expectedOutcome(mode, situation)
                XCTAssertEqual(found.count, expected.fails ? 1 : 0, name)
                if expected.fails, let failure = found.first {
                    XCTAssertEqual(failure.line, Article.line, "\(name): the failure points at the assertion")
                    XCTAssertEqual(failure.file, #filePath, name)
                    XCTAssertTrue(failure.message.contains(expected.says), "\(name): \(failure.message)")
                }
                if mode == .never && situation == .missing {
                    XCTAssertEqual(sandbox.files(), [], name)
                } else {
                    XCTAssertEqual(sandbox.files(), [file + ".json", file + ".png"], name)
                    if !expected.writes { XCTAssertEqual(sandbox.bytes(file + ".png"), before, name) }
                    if expected.writes && situation == .mismatch { XCTAssertNotEqual(sandbox.bytes(file + ".png"), before, name) }
                }
            }
        }
    }

    func testCIDefaultIsNever() throws {
        let sandbox = try Sandbox()
        let found = failures { sandbox.run(["CI": "1"]) { Article.check() } }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("record mode never, CI default") ?? false)
        XCTAssertEqual(sandbox.files(), [])
        // LAYOUT_SNAPSHOT_RECORD overrides the CI default.
        let recorded = failures { sandbox.run(["CI": "1", "LAYOUT_SNAPSHOT_RECORD": "missing"]) { Article.check() } }
        XCTAssertTrue(recorded.first?.message.contains("(record mode missing, environment)") == true, recorded.first?.message ?? "")
        XCTAssertEqual(sandbox.files().count, 2)
    }

    func testScopeAndUnnamedNumbering() throws {
        let sandbox = try Sandbox()
        let found = failures {
            sandbox.run {
                withLayoutSnapshotTesting(record: .all, orientations: [.portrait]) {
                    assertLayoutSnapshot(of: Screens.article(), on: Screens.device)
                    assertLayoutSnapshot(of: Screens.article(headlineY: 300), on: Screens.device)
                }
            }
        }
        XCTAssertEqual(found.count, 2)
        let base = "XCTestAssertionTests/testScopeAndUnnamedNumbering.\(Screens.slug)-portrait"
        XCTAssertEqual(sandbox.files(), [base + ".2.json", base + ".2.png", base + ".json", base + ".png"])
    }

    /// The category sweep under XCTest: recorded, then verified, each category its own file and
    /// its own failure at the assertion's line.
    func testContentSizeCategorySweep() throws {
        let sandbox = try Sandbox()
        let recorded = failures { sandbox.run { Self.sweep(record: .missing) } }
        XCTAssertEqual(recorded.count, 3)
        XCTAssertTrue(recorded.allSatisfy { $0.line == Self.sweepLine && $0.message.contains("no reference existed") }, "\(recorded)")
        let base = "XCTestAssertionTests/testContentSizeCategorySweep.\(Screens.slug)-portrait"
        XCTAssertEqual(sandbox.files(), [base + "-ax1.sweep.json", base + "-ax1.sweep.png", base + "-xs.sweep.json", base + "-xs.sweep.png",
                                         base + ".sweep.json", base + ".sweep.png"])
        XCTAssertEqual(failures { sandbox.run { Self.sweep(record: .never) } }.count, 0)
        // A reference removed from the sweep is missing alone: the others still match.
        try FileManager.default.removeItem(atPath: sandbox.snapshots + "/" + base + "-xs.sweep.png")
        let missing = failures { sandbox.run { Self.sweep(record: .never) } }
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing.first?.message.contains("(iPhone SE (3rd generation) portrait XS (sweep))") ?? false, missing.first?.message ?? "")
    }

    static let sweepLine = #line + 2
    static func sweep(record: RecordMode) {
        assertLayoutSnapshot(of: Screens.dynamicType(), on: Screens.device, orientations: [.portrait], named: "sweep", record: record,
                             contentSizeCategories: [.extraSmall, .large, .accessibilityMedium], testName: "testContentSizeCategorySweep()")
    }

    func testCorruptedReferenceFailsClearly() throws {
        let sandbox = try Sandbox()
        _ = failures { sandbox.run { Article.check(named: "c", record: .all) } }
        let path = sandbox.snapshots + "/XCTestAssertionTests/testCorruptedReferenceFailsClearly.\(Screens.slug)-portrait.c.png"
        let good = try XCTUnwrap(FileManager.default.contents(atPath: path))
        try good.prefix(good.count - 30).write(to: URL(fileURLWithPath: path))
        let found = failures { sandbox.run { Article.check(named: "c", record: .missing) } }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("is not a readable PNG") ?? false, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("truncated") ?? false, found.first?.message ?? "")
    }

    func testTestsAreToldApartByClassOnceTheObserverRuns() {
        _ = IssueReporter.currentTestIdentity(filePath: #filePath, testName: #function)  // registers the observer
        XCTestCaseTracker.shared.testCaseWillStart(self)
        XCTAssertEqual(IssueReporter.currentTestIdentity(filePath: #filePath, testName: #function), "xctest:\(name)")
        XCTAssertTrue(name.contains("XCTestAssertionTests"), name)
    }
}
