import Testing
@testable import UIKitLayout

/// uikit-rules.md a6: every worked safe-area example, every value it states.
@Suite("a6 safe-area worked examples")
struct SafeAreaExamplesTests {
    @Test("A1 393×852 root VC without bars, portrait", arguments: ["iPhone 14 Pro", "iPhone 15", "iPhone 16"])
    func a1(device: String) throws {
        let layout = try Fixture.compute(Fixture.screen(), on: device)
        let root = try layout.v("root")
        expectInsets(root.safeAreaInsets, 59, 0, 34, 0)
        // [FLUTTER_120682]: layoutFrame {{0,59},{393,759}}.
        expectRect(root.safeAreaLayoutGuide, 0, 59, 393, 759)
    }

    @Test("A2 same, landscape", arguments: ["iPhone 14 Pro", "iPhone 15", "iPhone 16"])
    func a2(device: String) throws {
        let layout = try Fixture.compute(Fixture.screen(), on: device, .landscapeLeft)
        expectInsets(try layout.v("root").safeAreaInsets, 0, 59, 21, 59)
        let right = try Fixture.compute(Fixture.screen(), on: device, .landscapeRight)
        expectInsets(try right.v("root").safeAreaInsets, 0, 59, 21, 59)
    }

    @Test("A3 14 Pro Max portrait and landscape")
    func a3() throws {
        expectInsets(try Fixture.compute(Fixture.screen(), on: "iPhone 14 Pro Max").v("root").safeAreaInsets, 59, 0, 34, 0)
        expectInsets(try Fixture.compute(Fixture.screen(), on: "iPhone 14 Pro Max", .landscapeLeft).v("root").safeAreaInsets, 0, 59, 21, 59)
    }

    @Test("A4 a subview pinned to all four root edges")
    func a4() throws {
        let layout = try Fixture.compute(Fixture.screen([View(id: "pinned", frame: Rect(x: 0, y: 0, width: 393, height: 852))]), on: "iPhone 14 Pro")
        expectInsets(try layout.v("pinned").safeAreaInsets, 59, 0, 34, 0)
    }

    @Test("A5 a subview with top = 20, other edges pinned")
    func a5() throws {
        let layout = try Fixture.compute(Fixture.screen([View(id: "sub", frame: Rect(x: 0, y: 20, width: 393, height: 832))]), on: "iPhone 14 Pro")
        expectInsets(try layout.v("sub").safeAreaInsets, 39, 0, 34, 0)
    }

    /// A6–A9 share the setup: iPhone X, tab bar controller → controller with
    /// additionalSafeAreaInsets (20, 30, 0, 10).
    static func a6Screen(_ subviews: [View]) -> ViewControllerNode {
        var vc = ViewController(id: "vc", view: View(id: "root", subviews: subviews))
        vc.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
        return Fixture.tab(.viewController(vc))
    }

    @Test("A6 tab bar controller, additionalSafeAreaInsets (20,30,0,10): root view")
    func a6() throws {
        let layout = try Fixture.compute(Self.a6Screen([]), on: "iPhone X")
        expectInsets(try layout.v("root").safeAreaInsets, 64, 30, 83, 10)
    }

    @Test("A7 a subview wholly inside the safe rect")
    func a7() throws {
        let layout = try Fixture.compute(Self.a6Screen([View(id: "inside", frame: Rect(x: 40, y: 100, width: 200, height: 200))]), on: "iPhone X")
        expectInsets(try layout.v("inside").safeAreaInsets, 0, 0, 0, 0)
    }

    @Test("A8 a subview extending into the top and left unsafe area (x = 20)")
    func a8() throws {
        let layout = try Fixture.compute(Self.a6Screen([View(id: "corner", frame: Rect(x: 20, y: 0, width: 100, height: 100))]), on: "iPhone X")
        expectInsets(try layout.v("corner").safeAreaInsets, 64, 10, 0, 0)
    }

