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
