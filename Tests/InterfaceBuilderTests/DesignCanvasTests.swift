import InterfaceBuilder
import LayoutEngine
import Testing

/// The design canvas (Docs/InterfaceBuilder.md, "The design canvas"): a scene laid out as the
/// Xcode that saved the document draws it, on its design device.
@Suite struct DesignCanvasTests {
    /// A storyboard saved by `toolsVersion` for `device`, with scenes.
    static func document(toolsVersion: String, device: String, safeAreas: Bool = true, _ scenes: String...) throws -> InterfaceBuilderDocument {
        let open = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\#(safeAreas ? #" useSafeAreas="YES""# : "")><device id="\#(device)" orientation="portrait"/>"#
        return try InterfaceBuilderDocument(bytes: Array((open + "<scenes>" + scenes.joined() + "</scenes></document>").utf8), file: "Canvas.storyboard")
    }

    /// A controller whose root view holds a view pinned to its safe area's top and bottom (or to
    /// the legacy guides); `extra` goes inside the controller element.
    static func scene(_ id: String, size: (Double, Double) = (393, 852), legacy: Bool = false, extra: String = "") -> String {
        let guides = legacy
            ? #"<layoutGuides><viewControllerLayoutGuide type="top" id="\#(id)-tg"/><viewControllerLayoutGuide type="bottom" id="\#(id)-bg"/></layoutGuides>"#
            : ""
        let top = legacy ? #"secondItem="\#(id)-tg" secondAttribute="bottom""# : #"secondItem="\#(id)-safe" secondAttribute="top""#
        let bottom = legacy ? #"firstItem="\#(id)-bg" firstAttribute="top""# : #"firstItem="\#(id)-safe" firstAttribute="bottom""#
        return #"<scene sceneID="s-\#(id)"><objects><viewController id="\#(id)" sceneMemberID="viewController">\#(guides)<view key="view" id="\#(id)-v"><rect key="frame" x="0.0" y="0.0" width="\#(size.0)" height="\#(size.1)"/><subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)-box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>\#(legacy ? "" : #"<viewLayoutGuide key="safeArea" id="\#(id)-safe"/>"#)<constraints><constraint firstItem="\#(id)-box" firstAttribute="top" \#(top) id="\#(id)-c1"/><constraint \#(bottom) secondItem="\#(id)-box" secondAttribute="bottom" id="\#(id)-c2"/><constraint firstItem="\#(id)-box" firstAttribute="leading" secondItem="\#(id)-v" secondAttribute="leading" id="\#(id)-c3"/><constraint firstItem="\#(id)-box" firstAttribute="width" constant="10" id="\#(id)-c4"/></constraints></view>\#(extra)</viewController></objects></scene>"#
    }

    static func nav(_ id: String, root: String, bar: String = "") -> String {
        #"<scene sceneID="s-\#(id)"><objects><navigationController id="\#(id)" sceneMemberID="viewController"><navigationBar key="navigationBar" id="\#(id)-bar"\#(bar)><rect key="frame" x="0.0" y="0.0" width="393" height="44"/></navigationBar><connections><segue destination="\#(root)" kind="relationship" relationship="rootViewController" id="\#(id)-r"/></connections></navigationController></objects></scene>"#
    }

    /// The box pinned to the safe area (or the legacy guides) top and bottom, in the root view.
    func box(_ document: InterfaceBuilderDocument, _ scene: String = "a") throws -> Rect {
        let layout = try document.designLayout(of: try document.scene(scene))
        return try #require(layout.views.first { $0.id.hasPrefix("\(scene)-box.") }).frame
    }

    @Test("which Xcode wrote the document, from toolsVersion, and the iOS it ships", arguments: [
        ("17701", 12, 0, 14), ("20037", 13, 0, 15), ("21225", 14, 0, 16), ("21701", 14, 1, 16), ("22505", 15, 0, 17),
        ("32700.99.1234", 15, 3, 17), ("23094", 16, 0, 18), ("23504", 16, 0, 18), ("23727", 16, 3, 18), ("24765", 26, 0, 26),
        ("23077.2", 16, 0, 18), ("15504", 11, 0, 13),
    ])
    func release(_ toolsVersion: String, _ major: Int, _ minor: Int, _ iOS: Int) throws {
        let release = try #require(XcodeRelease(toolsVersion: toolsVersion))
        #expect(release == XcodeRelease(major: major, minor: minor))
        #expect(release.iOSVersion == OSVersion(major: iOS))
    }

