import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCLI

/// `--window` and `--windows multitasking` (Docs/Windows.md, "In tests"): one output per window,
/// named as the test references are.
@Suite("layout-snapshot --window and --windows", .serialized)
struct WindowsCLITests {
    @Test("compute --windows multitasking: the whole screen, three panes and Slide Over in landscape; the window in each file")
    func sweep() throws {
        let out = CLI.scratch.appendingPathComponent("windows-\(UUID().uuidString)").path
        let result = try CLI.run(["compute", "Examples/login.json", "--device", "iPad Air 2", "--orientation", "landscape",
                                  "--windows", "multitasking", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["ipad-air-2-landscapeLeft-slideOver.json", "ipad-air-2-landscapeLeft-splitHalf.json",
                          "ipad-air-2-landscapeLeft-splitOneThird.json", "ipad-air-2-landscapeLeft-splitTwoThirds.json",
                          "ipad-air-2-landscapeLeft.json"], "\(files)")
        let third = try String(contentsOfFile: out + "/ipad-air-2-landscapeLeft-splitOneThird.json", encoding: .utf8)
        #expect(third.contains("\"window\": [0, 0, 320, 768]") && third.contains("\"horizontalSizeClass\": \"compact\""))
    }

    @Test("--window and --windows together, or a window a phone cannot show: one line saying so")
    func refusals() throws {
        let both = try CLI.run(["compute", "Examples/login.json", "--device", "iPad Air 2", "--window", "slideOver", "--windows", "multitasking"])
        #expect(both.status == 2 && both.stderr.contains("--window and --windows: give one or the other"), "\(both.stderr)")
        let phone = try CLI.run(["compute", "Examples/login.json", "--device", "iPhone X", "--window", "splitHalf"])
        #expect(phone.status != 0 && phone.stderr.contains("Split View and Slide Over are an iPad's"), "\(phone.stderr)")
    }
}
