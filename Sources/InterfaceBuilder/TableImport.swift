import LayoutEngine
import StrictXML

extension SceneImporter {
    /// A table's settings and its rows (§3.10): a static table's cells as they are; prototype
    /// cells, which are templates the data source fills, one row each in document order, so
    /// every template is laid out and seen.
    mutating func readTable(_ element: XMLElement, into view: inout View, context: inout HierarchyContext) throws(InterfaceBuilderError) {
        guard let tableID = element[attribute: "id"] else { return }
        if element[attribute: "separatorStyle"] == "none" { view.separatorStyle = .none }
        if element[attribute: "contentViewInsetsToSafeArea"] == "NO" { view.insetsContentViewsToSafeArea = false }
        if element[attribute: "cellLayoutMarginsFollowReadableWidth"] == "YES" { view.cellLayoutMarginsFollowReadableWidth = true }
        if let estimate = Geometry.number(element, "estimatedRowHeight"), estimate > 0 { view.estimatedRowHeight = estimate }
        if let style = element[attribute: "style"], style != "plain" {
            warn(element, "\(style) table: its section headers, footers and inset rows are not laid out; rows are stacked as in a plain table")
        }
        let tableRowHeight = Geometry.number(element, "rowHeight")
        var cells = element.firstChild(named: "prototypes")?.children(named: "tableViewCell") ?? []
        if element[attribute: "dataMode"] == "static" {
            for section in element.firstChild(named: "sections")?.children(named: "tableViewSection") ?? [] {
                cells += section.firstChild(named: "cells")?.children(named: "tableViewCell") ?? []
            }
        }
        for cell in cells {
            view.rows.append(try tableRow(cell, tableID: tableID, tableHeight: tableRowHeight, context: &context))
        }
    }

    /// One cell as a row: its content view's subviews, its content view known by the id the
    /// engine gives it (`<row id>.contentView`). Height: the cell's own `rowHeight`, else the
    /// table's when fixed, else self-sizing when the content view has constraints, else the
    /// height stored for the cell (a built-in style's labels are placed by UIKit's code, §7.6).
    mutating func tableRow(_ cell: XMLElement, tableID: String, tableHeight: Double?, context: inout HierarchyContext) throws(InterfaceBuilderError) -> TableRow {
        let rowID = Naming.viewID(cell, outlets: document.index.outletNames)
        if let cellID = cell[attribute: "id"] {
            context.modelIDs[cellID] = rowID
            context.superviews[cellID] = tableID
        }
        var row = TableRow(id: rowID, height: TableRow.automaticDimension)
        let content = cell.children.first { $0.name == "tableViewCellContentView" }
        var hasConstraints = false
        if let content, let contentID = content[attribute: "id"] {
            context.modelIDs[contentID] = "\(rowID).contentView"
            context.superviews[contentID] = cell[attribute: "id"] ?? tableID
            for child in content.firstChild(named: "subviews")?.children ?? [] where ViewElements.isView(child.name) {
                row.subviews.append(try view(child, superviewID: contentID, context: &context))
            }
            for constraint in content.firstChild(named: "constraints")?.children(named: "constraint") ?? [] {
                context.pending.append(.init(element: constraint, ownerID: contentID))
                hasConstraints = true
            }
            readContentGuides(content, rowID: rowID, context: &context)
        }
        if let style = cell[attribute: "style"] {
            warn(cell, "built-in cell style \(style): its labels and image are placed where the document stores them (UIKit's cell layout code is not modelled)")
        }
        if let own = Geometry.number(cell, "rowHeight"), own >= 0 {
            row.height = own
        } else if let tableHeight, tableHeight >= 0 {
            row.height = tableHeight
        } else if !hasConstraints {
            row.height = Geometry.frame(of: cell)?.height ?? 44
        }
        return row
    }

    private func readContentGuides(_ content: XMLElement, rowID: String, context: inout HierarchyContext) {
        for guide in content.children(named: "viewLayoutGuide") where guide[attribute: "key"] == "safeArea" {
            if let id = guide[attribute: "id"] { context.guides[id] = .viewGuide("\(rowID).contentView", .safeArea) }
        }
    }

    /// A container view's embed segue (§2.2): the destination controller's root view fills the
    /// container, as UIKit sizes an embedded child's view to its container.
    mutating func embed(_ element: XMLElement, in container: View, context: inout HierarchyContext) throws(InterfaceBuilderError) {
        guard let segue = element.firstChild(named: "connections")?.children(named: "segue").first(where: { $0[attribute: "kind"] == "embed" }) else {
            warn(element, "container view without an embed segue: laid out empty")
            return
        }
        let child = try destination(of: segue, showing: [])
        let frame = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
        context.children.append(ChildViewController(in: container.id, frame: frame, controller: child))
    }
}
