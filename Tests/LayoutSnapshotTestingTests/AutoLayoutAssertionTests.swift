import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting

/// A screen whose layout has what the engine reports for broken constraints: the article, with
/// `diagnostics` and its headline flagged.
struct FlaggedArticle: LayoutSnapshotSubject {
    var diagnostics: [Diagnostic] = [FlaggedArticle.conflict, FlaggedArticle.ambiguity]
    var headlineY: Double = 100

    static let conflict = Diagnostic(
        kind: .unsatisfiableConstraints, id: "headline",
        message: AutoLayoutWording.unsatisfiable(constraints: ["headline.width == 100", "headline.width == 200"], broken: "headline.width == 200"),
        constraints: ["headline.width == 100", "headline.width == 200"], brokenConstraint: "headline.width == 200")
    static let ambiguity = Diagnostic(
        kind: .ambiguousLayout, id: "headline", message: AutoLayoutWording.ambiguous(view: "headline", attribute: "height"), attribute: "height")

    func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        var layout = try Screens.article(headlineY: headlineY).layoutSnapshot(in: environment)
        layout.diagnostics = diagnostics
        for index in layout.views.indices where layout.views[index].id == "headline" {
            layout.views[index].hasAmbiguousLayout = diagnostics.contains { $0.kind == .ambiguousLayout }
            layout.views[index].hasConflictingConstraints = diagnostics.contains { $0.kind == .unsatisfiableConstraints }
        }
        return layout
    }
}

