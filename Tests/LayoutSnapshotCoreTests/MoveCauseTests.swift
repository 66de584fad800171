import LayoutEngine
import StrictJSON
import Testing
@testable import LayoutSnapshotCore

/// Why a view moved (Docs/snapshot-checks.md, "Why a view moved"), inferred from two geometry
/// files of real layouts: a constant of the first view's own, the window's inset, a bar.
@Suite("why a view moved")
struct MoveCauseTests {
    static let login = """
    { "root": { "viewController": { "id": "login", "view": { "id": "loginRoot", "subviews": [
        { "id": "welcome", "class": "label", "text": "Welcome back", "font": "largeTitle", "numberOfLines": 0 },
        { "id": "email", "class": "view" }, { "id": "signIn", "class": "button", "title": "Sign In", "font": "headline" } ],
      "constraints": [ "welcome.top == loginRoot.safeArea.top + TOP", "welcome.leading == loginRoot.margins.leading", "welcome.trailing == loginRoot.margins.trailing",
        "email.top == welcome.bottom + 24", "email.leading == loginRoot.margins.leading", "email.trailing == loginRoot.margins.trailing", "email.height == 44",
        "signIn.leading == loginRoot.margins.leading", "signIn.trailing == loginRoot.margins.trailing", "signIn.height == 50",
        "signIn.bottom == loginRoot.safeArea.bottom" ] } } } }
    """

