import Testing
@testable import UIKitLayout

/// uikit-rules.md d7: every worked scroll-view example.
@Suite("d7 scroll-view worked examples")
struct ScrollViewExamplesTests {
    static func scroll(_ id: String = "scroll", frame: Rect = .zero, content: Size, _ behavior: ContentInsetAdjustmentBehavior = .automatic) -> View {
        var view = View.scrollView(id: id, frame: frame, contentSize: content)
        view.contentInsetAdjustmentBehavior = behavior
        return view
    }

    static func expectRange(_ s: ComputedScrollGeometry, y: ClosedRange<Double>, x: ClosedRange<Double>? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(close(s.contentOffsetMin.y, y.lowerBound) && close(s.contentOffsetMax.y, y.upperBound),
                "y range \(s.contentOffsetMin.y)…\(s.contentOffsetMax.y), expected \(y)", sourceLocation: sourceLocation)
        if let x {
            #expect(close(s.contentOffsetMin.x, x.lowerBound) && close(s.contentOffsetMax.x, x.upperBound),
                    "x range \(s.contentOffsetMin.x)…\(s.contentOffsetMax.x), expected \(x)", sourceLocation: sourceLocation)
        }
    }

    /// D1/D2: a 400-pt-tall scroll view with 500 pt of content, inside the safe area.
    @Test("D1 height 400, content 500, no insets; D2 with contentInset.top 20")
    func d1d2() throws {
        let frame = Rect(x: 0, y: 100, width: 375, height: 400)
        let plain = try #require(try Fixture.compute(Fixture.screen([Self.scroll(frame: frame, content: Size(width: 375, height: 500))]), on: "iPhone 8").v("scroll").scroll)
        expectInsets(plain.adjustedContentInset, 0, 0, 0, 0)
        Self.expectRange(plain, y: 0...100)

        var inset = Self.scroll(frame: frame, content: Size(width: 375, height: 500))
        inset.contentInset.top = 20
        let d2 = try #require(try Fixture.compute(Fixture.screen([inset]), on: "iPhone 8").v("scroll").scroll)
        expectInsets(d2.adjustedContentInset, 20, 0, 0, 0)
        Self.expectRange(d2, y: -20...100)
    }

    static func tableScreen(content: Double, _ behavior: ContentInsetAdjustmentBehavior = .automatic, width: Double? = nil) -> ViewControllerNode {
        var table = View.tableView(id: "table", rows: [])
        table.contentSize = width.map { Size(width: $0, height: content) } ?? Size(width: 0, height: content)
        table.contentInsetAdjustmentBehavior = behavior
        return .viewController(ViewController(id: "vc", view: table))
    }

    /// D7–D9's short content: a scroll view's, as in WWDC 2018 session 235. (A table's would
    /// scroll: `UITableView` always bounces vertically, `shortTable` below.)
    static func shortScrollScreen(_ behavior: ContentInsetAdjustmentBehavior = .automatic) -> ViewControllerNode {
        var scroll = View.scrollView(id: "scroll", contentSize: Size(width: 0, height: 300))
        scroll.contentInsetAdjustmentBehavior = behavior
        return .viewController(ViewController(id: "vc", view: scroll))
    }

    /// A table always bounces vertically (`UITableView` sets `alwaysBounceVertical`), so even a
    /// short one is scrollable on that axis: a table view controller shown alone puts its first
    /// row below the status bar, and `.scrollableAxes` adjusts it (Docs/Tables.md, "The model").
    @Test("a short table bounces: adjusted under .automatic outside a container and under .scrollableAxes")
    func shortTable() throws {
        let alone = try #require(try Fixture.compute(Self.tableScreen(content: 300), on: "iPhone X").v("table").scroll)
        expectInsets(alone.adjustedContentInset, 44, 0, 34, 0)
        #expect(close(alone.contentOffset.y, -44))
        let axes = try #require(try Fixture.compute(Fixture.nav(Self.tableScreen(content: 300, .scrollableAxes)), on: "iPhone X").v("table").scroll)
        expectInsets(axes.adjustedContentInset, 88, 0, 34, 0)
        var still = View.tableView(id: "t", rows: [])
        still.alwaysBounceVertical = false
        let off = try #require(try Fixture.compute(.viewController(ViewController(id: "vc", view: still)), on: "iPhone X").v("t").scroll)
        expectInsets(off.adjustedContentInset, 0, 0, 0, 0)
    }

    @Test("D3 iPhone 8 portrait, table in a navigation controller, content 1000")
    func d3() throws {
        let s = try #require(try Fixture.compute(Fixture.nav(Self.tableScreen(content: 1000)), on: "iPhone 8").v("table").scroll)
        expectInsets(s.adjustedContentInset, 64, 0, 0, 0)
        Self.expectRange(s, y: -64...333)
        #expect(close(s.contentOffset.y, -64))
    }

    @Test("D4 iPhone X portrait, tab → nav → table, content 1000")
    func d4() throws {
        let s = try #require(try Fixture.compute(Fixture.tab(Fixture.nav(Self.tableScreen(content: 1000))), on: "iPhone X").v("table").scroll)
        expectInsets(s.adjustedContentInset, 88, 0, 83, 0)
        Self.expectRange(s, y: -88...271)
    }

    @Test("D5 iPhone X landscape, nav → table, .automatic, content 812 × 2000: sides propagate to cells")
    func d5() throws {
        var table = View.tableView(id: "table", rows: [TableRow(id: "row0", height: 44)])
        table.contentSize = Size(width: 812, height: 2000)
        let layout = try Fixture.compute(Fixture.nav(.viewController(ViewController(id: "vc", view: table))), on: "iPhone X", .landscapeLeft)
        let s = try #require(try layout.v("table").scroll)
        expectInsets(s.adjustedContentInset, 32, 0, 21, 0)
        Self.expectRange(s, y: -32...1646)
        let cell = try layout.v("row0")
        #expect(close(cell.safeAreaInsets.left, 44) && close(cell.safeAreaInsets.right, 44))
    }

    @Test("D6 D5 with .always: scrolls horizontally")
    func d6() throws {
        let s = try #require(try Fixture.compute(Fixture.nav(Self.tableScreen(content: 2000, .always, width: 812)), on: "iPhone X", .landscapeLeft).v("table").scroll)
        expectInsets(s.adjustedContentInset, 32, 44, 21, 44)
        Self.expectRange(s, y: -32...1646, x: -44...44)
    }

    @Test("D7 iPhone X portrait, nav, short content 300, .scrollableAxes: content under the bar")
    func d7() throws {
        let s = try #require(try Fixture.compute(Fixture.nav(Self.shortScrollScreen(.scrollableAxes)), on: "iPhone X").v("scroll").scroll)
        expectInsets(s.adjustedContentInset, 0, 0, 0, 0)
        Self.expectRange(s, y: 0...0)
    }

    @Test("D8 D7 with .automatic: rests at −88")
    func d8() throws {
        let s = try #require(try Fixture.compute(Fixture.nav(Self.shortScrollScreen()), on: "iPhone X").v("scroll").scroll)
        expectInsets(s.adjustedContentInset, 88, 0, 34, 0)
        Self.expectRange(s, y: -88 ... -88)
        #expect(close(s.contentOffset.y, -88))
    }

    @Test("D9 D8 with automaticallyAdjustsScrollViewInsets = false: like .scrollableAxes")
    func d9() throws {
        guard case .viewController(var vc) = Self.shortScrollScreen() else { return }
        vc.automaticallyAdjustsScrollViewInsets = false
        let s = try #require(try Fixture.compute(Fixture.nav(.viewController(vc)), on: "iPhone X").v("scroll").scroll)
        expectInsets(s.adjustedContentInset, 0, 0, 0, 0)
        Self.expectRange(s, y: 0...0)
    }

    @Test("D10 14 Pro Max, nav, content 2000, .automatic")
    func d10() throws {
        let s = try #require(try Fixture.compute(Fixture.nav(Self.tableScreen(content: 2000)), on: "iPhone 14 Pro Max").v("table").scroll)
        expectInsets(s.adjustedContentInset, 97.667, 0, 34, 0)
        Self.expectRange(s, y: -97.667...1102)
    }

    static func d11Screen(_ behavior: ContentInsetAdjustmentBehavior) -> ViewControllerNode {
        var scroll = View.scrollView(id: "scroll", contentSize: Size(width: 375, height: 2000),
                                     subviews: [View(id: "sub", frame: Rect(x: 0, y: 30, width: 375, height: 100))])
        scroll.contentInsetAdjustmentBehavior = behavior
        scroll.contentOffset = Point(x: 0, y: 20)
        return .viewController(ViewController(id: "vc", view: scroll))
    }

    @Test("D11 full-screen .never, offset 20, subview at content y 30: top inset 34")
    func d11() throws {
        let layout = try Fixture.compute(Self.d11Screen(.never), on: "iPhone X")
        expectInsets(try #require(try layout.v("scroll").scroll).adjustedContentInset, 0, 0, 0, 0)
        #expect(close(try layout.v("sub").safeAreaInsets.top, 34))
    }

    @Test("D12 D11 with .automatic: the absorbed top edge is not passed on")
    func d12() throws {
        let layout = try Fixture.compute(Self.d11Screen(.automatic), on: "iPhone X")
        expectInsets(try #require(try layout.v("scroll").scroll).adjustedContentInset, 44, 0, 34, 0)
        #expect(close(try layout.v("sub").safeAreaInsets.top, 0))
    }

    @Test("d6 indicator insets: the public value is the user part, the placement adds the absorbed safe area")
    func indicators() throws {
        let s = try #require(try Fixture.compute(Fixture.nav(Self.tableScreen(content: 2000)), on: "iPhone X").v("table").scroll)
        expectInsets(s.verticalScrollIndicatorInsets, 0, 0, 0, 0)
        expectInsets(s.effectiveVerticalScrollIndicatorInsets, 88, 0, 34, 0)
        let never = try #require(try Fixture.compute(Fixture.nav(Self.tableScreen(content: 2000, .never)), on: "iPhone X").v("table").scroll)
        expectInsets(never.effectiveVerticalScrollIndicatorInsets, 0, 0, 0, 0)
    }

    @Test("a2 subviews of a scroll view move with contentOffset")
    func subviewsMoveWithOffset() throws {
        let layout = try Fixture.compute(Self.d11Screen(.never), on: "iPhone X")
        #expect(close(try layout.v("sub").frameInWindow.minY, 10))
    }
}
