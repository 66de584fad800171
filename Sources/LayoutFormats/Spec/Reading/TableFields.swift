import StrictJSON
import UIKitLayout

/// A table view's `style`, its `rows` or `sections` and the section settings
/// (Docs/LAYOUT-SPEC.md "Table sections").
extension SpecTreeReader {
    mutating func readTableSections(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        if let style = object.optional("style") {
            view.style = TableViewStyle(rawValue: try style.oneOf(TableViewStyle.allCases.map(\.rawValue), what: "table style"))!
        }
        if let h = object.optional("sectionHeaderHeight") { view.sectionHeaderHeight = try h.rowHeight(what: "sectionHeaderHeight") }
        if let h = object.optional("sectionFooterHeight") { view.sectionFooterHeight = try h.rowHeight(what: "sectionFooterHeight") }
        if let p = object.optional("sectionHeaderTopPadding") { view.sectionHeaderTopPadding = try p.rowHeight(what: "sectionHeaderTopPadding") }
        let rowsNode = object.optional("rows"), sectionsNode = object.optional("sections")
        if let sectionsNode {
            if rowsNode != nil {
                throw sectionsNode.error("a table has \"rows\" (one section without header or footer) or \"sections\", not both: move the rows into a section of \"sections\"")
            }
            var sections: [TableSection] = []
            for item in try sectionsNode.array() { sections.append(try section(item)) }
            view.sections = sections
        } else {
            var rows: [TableRow] = []
            for rowNode in try rowsNode?.array() ?? [] { rows.append(try row(rowNode)) }
            view.rows = rows
        }
    }

    /// `{ "headerTitle", "footerTitle", "headerHeight", "footerHeight", "rows" }`, each optional.
    mutating func section(_ node: JSONNode) throws(SpecError) -> TableSection {
        let object = try node.object()
        try object.allowOnly(["headerTitle", "footerTitle", "headerHeight", "footerHeight", "rows"])
        var section = TableSection()
        section.headerTitle = try object.optional("headerTitle")?.string()
        section.footerTitle = try object.optional("footerTitle")?.string()
        if let h = object.optional("headerHeight") { section.headerHeight = try h.rowHeight(what: "a section's headerHeight") }
        if let h = object.optional("footerHeight") { section.footerHeight = try h.rowHeight(what: "a section's footerHeight") }
        for rowNode in try object.optional("rows")?.array() ?? [] { section.rows.append(try row(rowNode)) }
        return section
    }
}
