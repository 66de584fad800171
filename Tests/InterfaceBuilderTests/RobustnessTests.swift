import InterfaceBuilder
import LayoutEngine
import Testing

/// What real documents were refused for or never finished, each as a small hand-written
/// document: now laid out, with a warning where the document asks for something UIKit would not do.
@Suite struct RobustnessTests {
    static let xibOpen = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES"><device id="retina6_12" orientation="portrait" appearance="light"/><objects>"#

    static func xib(_ body: String, extra: String = "") throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(bytes: Array((xibOpen + body + "</objects>" + extra + "</document>").utf8), file: "Robust.xib")
    }

    /// A top-level table cell whose content holds a scroll view (a text view) tied to the
    /// content view: the check "is this view inside the scroll view" walked a superview map in
    /// which the cell was its own superview, and never ended (corona-warn-app's
    /// EndOfLifeThankYouCell.xib). It lays out, and the text view fills the content view.
    @Test func topLevelCellWithAScrollViewInside() throws {
        let document = try Self.xib(#"""
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" rowHeight="120"><rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
              <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                <subviews><textView clipsSubviews="YES" multipleTouchEnabled="YES" translatesAutoresizingMaskIntoConstraints="NO" id="text"><rect key="frame" x="0.0" y="0.0" width="393" height="120"/></textView></subviews>
                <constraints>
                  <constraint firstItem="text" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c1"/>
                  <constraint firstItem="content" firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c2"/>
                  <constraint firstItem="text" firstAttribute="top" secondItem="content" secondAttribute="top" id="c3"/>
                  <constraint firstItem="content" firstAttribute="bottom" secondItem="text" secondAttribute="bottom" id="c4"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            """#)
        let layout = try document.designLayout(of: try document.defaultScene())
        let text = try #require(layout.view("text")), content = try #require(layout.view(text.parent ?? ""))
        #expect(text.frame == content.bounds && text.frame.width == 393)
    }

    /// A show segue from inside the containers that already hold the scene (a tab's table pushing
    /// the tab bar controller itself, GoMap's POI.storyboard) is not how the scene is shown: the
    /// scene stays in the containers found before it, with a warning naming the segue's source.
    @Test func showSegueBackIntoItsOwnContainers() throws {
        let document = try EdgeCaseDocumentTests.document(
            #"<scene sceneID="t"><objects><tabBarController id="tab" sceneMemberID="viewController"><connections><segue destination="navA" kind="relationship" relationship="viewControllers" id="r1"/><segue destination="navB" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController></objects></scene>"#,
            #"<scene sceneID="na"><objects><navigationController id="navA" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController></objects></scene>"#,
            #"<scene sceneID="nb"><objects><navigationController id="navB" sceneMemberID="viewController"><connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r4"/></connections></navigationController></objects></scene>"#,
            EdgeCaseDocumentTests.scene("a", identifier: "First"),
            EdgeCaseDocumentTests.scene("b", identifier: "AllTags", connections: #"<connections><segue destination="tab" kind="push" id="back"/></connections>"#))
        let layout = try document.layout("First", on: environment("iPhone 15 Pro"))
        #expect(layout.view("a-v") != nil)
        #expect(layout.bars.contains { $0.kind == .tabBar } && layout.bars.contains { $0.kind == .navigationBar })
        #expect(layout.diagnostics.contains { $0.message.contains("a show segue from here leads back into the containers that hold it") })
    }

    /// A relationship cycle with no show segue in it is still refused, naming the controllers.
    @Test func relationshipCycleIsRefused() throws {
        let document = try EdgeCaseDocumentTests.document(
            #"<scene sceneID="t"><objects><tabBarController id="tab" sceneMemberID="viewController"><connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/></connections></tabBarController></objects></scene>"#,
            #"<scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="tab" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController></objects></scene>"#)
        #expect(throws: InterfaceBuilderError.self) { try document.layout("tab", on: environment("iPhone 15 Pro")) }
        do { _ = try document.layout("tab", on: environment("iPhone 15 Pro")) } catch {
            #expect("\(error)".contains("relationship segues form a cycle"))
        }
    }

    /// A relationship cycle above a show segue is still refused: only a cycle that crosses the
    /// show segue is taken for a segue back into the scene's own containers.
    @Test func relationshipCycleAboveAShowSegueIsRefused() throws {
        // x is pushed from a, the root of nav, a tab of tab; tab → m → w → tab is a cycle of relationships.
        let document = try EdgeCaseDocumentTests.document(
            #"<scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>"#,
            #"<scene sceneID="t"><objects><tabBarController id="tab" sceneMemberID="viewController"><connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/><segue destination="w" kind="relationship" relationship="viewControllers" id="r3"/></connections></tabBarController></objects></scene>"#,
            #"<scene sceneID="m"><objects><navigationController id="m" sceneMemberID="viewController"><connections><segue destination="tab" kind="relationship" relationship="rootViewController" id="r4"/></connections></navigationController></objects></scene>"#,
            #"<scene sceneID="w"><objects><tabBarController id="w" sceneMemberID="viewController"><connections><segue destination="m" kind="relationship" relationship="viewControllers" id="r5"/></connections></tabBarController></objects></scene>"#,
            EdgeCaseDocumentTests.scene("a", identifier: "Source", connections: #"<connections><segue destination="x" kind="show" id="sh"/></connections>"#),
            EdgeCaseDocumentTests.scene("x", identifier: "Shown"))
        do {
            _ = try document.layout("Shown", on: environment("iPhone 15 Pro"))
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("relationship segues form a cycle"), "\(error)")
        }
    }

    /// `pointSize="0.0"` asks Core Text for its default size, 12 points: measured so, with a warning.
    @Test func fontOfSizeZero() throws {
        let document = try Self.xib(#"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
              <subviews><label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="0.0" y="0.0" width="40" height="15"/><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label></subviews>
              <constraints><constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/><constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/></constraints>
            </view>
            """#)
        let layout = try document.designLayout(of: try document.defaultScene())
        let twelve = try document.designLayout(of: try Self.xib(#"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
              <subviews><label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="0.0" y="0.0" width="40" height="15"/><fontDescription key="fontDescription" type="system" pointSize="12"/></label></subviews>
              <constraints><constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/><constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/></constraints>
            </view>
            """#).defaultScene())
        #expect(layout.frame("label") == twelve.frame("label"))
        #expect(layout.diagnostics.contains { $0.message.contains("pointSize 0 means Core Text's default size, 12 pt") })
    }

    /// `<designables>` with -1 on an axis (IB's "no intrinsic metric") gives that axis none.
    @Test func designableWithoutAWidth() throws {
        let document = try Self.xib(#"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
              <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="custom" customClass="Badge"><rect key="frame" x="0.0" y="0.0" width="393" height="30"/></view></subviews>
              <constraints><constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/><constraint firstItem="custom" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/><constraint firstItem="custom" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/></constraints>
            </view>
            """#, extra: #"<designables><designable name="custom"><size key="intrinsicContentSize" width="-1" height="30"/></designable></designables>"#)
        let layout = try document.designLayout(of: try document.defaultScene())
        #expect(layout.view("custom")?.intrinsicContentSize == Size(width: -1, height: 30))
        #expect(layout.frame("custom")?.height == 30)
        // Any other negative size is still refused, at its element.
        #expect(throws: InterfaceBuilderError.self) {
            _ = try Self.xib(#"<view id="root"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#,
                             extra: #"<designables><designable name="root"><size key="intrinsicContentSize" width="-2" height="30"/></designable></designables>"#)
        }
    }
}
