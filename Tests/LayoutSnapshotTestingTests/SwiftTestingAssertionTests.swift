import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting

/// `assertLayoutSnapshot` under Swift Testing. The tests of what it reports collect its
/// failures (`IssueReporter.collector`) instead of letting them become issues, so the run does
/// not count dozens of known issues; `reportedAsIssue` checks the path through Swift Testing.
@Suite("assertLayoutSnapshot in Swift Testing")
struct SwiftTestingAssertionTests {
    /// The failures `body` reports, with their lines.
    static func issues(_ body: () -> Void) -> [(message: String, line: Int)] {
        let collector = IssueCollector()
        IssueReporter.$collector.withValue(collector, operation: body)
        return collector.failures.map { ($0.message, $0.line) }
    }

    @Test("the layout's warnings are said once an assertion, as a warning, with the snapshots they were on; they do not fail it")
    func warningsOnce() throws {
        let sandbox = try Sandbox()
        var badge = View(id: "badge")
        badge.backgroundColor = Color(hex: "#FF0000")
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480), subviews: [badge])
        let collector = IssueCollector()
        IssueReporter.$collector.withValue(collector) {
            // One call site (a reference has one owner): recorded, then verified.
            for mode in [RecordMode.all, .never] {
                sandbox.run { assertLayoutSnapshot(of: root, on: Screens.device, orientations: [.portrait, .landscapeLeft], named: "w", record: mode) }
            }
        }
        #expect(collector.failures.count == 2, "the recording's two issues; the verify passes")
        #expect(collector.warnings.count == 2, "once an assertion, not once a snapshot: \(collector.warnings)")
        let warning = try #require(collector.warnings.last)
        #expect(warning.hasPrefix("assertLayoutSnapshot: the layout of warningsOnce() has 1 warning (they do not fail the test):"), "\(warning)")
        #expect(warning.contains("view \"badge\" has no frame, no constraints and no intrinsic size") && warning.contains("(on every snapshot)"), "\(warning)")
    }

    @Test("a failure is a Swift Testing issue at the assertion's line: the run's one known issue")
    func reportedAsIssue() throws {
        let sandbox = try Sandbox()
        let lines = Collected()
        withKnownIssue {
            sandbox.run { Article.check(record: .never) }
        } matching: { issue in
            lines.append("\(issue.sourceLocation?.fileName ?? "") \(issue.sourceLocation?.line ?? -1)")
            return issue.comments.contains { $0.rawValue.contains("Nothing was written under __Snapshots__") }
        }
        #expect(lines.all == ["TestSupport.swift \(Article.line)"])
    }

    @Test("a failure attaches the reference picture; the actual, diff and review are left to the tool")
    func attachments() throws {
        let sandbox = try Sandbox()
        _ = Self.issues { sandbox.run { Article.check(named: "a", record: .all) } }
        let collector = IssueCollector()
        IssueReporter.$collector.withValue(collector) {
            sandbox.run { Article.check(headlineY: 104, named: "a", record: .never) }
        }
        let names = collector.failures.flatMap(\.attachments)
        #expect(names.contains { $0.hasSuffix(".reference.png") } && !names.contains { $0.hasSuffix(".actual.png") }, "\(names)")
    }

    @Test("every record mode × match, mismatch, missing", arguments: RecordMode.allCases, Situation.allCases)
    func matrix(mode: RecordMode, situation: Situation) throws {
        let sandbox = try Sandbox()
        let file = "SwiftTestingAssertionTests/matrix_mode_situation.\(Screens.slug)-portrait.m"
        if situation != .missing {
            let recording = Self.issues { sandbox.run { Article.check(named: "m", record: .all) } }
            #expect(recording.count == 1)
        }
        let before = sandbox.bytes(file + ".png")
        let issues = Self.issues {
            sandbox.run { Article.check(headlineY: situation == .mismatch ? 104 : 100, named: "m", record: mode) }
        }
        let expected = expectedOutcome(mode, situation)
        #expect(issues.count == (expected.fails ? 1 : 0))
        if expected.fails {
            #expect(issues[0].line == Article.line, "the failure points at the assertion")
            #expect(issues[0].message.contains(expected.says), "\(issues[0].message)")
        }
        if mode == .never && situation == .missing {
            #expect(sandbox.files().isEmpty)
        } else {
            #expect(sandbox.files() == [file + ".json", file + ".png"])
            if !expected.writes { #expect(sandbox.bytes(file + ".png") == before) }
            if expected.writes && situation == .mismatch { #expect(sandbox.bytes(file + ".png") != before) }
        }
    }

    @Test("the CI default is never: a missing reference fails and nothing is written")
    func ciDefault() throws {
        let sandbox = try Sandbox()
        let issues = Self.issues { sandbox.run(["CI": "true"]) { Article.check() } }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("record mode never, CI default") == true)
        #expect(sandbox.files().isEmpty)
        // Locally (no CI) the same call records.
        let local = Self.issues { sandbox.run { Article.check() } }
        #expect(local.first?.message.contains("local default") == true)
        #expect(sandbox.files().count == 2)
    }

    @Test("an unknown LAYOUT_SNAPSHOT_RECORD fails the assertion instead of being ignored")
    func unknownRecordValue() throws {
        let sandbox = try Sandbox()
        let issues = Self.issues { sandbox.run(["LAYOUT_SNAPSHOT_RECORD": "sometimes"]) { assertLayoutSnapshot(of: Screens.article(), on: Screens.device) } }
        #expect(issues.map(\.message) == ["assertLayoutSnapshot: LAYOUT_SNAPSHOT_RECORD=\"sometimes\" is not a record mode; expected one of never, missing, failed, all"])
        #expect(sandbox.files().isEmpty)
    }

    @Test("scope and trait: withLayoutSnapshotTesting sets the mode and devices; the argument wins; inner scopes override")
    func scope() throws {
        let sandbox = try Sandbox()
        let recorded = Self.issues {
            sandbox.run {
                withLayoutSnapshotTesting(record: .all, devices: ["iPhone SE (3rd generation)", "iPhone 15 Pro"]) {
                    Self.scoped()
                }
            }
        }
        #expect(recorded.count == 4, "two devices × portrait and landscapeLeft, each recorded")
        let quiet = Self.issues {
            sandbox.run {
                withLayoutSnapshotTesting(record: .all, devices: ["iPhone SE (3rd generation)", "iPhone 15 Pro"]) {
                    withLayoutSnapshotTesting(record: .never) { Self.scoped() }
                    Self.scoped(record: .missing)
                }
            }
        }
        #expect(quiet.isEmpty)
        #expect(sandbox.files().count == 8)
    }

    /// One call site for `scope`, which checks the same snapshots three times.
    static func scoped(record: RecordMode? = nil) {
        assertLayoutSnapshot(of: Screens.article(), named: "scoped", record: record, testName: "scope()")
    }

    @Test("the trait scopes a whole test", .layoutSnapshots(record: .never, devices: "iPhone 15 Pro", orientations: [.landscapeLeft]))
    func trait() throws {
        let sandbox = try Sandbox()
        let issues = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.article()) } }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("iPhone 15 Pro landscapeLeft") == true)
        #expect(issues.first?.message.contains("record mode never, scope") == true)
    }

    @Test("two unnamed assertions in one test get distinct, stable names")
    func unnamed() throws {
        let sandbox = try Sandbox()
        _ = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(of: Screens.article(), on: Screens.device, orientations: [.portrait], record: .all)
                assertLayoutSnapshot(of: Screens.article(headlineY: 200), on: Screens.device, orientations: [.portrait], record: .all)
            }
        }
        let base = "SwiftTestingAssertionTests/unnamed.\(Screens.slug)-portrait"
        #expect(sandbox.files() == [base + ".2.json", base + ".2.png", base + ".json", base + ".png"])
    }

    @Test("a closure builds one controller per environment; an unknown device is a clear failure")
    func closureAndBadDevice() throws {
        let sandbox = try Sandbox()
        let widths = Collected()
        let issues = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(on: ["iPhone SE (3rd generation)", "iPad Air 11-inch (M2)"], orientations: [.portrait], record: .all) { environment in
                    let width = environment.metrics!.screenSize.width
                    widths.append("\(Int(width))")
                    return Screens.article()
                }
            }
        }
        #expect(issues.count == 2)
        #expect(widths.all == ["375", "820"])
        let bad = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.article(), on: "iPhone 99") } }
        #expect(bad.count == 1 && bad[0].message.hasPrefix("assertLayoutSnapshot: on: "))
        #expect(bad[0].message.contains("iPhone 99"))
    }

    @Test("a broken matrix reports ten snapshots in full and one summary pointing at the manifest")
    func issueCap() throws {
        let sandbox = try Sandbox()
        let devices: DeviceSelection = ["iPhone SE (3rd generation)", "iPhone 8", "iPhone 11", "iPhone 12 mini", "iPhone 13", "iPhone 15 Pro"]
        let issues = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.article(), on: devices, record: .never) } }
        #expect(issues.count == 11)
        #expect(issues.last?.message.contains("… and 2 more layout snapshots of this assertion (2 failed; 12 checked)") == true, "\(issues.last?.message ?? "")")
        #expect(issues.last?.message.contains(sandbox.artifacts + "/runs/") == true)
        // A list of names keeps its order: the SE's two snapshots first.
        #expect(issues[0].message.contains("iPhone SE (3rd generation)"))
    }

    @Test("a matrix's issues come newest device first; recorded and failed are counted apart")
    func newestFirst() throws {
        let sandbox = try Sandbox()
        let issues = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.article(), on: .allPhones, orientations: [.portrait], record: .never) } }
        let phones = DeviceMatrix.allPhones.devices(in: DeviceCatalog.bundled.devices)
        #expect(issues.count == 11)
        #expect(issues[0].message.contains(phones.last!.name), "\(issues[0].message)")
        #expect(issues[1].message.contains(phones[phones.count - 2].name), "\(issues[1].message)")
        #expect(issues.last?.message.contains("… and \(phones.count - 10) more layout snapshots of this assertion (\(phones.count - 10) failed; \(phones.count) checked)") == true,
                "\(issues.last?.message ?? "")")
    }

    @Test("a model error is reported once for the snapshots it stopped, not once per device")
    func modelErrorOnce() throws {
        let sandbox = try Sandbox()
        struct BadModel: Error, CustomStringConvertible { var description: String { "unknown item \"card.top\"" } }
        let issues = Self.issues {
            sandbox.run { assertLayoutSnapshot(on: .currentPhones, named: "broken", record: .all) { _ in throw BadModel() } }
        }
        let count = DeviceMatrix.currentPhones.devices(in: DeviceCatalog.bundled.devices).reduce(0) { $0 + min(2, $1.supportedOrientations.count) }
        #expect(issues.count == 1, "\(issues.map(\.message))")
        #expect(issues[0].message == "assertLayoutSnapshot: cannot lay out modelErrorOnce() on every one of its \(count) devices, orientations and categories: unknown item \"card.top\"")
    }

    @Test("measuring: the picture shows the views' sizes, the geometry is the same; an id not in the layout fails, once")
    func measuring() throws {
        let sandbox = try Sandbox()
        let card = View(id: "card", frame: Rect(x: 16, y: 120, width: 200, height: 60))
        let issues = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(of: card, on: "iPhone 15 Pro", orientations: [.portrait], named: "plain", record: .all)
                assertLayoutSnapshot(of: card, on: "iPhone 15 Pro", orientations: [.portrait], named: "measured", record: .all, measuring: ["card"])
            }
        }
        #expect(issues.allSatisfy { $0.message.contains("Recorded") || $0.message.contains("recorded") }, "\(issues.map(\.message))")
        let folder = "SwiftTestingAssertionTests/measuring"
        let plain = try #require(sandbox.bytes("\(folder).iphone-15-pro-portrait.plain.png"))
        let measured = try #require(sandbox.bytes("\(folder).iphone-15-pro-portrait.measured.png"))
        #expect(plain != measured)
        #expect(sandbox.bytes("\(folder).iphone-15-pro-portrait.plain.json") == sandbox.bytes("\(folder).iphone-15-pro-portrait.measured.json"))

        let unknown = Self.issues {
            sandbox.run { assertLayoutSnapshot(of: card, on: "iPhone 15 Pro", named: "typo", record: .all, measuring: ["crad"]) }
        }
        #expect(unknown.count == 1, "\(unknown.map(\.message))")
        #expect(unknown.first?.message.contains("measuring: no view \"crad\"") == true, "\(unknown.map(\.message))")
    }

    @Test("withLayoutSnapshotTesting also scopes async code")
    func asyncScope() async throws {
        let sandbox = try Sandbox()
        let mode = await withLayoutSnapshotTesting(record: .all) { () async -> RecordMode? in
            await Task.yield()
            return LayoutSnapshotConfiguration.current.record
        }
        #expect(mode == .all)
        #expect(LayoutSnapshotConfiguration.current.record == nil)
        _ = sandbox
    }

    @Test("a parameterized test needs named: for its assertions", arguments: [1, 2])
    func parameterized(argument: Int) throws {
        let sandbox = try Sandbox()
        let unnamed = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.article(), on: Screens.device, orientations: [.portrait], record: .all) } }
        #expect(unnamed.map(\.message) == ["assertLayoutSnapshot: in a parameterized test every assertion needs `named:` (for example from the argument): its cases run in parallel, so numbering them would not be stable"])
        let named = Self.issues { sandbox.run { assertLayoutSnapshot(of: Screens.article(), on: Screens.device, orientations: [.portrait], named: "case-\(argument)", record: .all) } }
        #expect(named.count == 1 && named[0].message.contains("Recorded layout snapshot"))
    }

    @Test("two assertions that would share a reference fail instead of checking each other's")
    func sharedReference() throws {
        let sandbox = try Sandbox()
        let issues = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(of: Screens.article(), on: Screens.device, orientations: [.portrait], named: "dark mode", record: .all)
                assertLayoutSnapshot(of: Screens.article(headlineY: 300), on: Screens.device, orientations: [.portrait], named: "dark_mode", record: .all)
            }
        }
        #expect(issues.count == 2)
        #expect(issues.last?.message.contains("is already the reference of another assertion") == true)
        #expect(issues.last?.message.contains("sharedReference") == true)
    }

    @Test("each case of a parameterized test is its own owner of references", arguments: [1, 2])
    func caseIdentity(argument: Int) {
        let identity = IssueReporter.currentTestCaseIdentity(filePath: #filePath, testName: #function)
        #expect(identity.contains("caseIdentity") && identity.contains("value: \(argument)"), "\(identity)")
    }

    @Test("a layout that cannot be computed fails its device and is in the run manifest")
    func layoutErrorInManifest() throws {
        let sandbox = try Sandbox()
        struct NoScreen: Error {}
        let issues = Self.issues {
            sandbox.run {
                assertLayoutSnapshot(on: Screens.device, orientations: [.portrait], named: "throws", record: .all) { _ in throw NoScreen() }
            }
        }
        #expect(issues.count == 1 && issues[0].message.contains("cannot lay out"))
        let path = RunRecorder.shared.manifestPath(artifactsRoot: sandbox.artifacts)
        let manifest = try RunManifest.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
        #expect(manifest.snapshots.contains { $0.detail == .layout && $0.result == .failed && $0.name == "throws" })
    }
}