    @Test("A9 a subview extending off the right edge: right capped at the parent's 10")
    func a9() throws {
        let layout = try Fixture.compute(Self.a6Screen([View(id: "off", frame: Rect(x: 300, y: 200, width: 100, height: 50))]), on: "iPhone X")
        #expect(close(try layout.v("off").safeAreaInsets.right, 10))
    }

    @Test("A10 a sheet sliding off the bottom: bottom grows to 34, then stays at 34")
    func a10() throws {
        var previous = -1.0
        for y in stride(from: 360.0, through: 800, by: 20) {
            let sheet = View(id: "sheet", frame: Rect(x: 0, y: y, width: 375, height: 400))
            let bottom = try Fixture.compute(Fixture.screen([sheet]), on: "iPhone X").v("sheet").safeAreaInsets.bottom
            #expect(close(bottom, min(34, max(0, y + 400 - 778))), "y \(y): \(bottom)")
            #expect(bottom >= previous && bottom <= 34)
            previous = bottom
        }
        #expect(close(previous, 34))
    }

    @Test("A11 iPhone 8, navigation controller, portrait")
    func a11() throws {
        expectInsets(try Fixture.compute(Fixture.nav(Fixture.screen()), on: "iPhone 8").v("root").safeAreaInsets, 64, 0, 0, 0)
    }

    @Test("A12 iPhone 8, navigation controller, landscape")
    func a12() throws {
        expectInsets(try Fixture.compute(Fixture.nav(Fixture.screen()), on: "iPhone 8", .landscapeLeft).v("root").safeAreaInsets, 32, 0, 0, 0)
    }

    @Test("A13 iPhone X, navigation controller, portrait")
    func a13() throws {
        expectInsets(try Fixture.compute(Fixture.nav(Fixture.screen()), on: "iPhone X").v("root").safeAreaInsets, 88, 0, 34, 0)
    }

    @Test("A14 iPhone X, tab → nav → VC, portrait")
    func a14() throws {
        let layout = try Fixture.compute(Fixture.tab(Fixture.nav(Fixture.screen())), on: "iPhone X")
        expectInsets(try layout.v("root").safeAreaInsets, 88, 0, 83, 0)
        // The flow [WWDC18-235]: the tab bar controller gets the status bar and home indicator,
        // the navigation controller adds the tab bar at the bottom.
        expectInsets(try layout.v("tab.view").safeAreaInsets, 44, 0, 34, 0)
        expectInsets(try layout.v("nav.view").safeAreaInsets, 44, 0, 83, 0)
    }

    @Test("A15 iPhone X, tab → nav → VC, landscape")
    func a15() throws {
        let layout = try Fixture.compute(Fixture.tab(Fixture.nav(Fixture.screen())), on: "iPhone X", .landscapeLeft)
        expectInsets(try layout.v("root").safeAreaInsets, 32, 44, 53, 44)
    }

    @Test("A16 XS Max, tab → nav → VC, landscape")
    func a16() throws {
        let layout = try Fixture.compute(Fixture.tab(Fixture.nav(Fixture.screen())), on: "iPhone XS Max", .landscapeLeft)
        expectInsets(try layout.v("root").safeAreaInsets, 44, 44, 70, 44)
    }

    @Test("A17 12/13 mini, navigation controller, portrait", arguments: ["iPhone 12 mini", "iPhone 13 mini"])
    func a17(device: String) throws {
        let layout = try Fixture.compute(Fixture.nav(Fixture.screen()), on: device)
        expectInsets(try layout.v("root").safeAreaInsets, 94, 0, 34, 0)
        let bar = try #require(layout.bars.first { $0.kind == .navigationBar })
        expectRect(bar.frameInWindow, 0, 50, 375, 44)
    }

    @Test("A18 14 Pro Max, navigation controller, portrait: 97.667, not 103")
    func a18() throws {
        let layout = try Fixture.compute(Fixture.nav(Fixture.screen()), on: "iPhone 14 Pro Max")
        expectInsets(try layout.v("root").safeAreaInsets, 97.667, 0, 34, 0)
        let bar = try #require(layout.bars.first { $0.kind == .navigationBar })
        #expect(close(bar.frameInWindow.minY, 53.667))
    }

