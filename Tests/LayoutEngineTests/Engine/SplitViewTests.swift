import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Split view controllers (Docs/Containers.md, "Split view controllers"): columns by width and
/// display mode, one column in compact width, each column a controller with its own bars and
/// safe area.
@Suite("split view controllers")
struct SplitViewTests {
    static func column(_ id: String) -> ViewControllerNode {
        .navigationController(NavigationController(id: "\(id)Nav", viewControllers: [.viewController(ViewController(id: id, view: View(id: "\(id)Root")))]))
    }

    static func compute(_ split: SplitViewController, on name: String = "iPad Pro 11-inch (M4)", _ orientation: InterfaceOrientation = .landscapeLeft,
                        window: AppWindow = .fullScreen, direction: UserInterfaceLayoutDirection = .leftToRight) throws -> ComputedLayout {
        var environment = LayoutEnvironment(device: try Fixture.device(name), orientation: orientation, layoutDirection: direction)
        environment.window = window
        return try LayoutEngine.compute(.splitViewController(split), in: environment)
    }

    static let double = SplitViewController(id: "split", style: .doubleColumn, primary: column("list"), secondary: column("detail"))

    @Test("double column, 11-inch iPad Pro landscape (1210 wide): tiled, the primary 320, the secondary the rest, each under its own navigation bar")
    func tiled() throws {
        let layout = try Self.compute(Self.double)
        expectRect(try layout.v("listRoot").frameInWindow, 0, 0, 320, 834)
        expectRect(try layout.v("detailRoot").frameInWindow, 320, 0, 890, 834)
        expectInsets(try layout.v("listRoot").safeAreaInsets, 74, 0, 20, 0)
        expectInsets(try layout.v("detailRoot").safeAreaInsets, 74, 0, 20, 0)
        let bars = layout.bars.filter { $0.kind == .navigationBar }.map(\.frameInWindow)
        #expect(bars == [Rect(x: 0, y: 24, width: 320, height: 50), Rect(x: 320, y: 24, width: 890, height: 50)])
    }

    @Test("portrait overlays: the secondary alone, the primary not shown; oneOverSecondary puts the primary over it")
    func overlay() throws {
        let portrait = try Self.compute(Self.double, .portrait)
        expectRect(try portrait.v("detailRoot").frameInWindow, 0, 0, 834, 1210)
        #expect(portrait.view("listRoot") == nil)
        var over = Self.double
        over.preferredDisplayMode = .oneOverSecondary
        let shown = try Self.compute(over, .portrait)
        expectRect(try shown.v("listRoot").frameInWindow, 0, 0, 320, 1210)
        let ids = shown.views.map(\.id)
        #expect(try #require(ids.firstIndex(of: "detailRoot")) < (try #require(ids.firstIndex(of: "listRoot"))), "the primary is drawn over the secondary")
    }

    @Test("compact width collapses to one column: the secondary, or the compact column when given; the classic one's secondary")
    func collapsed() throws {
        let pane = try Self.compute(Self.double, window: .multitasking(.splitOneThird))
        #expect(pane.view("detailRoot") != nil && pane.view("listRoot") == nil)
        expectRect(try pane.v("detailRoot").frameInWindow, 0, 0, 375, 834)
        var withCompact = Self.double
        withCompact.compact = Self.column("phone")
        #expect(try Self.compute(withCompact, on: "iPhone 16 Pro", .portrait).view("phoneRoot") != nil)
        let classic = SplitViewController(id: "split", viewControllers: [Self.column("list"), Self.column("detail")])
        let phone = try Self.compute(classic, on: "iPhone 16 Pro", .portrait)
        #expect(phone.view("detailRoot") != nil && phone.view("listRoot") == nil)
    }

    @Test("triple column: tiled on a 13-inch iPad Pro (M4) (320 + 375 + the rest); displacing on a 1180-wide iPad Air, the secondary pushed past the edge")
    func triple() throws {
        let triple = SplitViewController(id: "split", style: .tripleColumn, primary: Self.column("a"), supplementary: Self.column("b"), secondary: Self.column("c"))
        let wide = try Self.compute(triple, on: "iPad Pro 13-inch (M4)")
        expectRect(try wide.v("aRoot").frameInWindow, 0, 0, 320, 1032)
        expectRect(try wide.v("bRoot").frameInWindow, 320, 0, 375, 1032)
        expectRect(try wide.v("cRoot").frameInWindow, 695, 0, 681, 1032)
        let air = try Self.compute(triple, on: "iPad Air 11-inch (M2)")
        expectRect(try air.v("cRoot").frameInWindow, 695, 0, 805, 820)
    }

    @Test("widths: the classic primary is 375 on a screen over 1210 long; preferred, minimum and maximum widths clamp; right-to-left mirrors")
    func widths() throws {
        let classic = SplitViewController(id: "split", viewControllers: [Self.column("list"), Self.column("detail")])
        expectRect(try Self.compute(classic, on: "iPad Pro 13-inch (M4)").v("listRoot").frameInWindow, 0, 0, 375, 1032)
        var preferred = Self.double
        preferred.preferredPrimaryColumnWidth = 500
        preferred.maximumPrimaryColumnWidth = 400
        expectRect(try Self.compute(preferred).v("listRoot").frameInWindow, 0, 0, 400, 834)
        let rtl = try Self.compute(Self.double, direction: .rightToLeft)
        expectRect(try rtl.v("listRoot").frameInWindow, 890, 0, 320, 834)
        expectRect(try rtl.v("detailRoot").frameInWindow, 0, 0, 890, 834)
    }

