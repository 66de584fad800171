import Testing
@testable import UIKitLayout

/// solver-cases.md §5: the worked cases that are not stack views (T2–T10 come with stack views),
/// each with its device numbers.
@Suite("solver-cases.md worked cases")
struct SolverCasesTests {
    /// A view whose constraints are `constraints` (any view may hold them, as UIKit's NCA would).
    static func view(_ id: String, frame: Rect? = nil, intrinsic: Size? = nil, _ constraints: [String] = [], subviews: [View] = []) throws -> View {
        var v = View(id: id, frame: frame ?? .zero, subviews: subviews)
        v.hasExplicitFrame = frame != nil
        v.intrinsicContentSize = intrinsic
        v.constraints = try constraints.map { try LayoutConstraint($0) }
        return v
    }

    /// A box of `width` × 100 at the top-left of the root view, holding `subviews`.
    static func box(width: Double, _ subviews: [View]) throws -> ViewControllerNode {
        Fixture.screen([try view("box", frame: Rect(x: 0, y: 0, width: width, height: 100), subviews: subviews)])
    }

    static func autoLayoutIssues(_ layout: ComputedLayout) -> [Diagnostic] { layout.diagnostics.filter(\.isAutoLayoutIssue) }

    @Test("T1 button kept above the home indicator", arguments: [("iPhone 8", 603.0), ("iPhone X", 734.0)])
    func t1(device: String, y: Double) throws {
        let button = try Self.view("btn", [
            "btn.bottom == superview.bottom - 20 @ 999", "btn.bottom <= superview.safeArea.bottom",
            "btn.height == 44", "btn.leading == superview.leading + 16", "btn.width == 343",
        ])
        let layout = try Fixture.compute(Fixture.screen([button]), on: device)
        expectRect(try layout.v("btn").frame, 16, y, 343, 44)
        #expect(Self.autoLayoutIssues(layout).isEmpty)
        #expect(try layout.v("btn").hasAmbiguousLayout == false)
    }

    /// Two labels between the edges of a 300-wide view with an 8 pt gap.
    static func pair(_ a: (Double, LayoutPriority, LayoutPriority), _ b: (Double, LayoutPriority, LayoutPriority)) throws -> ViewControllerNode {
        var first = try view("a", intrinsic: Size(width: a.0, height: -1), ["a.leading == superview.leading", "a.top == superview.top", "a.height == 20"])
        first.contentHuggingPriority.horizontal = a.1
        first.contentCompressionResistancePriority.horizontal = a.2
        var second = try view("b", intrinsic: Size(width: b.0, height: -1),
                              ["b.leading == a.trailing + 8", "b.trailing == superview.trailing", "b.top == superview.top", "b.height == 20"])
        second.contentHuggingPriority.horizontal = b.1
        second.contentCompressionResistancePriority.horizontal = b.2
        return try box(width: 300, [first, second])
    }

    @Test("T11 hugging 251 against 250: the more hugging label keeps its intrinsic width")
    func t11() throws {
        let layout = try Fixture.compute(try Self.pair((100, 251, 750), (50, 250, 750)), on: "iPhone 15")
        #expect(close(try layout.v("a").frame.width, 100))
        #expect(close(try layout.v("b").frame.width, 192))
        #expect(close(try layout.v("b").frame.minX, 108))
        #expect(Self.autoLayoutIssues(layout).isEmpty)
    }

    @Test("T11 with equal hugging the split is ambiguous, as Xcode warns")
    func t11Equal() throws {
        let layout = try Fixture.compute(try Self.pair((100, 250, 750), (50, 250, 750)), on: "iPhone 15")
        #expect(try layout.v("a").hasAmbiguousLayout == true)
        #expect(Self.autoLayoutIssues(layout).contains { $0.kind == .ambiguousLayout && $0.attribute == "width" })
    }

    @Test("T12 compression resistance 750 against 749")
    func t12() throws {
        let layout = try Fixture.compute(try Self.pair((200, 250, 750), (150, 250, 749)), on: "iPhone 15")
        #expect(close(try layout.v("a").frame.width, 200))
        #expect(close(try layout.v("b").frame.width, 92))
    }

    @Test("T13 multipliers: an aspect ratio, and a centre in the ancestor's coordinates")
    func t13() throws {
        let image = try Self.view("image", ["image.leading == superview.leading + 16", "image.top == superview.top", "image.width == 343", "image.height == 0.5 * image.width"])
        let dot = try Self.view("dot", ["dot.centerX == 0.5 * superview.centerX", "dot.width == 50", "dot.top == superview.top", "dot.height == 10"])
        let layout = try Fixture.compute(Fixture.screen([try Self.view("wide", frame: Rect(x: 0, y: 0, width: 400, height: 400), subviews: [image, dot])]), on: "iPhone 15")
        #expect(close(try layout.v("image").frame.height, 171.5))
        #expect(close(try layout.v("dot").frame.minX, 75))
        #expect(close(try layout.v("dot").frame.midX, 100))
    }

