import Foundation
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting

/// The words a test adds to the core's message: how to record, re-run or accept, and the manifest.
@Suite("assertion messages")
struct AssertionMessageTests {
    @Test("a mismatch names the exact approve command and the manifest; a recording says to run again")
    func words() throws {
        let sandbox = try Sandbox()
        let recording = SwiftTestingAssertionTests.issues { sandbox.run { Article.check(named: "w", record: .all) } }
        #expect(recording.count == 1)
        #expect(recording.first?.message.contains("record mode all (argument) rewrites every reference.") == true, "\(recording)")
        #expect(recording.first?.message.contains("Recording fails the test. Draw its picture with: swift run -c release layout-snapshot report --artifacts \(sandbox.artifacts) --run ") == true, "\(recording)")
        let failing = SwiftTestingAssertionTests.issues { sandbox.run { Article.check(headlineY: 104, named: "w", record: .never) } }
        let message = try #require(failing.first?.message)
        #expect(message.contains("  To accept this change: swift run -c release layout-snapshot approve --artifacts \(sandbox.artifacts) --run "), "\(message)")
        #expect(message.contains("  run manifest: \(sandbox.artifacts)/runs/"))
        #expect(message.contains("review the run: swift run -c release layout-snapshot report --artifacts \(sandbox.artifacts) --run "), "\(message)")
        // The core's facts come first, the test's words after the artifacts.
        let facts = try #require(message.range(of: "views[headline].frame: y 100 → 104"))
        let accept = try #require(message.range(of: "To accept this change"))
        #expect(facts.lowerBound < accept.lowerBound)
        // Why it moved, inferred from the two geometry files (Docs/snapshot-checks.md, "Why a view moved").
        #expect(message.contains("  why it moved (inferred from the geometry files):\n    headline y 100 → 104: its top is"), "\(message)")
        #expect(message.contains("and nothing near it moved: its own frame or constraints changed"), "\(message)")
        let missing = SwiftTestingAssertionTests.issues { sandbox.run { Article.check(named: "absent", record: .never) } }
        #expect(missing.first?.message.contains("To record it: LAYOUT_SNAPSHOT_RECORD=missing swift test") == true)
    }

    /// One call site for both runs (`ReferenceClaims`).
    static func checkText(top: Double, record: RecordMode) {
        assertLayoutSnapshot(of: Screens.dynamicType(top: top), on: Screens.device, orientations: [.portrait], named: "why", record: record)
    }

    @Test("a moved view's message says why and names the model's constraints on that axis")
    func whyWithConstraints() throws {
        let sandbox = try Sandbox()
        _ = SwiftTestingAssertionTests.issues { sandbox.run { Self.checkText(top: 8, record: .all) } }
        let failing = SwiftTestingAssertionTests.issues { sandbox.run { Self.checkText(top: 12, record: .never) } }
        let message = try #require(failing.first?.message)
        #expect(message.contains("    title y "), "\(message)")
        #expect(message.contains("its top is 12 from root's safe-area top, was 8"), "\(message)")
        #expect(message.contains("      its constraints: title.top == root.safeArea.top + 12"), "\(message)")
        #expect(!message.contains("title.leading =="), "only the constraints of the axis it moved along")
    }
}

