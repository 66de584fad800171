import Testing
@testable import UIKitLayout

/// A table row's `contentView` (issue 32, point 5): a real handle on the cell's content view, so
/// a cell's content is pinned as in UIKit (`row.contentView.layoutMarginsGuide`) without a
/// stand-in `View(id: "<row id>.contentView")`; the stand-in keeps working.
@Suite("cell content view")
struct CellContentViewTests {
    /// A label pinned to `content`'s margins on all four sides.
    static func pinnedLabel(_ id: String, to content: View) -> View {
        var label = View(id: id, viewClass: .label)
        label.text = SelfSizingCellTests.threeLines
        label.numberOfLines = 0
        label.activate([
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        return label
    }

    @Test("row.contentView is named <row id>.contentView, or the id set for it, and holds the row's subviews")
    func handle() {
        var row = TableRow(id: "r", height: 44, subviews: [View(id: "a")])
        #expect(row.contentView.id == "r.contentView")
        #expect(row.contentView.subviews.map(\.id) == ["a"])
        row.contentView.addSubview(View(id: "b"))
        #expect(row.subviews.map(\.id) == ["a", "b"])
        row.contentViewID = "cell.contentView"
        #expect(row.contentView.id == "cell.contentView")
        // Reading the handle changes nothing: the row stays equal to one never asked.
        var untouched = TableRow(id: "r", height: 44, subviews: [View(id: "a"), View(id: "b")])
        untouched.contentView = untouched.contentView
        #expect(untouched == TableRow(id: "r", height: 44, subviews: [View(id: "a"), View(id: "b")]))
    }

    @Test("a label pinned to row.contentView's margins lays out as one pinned to the stand-in view of that id")
    func sameAsStandIn() throws {
        var row = TableRow(id: "r", height: TableRow.automaticDimension)
        row.contentView.addSubview(Self.pinnedLabel("r.title", to: row.contentView))
        let standIn = TableRow(id: "r", height: TableRow.automaticDimension,
                               subviews: [Self.pinnedLabel("r.title", to: View(id: "r.contentView"))])
        let handle = try Fixture.compute(SelfSizingCellTests.table([row]), on: "iPhone 13 mini")
        let reference = try Fixture.compute(SelfSizingCellTests.table([standIn]), on: "iPhone 13 mini")
        #expect(handle == reference)
        expectRect(try handle.v("r.title").frame, 16, 11, 343, 61)
        #expect(handle.diagnostics.isEmpty, "\(handle.diagnostics)")
    }

    @Test("constraints activated on the content view itself are installed, as UIKit's contentView holds them")
    func constraintsOnContentView() throws {
        var row = TableRow(id: "r", height: TableRow.automaticDimension)
        var label = View(id: "r.title", viewClass: .label)
        label.text = "Wi-Fi"
        row.contentView.addSubview(label)
        row.contentView.activate(Fixture.pinnedToMargins(label, of: row.contentView))
        #expect(row.contentView.constraints.count == 4)
        let layout = try Fixture.compute(SelfSizingCellTests.table([row]), on: "iPhone 13 mini")
        // One body line (20.333 on the 3× screen), 11 + 11 of margins, the separator's pixel.
        expectRect(try layout.v("r").frame, 0, 0, 375, 20 + 1.0 / 3 + 22 + 1.0 / 3)
        expectRect(try layout.v("r.title").frame, 16, 11, 343, 20 + 1.0 / 3)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test("properties set on the content view reach the output; its frame stays the cell's")
    func properties() throws {
        var row = TableRow(id: "r", height: 50)
        row.contentView.backgroundColor = Color(red: 255, green: 0, blue: 0)
        row.contentView.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        let layout = try Fixture.compute(SelfSizingCellTests.table([row]), on: "iPhone 13 mini")
        let content = try layout.v("r.contentView")
        #expect(content.backgroundColor == Color(red: 255, green: 0, blue: 0))
        expectRect(content.frame, 0, 0, 375, 50 - 1.0 / 3)
    }
}
