import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Bars carry their heights in their captions (issue 11, point 1): a bottom bar as its own part
/// plus the home indicator's, so the numbers add up to what the catalog and the safe area say.
@Suite("Bar captions")
struct BarCaptionTests {
    @Test("heights: nav bar 44 + large title 52, toolbar 44, tab bar 49 + 34 on a Dynamic Island phone; 49 on the SE; 50 + 52 on an iPad")
    func heights() throws {
        var nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        nav.prefersLargeTitles = true
        nav.isToolbarHidden = false
        let root = ViewControllerNode.tabBarController(TabBarController(id: "tabs", viewControllers: [.navigationController(nav)]))
        func captions(_ device: String, os: OSVersion? = nil) throws -> [ComputedBar.Kind: String] {
            let layout = try LayoutEngine.compute(root, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device, os: os), orientation: .portrait))
            let painter = DiagramPainter(layout: layout, options: .default)
            return Dictionary(layout.bars.map { ($0.kind, painter.barHeightText($0)) }, uniquingKeysWith: { a, _ in a })
        }
        let pro = try captions("iPhone 15 Pro")
        #expect(pro[.navigationBar] == "44 + large title 52" && pro[.toolbar] == "44" && pro[.tabBar] == "49 + 34")
        let se = try captions("iPhone SE (3rd generation)")
        #expect(se[.tabBar] == "49" && se[.toolbar] == "44" && se[.navigationBar] == "44 + large title 52")
        // uikit-rules.md a5: every iPad's bar is 50, a large title adds 52 (iPadOS 17, the tab bar at the bottom).
        let pad = try captions("iPad Pro 11-inch (M4)", os: OSVersion(major: 17))
        #expect(pad[.navigationBar] == "50 + large title 52" && pad[.tabBar] == "45 + 20")
        // iPadOS 18 in regular width: the bar holds the floating tab bar (Docs/Containers.md, "The floating tab bar").
        let floating = try captions("iPad Pro 11-inch (M4)")
        #expect(floating[.navigationBar] == "50 + tab bar 14 + large title 52" && floating[.tabBar] == "50 floating")
    }

    @Test("iOS 26's iPhone capsule: captioned under its bar with the guess's mark, and drawn: the capsule's middle is the bar's grey")
    func capsule() throws {
        let root = ViewControllerNode.tabBarController(TabBarController(id: "tabs", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))]))
        let layout = try LayoutEngine.compute(root, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone 16 Pro", os: OSVersion(major: 26)), orientation: .portrait))
        let lines = CaptionStrip(layout: layout, extent: nil).lines.map { $0.text + ($0.mark.isEmpty ? "" : " " + $0.mark) }
        #expect(lines.contains("    drawn as a capsule 360 x 62 ?"), "\(lines)")
        let image = LayoutRenderer.render(layout, options: RenderOptions(scale: 1, overlays: [.bars], showsCaption: false))
        let capsule = try #require(layout.bars.first { $0.kind == .tabBar }?.capsule)
        // Inside the capsule, left of its label: the bars' grey over the root's white.
        let inside = image[Int(capsule.minX + 12), Int(capsule.maxY - 6)]
        // Between the capsule and the screen's side, in the bar's frame: not the capsule's grey.
        let outside = image[8, Int(capsule.midY)]
        #expect(inside != outside, "\(inside) \(outside)")
    }
}
