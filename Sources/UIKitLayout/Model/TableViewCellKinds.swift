/// UIKit's `UITableViewCell.AccessoryType`: the standard view a cell shows at its trailing edge.
public enum TableViewCellAccessoryType: String, Sendable, Hashable, CaseIterable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// UIKit's `UITableViewCell.CellStyle`: the layouts a cell gives its own `textLabel`,
/// `detailTextLabel` and `imageView` (Docs/Tables.md "Built-in cell styles").
public enum TableViewCellStyle: String, Sendable, Hashable, CaseIterable {
    /// The title filling the row, after the image.
    case `default`
    /// The title at the leading margin, the detail right-aligned at the trailing one.
    case value1
    /// A fixed-width title column, the detail after it.
    case value2
    /// The title with the detail under it, the pair centred.
    case subtitle
}