    @Test("review cases: a triple column with one sidebar shows the supplementary; a mode the behaviour does not allow becomes its counterpart; a plain column gets UIKit's navigation controller")
    func modes() throws {
        var triple = SplitViewController(id: "split", style: .tripleColumn, primary: Self.column("a"), supplementary: Self.column("b"), secondary: Self.column("c"))
        triple.preferredDisplayMode = .oneBesideSecondary
        let one = try Self.compute(triple, on: "iPad Pro 13-inch (M4)")
        #expect(one.view("aRoot") == nil)
        expectRect(try one.v("bRoot").frameInWindow, 0, 0, 375, 1032)
        expectRect(try one.v("cRoot").frameInWindow, 375, 0, 1001, 1032)
        var over = Self.double
        over.preferredDisplayMode = .oneOverSecondary
        over.preferredSplitBehavior = .tile
        expectRect(try Self.compute(over).v("detailRoot").frameInWindow, 320, 0, 890, 834)  // tile: beside, not over
        let plain = SplitViewController(id: "split", style: .doubleColumn, primary: .viewController(ViewController(id: "list", view: View(id: "listRoot"))),
                                        secondary: Self.column("detail"))
        let wrapped = try Self.compute(plain)
        #expect(wrapped.bars.contains { $0.kind == .navigationBar && $0.owner == "list.navigationController" })
        expectInsets(try wrapped.v("listRoot").safeAreaInsets, 74, 0, 20, 0)
    }

    @Test("classic widths by window and idiom: 320 beside the secondary in half the screen; 0.4 of an iPhone's width plus its leading inset; a plain primary stays when collapsed")
    func classicRules() throws {
        var classic = SplitViewController(id: "split", viewControllers: [Self.column("list"), Self.column("detail")])
        classic.preferredDisplayMode = .oneBesideSecondary
        classic.preferredSplitBehavior = .tile
        let half = try Self.compute(classic, on: "iPad Pro 13-inch (M4)", window: .multitasking(.splitHalf))
        #expect(half.environment.traits.horizontalSizeClass == .regular)
        expectRect(try half.v("listRoot").frameInWindow, 0, 0, 320, 1032)
        let phone = try Self.compute(SplitViewController(id: "split", viewControllers: [Self.column("list"), Self.column("detail")]), on: "iPhone 16 Pro Max")
        #expect(phone.environment.traits.horizontalSizeClass == .regular)
        let inset = phone.environment.windowSafeAreaInsets.left
        expectRect(try phone.v("listRoot").frameInWindow, 0, 0, (956 * 0.4).rounded(.up) + inset, 440)
        let plainPrimary = SplitViewController(id: "split", viewControllers: [.viewController(ViewController(id: "list", view: View(id: "listRoot"))), Self.column("detail")])
        #expect(try Self.compute(plainPrimary, on: "iPhone 16 Pro", .portrait).view("listRoot") != nil)
    }

    @Test("refused: a split view pushed onto a navigation controller, a width that is not a number")
    func refusals() throws {
        let pushed = ViewControllerNode.navigationController(NavigationController(id: "nav", viewControllers: [.splitViewController(Self.double)]))
        let environment = LayoutEnvironment(device: try Fixture.device("iPad Pro 11-inch (M4)"), orientation: .landscapeLeft)
        do { _ = try LayoutEngine.compute(pushed, in: environment); Issue.record("laid out") } catch {
            #expect("\(error)".contains("cannot be pushed to a Navigation Controller"), "\(error)")
        }
        var nan = Self.double
        nan.preferredPrimaryColumnWidth = .nan
        do { _ = try Self.compute(nan); Issue.record("laid out") } catch { #expect("\(error)".contains("primary column width"), "\(error)") }
    }

    @Test("a spec: the contract's names; a column style's keys on the classic style and the classic list on a column style are refused with their paths")
    func spec() throws {
        func read(_ body: String) throws -> ViewControllerNode {
            try SpecReader.read(bytes: Array(#"{ "root": { "splitViewController": \#(body) } }"#.utf8), file: "split.json").root
        }
        let node = try read(#"{ "id": "s", "style": "doubleColumn", "preferredDisplayMode": "oneBesideSecondary", "preferredSplitBehavior": "tile", "primary": { "viewController": { "id": "p" } }, "secondary": { "viewController": { "id": "d" } } }"#)
        guard case .splitViewController(let split) = node else { Issue.record("not a split view controller"); return }
        #expect(split.style == .doubleColumn && split.primary?.id == "p" && split.secondary?.id == "d" && split.preferredSplitBehavior == .tile)
        let classic = try read(#"{ "id": "s", "viewControllers": [ { "viewController": { "id": "p" } }, { "viewController": { "id": "d" } } ] }"#)
        guard case .splitViewController(let c) = classic else { Issue.record("not a split view controller"); return }
        #expect(c.style == .unspecified && c.secondary?.id == "d")
        for (body, says) in [
            (#"{ "id": "s", "primary": { "viewController": { "id": "p" } }, "viewControllers": [] }"#, "$.root.splitViewController.primary: primary is a column style's"),
            (#"{ "id": "s", "style": "doubleColumn", "supplementary": { "viewController": { "id": "p" } } }"#, "supplementary is a tripleColumn's column"),
            (#"{ "id": "s", "viewControllers": [] }"#, "a classic split view controller has 1 or 2 view controllers"),
            (#"{ "id": "s", "style": "sideBySide" }"#, "$.root.splitViewController.style"),
        ] {
            do { _ = try read(body); Issue.record("read \(body)") } catch { #expect("\(error)".contains(says), "\(error)") }
        }
    }
}
