import Testing
@testable import UIKitLayout

/// Where the layout loop starts (Docs/performance.md, "Starting inside the safe area"): the first
/// walk takes a view the constraints place to lie inside its superview's safe area, where UIKit
/// starts it at its zero frame in the superview's corner. Both starts must settle on the same
/// layout, and a view nothing places must keep the insets of where it is.
@Suite("where the layout loop starts")
struct LayoutLoopStartTests {
    /// Settings rows: stack views arranging by their margins, under a large title. From the
    /// corner, a row's top margin took the root's top inset (8 + the bars') in the first pass.
    static func settings() -> ViewControllerNode {
        var rows = View.stackView(id: "rows", axis: .vertical)
        rows.spacing = 1
        for id in ["wifi", "bluetooth", "privacy"] {
            var label = View(id: "\(id).label", viewClass: .label)
            label.text = id
            var toggle = View(id: "\(id).switch")
            toggle.intrinsicContentSize = Size(width: 51, height: 31)
            toggle.contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
            var row = View.stackView(id: "\(id).row", arrangedSubviews: [label, toggle])
            row.alignment = .center
            row.isLayoutMarginsRelativeArrangement = true
            rows.addArrangedSubview(row)
        }
        var root = View(id: "root")
        root.addSubview(rows)
        root.activate([
            rows.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            rows.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        var nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "settings", view: root))])
        nav.prefersLargeTitles = true
        return .navigationController(nav)
    }

    @Test("stack rows under a large title settle where the rules put them", arguments: [InterfaceOrientation.portrait, .landscapeLeft])
    func settingsRows(_ orientation: InterfaceOrientation) throws {
        let layout = try Fixture.compute(Self.settings(), on: "iPhone 15 Pro", orientation)
        let root = try layout.v("root")
        let rows = try layout.v("rows")
        #expect(close(rows.frame.minY, root.safeAreaInsets.top + 16))
        // b7: a row's margins are the default 8 plus the part of the safe area it overlaps: the
        // sides' insets in landscape, nothing at the top (the rows sit below the bars).
        let side = root.safeAreaInsets.left
        #expect(side == (orientation == .portrait ? 0 : 59))
        for (i, id) in ["wifi", "bluetooth", "privacy"].enumerated() {
            let row = try layout.v("\(id).row")
            expectInsets(row.layoutMargins, 8, side + 8, 8, side + 8)
            // The switch's 31 points and the margins; one point between rows.
            expectRect(row.frame, 0, Double(i) * 48, root.frame.width, 47)
            expectRect(try layout.v("\(id).switch").frame, root.frame.width - side - 8 - 51, 8, 51, 31)
        }
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test("a view nothing places keeps the insets of its superview's corner, solved or not")
    func unplacedViewKeepsCornerInsets() throws {
        // Frames alone: nothing to solve, so the first walk's layout would be the output.
        let frames = try Fixture.compute(Fixture.nav(Fixture.screen([View(id: "title", frame: Rect(x: 20, y: 200, width: 200, height: 30)),
                                                                      View(id: "card")])), on: "iPhone 15 Pro")
        let top = try frames.v("root").safeAreaInsets.top
        #expect(top > 59)
        expectInsets(try frames.v("card").safeAreaInsets, top, 0, 0, 0)
        expectInsets(try frames.v("title").safeAreaInsets, 0, 0, 0, 0)

        // Among constraints: the passes lay it out where the solve leaves it, at the corner.
        var root = View(id: "root")
        var title = View(id: "title", viewClass: .label)
        title.text = "Hello"
        root.addSubview(title)
        root.addSubview(View(id: "card"))
        root.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        let solved = try Fixture.compute(Fixture.nav(.viewController(ViewController(id: "vc", view: root))), on: "iPhone 15 Pro")
        expectInsets(try solved.v("card").safeAreaInsets, top, 0, 0, 0)
    }
}