    static func geometry(_ spec: String, on device: String, os: Int? = nil, top: Int = 40) throws -> JSONValue {
        let root = try SpecReader.read(bytes: Array(spec.replacingOccurrences(of: "TOP", with: "\(top)").utf8), file: "login.json").root
        let environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device, os: os.map { OSVersion(major: $0) }), orientation: .portrait)
        return try JSONParser.parse(Array(GeometryJSON.string(try LayoutEngine.compute(root, in: environment)).utf8))
    }

    static func causes(_ old: JSONValue, _ new: JSONValue) -> [String: String] {
        Dictionary(uniqueKeysWithValues: MovedViews.report(old: old, new: new).views.compactMap { v in v.cause.map { (v.id, $0) } })
    }

    @Test("a constant of its own: the first view says its distance changed and nothing near it moved; the one below follows it")
    func ownConstant() throws {
        let causes = Self.causes(try Self.geometry(Self.login, on: "iPhone 16 Pro"), try Self.geometry(Self.login, on: "iPhone 16 Pro", top: 44))
        #expect(causes["welcome"]?.hasPrefix("its top is 44 from loginRoot's safe-area top, was 40, and nothing near it moved") == true, "\(causes)")
        #expect(causes["email"]?.hasPrefix("top kept its 24 to welcome's bottom, and welcome moved: its top is 44") == true, "\(causes)")
    }

    @Test("a constant of its own at the bottom: a button pinned to the safe-area bottom says its bottom, not its top")
    func ownConstantAtBottom() throws {
        let raised = Self.login.replacingOccurrences(of: #""signIn.bottom == loginRoot.safeArea.bottom""#, with: #""signIn.bottom == loginRoot.safeArea.bottom - 16""#)
        #expect(raised != Self.login)
        let causes = Self.causes(try Self.geometry(Self.login, on: "iPhone 16 Pro"), try Self.geometry(raised, on: "iPhone 16 Pro"))
        #expect(causes["signIn"]?.hasPrefix("its bottom is 16 from loginRoot's safe-area bottom, was 0, and nothing near it moved") == true, "\(causes)")
    }

    @Test("the window's inset: the button pinned to the safe-area bottom names the inset, 20 -> 25 on iPadOS 26")
    func windowInset() throws {
        let causes = Self.causes(try Self.geometry(Self.login, on: "iPad Pro 11-inch (M4)"), try Self.geometry(Self.login, on: "iPad Pro 11-inch (M4)", os: 26))
        #expect(causes["signIn"] == "bottom kept its 0 to loginRoot's safe-area bottom, which moved (1190 → 1185) with the window's bottom inset 20 → 25", "\(causes)")
        #expect(causes["welcome"] == "top kept its 40 to loginRoot's safe-area top, which moved (24 → 32) with the window's top inset 24 → 32", "\(causes)")
    }

    @Test("a bar: under iPadOS 18's floating tab bar the navigation bar grew 50 -> 64, and the views under it say so, the lower ones through the first")
    func bar() throws {
        let article = """
        { "root": { "tabBarController": { "id": "tabs", "viewControllers": [ { "navigationController": { "id": "nav", "viewControllers": [
          { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "hero", "class": "view" }, { "id": "title", "class": "view" } ],
            "constraints": [ "hero.top == root.safeArea.top", "hero.leading == root.leading", "hero.trailing == root.trailing", "hero.height == 100",
              "title.top == hero.bottom + 16", "title.leading == root.margins.leading", "title.trailing == root.margins.trailing", "title.height == 30" ] } } } ] } } ] } } }
        """
        let causes = Self.causes(try Self.geometry(article, on: "iPad Pro 11-inch (M4)", os: 17), try Self.geometry(article, on: "iPad Pro 11-inch (M4)"))
        #expect(causes["hero"] == "top kept its 0 to root's safe-area top, which moved (74 → 88) with the navigationBar (nav) (50 → 64 high)", "\(causes)")
        #expect(causes["title"]?.hasPrefix("top kept its 16 to hero's bottom, and hero moved: top kept its 0 to root's safe-area top") == true, "\(causes)")
    }

    @Test("a bar that appeared: the button pinned to the safe-area bottom names the toolbar shown")
    func barShown() throws {
        func spec(_ toolbarHidden: Bool) -> String {
            #"{ "root": { "navigationController": { "id": "nav", "toolbarHidden": \#(toolbarHidden), "viewControllers": [ { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "cta", "class": "view" } ], "constraints": [ "cta.bottom == root.safeArea.bottom - 16", "cta.leading == root.margins.leading", "cta.trailing == root.margins.trailing", "cta.height == 50" ] } } } ] } } }"#
        }
        let causes = Self.causes(try Self.geometry(spec(true), on: "iPhone 16 Pro"), try Self.geometry(spec(false), on: "iPhone 16 Pro"))
        #expect(causes["cta"] == "bottom kept its 16 to root's safe-area bottom, which moved (840 → 796) with the toolbar (nav) shown (78 high)", "\(causes)")
    }

    @Test("a presentation: a sheet moved from its medium to its large detent says how it is presented changed; its subviews follow it")
    func presentation() throws {
        let sheet = """
        { "root": { "viewController": { "id": "home", "presented": { "detents": ["medium", "large"], "selectedDetent": "DETENT",
          "viewController": { "id": "sheet", "view": { "id": "sheetRoot", "subviews": [ { "id": "field", "class": "view" } ],
            "constraints": [ "field.top == sheetRoot.safeArea.top + 8", "field.leading == sheetRoot.margins.leading",
              "field.trailing == sheetRoot.margins.trailing", "field.height == 44" ] } } } } } }
        """
        let causes = Self.causes(try Self.geometry(sheet.replacingOccurrences(of: "DETENT", with: "medium"), on: "iPhone 16 Pro"),
                                 try Self.geometry(sheet.replacingOccurrences(of: "DETENT", with: "large"), on: "iPhone 16 Pro"))
        #expect(causes["sheetRoot"] == "it is presented, and how changed: edgeAttachedSheet, detent medium → edgeAttachedSheet, detent large", "\(causes)")
        #expect(causes["field"]?.hasPrefix("top kept its 8 to sheetRoot's safe-area top") == true, "\(causes)")
    }

    @Test("content: a label whose text grew says its content's size changed; views added or removed have no cause")
    func content() throws {
        let short = Self.login, long = Self.login.replacingOccurrences(of: "Welcome back", with: "Welcome back to the app that keeps your trains on time")
        let moved = MovedViews.report(old: try Self.geometry(short, on: "iPhone 16 Pro"), new: try Self.geometry(long, on: "iPhone 16 Pro")).views
        let welcome = try #require(moved.first { $0.id == "welcome" })
        #expect(welcome.cause?.hasPrefix("its content's size changed") == true, "\(String(describing: welcome.cause))")
    }

    /// A geometry file of views given as (id, parent, frame in the window).
    static func file(_ views: [(String, String?, [Double])], extra: String = "") throws -> JSONValue {
        let items = views.map { v in
            "{\"id\": \"\(v.0)\"\(v.1.map { ", \"parent\": \"\($0)\"" } ?? ""), \"frameInWindow\": [\(v.2.map { "\($0)" }.joined(separator: ", "))]}"
        }
        return try JSONParser.parse(Array("{\"environment\": {\"screenSize\": [400, 800]}, \"views\": [\(items.joined(separator: ", "))]\(extra)}".utf8))
    }

    @Test("two buttons side by side under a label that grew: each names the label, never the other button")
    func sideBySide() throws {
        let old = try Self.file([("root", nil, [0, 0, 400, 800]), ("label", "root", [16, 100, 368, 40]), ("a", "root", [16, 160, 180, 44]), ("b", "root", [204, 160, 180, 44])])
        let new = try Self.file([("root", nil, [0, 0, 400, 800]), ("label", "root", [16, 100, 368, 60]), ("a", "root", [16, 180, 180, 44]), ("b", "root", [204, 180, 180, 44])])
        let causes = Self.causes(old, new)
        #expect(causes["a"]?.hasPrefix("top kept its 20 to label's bottom") == true && causes["b"]?.hasPrefix("top kept its 20 to label's bottom") == true, "\(causes)")
    }

    @Test("a view inside a card that moved: it kept its place in the card, which moved for its own reason")
    func superviewMoved() throws {
        let old = try Self.file([("root", nil, [0, 0, 400, 800]), ("card", "root", [16, 100, 368, 200]), ("icon", "card", [32, 116, 40, 40])])
        let new = try Self.file([("root", nil, [0, 0, 400, 800]), ("card", "root", [16, 130, 368, 200]), ("icon", "card", [32, 146, 40, 40])])
        let causes = Self.causes(old, new)
        #expect(causes["icon"]?.hasPrefix("top kept its 16 to card's top, which moved (100 → 130): card ") == true, "\(causes)")
    }

    @Test("malformed files explain what they can and never trap: short rects, a parent cycle, huge numbers; a long run of rows finishes")
    func malformed() throws {
        let old = try Self.file([("a", "b", [0, 0, 10]), ("b", "a", [0, 0, 10, 10]), ("c", "c", [0, 1e308, 10, 1e308])])
        let new = try Self.file([("a", "b", [0, 1, 10]), ("b", "a", [0, 5, 10, 10]), ("c", "c", [0, -1e308, 10, 1e308])])
        _ = MovedViews.report(old: old, new: new)
        let rows = (0..<400).map { ("row\($0)", Optional("root"), [0.0, Double($0) * 44, 400, 44]) }
        let moved = (0..<400).map { ("row\($0)", Optional("root"), [0.0, Double($0) * 44 + 10, 400, 44]) }
        let report = MovedViews.report(old: try Self.file([("root", nil, [0, 0, 400, 20000])] + rows), new: try Self.file([("root", nil, [0, 0, 400, 20000])] + moved))
        #expect(report.views.count == 400 && report.views.filter { $0.cause != nil }.count == MoveCause.limit)
    }
}
