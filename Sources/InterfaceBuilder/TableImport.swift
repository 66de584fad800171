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
        if let estimate = try Geometry.points(element, "estimatedRowHeight", file: file), estimate > 0 { view.estimatedRowHeight = estimate }
        if let style = element[attribute: "style"], style != "plain" {
            warn(element, "\(style) table: its section headers, footers and inset rows are not laid out; rows are stacked as in a plain table")
        }
        let tableRowHeight = try Geometry.points(element, "rowHeight", file: file)
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
    /// table's when fixed, else self-sizing when the content view's constraints reach both its
    /// top and its bottom (a chain that can give a height), else the height stored for the cell,
    /// which is what Interface Builder shows (a built-in style's cell, or content only centred).
    mutating func tableRow(_ cell: XMLElement, tableID: String, tableHeight: Double?, context: inout HierarchyContext) throws(InterfaceBuilderError) -> TableRow {
        let rowID = Naming.viewID(cell, outlets: document.index.outletNames)
        if let cellID = cell[attribute: "id"] {
            context.modelIDs[cellID] = rowID
            context.superviews[cellID] = tableID
        }
        var row = TableRow(id: rowID, height: TableRow.automaticDimension)
        let content = cell.children.first { $0.name == "tableViewCellContentView" }
        // An accessory narrows the content view: by as much as the document's stored frames say
        // (Xcode measured the accessory on its design device), when the cell has one.
        if let accessory = cell[attribute: "accessoryType"], accessory != "none",
           let cellWidth = try Geometry.checkedFrame(of: cell, file: file)?.width,
           let contentWidth = try content.flatMap({ c throws(InterfaceBuilderError) in try Geometry.checkedFrame(of: c, file: file) })?.width,
           cellWidth > contentWidth {
            row.accessoryWidth = cellWidth - contentWidth
        }
        var tiedTop = false, tiedBottom = false
        if let content, let contentID = content[attribute: "id"] {
            context.modelIDs[contentID] = "\(rowID).contentView"
            context.superviews[contentID] = cell[attribute: "id"] ?? tableID
            row.subviews = try subviews(of: content, superviewID: contentID, context: &context)
            for constraint in content.firstChild(named: "constraints")?.children(named: "constraint") ?? [] {
                context.pending.append(.init(element: constraint, ownerID: contentID))
                // Placeholder constraints are removed at build time: they give no height.
                if constraint[attribute: "placeholder"] == "YES" { continue }
                // Does it tie the content to the content view's top or bottom edge?
                for (item, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")] {
                    guard (constraint[attribute: item] ?? contentID) == contentID, let a = constraint[attribute: attribute] else { continue }
                    if a == "top" || a == "topMargin" { tiedTop = true }
                    if a == "bottom" || a == "bottomMargin" { tiedBottom = true }
                }
            }
            readGuides(content, modelID: "\(rowID).contentView", context: &context)
        }
        if let style = cell[attribute: "style"] {
            placeBuiltInStyle(style, cell: cell, row: &row, context: &context)
        }
        if let own = try Geometry.points(cell, "rowHeight", file: file), own >= 0 {
            row.height = own
        } else if let tableHeight, tableHeight >= 0 {
            row.height = tableHeight
        } else if !(tiedTop && tiedBottom) {
            row.height = max(0, try Geometry.checkedFrame(of: cell, file: file)?.height ?? 44)
        }
        return row
    }

    /// §7.6: the built-in styles place their labels and image with UIKit's private cell layout,
    /// which has not been measured here. Approximated with constraints, so the labels take their
    /// text's size and follow the content view's margins on every device: the image at the
    /// leading margin, centred vertically, the title 15 points after it (the frames Xcode stores
    /// in the corpus: a 24-point image at x 20 and its title at 59 on a 414-point table); a
    /// Default title filling the content view to the trailing margin, as stored; a Value1 title
    /// and detail centred, the detail at the trailing margin; a Subtitle detail under the title,
    /// the pair at the heights the document stores. Value2 keeps the stored frames. Warned
    /// about, as a guess.
    private mutating func placeBuiltInStyle(_ style: String, cell: XMLElement, row: inout TableRow, context: inout HierarchyContext) {
        let content = "\(row.id).contentView"
        func model(_ key: String) -> String? { cell[attribute: key].flatMap { context.modelIDs[$0] } }
        let text = model("textLabel"), detail = model("detailTextLabel"), image = model("imageView")
        guard style != "IBUITableViewCellStyleValue2", text != nil || detail != nil || image != nil else {
            warn(cell, "built-in cell style \(style): its labels and image are placed where the document stores them (UIKit's cell layout code is not modelled)")
            return
        }
        warn(cell, "built-in cell style \(style): labels placed by the content view's margins, centred (an approximation of UIKit's cell layout code, which is not modelled)")
        let placed = Set([text, detail, image].compactMap { $0 })
        for i in row.subviews.indices where placed.contains(row.subviews[i].id) {
            row.subviews[i].translatesAutoresizingMaskIntoConstraints = false
            row.subviews[i].autoresizingMask = []
            // The cell's image keeps its image's size; the title takes what is left.
            if row.subviews[i].id == image { row.subviews[i].contentHuggingPriority = AxisPriorities(horizontal: .required, vertical: .required) }
        }
        typealias A = LayoutConstraint.Anchor
        func equal(_ a: A, _ b: A, _ constant: Double = 0) { context.generated.append(LayoutConstraint(a, .equal, b, constant: constant)) }
        func atMost(_ a: A, _ b: A) { context.generated.append(LayoutConstraint(a, .lessThanOrEqual, b)) }
        let margins = "\(content).margins"
        if let image {
            equal(A(item: image, attribute: .leading), A(item: margins, attribute: .leading))
            equal(A(item: image, attribute: .centerY), A(item: content, attribute: .centerY))
        }
        guard let text else { return }
        if let image { equal(A(item: text, attribute: .leading), A(item: image, attribute: .trailing), 15) } else {
            equal(A(item: text, attribute: .leading), A(item: margins, attribute: .leading))
        }
        if style == "IBUITableViewCellStyleDefault" {
            equal(A(item: text, attribute: .trailing), A(item: margins, attribute: .trailing))
            equal(A(item: text, attribute: .top), A(item: content, attribute: .top))
            equal(A(item: text, attribute: .bottom), A(item: content, attribute: .bottom))
            return
        }
        atMost(A(item: text, attribute: .trailing), A(item: margins, attribute: .trailing))
        if style == "IBUITableViewCellStyleSubtitle", let detail,
           let textTop = row.subviews.first(where: { $0.id == text })?.frame.minY {
            equal(A(item: text, attribute: .top), A(item: content, attribute: .top), textTop)
            equal(A(item: detail, attribute: .top), A(item: text, attribute: .bottom))
            equal(A(item: detail, attribute: .leading), A(item: text, attribute: .leading))
            atMost(A(item: detail, attribute: .trailing), A(item: margins, attribute: .trailing))
            return
        }
        equal(A(item: text, attribute: .centerY), A(item: content, attribute: .centerY))
        if let detail {
            equal(A(item: detail, attribute: .trailing), A(item: margins, attribute: .trailing))
            equal(A(item: detail, attribute: .centerY), A(item: content, attribute: .centerY))
            context.generated.append(LayoutConstraint(A(item: detail, attribute: .leading), .greaterThanOrEqual, A(item: text, attribute: .trailing), constant: 8))
        }
    }
}
