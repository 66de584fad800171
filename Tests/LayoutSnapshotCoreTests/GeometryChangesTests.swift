import LayoutEngine
import Testing
@testable import LayoutSnapshotCore
import StrictJSON

@Suite("geometry changes")
struct GeometryChangesTests {
    static func json(_ layout: ComputedLayout) throws -> JSONValue {
        try JSONParser.parse(Array(GeometryJSON.string(layout).utf8))
    }

    @Test("a moved view reads as its changed values, old → new, by view id")
    func moved() throws {
        let changes = GeometryChanges.between(old: try Self.json(Screens.layout(headlineY: 100)), new: try Self.json(Screens.layout(headlineY: 104)))
        let lines = changes.map(\.description)
        #expect(lines.contains("views[headline].frame: [16, 100, 200, 40] → [16, 104, 200, 40]"))
        #expect(lines.contains("views[headline].frameInWindow: [16, 100, 200, 40] → [16, 104, 200, 40]"))
        #expect(lines.allSatisfy { $0.hasPrefix("views[headline].") })
    }

    /// A form whose button moves, under a header whose move shifts 30 views' derived values.
    static func form(headerY: Double, buttonY: Double) throws -> JSONValue {
        let rows = (0..<30).map { View(id: "row\($0)", frame: Rect(x: 0, y: Double($0) * 10, width: 100, height: 10)) }
        let root = View(id: "root", subviews: [
            View(id: "header", frame: Rect(x: 0, y: headerY, width: 320, height: 300), subviews: rows),
            View(id: "signIn", frame: Rect(x: 16, y: buttonY, width: 288, height: 44)),
        ])
        let controller = ViewControllerNode.viewController(ViewController(id: "form", view: root))
        return try Self.json(LayoutEngine.compute(controller, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: "iPhone SE (3rd generation)"), orientation: .portrait)))
    }

    @Test("causes come first: each view's own frame on one line by the parts that changed, then what follows, summed up")
    func causesFirst() throws {
        let changes = GeometryChanges.between(old: try Self.form(headerY: 20, buttonY: 560), new: try Self.form(headerY: 24, buttonY: 564))
        #expect(changes.count == 34)
        #expect(changes.prefix(2).map(\.description) == [
            "views[header].frame: [0, 20, 320, 300] → [0, 24, 320, 300]",
            "views[signIn].frame: [16, 560, 288, 44] → [16, 564, 288, 44]",
        ])
        let summary = GeometryChanges.summary(changes, lines: 20)
        #expect(summary.prefix(3) == [
            "views[header].frame: y 20 → 24",
            "views[signIn].frame: y 560 → 564",
            "then frameInWindow of 32 views: header, row0, row1, row2, …",
        ])
        #expect(summary.count <= 20)
        // Over the limit, derived values give way: a cause late in the document is still there.
        let capped = GeometryChanges.between(old: try Self.form(headerY: 20, buttonY: 560), new: try Self.form(headerY: 24, buttonY: 564), limit: 5)
        #expect(capped.count == 5 && capped[1].path == "views[signIn].frame" && capped[2].path.hasSuffix(".frameInWindow"))
    }

    @Test("another device reads as environment and safe-area changes")
    func device() throws {
        let changes = GeometryChanges.between(old: try Self.json(Screens.layout()), new: try Self.json(Screens.layout(device: "iPhone 15 Pro")))
        let lines = changes.map(\.description)
        #expect(lines.contains("environment.device: \"iPhone SE (3rd generation)\" → \"iPhone 15 Pro\""))
        #expect(lines.contains { $0.hasPrefix("environment.safeAreaInsets.top: 20 → ") })
    }

    @Test("added and removed views and keys are named")
    func addedRemoved() throws {
        let old: JSONValue = ["views": [["id": "a", "frame": [0, 0, 1, 1]], ["id": "b"]], "x": 1]
        let new: JSONValue = ["views": [["id": "a", "frame": [0, 0, 1, 1], "alpha": 0.5], ["id": "c"]], "y": 2]
        let lines = GeometryChanges.between(old: old, new: new).map(\.description)
        #expect(lines == ["views[a].alpha: added 0.5", "views[b]: removed (was an entry)", "views[c]: added an entry", "x: removed (was 1)", "y: added 2"])
        #expect(GeometryChanges.between(old: old, new: old).isEmpty)
    }

    @Test("repeated ids are compared by position, so an added duplicate is not hidden")
    func duplicateIDs() {
        let old: JSONValue = ["diagnostics": [["id": "x", "message": "a"]]]
        let new: JSONValue = ["diagnostics": [["id": "x", "message": "a"], ["id": "x", "message": "b"]]]
        let lines = GeometryChanges.between(old: old, new: new).map(\.description)
        #expect(lines == ["diagnostics[1]: added {\"id\": \"x\", \"message\": \"b\"}"])
    }
}
