import Testing
@testable import LayoutFormats
@testable import UIKitLayout
import StrictJSON

/// iPadOS 18's floating tab bar (Docs/Containers.md, "The floating tab bar"): at the top in
/// regular width, in the navigation bar's title row; the bottom bar again in compact width, on
/// earlier iPadOS versions and on the iPhone.
@Suite("the floating tab bar")
struct FloatingTabBarTests {
    static func compute(_ root: ViewControllerNode, on name: String = "iPad Pro 11-inch (M4)", os: Int? = nil,
                        _ orientation: InterfaceOrientation = .portrait, window: AppWindow = .fullScreen,
                        catalog: DeviceCatalog = .bundled) throws -> ComputedLayout {
        var environment = LayoutEnvironment(device: try catalog.device(named: name, os: os.map { OSVersion(major: $0) }),
                                            orientation: orientation, catalog: catalog)
        environment.window = window
        return try LayoutEngine.compute(root, in: environment)
    }

    @Test("tab -> nav -> VC on an 11-inch iPad Pro (M4), iPadOS 18: the navigation bar 50 + 14 holds the tab bar, the child's top 24 + 64 = 88, nothing at the bottom")
    func inNavigationBar() throws {
        let layout = try Self.compute(Fixture.tab(Fixture.nav(Fixture.screen())))
        let nav = try #require(layout.bars.first { $0.kind == .navigationBar })
        let tab = try #require(layout.bars.first { $0.kind == .tabBar })
        expectRect(nav.frameInWindow, 0, 24, 834, 64)
        #expect(nav.floatingTabBarExtension == 14 && !nav.isFloating)
        expectRect(tab.frameInWindow, 0, 31, 834, 50)
        #expect(tab.isFloating && tab.owner == "tab")
        expectInsets(try layout.v("root").safeAreaInsets, 88, 0, 20, 0)
        #expect(layout.environment.confidence.label(for: tab) == "medium-low" && layout.environment.confidence.label(for: nav) == "medium-low")
        #expect(GeometryJSON.string(layout).contains("\"floating\": true") && GeometryJSON.string(layout).contains("\"floatingTabBarExtension\": 14"))
    }

