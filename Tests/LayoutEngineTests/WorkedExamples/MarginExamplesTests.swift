import Testing
@testable import UIKitLayout
import StrictJSON

/// uikit-rules.md b8: every worked margin example.
@Suite("b8 layout-margin worked examples")
struct MarginExamplesTests {
    @Test("B1 a plain view wholly inside the safe area keeps 8 on each edge")
    func b1() throws {
        let layout = try Fixture.compute(Fixture.screen([View(id: "plain", frame: Rect(x: 40, y: 200, width: 200, height: 200))]), on: "iPhone X")
        expectInsets(try layout.v("plain").layoutMargins, 8, 8, 8, 8)
    }

    @Test("B2 iPhone 8 portrait root view, no bars")
    func b2() throws {
        expectInsets(try Fixture.compute(Fixture.screen(), on: "iPhone 8").v("root").layoutMargins, 20, 16, 0, 16)
    }

    @Test("B3 iPhone 8 portrait root view in a navigation controller")
    func b3() throws {
        expectInsets(try Fixture.compute(Fixture.nav(Fixture.screen()), on: "iPhone 8").v("root").layoutMargins, 64, 16, 0, 16)
    }

    @Test("B4 iPhone 11 landscape root view: 48 + 16 = 64")
    func b4() throws {
        let margins = try Fixture.compute(Fixture.screen(), on: "iPhone 11", .landscapeLeft).v("root").layoutMargins
        #expect(close(margins.left, 64) && close(margins.right, 64))
    }

    @Test("B5 iPhone 12 portrait root view: sides 20, top 47, bottom 34")
    func b5() throws {
        expectInsets(try Fixture.compute(Fixture.screen(), on: "iPhone 12").v("root").layoutMargins, 47, 20, 34, 20)
    }

    @Test("B6 iPhone X nav, viewRespectsSystemMinimumLayoutMargins = false, margins 0")
    func b6() throws {
        var root = View(id: "root")
        root.layoutMargins = .zero
        var vc = ViewController(id: "vc", view: root)
        vc.viewRespectsSystemMinimumLayoutMargins = false
        let layout = try Fixture.compute(Fixture.nav(.viewController(vc)), on: "iPhone X")
        expectInsets(try layout.v("root").layoutMargins, 88, 0, 34, 0)
    }

    static let fullScreenX = View(id: "full", frame: Rect(x: 0, y: 0, width: 375, height: 812))

    @Test("B7 iPhone X portrait full-screen plain subview of the root, default 8")
    func b7() throws {
        expectInsets(try Fixture.compute(Fixture.screen([Self.fullScreenX]), on: "iPhone X").v("full").layoutMargins, 52, 8, 42, 8)
    }

    @Test("B8 the same with insetsLayoutMarginsFromSafeArea = false")
    func b8() throws {
        var view = Self.fullScreenX
        view.insetsLayoutMarginsFromSafeArea = false
        expectInsets(try Fixture.compute(Fixture.screen([view]), on: "iPhone X").v("full").layoutMargins, 8, 8, 8, 8)
    }

    @Test("B9 a view with safe top 20 and margin top 28 has top 48")
    func b9() throws {
        var view = View(id: "v", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        view.layoutMargins = EdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
        let layout = try Fixture.compute(Fixture.screen([view]), on: "iPhone 8")
        #expect(close(try layout.v("v").safeAreaInsets.top, 20))
        #expect(close(try layout.v("v").layoutMargins.top, 48))
    }

    @Test("B10 iPad Air 2 landscape root view (1024 wide): sides 20")
    func b10() throws {
        let margins = try Fixture.compute(Fixture.screen(), on: "iPad Air 2", .landscapeLeft, catalog: IPadAir2.catalog()).v("root").layoutMargins
        #expect(close(margins.left, 20) && close(margins.right, 20))
    }

    @Test("B11 RTL: directionalLayoutMargins (0, 30, 0, 10) give layoutMargins (0, 10, 0, 30)")
    func b11() throws {
        var view = View(id: "v", frame: Rect(x: 40, y: 200, width: 200, height: 200))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let layout = try Fixture.compute(Fixture.screen([view]), on: "iPhone X", direction: .rightToLeft)
        let v = try layout.v("v")
        expectInsets(v.layoutMargins, 0, 10, 0, 30)
        #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
    }

    @Test("B12 RTL iPhone X landscape root: leading (right) 60, trailing (left) 60")
    func b12() throws {
        let root = try Fixture.compute(Fixture.screen(), on: "iPhone X", .landscapeLeft, direction: .rightToLeft).v("root")
        #expect(close(root.directionalLayoutMargins.leading, 60) && close(root.layoutMargins.right, 60))
        #expect(close(root.directionalLayoutMargins.trailing, 60) && close(root.layoutMargins.left, 60))
    }

    @Test("B13 preservesSuperviewLayoutMargins moves the yellow view from 8 to 16")
    func b13() throws {
        func yellowX(preserves: Bool) throws -> Double {
            var red = View(id: "red", frame: Rect(x: 0, y: 100, width: 375, height: 200))
            red.preservesSuperviewLayoutMargins = preserves
            // Yellow is constrained to red's margins: its x is red's margins-guide minX.
            return try Fixture.compute(Fixture.screen([red]), on: "iPhone 8").v("red").layoutMarginsGuide.minX
        }
        #expect(close(try yellowX(preserves: false), 8))
        #expect(close(try yellowX(preserves: true), 16))
    }
}

/// iPad Air 2 (768 × 1024 @2x, home button) is the reference's iPad example but not a current
/// model: the tests add it through a calibration file, which also exercises `addDevices`.
enum IPadAir2 {
    static func catalog() throws -> DeviceCatalog {
        let base = try #require(DeviceCatalog.bundled.devices.first { $0.name == "iPad (9th generation)" })
        #expect(base.hasHomeButton)
        let json = try JSONParser.parse(Array(BundledCatalogData.bytes))
        guard case .object(let root) = json, case .array(let devices) = root["devices"]! else { throw CalibrationFailure() }
        guard case .object(var entry) = devices.first(where: {
            if case .object(let o) = $0, o["name"] == .string(base.name) { return true } else { return false }
        })! else { throw CalibrationFailure() }
        entry["name"] = "iPad Air 2"
        entry["slug"] = "ipad-air-2"
        entry["aliases"] = .array([])
        entry["portraitSize"] = [768, 1024]
        entry["nativePixels"] = [1536, 2048]
        guard case .object(var orientations) = entry["orientations"]! else { throw CalibrationFailure() }
        for key in orientations.keys {
            guard case .object(var metrics) = orientations[key]! else { throw CalibrationFailure() }
            metrics["screenSize"] = key.hasPrefix("landscape") ? [1024, 768] : [768, 1024]
            orientations[key] = .object(metrics)
        }
        entry["orientations"] = .object(orientations)
        let calibration = try Calibration(json: ["addDevices": .array([.object(entry)])], file: "ipad-air-2.json")
        return try DeviceCatalog.bundled(calibration: calibration)
    }

    struct CalibrationFailure: Error {}
}
