import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore

/// A check fails on the layout's Auto Layout issues when its request says so, after comparing and
/// recording as usual; the manifest lists them.
@Suite("snapshot check: Auto Layout issues")
struct AutoLayoutCheckTests {
    static func flagged(headlineY: Double = 100) throws -> ComputedLayout {
        var layout = try Screens.layout(headlineY: headlineY)
        layout.diagnostics = [
            Diagnostic(kind: .ambiguousLayout, id: "headline", message: AutoLayoutWording.ambiguous(view: "headline", attribute: "minX"), attribute: "minX"),
            Diagnostic(id: "root", message: "a plain warning"),
        ]
        return layout
    }

    static func request(_ layout: ComputedLayout, _ package: TemporaryPackage, mode: RecordMode, issues: AutoLayoutIssueMode) throws -> SnapshotRequest {
        var request = try Screens.request(layout, in: package, mode: mode)
        request.autoLayoutIssues = issues
        return request
    }

    @Test("fail: a match becomes a failure (detail autoLayout) that lists the issue; ignore: a match")
    func matchWithIssues() throws {
        let package = try TemporaryPackage()
        let layout = try Self.flagged()
        #expect(!Screens.verify(try Self.request(layout, package, mode: .all, issues: .ignore)).passed)  // recorded
        let ignored = Screens.verify(try Self.request(layout, package, mode: .never, issues: .ignore))
        #expect(ignored.passed && ignored.message == nil && ignored.entry.result == .matched && ignored.entry.autoLayoutIssues == nil)
        let failed = Screens.verify(try Self.request(layout, package, mode: .never, issues: .fail))
        #expect(!failed.passed && failed.outcome.passed, "the comparison matched; the issues fail the check")
        #expect(failed.entry.result == .failed && failed.entry.detail == .autoLayout)
        #expect(failed.entry.autoLayoutIssues == ["view \"headline\" has an ambiguous layout: its horizontal position (minX) is not determined by its constraints"])
        #expect(failed.autoLayoutIssues.count == 1, "a plain warning is not an Auto Layout issue")
        let message = try #require(failed.message)
        #expect(message == """
            Layout snapshot testScreen.iphone-se-3rd-generation-portrait matches its reference (iPhone SE (3rd generation) portrait), but its layout has 1 Auto Layout issue:
                view "headline" has an ambiguous layout: its horizontal position (minX) is not determined by its constraints
            """)
        #expect(failed.entry.message == message)
    }

    @Test("a mismatch keeps its own result and detail, and adds the issues")
    func mismatchWithIssues() throws {
        let package = try TemporaryPackage()
        _ = Screens.verify(try Self.request(try Self.flagged(), package, mode: .all, issues: .ignore))
        let check = Screens.verify(try Self.request(try Self.flagged(headlineY: 104), package, mode: .never, issues: .fail))
        #expect(check.entry.result == .failed && check.entry.detail == .geometry)
        #expect(check.entry.autoLayoutIssues?.count == 1)
        let message = try #require(check.message)
        #expect(message.hasPrefix("Layout snapshot testScreen.iphone-se-3rd-generation-portrait does not match its reference"))
        #expect(message.contains("\n  and its layout has 1 Auto Layout issue:\n    view \"headline\" has an ambiguous layout"))
    }

    @Test("a recording still records with the issues failing it")
    func recordingWithIssues() throws {
        let package = try TemporaryPackage()
        let check = Screens.verify(try Self.request(try Self.flagged(), package, mode: .missing, issues: .fail))
        #expect(check.entry.result == .recorded && check.entry.wroteReference && check.entry.autoLayoutIssues?.count == 1)
        #expect(package.snapshotFiles().count == 2)
        #expect(check.message?.contains("and its layout has 1 Auto Layout issue:") == true)
    }
}
