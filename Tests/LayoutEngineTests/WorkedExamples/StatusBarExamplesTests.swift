import Testing
@testable import UIKitLayout

/// uikit-rules.md f: the status-bar rules.
@Suite("f status-bar rules")
struct StatusBarExamplesTests {
    static func hidden(_ root: View = View(id: "root")) -> ViewControllerNode {
        var vc = ViewController(id: "vc", view: root)
        vc.prefersStatusBarHidden = true
        return .viewController(vc)
    }

    @Test("F1 home-button iPhone portrait: hiding the status bar removes the 20-pt top inset")
    func f1() throws {
        let layout = try Fixture.compute(Self.hidden(), on: "iPhone 8")
        #expect(close(try layout.v("root").safeAreaInsets.top, 0))
        #expect(!layout.bars.contains { $0.kind == .statusBar })
        #expect(layout.environment.statusBarHidden)
    }

    @Test("F2 every iPhone of the iOS 18 era has top inset 0 in landscape")
    func f2() throws {
        for device in DeviceCatalog.bundled.devices where device.idiom == .phone && device.defaultOS < OSVersion(major: 26) {
            for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
                let layout = try Fixture.compute(Fixture.screen(), on: device.name, orientation)
                #expect(close(try layout.v("root").safeAreaInsets.top, 0), "\(device.name) \(orientation)")
                #expect(layout.environment.statusBarHidden, "\(device.name)")
            }
        }
    }

    @Test("F3 notched and Dynamic Island phones keep the top inset when the status bar is hidden",
          arguments: [("iPhone X", 44.0), ("iPhone 11 Pro", 44), ("iPhone 12 mini", 50), ("iPhone 12", 47), ("iPhone 14 Pro", 59)])
    func f3(device: String, top: Double) throws {
        #expect(close(try Fixture.compute(Self.hidden(), on: device).v("root").safeAreaInsets.top, top))
    }

    @Test("F4 a visible navigation bar keeps the status bar on a notched phone")
    func f4() throws {
        let layout = try Fixture.compute(Fixture.nav(Self.hidden()), on: "iPhone X")
        #expect(layout.bars.contains { $0.kind == .statusBar })
        #expect(close(try layout.v("root").safeAreaInsets.top, 88))
        // On a home-button phone the controller's wish is granted: the bar moves to the top.
        let eight = try Fixture.compute(Fixture.nav(Self.hidden()), on: "iPhone 8")
        #expect(!eight.bars.contains { $0.kind == .statusBar })
        #expect(close(try eight.v("root").safeAreaInsets.top, 44))
    }

    @Test("F5 on iOS 12+ the window reports the 20-pt status bar")
    func f5() throws {
        let layout = try Fixture.compute(Fixture.screen(), on: "iPhone 8")
        #expect(close(layout.environment.windowSafeAreaInsets.top, 20))
    }

    @Test("F6 the status-bar frame is not the safe-area top on Dynamic Island phones (54 vs 59)")
    func f6() throws {
        let layout = try Fixture.compute(Fixture.screen(), on: "iPhone 14 Pro")
        let bar = try #require(layout.bars.first { $0.kind == .statusBar })
        #expect(close(bar.frameInWindow.height, 54))
        #expect(close(try layout.v("root").safeAreaInsets.top, 59))
    }

    @Test("F7 iPads keep the status bar in landscape", arguments: ["iPad (9th generation)", "iPad Pro 11-inch (1st generation)"])
    func f7(device: String) throws {
        let layout = try Fixture.compute(Fixture.screen(), on: device, .landscapeLeft)
        #expect(layout.bars.contains { $0.kind == .statusBar })
        #expect(try layout.v("root").safeAreaInsets.top > 0)
        #expect(close(try layout.v("root").safeAreaInsets.left, 0))
    }

    @Test("F8 full-screen iPad with the status bar hidden: top 24 → 0")
    func f8() throws {
        #expect(close(try Fixture.compute(Fixture.screen(), on: "iPad Pro 11-inch (1st generation)").v("root").safeAreaInsets.top, 24))
        #expect(close(try Fixture.compute(Self.hidden(), on: "iPad Pro 11-inch (1st generation)").v("root").safeAreaInsets.top, 0))
    }
}