    @Test("decision 10's offset is for the bar under the status bar: a nested navigation bar starts at the safe-area top")
    func nestedNavigationBar() throws {
        var host = ViewController(id: "host", view: View(id: "hostRoot"))
        host.children = [ChildViewController(in: "hostRoot", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                             controller: Fixture.nav(Fixture.screen(id: "leafVC", rootID: "leaf"), id: "inner"))]
        let layout = try Fixture.compute(Fixture.nav(.viewController(host), id: "outer"), on: "iPhone 14 Pro")
        let bars = layout.bars.filter { $0.kind == .navigationBar }
        #expect(bars.count == 2)
        #expect(close(bars[0].frameInWindow.minY, 53.667) && close(bars[1].frameInWindow.minY, 97.667))
        #expect(close(try layout.v("leaf").safeAreaInsets.top, 141.667))
    }

    @Test("A19 iPhone X, large-title navigation bar expanded: top 140")
    func a19() throws {
        var nav = NavigationController(id: "nav", viewControllers: [Fixture.screen()])
        nav.prefersLargeTitles = true
        let layout = try Fixture.compute(.navigationController(nav), on: "iPhone X")
        #expect(close(try layout.v("root").safeAreaInsets.top, 140))
        #expect(layout.bars.contains { $0.kind == .navigationBar && $0.isLargeTitle })
    }

    // A20 and A21 are the bottom tab bar of iPadOS 12 to 17. From iPadOS 18 it floats at the top
    // in regular width (FloatingTabBarTests) and stays at the bottom in compact width, so A20 is
    // checked in a compact Split View pane, which has the same insets (the catalog records only
    // iPadOS 18 for this iPad), and A21 on the 11-inch iPad Pro (M4), whose iPadOS 17 the catalog
    // records, with the same 24 and 20 insets as the first 11-inch.
    @Test("A20 iPad (9th generation), tab → nav → VC, portrait (in compact width, where the bar stays at the bottom)")
    func a20() throws {
        var environment = LayoutEnvironment(device: try Fixture.device("iPad (9th generation)"), orientation: .portrait)
        environment.window = .multitasking(.splitTwoThirds)
        let layout = try LayoutEngine.compute(Fixture.tab(Fixture.nav(Fixture.screen())), in: environment)
        expectInsets(try layout.v("root").safeAreaInsets, 70, 0, 50, 0)
    }

    @Test("A21 iPad Pro 11-inch, tab → nav → VC (iPadOS 17)")
    func a21() throws {
        let layout = try Fixture.compute(Fixture.tab(Fixture.nav(Fixture.screen())), on: "iPad Pro 11-inch (M4)", os: "17")
        expectInsets(try layout.v("root").safeAreaInsets, 74, 0, 65, 0)
    }

    @Test("A22 Apple TV 1080p, full-screen root")
    func a22() throws {
        let layout = try Fixture.compute(Fixture.screen(), on: "Apple TV HD", .landscapeLeft)
        expectInsets(try layout.v("root").safeAreaInsets, 60, 80, 60, 80)
    }

    @Test("a3 negative additionalSafeAreaInsets stay negative and propagate (README decision 1)")
    func negativeAdditional() throws {
        var vc = ViewController(id: "vc", view: View(id: "root", subviews: [View(id: "edge", frame: Rect(x: 275, y: 300, width: 100, height: 100))]))
        vc.additionalSafeAreaInsets = EdgeInsets(right: -10)
        let layout = try Fixture.compute(.viewController(vc), on: "iPhone 8")
        #expect(close(try layout.v("root").safeAreaInsets.right, -10))
        #expect(close(try layout.v("edge").safeAreaInsets.right, -10))
        // Margins count the negative edge as 0 (b3), and the guide is not negative.
        #expect(close(try layout.v("root").layoutMargins.right, 16))
        #expect(layout.diagnostics.contains { $0.id == "root" })
    }
}