    @Test("tab -> VC: the tab bar alone, centred in a 64-point row at the safe-area top (the fitting height with the extension); the child's top 24 + 64")
    func alone() throws {
        let layout = try Self.compute(Fixture.tab(Fixture.screen()))
        let tab = try #require(layout.bars.first { $0.kind == .tabBar })
        expectRect(tab.frameInWindow, 0, 31, 834, 50)
        expectInsets(try layout.v("root").safeAreaInsets, 88, 0, 20, 0)
        // A hidden navigation bar leaves the tab bar on its own too.
        var nav = NavigationController(id: "nav", viewControllers: [Fixture.screen()])
        nav.isNavigationBarHidden = true
        let hidden = try Self.compute(Fixture.tab(.navigationController(nav)))
        expectRect(try #require(hidden.bars.first { $0.kind == .tabBar }).frameInWindow, 0, 31, 834, 50)
        expectInsets(try hidden.v("root").safeAreaInsets, 88, 0, 20, 0)
    }

    @Test("where it floats and where nothing floats: a regular Split View 2/3 pane; a hidden tab bar; no tabs; Interface Builder's canvas")
    func edges() throws {
        let root = Fixture.tab(Fixture.nav(Fixture.screen()))
        let pane = try Self.compute(root, .landscapeLeft, window: .multitasking(.splitTwoThirds))
        #expect(pane.environment.traits.horizontalSizeClass == .regular && pane.bars.contains { $0.isFloating })
        var hiddenTab = TabBarController(id: "tab", viewControllers: [Fixture.nav(Fixture.screen())])
        hiddenTab.isTabBarHidden = true
        let hidden = try Self.compute(.tabBarController(hiddenTab))
        #expect(!hidden.bars.contains { $0.kind == .tabBar } && hidden.bars.allSatisfy { $0.floatingTabBarExtension == 0 })
        expectInsets(try hidden.v("root").safeAreaInsets, 74, 0, 20, 0)
        #expect(!(try Self.compute(.tabBarController(TabBarController(id: "tab", viewControllers: [])))).bars.contains { $0.kind == .tabBar })
        var environment = LayoutEnvironment(device: try Fixture.device("iPad Pro 11-inch (M4)"), orientation: .portrait)
        environment.surface = .interfaceBuilderCanvas
        let canvas = try LayoutEngine.compute(root, in: environment)
        #expect(canvas.bars.allSatisfy { !$0.isFloating } && canvas.bars.contains { $0.kind == .tabBar })
    }

    @Test("a large title under the floating bar: the row, then the title's 52 (24 + 64 + 52), labelled low; iPadOS 26: 32 + 54 + 14 = 100, labelled low")
    func largeTitleAnd26() throws {
        var nav = NavigationController(id: "nav", viewControllers: [Fixture.screen()])
        nav.prefersLargeTitles = true
        let large = try Self.compute(Fixture.tab(.navigationController(nav)))
        let bar = try #require(large.bars.first { $0.kind == .navigationBar })
        #expect(bar.isLargeTitle && large.environment.confidence.label(for: bar) == "low")
        expectInsets(try large.v("root").safeAreaInsets, 140, 0, 20, 0)
        let later = try Self.compute(Fixture.tab(Fixture.nav(Fixture.screen())), os: 26)
        expectInsets(try later.v("root").safeAreaInsets, 100, 0, 25, 0)
        let tab = try #require(later.bars.first { $0.kind == .tabBar })
        #expect(later.environment.confidence.label(for: tab) == "low")
    }

    @Test("the bottom bar where it does not float: compact width (Split View 1/3), iPadOS 17, an iPhone")
    func bottomBar() throws {
        let root = Fixture.tab(Fixture.nav(Fixture.screen()))
        let pane = try Self.compute(root, .landscapeLeft, window: .multitasking(.splitOneThird))
        let paneTab = try #require(pane.bars.first { $0.kind == .tabBar })
        #expect(!paneTab.isFloating && paneTab.frameInWindow.maxY == 834)
        let old = try Self.compute(root, os: 17)
        #expect(old.bars.allSatisfy { !$0.isFloating && $0.floatingTabBarExtension == 0 })
        expectInsets(try old.v("root").safeAreaInsets, 74, 0, 65, 0)  // uikit-rules.md A21
        let phone = try Self.compute(root, on: "iPhone 16 Pro")
        #expect(phone.bars.allSatisfy { !$0.isFloating })
        expectInsets(try phone.v("root").safeAreaInsets, 100.333, 0, 83, 0)
    }

    @Test("a calibration file's floatingTabBar replaces the decompiled numbers, labelled calibrated; an unknown key is refused")
    func calibration() throws {
        let json = try JSONParser.parse(Array(#"{ "floatingTabBar": { "height": 56, "navigationBarExtension": 10 } }"#.utf8))
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "cal.json"))
        let layout = try Self.compute(Fixture.tab(Fixture.nav(Fixture.screen())), catalog: catalog)
        expectRect(try #require(layout.bars.first { $0.kind == .navigationBar }).frameInWindow, 0, 24, 834, 60)
        expectRect(try #require(layout.bars.first { $0.kind == .tabBar }).frameInWindow, 0, 26, 834, 56)
        expectInsets(try layout.v("root").safeAreaInsets, 84, 0, 20, 0)
        #expect(layout.environment.confidence.floatingTabBar == "calibrated")
        let bad = try JSONParser.parse(Array(#"{ "floatingTabBar": { "heigth": 56 } }"#.utf8))
        #expect(throws: SpecError.self) { try DeviceCatalog.bundled(calibration: Calibration(json: bad, file: "bad.json")) }
    }

    @Test("mode: read from a spec; tabSidebar with its sidebar hidden (the default) is the floating tab bar; an unknown mode names its path")
    func mode() throws {
        func spec(_ mode: String) -> [UInt8] {
            Array(#"{ "root": { "tabBarController": { "id": "tabs", "mode": "\#(mode)", "viewControllers": [ { "viewController": { "id": "a" } } ] } } }"#.utf8)
        }
        let root = try SpecReader.read(bytes: spec("tabSidebar"), file: "tabs.json").root
        guard case .tabBarController(let tab) = root else { Issue.record("not a tab bar controller"); return }
        #expect(tab.mode == .tabSidebar && tab.isSidebarHidden)
        let layout = try Self.compute(root)
        #expect(layout.bars.contains { $0.kind == .tabBar && $0.isFloating } && !layout.bars.contains { $0.kind == .sidebar })
        #expect(try Self.compute(root, on: "iPhone 16 Pro").diagnostics.isEmpty)
        do { _ = try SpecReader.read(bytes: spec("sidebar"), file: "tabs.json"); Issue.record("read an unknown mode") } catch {
            #expect("\(error)".contains("$.root.tabBarController.mode"), "\(error)")
        }
    }

    /// `mode: .tabSidebar` with the sidebar shown (Docs/Containers.md, "The sidebar").
    static func sidebarTab(layout: TabBarController.SidebarLayout = .automatic, _ shown: ViewControllerNode = Fixture.nav(Fixture.screen())) -> ViewControllerNode {
        var tab = TabBarController(id: "tab", viewControllers: [shown])
        tab.mode = .tabSidebar
        tab.isSidebarHidden = false
        tab.sidebarLayout = layout
        return .tabBarController(tab)
    }

    @Test("a shown sidebar overlaps: 320 wide on the leading edge, the screen's height; the child keeps its frame, its safe area starts after the sidebar; no tab bar, the navigation bar not extended")
    func sidebarOverlaps() throws {
        let layout = try Self.compute(Self.sidebarTab(), .landscapeLeft)
        let sidebar = try #require(layout.bars.first { $0.kind == .sidebar })
        expectRect(sidebar.frameInWindow, 0, 0, 320, 834)
        #expect(sidebar.owner == "tab" && layout.environment.confidence.label(for: sidebar) == "medium-low")
        #expect(!layout.bars.contains { $0.kind == .tabBar })
        let nav = try #require(layout.bars.first { $0.kind == .navigationBar })
        #expect(nav.floatingTabBarExtension == 0)
        expectRect(nav.frameInWindow, 0, 24, 1210, 50)
        let root = try layout.v("root")
        expectRect(root.frameInWindow, 0, 0, 1210, 834)
        expectInsets(root.safeAreaInsets, 74, 320, 20, 0)
        #expect(root.layoutMarginsGuide.minX == 340)
        #expect(GeometryJSON.string(layout).contains("\"kind\": \"sidebar\""))
    }

    @Test("a tiled sidebar: the child is laid out beside it; right to left, on the right")
    func sidebarTiles() throws {
        let tiled = try Self.compute(Self.sidebarTab(layout: .tile), .landscapeLeft)
        let root = try tiled.v("root")
        expectRect(root.frameInWindow, 320, 0, 890, 834)
        expectInsets(root.safeAreaInsets, 74, 0, 20, 0)
        var environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPad Pro 11-inch (M4)"), orientation: .landscapeLeft)
        environment.layoutDirection = .rightToLeft
        let rtl = try LayoutEngine.compute(Self.sidebarTab(), in: environment)
        expectRect(try #require(rtl.bars.first { $0.kind == .sidebar }).frameInWindow, 890, 0, 320, 834)
        expectInsets(try rtl.v("root").safeAreaInsets, 74, 0, 20, 320)
    }

    @Test("no sidebar where the tab bar does not float: compact width and the iPhone show the bottom bar; a calibration sets the width; the spec reads sidebarHidden and sidebarLayout")
    func sidebarOnlyWhereItFloats() throws {
        let slideOver = try Self.compute(Self.sidebarTab(), window: .multitasking(.slideOver))
        #expect(!slideOver.bars.contains { $0.kind == .sidebar } && slideOver.bars.contains { $0.kind == .tabBar && !$0.isFloating })
        #expect(try !Self.compute(Self.sidebarTab(), on: "iPhone 16 Pro").bars.contains { $0.kind == .sidebar })
        let json = try JSONParser.parse(Array(#"{ "floatingTabBar": { "sidebarWidth": 280 } }"#.utf8))
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "cal.json"))
        let calibrated = try Self.compute(Self.sidebarTab(), .landscapeLeft, catalog: catalog)
        expectRect(try #require(calibrated.bars.first { $0.kind == .sidebar }).frameInWindow, 0, 0, 280, 834)
        let text = #"{ "root": { "tabBarController": { "id": "tab", "mode": "tabSidebar", "sidebarHidden": false, "sidebarLayout": "tile", "viewControllers": [ { "viewController": { "id": "a" } } ] } } }"#
        guard case .tabBarController(let tab) = try SpecReader.read(bytes: Array(text.utf8), file: "tabs.json").root else { Issue.record("not a tab bar controller"); return }
        #expect(!tab.isSidebarHidden && tab.sidebarLayout == .tile)
        do { _ = try SpecReader.read(bytes: Array(text.replacingOccurrences(of: "\"tile\"", with: "\"float\"").utf8), file: "tabs.json"); Issue.record("read an unknown layout") } catch {
            #expect("\(error)".contains("$.root.tabBarController.sidebarLayout"), "\(error)")
        }
        // Outside tabSidebar mode the settings do nothing, and the layout says so.
        var tabBar = TabBarController(id: "tab", viewControllers: [Fixture.screen()])
        tabBar.isSidebarHidden = false
        let ignored = try Self.compute(.tabBarController(tabBar), .landscapeLeft)
        #expect(!ignored.bars.contains { $0.kind == .sidebar })
        #expect(ignored.diagnostics.contains { $0.id == "tab" && $0.message.contains("apply in mode tabSidebar only") })
        // A calibrated width is marked as calibrated; iOS 26 caps the decompiled one.
        #expect(calibrated.environment.confidence.sidebar == "calibrated")
        let layout26 = try Self.compute(Self.sidebarTab(), os: 26, .landscapeLeft)
        #expect(try #require(layout26.bars.first { $0.kind == .sidebar }).frameInWindow.width == 320)
        #expect(layout26.environment.confidence.sidebar == "low")
    }

    @Test("iOS 26 on an iPhone with a home indicator, in portrait: the bar keeps its 49 + 34 frame and is drawn as a capsule 21 from the sides and the bottom, 62 high")
    func capsule() throws {
        let root = Fixture.tab(Fixture.nav(Fixture.screen()))
        let layout = try Self.compute(root, on: "iPhone 16 Pro", os: 26)
        let tab = try #require(layout.bars.first { $0.kind == .tabBar })
        expectRect(tab.frameInWindow, 0, 791, 402, 83)
        expectRect(try #require(tab.capsule), 21, 791, 360, 62)
        expectInsets(try layout.v("root").safeAreaInsets, 116, 0, 83, 0)  // the safe area follows the frame (Docs/Containers.md, "The iPhone's capsule")
        #expect(layout.environment.confidence.tabBarCapsule == "unsourced")
        #expect(GeometryJSON.string(layout).contains("\"capsule\": [21, 791, 360, 62]"))
        // Not on iOS 18, in landscape, or on a phone without a home indicator.
        #expect(try Self.compute(root, on: "iPhone 16 Pro").bars.allSatisfy { $0.capsule == nil })
        #expect(try Self.compute(root, on: "iPhone 16 Pro", os: 26, .landscapeLeft).bars.allSatisfy { $0.capsule == nil })
        #expect(try Self.compute(root, on: "iPhone SE (3rd generation)", os: 26).bars.allSatisfy { $0.capsule == nil })
        // A calibration file's numbers.
        let json = try JSONParser.parse(Array(#"{ "floatingTabBar": { "capsuleSideMargin": 16, "capsuleHeight": 60, "capsuleBottomMargin": 12 } }"#.utf8))
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(json: json, file: "cal.json"))
        let calibrated = try Self.compute(root, on: "iPhone 16 Pro", os: 26, catalog: catalog)
        expectRect(try #require(calibrated.bars.first { $0.kind == .tabBar }?.capsule), 16, 802, 370, 60)
        #expect(calibrated.environment.confidence.tabBarCapsule == "calibrated")
    }
}
