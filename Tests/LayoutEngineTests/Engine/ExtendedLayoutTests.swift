import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Where a container puts the controller it shows (Docs/Containers.md, "Extended layout"): under
/// its bars by default; stopping at an opaque bar or at an edge left out of
/// `edgesForExtendedLayout`.
@Suite("extended layout under bars")
struct ExtendedLayoutTests {
    static func nav(translucent: Bool = true, toolbar: Bool = false, edges: RectEdge = .all, includesOpaque: Bool = false) -> ViewControllerNode {
        var vc = ViewController(id: "vc", view: View(id: "root"))
        vc.edgesForExtendedLayout = edges
        vc.extendedLayoutIncludesOpaqueBars = includesOpaque
        var nav = NavigationController(id: "nav", viewControllers: [.viewController(vc)])
        nav.isNavigationBarTranslucent = translucent
        nav.isToolbarHidden = !toolbar
        nav.isToolbarTranslucent = translucent
        return .navigationController(nav)
    }

    @Test("translucent bars (UIKit's default): the root view is the whole screen, the bar in its safe area")
    func translucent() throws {
        let root = try Fixture.compute(Self.nav(), on: "iPhone 15 Pro").v("root")
        #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        // Dynamic Island phone: bar at 53.667, 44 tall (reference decision 10).
        #expect(close(root.safeAreaInsets.top, 97.667))
    }

    @Test("an opaque navigation bar: the root view starts at the bar's bottom, with no top inset left")
    func opaqueBar() throws {
        let layout = try Fixture.compute(Self.nav(translucent: false), on: "iPhone 15 Pro")
        let root = try layout.v("root")
        #expect(close(root.frame.minY, 97.667) && close(root.frame.maxY, 852))
        expectInsets(root.safeAreaInsets, 0, 0, 34, 0)
        // The bar stays where it was.
        #expect(layout.bars.first { $0.kind == .navigationBar }.map { close($0.frameInWindow.minY, 53.667) } == true)
    }

    @Test("extendedLayoutIncludesOpaqueBars: under the opaque bar again")
    func includesOpaqueBars() throws {
        let root = try Fixture.compute(Self.nav(translucent: false, includesOpaque: true), on: "iPhone 15 Pro").v("root")
        #expect(root.frame.minY == 0 && close(root.safeAreaInsets.top, 97.667))
    }

    @Test("edgesForExtendedLayout without top or bottom: stops at translucent bars too (here a toolbar at the bottom)")
    func edges() throws {
        let root = try Fixture.compute(Self.nav(toolbar: true, edges: []), on: "iPhone SE (3rd generation)").v("root")
        // Home-button phone: status bar 20, navigation bar 44; toolbar 44 above the bottom edge.
        #expect(close(root.frame.minY, 64) && close(root.frame.maxY, 667 - 44))
        expectInsets(root.safeAreaInsets, 0, 0, 0, 0)
        let topOnly = try Fixture.compute(Self.nav(toolbar: true, edges: [.top]), on: "iPhone SE (3rd generation)").v("root")
        #expect(topOnly.frame.minY == 0 && close(topOnly.frame.maxY, 667 - 44))
    }

    @Test("an opaque tab bar: the root view ends at the bar's top, above the home indicator")
    func opaqueTabBar() throws {
        var tab = TabBarController(id: "tab", viewControllers: [Fixture.screen()])
        tab.isTabBarTranslucent = false
        let root = try Fixture.compute(.tabBarController(tab), on: "iPhone 15 Pro").v("root")
        #expect(root.frame.minY == 0 && close(root.frame.maxY, 852 - 34 - 49))
        expectInsets(root.safeAreaInsets, 59, 0, 0, 0)
    }

    @Test("in a spec: edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars and the bars' translucency")
    func spec() throws {
        let json = #"{ "environment": { "device": "iPhone 15 Pro" }, "root": { "navigationController": { "id": "nav", "navigationBarTranslucent": false, "toolbarTranslucent": false, "toolbarHidden": false, "viewControllers": [ { "viewController": { "id": "vc", "edgesForExtendedLayout": ["top"], "extendedLayoutIncludesOpaqueBars": false } } ] } } }"#
        let spec = try SpecReader.read(bytes: Array(json.utf8), file: "spec.json")
        guard case .navigationController(let nav) = spec.root, case .viewController(let vc)? = nav.viewControllers.first else {
            Issue.record("not read as a navigation controller")
            return
        }
        #expect(!nav.isNavigationBarTranslucent && !nav.isToolbarTranslucent && vc.edgesForExtendedLayout == [.top] && !vc.extendedLayoutIncludesOpaqueBars)
        let all = try SpecReader.read(bytes: Array(#"{ "root": { "tabBarController": { "id": "t", "tabBarTranslucent": false, "edgesForExtendedLayout": "all", "viewControllers": [] } } }"#.utf8), file: "spec.json")
        guard case .tabBarController(let tab) = all.root else { Issue.record("not a tab bar controller"); return }
        #expect(!tab.isTabBarTranslucent && tab.edgesForExtendedLayout == .all)
    }

    @Test(arguments: [
        (#""edgesForExtendedLayout": ["top", "botom"]"#, #"spec.json: $.root.viewController.edgesForExtendedLayout[1]: "botom" is not an edge (top, left, bottom, right) (did you mean "bottom"?)"#),
        (#""edgesForExtendedLayout": "none""#, #"spec.json: $.root.viewController.edgesForExtendedLayout: "none" is not "all" or a list of edges (top, left, bottom, right)"#),
        (#""extendedLayoutIncludesOpaqueBars": "yes""#, "spec.json: $.root.viewController.extendedLayoutIncludesOpaqueBars:"),
    ])
    func badSpec(_ field: String, _ message: String) {
        let json = #"{ "root": { "viewController": { "id": "vc", "# + field + " } } }"
        do {
            _ = try SpecReader.read(bytes: Array(json.utf8), file: "spec.json")
            Issue.record("no error for \(field)")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }
}
