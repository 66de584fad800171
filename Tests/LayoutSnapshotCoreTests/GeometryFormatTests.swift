import LayoutEngine
import RasterImage
import StrictJSON
import Testing
@testable import LayoutSnapshotCore

/// A verify trusts a sealed reference's digest instead of writing the geometry file again, so a
/// change to what `GeometryJSON` writes for the same layout must change `GeometryJSON.formatVersion`
/// (it is part of the digest), or references would keep geometry files of the old form
/// (Docs/decisions/0024-pictures-drawn-by-the-tool.md). This pins the file's shape: every key
/// path it writes for a screen with bars, text, a scroll view and a diagnostic, not the values.
@Suite("geometry file format")
struct GeometryFormatTests {
    static let shapeOfVersion = ["1": "628db61d88de4290", "2": "b2b00f21e60897da", "3": "13ae9c04eb3eda3e", "4": "62788f29f20fb016"]

    @Test("the geometry file's key paths are those of its format version")
    func shape() throws {
        var title = View(id: "title", viewClass: .label)
        title.text = "A title"
        var scroll = View.scrollView(id: "scroll", frame: Rect(x: 0, y: 0, width: 320, height: 400), subviews: [title])
        scroll.alpha = 0.5
        var loose = View(id: "loose")
        loose.backgroundColor = Color(hex: "#FF000080")
        let root = View(id: "root", subviews: [scroll, loose])
        // A controller that adds to the safe area (format 4 writes its root view's `additionalSafeAreaInsets`).
        var controller = ViewController(id: "vc", view: root)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        let node = ViewControllerNode.navigationController(NavigationController(id: "nav", viewControllers: [.viewController(controller)]))
        let layout = try LayoutEngine.compute(node, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: "iPhone 15 Pro"), orientation: .portrait))
        var paths: Set<String> = []
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let object):
                for entry in object.entries { walk(entry.value, path + "." + entry.key) }
            case .array(let items):
                for item in items { walk(item, path + "[]") }
            default:
                paths.insert(path)
            }
        }
        walk(try JSONParser.parse(Array(GeometryJSON.string(layout).utf8)), "")
        var hasher = StableHasher()
        for path in paths.sorted() { hasher.combine(path) }
        #expect(Self.shapeOfVersion[GeometryJSON.formatVersion] == hasher.finalizeHex(),
                "GeometryJSON writes another shape (\(hasher.finalizeHex()), \(paths.count) key paths): bump GeometryJSON.formatVersion and record the new shape here")
    }
}
