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

    /// A file's views and bars written out: each view `[id, frameInWindow, extra fields]`.
    static func file(_ views: [(String, String)], bars: String = "[]") throws -> JSONValue {
        let items = views.map { #"{"id": "\#($0.0)", "frameInWindow": [16, 560, 343, 50]\#($0.1)}"# }
        return try JSONParser.parse(Array(#"{"environment": {"screenSize": [375, 667]}, "views": [\#(items.joined(separator: ", "))], "bars": \#(bars)}"#.utf8))
    }

    /// Docs/snapshot-checks.md, "What changed": a change with no move is named as moves are.
    @Test("in place: a colour, an alpha, hidden, a text, a font; bars: a capsule added, a bar gone; after the moves, none for an unchanged file")
    func restyled() throws {
        let text = { (s: String, size: Int) in #", "text": {"font": {"size": \#(size), "weight": "regular"}, "lines": [{"text": "\#(s)", "x": 0, "baseline": 20, "width": 50}], "isTruncated": false}"# }
        let old = try Self.file([("signIn", ##", "backgroundColor": "#2E86C1""##), ("badge", ""), ("note", ""),
                                 ("title", text("Sign in", 17)), ("body", text("Hello", 17))],
                                bars: #"[{"kind": "statusBar", "frameInWindow": [0, 0, 375, 20]}, {"kind": "tabBar", "owner": "tabs", "frameInWindow": [0, 618, 375, 49]}]"#)
        let new = try Self.file([("signIn", ##", "backgroundColor": "#C0392B""##), ("badge", #", "alpha": 0.5"#), ("note", #", "hidden": true"#),
                                 ("title", text("Log in", 17)), ("body", text("Hello", 20))],
                                bars: #"[{"kind": "tabBar", "owner": "tabs", "frameInWindow": [0, 618, 375, 49], "capsule": [20, 618, 335, 49]}]"#)
        let changed = MovedViews.report(old: old, new: new).views
        #expect(changed.map(\.description) == [
            "signIn backgroundColor #2E86C1 → #C0392B", "badge alpha 1 → 0.5", "note hidden", #"title text "Sign in" → "Log in""#,
            "body font 17 regular → 20 regular", "statusBar removed", "tabBar (tabs) capsule added",
        ], "\(changed.map(\.description))")
        #expect(changed[0].old == changed[0].new && changed[0].cause == nil)
        #expect(MovedViews.report(old: old, new: old).views.isEmpty)
    }
}
