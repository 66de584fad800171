import LayoutEngine
import StrictXML

extension SceneImporter {
    /// Interface Builder's title over a table's prototype cells (the canvas's "Prototype Cells"
    /// header). Prototypes are templates the data source fills: on the design canvas they sit in
    /// one section under this title, as the canvas shows them; on a device, in one section
    /// without a header, as the app has none of the canvas's (Docs/decisions/0019-interface-builder-import-choices.md, prototype cells).
    static let prototypeCellsTitle = "Prototype Cells"

    /// A table's settings, style and sections (§3.10, Docs/Tables.md): a static table's sections
    /// with their titles and cells; prototype cells, one row each in document order, in one
    /// section titled as the canvas titles them.
    mutating func readTable(_ element: XMLElement, into view: inout View, context: inout HierarchyContext) throws(InterfaceBuilderError) {
        guard let tableID = element[attribute: "id"] else { return }
        if element[attribute: "separatorStyle"] == "none" { view.separatorStyle = .none }
        if element[attribute: "contentViewInsetsToSafeArea"] == "NO" { view.insetsContentViewsToSafeArea = false }
        if element[attribute: "cellLayoutMarginsFollowReadableWidth"] == "YES" { view.cellLayoutMarginsFollowReadableWidth = true }
        if let estimate = try Geometry.points(element, "estimatedRowHeight", file: file) {
            if estimate > 0 { view.estimatedRowHeight = estimate }
        } else if element[attribute: "rowHeight"] != nil {
            // No estimate written is an estimate of 0, estimates off (Xcode writes -1 for its
            // "Automatic"): the table sizes no row from its content (Docs/Tables.md, R4).
            view.estimatedRowHeight = 0
        }
        if let style = element[attribute: "style"] {
            if let known = TableViewStyle(rawValue: style) { view.style = known } else {
                warn(element, "table style \"\(style)\" is not plain, grouped or insetGrouped: laid out as plain")
            }
        }
        // -1 is IB's "automatic" (UITableView.automaticDimension); any other negative too.
        if let h = try Geometry.points(element, "sectionHeaderHeight", file: file) { view.sectionHeaderHeight = h >= 0 ? h : TableRow.automaticDimension }
        if let h = try Geometry.points(element, "sectionFooterHeight", file: file) { view.sectionFooterHeight = h >= 0 ? h : TableRow.automaticDimension }
        let tableRowHeight = try Geometry.points(element, "rowHeight", file: file)
        var sections: [TableSection] = []
        let prototypes = element.firstChild(named: "prototypes")?.children(named: "tableViewCell") ?? []
        if !prototypes.isEmpty {
            var section = TableSection(headerTitle: options.isDesignCanvas ? Self.prototypeCellsTitle : nil)
            for cell in prototypes { section.rows.append(try tableRow(cell, tableID: tableID, tableHeight: tableRowHeight, context: &context)) }
            sections.append(section)
        }
        if element[attribute: "dataMode"] == "static" {
            for sectionElement in element.firstChild(named: "sections")?.children(named: "tableViewSection") ?? [] {
                var section = TableSection(headerTitle: sectionElement[attribute: "headerTitle"], footerTitle: sectionElement[attribute: "footerTitle"])
                for cell in sectionElement.firstChild(named: "cells")?.children(named: "tableViewCell") ?? [] {
                    section.rows.append(try tableRow(cell, tableID: tableID, tableHeight: tableRowHeight, context: &context))
                }
                sections.append(section)
            }
        }
        view.sections = sections
    }

