import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The spec's table `style`, `sections` and section settings (Docs/LAYOUT-SPEC.md "Table sections").
@Suite("spec reader: table sections")
struct TableSectionSpecTests {
    static func spec(_ table: String) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "table", "class": "tableView", "# + table + " } } } }"
    }

    static func table(_ text: String) throws -> View {
        let spec = try SpecReader.read(bytes: Array(Self.spec(text).utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let table = vc.view else { throw SpecError(file: "spec.json", path: nil, message: "no table") }
        return table
    }

    @Test("style, sections with titles and heights, the table's section settings, accessories")
    func reads() throws {
        let table = try Self.table(#"""
            "style": "insetGrouped", "sectionHeaderHeight": 18, "sectionFooterHeight": "automatic", "sectionHeaderTopPadding": 0,
            "sections": [
              { "headerTitle": "Account", "footerTitle": "Signed in.", "rows": [ { "id": "a", "height": 44, "accessoryType": "disclosureIndicator" } ] },
              { "headerHeight": 10, "footerHeight": "automatic", "rows": [ { "id": "b", "height": "automatic" } ] },
              { }
            ]
            """#)
        #expect(table.style == .insetGrouped)
        #expect(table.sectionHeaderHeight == 18 && table.sectionFooterHeight == TableRow.automaticDimension && table.sectionHeaderTopPadding == 0)
        #expect(table.sections.count == 3)
        #expect(table.sections[0].headerTitle == "Account" && table.sections[0].footerTitle == "Signed in." && table.sections[0].headerHeight == nil)
        #expect(table.sections[0].rows.first?.accessoryType == .disclosureIndicator)
        #expect(table.sections[1].headerHeight == 10 && table.sections[1].footerHeight == TableRow.automaticDimension)
        #expect(table.sections[2].rows.isEmpty && table.rows.map(\.id) == ["a", "b"])
    }

    @Test("rows alone: one section without header or footer, the style plain")
    func rowsAlone() throws {
        let table = try Self.table(#""rows": [ { "id": "a", "height": 44 } ]"#)
        #expect(table.style == .plain && table.sections == [.untitled([TableRow(id: "a", height: 44)])])
        // UITableView bounces vertically unless told not to.
        #expect(table.alwaysBounceVertical)
        #expect(try !Self.table(#""rows": [], "alwaysBounceVertical": false"#).alwaysBounceVertical)
    }

    @Test("sections computed: a grouped table's first titled section at 55.5 on a 2× phone")
    func computes() throws {
        let text = Self.spec(#""style": "grouped", "sections": [ { "headerTitle": "A", "rows": [ { "id": "a", "height": 44 } ] } ]"#)
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        let layout = try Fixture.compute(spec.root, on: "iPhone SE (3rd generation)")
        #expect(try layout.v("a").frame.minY == 55.5)
    }

    @Test("tableHeaderView and tableFooterView: views the table places")
    func headerAndFooterViews() throws {
        let table = try Self.table(#"""
            "rows": [ { "id": "a", "height": 44 } ],
            "tableHeaderView": { "id": "h", "frame": [0, 0, 0, 80], "subviews": [ { "id": "logo", "frame": [10, 10, 40, 40] } ] },
            "tableFooterView": { "id": "f", "frame": [0, 0, 0, 30] }
            """#)
        #expect(table.tableHeaderView?.subviews.map(\.id) == ["logo"] && table.tableFooterView?.frame.height == 30)
        let layout = try Fixture.compute(.viewController(ViewController(id: "vc", view: table)), on: "iPhone SE (3rd generation)")
        #expect(try layout.v("h").frame == Rect(x: 0, y: 0, width: 375, height: 80))
        #expect(try layout.v("a").frame.minY == 80)
        #expect(try layout.v("f").frame == Rect(x: 0, y: 124, width: 375, height: 30))
    }

    static let path = "spec.json: $.root.viewController.view"

    @Test("bad input: the file, the JSON path, the value and what to do", arguments: [
        (spec(#""rows": [], "sections": []"#),
         path + #".sections: a table has "rows" (one section without header or footer) or "sections", not both: move the rows into a section of "sections""#),
        (spec(#""style": "fancy", "rows": []"#), path + #".style: unknown table style "fancy""#),
        (spec(#""sections": [ { "headerHeight": -2 } ]"#), path + #".sections[0].headerHeight: a section's headerHeight is a number ≥ 0 or "automatic", got -2"#),
        (spec(#""sections": [ { "footerHeight": "tall" } ]"#),
         path + #".sections[0].footerHeight: a section's footerHeight is a number ≥ 0 or "automatic", got the string "tall""#),
        (spec(#""sections": [ { "headerTitle": 3 } ]"#), path + #".sections[0].headerTitle: expected a string, got 3"#),
        (spec(#""sections": [ { "header": "A" } ]"#), path + #".sections[0].header: unknown key"#),
        (spec(#""sections": { "rows": [] }"#), path + #".sections: expected an array"#),
        (spec(#""sections": [ { "rows": [ { "id": "a", "height": 44, "accessoryType": "chevron" } ] } ]"#),
         path + #".sections[0].rows[0].accessoryType: unknown accessory type "chevron""#),
        (spec(#""sectionHeaderHeight": -3, "rows": []"#), path + #".sectionHeaderHeight: sectionHeaderHeight is a number ≥ 0 or "automatic", got -3"#),
        (spec(#""sectionHeaderTopPadding": "none", "rows": []"#),
         path + #".sectionHeaderTopPadding: sectionHeaderTopPadding is a number ≥ 0 or "automatic", got the string "none""#),
        (#"{ "root": { "viewController": { "id": "vc", "view": { "id": "v", "sections": [] } } } }"#,
         path + #".sections: "sections" applies to table views; this view's class is "view""#),
        (spec(#""rows": [], "tableHeaderView": { "id": "h" }"#),
         path + #".tableHeaderView: a table's header or footer view needs a "frame": the table keeps only its height and sets its origin and width, as UIKit does (for example "frame": [0, 0, 0, 120])"#),
        (spec(#""rows": [], "subviews": [ { "id": "x" } ], "tableHeaderView": { "id": "x", "frame": [0, 0, 0, 9] }"#),
         path + #".tableHeaderView.id: duplicate view id "x" (first used at $.root.viewController.view.subviews[0].id)"#),
        (#"{ "root": { "viewController": { "id": "vc", "view": { "id": "v", "tableFooterView": { "id": "f", "frame": [0, 0, 0, 9] } } } } }"#,
         path + #".tableFooterView: "tableFooterView" applies to table views; this view's class is "view""#),
        (spec(#""sections": [ { "rows": [ { "id": "a", "height": 44 } ] }, { "rows": [ { "id": "a", "height": 44 } ] } ]"#),
         path + #".sections[1].rows[0].id: duplicate view id "a" (first used at $.root.viewController.view.sections[0].rows[0].id)"#),
    ])
    func badInput(text: String, expected: String) {
        let message = SpecReaderBadInputTests.message(text)
        #expect(message.hasPrefix(expected), "got: \(message)")
    }
}
