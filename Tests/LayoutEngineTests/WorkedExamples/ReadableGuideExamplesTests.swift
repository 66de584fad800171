import Testing
@testable import UIKitLayout

/// uikit-rules.md c3: the readable content guide's worked examples.
@Suite("c3 readable-content-guide worked examples")
struct ReadableGuideExamplesTests {
    @Test("C1 iPad Air 2 landscape root, Large: x 176, width 672 inside the 20…1004 margins guide")
    func c1() throws {
        let root = try Fixture.compute(Fixture.screen(), on: "iPad Air 2", .landscapeLeft, catalog: IPadAir2.catalog()).v("root")
        #expect(close(root.layoutMarginsGuide.minX, 20) && close(root.layoutMarginsGuide.maxX, 1004))
        #expect(close(root.readableContentGuide.minX, 176) && close(root.readableContentGuide.width, 672))
    }

    @Test("C2 the same in portrait: width 672, x 48")
    func c2() throws {
        let root = try Fixture.compute(Fixture.screen(), on: "iPad Air 2", .portrait, catalog: IPadAir2.catalog()).v("root")
        #expect(close(root.layoutMarginsGuide.width, 728))
        #expect(close(root.readableContentGuide.minX, 48) && close(root.readableContentGuide.width, 672))
    }

    @Test("C3 iPhone 8 portrait, Large: the readable guide is the margins guide")
    func c3() throws {
        let root = try Fixture.compute(Fixture.screen(), on: "iPhone 8").v("root")
        #expect(close(root.readableContentGuide.minX, 16) && close(root.readableContentGuide.width, 343))
        #expect(root.readableContentGuide == root.layoutMarginsGuide)
    }

    @Test("C4 a narrow split-view column: clamped to the margins guide")
    func c4() throws {
        let column = ChildViewController(in: "root", frame: Rect(x: 0, y: 0, width: 320, height: 810), controller: Fixture.screen(id: "column", rootID: "columnRoot"))
        var vc = ViewController(id: "split", view: View(id: "root"))
        vc.children = [column]
        let root = try Fixture.compute(.viewController(vc), on: "iPad (9th generation)", .landscapeLeft).v("columnRoot")
        #expect(root.readableContentGuide.width < 672)
        #expect(close(root.readableContentGuide.width, root.layoutMarginsGuide.width))
        #expect(close(root.readableContentGuide.minX, root.layoutMarginsGuide.minX))
    }

    @Test("c1 vertical extent equals the margins guide; width grows with the content size category")
    func categories() throws {
        var previous = 0.0
        for category in ContentSizeCategory.allCases {
            let root = try Fixture.compute(Fixture.screen(), on: "iPad Pro 12.9-inch (6th generation)", .landscapeLeft, category: category).v("root")
            #expect(root.readableContentGuide.minY == root.layoutMarginsGuide.minY && root.readableContentGuide.height == root.layoutMarginsGuide.height)
            #expect(root.readableContentGuide.width >= previous)
            previous = root.readableContentGuide.width
        }
        #expect(close(DeviceCatalog.bundled.readableWidth(for: .large), 672))
    }
}