/// Auto Layout issues fail an assertion (one issue per device and orientation, in UIKit's words)
/// unless the test lets them pass: by argument, scope or trait.
@Suite("assertLayoutSnapshot: Auto Layout issues")
struct AutoLayoutAssertionTests {
    static let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]

    /// The one call site of these tests (so a recording and a later check share a reference).
    static func check(_ subject: FlaggedArticle = FlaggedArticle(), named name: String, record: RecordMode? = nil,
                      autoLayoutIssues: AutoLayoutIssueMode? = nil, testName: String = #function) {
        assertLayoutSnapshot(of: subject, on: Screens.device, orientations: orientations, named: name, record: record,
                             autoLayoutIssues: autoLayoutIssues, testName: testName)
    }

    static func manifest(_ sandbox: Sandbox) throws -> RunManifest {
        let path = RunRecorder.shared.manifestPath(artifactsRoot: sandbox.artifacts)
        return try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
    }

    @Test("by default a matching snapshot with Auto Layout issues fails once per device and orientation, listing them as UIKit logs them")
    func failsByDefault() throws {
        let sandbox = try Sandbox()
        let recording = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "a", record: .all, autoLayoutIssues: .ignore) } }
        #expect(recording.count == 2 && recording.allSatisfy { !$0.message.contains("Auto Layout") })
        let issues = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "a") } }
        #expect(issues.count == 2)
        for (issue, orientation) in zip(issues, Self.orientations) {
            let message = issue.message
            #expect(message.hasPrefix("Layout snapshot failsByDefault.\(Screens.slug)-\(orientation.rawValue).a matches its reference (iPhone SE (3rd generation) \(orientation.rawValue) (a)), but its layout has 2 Auto Layout issues:"), "\(message)")
            #expect(message.contains("""
                    Unable to simultaneously satisfy constraints.
                        Probably at least one of the constraints in the following list is one you don't want.
                """))
            #expect(message.contains("""
                    (
                        "<headline.width == 100>",
                        "<headline.width == 200>"
                    )

                    Will attempt to recover by breaking constraint
                    <headline.width == 200>

                    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                    view "headline" has an ambiguous layout: its height is not determined by its constraints
                  Fix the constraints, or let these issues pass with autoLayoutIssues: .ignore
                """), "\(message)")
            #expect(!message.contains("approve"), "nothing to approve: the pictures match")
        }
        let entries = try Self.manifest(sandbox).snapshots.filter { $0.name == "a" && $0.result == .failed }
        #expect(entries.count == 2 && entries.allSatisfy { $0.detail == .autoLayout })
        #expect(entries.first?.autoLayoutIssues == [FlaggedArticle.conflict.message, FlaggedArticle.ambiguity.message])
    }

    @Test("autoLayoutIssues: .ignore lets them pass; plain warnings never fail")
    func ignore() throws {
        let sandbox = try Sandbox()
        _ = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "b", record: .all) } }
        #expect(SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "b", autoLayoutIssues: .ignore) } }.isEmpty)
        let warning = FlaggedArticle(diagnostics: [Diagnostic(id: "nav", message: "no geometry for the bar")])
        _ = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(warning, named: "c", record: .all) } }
        #expect(SwiftTestingAssertionTests.issues { sandbox.run { Self.check(warning, named: "c") } }.isEmpty)
        let entries = try Self.manifest(sandbox).snapshots.filter { $0.name == "b" && $0.result == .matched }
        #expect(entries.count == 2 && entries.allSatisfy { $0.autoLayoutIssues == nil })
    }

    @Test("the scope sets it; the argument wins over the scope")
    func scope() throws {
        let sandbox = try Sandbox()
        _ = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "d", record: .all, autoLayoutIssues: .ignore) } }
        let ignored = SwiftTestingAssertionTests.issues {
            sandbox.run { withLayoutSnapshotTesting(autoLayoutIssues: .ignore) { withLayoutSnapshotTesting(record: .never) { Self.check(named: "d") } } }
        }
        #expect(ignored.isEmpty)
        let failed = SwiftTestingAssertionTests.issues {
            sandbox.run { withLayoutSnapshotTesting(autoLayoutIssues: .ignore) { Self.check(named: "d", autoLayoutIssues: .fail) } }
        }
        #expect(failed.count == 2 && failed.allSatisfy { $0.message.contains("Auto Layout issues") })
        let inner = SwiftTestingAssertionTests.issues {
            sandbox.run { withLayoutSnapshotTesting(autoLayoutIssues: .ignore) { withLayoutSnapshotTesting(autoLayoutIssues: .fail) { Self.check(named: "d") } } }
        }
        #expect(inner.count == 2)
    }

    @Test("the trait sets it for a test", .layoutSnapshots(autoLayoutIssues: .ignore))
    func trait() throws {
        let sandbox = try Sandbox()
        _ = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "e", record: .all) } }
        #expect(SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "e") } }.isEmpty)
        #expect(LayoutSnapshotConfiguration.current.autoLayoutIssues == .ignore)
    }

    @Test("a mismatch and Auto Layout issues are one failure per device and orientation; a recording still records")
    func combined() throws {
        let sandbox = try Sandbox()
        // No reference yet, mode missing: recorded, and the issues listed with it.
        let recorded = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(named: "f", record: .missing) } }
        #expect(recorded.count == 2)
        #expect(recorded.allSatisfy { $0.message.contains("no reference existed") && $0.message.contains("and its layout has 2 Auto Layout issues:") })
        #expect(sandbox.files().count == 4, "both orientations recorded: \(sandbox.files())")
        // The headline moved: the mismatch and the issues in one message.
        let moved = FlaggedArticle(headlineY: 104)
        let issues = SwiftTestingAssertionTests.issues { sandbox.run { Self.check(moved, named: "f", record: .never) } }
        #expect(issues.count == 2)
        for issue in issues {
            #expect(issue.message.contains("does not match its reference") && issue.message.contains("views[headline].frame: y 100 → 104"))
            #expect(issue.message.contains("and its layout has 2 Auto Layout issues:") && issue.message.contains("swift run -c release layout-snapshot approve"))
        }
        let entries = try Self.manifest(sandbox).snapshots.filter { $0.name == "f" && $0.detail == .geometry }
        #expect(entries.count == 2 && entries.allSatisfy { $0.autoLayoutIssues?.count == 2 })
    }
}
