import Testing
@testable import LayoutFormats
@testable import UIKitLayout
import StrictJSON

/// Presented controllers (Docs/Presentations.md): sheets on a phone's bottom edge at their
/// detents, form and page sheets floating on an iPad, popovers at their source view, full-screen
/// covers; each with the safe area its frame overlaps and its own bars.
@Suite("presentations")
struct PresentationTests {
    static let home = ViewControllerNode.viewController(ViewController(id: "home", view: View(id: "homeRoot", subviews: [
        View(id: "share", frame: Rect(x: 1100, y: 40, width: 44, height: 44)),
    ])))

    static func sheet(_ id: String = "sheet") -> ViewControllerNode {
        .viewController(ViewController(id: id, view: View(id: "\(id)Root")))
    }

    static func compute(_ root: ViewControllerNode, on name: String = "iPhone 14 Pro", _ orientation: InterfaceOrientation = .portrait,
                        os: Int? = nil, window: AppWindow = .fullScreen, catalog: DeviceCatalog = .bundled) throws -> ComputedLayout {
        var environment = LayoutEnvironment(device: try catalog.device(named: name, os: os.map { OSVersion(major: $0) }),
                                            orientation: orientation, catalog: catalog)
        environment.window = window
        return try LayoutEngine.compute(root, in: environment)
    }

    @Test("iPhone 14 Pro, a page sheet at its large detent: 10 below the 59-pt safe-area top, to the bottom; 783 - 34 = 749 shown, as measured")
    func phoneSheet() throws {
        let layout = try Self.compute(Self.home.presenting(Self.sheet()))
        let root = try layout.v("sheetRoot")
        expectRect(root.frameInWindow, 0, 69, 393, 783)
        expectInsets(root.safeAreaInsets, 0, 0, 34, 0)
        #expect(root.presentation?.appearance == .edgeAttachedSheet)
        #expect(root.presentation?.modalPresentationStyle == .automatic)
        #expect(root.presentation?.detent == .large)
        #expect(root.presentation?.presentingViewController == "home")
        // The presenting controller stays laid out behind it, before it in the views.
        let ids = layout.views.map(\.id)
        #expect(try #require(ids.firstIndex(of: "homeRoot")) < (try #require(ids.firstIndex(of: "sheetRoot"))))
        expectRect(try layout.v("homeRoot").frameInWindow, 0, 0, 393, 852)
    }

