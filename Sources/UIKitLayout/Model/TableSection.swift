/// UIKit's `UITableView.Style`: how a table groups its sections (Docs/Tables.md).
public enum TableViewStyle: String, Sendable, Hashable, CaseIterable {
    /// Rows edge to edge; section headers and footers in the plain style.
    case plain
    /// Sections set apart by their headers and footers, rows edge to edge.
    case grouped
    /// Grouped, each section's rows inset from the table's sides by the cell margin.
    case insetGrouped
}

/// One section of a table view: its rows, and the header and footer UIKit puts around them
/// (the data source's `titleForHeaderInSection`/`titleForFooterInSection`, the delegate's
/// `heightForHeaderInSection`/`heightForFooterInSection`). Heights left nil come from the
/// table's style and settings (`TableSectionRules`, Docs/Tables.md "Sections").
public struct TableSection: Hashable, Sendable {
    public var headerTitle: String?
    public var footerTitle: String?
    /// The header's height in points, as the delegate would return it; nil (or
    /// `TableRow.automaticDimension`): from the rules.
    public var headerHeight: Double?
    /// The footer's height in points; nil (or `TableRow.automaticDimension`): from the rules.
    public var footerHeight: Double?
    public var rows: [TableRow]

    public init(headerTitle: String? = nil, footerTitle: String? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil,
                rows: [TableRow] = []) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.rows = rows
    }

    /// A section as the spec's and the Swift API's plain `rows` make it: no titles, no header
    /// or footer (0 high), so the rows start at the top of the content as they always have.
    public static func untitled(_ rows: [TableRow]) -> TableSection {
        TableSection(headerHeight: 0, footerHeight: 0, rows: rows)
    }
}
