import LayoutEngine
import LayoutRenderer
import Testing
@testable import LayoutSnapshotCLI

/// Auto Layout on the command line: `render` warns in UIKit's words, and `--overlays` knows the
/// overlay.
@Suite("layout-snapshot: Auto Layout")
struct AutoLayoutCLITests {
    @Test("render's warnings: a conflict as UIKit logs it, prefixed once; other warnings on one line")
    func warnings() throws {
        let device = try DeviceCatalog.bundled.device(named: "iPhone X")
        var layout = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: View(id: "root"))), in: LayoutEnvironment(device: device, orientation: .portrait))
        layout.diagnostics = [
            Diagnostic(kind: .unsatisfiableConstraints, id: "box", message: "m", constraints: ["box.width == 100", "box.width == 200"], brokenConstraint: "box.width == 200"),
            Diagnostic(kind: .ambiguousLayout, id: "box", message: AutoLayoutWording.ambiguous(view: "box", attribute: "height"), attribute: "height"),
        ]
        let lines = RenderCommand.warningLines(layout, spec: "s.json", target: "iPhone X portrait")
        #expect(lines.first == "s.json: iPhone X portrait: warning [box]: Unable to simultaneously satisfy constraints.")
        #expect(lines.contains("        \"<box.width == 100>\","))
        #expect(lines.contains("    Will attempt to recover by breaking constraint"))
        #expect(lines.contains("    <box.width == 200>"))
        #expect(lines.contains("    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(lines.last == "s.json: iPhone X portrait: warning [box]: view \"box\" has an ambiguous layout: its height is not determined by its constraints")
        #expect(lines.filter { $0.hasPrefix("s.json:") }.count == 2, "one prefix per warning")
    }

    @Test("--overlays takes autoLayout and its help lists every overlay")
    func overlays() throws {
        #expect(OverlaySelection(argument: "autoLayout")?.overlays == [.autoLayout])
        #expect(OverlaySelection.all.overlays.contains(.autoLayout))
        let help = try CLI.run(["render", "--help"])
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("safeArea, margins, readable, scroll, autoLayout, textOverflow, labels, bars"), "\(help.stdout)")
        #expect(OverlaySelection(argument: "textOverflow,labels")?.overlays == [.textOverflow, .labels])
    }
}
