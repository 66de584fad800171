import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The JSON spec and the Swift API build the same model (issue 2, item 3).
@Suite("spec reader: model")
struct SpecModelTests {
    @Test("LAYOUT-SPEC.md's example reads into the model the Swift API builds")
    func specExample() throws {
        let text = """
        {
          "environment": { "device": "iPhone 14 Pro Max", "orientation": "portrait",
                           "contentSizeCategory": "large", "layoutDirection": "leftToRight" },
          "root": { "navigationController": { "id": "nav", "viewControllers": [
              { "viewController": { "id": "article",
                  "additionalSafeAreaInsets": { "top": 0, "left": 0, "bottom": 0, "right": 0 },
                  "view": { "id": "scroll", "class": "scrollView", "contentSize": [393, 2000],
                            "subviews": [ { "id": "title", "frame": [16, 20, 361, 60] } ] } } } ] } }
        }
        """
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        // A frame read from a spec is marked as given (`hasExplicitFrame`); in Swift you say so.
        var title = View(id: "title", frame: Rect(x: 16, y: 20, width: 361, height: 60))
        title.hasExplicitFrame = true
        var scroll = View.scrollView(id: "scroll", contentSize: Size(width: 393, height: 2000), subviews: [title])
        scroll.contentInsetAdjustmentBehavior = .automatic
        let built = ViewControllerNode.navigationController(NavigationController(id: "nav", viewControllers: [
            .viewController(ViewController(id: "article", view: scroll)),
        ]))
        #expect(spec.root == built)
        #expect(spec.environment == SpecEnvironment(device: "iPhone 14 Pro Max", orientation: .portrait,
                                                    contentSizeCategory: .large, layoutDirection: .leftToRight))

        // And LAYOUT-SPEC.md's output values for it.
        let layout = try Fixture.compute(spec.root, on: "iPhone 14 Pro Max")
        let v = try layout.v("scroll")
        expectRect(v.frame, 0, 0, 430, 932)
        expectRect(v.bounds, 0, -97.667, 430, 932)
        expectInsets(v.safeAreaInsets, 97.667, 0, 34, 0)
        expectRect(v.safeAreaLayoutGuide, 0, 0, 430, 800.333)
        let s = try #require(v.scroll)
        #expect(close(s.contentOffsetMin.y, -97.667) && close(s.contentOffsetMax.y, 1102))
        #expect(v.viewController == "article" && v.parent == "nav.view")
        #expect(layout.bars.map(\.kind) == [.statusBar, .navigationBar])
    }

    @Test("margins, directional margins, transforms and colours read as set")
    func properties() throws {
        let text = """
        { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [
            { "id": "a", "frame": [10, 20, 30, 40], "layoutMargins": { "top": 1, "left": 2 }, "backgroundColor": "#11223344",
              "transform": [1, 0, 0, 1, 5, 6], "semanticContentAttribute": "forceRightToLeft", "alpha": 0.5, "hidden": true },
            { "id": "b", "directionalLayoutMargins": { "leading": 3 }, "insetsLayoutMarginsFromSafeArea": false,
              "preservesSuperviewLayoutMargins": true, "layoutGuides": [ { "id": "g", "frame": [1, 2, 3, 4] } ],
              "constraints": [ "b.top == root.safeArea.top + 8" ] } ] } } } }
        """
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let root = vc.view else { Issue.record("no root"); return }
        let a = root.subviews[0], b = root.subviews[1]
        #expect(a.explicitLayoutMargins == .physical(EdgeInsets(top: 1, left: 2)))
        #expect(a.backgroundColor == Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        #expect(a.transform == AffineTransform(translationX: 5, y: 6) && a.isHidden && a.alpha == 0.5)
        #expect(a.semanticContentAttribute == .forceRightToLeft)
        #expect(b.explicitLayoutMargins == .directional(DirectionalEdgeInsets(leading: 3)))
        #expect(!b.insetsLayoutMarginsFromSafeArea && b.preservesSuperviewLayoutMargins)
        #expect(b.layoutGuides == [LayoutGuide(id: "g", layoutFrame: Rect(x: 1, y: 2, width: 3, height: 4))])
        #expect(b.constraints.count == 1)
        let layout = try Fixture.compute(spec.root, on: "iPhone 8")
        // Solved: b's top follows the safe area (20 on an iPhone 8); what is left free is reported.
        #expect(close(try layout.v("b").frame.minY, 28))
        // One diagnostic for the view, naming every attribute left free (issue 32, point 4).
        let ambiguity = layout.diagnostics.filter { $0.id == "b" && $0.kind == .ambiguousLayout }
        #expect(ambiguity.count == 1)
        #expect(ambiguity.first?.attributes == ["minX", "width", "height"] && ambiguity.first?.attribute == "minX")
        // The transform moves the view on screen, not its layout.
        expectRect(try layout.v("a").frameInWindow, 15, 26, 30, 40)
        expectRect(try layout.v("a").frame, 10, 20, 30, 40)
    }
}
