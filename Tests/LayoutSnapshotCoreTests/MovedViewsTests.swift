import Testing
@testable import LayoutSnapshotCore
import StrictJSON

@Suite("moved views")
struct MovedViewsTests {
    static func geometry(_ views: [(String, [Double])], screen: [Double] = [375, 667]) throws -> JSONValue {
        let items = views.map { "{\"id\": \"\($0.0)\", \"frame\": [0, 0, 1, 1], \"frameInWindow\": [\($0.1.map { "\($0)" }.joined(separator: ", "))]}" }
        return try JSONParser.parse(Array("{\"environment\": {\"screenSize\": [\(screen[0]), \(screen[1])]}, \"views\": [\(items.joined(separator: ", "))]}".utf8))
    }

    @Test("moved views in the new file's order with their changed parts, then added and removed ones")
    func moved() throws {
        let old = try Self.geometry([("root", [0, 0, 375, 667]), ("title", [16, 100, 343, 40]), ("gone", [0, 0, 10, 10]), ("signIn", [16, 560, 343, 50])])
        let new = try Self.geometry([("root", [0, 0, 375, 667]), ("signIn", [16, 564, 343, 54]), ("title", [16, 100, 343, 40]), ("badge", [1, 2, 3, 4])])
        let moved = MovedViews.between(old: old, new: new)
        #expect(moved.map(\.description) == ["signIn y 560 → 564, height 50 → 54", "badge added", "gone removed"])
        #expect(moved[0].old == [16, 560, 343, 50] && moved[0].new == [16, 564, 343, 54])
        #expect(moved[1].old == nil && moved[2].new == nil)
        #expect(MovedViews.between(old: old, new: old).isEmpty)
        #expect(MovedViews.screenSize(new)?.width == 375)
    }

    @Test("a file without views or screen size gives nothing rather than failing")
    func partial() throws {
        let empty = try JSONParser.parse(Array("{}".utf8))
        #expect(MovedViews.between(old: empty, new: empty).isEmpty)
        #expect(MovedViews.screenSize(empty) == nil)
        let new = try Self.geometry([("a", [0, 0, 1, 1])])
        #expect(MovedViews.between(old: empty, new: new).map(\.description) == ["a added"])
    }
}
