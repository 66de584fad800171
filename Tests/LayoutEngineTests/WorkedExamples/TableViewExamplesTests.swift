import Testing
@testable import UIKitLayout

/// uikit-rules.md e: table views.
@Suite("e table-view worked examples")
struct TableViewExamplesTests {
    static func table(insetsToSafeArea: Bool = true, followsReadable: Bool = false) -> ViewControllerNode {
        var table = View.tableView(id: "table", rows: [TableRow(id: "row0", height: 44), TableRow(id: "row1", height: 60)])
        table.insetsContentViewsToSafeArea = insetsToSafeArea
        table.cellLayoutMarginsFollowReadableWidth = followsReadable
        return .viewController(ViewController(id: "vc", view: table))
    }

    @Test("iPhone X landscape, 812-wide plain table: content views keep clear of the 44-pt sides")
    func insetsContentViewsToSafeArea() throws {
        // The example's h: the row's height less the separator's pixel (1/3 pt on a 3× screen),
        // which the cell keeps below its content view (TableCellRules.separatorHeight).
        let layout = try Fixture.compute(Self.table(), on: "iPhone X", .landscapeLeft)
        expectRect(try layout.v("row0").frame, 0, 0, 812, 44)
        expectRect(try layout.v("row0.contentView").frame, 44, 0, 724, 44 - 1.0 / 3)
        expectRect(try layout.v("row1").frame, 0, 44, 812, 60)
        let off = try Fixture.compute(Self.table(insetsToSafeArea: false), on: "iPhone X", .landscapeLeft)
        expectRect(try off.v("row0.contentView").frame, 0, 0, 812, 44 - 1.0 / 3)
        // Without separators the content view is the whole cell.
        guard case .viewController(var vc) = Self.table() else { return }
        vc.view?.separatorStyle = .none
        expectRect(try Fixture.compute(.viewController(vc), on: "iPhone X", .landscapeLeft).v("row0.contentView").frame, 44, 0, 724, 44)
    }

    @Test("iPad Air 2 landscape, Large: cell content follows the 672-pt readable band (x 176…848)")
    func cellLayoutMarginsFollowReadableWidth() throws {
        let catalog = try IPadAir2.catalog()
        let readable = try Fixture.compute(Self.table(followsReadable: true), on: "iPad Air 2", .landscapeLeft, catalog: catalog)
        let content = try readable.v("row0.contentView")
        let guide = content.transformToWindow.boundingBox(of: content.layoutMarginsGuide)
        #expect(close(guide.minX, 176) && close(guide.maxX, 848))
        let standard = try Fixture.compute(Self.table(), on: "iPad Air 2", .landscapeLeft, catalog: catalog)
        let plain = try standard.v("row0.contentView")
        let plainGuide = plain.transformToWindow.boundingBox(of: plain.layoutMarginsGuide)
        #expect(close(plainGuide.minX, 20) && close(plainGuide.maxX, 1004))
    }

    @Test("cellLayoutMarginsFollowReadableWidth defaults to false (iOS 12+)")
    func defaultIsFalse() {
        #expect(View.tableView(id: "t", rows: []).cellLayoutMarginsFollowReadableWidth == false)
        #expect(View.tableView(id: "t", rows: []).insetsContentViewsToSafeArea == true)
    }

    @Test("a table's content size is its rows")
    func contentSizeFromRows() throws {
        let s = try #require(try Fixture.compute(Self.table(), on: "iPhone X").v("table").scroll)
        #expect(s.contentSize == Size(width: 375, height: 104))
    }
}