    @Test("iPhone X: (0, 54, 375, 758); iPhone SE (3rd generation), no home indicator: 20 below the top, 627 tall as measured")
    func sheetTops() throws {
        expectRect(try Self.compute(Self.home.presenting(Self.sheet(), style: .pageSheet), on: "iPhone X").v("sheetRoot").frameInWindow, 0, 54, 375, 758)
        let se = try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet), on: "iPhone SE (3rd generation)")
        expectRect(try se.v("sheetRoot").frameInWindow, 0, 40, 375, 627)
        expectInsets(try se.v("sheetRoot").safeAreaInsets, 0, 0, 0, 0)
        #expect(try se.v("sheetRoot").presentation?.appearance == .edgeAttachedSheet, "a form sheet in compact width is the same card")
    }

    @Test("the medium detent: 0.56 of the largest (749 x 0.56 = 419.44) above the bottom safe area; as tall as at large, its bottom past the screen")
    func mediumDetent() throws {
        let layout = try Self.compute(Self.home.presenting(Self.sheet(), detents: [.medium, .large]))
        let root = try layout.v("sheetRoot")
        expectRect(root.frameInWindow, 0, 852 - 34 - 419.44, 393, 783)
        #expect(root.presentation?.detent == .medium, "UIKit starts at the smallest detent")
        let large = try Self.compute(Self.home.presenting(Self.sheet(), detents: [.medium, .large], selectedDetent: .large))
        expectRect(try large.v("sheetRoot").frameInWindow, 0, 69, 393, 783)
        // On a window up to 568 tall, 0.63.
        let short = try Self.compute(Self.home.presenting(Self.sheet(), detents: [.medium]), on: "iPhone SE (1st generation)")
        let largest = 568.0 - 40
        expectRect(try short.v("sheetRoot").frameInWindow, 0, 568 - largest * 0.63, 320, largest)
    }

    @Test("a calibration file's presentation numbers replace UIKit's")
    func calibrated() throws {
        let json = try JSONParser.parse(Array(#"{ "presentation": { "mediumDetentFraction": 0.5, "sheetTopOffset": { "value": 12, "confidence": "measured" } } }"#.utf8))
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "cal.json"))
        let layout = try Self.compute(Self.home.presenting(Self.sheet(), detents: [.medium]), catalog: catalog)
        let largest = 852.0 - 59 - 12 - 34
        expectRect(try layout.v("sheetRoot").frameInWindow, 0, 852 - 34 - largest * 0.5, 393, 852 - 71)
        #expect(try layout.v("sheetRoot").presentation?.confidence == "measured", "the file's own label")
        for bad in [#"{ "presentation": { "mediumDetent": 0.5 } }"#, #"{ "presentation": { "mediumDetentFraction": 5 } }"#,
                    #"{ "presentation": { "mediumDetentFractionShortWindow": 0 } }"#, #"{ "presentation": { "sheetTopOffset": 1e9 } }"#] {
            let json = try JSONParser.parse(Array(bad.utf8))
            #expect(throws: SpecError.self, "\(bad)") { try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "bad.json")) }
        }
    }

    @Test("compact height: a sheet covers the window, with the window's safe area (forced full screen)")
    func landscapePhone() throws {
        let layout = try Self.compute(Self.home.presenting(Self.sheet()), .landscapeLeft)
        let root = try layout.v("sheetRoot")
        expectRect(root.frameInWindow, 0, 0, 852, 393)
        expectInsets(root.safeAreaInsets, 0, 59, 21, 59)
        #expect(root.presentation?.appearance == .fullScreen)
    }

    @Test("11-inch iPad Pro landscape: a form sheet 580 x 640 centred; its preferred size when given; a page sheet 672 + 2 x 20 wide, at most the window's padded height")
    func iPadSheets() throws {
        let form = try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet), on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        expectRect(try form.v("sheetRoot").frameInWindow, 315, 97, 580, 640)
        expectInsets(try form.v("sheetRoot").safeAreaInsets, 0, 0, 0, 0)
        let sized = try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet, preferredContentSize: Size(width: 400, height: 300)),
                                     on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        expectRect(try sized.v("sheetRoot").frameInWindow, 405, 267, 400, 300)
        let page = try Self.compute(Self.home.presenting(Self.sheet(), style: .pageSheet), on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        // 834 - 24 - 20 - 2 x 25 = 740 tall at most; centred: (834 - 740) / 2 = 47 is above the box's top, 49.
        expectRect(try page.v("sheetRoot").frameInWindow, (1210 - 712) / 2, 49, 712, 740)
        let portrait = try Self.compute(Self.home.presenting(Self.sheet(), style: .pageSheet), on: "iPad Pro 11-inch (M4)", .portrait)
        let height = 712 * 2.0.squareRoot()
        expectRect(try portrait.v("sheetRoot").frameInWindow, 61, (1210 - height) / 2, 712, height)
        // A 1024-long screen takes the smaller default form sheet.
        let small = try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet), on: "iPad Pro (9.7-inch)", .portrait)
        #expect(try small.v("sheetRoot").frameInWindow.size == Size(width: 540, height: 600))
    }

    @Test("a Split View pane in compact width: the sheet on the pane's bottom edge, in the pane")
    func compactPane() throws {
        let layout = try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet), on: "iPad Pro 11-inch (M4)", .landscapeLeft,
                                      window: .multitasking(.splitOneThird))
        let root = try layout.v("sheetRoot")
        #expect(root.presentation?.appearance == .edgeAttachedSheet)
        expectRect(root.frameInWindow, 0, 24 + 10, 375, 834 - 34)
    }

    @Test("a popover below its source view, the arrow up: its view reaches under the 13-pt arrow, which its safe area leaves out; kept 19 from the window's side")
    func popover() throws {
        let layout = try Self.compute(Self.home.presenting(Self.sheet("menu"), style: .popover, preferredContentSize: Size(width: 320, height: 400),
                                                           sourceView: "share"), on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        let root = try layout.v("menuRoot")
        expectRect(root.frameInWindow, 1210 - 19 - 320, 84, 320, 413)
        expectInsets(root.safeAreaInsets, 13, 0, 0, 0)
        #expect(root.additionalSafeAreaInsets == .zero, "the arrow is the popover's inset, not the controller's")
        #expect(root.presentation?.arrowDirection == .up && root.presentation?.sourceView == "share")
        // No preferred size: 375 x 667 in a window 1024 wide or more; a source near the bottom puts it above, the arrow down.
        let low = ViewControllerNode.viewController(ViewController(id: "home", view: View(id: "homeRoot", subviews: [
            View(id: "share", frame: Rect(x: 500, y: 760, width: 44, height: 44)),
        ])))
        let above = try Self.compute(low.presenting(Self.sheet("menu"), style: .popover, sourceView: "share"), on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        let menu = try above.v("menuRoot")
        expectRect(menu.frameInWindow, 522 - 187.5, 760 - 680, 375, 680)
        expectInsets(menu.safeAreaInsets, 0, 0, 13, 0)
        #expect(menu.presentation?.arrowDirection == .down)
        // In compact width a popover is a sheet.
        let phone = try Self.compute(low.presenting(Self.sheet("menu"), style: .popover, sourceView: "share"))
        #expect(try phone.v("menuRoot").presentation?.appearance == .edgeAttachedSheet)
    }

    @Test("iPhone 16 Pro: a navigation bar at a sheet's top is 56 (iOS 18) and 70 (iOS 26), the child's top inset with it; a full-screen cover's is the phone's own")
    func sheetBars() throws {
        let nav = ViewControllerNode.navigationController(NavigationController(id: "sheetNav", viewControllers: [Self.sheet()]))
        for (os, height) in [(18, 56.0), (26, 70.0)] {
            let layout = try Self.compute(Self.home.presenting(nav), on: "iPhone 16 Pro", os: os)
            let bar = try #require(layout.bars.first { $0.owner == "sheetNav" })
            expectRect(bar.frameInWindow, 0, 72, 402, height)
            #expect(bar.isInSheet)
            expectInsets(try layout.v("sheetRoot").safeAreaInsets, height, 0, 34, 0)
        }
        let cover = try Self.compute(Self.home.presenting(nav, style: .fullScreen), on: "iPhone X")
        let bar = try #require(cover.bars.first { $0.owner == "sheetNav" })
        expectRect(bar.frameInWindow, 0, 44, 375, 44)
        #expect(!bar.isInSheet)
    }

    @Test("a full-screen cover decides the status bar; a sheet does not")
    func statusBar() throws {
        var hiding = ViewController(id: "player", view: View(id: "playerRoot"))
        hiding.prefersStatusBarHidden = true
        let cover = try Self.compute(Self.home.presenting(.viewController(hiding), style: .fullScreen), on: "iPhone SE (3rd generation)")
        #expect(cover.environment.statusBarHidden)
        let sheet = try Self.compute(Self.home.presenting(.viewController(hiding)), on: "iPhone SE (3rd generation)")
        #expect(!sheet.environment.statusBarHidden)
        // Only fullScreen passes the status bar on (Apple: "only if"), also from a sheet.
        let over = try Self.compute(Self.home.presenting(.viewController(hiding), style: .overFullScreen), on: "iPhone SE (3rd generation)")
        #expect(!over.environment.statusBarHidden)
        let fromSheet = try Self.compute(Self.home.presenting(Self.sheet().presenting(.viewController(hiding), style: .fullScreen)),
                                         on: "iPhone SE (3rd generation)")
        #expect(fromSheet.environment.statusBarHidden)
    }

    @Test("Apple TV: automatic covers the screen; a form sheet, a page sheet or a popover is refused, as tvOS has none")
    func appleTV() throws {
        let cover = try Self.compute(Self.home.presenting(Self.sheet()), on: "Apple TV 4K", .landscapeLeft)
        #expect(try cover.v("sheetRoot").presentation?.appearance == .fullScreen)
        #expect(throws: LayoutError.self) { try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet), on: "Apple TV 4K", .landscapeLeft) }
    }

    @Test("under a split view's sidebar column (compact in width), a presented controller's variations follow the window's regular width")
    func traitsUnderSidebar() throws {
        var variable = View(id: "sheetRoot")
        variable.variations = [ViewVariation(when: TraitPredicate(horizontalSizeClass: .regular), alpha: 0.5)]
        let primary = ViewControllerNode.viewController(ViewController(id: "list", view: View(id: "listRoot")))
            .presenting(.viewController(ViewController(id: "sheet", view: variable)), style: .formSheet)
        let split = ViewControllerNode.splitViewController(SplitViewController(id: "split", style: .doubleColumn, primary: primary,
                                                                               secondary: Self.sheet("detail")))
        let layout = try Self.compute(split, on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        #expect(try layout.v("sheetRoot").alpha == 0.5)
    }

    @Test("a popover's source placed by constraints, and in right-to-left: the arrow's directions are physical, the popover below its source")
    func popoverSources() throws {
        var share = View(id: "share")
        var root = View(id: "homeRoot")
        root.addSubview(share)
        share.activate([
            share.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            share.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            share.widthAnchor.constraint(equalToConstant: 44), share.heightAnchor.constraint(equalToConstant: 44),
        ])
        let node = ViewControllerNode.viewController(ViewController(id: "home", view: root))
            .presenting(Self.sheet("menu"), style: .popover, preferredContentSize: Size(width: 300, height: 200), sourceView: "share")
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            var environment = LayoutEnvironment(device: try Fixture.device("iPad Pro 11-inch (M4)"), orientation: .landscapeLeft, layoutDirection: direction)
            environment.window = .fullScreen
            let layout = try LayoutEngine.compute(node, in: environment)
            let source = try layout.v("share").frameInWindow
            let menu = try layout.v("menuRoot")
            #expect(menu.presentation?.arrowDirection == .up, "\(direction)")
            #expect(abs(menu.frameInWindow.minY - source.maxY) < 1e-9 && menu.frameInWindow.height == 213, "\(direction)")
            #expect(menu.frameInWindow.minX >= 19 && menu.frameInWindow.maxX <= 1210 - 19 + 1e-9, "\(direction)")
        }
    }

    @Test("a presented controller presents another: laid out over it in turn; its views' variations resolved")
    func stacked() throws {
        let second = Self.sheet("second")
        let first = Self.sheet("first").presenting(second, style: .formSheet)
        let layout = try Self.compute(Self.home.presenting(first))
        #expect(try layout.v("secondRoot").presentation?.presentingViewController == "first")
        expectRect(try layout.v("secondRoot").frameInWindow, 0, 69, 393, 783)
        var variable = View(id: "sheetRoot")
        variable.variations = [ViewVariation(when: TraitPredicate(horizontalSizeClass: .compact), alpha: 0.5)]
        let resolved = try Self.compute(Self.home.presenting(.viewController(ViewController(id: "sheet", view: variable))))
        #expect(try resolved.v("sheetRoot").alpha == 0.5)
    }

    @Test("UIKit's refusals: two presentations at once, a popover without a source view or with one not on screen, a detent not listed")
    func refusals() throws {
        let tab = ViewControllerNode.tabBarController(TabBarController(id: "tabs", viewControllers: [
            Self.sheet("a").presenting(Self.sheet("x")), Self.sheet("b").presenting(Self.sheet("y")),
        ]))
        // A tab not shown cannot present: said, not laid out.
        let one = try Self.compute(tab)
        #expect(one.view("xRoot") != nil && one.view("yRoot") == nil)
        #expect(one.diagnostics.contains { $0.id == "b" && $0.message.contains("not shown") })
        let both = ViewControllerNode.navigationController(NavigationController(id: "nav", viewControllers: [Self.sheet("a").presenting(Self.sheet("y"))]))
            .presenting(Self.sheet("x"))
        #expect(throws: LayoutError.self) { try Self.compute(both) }
        #expect(throws: LayoutError.invalidPresentation(presenter: "home", problem: "a popover needs a sourceView, the id of a view it points at (UIKit raises an exception without one)")) {
            try Self.compute(Self.home.presenting(Self.sheet(), style: .popover), on: "iPad Pro 11-inch (M4)")
        }
        #expect(throws: LayoutError.self) {
            try Self.compute(Self.home.presenting(Self.sheet(), style: .popover, sourceView: "nowhere"), on: "iPad Pro 11-inch (M4)")
        }
        #expect(throws: LayoutError.self) { try Self.compute(Self.home.presenting(Self.sheet(), detents: [.large], selectedDetent: .medium)) }
        #expect(throws: LayoutError.self) { try Self.compute(Self.home.presenting(Self.sheet(), detents: [])) }
        #expect(throws: LayoutError.self) {
            try Self.compute(Self.home.presenting(Self.sheet(), style: .formSheet, preferredContentSize: Size(width: .nan, height: 10)), on: "iPad Pro 11-inch (M4)")
        }
    }

    @Test("a spec: `presented` on any controller with the contract's names; the geometry names how it is presented; bad fields refused with their paths")
    func spec() throws {
        func read(_ presented: String) throws -> LayoutSpec {
            try SpecReader.read(bytes: Array(#"{ "root": { "viewController": { "id": "home", "view": { "id": "homeRoot", "subviews": [ { "id": "share", "frame": [10, 10, 44, 44] } ] }, "presented": \#(presented) } } }"#.utf8), file: "sheet.json")
        }
        let spec = try read(#"{ "modalPresentationStyle": "popover", "sourceView": "share", "preferredContentSize": [300, 200], "navigationController": { "id": "nav", "viewControllers": [ { "viewController": { "id": "menu" } } ] } }"#)
        let p = try #require(spec.root.presented)
        #expect(p.modalPresentationStyle == .popover && p.sourceViewID == "share" && p.preferredContentSize == Size(width: 300, height: 200) && p.controller.id == "nav")
        // A source written after the presenting controller (here in the presented one's own tree) reads; the engine says it is not laid out yet.
        let forward = try read(#"{ "modalPresentationStyle": "popover", "sourceView": "later", "viewController": { "id": "s", "view": { "id": "sRoot", "subviews": [ { "id": "later" } ] } } }"#)
        #expect(forward.root.presented?.sourceViewID == "later")
        let sheet = try read(#"{ "detents": ["medium", "large"], "selectedDetent": "large", "viewController": { "id": "s" } }"#)
        #expect(sheet.root.presented?.detents == [.medium, .large] && sheet.root.presented?.selectedDetent == .large)
        let layout = try Self.compute(sheet.root)
        let tree = GeometryJSON.string(layout)
        #expect(tree.contains(#""presentation": {"#) && tree.contains(#""appearance": "edgeAttachedSheet""#) && tree.contains(#""detent": "large""#))
        #expect(tree.contains(#""presentingViewController": "home""#) && tree.contains(#""modalPresentationStyle": "automatic""#))
        #expect(tree == JSONWriter.write(GeometryJSON.encode(layout), pretty: true), "both writers agree")
        for (body, says) in [
            (#"{ "modalPresentationStyle": "sheet", "viewController": { "id": "s" } }"#, "$.root.viewController.presented.modalPresentationStyle"),
            (#"{ "modalPresentationStyle": "popover", "viewController": { "id": "s" } }"#, "a popover needs \"sourceView\""),
            (#"{ "sourceView": "share", "viewController": { "id": "s" } }"#, "sourceView is a popover's"),
            (#"{ "modalPresentationStyle": "popover", "sourceView": "shair", "viewController": { "id": "s" } }"#, "\"shair\" is not a view id of this spec"),
            (#"{ "detents": [], "viewController": { "id": "s" } }"#, "at least one detent"),
            (#"{ "detents": ["large"], "selectedDetent": "medium", "viewController": { "id": "s" } }"#, "$.root.viewController.presented.selectedDetent"),
            (#"{ "detents": ["large", "large"], "viewController": { "id": "s" } }"#, "listed twice"),
            (#"{ "preferredContentSize": [-1, 10], "viewController": { "id": "s" } }"#, "$.root.viewController.presented.preferredContentSize"),
            (#"{ "modalPresentationStyle": "formSheet" }"#, "expected a controller"),
            (#"{ "viewController": { "id": "home" } }"#, "duplicate controller id"),
            (#"{ "preferredContentSize": [1e9, 10], "viewController": { "id": "s" } }"#, "$.root.viewController.presented.preferredContentSize[0]"),
        ] {
            do { _ = try read(body); Issue.record("read \(body)") } catch { #expect("\(error)".contains(says), "\(error)") }
        }
    }

    @Test("constraints activated on a copy inside a presented controller are adopted, as in any other controller")
    func copiedActivations() throws {
        var root = View(id: "sheetRoot")
        var card = View(id: "card")
        root.addSubview(card)
        card.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        let layout = try Self.compute(Self.home.presenting(.viewController(ViewController(id: "sheet", view: root))))
        expectRect(try layout.v("card").frameInWindow, 20, 69 + 16, 393 - 40, 120)
    }
}
