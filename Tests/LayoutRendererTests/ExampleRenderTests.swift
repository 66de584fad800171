import Foundation
import LayoutEngine
import LayoutSnapshotCore
import PNGCodec
import RasterImage
import Testing
@testable import LayoutRenderer

/// The examples drawn on every device and orientation twice, and the project's own reference
/// snapshots under `__Snapshots__/` (issue 3, items 3 and 6).
@Suite("example renders")
struct ExampleRenderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = ["article", "sheet-picker", "table-multiline", "login", "proportional-spacing", "profile", "form", "compose-sheet"]
    /// Screens of the renderer's own tests (Tests/LayoutRendererTests/Fixtures), among the
    /// references but not the all-device run: `text` has labels that wrap, truncate and overflow.
    static let fixtures = ["text"]

    static func spec(_ name: String) throws -> LayoutSpec {
        let folder = fixtures.contains(name) ? "Tests/LayoutRendererTests/Fixtures" : "Examples"
        let url = root.appendingPathComponent("\(folder)/\(name).json")
        return try SpecReader.read(bytes: Array(try Data(contentsOf: url)), file: "\(name).json")
    }

    /// One model of each distinct geometry: the others draw the same picture but for the
    /// caption's name. (The suite runs optimised, `Scripts/test.sh`; in a debug build this test
    /// alone takes minutes.)
    @Test("every example on every distinct geometry and orientation renders to the same bytes twice",
          arguments: DeviceMatrix.distinctGeometries.devices(in: DeviceCatalog.bundled.devices).map(\.name))
    func deterministic(device name: String) throws {
        let device = try DeviceCatalog.bundled.device(named: name)
        for example in Self.examples {
            let spec = try Self.spec(example)
            for orientation in device.supportedOrientations {
                let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
                let first = LayoutRenderer.render(layout), second = LayoutRenderer.render(layout)
                // Compared as a Bool, so a failure names the case instead of printing megabytes.
                let same = first.pixelHash == second.pixelHash && first == second
                #expect(same, "\(example) \(name) \(orientation)")
            }
        }
    }

    /// A readable subset: a home-button phone, a notched one, two Dynamic Island sizes, an iPad
    /// with a home indicator and an Apple TV.
    static let referenceDevices = ["iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 15 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch (M4)", "Apple TV 4K"]

    static var referenceCases: [(String, String, InterfaceOrientation)] {
        referenceDevices.flatMap { name in
            let device = try! DeviceCatalog.bundled.device(named: name)
            let orientations = device.supportedOrientations.filter { $0 == .portrait || $0 == .landscapeLeft }
            return (examples + fixtures).flatMap { example in orientations.map { (example, name, $0) } }
        }
    }

    static let snapshots = root.appendingPathComponent("__Snapshots__/ExampleRenderTests")

    /// For each `LayoutRenderer.version`, a hash of the pixel hashes of every reference render
    /// below. A snapshot verify skips rendering when the render inputs (which include the version)
    /// match, so pixels must never change under an old version: a change of pictures without a
    /// new version fails `rendererVersion`, whatever the references say. The renders are of
    /// `Examples/` as they are: a change to an example (new inputs, so no stale skip) updates the
    /// current version's entry, never an older one's.
    static let pixelsOfVersion: [String: String] = [
        "1": "915ac2c92ffb0c40",
        "2": "5e34edca163109dc",
        "3": "82b057bdffde317c",  // examples with text, profile.json, form.json, self-sizing rows (issue 10)
        "4": "82b057bdffde317c",  // id tags keep their end (issue 11); no example's tag is cut
        "5": "50fd2657755684dd",  // tags of small views outside with a leader line, "(under toolbar)" (issue 11)
        "6": "016b9e6f7ed95db6",  // bar captions carry their heights, "tab bar 49 + 34" (issue 11)
        "7": "cc9008f35c19b4bf",  // unsafe area hatched, grey bars, insets as brackets, stone tints (issue 11)
        "8": "8aebe8da0a43ba6f",  // the dimensions overlay: insets as their parts, margins (issue 11)
        "9": "b1c015b2c26a084d",  // caption strip, content beyond the screen faded, side insets below a landscape housing (issue 11)
        "10": "14226b5afc5b2a3a",  // glyph origins at quarter pixels, from a glyph cache (issue 11, point 7)
        "11": "14226b5afc5b2a3a",  // views 0 wide or tall with content marked; no example has one (issue 31)
        "12": "16a2c34b55404efb",  // text at San Francisco's widths and line heights: tracking, Display sizes narrowed (issue 31)
        "13": "b8e6ddefa4faeafe",  // buttons sized to whole points as UIKit's (issue 31)
        "14": "9e16d42bcd15e868",  // text fields' heights: rounded-rect 34 whatever the font, borderless line + 1.66 (issue 31)
        "15": "9e440c5e0b770743",  // pictures fit a palette of 256 colours (issue 32, decision 0022)
        "16": "9e440c5e0b770743",  // tags never cut to a fragment: outside with a leader line; no example's tag was cut (issue 35)
        "17": "f9f13ed66bd2b2d7",  // the bottom band's number top to bottom, "49 + 34 = 83" as the tab bar's caption (issue 35)
        "18": "9439b786395bb5e1",  // the caption names a drawing scale not the device's and a right-to-left layout; no example has either (issue 35); catalog 1.4.0: the nav bar at y 56.333 on the 16 Pro Max
        "19": "1df71b9fd8b3f2ff",  // a bar starting inside the status bar's inset says "at y N" in the caption; bands carry the caption's ~ / ? (issue 35)
        "20": "a3e96f4ea94b88c9",  // unsafe area hatched grey under bars, red for the device; a light line beside each hatch line; the readable guide a line, no band (issue 35)
        "21": "a3e96f4ea94b88c9",  // content a scroll view clips on the screen outlined dashed, tagged when none shows, listed in the caption; no example has any (issue 35)
        "22": "a3e96f4ea94b88c9",  // clipped content: one tag per outermost clipped view, none for cells' content views; the caption lists it with the scroll overlay only
        "23": "7aa97f630c3a5437",  // iPadOS 18's floating tab bar in the nav bar's title row (captioned "tab bar 50 in nav bar"): the article on the 11-inch iPad Pro (M4); iOS 26's iPhone capsule (issue 34)
        "24": "4a5cfe366add2020",  // presented controllers over a dimmed backdrop, the caption's "presented over"; compose-sheet.json added; bar origins to 3 decimals (issue 34)
        "25": "b916b11df1b8233c",  // a tag blocked by a view's text is left out, not moved into the gap below it; the same tags at every scale (issue 35): form.json, the text fixture, the sign-in storyboard
        "26": "b916b11df1b8233c",  // a view 0 wide or tall that a scroll view clips all of keeps its marker, "[0 wide, clipped]"; no example has one (issue 35)
        "27": "b916b11df1b8233c",  // content a scroll view clips on the screen drawn faded (fill, outline, text), not outlined dashed; no example has any (issue 35)
        "28": "33e2d389243e3f25",  // the top band says "y" and where a bar starts when that is not the status bar's end, as the caption does (issue 35)
        "29": "fe8be5dd96b0a963",  // no renderer change: a text style's lines at its leading (the engine, decision 0032) move the examples' multi-line labels and what follows them (issue 31)
        "30": "fe8be5dd96b0a963",  // an Auto Layout problem's tag keeps off a label's text below its marker; no example has one (issue 35)
        "31": "fe8be5dd96b0a963",  // tags keep off a problem marker too small for its tag; the caption names views not drawn; no example has either (issue 35)
        "32": "fe8be5dd96b0a963",  // a view laid out 0 wide or tall reaches beyond the screen by its marker, and is named where the picture leaves it out; no example has one (issue 35)
    ]

    @Test("the pictures of this renderer version are the ones it was released with (bump LayoutRenderer.version when they change)")
    func rendererVersion() throws {
        var hasher = StableHasher()
        for (example, name, orientation) in Self.referenceCases {
            let layout = try LayoutEngine.compute(Self.spec(example).root, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: name), orientation: orientation))
            hasher.combine(LayoutRenderer.render(layout).pixelHashString)
        }
        let fingerprint = hasher.finalizeHex()
        #expect(Self.pixelsOfVersion[LayoutRenderer.version] == fingerprint,
                "the pictures changed under LayoutRenderer.version \(LayoutRenderer.version): bump the version and add \"<new version>\": \"\(fingerprint)\" here")
    }

    @Test("fresh renders equal the references in __Snapshots__ (LAYOUT_SNAPSHOT_RECORD=all rewrites them)")
    func references() throws {
        let record = ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_RECORD"] == "all"
        var recorded: [String] = []
        for (example, name, orientation) in Self.referenceCases {
            let device = try DeviceCatalog.bundled.device(named: name)
            let layout = try LayoutEngine.compute(Self.spec(example).root, in: LayoutEnvironment(device: device, orientation: orientation))
            let image = LayoutRenderer.render(layout)
            let kind = Self.fixtures.contains(example) ? "fixtures" : "examples"
            let base = Self.snapshots.appendingPathComponent("\(kind).\(device.slug)-\(orientation.rawValue).\(example)")
            let png = base.appendingPathExtension("png"), json = base.appendingPathExtension("json")
            let geometry = GeometryJSON.string(layout)
            if record {
                try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
                try Data(try SnapshotFile.encode(.render, image: image, layout: layout, options: .default)).write(to: png, options: .atomic)
                try Data(geometry.utf8).write(to: json, options: .atomic)
                recorded.append(png.lastPathComponent)
                continue
            }
            guard let bytes = FileManager.default.contents(atPath: png.path) else {
                Issue.record("missing reference \(png.path): run Scripts/record-references.sh")
                continue
            }
            let reference = try PNGCodec.decode(Array(bytes))
            let same = reference.image == image
            #expect(same, "\(png.lastPathComponent) differs from a fresh render")
            #expect(reference.text.first { $0.keyword == SnapshotFile.Key.pixelHash }?.text == image.pixelHashString)
            let recordedGeometry = FileManager.default.contents(atPath: json.path).map { String(decoding: $0, as: UTF8.self) }
            #expect(recordedGeometry == geometry, "\(json.lastPathComponent) differs from the fresh geometry")
        }
        if record { Issue.record("recorded \(recorded.count) references into \(Self.snapshots.path); run the tests again without LAYOUT_SNAPSHOT_RECORD") }
    }
}
