import Foundation
import InterfaceBuilder
import LayoutEngine
import SharedTestSupport
import Testing

/// Hostile and broken documents: each is one clear error naming the file, the line and the
/// element, in bounded time, never a crash, a hang or a network access.
@Suite struct BadDocumentTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"#
    static let open = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">"#

    /// A one-scene storyboard whose root view holds `body` (subviews and constraints).
    static func storyboard(_ body: String, extraScenes: String = "") -> String {
        """
        \(header)
        \(open)
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc1" storyboardIdentifier="Main" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <viewLayoutGuide key="safeArea" id="safe"/>
        \(body)
        </view></viewController></objects></scene>\(extraScenes)</scenes></document>
        """
    }

    func read(_ text: String, file: String = "Bad.storyboard") throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(bytes: Array(text.utf8), file: file)
    }

    func importError(_ text: String, scene: String? = nil) -> InterfaceBuilderError? {
        do {
            let document = try read(text)
            let env = try environment("iPhone 15 Pro")
            _ = try document.layout(scene, on: env)
            return nil
        } catch let error as InterfaceBuilderError {
            return error
        } catch {
            Issue.record("expected an InterfaceBuilderError, got \(error)")
            return nil
        }
    }

    @Test func notXML() {
        #expect(throws: InterfaceBuilderError.self) { try read("<document") }
        do { _ = try read("<document") } catch {
            #expect(error.file == "Bad.storyboard" && error.line == 1 && error.description.contains("not well-formed XML"))
        }
    }

    /// Billion laughs and external entities stop at the document type declaration: nothing is
    /// expanded and nothing is fetched.
    @Test(arguments: [
        #"<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><document>&lol2;</document>"#,
        #"<?xml version="1.0"?><!DOCTYPE document SYSTEM "http://example.com/evil.dtd"><document/>"#,
        #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]><document>&e;</document>"#,
        #"<?xml version="1.0"?><document>&undefined;</document>"#,
    ])
    func entitiesAreRefused(_ text: String) {
        do { _ = try read(text); Issue.record("accepted") } catch {
            #expect(error.description.hasPrefix("Bad.storyboard:1: not well-formed XML"))
        }
    }

    @Test func deepNestingIsBounded() {
        let text = Self.header + Self.open + String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000) + "</document>"
        do { _ = try read(text); Issue.record("accepted") } catch {
            #expect(error.description.contains("not well-formed XML") && error.description.contains("deep"))
        }
    }

    /// A 100 MB file is refused by its size before it is read.
    @Test func hugeFileIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(getpid()).storyboard").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)   // sparse: nothing is written
        try handle.close()
        do { _ = try InterfaceBuilderDocument(contentsOf: path); Issue.record("accepted") } catch {
            #expect(error.file == path && error.description.contains("104857600 bytes is more than the 16 MiB"))
        }
        #expect(throws: InterfaceBuilderError.self) { try read(String(repeating: " ", count: 17 << 20)) }
    }

    @Test(arguments: [
        ("<plist/>", "the root element is <plist>"),
        (#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"/>"#, "is not an iOS storyboard or xib"),
        (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="2.0" targetRuntime="iOS.CocoaTouch"/>"#, "version \"2.0\" is not 3.0"),
        (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"/>"#, "targetRuntime \"MacOSX.Cocoa\""),
    ])
    func notAnIOSDocument(_ text: String, _ message: String) {
        do { _ = try read(Self.header + text); Issue.record("accepted") } catch {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.line == 1)
        }
    }

    @Test func duplicateIDs() {
        let text = Self.storyboard(#"<subviews><view id="a"/><view id="a"/></subviews>"#)
        do { _ = try read(text); Issue.record("accepted") } catch {
            #expect(error.description.contains(#"id "a" is also the id of <view> on line 7"#), "\(error)")
        }
    }

    @Test(arguments: [
        (#"<constraint firstItem="root" firstAttribute="bottomish" constant="1" id="c1"/>"#, #"<constraint id="c1">: firstAttribute "bottomish" is not a layout attribute"#),
        (#"<constraint firstItem="root" firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="1:0" id="c1"/>"#, #"multiplier "1:0" is not a number"#),
        (#"<constraint firstItem="nowhere" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#, #"firstItem "nowhere" is not the id of any element in the document"#),
        (#"<constraint firstItem="root" firstAttribute="top" secondItem="other" secondAttribute="top" id="c1"/>"#, #"secondItem "other" is a <view> on line"#),
        (#"<constraint firstItem="root" firstAttribute="top" relation="almost" secondItem="safe" secondAttribute="top" id="c1"/>"#, #"relation "almost""#),
        (#"<constraint firstItem="root" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="1e9" id="c1"/>"#, #"constant "1e9" is not a number of points"#),
        (#"<constraint firstItem="root" firstAttribute="top" secondItem="safe" secondAttribute="top" priority="0" id="c1"/>"#, #"priority "0""#),
        (#"<constraint firstItem="root" firstAttribute="top" secondItem="safe" secondAttribute="leading" id="c1"/>"#, "c1"),
        (#"<constraint firstItem="safe" firstAttribute="leadingMargin" secondItem="root" secondAttribute="leading" id="c1"/>"#, "is a layout guide, which has no margins"),
    ])
    func badConstraints(_ constraint: String, _ message: String) {
        let other = #"<scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController"><view key="view" id="v2"><subviews><view id="other"/></subviews></view></viewController></objects></scene>"#
        let error = importError(Self.storyboard("<constraints>\(constraint)</constraints>", extraScenes: other), scene: "Main")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(error?.file == "Bad.storyboard" && (error?.line ?? 0) > 1)
    }

    /// An attributed string's font with a size that is not a number: the file, the line, the value.
    @Test func attributedFontSize() {
        let label = #"<subviews><label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="100" width="200" height="20"/><attributedString key="attributedText"><fragment content="Hi"><attributes><font key="NSFont" size="large" name="HelveticaNeue"/></attributes></fragment></attributedString></label></subviews>"#
        let error = importError(Self.storyboard(label))
        #expect(error?.description.contains(#"size "large" is not a font size"#) == true, "\(String(describing: error))")
        #expect(error?.file == "Bad.storyboard" && (error?.line ?? 0) > 1)
    }

    /// Relationship and embed segues that lead back to themselves are cycles, named.
    @Test func cyclesOfSegues() {
        let navs = """
        \(Self.header)\(Self.open)<scenes>
        <scene sceneID="a"><objects><navigationController id="navA" sceneMemberID="viewController"><connections>
        <segue destination="navB" kind="relationship" relationship="rootViewController" id="sa"/></connections></navigationController></objects></scene>
        <scene sceneID="b"><objects><navigationController id="navB" sceneMemberID="viewController"><connections>
        <segue destination="navA" kind="relationship" relationship="rootViewController" id="sb"/></connections></navigationController></objects></scene>
        </scenes></document>
        """
        #expect(importError(navs, scene: "a")?.description.contains("cycle") == true)
        let embed = Self.storyboard(#"<subviews><containerView id="box"><connections><segue destination="vc1" kind="embed" id="e"/></connections></containerView></subviews>"#)
        let error = importError(embed, scene: "Main")
        #expect(error?.description.contains("segues form a cycle: vc1 → vc1") == true, "\(String(describing: error))")
    }

    @Test func unknownSceneListsTheScenes() throws {
        let document = try Documents.fixture("Containers.storyboard")
        do { _ = try document.scene("Nope"); Issue.record("found") } catch {
            #expect(error.description.contains("no scene \"Nope\"; the scenes are: tabBarController, navigationController, Inbox, Message, Dashboard, Chart"))
        }
    }

    /// A storyboard that references itself stops at the cycle, naming it.
    @Test func selfReferenceIsACycle() throws {
        let path = TestScratch.folder("ib-self-reference").appendingPathComponent("Loop.storyboard").path
        let text = """
        \(Self.header)\(Self.open)<scenes>
        <scene sceneID="a"><objects><navigationController id="nav" storyboardIdentifier="Loop" sceneMemberID="viewController"><connections>
        <segue destination="ref" kind="relationship" relationship="rootViewController" id="s"/></connections></navigationController></objects></scene>
        <scene sceneID="b"><objects><viewControllerPlaceholder storyboardName="Loop" referencedIdentifier="Loop" id="ref" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let document = try InterfaceBuilderDocument(contentsOf: path)
        do { _ = try document.layout("Loop", on: environment("iPhone 15 Pro")); Issue.record("laid out") } catch let error as InterfaceBuilderError {
            #expect(error.description.contains("cycle") || error.description.contains("nest more than"), "\(error)")
        }
    }

    /// Random damage to a real document (bytes flipped, cut, repeated): an error or a layout,
    /// never a crash.
    @Test func mutatedDocumentsFailCleanly() throws {
        let original = try Array(Data(contentsOf: Documents.fixtures.appendingPathComponent("Containers.storyboard")))
        var random = SplitMix64(state: 0x1B)
        let env = try environment("iPhone SE (3rd generation)")
        var laidOut = 0, refused = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(random.next() % 4 + 1) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 40)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 30)], at: at)
                }
            }
            do {
                let document = try InterfaceBuilderDocument(bytes: bytes, file: "mutated.storyboard")
                for scene in document.scenes {
                    _ = try document.importScene(scene, traits: env.traits(env.metrics!)).compute(in: env)
                }
                laidOut += 1
            } catch is InterfaceBuilderError {
                refused += 1
            } catch is LayoutError {
                refused += 1
            }
        }
        #expect(laidOut + refused == 300 && refused > 0)
    }
}