    /// One cell as a row (Docs/Tables.md): its content view's subviews, its content view named
    /// after the document's (`<content view id>.contentView`), its accessory, its built-in style's
    /// labels and image (placed by the engine's rules, not by their stored frames). Height: the
    /// cell's own `rowHeight`, else the table's when fixed, else self-sizing (the engine gives a
    /// cell whose constraints give no height the standard row).
    mutating func tableRow(_ cell: XMLElement, tableID: String, tableHeight: Double?, context: inout HierarchyContext) throws(InterfaceBuilderError) -> TableRow {
        let rowID = Naming.viewID(cell, outlets: document.index.outletNames)
        if let cellID = cell[attribute: "id"] {
            context.modelIDs[cellID] = rowID
            context.superviews[cellID] = tableID
        }
        var row = TableRow(id: rowID, height: TableRow.automaticDimension)
        readAccessory(cell, into: &row)
        if let level = cell[attribute: "indentationLevel"] {
            guard let n = Int(level), n >= 0, n <= 1000 else { throw error(cell, "indentationLevel \"\(level)\" is not a whole number from 0 to 1000") }
            row.indentationLevel = n
        }
        if let width = try Geometry.points(cell, "indentationWidth", file: file) { row.indentationWidth = width }
        if let content = cell.children.first(where: { $0.name == "tableViewCellContentView" }), let contentID = content[attribute: "id"] {
            row.contentViewID = "\(contentID).contentView"
            context.modelIDs[contentID] = row.contentViewID
            context.superviews[contentID] = cell[attribute: "id"] ?? tableID
            row.subviews = try subviews(of: content, superviewID: contentID, context: &context)
            for constraint in content.firstChild(named: "constraints")?.children(named: "constraint") ?? [] {
                context.pending.append(.init(element: constraint, ownerID: contentID))
            }
            readGuides(content, modelID: row.contentViewID, context: &context)
            if let margins = content.children.first(where: { ["layoutMargins", "directionalLayoutMargins"].contains($0[attribute: "key"] ?? "") }) {
                warn(margins, "a cell's content view with margins of its own: not modelled, laid out with UIKit's (11 top and bottom, the cell margin at the sides; Docs/Tables.md)")
            }
        }
        // Constraints Interface Builder keeps on the cell itself (between its content's views, or
        // to the cell's edges) are installed as UIKit installs them: the engine solves a hierarchy's
        // constraints together, whichever view holds them.
        if let cellID = cell[attribute: "id"] {
            for constraint in cell.firstChild(named: "constraints")?.children(named: "constraint") ?? [] {
                context.pending.append(.init(element: constraint, ownerID: cellID))
            }
        }
        if let style = cell[attribute: "style"] { readBuiltInStyle(style, cell: cell, row: &row, context: context) }
        if let own = try Geometry.points(cell, "rowHeight", file: file), own >= 0 {
            row.height = own
        } else if let tableHeight, tableHeight >= 0 {
            row.height = tableHeight
        }
        return row
    }

    /// `accessoryType`: its width comes from the engine's rules (Docs/Tables.md "Accessories");
    /// the ones not measured are said to be guesses.
    private mutating func readAccessory(_ cell: XMLElement, into row: inout TableRow) {
        guard let name = cell[attribute: "accessoryType"], name != "none" else { return }
        guard let type = TableViewCellAccessoryType(rawValue: name) else {
            warn(cell, "accessoryType \"\(name)\" is not one UIKit has: laid out without an accessory")
            return
        }
        row.accessoryType = type
        if type == .checkmark || type == .detailDisclosureButton {
            warn(cell, "accessory \(name): its width is not measured; taken as the \(type == .checkmark ? "disclosure indicator" : "detail button")'s (Docs/Tables.md, Accessories)")
        }
    }

    /// §7.6: a built-in style's labels and image, named by the cell's `textLabel`,
    /// `detailTextLabel` and `imageView` attributes, are placed by the engine's rules for the
    /// style (Docs/Tables.md "Built-in cell styles"). The guesses among them are warned about.
    private mutating func readBuiltInStyle(_ style: String, cell: XMLElement, row: inout TableRow, context: HierarchyContext) {
        let styles: [String: TableViewCellStyle] = [
            "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
            "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
        ]
        guard let known = styles[style] else {
            warn(cell, "cell style \(style) is not one of UIKit's four: its labels are laid out where the document's constraints and masks put them")
            return
        }
        func model(_ key: String) -> String? {
            guard let id = cell[attribute: key], let modelID = context.modelIDs[id], row.subviews.contains(where: { $0.id == modelID }) else { return nil }
            return modelID
        }
        row.style = known
        row.textLabelID = model("textLabel")
        row.detailTextLabelID = model("detailTextLabel")
        row.imageViewID = model("imageView")
        // Interface Builder's canvas sets an empty built-in label with the text its style's
        // template shows, "Title", and "Subtitle" or "Detail" (§7.6; Docs/Tables.md "Built-in
        // cell styles"): its stored frame measures that word. The app's code gives the real text.
        let placeholders = [(row.textLabelID, "Title"), (row.detailTextLabelID, known == .subtitle ? "Subtitle" : "Detail")]
        for case let (id?, placeholder) in placeholders {
            guard let index = row.subviews.firstIndex(where: { $0.id == id }), row.subviews[index].text?.isEmpty ?? true else { continue }
            row.subviews[index].text = placeholder
        }
        if known == .value2, row.textLabelID != nil || row.detailTextLabelID != nil {
            warn(cell, "built-in cell style Value2: its title column is 91 points wide, measured once (low confidence)")
        }
        if row.imageViewID != nil {
            warn(cell, "built-in cell style with an image: the image at the leading margin and the title 16 points after it are a guess (not measured)")
        }
    }
}
