import Testing
@testable import UIKitLayout

/// Docs/Tables.md "Built-in cell styles": the cell's own labels and image, placed by its style,
/// as the public documents measured there store them.
@Suite("built-in cell styles worked examples")
struct BuiltInCellStyleTests {
    static func label(_ id: String, _ text: String, size: Double = 17) -> View {
        var label = View(id: id, viewClass: .label)
        label.text = text
        label.font = .system(size: size, weight: .regular)
        return label
    }

    static func row(_ style: TableViewCellStyle, accessory: TableViewCellAccessoryType = .none, detail: Bool = true) -> TableRow {
        var row = TableRow(id: "r", height: TableRow.automaticDimension,
                           subviews: [label("title", "Title")] + (detail ? [label("detail", "Detail")] : []))
        row.style = style
        row.textLabelID = "title"
        row.detailTextLabelID = detail ? "detail" : nil
        row.accessoryType = accessory
        return row
    }

    static func compute(_ row: TableRow, on device: String = "iPhone 11", os: Int? = nil,
                        direction: UserInterfaceLayoutDirection = .leftToRight) throws -> ComputedLayout {
        var environment = try TableSectionExamplesTests.environment(device, os: os, canvas: true)
        environment.layoutDirection = direction
        return try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: View.tableView(id: "t", rows: [row]))), in: environment)
    }

    /// GoMap Display (Xcode 16, 414 2×): a Default title (20, 0, 374, 43.5), and with a
    /// disclosure indicator (20, 0, 355.5, 44) in a 44-point row: to 8 short of the content view.
    @Test("Default: the title fills the row to the trailing margin")
    func defaultStyle() throws {
        let plain = try Self.compute(Self.row(.default, detail: false))
        #expect(try plain.v("r").frame.height == 43.5)
        expectRect(try plain.v("title").frame, 20, 0, 374, 43.5)
        var fixed = Self.row(.default, accessory: .disclosureIndicator, detail: false)
        fixed.height = 44
        expectRect(try Self.compute(fixed).v("title").frame, 20, 0, 355.5, 44)
        #expect(try Self.compute(fixed).diagnostics.isEmpty)
    }

    /// QuestSolver (Xcode 26, 375 3×): indentation level 2 × 10 puts the title at 36, 323 wide.
    @Test("Default with indentation: 16 + 2 × 10")
    func indentation() throws {
        var row = Self.row(.default, detail: false)
        row.indentationLevel = 2
        let layout = try Self.compute(row, on: "iPhone X", os: 26)
        expectRect(try layout.v("title").frame, 36, 0, 323, 51)
    }

    /// Tyler1May (Xcode 14.3, 393 3×): Value1 title at (20, 12) in a 43.667 row, the detail's
    /// right edge at 373; GoMap Settings (414 2×, disclosure): the detail ends at 375.5.
    @Test("Value1: title at the leading margin, detail at the trailing one, centred")
    func value1() throws {
        let layout = try Self.compute(Self.row(.value1), on: "iPhone 15")
        let title = try layout.v("title").frame, detail = try layout.v("detail").frame, content = try layout.v("r.contentView").frame
        #expect(title.minX == 20 && title.minY == ((content.height - title.height) / 2).rounded(.up))
        #expect(close(detail.maxX, 373) && detail.minY == title.minY)
        let disclosed = try Self.compute(Self.row(.value1, accessory: .disclosureIndicator))
        #expect(try disclosed.v("detail").frame.maxX == 375.5)
    }

    /// Labels of other fonts share the title's baseline (AdnannM, 414 2×: a 14-point detail 3
    /// points below a 17-point title).
    @Test("Value1: a detail of another font on the title's baseline")
    func value1Baseline() throws {
        var row = Self.row(.value1)
        row.subviews[1] = Self.label("detail", "Detail", size: 14)
        let layout = try Self.compute(row)
        let title = try layout.v("title").frame, detail = try layout.v("detail").frame
        let ascent17 = LabelFont.system(size: 17, weight: .regular).resolved(for: .large).ascender
        let ascent14 = LabelFont.system(size: 14, weight: .regular).resolved(for: .large).ascender
        #expect(detail.minY == (title.minY + ascent17 - ascent14).rounded())
    }

    /// GoMap Settings (414 2×, rows of 44): a Subtitle pair centred as a block, the detail under the title.
    @Test("Subtitle: the pair centred, the detail directly under the title")
    func subtitle() throws {
        var row = Self.row(.subtitle)
        row.height = 44
        row.subviews[1] = Self.label("detail", "Subtitle", size: 13)
        let layout = try Self.compute(row)
        let title = try layout.v("title").frame, detail = try layout.v("detail").frame
        #expect(title.minX == 20 && detail.minX == 20)
        #expect(title.minY == ((44 - title.height - detail.height) / 2).rounded(.up))
        #expect(detail.minY == title.maxY)
    }

    /// ResearchKit (Xcode 13, 375 2×): Value2's title column 91 wide, the detail 6 after it.
    @Test("Value2: a 91-point title column, the detail after it")
    func value2() throws {
        let layout = try Self.compute(Self.row(.value2), on: "iPhone SE (3rd generation)")
        #expect(try layout.v("title").frame.minX == 16 && layout.v("title").frame.width == 91)
        #expect(try layout.v("detail").frame.minX == 16 + 91 + 6)
    }

    @Test("right to left: the labels mirrored, the accessory on the left")
    func rightToLeft() throws {
        let layout = try Self.compute(Self.row(.value1, accessory: .disclosureIndicator), direction: .rightToLeft)
        let content = try layout.v("r.contentView").frame
        #expect(content.minX == 414 - 383.5 && content.width == 383.5)
        #expect(try layout.v("title").frame.maxX == 383.5 - 20)
        #expect(try layout.v("detail").frame.minX == 8)
    }

    @Test("an image: at the leading margin, centred; the title 16 after it (a guess)")
    func image() throws {
        var row = Self.row(.default, detail: false)
        var image = View(id: "image", viewClass: .imageView)
        image.intrinsicContentSize = Size(width: 24, height: 24)
        row.subviews.append(image)
        row.imageViewID = "image"
        row.height = 51
        let layout = try Self.compute(row)
        expectRect(try layout.v("image").frame, 20, 14, 24, 24)
        #expect(try layout.v("title").frame.minX == 20 + 24 + 16)
    }
}
