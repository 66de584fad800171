import Testing
@testable import UIKitLayout

/// Docs/Tables.md "Sections": each rule as the public document it was measured on, rebuilt with
/// the Swift API (the documents' table, its sections and cells) on the document's screen.
@Suite("table sections worked examples")
struct TableSectionExamplesTests {
    /// `name`'s environment at `os` (the catalog's values stay those of its default OS; only
    /// the OS the table rules read changes), on a device or Interface Builder's canvas.
    static func environment(_ name: String, os: Int? = nil, canvas: Bool = false) throws -> LayoutEnvironment {
        var device = try Fixture.device(name)
        if let os { device.os = OSVersion(major: os) }
        var environment = LayoutEnvironment(device: device, orientation: .portrait)
        if canvas { environment.surface = .interfaceBuilderCanvas }
        return environment
    }

    static func compute(_ table: View, on name: String, os: Int? = nil, canvas: Bool = false) throws -> ComputedLayout {
        try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: table)), in: environment(name, os: os, canvas: canvas))
    }

    static func rows(_ prefix: String, _ count: Int, height: Double = 44) -> [TableRow] {
        (0..<count).map { TableRow(id: "\(prefix)\($0)", height: height) }
    }

    // MARK: Plain tables

    /// Packt, inaturalist, GoMap, ruuvi (Xcode 14–26, 2× and 3×): a plain table's prototypes sit
    /// under the "Prototype Cells" header, 22 of padding and 28 of header: the first at 50.
    @Test("plain, titled section, iOS 16+: the first cell at 50 on 2× and 3×, on the canvas and a device")
    func plainTitledFirstCell() throws {
        let table = View.tableView(id: "t", style: .plain, sections: [TableSection(headerTitle: "Prototype Cells", rows: Self.rows("r", 2))])
        for name in ["iPhone SE (3rd generation)", "iPhone 15"] {
            for canvas in [false, true] {
                let layout = try Self.compute(table, on: name, canvas: canvas)
                #expect(try layout.v("r0").frame.minY == 50)
                #expect(try layout.v("r1").frame.minY == 94)
            }
        }
    }

    /// Tyler1May HotelManzana (Xcode 14.3, 393 3×, untitled static sections) and googleads
    /// `4_Main` (Xcode 16, 375 3×): every section has a header and a footer on the canvas, so
    /// the next section's first cell is 78 below the last cell (footer 28 + padding 22 + header 28).
    @Test("plain, untitled sections on the canvas: headers and footers, 78 between sections; none on a device")
    func plainUntitledSections() throws {
        var table = View.tableView(id: "t", style: .plain, sections: [
            TableSection(rows: Self.rows("a", 3, height: 34 + 1.0 / 3)), TableSection(rows: Self.rows("b", 1, height: 43 + 2.0 / 3)),
        ])
        let canvas = try Self.compute(table, on: "iPhone 15", canvas: true)
        #expect(close(try canvas.v("a0").frame.minY, 50))
        #expect(close(try canvas.v("b0").frame.minY, try canvas.v("a2").frame.maxY + 78))
        #expect(close(try canvas.v("t").scroll!.contentSize.height, try canvas.v("b0").frame.maxY + 28))
        // UIKit shows no header or footer for an untitled plain section (the engine's decision).
        let device = try Self.compute(table, on: "iPhone 15")
        #expect(try device.v("a0").frame.minY == 0)
        #expect(close(try device.v("b0").frame.minY, try device.v("a2").frame.maxY))
        // A section's own heights win, with the padding above a header.
        table.sections[1].headerHeight = 10
        table.sections[0].footerHeight = 5
        let given = try Self.compute(table, on: "iPhone 15")
        #expect(close(try given.v("b0").frame.minY, try given.v("a2").frame.maxY + 5 + 22 + 10))
    }

    /// iOS 15 (Xcode 13): Packt, ResearchKit, inaturalist at 2× (44.5), espressif Scene and
    /// EmojiDictionary at 3× (44.667); LoopKit's footer 22.5. iOS 14 (Xcode 12): Pulley,
    /// DataDog RUMTapAction: header 28, no padding.
    @Test("plain header by OS: 44.5 / 44.667 on iOS 15, 28 on iOS 14")
    func plainHeaderByOS() throws {
        let table = View.tableView(id: "t", style: .plain, sections: [
            TableSection(headerTitle: "A", rows: Self.rows("a", 1, height: 43.5)), TableSection(headerTitle: "B", rows: Self.rows("b", 1)),
        ])
        let twoX = try Self.compute(table, on: "iPhone SE (3rd generation)", os: 15, canvas: true)
        #expect(try twoX.v("a0").frame.minY == 44.5)
        #expect(close(try twoX.v("b0").frame.minY, 44.5 + 43.5 + 22.5 + 44.5))
        let threeX = try Self.compute(table, on: "iPhone 12", os: 15, canvas: true)
        #expect(close(try threeX.v("a0").frame.minY, 44 + 2.0 / 3))
        let ios14 = try Self.compute(table, on: "iPhone 11", os: 14, canvas: true)
        #expect(try ios14.v("a0").frame.minY == 28)
    }

    /// `sectionHeaderTopPadding` given replaces the 22 points; a plain table ignores
    /// `sectionHeaderHeight` (22, 28 and −1 give the same first cell from Xcode 13 on).
    @Test("sectionHeaderTopPadding and sectionHeaderHeight in a plain table")
    func plainPaddingAndHeight() throws {
        var table = View.tableView(id: "t", style: .plain, sections: [TableSection(headerTitle: "A", rows: Self.rows("a", 1))])
        table.sectionHeaderHeight = 22
        #expect(try Self.compute(table, on: "iPhone 15").v("a0").frame.minY == 50)
        table.sectionHeaderTopPadding = 0
        #expect(try Self.compute(table, on: "iPhone 15").v("a0").frame.minY == 28)
    }

    // MARK: Grouped tables

    /// DataDog AlertControllerViewController (Xcode 12, 375 2×, sH = sF = 10): the titled first
    /// section's first cell at 55.5, the next titled section 48 below (footer 10 + header 38).
    /// Nordic nRF Connect Device Manager (Xcode 26, 375 3×, sF = 18): 55.333, gaps 56.
    @Test("grouped, titled sections: 55.5 at 2×, 55.333 at 3×, gaps sF + 38")
    func groupedTitled() throws {
        var table = View.tableView(id: "t", style: .grouped, sections: [
            TableSection(headerTitle: "Alert Style", rows: Self.rows("a", 5)), TableSection(headerTitle: "Action Sheet Style", rows: Self.rows("b", 2)),
        ])
        table.sectionHeaderHeight = 10
        table.sectionFooterHeight = 10
        let twoX = try Self.compute(table, on: "iPhone SE (3rd generation)", canvas: true)
        #expect(try twoX.v("a0").frame.minY == 55.5)
        #expect(try twoX.v("b0").frame.minY == 55.5 + 5 * 44 + 48)
        table.sectionHeaderHeight = 18
        table.sectionFooterHeight = 18
        let threeX = try Self.compute(table, on: "iPhone X", os: 26, canvas: true)
        #expect(close(try threeX.v("a0").frame.minY, 55 + 1.0 / 3))
        #expect(close(try threeX.v("b0").frame.minY, try threeX.v("a4").frame.maxY + 56))
    }

    /// radiantchoi HotelManzana (Xcode 12.4, 414 2×) and NetNewsWire Add (Xcode 26, inset
    /// grouped): untitled sections with sH = sF = 18: the first cell at 18, sections 36 apart.
    /// UIKit's automatic height for them is 17.5 each, 35 above the first (decompiled).
    @Test("grouped, untitled sections: sectionHeaderHeight and sectionFooterHeight, or 17.5")
    func groupedUntitled() throws {
        var table = View.tableView(id: "t", style: .grouped, sections: [TableSection(rows: Self.rows("a", 3, height: 43.5)), TableSection(rows: Self.rows("b", 1))])
        table.sectionHeaderHeight = 18
        table.sectionFooterHeight = 18
        let layout = try Self.compute(table, on: "iPhone 11", canvas: true)
        #expect(try layout.v("a0").frame.minY == 18)
        #expect(try layout.v("b0").frame.minY == 18 + 3 * 43.5 + 36)
        table.sectionHeaderHeight = TableRow.automaticDimension
        table.sectionFooterHeight = TableRow.automaticDimension
        let automatic = try Self.compute(table, on: "iPhone 11")
        #expect(try automatic.v("a0").frame.minY == 35)
        #expect(try automatic.v("b0").frame.minY == 35 + 3 * 43.5 + 35)
    }

    /// GoMap Settings (Xcode 15, 414 2×): a titled footer is 14 + 16 a line.
    @Test("grouped, titled footer: 14 + 16 a line")
    func groupedTitledFooter() throws {
        var table = View.tableView(id: "t", style: .grouped, sections: [
            TableSection(headerTitle: "Account", footerTitle: "Short.", rows: Self.rows("a", 1)),
            TableSection(headerTitle: "More", rows: Self.rows("b", 1)),
        ])
        let one = try Self.compute(table, on: "iPhone 11", canvas: true)
        #expect(try one.v("b0").frame.minY == 55.5 + 44 + 30 + 38)
        table.sections[0].footerTitle = String(repeating: "A footer long enough to wrap onto more lines. ", count: 4)
        let lines = TextLayout(text: table.sections[0].footerTitle!, font: LabelFont.textStyle(.footnote).resolved(for: .large),
                               maxWidth: 414 - 40).lines.count
        #expect(lines > 1)
        let many = try Self.compute(table, on: "iPhone 11", canvas: true)
        #expect(try many.v("b0").frame.minY == 55.5 + 44 + 14 + 16 * Double(lines) + 38)
    }

    /// Nordic's nRF Mesh SetHeartbeatPublication (Xcode 26, 414 2×, sections 18 apart) and
    /// GoMap's CustomPresets (Xcode 26, 393 3×, 10 apart): on the canvas a later section with a
    /// footer title has a 45.5-point header (45.333 at 3×), 7.5 more than 38.
    @Test("grouped, on the canvas a later section with a footer title: its titled header 45.5 at 2×, 45.333 at 3×")
    func groupedHeaderAboveFooterTitle() throws {
        var table = View.tableView(id: "t", style: .grouped, sections: [
            TableSection(rows: Self.rows("a", 1)),
            TableSection(headerTitle: "Periodic Heartbeats", footerTitle: "Short.", rows: Self.rows("b", 1)),
        ])
        table.sectionHeaderHeight = 18
        table.sectionFooterHeight = 18
        let twice = try Self.compute(table, on: "iPhone 11", os: 26, canvas: true)
        #expect(try twice.v("b0").frame.minY == (try twice.v("a0").frame.maxY) + 18 + 45.5)
        let thrice = try Self.compute(table, on: "iPhone 15", os: 26, canvas: true)
        #expect(close(try thrice.v("b0").frame.minY, (try thrice.v("a0").frame.maxY) + 18 + 45 + 1.0 / 3))
        // On a device, and without the footer title, the header is the usual 38.
        let device = try Self.compute(table, on: "iPhone 11", os: 26)
        #expect(try device.v("b0").frame.minY == (try device.v("a0").frame.maxY) + 18 + 38)
        table.sections[1].footerTitle = nil
        let untitled = try Self.compute(table, on: "iPhone 11", os: 26, canvas: true)
        #expect(try untitled.v("b0").frame.minY == (try untitled.v("a0").frame.maxY) + 18 + 38)
    }

    /// iOS 15 (Xcode 13): the titled grouped header measures 32 at 2× and 31.667 at 3×, with no
    /// first-section extra in most documents (Nordic Main, ResearchKit, ephread).
    @Test("grouped, titled header on iOS 15: 32 at 2×, 31.667 at 3×")
    func groupedIOS15() throws {
        var table = View.tableView(id: "t", style: .grouped, sections: [TableSection(headerTitle: "Device Status", rows: Self.rows("a", 1, height: 50)),
                                                                         TableSection(headerTitle: "Echo", rows: Self.rows("b", 1))])
        table.sectionFooterHeight = 18
        let twoX = try Self.compute(table, on: "iPhone SE (3rd generation)", os: 15, canvas: true)
        #expect(try twoX.v("a0").frame.minY == 32)
        #expect(try twoX.v("b0").frame.minY == 132)
        let threeX = try Self.compute(table, on: "iPhone 12", os: 15, canvas: true)
        #expect(close(try threeX.v("a0").frame.minY, 31 + 2.0 / 3))
    }

    // MARK: Inset grouped

    /// NetNewsWire Add (Xcode 26, 375 3×): cells at x 16, 343 wide; AdnannM HotelManzana
    /// (Xcode 13, 414 2×): x 20, 374 wide, a text field pinned to the content view's margins at 20,
    /// the cell 11 + 34 + 11 and the separator.
    @Test("insetGrouped: cells inset by the cell margin, content margins the cell margin")
    func insetGrouped() throws {
        var field = View(id: "field")
        field.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 34)
        let content = View(id: "c.contentView")
        field.activate([
            field.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            field.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        let row = TableRow(id: "c", height: TableRow.automaticDimension, subviews: [field])
        var table = View.tableView(id: "t", style: .insetGrouped, sections: [TableSection(rows: [row])])
        table.sectionHeaderHeight = 18
        let wide = try Self.compute(table, on: "iPhone 11", canvas: true)
        expectRect(try wide.v("c").frame, 20, 18, 374, 56.5)
        // IB stores the field 34.5 tall, stretched to its content view's full height: the cell
        // is laid out at its row's height after it is measured (Docs/Tables.md, R2).
        expectRect(try wide.v("field").frame, 20, 11, 334, 34.5)
        let narrow = try Self.compute(table, on: "iPhone X", canvas: true)
        expectRect(try narrow.v("c").frame, 16, 18, 343, 56 + 1.0 / 3)
    }

    // MARK: Accessories

    /// inaturalist Projects (Xcode 14, 375 2×) 348.5; googleads and Nordic (375 3×) 348.667;
    /// GoMap and ruuvi (414 2×) 383.5; the detail button: GoMap Display (414 2×) 370, Nordic
    /// (375 3×) 335. The content view keeps x 0, its trailing margin is 8.
    @Test("accessories: the content view W − m − k wide, rounded to the pixel; trailing margin 8")
    func accessories() throws {
        func contentWidth(_ type: TableViewCellAccessoryType, _ device: String) throws -> (Double, ComputedView) {
            var row = TableRow(id: "r", height: 44)
            row.accessoryType = type
            let layout = try Self.compute(View.tableView(id: "t", rows: [row]), on: device, canvas: true)
            let content = try layout.v("r.contentView")
            #expect(content.frame.minX == 0)
            return (content.frame.width, content)
        }
        #expect(try contentWidth(.disclosureIndicator, "iPhone SE (3rd generation)").0 == 348.5)
        #expect(close(try contentWidth(.disclosureIndicator, "iPhone X").0, 348 + 2.0 / 3))
        #expect(try contentWidth(.disclosureIndicator, "iPhone 11").0 == 383.5)
        #expect(try contentWidth(.detailButton, "iPhone 11").0 == 370)
        #expect(try contentWidth(.detailButton, "iPhone X").0 == 335)
        let (_, content) = try contentWidth(.disclosureIndicator, "iPhone 11")
        expectInsets(content.layoutMargins, 11, 20, 11, 8)
        #expect(try contentWidth(.none, "iPhone 11").0 == 414)
    }

    // MARK: Row heights

    /// R2 (GoMap, AdnannM, Tyler1May, EmojiDictionary): a self-sizing cell is its fitting height
    /// plus 1/scale; on the canvas its content view is the whole cell. R3: a cell whose
    /// constraints give no height is 44 − 1/scale on the canvas through iOS 18 (43.5, 43.667) and 51
    /// on iOS 26; UIKit's standard 44 on a device.
    @Test("self-sizing and standard rows: the canvas against a device")
    func rowHeights() throws {
        var label = View(id: "label")
        label.intrinsicContentSize = Size(width: 100, height: 34)
        let content = View(id: "r.contentView")
        label.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        ])
        let table = View.tableView(id: "t", rows: [TableRow(id: "r", height: TableRow.automaticDimension, subviews: [label]),
                                                   TableRow(id: "empty", height: TableRow.automaticDimension)])
        let canvas = try Self.compute(table, on: "iPhone 15", canvas: true)
        #expect(close(try canvas.v("r").frame.height, 56 + 1.0 / 3))
        #expect(close(try canvas.v("r.contentView").frame.height, 56 + 1.0 / 3))
        #expect(close(try canvas.v("empty").frame.height, 43 + 2.0 / 3))
        #expect(close(try canvas.v("empty.contentView").frame.height, 43 + 2.0 / 3))
        #expect(canvas.diagnostics.isEmpty)
        let device = try Self.compute(table, on: "iPhone 15")
        #expect(close(try device.v("r").frame.height, 56 + 1.0 / 3))
        #expect(try device.v("r.contentView").frame.height == 56)
        #expect(try device.v("empty").frame.height == 44)
        #expect(device.diagnostics.contains { $0.id == "empty" && $0.message.contains("standard height") })
        let ios26 = try Self.compute(table, on: "iPhone SE (3rd generation)", os: 26, canvas: true)
        #expect(try ios26.v("empty").frame.height == 51)
        // A fixed row on the canvas: the content view fills it (no separator below it).
        let fixed = try Self.compute(View.tableView(id: "t", rows: [TableRow(id: "f", height: 44)]), on: "iPhone 11", canvas: true)
        #expect(try fixed.v("f.contentView").frame.height == 44)
    }

    /// NetNewsWire Settings and ruuvi Settings (Xcode 26, 414 2×): a label pinned to the content
    /// view's top and bottom margins sits at y 15; the row is 15 + 20.5 + 15 = 50.5, rounded up
    /// to 51, plus the 0.5 separator: 51.5, the label stretched to 21.5 on the canvas. GoMap's
    /// Show Objects (same Xcode): constants 11 + 20.5 + 11 = 42.5 → 43.5.
    @Test("iOS 26: content view margins 15 above and below; a self-sizing row's fitting height rounded up to points, then the separator")
    func iOS26SelfSizing() throws {
        func table(pinnedToMargins: Bool) -> View {
            var label = View(id: "label")
            label.intrinsicContentSize = Size(width: 100, height: 20.5)
            let content = View(id: "r.contentView")
            label.activate(pinnedToMargins ? [
                label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            ] : [
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            ])
            return View.tableView(id: "t", rows: [TableRow(id: "r", height: TableRow.automaticDimension, subviews: [label])])
        }
        let margins = try Self.compute(table(pinnedToMargins: true), on: "iPhone 11", os: 26, canvas: true)
        expectInsets(try margins.v("r.contentView").layoutMargins, 15, 20, 15, 20)
        #expect(try margins.v("r").frame.height == 51.5)
        expectRect(try margins.v("label").frame, 20, 15, 100, 21.5)
        let constants = try Self.compute(table(pinnedToMargins: false), on: "iPhone 11", os: 26, canvas: true)
        #expect(try constants.v("r").frame.height == 43.5)
        // Through iOS 18 the margins are 11 and nothing is rounded: 11 + 20.5 + 11 + 0.5.
        let before = try Self.compute(table(pinnedToMargins: true), on: "iPhone 11", os: 18, canvas: true)
        expectInsets(try before.v("r.contentView").layoutMargins, 11, 20, 11, 20)
        #expect(try before.v("r").frame.height == 43)
        // A calibrated (or set) margin holds on iOS 26 too.
        var environment = try Self.environment("iPhone 11", os: 26, canvas: true)
        environment.tableCellContentVerticalMargin = 12
        let set = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: table(pinnedToMargins: true))), in: environment)
        expectInsets(try set.v("r.contentView").layoutMargins, 12, 20, 12, 20)
    }

    @Test("A self-sizing row held at its rounded height: two labels that hug alike are not reported ambiguous")
    func heldRowNotAmbiguous() throws {
        var from = View(id: "from")
        from.intrinsicContentSize = Size(width: 100, height: 20.333)
        var subject = View(id: "subject")
        subject.intrinsicContentSize = Size(width: 200, height: 18)
        let content = View(id: "r.contentView")
        from.activate([
            from.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            from.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            subject.topAnchor.constraint(equalTo: from.bottomAnchor, constant: 4),
            subject.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            subject.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        let table = View.tableView(id: "t", rows: [TableRow(id: "r", height: TableRow.automaticDimension, subviews: [from, subject])])
        let layout = try Self.compute(table, on: "iPhone 11", os: 26, canvas: true)
        // 15 + 20.333 + 4 + 18 + 15 = 72.333, rounded up to 73, and the separator's pixel.
        #expect(try layout.v("r").frame.height == 73.5)
        #expect(layout.diagnostics.filter { $0.kind == .ambiguousLayout }.isEmpty, "\(layout.diagnostics)")
        #expect(try layout.v("from").hasAmbiguousLayout == false && layout.v("subject").hasAmbiguousLayout == false)
        // The held content view still fills the row (on the canvas, the separator's pixel too);
        // the labels take its height between them.
        let held = try layout.v("from").frame.height + layout.v("subject").frame.height
        #expect(abs(held - (73.5 - 30 - 4)) < 1e-6)
    }

    // MARK: The model

    @Test("View.rows: one untitled section without header or footer; set on sections, kept in their counts")
    func rowsOverSections() {
        var table = View.tableView(id: "t", rows: Self.rows("a", 2))
        #expect(table.sections == [TableSection(headerHeight: 0, footerHeight: 0, rows: Self.rows("a", 2))])
        table.rows.append(TableRow(id: "a2", height: 44))
        #expect(table.sections.count == 1 && table.rows.count == 3)
        table.sections = [TableSection(headerTitle: "A", rows: Self.rows("a", 2)), TableSection(headerTitle: "B", rows: Self.rows("b", 1))]
        #expect(table.rows.map(\.id) == ["a0", "a1", "b0"])
        table.rows[2].height = 60
        #expect(table.sections[1].rows[0].height == 60 && table.sections[1].headerTitle == "B")
        table.rows.append(TableRow(id: "b1", height: 44))
        #expect(table.sections.map { $0.rows.count } == [2, 2])
    }

    @Test("content view ids: <row id>.contentView unless given")
    func contentViewIDs() throws {
        var row = TableRow(id: "cell", height: 44, subviews: [View(id: "inside", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        #expect(row.contentViewID == "cell.contentView")
        row.contentViewID = "doc-id.contentView"
        let layout = try Self.compute(View.tableView(id: "t", rows: [row]), on: "iPhone 15")
        #expect(try layout.v("doc-id.contentView").parent == "cell")
        #expect(try layout.v("inside").parent == "doc-id.contentView")
    }

    @Test("the Swift API's bad numbers are refused with the field")
    func badNumbers() throws {
        var table = View.tableView(id: "t", style: .grouped, sections: [TableSection(headerHeight: -5, rows: [])])
        #expect(throws: LayoutError.invalidGeometry(id: "t", field: "sections[0].headerHeight", value: "-5.0")) { try Self.compute(table, on: "iPhone 15") }
        table.sections = []
        table.sectionFooterHeight = .infinity
        #expect(throws: LayoutError.invalidGeometry(id: "t", field: "sectionFooterHeight", value: "inf")) { try Self.compute(table, on: "iPhone 15") }
        var row = TableRow(id: "r", height: 44)
        row.accessoryWidth = -1
        #expect(throws: LayoutError.invalidGeometry(id: "r", field: "accessoryWidth", value: "-1.0")) {
            try Self.compute(View.tableView(id: "t", rows: [row]), on: "iPhone 15")
        }
    }
}
