import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Self-sizing table rows (issue 10, point 4): `TableRow.automaticDimension` rows take the height
/// of their content view's constraints at the fitting size, plus the separator.
@Suite("self-sizing cells")
struct SelfSizingCellTests {
    /// Wraps to three lines of body text at the mini's 343-pt content width (the margins' band).
    static let threeLines = "Screen Time shows how long you spend in each app, sets limits for the ones you choose, and schedules time away."

    /// A label pinned to its content view's margins on all four sides.
    static func row(_ id: String, text: String?, font: LabelFont = .textStyle(.body), height: Double = TableRow.automaticDimension) -> TableRow {
        var label = View(id: "\(id).title", viewClass: .label)
        label.text = text
        label.font = font
        label.numberOfLines = 0
        let content = View(id: "\(id).contentView")
        label.activate([
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        return TableRow(id: id, height: height, subviews: [label])
    }

    static func table(_ rows: [TableRow], estimate: Double = TableRow.automaticDimension, separator: TableViewSeparatorStyle = .singleLine) -> ViewControllerNode {
        var table = View.tableView(id: "table", rows: rows)
        table.estimatedRowHeight = estimate
        table.separatorStyle = separator
        return .viewController(ViewController(id: "vc", view: table))
    }

    @Test("a label wrapping to three lines: body's first line and two of its leading, rounded up to pixels, 11 + 11 of margins, one pixel of separator")
    func threeLineRow() throws {
        let layout = try Fixture.compute(Self.table([Self.row("r", text: Self.threeLines)]), on: "iPhone 13 mini")
        let body = LabelFont.textStyle(.body).resolved(for: .large)
        let text = TextLayout(text: Self.threeLines, font: body, maxWidth: 343, numberOfLines: 0)
        #expect(text.lines.count == 3)
        // By hand: SF's line height at 17 pt is 2444/2048 em = 20.287 pt, the body style's leading
        // 22 (Docs/Engine.md, "Lines of a text style"); three lines 20.287 + 44 = 64.287, rounded
        // up to the 3× screen's pixels 64.333; with the margins and the 1/3-pt separator 86.667.
        #expect(abs(body.lineHeight - 20.287) < 0.001)
        let lines = TextMeasurement.roundUp(body.height(ofLines: 3), 3)
        #expect(abs(lines - (64 + 1.0 / 3)) < 1e-9)
        expectRect(try layout.v("r").frame, 0, 0, 375, lines + 22 + 1.0 / 3)
        expectRect(try layout.v("r.contentView").frame, 0, 0, 375, lines + 22)
        expectRect(try layout.v("r.title").frame, 16, 11, 343, lines)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test("the content view's margins: 11 above and below, the table's 16 or 20 at the sides (b2, decision 3), beyond the safe area",
          arguments: [("iPhone 13 mini", InterfaceOrientation.portrait, 16.0, 16.0), ("iPhone 15 Pro", .portrait, 20, 20),
                      ("iPhone 15 Pro", .landscapeLeft, 16, 16), ("iPad Pro 11-inch (M4)", .portrait, 20, 20)])
    func margins(device: String, orientation: InterfaceOrientation, left: Double, right: Double) throws {
        let layout = try Fixture.compute(Self.table([Self.row("r", text: "Wi-Fi")]), on: device, orientation)
        let content = try layout.v("r.contentView")
        expectInsets(content.layoutMargins, 11, left, 11, right)
        // In landscape the content view itself keeps clear of the side insets (insetsContentViewsToSafeArea).
        let table = try layout.v("table")
        #expect(close(content.frame.minX, max(0, table.safeAreaInsets.left)))
        #expect(close(try layout.v("r.title").frame.minX, left))
    }

    @Test("the estimate is not used once the constraints decide", arguments: [TableRow.automaticDimension, 30, 200])
    func estimateUnused(estimate: Double) throws {
        let rows = [Self.row("a", text: Self.threeLines), Self.row("b", text: "Wi-Fi")]
        let reference = try Fixture.compute(Self.table(rows), on: "iPhone 13 mini")
        let layout = try Fixture.compute(Self.table(rows, estimate: estimate), on: "iPhone 13 mini")
        #expect(layout == reference)
        #expect(close(try layout.v("b").frame.minY, 86 + 2.0 / 3))
    }

    /// R4 (Docs/Tables.md, "Row heights"): an estimate of 0 turns estimates off, and self-sizing
    /// with them ("If your table uses self-sizing cells, the value of this property must not be
    /// 0", UIKit's documentation): every automatic row is the standard row, its content inside.
    @Test("an estimate of 0 sizes no row: the standard 44, 52 from iOS 26, separator included; fixed rows keep theirs")
    func estimatesOff() throws {
        let rows = [Self.row("a", text: Self.threeLines), Self.row("b", text: "Wi-Fi", height: 30)]
        let layout = try Fixture.compute(Self.table(rows, estimate: 0), on: "iPhone 13 mini")
        expectRect(try layout.v("a").frame, 0, 0, 375, 44)
        expectRect(try layout.v("a.contentView").frame, 0, 0, 375, 44 - 1.0 / 3)
        expectRect(try layout.v("b").frame, 0, 44, 375, 30)
        let ios26 = try Fixture.compute(Self.table(rows, estimate: 0), on: "iPhone 17 Pro", os: "26")
        let row26 = try ios26.v("a").frame
        #expect(row26.height == 52, "\(row26)")
    }

    @Test("rows grow with Dynamic Type: each category's body lines, re-wrapped at the same width")
    func categoryGrowth() throws {
        var previous = 0.0
        for category in ContentSizeCategory.allCases {
            let layout = try Fixture.compute(Self.table([Self.row("r", text: Self.threeLines)]), on: "iPhone 13 mini", category: category)
            let body = LabelFont.textStyle(.body).resolved(for: category)
            let text = TextLayout(text: Self.threeLines, font: body, maxWidth: 343, numberOfLines: 0)
            let expected = TextMeasurement.roundUp(body.height(ofLines: text.lines.count), 3) + 22 + 1.0 / 3
            let height = try layout.v("r").frame.height
            #expect(close(height, expected), "\(category): \(height) against \(expected)")
            #expect(height > previous, "\(category)")
            previous = height
        }
    }

    @Test("rows stack: fixed and self-sizing rows together, and the table's contentSize is their sum")
    func stacking() throws {
        let rows = [Self.row("a", text: "Wi-Fi"), TableRow(id: "fixed", height: 60), Self.row("c", text: Self.threeLines)]
        let layout = try Fixture.compute(Self.table(rows), on: "iPhone 13 mini")
        let a = 20.0 + 1.0 / 3 + 22 + 1.0 / 3  // one body line (20.287, rounded up to 20.333) and the rest
        expectRect(try layout.v("a").frame, 0, 0, 375, a)
        expectRect(try layout.v("fixed").frame, 0, a, 375, 60)
        expectRect(try layout.v("c").frame, 0, a + 60, 375, 86 + 2.0 / 3)
        let scroll = try #require(try layout.v("table").scroll)
        #expect(close(scroll.contentSize.height, a + 60 + 86 + 2.0 / 3))
    }

    @Test("separatorStyle none: the cell is exactly its content view")
    func noSeparator() throws {
        let layout = try Fixture.compute(Self.table([Self.row("r", text: Self.threeLines)], separator: .none), on: "iPhone 13 mini")
        expectRect(try layout.v("r").frame, 0, 0, 375, 86 + 1.0 / 3)
        expectRect(try layout.v("r.contentView").frame, 0, 0, 375, 86 + 1.0 / 3)
    }

    @Test("constraints that do not reach the content view's bottom: the standard 44 pt and UIKit's warning",
          arguments: ["empty", "topOnly"])
    func collapsed(kind: String) throws {
        var row = TableRow(id: "r", height: TableRow.automaticDimension)
        if kind == "topOnly" {
            var label = View(id: "r.title", viewClass: .label)
            label.text = "Wi-Fi"
            let content = View(id: "r.contentView")
            label.activate([
                label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            ])
            row.subviews = [label]
        }
        let layout = try Fixture.compute(Self.table([row, Self.row("next", text: "Wi-Fi")]), on: "iPhone 13 mini")
        expectRect(try layout.v("r").frame, 0, 0, 375, 44)
        expectRect(try layout.v("next").frame, 0, 44, 375, 20.0 + 1.0 / 3 + 22 + 1.0 / 3)
        let warnings = layout.diagnostics.filter { $0.id == "r" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("constraints ambiguously suggest a height of zero") == true)
        #expect(!layout.diagnostics.contains { $0.kind == .layoutDidNotConverge })
    }

    @Test("a label centred in a row whose constraints give no height sits in the middle of the standard row, not around its top")
    func collapsedRowLaysOutItsContent() throws {
        var label = View(id: "r.title", viewClass: .label)
        label.text = "Wi-Fi"
        let content = View(id: "r.contentView")
        label.activate([
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ])
        let layout = try Fixture.compute(Self.table([TableRow(id: "r", height: TableRow.automaticDimension, subviews: [label])]), on: "iPhone 13 mini")
        let contentView = try layout.v("r.contentView").frame, title = try layout.v("r.title").frame
        #expect(close(contentView.height, 44 - 1.0 / 3))
        #expect(close(title.midY, contentView.height / 2), "title at \(title)")
        #expect(!layout.diagnostics.contains { $0.kind == .layoutDidNotConverge })
    }

    @Test("a calibration file sets the content view's vertical margins")
    func calibratedMargins() throws {
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(bytes: Array(#"{ "tableCellContentVerticalMargin": 15 }"#.utf8), file: "cal.json"))
        #expect(catalog.tableCellContentVerticalMargin == Sourced(15, confidence: "calibrated", note: "set by calibration file cal.json"))
        #expect(DeviceCatalog.bundled.tableCellContentVerticalMargin.value == 11)
        let layout = try Fixture.compute(Self.table([Self.row("r", text: Self.threeLines)]), on: "iPhone 13 mini", catalog: catalog)
        expectRect(try layout.v("r").frame, 0, 0, 375, 64 + 1.0 / 3 + 30 + 1.0 / 3)
        expectInsets(try layout.v("r.contentView").layoutMargins, 15, 16, 15, 16)
    }

    @Test("the Swift API's bad values are refused by the engine")
    func badSwiftValues() throws {
        #expect(throws: LayoutError.invalidGeometry(id: "table", field: "estimatedRowHeight", value: "-5.0")) {
            try Fixture.compute(Self.table([Self.row("r", text: "x")], estimate: -5), on: "iPhone 13 mini")
        }
        #expect(throws: LayoutError.invalidGeometry(id: "r", field: "height", value: "-2.0")) {
            try Fixture.compute(Self.table([TableRow(id: "r", height: -2)]), on: "iPhone 13 mini")
        }
    }
}

/// The spec's `"height": "automatic"`, `estimatedRowHeight` and `separatorStyle`.
@Suite("spec reader: self-sizing rows")
struct SelfSizingSpecTests {
    static func spec(_ table: String) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "table", "class": "tableView", "# + table + " } } } }"
    }

    @Test("automatic rows, an estimate, a separator style")
    func reads() throws {
        let spec = try SpecReader.read(bytes: Array(Self.spec(#""estimatedRowHeight": 60, "separatorStyle": "none", "rows": [ { "id": "a", "height": "automatic" }, { "id": "b", "height": 30 } ]"#).utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let table = vc.view else { Issue.record("no table"); return }
        #expect(table.rows.map(\.height) == [TableRow.automaticDimension, 30] && table.rows[0].isAutomaticHeight)
        #expect(table.estimatedRowHeight == 60 && table.separatorStyle == .none)
        let defaults = try SpecReader.read(bytes: Array(Self.spec(#""estimatedRowHeight": "automatic", "rows": []"#).utf8), file: "spec.json")
        guard case .viewController(let vc2) = defaults.root, let plain = vc2.view else { Issue.record("no table"); return }
        #expect(plain.estimatedRowHeight == TableRow.automaticDimension && plain.separatorStyle == .singleLine)
    }

    static let path = "spec.json: $.root.viewController.view"

    @Test("bad input: one line naming the path and the value", arguments: [
        (spec(#""rows": [ { "id": "a", "height": "auto" } ]"#), path + #".rows[0].height: a row's height is a number ≥ 0 or "automatic", got the string "auto""#),
        (spec(#""rows": [ { "id": "a", "height": -1 } ]"#), path + #".rows[0].height: a row's height is a number ≥ 0 or "automatic", got -1"#),
        (spec(#""rows": [ { "id": "a", "height": null } ]"#), path + #".rows[0].height: a row's height is a number ≥ 0 or "automatic", got null"#),
        (spec(#""estimatedRowHeight": -5, "rows": []"#), path + #".estimatedRowHeight: estimatedRowHeight is a number ≥ 0 or "automatic", got -5"#),
        (spec(#""estimatedRowHeight": "fast", "rows": []"#), path + #".estimatedRowHeight: estimatedRowHeight is a number ≥ 0 or "automatic", got the string "fast""#),
        (spec(#""separatorStyle": "double", "rows": []"#), path + #".separatorStyle: unknown separator style "double""#),
        (#"{ "root": { "viewController": { "id": "vc", "view": { "id": "v", "estimatedRowHeight": 44 } } } }"#,
         path + #".estimatedRowHeight: "estimatedRowHeight" applies to table views; this view's class is "view""#),
    ])
    func badInput(text: String, expected: String) {
        let message = SpecReaderBadInputTests.message(text)
        #expect(message.hasPrefix(expected), "got: \(message)")
    }

    @Test("bad calibration value", arguments: [
        (#"{ "tableCellContentVerticalMargin": -1 }"#, "cal.json: $.tableCellContentVerticalMargin: expected a number ≥ 0, got -1"),
        (#"{ "tableCellContentVerticalMargin": "11" }"#, #"cal.json: $.tableCellContentVerticalMargin: expected a number, got the string "11""#),
    ])
    func badCalibration(text: String, expected: String) {
        do {
            _ = try DeviceCatalog.bundled(calibration: Calibration(bytes: Array(text.utf8), file: "cal.json"))
            Issue.record("no error")
        } catch {
            #expect(error.description == expected, "got: \(error)")
        }
    }

    /// An accessory narrows the content view by its width: the label pinned to the margins wraps
    /// at the narrower width, and the cell itself keeps the table's width.
    @Test("accessoryWidth: the content view ends short of the accessory, the cell does not")
    func accessoryNarrowsTheContentView() throws {
        var row = SelfSizingCellTests.row("r", text: "Wi-Fi")
        row.accessoryWidth = 38.5
        let layout = try Fixture.compute(SelfSizingCellTests.table([row]), on: "iPhone 13 mini")
        expectRect(try layout.v("r").frame, 0, 0, 375, try layout.v("r").frame.height)
        #expect(try layout.v("r.contentView").frame.width == 375 - 38.5)
        // The right margin band ends at the table's margin (16 from the edge) or the content view's edge.
        let title = try layout.v("r.title").frame
        #expect(title.minX == 16 && title.maxX <= 375 - 38.5)
        // Right to left, the accessory is on the left: the content view starts after it.
        let rtl = try Fixture.compute(SelfSizingCellTests.table([row]), on: "iPhone 13 mini", direction: .rightToLeft)
        #expect(try rtl.v("r.contentView").frame.minX == 38.5 && rtl.v("r.contentView").frame.width == 375 - 38.5)
    }

    @Test("accessoryWidth in a spec: read, and a negative one refused at its path")
    func accessoryWidthInASpec() throws {
        let good = #"{"root": {"viewController": {"id": "vc", "view": {"id": "t", "class": "tableView", "rows": [{"id": "r", "height": 44, "accessoryWidth": 30.5}]}}}}"#
        let spec = try SpecReader.read(bytes: Array(good.utf8), file: "s.json")
        guard case .viewController(let vc) = spec.root else { Issue.record("not a view controller"); return }
        #expect(vc.view?.rows.first?.accessoryWidth == 30.5)
        let bad = good.replacingOccurrences(of: "30.5", with: "-1")
        #expect(throws: SpecError.self) { try SpecReader.read(bytes: Array(bad.utf8), file: "s.json") }
        do { _ = try SpecReader.read(bytes: Array(bad.utf8), file: "s.json") } catch {
            #expect("\(error)".contains("$.root.viewController.view.rows[0].accessoryWidth") && "\(error)".contains("accessoryWidth is a number of points ≥ 0, got -1"), "\(error)")
        }
    }
}
