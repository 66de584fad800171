import InterfaceBuilder
import LayoutEngine
import Testing

/// Stored frames that break their own document (Docs/InterfaceBuilder.md, "Stored frames that
/// break their own document"): left out of `fidelity` and named, from small hand-written
/// documents shaped like the hand-edited public ones (a button pasted into a stack without its
/// siblings moving, a pin whose stored frames are 100 points off it).
@Suite struct StoredConsistencyTests {
    /// A storyboard with one controller on an iPhone 8 canvas, its root view holding `subviews`
    /// and `constraints`.
    static func document(_ subviews: String, constraints: String) throws -> InterfaceBuilderDocument {
        try Documents.storyboard(file: "Stale.storyboard", controller: #"""
            <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\#(subviews)</subviews>
            <constraints>\#(constraints)</constraints>
            </view>
            </viewController>
            """#)
    }

    static func view(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, attributes: String = "", inside: String = "") -> String {
        #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \#(attributes) id="\#(id)"><rect key="frame" x="\#(x)" y="\#(y)" width="\#(w)" height="\#(h)"/>\#(inside)</view>"#
    }

    static func constraint(_ id: String, _ first: String, _ a: String, _ second: String? = nil, _ b: String? = nil,
                           constant: Double = 0, extra: String = "") -> String {
        let other = second.map { #"secondItem="\#($0)" secondAttribute="\#(b!)""# } ?? ""
        return #"<constraint firstItem="\#(first)" firstAttribute="\#(a)" \#(other) constant="\#(constant)" \#(extra) id="\#(id)"/>"#
    }

    /// Pins `id` to the root at (x, y) with a fixed size.
    static func pinned(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        constraint("\(id)-l", id, "leading", "root", "leading", constant: x) + constraint("\(id)-t", id, "top", "root", "top", constant: y)
            + constraint("\(id)-w", id, "width", constant: w) + constraint("\(id)-h", id, "height", constant: h)
    }

    @Test("a button pasted into a stack, stored on top of its sibling: the stack and what it holds are left out and named")
    func overlappingArrangedSubviews() throws {
        let stack = #"""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
            <rect key="frame" x="20" y="100" width="335" height="108"/>
            <subviews>\#(Self.view("a", 0, 0, 335, 50))\#(Self.view("b", 0, 0, 335, 50))</subviews>
            <constraints>\#(Self.constraint("a-h", "a", "height", constant: 50))\#(Self.constraint("b-h", "b", "height", constant: 50))</constraints>
            </stackView>
            """#
        let document = try Self.document(stack, constraints: Self.constraint("s-l", "stk", "leading", "root", "leading", constant: 20)
            + Self.constraint("s-t", "stk", "top", "root", "top", constant: 100) + Self.constraint("s-w", "stk", "width", constant: 335))
        let scene = try #require(try document.fidelity().scenes.first)
        #expect(scene.inconsistencies.map(\.description) == ["stack stk: arranged subviews a and b overlap by 50 pt along its axis"])
        #expect(scene.inconsistencies.first?.viewIDs == ["stk", "a", "b"] && scene.inconsistencies.first?.line == 8, "\(scene.inconsistencies)")
        #expect(Set(scene.leftOut.filter { $0.leftOut == .inconsistent }.map(\.id)) == ["stk", "a", "b"])
        #expect(scene.comparisons.isEmpty, "\(scene.comparisons)")
    }

    @Test("a required pin 100 points off its stored frames: both views left out; one 3 points off, or not required, is compared")
    func brokenPin() throws {
        // `near` is stored 3 points right of its pin, what a control's alignment rectangle can leave.
        let views = Self.view("left", 20, 100, 100, 40) + Self.view("right", 240, 100, 100, 40) + Self.view("near", 23, 200, 100, 40)
            + Self.view("soft", 20, 300, 100, 40)
        let constraints = Self.pinned("left", 20, 100, 100, 40) + Self.pinned("near", 20, 200, 100, 40) + Self.pinned("soft", 20, 300, 100, 40)
            + Self.constraint("gap", "right", "leading", "left", "trailing", constant: 20)
            + Self.constraint("r-t", "right", "top", "root", "top", constant: 100) + Self.constraint("r-w", "right", "width", constant: 100)
            + Self.constraint("r-h", "right", "height", constant: 40)
            // Not required: may break.
            + Self.constraint("loose", "soft", "top", "near", "bottom", constant: 200, extra: #"priority="999""#)
        let document = try Self.document(views, constraints: constraints)
        let scene = try #require(try document.fidelity().scenes.first)
        #expect(scene.inconsistencies.map(\.description) == ["constraint gap (right.leading == left.trailing + 20) broken by 100 pt"], "\(scene.inconsistencies)")
        #expect(Set(scene.leftOut.filter { $0.leftOut == .inconsistent }.map(\.id)) == ["right", "left"])
        #expect(Set(scene.comparisons.map(\.stored.id)) == ["near", "soft"])
    }

    @Test("a constraint with a multiplier holds in its items' common ancestor's coordinates: no finding")
    func multiplierInAncestorCoordinates() throws {
        // centerY == superview.centerY × 1.4 in a box at y 100: 0.7 of the box's 200, y 130 for a 20-tall view.
        let inner = Self.view("dot", 20, 130, 20, 20)
        let box = Self.view("box", 0, 100, 375, 200, inside: "<subviews>\(inner)</subviews><constraints>"
            + Self.constraint("cy", "dot", "centerY", "box", "centerY", extra: #"multiplier="1.4""#)
            + Self.constraint("dx", "dot", "leading", "box", "leading", constant: 20) + Self.constraint("dw", "dot", "width", constant: 20)
            + Self.constraint("dh", "dot", "height", constant: 20) + "</constraints>")
        let document = try Self.document(box, constraints: Self.pinned("box", 0, 100, 375, 200))
        let scene = try #require(try document.fidelity().scenes.first)
        #expect(scene.inconsistencies.isEmpty, "\(scene.inconsistencies)")
        #expect(scene.count(within: 0.5) == 2, "\(scene.comparisons)")
    }

    @Test("views inside a misplaced view, and views the engine finds in a conflict, are not judged")
    func notJudged() throws {
        // Inside a misplaced container, a pin measured through the container's stale frame.
        let child = Self.view("child", 0, 0, 50, 50)
        let container = Self.view("box", 0, 300, 200, 100, attributes: #"misplaced="YES""#,
                                  inside: "<subviews>\(child)</subviews><constraints>\(Self.pinnedIn("child", "box"))</constraints>")
        // Two required widths that cannot both hold: Apple's canvas broke one, an answer.
        let torn = Self.view("torn", 20, 500, 80, 40)
        let constraints = Self.pinned("box", 0, 100, 200, 100) + Self.constraint("c-top", "child", "top", "root", "top", constant: 100)
            + Self.constraint("t-l", "torn", "leading", "root", "leading", constant: 20) + Self.constraint("t-t", "torn", "top", "root", "top", constant: 500)
            + Self.constraint("t-h", "torn", "height", constant: 40)
            + Self.constraint("t-w1", "torn", "width", constant: 80) + Self.constraint("t-w2", "torn", "width", constant: 120)
        let document = try Self.document(container + torn, constraints: constraints)
        let scene = try #require(try document.fidelity().scenes.first)
        #expect(scene.inconsistencies.isEmpty, "\(scene.inconsistencies)")
    }

    static func pinnedIn(_ id: String, _ superview: String) -> String {
        constraint("\(id)-l", id, "leading", superview, "leading") + constraint("\(id)-w", id, "width", constant: 50)
            + constraint("\(id)-h", id, "height", constant: 50)
    }
}