    @Test func unknownToolsVersion() {
        #expect(XcodeRelease(toolsVersion: "") == nil && XcodeRelease(toolsVersion: "banana") == nil && XcodeRelease(toolsVersion: "9") == nil)
    }

    @Test("a placeholder constraint holds on the design canvas; on a device it is dropped, with a warning")
    func placeholderConstraint() throws {
        let scene = Self.scene("a").replacingOccurrences(of: #"firstAttribute="width" constant="10""#, with: #"firstAttribute="width" constant="200" placeholder="YES""#)
        let document = try Self.document(toolsVersion: "23504", device: "retina6_12", scene)
        #expect(try box(document).width == 200)
        let device = try document.layout("a", on: environment("iPhone 15 Pro"))
        #expect(try #require(device.views.first { $0.id.hasPrefix("a-box.") }).frame.width != 200)
        #expect(device.diagnostics.contains { $0.message.contains("placeholder constraint") })
    }

    @Test("a Dynamic Island phone: its insets up to Xcode 16.2, doubled from Xcode 16.3")
    func doubledInsets() throws {
        let single = try box(Self.document(toolsVersion: "23504", device: "retina6_12", Self.scene("a")))
        #expect(single.minY == 59 && single.maxY == 852 - 34)
        let doubled = try box(Self.document(toolsVersion: "23727", device: "retina6_12", Self.scene("a")))
        #expect(doubled.minY == 118 && doubled.maxY == 852 - 68)
    }

    @Test("retina6_1 is a 44-point phone up to Xcode 13, 48 from Xcode 14")
    func retina61() throws {
        #expect(try box(Self.document(toolsVersion: "20037", device: "retina6_1", Self.scene("a", size: (414, 896)))).minY == 44)
        #expect(try box(Self.document(toolsVersion: "21701", device: "retina6_1", Self.scene("a", size: (414, 896)))).minY == 48)
    }

    @Test("a home-button phone up to Xcode 14.0 draws no status bar with safe areas; with the legacy guides, and later, 20")
    func homeButton() throws {
        #expect(try box(Self.document(toolsVersion: "21225", device: "retina4_7", Self.scene("a", size: (375, 667)))).minY == 0)
        #expect(try box(Self.document(toolsVersion: "21225", device: "retina4_7", safeAreas: false, Self.scene("a", size: (375, 667), legacy: true))).minY == 20)
        #expect(try box(Self.document(toolsVersion: "21701", device: "retina4_7", Self.scene("a", size: (375, 667)))).minY == 20)
    }

    @Test("the navigation bar starts at the top inset: 44 tall up to Xcode 16, 54 in Xcode 26")
    func navigationBar() throws {
        #expect(try box(Self.document(toolsVersion: "23094", device: "retina6_12", Self.nav("n", root: "a"), Self.scene("a"))).minY == 59 + 44)
        #expect(try box(Self.document(toolsVersion: "24765", device: "retina6_12", Self.nav("n", root: "a"), Self.scene("a"))).minY == 118 + 54)
    }

    @Test("an opaque navigation bar: the root view starts below it")
    func opaqueBar() throws {
        let document = try Self.document(toolsVersion: "23094", device: "retina6_12", Self.nav("n", root: "a", bar: #" translucent="NO""#), Self.scene("a"))
        let layout = try document.designLayout(of: try document.scene("a"))
        let root = try #require(layout.views.first { $0.id.hasPrefix("a-v.") })
        #expect(root.frame.minY == 103 && root.frame.height == 852 - 103)
        #expect(try box(document).minY == 0)
        // extendedLayoutIncludesOpaqueBars brings it back under the bar.
        let included = try Self.document(toolsVersion: "23094", device: "retina6_12", Self.nav("n", root: "a", bar: #" translucent="NO""#),
                                         Self.scene("a").replacingOccurrences(of: #"<viewController id="a""#, with: #"<viewController id="a" extendedLayoutIncludesOpaqueBars="YES""#))
        #expect(try box(included).minY == 103)
    }

    @Test("simulated metrics: a top bar set to none hides the inferred navigation bar; a simulated one adds a bar; a simulated toolbar too")
    func simulatedBars() throws {
        let none = try Self.document(toolsVersion: "23094", device: "retina6_12", Self.nav("n", root: "a"), Self.scene("a", extra: #"<nil key="simulatedTopBarMetrics"/>"#))
        #expect(try box(none).minY == 59)
        let added = try Self.document(toolsVersion: "23094", device: "retina6_12", Self.scene("a", extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(try box(added).minY == 103)
        let opaque = try Self.document(toolsVersion: "23094", device: "retina6_12", Self.scene("a", extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#))
        #expect(try box(opaque).minY == 0)
        let toolbar = try Self.document(toolsVersion: "23094", device: "retina6_12", Self.scene("a", extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        let withToolbar = try box(toolbar)
        #expect(withToolbar.minY == 59 && withToolbar.maxY == 852 - 34 - 49)
        // A named device lays the scene out as the app shows it: the containers' bars only.
        let app = try none.layout(of: try none.scene("a"), in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone 15"), orientation: .portrait))
        #expect(app.bars.contains { $0.kind == .navigationBar })
    }

    @Test("a scene presented modally (a sheet) is laid out full screen, with a warning naming the segue")
    func presentation() throws {
        let document = try Self.document(toolsVersion: "23094", device: "retina6_12",
            Self.scene("p", extra: #"<connections><segue destination="a" kind="presentation" id="present"/></connections>"#), Self.scene("a"))
        let layout = try document.designLayout(of: try document.scene("a"))
        #expect(layout.diagnostics.contains { $0.id == "present" && $0.message.contains("presents a modally (presentation)") })
        let full = try Self.document(toolsVersion: "23094", device: "retina6_12",
            Self.scene("p", extra: #"<connections><segue destination="a" kind="presentation" modalPresentationStyle="fullScreen" id="present"/></connections>"#), Self.scene("a"))
        #expect(!(try full.designLayout(of: try full.scene("a"))).diagnostics.contains { $0.id == "present" })
    }

    @Test("a freeform scene: the window is its size")
    func freeform() throws {
        let scene = Self.scene("a", size: (355, 403), extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="355" height="403"/>"#)
        let document = try Self.document(toolsVersion: "23094", device: "retina6_12", scene)
        let layout = try document.designLayout(of: try document.scene("a"))
        #expect(layout.environment.screenSize == Size(width: 355, height: 403))
        #expect(document.freeformSize(of: try document.scene("a")) == Size(width: 355, height: 403))
    }

    @Test("Xcode 26 draws iOS 26's switch, 63 × 28; earlier Xcodes 51 × 31")
    func switchSize() throws {
        func switchFrame(_ toolsVersion: String) throws -> Rect {
            let scene = Self.scene("a").replacingOccurrences(of: "<subviews>", with: #"<subviews><switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="0.0" y="0.0" width="51" height="31"/></switch>"#)
                .replacingOccurrences(of: "<constraints>", with: #"<constraints><constraint firstItem="sw" firstAttribute="top" secondItem="a-v" secondAttribute="top" constant="200" id="s1"/><constraint firstItem="sw" firstAttribute="leading" secondItem="a-v" secondAttribute="leading" constant="20" id="s2"/>"#)
            let document = try Self.document(toolsVersion: toolsVersion, device: "retina6_12", scene)
            return try #require(try document.designLayout(of: try document.scene("a")).views.first { $0.id.hasPrefix("sw.") }).frame
        }
        #expect(try switchFrame("23094").size == Size(width: 51, height: 31))
        #expect(try switchFrame("24765").size == Size(width: 63, height: 28))
    }

    @Test("Xcode 26 draws iOS 26's slider, 34 high with its frame its alignment rectangle; earlier Xcodes 31 high and 2 wider at each side")
    func sliderSize() throws {
        func sliderFrame(_ toolsVersion: String) throws -> Rect {
            let scene = Self.scene("a").replacingOccurrences(of: "<subviews>", with: #"<subviews><slider opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="0.0" y="0.0" width="200" height="31"/><constraints><constraint firstAttribute="width" constant="200" id="sw"/></constraints></slider>"#)
                .replacingOccurrences(of: "<constraints><constraint firstItem=", with: #"<constraints><constraint firstItem="sl" firstAttribute="top" secondItem="a-v" secondAttribute="top" constant="200" id="s1"/><constraint firstItem="sl" firstAttribute="leading" secondItem="a-v" secondAttribute="leading" constant="20" id="s2"/><constraint firstItem="#)
            let document = try Self.document(toolsVersion: toolsVersion, device: "retina6_12", scene)
            return try #require(try document.designLayout(of: try document.scene("a")).views.first { $0.id.hasPrefix("sl.") }).frame
        }
        #expect(try sliderFrame("23094") == Rect(x: 18, y: 200, width: 204, height: 31))
        #expect(try sliderFrame("24506") == Rect(x: 20, y: 200, width: 200, height: 34))
    }
}
