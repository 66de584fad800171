import ArgumentParser
import LayoutEngine
import LayoutRenderer
import Testing
@testable import LayoutSnapshotCLI

/// The options as typed values: the spellings each accepts, and one clear line with exit status
/// 2 for a value it does not.
@Suite("layout-snapshot options")
struct OptionTests {
    @Test("orientation, content size, direction and matrix accept the spec's spellings")
    func spellings() throws {
        let options = try EnvironmentOptions.parse([
            "--orientation", "landscape", "--content-size-category", "AX1", "--layout-direction", "rightToLeft", "--matrix", "phones",
        ])
        #expect(options.orientation == .only(.landscapeLeft))
        #expect(options.contentSizeCategory == .accessibilityMedium)
        #expect(options.layoutDirection == .rightToLeft)
        #expect(options.matrix == .allPhones)
        for (name, category) in [("large", ContentSizeCategory.large), ("extraSmall", .extraSmall), ("xs", .extraSmall), ("ax5", .accessibilityExtraExtraExtraLarge)] {
            #expect(try EnvironmentOptions.parse(["--content-size-category", name]).contentSizeCategory == category, "\(name)")
        }
        #expect(try EnvironmentOptions.parse(["--orientation", "all"]).orientation == .all)
        #expect(try EnvironmentOptions.parse(["--orientation", "portraitUpsideDown"]).orientation == .only(.portraitUpsideDown))
        #expect(try EnvironmentOptions.parse([]).orientation == nil)
        for (text, keyboard) in [("hidden", SoftwareKeyboard.hidden), ("shown", .shown), ("291.5", .height(291.5))] {
            #expect(try EnvironmentOptions.parse(["--keyboard", text]).keyboard == keyboard, "\(text)")
        }
        for (text, window) in [("fullScreen", AppWindow.fullScreen), ("splitOneThird", AppWindow.multitasking(.splitOneThird)), ("slideOver:leading", .multitasking(.slideOver, side: .leading)),
                               ("500x700", .size(Size(width: 500, height: 700))), ("500x700@10,20", .size(Size(width: 500, height: 700), origin: Point(x: 10, y: 20)))] {
            #expect(try EnvironmentOptions.parse(["--window", text]).window == window, "\(text)")
        }
        #expect(AppWindow(argument: "SplitOneThird:Trailing") == .multitasking(.splitOneThird, side: .trailing))
        #expect(AppWindow(argument: "fullscreen") == .fullScreen)
        for bad in ["split", "splitHalf:up", "0x700", "500x", "500x700@1", "500x700@-1,0"] { #expect(AppWindow(argument: bad) == nil, "\(bad)") }
        #expect(SoftwareKeyboard(argument: "up") == nil && SoftwareKeyboard(argument: "-3") == nil && SoftwareKeyboard(argument: "nan") == nil)
    }

    @Test("overlays: all, none, or a comma list")
    func overlays() {
        #expect(OverlaySelection(argument: "all") == .all)
        #expect(OverlaySelection(argument: "none")?.overlays == [])
        #expect(OverlaySelection(argument: "safeArea, margins")?.overlays == [.safeArea, .margins])
        #expect(OverlaySelection(argument: "safeArea,nope") == nil)
        #expect(OverlaySelection(argument: "safeArea,margins")?.defaultValueDescription == "safeArea,margins")
    }

    @Test("a parse error is one line naming the option, the value and the valid values")
    func parseErrorLine() throws {
        let error = try #require(throws: (any Error).self) {
            try LayoutSnapshotCommand.parseAsRoot(["compute", "spec.json", "--content-size-category", "huge"])
        }
        let line = ExitStatus.line(for: error)
        #expect(!line.contains("\n"))
        #expect(line.contains("--content-size-category") && line.contains("'huge'") && line.contains("accessibilityExtraExtraExtraLarge"), "\(line)")
        #expect(ExitStatus.line(for: CLIError("spec.json: no such file")) == "spec.json: no such file")
    }

    @Test("every bad value: exit 2, one line on stderr naming the option, the value and a valid one", arguments: [
        (["compute", "Examples/article.json", "--device", "iPhone X", "--orientation", "sideways"], "--orientation", "sideways", "landscapeRight"),
        (["compute", "Examples/article.json", "--device", "iPhone X", "--content-size-category", "huge"], "--content-size-category", "huge", "extraSmall"),
        (["compute", "Examples/article.json", "--device", "iPhone X", "--layout-direction", "upward"], "--layout-direction", "upward", "rightToLeft"),
        (["compute", "Examples/article.json", "--device", "iPhone X", "--format", "xml"], "--format", "xml", "json"),
        (["compute", "Examples/article.json", "--matrix", "all-watches"], "--matrix", "all-watches", "all-phones"),
        (["render", "Examples/article.json", "--device", "iPhone X", "--overlays", "safe", "--out", "/tmp/never.png"], "--overlays", "safe", "safeArea"),
        (["devices", "--matrix", "watches"], "--matrix", "watches", "distinct-geometries"),
        (["diff", "a.png", "b.png", "--format", "yaml"], "--format", "yaml", "text"),
        (["report", "--format", "yaml"], "--format", "yaml", "json"),
        (["compute", "Examples/article.json", "--device", "iPhone X", "--keyboard", "open"], "--keyboard", "open", "shown"),
    ])
    func badValue(arguments: [String], option: String, value: String, valid: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(option) && result.stderr.contains("'\(value)'") && result.stderr.contains(valid), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("usage errors are exit 2 and one line too; help is exit 0 on stdout")
    func usage() throws {
        for (arguments, expected) in [(["compute", "Examples/article.json", "--devcie", "iPhone X"], "Did you mean '--device'?"),
                                      (["render", "Examples/article.json", "--device", "iPhone X"], "--out"),
                                      (["nosuchcommand"], "nosuchcommand")] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2 && result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
        let help = try CLI.run(["render", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--overlays") && help.stderr.isEmpty)
    }

    @Test("--orientation all on one device computes each orientation it supports")
    func allOrientations() throws {
        let result = try CLI.run(["compute", "Examples/article.json", "--device", "iPhone X", "--orientation", "all", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "iPhone X · ").count - 1 == 3, "portrait, landscapeLeft, landscapeRight")
    }
}
