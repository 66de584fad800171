import Testing
@testable import UIKitLayout

/// Docs/Tables.md "Table header and footer views": Apple's documentation of `tableHeaderView`
/// ("the first item to appear in the table's scrolling content … The table view respects only
/// the height of your view's frame rectangle; it adjusts the width of your header view
/// automatically to match the table view's width") and of `tableFooterView` (below the table's
/// content), each as a worked example.
@Suite("table header and footer views")
struct TableHeaderFooterViewTests {
    /// A grouped table of one titled section of two 44-point rows, with a header view written
    /// 100 × 120 at (30, 40) holding a label pinned to its margins, and a footer 60 tall.
    static func table() -> View {
        var table = View.tableView(id: "t", style: .grouped, sections: [
            TableSection(headerTitle: "Account", rows: [TableRow(id: "r0", height: 44), TableRow(id: "r1", height: 44)]),
        ])
        var header = View(id: "header", frame: Rect(x: 30, y: 40, width: 100, height: 120))
        var label = View(id: "headline", viewClass: .label)
        label.text = "Headline"
        header.addSubview(label)
        header.activate([
            label.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
        ])
        table.tableHeaderView = header
        table.tableFooterView = View(id: "footer", frame: Rect(x: 0, y: 0, width: 10, height: 60))
        return table
    }

    static func compute(_ table: View, on device: String, orientation: InterfaceOrientation = .portrait) throws -> ComputedLayout {
        try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: table)),
                                 in: LayoutEnvironment(device: try Fixture.device(device), orientation: orientation))
    }

    @Test("the header at the top of the content, as wide as the table, its own height; the rows below it")
    func header() throws {
        for (device, orientation) in [("iPhone SE (3rd generation)", InterfaceOrientation.portrait), ("iPhone 15", .landscapeLeft)] {
            let layout = try Self.compute(Self.table(), on: device, orientation: orientation)
            let width = try layout.v("t").frame.width
            #expect(try layout.v("header").frame == Rect(x: 0, y: 0, width: width, height: 120))
            // The header's own subviews are laid out in it, at its width (its margins 8 from
            // its edges, more where the safe area reaches into it: landscape's sensor housing).
            let margins = try layout.v("header").layoutMargins
            #expect(close(try layout.v("headline").frame.maxX, width - margins.right))
            if orientation == .portrait { #expect(margins.right == 8) }
            // Without a header the first titled grouped section starts 55.5 (2×) or 55.333 (3×)
            // down (Docs/Tables.md "Grouped and inset-grouped tables"): now 120 lower.
            var bare = Self.table()
            bare.tableHeaderView = nil
            bare.tableFooterView = nil
            let without = try Self.compute(bare, on: device, orientation: orientation)
            #expect(close(try layout.v("r0").frame.minY, try without.v("r0").frame.minY + 120))
            #expect(close(try layout.v("t").scroll!.contentSize.height, try without.v("t").scroll!.contentSize.height + 120 + 60))
        }
    }

    @Test("the footer below the last section, as wide as the table, its own height; the content ends with it")
    func footer() throws {
        let layout = try Self.compute(Self.table(), on: "iPhone SE (3rd generation)")
        let table = try layout.v("t"), footer = try layout.v("footer")
        // 120 (header) + 55.5 (grouped titled section, 2×) + 2 × 44, then the grouped footer 17.5.
        #expect(footer.frame == Rect(x: 0, y: 120 + 55.5 + 88 + 17.5, width: 375, height: 60))
        #expect(close(footer.frame.maxY, table.scroll!.contentSize.height))
    }

    @Test("a table sized by constraints in another view, with self-sizing rows: the header at its final width, the footer after the measured rows")
    func tableInAView() throws {
        var table = Self.table()
        table.frame = .zero
        var text = View(id: "text", viewClass: .label)
        text.text = "A row as tall as its text, which wraps onto several lines in a table 315 points wide"
        text.numberOfLines = 0
        var row = TableRow(id: "tall", height: TableRow.automaticDimension, subviews: [text])
        row.contentView.activate(Fixture.pinnedToMargins(text, of: row.contentView))
        table.sections[0].rows.append(row)
        var root = View(id: "root")
        root.addSubview(table)
        root.activate([
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            table.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            table.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let layout = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: root)),
                                              in: LayoutEnvironment(device: try Fixture.device("iPhone SE (3rd generation)"), orientation: .portrait))
        #expect(try layout.v("t").frame.width == 315)
        #expect(try layout.v("header").frame == Rect(x: 0, y: 0, width: 315, height: 120))
        #expect(close(try layout.v("headline").frame.maxX, 315 - 8))
        let tall = try layout.v("tall").frame
        #expect(tall.height > 44 && close(tall.minY, 120 + 55.5 + 88))
        #expect(close(try layout.v("footer").frame.minY, tall.maxY + 17.5))
    }

    @Test("a hidden header still takes its height, as UIKit's does; a header on a view that is not a table is an ordinary subview")
    func hiddenAndNotATable() throws {
        var table = Self.table()
        table.tableHeaderView?.isHidden = true
        let layout = try Self.compute(table, on: "iPhone SE (3rd generation)")
        #expect(try layout.v("r0").frame.minY == 120 + 55.5)
        var plain = View(id: "plain")
        plain.tableHeaderView = View(id: "notAHeader", frame: Rect(x: 5, y: 6, width: 7, height: 8))
        let other = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: plain)),
                                             in: LayoutEnvironment(device: try Fixture.device("iPhone SE (3rd generation)"), orientation: .portrait))
        #expect(try other.v("notAHeader").frame == Rect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test("the Swift API: the view is a subview; setting another replaces it in place, nil removes it")
    func model() {
        var table = Self.table()
        #expect(table.tableHeaderView?.id == "header" && table.subviews.map(\.id) == ["header", "footer"])
        table.tableHeaderView?.frame.size.height = 90
        #expect(table.subviews.map(\.id) == ["header", "footer"] && table.subviews[0].frame.height == 90)
        table.tableHeaderView = View(id: "banner", frame: Rect(x: 0, y: 0, width: 0, height: 44))
        #expect(table.tableHeaderView?.id == "banner" && table.subviews.map(\.id) == ["banner", "footer"])
        table.tableFooterView = nil
        #expect(table.tableFooterView == nil && table.subviews.map(\.id) == ["banner"])
    }
}