    @Test("T13 a superview's own leading edge is 0 even when it sits elsewhere")
    func t13Offset() throws {
        let dot = try Self.view("dot", ["dot.centerX == 0.5 * superview.centerX", "dot.width == 50", "dot.top == superview.top", "dot.height == 10"])
        let layout = try Fixture.compute(Fixture.screen([try Self.view("wide", frame: Rect(x: 100, y: 40, width: 400, height: 400), subviews: [dot])]), on: "iPad Pro 13-inch (M4)")
        #expect(close(try layout.v("dot").frame.minX, 75))
    }

    @Test("T14 tiers: one @750 beats ten @250")
    func t14() throws {
        let w = try Self.view("w", ["w.width == 100 @ 750"] + Array(repeating: "w.width == 0 @ 250", count: 10)
                                   + ["w.leading == superview.leading", "w.top == superview.top", "w.height == 10"])
        let layout = try Fixture.compute(try Self.box(width: 300, [w]), on: "iPhone 15")
        #expect(close(try layout.v("w").frame.width, 100))
    }

    @Test("T15 required conflict: one diagnostic naming both, the other holds")
    func t15() throws {
        var w = try Self.view("w", ["w.width == 100", "w.width == 200", "w.leading == superview.leading", "w.top == superview.top", "w.height == 10"])
        w.constraints[1].identifier = "wide"
        let layout = try Fixture.compute(try Self.box(width: 300, [w]), on: "iPhone 15")
        let issues = Self.autoLayoutIssues(layout)
        #expect(issues.count == 1)
        let d = try #require(issues.first)
        #expect(d.kind == .unsatisfiableConstraints)
        #expect(d.constraints == ["w.width == 100", "\"wide\" w.width == 200"])
        #expect(d.brokenConstraint == "\"wide\" w.width == 200")
        #expect(close(try layout.v("w").frame.width, 100))
        #expect(try layout.v("w").hasConflictingConstraints)
    }

    @Test("T16 rotation: equal widths follow the screen", arguments: [(InterfaceOrientation.portrait, 114.333), (.landscapeLeft, 211.667)])
    func t16(orientation: InterfaceOrientation, width: Double) throws {
        var views: [View] = []
        for i in 0..<3 {
            var cs = ["v\(i).top == superview.top + 100", "v\(i).height == 44"]
            cs.append(i == 0 ? "v0.leading == superview.leading + 8" : "v\(i).leading == v\(i - 1).trailing + 8")
            if i > 0 { cs.append("v\(i).width == v0.width") }
            if i == 2 { cs.append("v2.trailing == superview.trailing - 8") }
            views.append(try Self.view("v\(i)", cs))
        }
        let layout = try Fixture.compute(Fixture.screen(views), on: "iPhone 8", orientation)
        for i in 0..<3 { #expect(close(try layout.v("v\(i)").frame.width, width)) }
        #expect(Self.autoLayoutIssues(layout).isEmpty)
    }

    @Test("T17 ambiguity is found, not read as 0")
    func t17() throws {
        let v = try Self.view("v", frame: Rect(x: 0, y: 0, width: 10, height: 33), ["v.leading == superview.leading + 10", "v.top == superview.top + 10", "v.width == 100"])
        let layout = try Fixture.compute(try Self.box(width: 300, [v]), on: "iPhone 15")
        #expect(try layout.v("v").hasAmbiguousLayout == true)
        let issues = Self.autoLayoutIssues(layout)
        #expect(issues.map(\.kind) == [.ambiguousLayout])
        #expect(issues.first?.id == "v" && issues.first?.attribute == "height")
        // The free height keeps the frame the model wrote.
        #expect(try layout.v("v").frame.height == 33)
    }

    @Test("T18 autoresizing conflict names the autoresizing constraint and the width constraint")
    func t18() throws {
        var v = try Self.view("v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        v.translatesAutoresizingMaskIntoConstraints = true
        let box = try Self.view("box", frame: Rect(x: 0, y: 0, width: 300, height: 100), ["v.width == 200"], subviews: [v])
        let layout = try Fixture.compute(Fixture.screen([box]), on: "iPhone 15")
        let issues = Self.autoLayoutIssues(layout)
        #expect(issues.count == 1)
        #expect(issues.first?.constraints == ["NSAutoresizingMaskLayoutConstraint h=--& v=--& v.width == 100", "v.width == 200"])
        #expect(issues.first?.brokenConstraint == "v.width == 200")
        expectRect(try layout.v("v").frame, 10, 20, 100, 50)
    }
}
