import Foundation
import LayoutEngine
import SharedTestSupport
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotTesting

/// `assertLayoutBreakpoints` (Docs/Sweeps.md, "In tests"): the breakpoints kept as a text
/// reference beside the pictures, one picture per range of widths.
@Suite("assertLayoutBreakpoints")
struct BreakpointAssertionTests {
    static func row(chartWidth: Int = 560) -> ViewControllerNode {
        let spec = SweepFixture.rowSpec.replacingOccurrences(of: "chart.width == 560", with: "chart.width == \(chartWidth)")
        // A fixed spec that reads (SweepTests read it too); a failure here is a broken test.
        return try! SpecReader.read(bytes: Array(spec.utf8), file: "row.json").root
    }

    /// One call site, so a second run checks what the first recorded (`ReferenceClaims`), named
    /// so the second run is not numbered `.2`.
    static func check(chartWidth: Int = 560, on device: String = "iPad Pro 11-inch (M4)", record: RecordMode? = nil, snapshots: Bool = true,
                      filePath: StaticString = #filePath, testName: String = #function) {
        assertLayoutBreakpoints(of: row(chartWidth: chartWidth), on: device, widths: 500...800, named: "row", record: record, snapshots: snapshots,
                                filePath: filePath, testName: testName)
    }

    static func failures(_ body: () -> Void) -> [String] {
        let collector = IssueCollector()
        IssueReporter.$collector.withValue(collector, operation: body)
        return collector.failures.map(\.message)
    }

    @Test("recorded once, then matched; a moved breakpoint fails with the lines that differ; pictures one per range")
    func recordThenCheck() throws {
        let sandbox = try Sandbox()
        let recorded = Self.failures { sandbox.run { Self.check() } }
        let file = "\(sandbox.snapshots)/BreakpointAssertionTests/recordThenCheck.ipad-pro-11-inch-m4-landscapeLeft.row.breakpoints.txt"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("at 559.5            chart is back in the window"), "\(text)")
        #expect(recorded.contains { $0.hasPrefix("assertLayoutBreakpoints: recorded \(file)") }, "\(recorded)")
        // Three ranges (500–559.25, 559.5–677.75, 678–800), each one picture at its middle.
        let pictures = sandbox.files().filter { $0.hasSuffix(".png") }.map { ($0 as NSString).lastPathComponent }
        #expect(pictures == ["recordThenCheck.ipad-pro-11-inch-m4-landscapeLeft-window-529x834.row.png",
                             "recordThenCheck.ipad-pro-11-inch-m4-landscapeLeft-window-618x834.row.png",
                             "recordThenCheck.ipad-pro-11-inch-m4-landscapeLeft-window-739x834.row.png"], "\(pictures)")

        #expect(Self.failures { sandbox.run { Self.check() } } == [])

        let moved = Self.failures { sandbox.run { Self.check(chartWidth: 600, snapshots: false) } }
        #expect(moved.count == 1)
        #expect(moved.first?.contains("the breakpoints differ from \(file)") == true)
        #expect(moved.first?.contains("- at 559.5            chart is back in the window") == true, "\(moved)")
        #expect(moved.first?.contains("+ at 599.5            chart is back in the window") == true, "\(moved)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "a failed check leaves the reference alone")

        // record: .failed accepts the moved breakpoint (and fails, as recording does); then it matches.
        let accepted = Self.failures { sandbox.run { Self.check(chartWidth: 600, record: .failed, snapshots: false) } }
        #expect(accepted.count == 1 && accepted[0].hasPrefix("assertLayoutBreakpoints: recorded"), "\(accepted)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("at 599.5 "))
        #expect(Self.failures { sandbox.run { Self.check(chartWidth: 600, snapshots: false) } } == [])

        // A reference that is not UTF-8 is an error saying so, never overwritten as if missing.
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: file))
        let unreadable = Self.failures { sandbox.run { Self.check(snapshots: false) } }
        #expect(unreadable.count == 1 && unreadable[0].contains("cannot read the breakpoints reference as UTF-8"), "\(unreadable)")
        #expect(FileManager.default.contents(atPath: file) == Data([0xFF, 0xFE, 0x00]))
    }

    @Test("a test's second unnamed sweep is numbered, its pictures with it, both at the sweep's category")
    func numbered() throws {
        let sandbox = try Sandbox()
        let failures = Self.failures {
            sandbox.run {
                assertLayoutSnapshot(of: Self.row(), on: "iPad Pro 11-inch (M4)", orientations: [.landscapeLeft])
                assertLayoutBreakpoints(of: Self.row(), on: "iPad Pro 11-inch (M4)", widths: 700...800, contentSizeCategory: .extraLarge)
            }
        }
        // Each recorded (the picture, the breakpoints, the range's picture), nothing else failed.
        #expect(failures.count == 3 && failures.allSatisfy { $0.contains("ecorded") }, "\(failures)")
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: sandbox.snapshots)) ?? []).map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(names.contains("numbered.ipad-pro-11-inch-m4-landscapeLeft-xl.2.breakpoints.txt")
            && names.contains("numbered.ipad-pro-11-inch-m4-landscapeLeft-window-750x834-xl.2.json"), "\(names)")
    }

    @Test("record mode never with no reference fails and writes nothing; a phone fails with what to give")
    func refusals() throws {
        let sandbox = try Sandbox()
        let never = Self.failures { sandbox.run { Self.check(record: .never, snapshots: false) } }
        #expect(never.count == 1 && never[0].contains("no reference at") && never[0].contains("LAYOUT_SNAPSHOT_RECORD=missing"), "\(never)")
        #expect(sandbox.files().isEmpty && !FileManager.default.fileExists(atPath: sandbox.snapshots))
        let phone = Self.failures { sandbox.run { Self.check(on: "iPhone 16 Pro") } }
        #expect(phone.count == 1 && phone[0].contains("windows of any size are an iPad's"), "\(phone)")
    }
}
