import Foundation
import ImageDiff
import LayoutEngine
import LayoutSnapshotCore
import LayoutSnapshotReports
import PNGCodec
import RasterImage
import SharedTestSupport
import StrictJSON
import Testing

/// Runs the built `layout-snapshot` executable, as a user or CI would.
enum CLI {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable beside the test bundle in the build folder.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("layout-snapshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/layout-snapshot")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// One scratch folder per test process, removed when the process exits.
    static var scratch: URL { TestScratch.folder("layout-snapshot-tests") }

    static func temporaryFile(_ text: String, name: String = "spec.json") throws -> String {
        let folder = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

@Suite("layout-snapshot CLI", .serialized)
struct CLITests {
    @Test("compute prints LAYOUT-SPEC.md's JSON for the example on the 14 Pro Max")
    func computeJSON() throws {
        let spec = try CLI.temporaryFile("""
        { "environment": { "device": "iPhone 14 Pro Max" },
          "root": { "navigationController": { "id": "nav", "viewControllers": [
            { "viewController": { "id": "article", "view": { "id": "scroll", "class": "scrollView", "contentSize": [393, 2000],
              "subviews": [ { "id": "title", "frame": [16, 20, 361, 60] } ] } } } ] } } }
        """)
        let result = try CLI.run(["compute", spec, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        guard case .object(let root) = json, case .array(let views)? = root["views"], case .object(let env)? = root["environment"] else {
            Issue.record("not the output shape"); return
        }
        #expect(root.keys == ["environment", "views", "bars", "diagnostics"])
        #expect(env["device"] == "iPhone 14 Pro Max" && env["screenSize"] == [430, 932] && env["scale"] == 3)
        let scroll = views.first { if case .object(let o) = $0 { o["id"] == "scroll" } else { false } }
        guard case .object(let s)? = scroll else { Issue.record("no scroll view"); return }
        #expect(s["bounds"] == [0, -97.667, 430, 932])
        #expect(s["safeAreaInsets"] == ["top": 97.667, "left": 0, "bottom": 34, "right": 0])
        #expect(s["safeAreaLayoutGuide"] == [0, 0, 430, 800.333])
        #expect(s["contentOffsetRange"] == ["min": [0, -97.667], "max": [0, 1102]])
        #expect(s["viewController"] == "article" && s["parent"] == "nav.view")
        // Deterministic: the same bytes twice.
        #expect(try CLI.run(["compute", spec, "--format", "json"]).stdout == result.stdout)
    }

    @Test("options override the spec's environment; text format is an indented tree")
    func overridesAndText() throws {
        let spec = try CLI.temporaryFile(#"{ "environment": { "device": "iPhone 8" }, "root": { "viewController": { "id": "vc" } } }"#)
        let result = try CLI.run(["compute", spec, "--device", "iphone-x", "--orientation", "landscape", "--content-size-category", "AX1",
                                  "--layout-direction", "rightToLeft", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("iPhone X · landscapeLeft · 812×375 pt @3x"))
        #expect(result.stdout.contains("accessibilityMedium") && result.stdout.contains("rightToLeft"))
        #expect(result.stdout.contains("vc.view (view, root of vc)"))
    }

    @Test("--os and --calibration change the values used")
    func osAndCalibration() throws {
        let spec = try CLI.temporaryFile(#"{ "root": { "viewController": { "id": "vc" } } }"#)
        let base = try CLI.run(["compute", spec, "--device", "iPhone 17", "--orientation", "landscapeLeft", "--format", "text"])
        #expect(base.stdout.contains("OS 26.5") && base.stdout.contains("window safe area (0, 62, 20, 62)"), "\(base.stdout)")
        let launch = try CLI.run(["compute", spec, "--device", "iPhone 17", "--orientation", "landscapeLeft", "--os", "26.0", "--format", "text"])
        #expect(launch.stdout.contains("window safe area (20, 62, 20, 62)"), "\(launch.stdout)")
        let calibration = try CLI.temporaryFile(#"{ "devices": { "iPhone 17": { "orientations": { "landscapeLeft": { "safeAreaInsets": { "top": 5 } } } } } }"#, name: "cal.json")
        let calibrated = try CLI.run(["compute", spec, "--device", "iPhone 17", "--orientation", "landscapeLeft", "--calibration", calibration, "--format", "text"])
        #expect(calibrated.stdout.contains("window safe area (5, 62, 20, 62)"), "\(calibrated.stdout)")
    }

    @Test("bad input: one line on stderr naming the file, exit status 2", arguments: [
        (#"{ "root": { "viewController": { "id": "vc", "view": { "id": "v", "subviews": [ { "id": "t", "frame": [1, 2, 3] } ] } } } }"#, ["--device", "iPhone X"], "$.root.viewController.view.subviews[0].frame: expected [x, y, width, height], got 3 numbers"),
        (#"{ "root": { "viewController": { "id": "vc" } } }"#, ["--device", "iPhone 14 Pro Maxx"], "unknown device \"iPhone 14 Pro Maxx\"; nearest: iPhone 14 Pro Max"),
        (#"{ "root": { "viewController": { "id": "vc" } } }"#, ["--device", "Apple TV 4K", "--orientation", "portrait"], "Apple TV 4K does not support portrait"),
        (#"{ "root": { "viewController": { "id": "vc" } } }"#, [], "no device"),
        (#"{ "environment": { "device": "iPhone 99" }, "root": { "viewController": { "id": "vc" } } }"#, [], "spec.json: $.environment.device: unknown device \"iPhone 99\""),
        (#"{ "environment": { "device": "iPhone X", "orientation": "portraitUpsideDown" }, "root": { "viewController": { "id": "vc" } } }"#, [], "spec.json: $.environment.orientation: iPhone X does not support portraitUpsideDown"),
        ("{ nope", ["--device", "iPhone X"], "line 1, column 3"),
    ])
    func badInput(text: String, options: [String], expected: String) throws {
        let spec = try CLI.temporaryFile(text)
        let result = try CLI.run(["compute", spec] + options)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test("a missing file and a folder are clear errors")
    func missingFile() throws {
        let missing = try CLI.run(["compute", "/nonexistent/spec.json", "--device", "iPhone X"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/spec.json: no such file"))
        let folder = try CLI.run(["compute", NSTemporaryDirectory(), "--device", "iPhone X"])
        #expect(folder.status == 2 && folder.stderr.contains("is a folder"))
    }

    @Test("a whole matrix writes one file per device and orientation")
    func matrix() throws {
        let out = CLI.scratch.appendingPathComponent("matrix-\(UUID().uuidString)").path
        let result = try CLI.run(["compute", "Examples/article.json", "--matrix", "all-ipads", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        let pads = DeviceMatrix.allPads.devices(in: DeviceCatalog.bundled.devices)
        #expect(files.count == pads.count * 4)
        #expect(files.contains("ipad-pro-11-inch-1st-generation-landscapeLeft.json"))
        #expect(result.stderr.contains("computed \(pads.count * 4) layouts"))
        #expect(!files.contains { $0.contains(".tmp-") })
    }

    @Test("render writes a PNG with its metadata; bad options are one-line errors")
    func render() throws {
        let out = CLI.scratch.appendingPathComponent("render-\(UUID().uuidString).png").path
        let result = try CLI.run(["render", "Examples/sheet-picker.json", "--device", "iPhone SE (3rd generation)", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: out))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: bytes, as: UTF8.self).contains("LayoutSnapshot.pixelHash"))
        for (options, expected) in [(["--scale", "0"], "--scale"), (["--overlays", "safe"], "--overlays"),
                                    (["--scale", "8", "--device", "Apple TV 4K", "--orientation", "landscape"], "larger than a PNG"),
                                    (["--scale", "0.000001"], "makes an empty image"), (["--overlay-views", "nosuch"], "no view \"nosuch\""),
                                    (["--measure", "nosuch"], "--measure: no view \"nosuch\""), (["--measure", " , "], "--measure: expected comma-separated view ids")] {
            let bad = try CLI.run(["render", "Examples/sheet-picker.json", "--device", "iPhone X", "--out", out] + options)
            #expect(bad.status == 2 && bad.stderr.contains(expected), "\(bad.stderr)")
        }
    }

    @Test("render --screen-only gives the device's size in pixels; --no-caption leaves out the strip")
    func screenOnly() throws {
        let folder = CLI.scratch.appendingPathComponent("screen-only-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var sizes: [String: (Int, Int)] = [:]
        for (name, flags) in [("sheet", [String]()), ("screen", ["--screen-only"]), ("bare", ["--no-caption"])] {
            let out = folder + "/\(name).png"
            let result = try CLI.run(["render", "Examples/form.json", "--device", "iPhone SE (3rd generation)", "--content-size-categories", "AX5", "--out", out] + flags)
            #expect(result.status == 0, "\(result.stderr)")
            let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))).image
            sizes[name] = (image.width, image.height)
        }
        // The SE at 2x: 750 × 1334 px. The form at AX5 runs below the fold: taller without the
        // screen-only flag; the caption adds width.
        #expect(sizes["screen"]! == (750, 1334))
        #expect(sizes["bare"]!.0 == 750 && sizes["bare"]!.1 > 1334)
        #expect(sizes["sheet"]!.0 > 750 && sizes["sheet"]!.1 == sizes["bare"]!.1)
    }

    @Test("devices lists the catalog as text and JSON")
    func devices() throws {
        let text = try CLI.run(["devices"])
        #expect(text.status == 0 && text.stdout.contains("iPhone 14 Pro Max [iphone-14-pro-max] phone 430×932 @3x"))
        // A legacy model is listed, and says it is in no matrix (decision 0001).
        #expect(text.stdout.contains("iPhone 4s [iphone-4s] phone 320×480 @2x OS 18 legacy (in no matrix)"))
        #expect(try !CLI.run(["devices", "--matrix", "all-phones"]).stdout.contains("iPhone 4s"))
        let json = try CLI.run(["devices", "--format", "json", "--matrix", "all-phones"])
        #expect(json.status == 0)
        guard case .object(let root) = try JSONParser.parse(Array(json.stdout.utf8)), case .array(let list)? = root["devices"] else {
            Issue.record("not a catalog"); return
        }
        #expect(list.count == DeviceMatrix.allPhones.devices(in: DeviceCatalog.bundled.devices).count)
        guard case .object(let first) = list[0], case .object(let orientations)? = first["orientations"],
              case .object(let portrait)? = orientations["portrait"] else { Issue.record("no orientations"); return }
        #expect(first.keys.starts(with: ["name", "slug", "aliases", "idiom"]))
        #expect(portrait["safeAreaInsets"] != nil && portrait["screenSize"] != nil)
    }
}

@Suite("layout-snapshot CLI: hostile input", .serialized)
struct CLIHostileInputTests {
    @Test("binary garbage, a 100,000-deep and a 100,000-wide hierarchy: exit 2 within seconds, one line")
    func hostile() throws {
        var garbage = [UInt8](repeating: 0, count: 65_536)
        var state: UInt64 = 7
        for i in garbage.indices { state = state &* 6364136223846793005 &+ 1442695040888963407; garbage[i] = UInt8(truncatingIfNeeded: state >> 33) }
        let binary = try CLI.temporaryFile("", name: "garbage.json")
        try Data(garbage).write(to: URL(fileURLWithPath: binary))

        var deep = #"{ "root": { "viewController": { "id": "vc", "view": "#
        for i in 0..<100_000 { deep += #"{ "id": "v\#(i)", "subviews": ["# }
        deep += String(repeating: "] }", count: 100_000) + " } } }"
        var wide = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": ["#
        wide += (0..<100_000).map { #"{ "id": "v\#($0)" }"# }.joined(separator: ",") + "] } } } }"

        for (path, expected) in [(binary, "garbage.json: "), (try CLI.temporaryFile(deep), "nested deeper than"), (try CLI.temporaryFile(wide), "more than 50000 views")] {
            let result = try CLI.run(["compute", path, "--device", "iPhone X"])
            #expect(result.status == 2)
            #expect(result.stderr.contains(expected), "\(result.stderr.prefix(400))")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}

@Suite("layout-snapshot diff", .serialized)
struct CLIDiffTests {
    /// Two renders of one layout that differ only in the overlays: same size, different pixels.
    static func pair() throws -> (String, String, String) {
        let folder = CLI.scratch.appendingPathComponent("diff-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let a = folder + "/a.png", b = folder + "/b.png"
        #expect(try CLI.run(["render", "Examples/sheet-picker.json", "--device", "iPhone SE (3rd generation)", "--out", a]).status == 0)
        #expect(try CLI.run(["render", "Examples/sheet-picker.json", "--device", "iPhone SE (3rd generation)", "--overlays", "labels", "--out", b]).status == 0)
        return (folder, a, b)
    }

    @Test("exit 0 when equal, 1 when different with the JSON fields, 2 for unreadable input")
    func exitCodes() throws {
        let (folder, a, b) = try Self.pair()
        let same = try CLI.run(["diff", a, a, "--format", "json"])
        #expect(same.status == 0, "\(same.stderr)")
        let different = try CLI.run(["diff", a, b, "--format", "json", "--diff-out", folder + "/diff.png"])
        #expect(different.status == 1, "\(different.stderr)")
        guard case .object(let o) = try JSONParser.parse(Array(different.stdout.utf8)) else { Issue.record("not JSON"); return }
        for key in ["differentPixels", "ratio", "width", "height", "maxColorDistance", "boxes"] { #expect(o[key] != nil, "\(key)") }
        if case .number(let count)? = o["differentPixels"] { #expect(count > 0) }
        #expect(FileManager.default.fileExists(atPath: folder + "/diff.png"))
        let text = try CLI.temporaryFile("not a png", name: "x.png")
        let unreadable = try CLI.run(["diff", a, text])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("x.png"), "\(unreadable.stderr)")
        #expect(try CLI.run(["diff", a, b, "--threshold", "2"]).status == 2)
        #expect(try CLI.run(["diff", a, b, "--ignore", "1,2,3"]).status == 2)
        // Ignoring the whole image makes them equal.
        #expect(try CLI.run(["diff", a, b, "--ignore", "0,0,10000,10000"]).status == 0)
    }

    @Test("folders: added, removed, changed, unchanged")
    func folders() throws {
        let (folder, a, b) = try Self.pair()
        let left = folder + "/left", right = folder + "/right"
        for dir in [left, right] { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: a, toPath: left + "/same.png")
        try FileManager.default.copyItem(atPath: a, toPath: right + "/same.png")
        try FileManager.default.copyItem(atPath: a, toPath: left + "/changed.png")
        try FileManager.default.copyItem(atPath: b, toPath: right + "/changed.png")
        try FileManager.default.copyItem(atPath: a, toPath: left + "/removed.png")
        try FileManager.default.copyItem(atPath: a, toPath: right + "/added.png")
        let result = try CLI.run(["diff", left, right, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        guard case .object(let o) = try JSONParser.parse(Array(result.stdout.utf8)) else { Issue.record("not JSON"); return }
        #expect(o["added"] == ["added.png"] && o["removed"] == ["removed.png"] && o["unchanged"] == ["same.png"])
        if case .array(let changed)? = o["changed"], case .object(let first)? = changed.first { #expect(first["path"] == "changed.png") } else { Issue.record("no changed") }
        #expect(try CLI.run(["diff", left, a]).status == 2)
    }

    /// The login example on the SE, and the same with its button 4 pt higher (no home
    /// indicator there, so the breakable bottom constraint places it): each PNG with its
    /// geometry file beside it, as __Snapshots__ keeps them.
    static func movedPair(into folder: String) throws -> (left: String, right: String) {
        let left = folder + "/left", right = folder + "/right"
        for dir in [left, right] { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        let spec = try String(contentsOfFile: CLI.packageRoot.appendingPathComponent("Examples/login.json").path, encoding: .utf8)
        let moved = spec.replacingOccurrences(of: "signIn.bottom == loginRoot.bottom - 20", with: "signIn.bottom == loginRoot.bottom - 24")
        #expect(moved != spec)
        let movedSpec = try CLI.temporaryFile(moved, name: "login.json")
        for (dir, path) in [(left, "Examples/login.json"), (right, movedSpec)] {
            #expect(try CLI.run(["render", path, "--device", "iPhone SE (3rd generation)", "--out", dir + "/login.png"]).status == 0)
            let geometry = try CLI.run(["compute", path, "--device", "iPhone SE (3rd generation)", "--format", "json"])
            #expect(geometry.status == 0)
            try Data(geometry.stdout.utf8).write(to: URL(fileURLWithPath: dir + "/login.json"))
        }
        return (left, right)
    }

    @Test("geometry beside the PNGs: the moved views with their deltas, a review image, and a move the pixels do not show still differs")
    func geometryAndReview() throws {
        let folder = CLI.scratch.appendingPathComponent("diff-moved-\(UUID().uuidString)").path
        let (left, right) = try Self.movedPair(into: folder)
        let text = try CLI.run(["diff", left, right, "--review-out", folder + "/review"])
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("moved: signIn y 597 → 593"), "\(text.stdout)")
        let review = try Data(contentsOf: URL(fileURLWithPath: folder + "/review/login.png"))
        #expect(review.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The right panel outlines the button's old place in magenta and its new one in green,
        // at the SE's 2x: the pictures carry the caption strip, so the scale comes from the
        // PNG's text, not from the picture's width. Only the screens are shown: two screens wide.
        let picture = try PNGCodec.decode([UInt8](review)).image
        let side = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: left + "/login.png")))).image
        #expect(side.width > 750)
        // The geometry beside the PNGs: the screens' sizes and the caption's title.
        let screen = MovedViews.report(old: try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: left + "/login.json")))),
                                       new: try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: right + "/login.json")))))
        let c = ReviewPicture.composition(referenceWidth: side.width, referenceHeight: side.height, actualWidth: side.width,
                                          actualHeight: side.height, moved: screen, referenceScale: 2, actualScale: 2)
        #expect(picture.width == c.width && c.width == 3 * c.gap + 2 * 750)
        #expect(picture[c.newPanel.x + 200, c.newPanel.y + 597 * 2] == ImageDiff.reviewOldColor)
        #expect(picture[c.newPanel.x + 200, c.newPanel.y + 593 * 2] == ImageDiff.reviewNewColor)
        #expect(picture[c.oldPanel.x + 200, c.oldPanel.y + 597 * 2] == ImageDiff.reviewOldColor)
        // One caption for the pair: light text on the dark ground above the panels.
        #expect((c.gap..<c.newPanel.y).contains { y in (c.gap..<(c.gap + 40)).contains { x in picture[x, y].r > 200 } })
        // Below the screens, the button's row: a crop zoomed so the 4-point move is many pixels,
        // its old top edge (magenta) above its new one (green) in the right-hand crop.
        let below = c.newPanel.y + 667 * 2
        let magenta = (below..<picture.height).first { picture[c.newPanel.x + 100, $0] == ImageDiff.reviewOldColor }
        let green = (below..<picture.height).first { picture[c.newPanel.x + 100, $0] == ImageDiff.reviewNewColor }
        if let magenta, let green { #expect(magenta - green >= 4 * 2 * 2, "\(magenta) \(green)") } else { Issue.record("no zoomed crop") }

        let json = try CLI.run(["diff", left + "/login.png", right + "/login.png", "--format", "json"])
        guard case .object(let o) = try JSONParser.parse(Array(json.stdout.utf8)), case .array(let moved)? = o["moved"],
              case .object(let first)? = moved.first else { Issue.record("no moved views: \(json.stdout)"); return }
        #expect(first["id"] == "signIn" && first["change"] == "y 597 → 593")
        #expect(first["old"] == [16, 597, 343, 50] && first["new"] == [16, 593, 343, 50])
        if case .string(let why)? = first["why"] { #expect(!why.isEmpty) } else { Issue.record("no why: \(first)") }

        // The same picture on both sides, the geometry moved: still a difference, pixels equal.
        try FileManager.default.removeItem(atPath: right + "/login.png")
        try FileManager.default.copyItem(atPath: left + "/login.png", toPath: right + "/login.png")
        let unseen = try CLI.run(["diff", left, right])
        #expect(unseen.status == 1)
        #expect(unseen.stdout.contains("login.png: pixels equal; geometry: 2 values changed"), "\(unseen.stdout)")
        #expect(unseen.stdout.contains("moved: signIn y 597 → 593"))

        // A geometry file that is there but broken is named, exit 2; none on one side: pixels only.
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: right + "/login.json"))
        let broken = try CLI.run(["diff", left, right])
        #expect(broken.status == 2 && broken.stderr.contains("right/login.json"), "\(broken.stderr)")
        try FileManager.default.removeItem(atPath: right + "/login.json")
        #expect(try CLI.run(["diff", left, right]).status == 0)
    }
}
