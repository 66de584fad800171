import InterfaceBuilder
import LayoutEngine
import SharedTestSupport
import Testing

/// Documents at the edges of the format, each laid out or refused the way
/// InterfaceBuilderDocuments.md, "Bounds", says.
@Suite struct EdgeCaseDocumentTests {
    static let open = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">"#

    /// A scene: a view controller with the id and root view given.
    static func scene(_ id: String, identifier: String? = nil, view body: String = "", connections: String = "") -> String {
        let name = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return #"<scene sceneID="s-\#(id)"><objects><viewController id="\#(id)"\#(name) sceneMemberID="viewController"><view key="view" id="\#(id)-v"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><viewLayoutGuide key="safeArea" id="\#(id)-safe"/>\#(body)</view>\#(connections)</viewController></objects></scene>"#
    }

    static func document(_ scenes: String...) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(bytes: Array((open + "<scenes>" + scenes.joined() + "</scenes></document>").utf8), file: "Edge.storyboard")
    }

    func layout(_ document: InterfaceBuilderDocument, _ scene: String) throws -> ComputedLayout {
        try document.layout(scene, on: environment("iPhone 15 Pro"))
    }

    func failure(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    /// A scene pushed from a tab of a tab bar controller that is itself on a navigation stack
    /// is the top of that stack (the corpus's firebase Main.storyboard has one).
    @Test func pushedFromATabOnANavigationStack() throws {
        let document = try Self.document(
            #"<scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="tab" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>"#,
            #"<scene sceneID="t"><objects><tabBarController id="tab" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController></objects></scene>"#,
            Self.scene("a", connections: #"<connections><segue destination="x" kind="show" id="sh"/></connections>"#),
            Self.scene("x", identifier: "Detail"))
        let layout = try layout(document, "Detail")
        #expect(layout.view("x-v") != nil && layout.view("a-v") == nil)
        #expect(layout.bars.contains { $0.kind == .navigationBar })
    }

    /// The deepest document the XML reader accepts (256 elements: six above the root view's subviews, then
    /// two a view) is read, imported and laid out on a 128 KB stack: the importer and the engine
    /// walk it on a thread of their own (`DeepStack`), not on the caller's.
    @Test func deepestDocumentOnASmallStack() throws {
        var views = ""
        for level in stride(from: 124, through: 1, by: -1) {
            views = #"<view id="v\#(level)"><rect key="frame" x="0.0" y="1" width="100" height="100"/>"# +
                (views.isEmpty ? "" : "<subviews>\(views)</subviews>") + "</view>"
        }
        let text = Self.open + "<scenes>" + Self.scene("a", identifier: "Deep", view: "<subviews>\(views)</subviews>") + "</scenes></document>"
        let result = SmallStack.run {
            Result { () throws -> ComputedLayout in
                let document = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "Deep.storyboard")
                return try layout(document, "Deep")
            }
        }
        #expect(try result.get().view("v124")?.frameInWindow.minY == 124)
    }

    /// A scene past the engine's constraint limit is refused, naming the document and the scene.
    @Test func sceneWithTooManyConstraintsIsRefused() throws {
        let count = LayoutEngine.maximumConstraints + 1
        let constraints = (0..<count).map { #"<constraint firstItem="box" firstAttribute="width" relation="lessThanOrEqual" constant="\#($0)" id="c\#($0)"/>"# }
        let body = #"<subviews><view id="box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews><constraints>\#(constraints.joined())</constraints>"#
        let document = try Self.document(Self.scene("a", identifier: "Big", view: body))
        let message = failure { _ = try layout(document, "Big") }
        #expect(message.contains("Edge.storyboard") && message.contains("scene Big") && message.contains("the model has \(count) constraints; at most 20000"), "\(message)")
    }

    /// A container the engine does not model (a page view controller): its child is laid out
    /// alone, with a warning. A split view controller is modelled: its child is in its column.
    @Test func unmodelledContainerLaysTheSceneOutAlone() throws {
        let document = try Self.document(
            #"<scene sceneID="pg"><objects><pageViewController id="pages" sceneMemberID="viewController"><connections><segue destination="m" kind="relationship" relationship="viewControllers" id="r"/></connections></pageViewController></objects></scene>"#,
            Self.scene("m", identifier: "Master", view: #"<subviews><view id="box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>"#))
        let alone = try layout(document, "Master")
        #expect(alone.view("box") != nil)
        #expect(alone.warning(about: "pages")?.message.contains("pageViewController is not modelled") == true)
        let split = try Self.document(
            #"<scene sceneID="sp"><objects><splitViewController id="split" sceneMemberID="viewController"><connections><segue destination="m" kind="relationship" relationship="masterViewController" id="r"/></connections></splitViewController></objects></scene>"#,
            Self.scene("m", identifier: "Master", view: #"<subviews><view id="box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>"#))
        let inSplit = try layout(split, "Master")
        #expect(inSplit.view("box") != nil && inSplit.warning(about: "split") == nil)
        #expect(inSplit.views.contains { $0.id.contains("split") && $0.isContainerView })
    }

    /// A navigation controller reached by a show segue is presented: it brings its own bars.
    @Test func showSegueToANavigationControllerIsModal() throws {
        let document = try Self.document(
            #"<scene sceneID="n1"><objects><navigationController id="nav1" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>"#,
            Self.scene("a", connections: #"<connections><segue destination="nav2" kind="show" id="sh"/></connections>"#),
            #"<scene sceneID="n2"><objects><navigationController id="nav2" storyboardIdentifier="Second" sceneMemberID="viewController"><connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController></objects></scene>"#,
            Self.scene("b"))
        let layout = try layout(document, "Second")
        #expect(layout.view("b-v") != nil)
        #expect(layout.bars.filter { $0.kind == .navigationBar }.count == 1)
    }

    /// Controllers nested through 40 embeds are refused before the stack runs out; one embedded
    /// twice (UIKit gives a controller one parent) is refused, whatever the fan-out.
    @Test func nestingIsBoundedAndAControllerHasOneParent() throws {
        var scenes: [String] = []
        for i in 0..<40 {
            scenes.append(Self.scene("c\(i)", identifier: i == 0 ? "Top" : nil,
                                     view: #"<subviews><containerView id="box\#(i)"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><connections><segue destination="c\#(i + 1)" kind="embed" id="e\#(i)"/></connections></containerView></subviews>"#))
        }
        scenes.append(Self.scene("c40"))
        let deep = try InterfaceBuilderDocument(bytes: Array((Self.open + "<scenes>" + scenes.joined() + "</scenes></document>").utf8), file: "Edge.storyboard")
        #expect(failure { _ = try layout(deep, "Top") }.contains("controllers nest more than 32 deep"))

        let twice = try Self.document(
            Self.scene("p", identifier: "Parent", view: #"<subviews><containerView id="b1"><connections><segue destination="k" kind="embed" id="e1"/></connections></containerView><containerView id="b2"><connections><segue destination="k" kind="embed" id="e2"/></connections></containerView></subviews>"#),
            Self.scene("k"))
        #expect(failure { _ = try layout(twice, "Parent") }.contains("reached by a second segue"))
    }

    @Test(arguments: [
        (#"<subviews><view id="a"><rect key="frame" x="0.0" y="0.0" width="nan" height="1"/></view></subviews>"#, #"width "nan" is not a number of points"#),
        (#"<edgeInsets key="layoutMargins" top="1e300" left="0.0" bottom="0.0" right="0.0"/>"#, #"top "1e300" is not a number of points"#),
        (#"<subviews><view id="a"/></subviews><constraints><constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:" id="c"/></constraints>"#, #"multiplier "16:""#),
        (#"<subviews><view id="a"/></subviews><constraints><constraint firstItem="a" firstAttribute="width" constant="0x10" id="c"/></constraints>"#, #"constant "0x10""#),
        (#"<subviews><view id="a"/></subviews><constraints><constraint firstItem="a" firstAttribute="top" secondItem="nvi" secondAttribute="top" id="c"/></constraints>"#, #"secondItem "nvi" is a <navigationItem> on line 1, not a view or layout guide"#),
    ])
    func badValuesAreErrorsNamingTheElement(_ body: String, _ message: String) throws {
        let text = Self.open + "<scenes>" + Self.scene("v", identifier: "V", view: body).replacingOccurrences(of: "</view></viewController>", with: #"</view><navigationItem key="navigationItem" id="nvi"/></viewController>"#) + "</scenes></document>"
        let result = failure {
            let document = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "Edge.storyboard")
            _ = try layout(document, "V")
        }
        #expect(result.contains(message) && result.hasPrefix("Edge.storyboard:1:"), "\(result)")
    }

    @Test func imageSizesMustBeNumbersOfPoints() {
        let text = Self.open + #"<scenes></scenes><resources><image name="Logo" width="nan" height="inf"/></resources></document>"#
        #expect(failure { _ = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "Edge.storyboard") }.contains(#"<image>: width "nan" is not a number of points"#))
    }

    /// What is not modelled is laid out anyway and said: an unknown view class, a layout guide of
    /// a key the importer does not know, an unreadable variation key; two equally specific
    /// variations are ordered and said.
    @Test func unknownThingsAreWarnings() throws {
        let body = #"""
        <subviews><webView id="web"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></webView>
        <view id="a" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <constraints><constraint firstAttribute="width" constant="10" id="w"><variation key="heightClass=compact" constant="100"/><variation key="widthClass=regular" constant="200"/></constraint>
        <constraint firstAttribute="height" constant="10" id="h"/></constraints>
        <variation key=""><mask key="constraints"><exclude reference="h"/></mask></variation></view></subviews>
        <viewLayoutGuide key="someLaterGuide" id="kb"/>
        <constraints><constraint firstItem="a" firstAttribute="bottom" secondItem="kb" secondAttribute="top" id="k"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="v-safe" secondAttribute="top" id="t"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="v-safe" secondAttribute="leading" id="l"/></constraints>
        """#
        let document = try Self.document(Self.scene("v", identifier: "V", view: body))
        let layout = try document.layout("V", on: environment("iPhone 15 Pro Max", .landscapeLeft))   // compact height, regular width
        #expect(layout.view("web")?.frame.width == 100)
        #expect(layout.warning(about: "web")?.message.contains("<webView> is not a view class this importer knows") == true)
        #expect(layout.warning(about: "k")?.message.contains("someLaterGuide layout guide, which is not modelled") == true)
        #expect(layout.diagnostics.contains { $0.message.contains("variation \"\" is not a key this importer can read") })
        #expect(layout.frame("a")?.height == 10)   // the unreadable variation's mask is not applied
        #expect(layout.frame("a")?.width == 100)   // height class wins over width class
        #expect(layout.diagnostics.contains { $0.message.contains("both set constant here: the height class's value is used") })
    }

    /// `<viewLayoutGuide key="keyboard">` is the view's keyboard guide (Docs/Keyboard.md, "The
    /// guide"): on the canvas the keyboard is hidden, so it is the safe area's bottom band; a
    /// layout asked with the keyboard shown follows it.
    @Test func keyboardGuideIsRead() throws {
        let body = #"""
        <subviews><view id="a" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>
        <viewLayoutGuide key="keyboard" id="kb"/>
        <constraints><constraint firstItem="kb" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="k"/>
        <constraint firstItem="a" firstAttribute="height" constant="50" id="h"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="v-safe" secondAttribute="leading" id="l"/>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="w"/></constraints>
        """#
        let document = try Self.document(Self.scene("v", identifier: "V", view: body))
        var env = try environment("iPhone 16 Pro", .portrait)
        let hidden = try document.layout("V", on: env)
        #expect(abs((hidden.frame("a")?.maxY ?? 0) - (874 - 34 - 8)) < 0.01)
        #expect(!hidden.diagnostics.contains { $0.message.contains("not modelled") })
        env.keyboard = .shown
        #expect(abs((try document.layout("V", on: env).frame("a")?.maxY ?? 0) - (874 - 336 - 8)) < 0.01)
    }

    /// Scene names are folders under --out: never `..`, never clashing.
    @Test func sceneNamesAreSafeAndUnique() throws {
        let document = try Self.document(Self.scene("a", identifier: ".."), Self.scene("b", identifier: "x"), Self.scene("c", identifier: "x"),
                                         Self.scene("d", identifier: "x-s-c"))
        #expect(document.scenes.map(\.name) == ["_.", "x-s-b", "x-s-c", "x-s-c-2"])
    }

    /// A xib view that fixes its own width keeps it; arranged subviews written without
    /// `translatesAutoresizingMaskIntoConstraints="NO"` are arranged all the same.
    @Test func ownWidthAndArrangedSubviewsDoNotConflict() throws {
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><objects>
        <view id="w" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
        <subviews><stackView id="st" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
        <subviews><view id="one"><rect key="frame" x="0.0" y="0.0" width="60" height="40"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/></view>
        <view id="two"><rect key="frame" x="60" y="0.0" width="60" height="40"/></view></subviews></stackView></subviews>
        <constraints><constraint firstAttribute="width" constant="120" id="cw"/><constraint firstAttribute="height" constant="40" id="ch"/>
        <constraint firstItem="st" firstAttribute="leading" secondItem="w" secondAttribute="leading" id="c1"/><constraint firstItem="st" firstAttribute="trailing" secondItem="w" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="st" firstAttribute="top" secondItem="w" secondAttribute="top" id="c3"/><constraint firstItem="st" firstAttribute="bottom" secondItem="w" secondAttribute="bottom" id="c4"/>
        <constraint firstItem="one" firstAttribute="width" secondItem="two" secondAttribute="width" id="c5"/></constraints></view></objects></document>
        """#
        let document = try InterfaceBuilderDocument(bytes: Array(xib.utf8), file: "W.xib")
        let layout = try document.layout(on: environment("iPhone 15 Pro"))
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue }, "\(layout.diagnostics)")
        #expect(layout.frame("w")?.width == 120)
        #expect(layout.frame("two") == Rect(x: 60, y: 0, width: 60, height: 40))
    }
}
