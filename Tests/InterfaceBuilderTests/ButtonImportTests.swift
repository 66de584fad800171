import InterfaceBuilder
import LayoutEngine
import Testing

/// Buttons as Interface Builder writes them (Docs/Buttons.md): the type, the content insets, a
/// configuration and its title font, an image from the resources, an SF Symbol.
@Suite struct ButtonImportTests {
    /// One button in a root view, pinned at its top-leading corner; `resources` after the scenes.
    static func layout(_ button: String, resources: String = "", toolsVersion: String = "23094") throws -> ComputedLayout {
        let open = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES"><device id="retina6_12" orientation="portrait"/><scenes>"#
        let scene = #"<scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews>\#(button)</subviews><constraints><constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/><constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/></constraints></view></viewController></objects></scene>"#
        let text = open + scene + "</scenes>" + (resources.isEmpty ? "" : "<resources>\(resources)</resources>") + "</document>"
        let document = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "Buttons.storyboard")
        return try document.designLayout(of: try document.defaultScene())
    }

    static func frame(_ layout: ComputedLayout) throws -> Rect {
        try #require(layout.views.first { $0.id.hasPrefix("b.") }).frame
    }

    static let frameElement = #"<rect key="frame" x="20" y="100" width="10" height="10"/>"#

    @Test("no buttonType is a custom button, without the system button's 30-point width")
    func customByDefault() throws {
        let custom = try Self.frame(Self.layout(#"<button translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal" title="Go"/></button>"#))
        let system = try Self.frame(Self.layout(#"<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal" title="Go"/></button>"#))
        #expect(custom.width < 30 && system.width == 30 && custom.height == 30 && system.height == 30)
    }

    @Test("contentEdgeInsets replace the title padding")
    func contentEdgeInsets() throws {
        let frame = try Self.frame(Self.layout(#"<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<fontDescription key="fontDescription" type="system" pointSize="16"/><inset key="contentEdgeInsets" minX="25" minY="12" maxX="25" maxY="12"/><state key="normal" title="CALIBRATE"/></button>"#))
        #expect(frame.height == 44)
    }

    @Test("a configuration: its title in the body style plus 24 × 14, to pixels on Xcode 15 and later, whole points on Xcode 14")
    func configuration() throws {
        let button = #"<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Done"/></button>"#
        #expect(abs(try Self.frame(Self.layout(button)).height - 34.333) < 0.001)
        #expect(try Self.frame(Self.layout(button, toolsVersion: "21507")).height == 35)
        let font = #"<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<buttonConfiguration key="configuration" style="filled" title="Update"><fontDescription key="titleFontDescription" type="boldSystem" pointSize="14"/></buttonConfiguration></button>"#
        #expect(try Self.frame(Self.layout(font)).height == 31)
    }

    @Test("an image from the resources sizes an image-only button; an SF Symbol is warned about")
    func images() throws {
        let image = try Self.frame(Self.layout(#"<button translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal" image="logo"/></button>"#,
                                               resources: #"<image name="logo" width="24" height="20"/>"#))
        #expect(image.size == Size(width: 24, height: 20))
        let layout = try Self.layout(#"<button translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal"><imageReference key="image" image="gear" catalog="system"/></state></button>"#,
                                     resources: #"<image name="gear" catalog="system" width="128" height="121"/>"#)
        #expect(layout.diagnostics.contains { $0.message.contains("SF Symbol \"gear\"") })
        // The symbol named on the configuration itself: warned about, and no 117 × 128 image.
        let configured = try Self.layout(#"<button translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/></button>"#,
                                         resources: #"<image name="trash" catalog="system" width="117" height="128"/>"#)
        #expect(configured.diagnostics.contains { $0.message.contains("SF Symbol \"trash\"") })
        #expect(try Self.frame(configured).height < 60)
    }

    /// `backgroundImage` on the normal state: the button is at least the resource's size
    /// (Docs/Buttons.md, "Background images"); a name the resources lack is warned about.
    @Test("a background image from the resources: the button is at least its size")
    func backgroundImage() throws {
        let button = #"<button translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<fontDescription key="fontDescription" type="system" pointSize="17"/><state key="normal" title="7:30pm" backgroundImage="time-bg"/></button>"#
        let sized = try Self.frame(Self.layout(button, resources: #"<image name="time-bg" width="68" height="27"/>"#))
        #expect(sized.size == Size(width: 68, height: 33))
        let missing = try Self.layout(button)
        #expect(try Self.frame(missing).width < 68)
        #expect(missing.diagnostics.contains { $0.message.contains("background image \"time-bg\" has no size") })
    }

    /// `hasAttributedTitle="YES"`: the title is the attributed string's fragments, sized in
    /// their font (`<font key="NSFont">`), as UIKit sizes an attributed title.
    @Test("an attributed title sizes the button in its fragments' font; a font without a size is 13 pt, said so")
    func attributedTitle() throws {
        func button(_ font: String) -> String {
            #"<button buttonType="system" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<state key="normal"><attributedString key="attributedTitle"><fragment content="Privacy "><attributes>\#(font)</attributes></fragment><fragment content="Policy"><attributes>\#(font)</attributes></fragment></attributedString></state></button>"#
        }
        let plain = #"<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)<fontDescription key="fontDescription" type="system" pointSize="13"/><state key="normal" title="Privacy Policy"/></button>"#
        let expected = try Self.frame(Self.layout(plain))
        let sized = try Self.layout(button(#"<font key="NSFont" metaFont="system" size="13"/>"#))
        #expect(try Self.frame(sized) == expected)
        #expect(sized.views.first { $0.id.hasPrefix("b.") }?.text?.lines.first?.text == "Privacy Policy")
        let unsized = try Self.layout(button(#"<font key="NSFont" metaFont="system"/>"#))
        #expect(try Self.frame(unsized) == expected)
        #expect(unsized.diagnostics.contains { $0.message.contains("no size (or 0): measured at 13 pt") })
        // Size 0 is AppKit's "default size" too, not 0 points.
        #expect(try Self.frame(Self.layout(button(#"<font key="NSFont" metaFont="system" size="0"/>"#))) == expected)
        // Before: no title read, the system button's empty 30 × 30.
        #expect(expected.width > 80)
    }

    @Test("a label's attributed text is measured in its first fragment's font, not the fontDescription beside it; several fonts are said")
    func attributedLabelFont() throws {
        func label(_ fragments: String) -> String {
            #"<label translatesAutoresizingMaskIntoConstraints="NO" id="b" usesAttributedText="YES">\#(Self.frameElement)<attributedString key="attributedText">\#(fragments)</attributedString><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        let helvetica = #"<fragment content="Documentation"><attributes><font key="NSFont" size="13" name="HelveticaNeue"/></attributes></fragment>"#
        let layout = try Self.layout(label(helvetica))
        let view = try #require(layout.views.first { $0.id.hasPrefix("b.") })
        #expect(view.text?.font.pointSize == 13)
        #expect(layout.diagnostics.contains { $0.message.contains("font \"HelveticaNeue\" is measured as the system font at 13 pt") })
        let mixed = try Self.layout(label(helvetica + #"<fragment content=" more"><attributes><font key="NSFont" size="15" name=".AppleSystemUIFont"/></attributes></fragment>"#))
        #expect(mixed.diagnostics.contains { $0.message.contains("attributed text in 2 fonts: measured in its first fragment's") })
        // The same font written with its attributes in another order is one font.
        let same = try Self.layout(label(helvetica + #"<fragment content=" more"><attributes><font key="NSFont" name="HelveticaNeue" size="13.0"/></attributes></fragment>"#))
        #expect(!same.diagnostics.contains { $0.message.contains("fonts: measured") })
        // A system font's own name is the system font at the weight it ends in, unwarned.
        let semibold = try Self.layout(label(#"<fragment content="Title"><attributes><font key="NSFont" size="17" name=".SFUI-Semibold"/></attributes></fragment>"#))
        #expect(try #require(semibold.views.first { $0.id.hasPrefix("b.") }).text?.font.weight == .semibold)
        #expect(!semibold.diagnostics.contains { $0.message.contains("SFUI") })
    }

    @Test("an image view's SF Symbol is warned about and gives no intrinsic size (not the resources' 128-point aspect)")
    func symbolImageView() throws {
        let layout = try Self.layout(#"<imageView image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)</imageView>"#,
                                     resources: #"<image name="chevron.right" catalog="system" width="97" height="128"/>"#)
        #expect(layout.diagnostics.contains { $0.message.contains("SF Symbol \"chevron.right\"") })
        #expect(try #require(layout.views.first { $0.id.hasPrefix("b.") }).intrinsicContentSize == nil)
        let asset = try Self.layout(#"<imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="b">\#(Self.frameElement)</imageView>"#,
                                    resources: #"<image name="logo" width="24" height="20"/>"#)
        #expect(try Self.frame(asset).size == Size(width: 24, height: 20))
    }
}

/// Stack views with written margins, and placeholder intrinsic sizes on any view.
@Suite struct StackAndPlaceholderImportTests {
    @Test("a stack view with margins and no layoutMarginsRelativeArrangement lays its views out inside them")
    func stackMargins() throws {
        let stack = #"<stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="100" width="300" height="50"/><subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="16" y="7" width="268" height="36"/><constraints><constraint firstAttribute="height" constant="36" id="h"/></constraints></view></subviews><directionalEdgeInsets key="directionalLayoutMargins" top="7" leading="16" bottom="7" trailing="16"/></stackView>"#
        let layout = try ButtonImportTests.layout(stack)
        let inner = try #require(layout.views.first { $0.id.hasPrefix("in.") }).frame
        #expect(inner.minX == 16 && inner.minY == 7)
        #expect(try ButtonImportTests.frame(layout).height == 50)
    }

    @Test("placeholderIntrinsicWidth/Height sizes any view, with a warning; infinite is no metric")
    func placeholder() throws {
        let view = #"<stackView opaque="NO" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="100" width="120" height="0.0"/></stackView>"#
        let layout = try ButtonImportTests.layout(view)
        #expect(try ButtonImportTests.frame(layout).width == 120)
        #expect(layout.diagnostics.contains { $0.message.contains("intrinsic size 120 × none from Interface Builder's placeholder") })
    }

    @Test("a text view that does not scroll: its text inside 8 above and below and 5 at each side")
    func textView() throws {
        let view = #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" scrollEnabled="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="100" width="30" height="30"/><fontDescription key="fontDescription" type="system" pointSize="14"/></textView>"#
        let frame = try ButtonImportTests.frame(ButtonImportTests.layout(view))
        #expect(frame.height == 33)
    }
}
