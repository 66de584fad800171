import Testing
@testable import UIKitLayout

/// solver-cases.md §5, T2–T10: stack views, laid out from the constraints UIKit generates
/// (§3), each with the numbers of the worked case.
@Suite("solver-cases.md stack view cases T2–T10")
struct StackViewCasesTests {
    /// An arranged view: `intrinsic` (w, h), -1 for no metric on that axis; nil for none.
    static func item(_ id: String, _ intrinsic: (Double, Double)? = nil, hidden: Bool = false) -> View {
        var v = View(id: id)
        v.intrinsicContentSize = intrinsic.map { Size(width: $0.0, height: $0.1) }
        v.isHidden = hidden
        return v
    }

    /// A horizontal stack of `arranged` with `frame` in the root view of iPhone 15 (the stack
    /// translates its autoresizing mask: its frame is fixed). At y 200, clear of the safe area
    /// (which would add to its margins).
    static func stack(
        _ arranged: [View], frame: Rect = Rect(x: 0, y: 200, width: 300, height: 100), axis: LayoutAxis = .horizontal,
        distribution: StackViewDistribution = .fill, alignment: StackViewAlignment = .fill, spacing: Double = 0,
        configure: (inout View) -> Void = { _ in }
    ) -> ViewControllerNode {
        var stack = View.stackView(id: "stack", axis: axis, frame: frame, arrangedSubviews: arranged)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        configure(&stack)
        return Fixture.screen([stack])
    }

    static func issues(_ layout: ComputedLayout) -> [Diagnostic] { layout.diagnostics.filter(\.isAutoLayoutIssue) }

    static let three = [item("a"), item("b"), item("c")]

    @Test("T2 fillEqually: three views in 300 with spacing 10 are 93.333 wide")
    func t2() throws {
        let layout = try Fixture.compute(Self.stack(Self.three, distribution: .fillEqually, spacing: 10), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 93.333, 100)
        expectRect(try layout.v("b").frame, 103.333, 0, 93.333, 100)
        expectRect(try layout.v("c").frame, 206.667, 0, 93.333, 100)
        #expect(Self.issues(layout).isEmpty)
        #expect(try layout.v("b").hasAmbiguousLayout == false)
    }

    @Test("T3 the hidden middle view collapses with its gap: 145 / 0 / 145 at x 0 / 155 / 155")
    func t3() throws {
        let views = [Self.item("a"), Self.item("b", hidden: true), Self.item("c")]
        let layout = try Fixture.compute(Self.stack(views, distribution: .fillEqually, spacing: 10), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 145, 100)
        expectRect(try layout.v("b").frame, 155, 0, 0, 100)
        expectRect(try layout.v("c").frame, 155, 0, 145, 100)
        #expect(Self.issues(layout).isEmpty)
    }

    @Test("T4 margins 8 with isLayoutMarginsRelativeArrangement in a stack 44 high")
    func t4() throws {
        let root = Self.stack(Self.three, frame: Rect(x: 0, y: 200, width: 300, height: 44), distribution: .fillEqually, spacing: 10) {
            $0.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        let layout = try Fixture.compute(root, on: "iPhone 15")
        expectRect(try layout.v("a").frame, 8, 8, 88, 28)
        expectRect(try layout.v("b").frame, 106, 8, 88, 28)
        expectRect(try layout.v("c").frame, 204, 8, 88, 28)
        #expect(Self.issues(layout).isEmpty)
    }

    @Test("T5 customSpacing 30 after the first view: 86.667 wide at x 0 / 116.667 / 213.333")
    func t5() throws {
        let root = Self.stack(Self.three, distribution: .fillEqually, spacing: 10) { $0.setCustomSpacing(30, after: Self.three[0]) }
        let layout = try Fixture.compute(root, on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 86.667, 100)
        expectRect(try layout.v("b").frame, 116.667, 0, 86.667, 100)
        expectRect(try layout.v("c").frame, 213.333, 0, 86.667, 100)
    }

    @Test("T6 fillEqually with the stack free along its axis: every view takes the largest intrinsic width, the stack 260")
    func t6() throws {
        var stack = View.stackView(id: "stack", arrangedSubviews: [Self.item("a", (40, -1)), Self.item("b", (60, -1)), Self.item("c", (80, -1))])
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.constraints = try ["stack.leading == superview.leading", "stack.top == superview.top", "stack.height == 50"].map { try LayoutConstraint($0) }
        let layout = try Fixture.compute(Fixture.screen([stack]), on: "iPhone 15")
        for (id, x) in [("a", 0.0), ("b", 90), ("c", 180)] { expectRect(try layout.v(id).frame, x, 0, 80, 50) }
        expectRect(try layout.v("stack").frame, 0, 0, 260, 50)
        #expect(Self.issues(layout).isEmpty)
        #expect(try layout.v("stack").hasAmbiguousLayout == false)
    }

    @Test("T7 fillProportionally: intrinsic 160 / 80 / 40 in 200 give 114.286 / 57.143 / 28.571")
    func t7() throws {
        let views = [Self.item("a", (160, -1)), Self.item("b", (80, -1)), Self.item("c", (40, -1))]
        let layout = try Fixture.compute(Self.stack(views, frame: Rect(x: 0, y: 200, width: 200, height: 100), distribution: .fillProportionally), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 114.286, 100)
        expectRect(try layout.v("b").frame, 114.286, 0, 57.143, 100)
        expectRect(try layout.v("c").frame, 171.429, 0, 28.571, 100)
        #expect(Self.issues(layout).isEmpty)
    }

    static let widths = [item("a", (50, -1)), item("b", (60, -1)), item("c", (70, -1))]

    @Test("T8 equalSpacing: widths 50 / 60 / 70 in 300 with spacing 10 at least: x 0 / 110 / 230")
    func t8() throws {
        let layout = try Fixture.compute(Self.stack(Self.widths, distribution: .equalSpacing, spacing: 10), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 50, 100)
        expectRect(try layout.v("b").frame, 110, 0, 60, 100)
        expectRect(try layout.v("c").frame, 230, 0, 70, 100)
        #expect(Self.issues(layout).isEmpty)
    }

    @Test("T9 equalCentering: the same views at x 0 / 115 / 230, centres 25 / 145 / 265")
    func t9() throws {
        let layout = try Fixture.compute(Self.stack(Self.widths, distribution: .equalCentering, spacing: 10), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 50, 100)
        expectRect(try layout.v("b").frame, 115, 0, 60, 100)
        expectRect(try layout.v("c").frame, 230, 0, 70, 100)
        #expect(close(try layout.v("b").frame.midX, 145))
        #expect(Self.issues(layout).isEmpty)
    }

    @Test("T10 alignment: heights 40 / 60 in a stack 100 high", arguments: [
        (StackViewAlignment.center, 30.0, 20.0), (.bottom, 60, 40), (.top, 0, 0),
    ])
    func t10(alignment: StackViewAlignment, y0: Double, y1: Double) throws {
        let views = [Self.item("a", (50, 40)), Self.item("b", (50, 60))]
        // 100 wide: the widths are the intrinsic ones (no room for hugging to share).
        let layout = try Fixture.compute(Self.stack(views, frame: Rect(x: 0, y: 200, width: 100, height: 100), alignment: alignment), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, y0, 50, 40)
        expectRect(try layout.v("b").frame, 50, y1, 50, 60)
        #expect(Self.issues(layout).isEmpty)
    }
}
