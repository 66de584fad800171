import Foundation
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

    @Test("a constant the files cannot tell: the test's line adds the constraint that holds the edge, and a review drawn later takes that line")
    func constantNamed() throws {
        let raised = Self.login.replacingOccurrences(of: #""signIn.bottom == loginRoot.safeArea.bottom""#, with: #""signIn.bottom == loginRoot.safeArea.bottom - 16""#)
        let model = try SpecReader.read(bytes: Array(raised.replacingOccurrences(of: "TOP", with: "40").utf8), file: "login.json").root
        let old = try Self.geometry(Self.login, on: "iPhone 16 Pro"), new = try Self.geometry(raised, on: "iPhone 16 Pro")
        let signIn = try #require(MovedViews.report(old: old, new: new).views.first { $0.id == "signIn" })
        // Only the constraints on the axis it moved along (not its leading and trailing).
        let note = try #require(SnapshotMessage.constraintsNote(signIn, constraints: { model.constraints(naming: $0) }))
        #expect(note.hasPrefix("its constraints: ") && note.contains("signIn.bottom") && note.contains("16") && !note.contains("leading"), "\(note)")
        // The manifest's line (`ManifestEntry.whyMoved`), read back by the review of the report.
        var again = MovedViews.report(old: old, new: new)
        again.takeCauses(from: ["welcome y 1 → 2: unrelated", "\(try #require(signIn.whyLine)); \(note)"])
        #expect(again.views.first { $0.id == "signIn" }?.cause == "\(try #require(signIn.cause)); \(note)")
        // Each view takes its own line, however its id begins.
        var rows = MovedViewsReport(views: [MovedView(id: "row1", old: [0, 0, 1, 1], new: [0, 1, 1, 1], change: "y 0 → 1"),
                                            MovedView(id: "row10", old: [0, 0, 1, 1], new: [0, 1, 1, 1], change: "y 0 → 1")])
        rows.takeCauses(from: ["row10 y 0 → 1: ten", "row1 y 0 → 1: one"])
        #expect(rows.views.map(\.cause) == ["one", "ten"])
        // A line for another change of the same view is not taken.
        var other = MovedViews.report(old: old, new: new)
        other.takeCauses(from: ["signIn y 0 → 1: another run's"])
        #expect(other.views.first { $0.id == "signIn" }?.cause == signIn.cause)
    }

    @Test("a larger text size: each row says its text grew, and one step of what moved the edge it follows; never 'nothing near it moved' on a view that grew")
    func textSize() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/form.json")
        let spec = try SpecReader.read(bytes: Array(try Data(contentsOf: url)), file: "form.json")
        func geometry(_ category: ContentSizeCategory) throws -> JSONValue {
            let device = try DeviceCatalog.bundled.device(named: "iPhone 16 Pro")
            let environment = LayoutEnvironment(device: device, orientation: .portrait, contentSizeCategory: category)
            return try JSONParser.parse(Array(GeometryJSON.string(try LayoutEngine.compute(spec.root, in: environment)).utf8))
        }
        let causes = Self.causes(try geometry(.large), try geometry(.extraExtraLarge))
        #expect(causes["heading"] == "its content's size changed, 147 x 26.333 → 175 x 31.333", "\(causes)")
        #expect(causes["nameRow"] == "top kept its 16 to heading's bottom, and heading moved: its content's size changed, 147 x 26.333 → 175 x 31.333; "
                + "bottom: it grew with its subviews (56 → 61.667 high), nameLabel among them", "\(causes)")
        // A row below: one step up (the row above it moved and grew), not that row's every reason again.
        #expect(causes["phoneRow"] == "top kept its 16 to emailRow's bottom, and emailRow moved: its top moved (234.666 → 245.333), and it grew with its subviews "
                + "(56 → 61.667 high), emailLabel among them; bottom: it grew with its subviews (56 → 61.667 high), phoneLabel among them", "\(causes)")
        // A field whose own font grew: its bottom moved for that, not with the row that fits it.
        #expect(causes["nameField"]?.hasSuffix("; bottom: its content's size changed, 136.667 x 34 → 162.667 x 34.667") == true, "\(causes)")
        for (id, cause) in causes {
            #expect(!cause.contains("nothing near it moved") && cause.count < 400, "\(id): \(cause)")
        }
    }

    @Test("a spacing of its own: the view names the input nearest the edge, the view above it, and the gap before and after")
    func ownSpacing() throws {
        let wider = Self.login.replacingOccurrences(of: #""email.top == welcome.bottom + 24""#, with: #""email.top == welcome.bottom + 28""#)
        #expect(wider != Self.login)
        let causes = Self.causes(try Self.geometry(Self.login, on: "iPhone 16 Pro"), try Self.geometry(wider, on: "iPhone 16 Pro"))
        #expect(causes["email"]?.hasPrefix("its top is 28 from welcome's bottom, was 24, and nothing near it moved: its own frame or constraints changed") == true, "\(causes)")
    }

    @Test("another device: the root view says the window changed, and the views that follow it say so; no bar is an input's side")
    func device() throws {
        let causes = Self.causes(try Self.geometry(Self.login, on: "iPhone 15 Pro"), try Self.geometry(Self.login, on: "iPhone 16 Pro"))
        #expect(causes["loginRoot"] == "nothing near it moved the same way: the window changed, 393 x 852 → 402 x 874", "\(causes)")
        #expect(causes["signIn"]?.contains("its size changed (852 → 874 high): the window changed") == true, "\(causes)")
        #expect(!causes.values.contains { $0.contains("statusBar") || $0.contains("own frame or constraints") }, "\(causes)")
    }

    @Test("the layout direction: views that moved with nothing near them moving say so, not that their constraints changed")
    func layoutDirection() throws {
        func geometry(_ direction: UserInterfaceLayoutDirection) throws -> JSONValue {
            let spec = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "badge", "class": "view" } ], "constraints": [ "badge.top == root.safeArea.top", "badge.leading == root.margins.leading", "badge.width == 40", "badge.height == 40" ] } } } }"#
            let root = try SpecReader.read(bytes: Array(spec.utf8), file: "badge.json").root
            let environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone 16 Pro"), orientation: .portrait, layoutDirection: direction)
            return try JSONParser.parse(Array(GeometryJSON.string(try LayoutEngine.compute(root, in: environment)).utf8))
        }
        let (old, new) = (try geometry(.leftToRight), try geometry(.rightToLeft))
        let causes = Self.causes(old, new)
        #expect(causes["badge"]?.hasSuffix("and nothing near it moved: the layout direction leftToRight → rightToLeft") == true, "\(causes)")
        // The review's title names it too; a right-to-left screen says so when nothing changed.
        #expect(MovedViews.report(old: old, new: new).screenName?.hasSuffix(", leftToRight → rightToLeft") == true)
        #expect(MovedViews.report(old: new, new: new).screenName?.hasSuffix(", large, rightToLeft") == true)
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

    @Test("the readable guide on a 13-inch iPad: a view pinned to it says the readable width follows the text size")
    func readableWidth() throws {
        let spec = """
        { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "photo", "class": "view" } ],
          "constraints": [ "photo.leading == root.readable.leading", "photo.trailing == root.readable.trailing", "photo.top == root.safeArea.top", "photo.height == 100" ] } } } }
        """
        let model = try SpecReader.read(bytes: Array(spec.utf8), file: "profile.json").root
        func geometry(_ category: ContentSizeCategory) throws -> JSONValue {
            let environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPad Pro 13-inch (M4)"), orientation: .portrait,
                                                contentSizeCategory: category)
            return try JSONParser.parse(Array(GeometryJSON.string(try LayoutEngine.compute(model, in: environment)).utf8))
        }
        let causes = Self.causes(try geometry(.large), try geometry(.accessibilityExtraLarge))
        #expect(causes["photo"]?.contains("readable guide left, which moved (") == true
                && causes["photo"]?.contains("with the readable width, which follows the text size large → accessibilityExtraLarge") == true, "\(causes)")
        // A label stretched between the guide's sides, beyond its text: its right edge keeps its pin.
        let name = """
        { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "name", "class": "label", "text": "Jane Appleseed", "font": "title1" } ],
          "constraints": [ "name.leading == root.readable.leading", "name.trailing == root.readable.trailing", "name.top == root.safeArea.top" ] } } } }
        """
        let labelModel = try SpecReader.read(bytes: Array(name.utf8), file: "name.json").root
        func labelGeometry(_ category: ContentSizeCategory, window: Double? = nil) throws -> JSONValue {
            var environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPad Pro 13-inch (M4)"), orientation: .portrait,
                                                contentSizeCategory: category)
            if let window { environment.window = .size(Size(width: window, height: 1376)) }
            return try JSONParser.parse(Array(GeometryJSON.string(try LayoutEngine.compute(labelModel, in: environment)).utf8))
        }
        let stretched = Self.causes(try labelGeometry(.large), try labelGeometry(.accessibilityExtraLarge))
        #expect(stretched["name"]?.contains("right kept its 0 to root's readable guide right, which moved (") == true, "\(stretched)")
        // The window, not the text size: said so.
        let narrower = Self.causes(try labelGeometry(.large), try labelGeometry(.large, window: 700))
        #expect(narrower["name"]?.contains("with the readable width, which follows the window: the window changed, 1032 x 1376 → 700 x 1376") == true, "\(narrower)")
    }

    @Test("a bar that moved and grew: iOS 26 on the iPhone 16 Pro puts the navigation bar at y 62, 54 high, and the why says both")
    func barOrigin() throws {
        let article = """
        { "root": { "navigationController": { "id": "nav", "viewControllers": [ { "viewController": { "id": "vc", "view": { "id": "root",
          "subviews": [ { "id": "hero", "class": "view" } ],
          "constraints": [ "hero.top == root.safeArea.top", "hero.leading == root.leading", "hero.trailing == root.trailing", "hero.height == 100" ] } } } ] } } }
        """
        let causes = Self.causes(try Self.geometry(article, on: "iPhone 16 Pro"), try Self.geometry(article, on: "iPhone 16 Pro", os: 26))
        #expect(causes["hero"] == "top kept its 0 to root's safe-area top, which moved (100.333 → 116) with the navigationBar (nav) (y 56.333 → 62, 44 → 54 high)", "\(causes)")
    }

    @Test("a bar that appeared: the button pinned to the safe-area bottom names the toolbar shown")
    func barShown() throws {
        func spec(_ toolbarHidden: Bool) -> String {
            #"{ "root": { "navigationController": { "id": "nav", "toolbarHidden": \#(toolbarHidden), "viewControllers": [ { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "cta", "class": "view" } ], "constraints": [ "cta.bottom == root.safeArea.bottom - 16", "cta.leading == root.margins.leading", "cta.trailing == root.margins.trailing", "cta.height == 50" ] } } } ] } } }"#
        }
        let causes = Self.causes(try Self.geometry(spec(true), on: "iPhone 16 Pro"), try Self.geometry(spec(false), on: "iPhone 16 Pro"))
        #expect(causes["cta"] == "bottom kept its 16 to root's safe-area bottom, which moved (840 → 796) with the toolbar (nav) shown (78 high)", "\(causes)")
    }

    @Test("an added inset: additionalSafeAreaInsets is in the geometry, and the button pinned to the safe-area bottom names it")
    func additionalInset() throws {
        let raised = Self.login.replacingOccurrences(of: #""id": "login","#, with: #""id": "login", "additionalSafeAreaInsets": { "top": 0, "left": 0, "bottom": 20, "right": 0 },"#)
        #expect(raised != Self.login)
        let old = try Self.geometry(Self.login, on: "iPhone 16 Pro"), new = try Self.geometry(raised, on: "iPhone 16 Pro")
        let causes = Self.causes(old, new)
        #expect(causes["signIn"] == "bottom kept its 0 to loginRoot's safe-area bottom, which moved (840 → 820) with loginRoot's additionalSafeAreaInsets bottom 0 → 20", "\(causes)")
        // Left out where the controller adds nothing, so files written before are unchanged.
        #expect(!Self.has(old, key: "additionalSafeAreaInsets") && Self.has(new, key: "additionalSafeAreaInsets"))
    }

    static func has(_ value: JSONValue, key: String) -> Bool {
        switch value {
        case .object(let o): o.entries.contains { $0.key == key || has($0.value, key: key) }
        case .array(let items): items.contains { has($0, key: key) }
        default: false
        }
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
        #expect(causes["icon"]?.hasPrefix("top kept its 16 to card's top, which moved (100 → 130) as card moved: ") == true, "\(causes)")
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
