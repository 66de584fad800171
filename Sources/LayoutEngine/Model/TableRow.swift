/// One row of a table view. The engine makes it a `UITableViewCell` view with the row's id and a
/// content view `<id>.contentView` holding `subviews` (uikit-rules.md e).
public struct TableRow: Hashable, Sendable {
    public var id: String
    /// The row's height in points, or `TableRow.automaticDimension`: the height its content
    /// view's constraints give it (a self-sizing cell, UIKit's `UITableView.automaticDimension`).
    public var height: Double
    public var subviews: [View]
    /// Points the cell's accessory view (a disclosure indicator, a detail button, a checkmark)
    /// takes from the content view's trailing side: the content view is that much narrower than
    /// the cell. UIKit sizes accessories itself; their widths are not in the reference, so this
    /// is given, not derived (the Interface Builder importer takes it from the frames the
    /// document stores for its cell and content view). 0: no accessory.
    public var accessoryWidth: Double = 0

    public init(id: String, height: Double, subviews: [View] = [], accessoryWidth: Double = 0) {
        self.id = id
        self.height = height
        self.subviews = subviews
        self.accessoryWidth = accessoryWidth
    }

    /// UIKit's `UITableView.automaticDimension` (-1): as a row's `height`, the row sizes itself
    /// from its content view's constraints; as a table's `estimatedRowHeight`, the table
    /// estimates by itself (UIKit's default since iOS 11).
    public static let automaticDimension = -1.0

    /// True for a self-sizing row (`height` is `automaticDimension`).
    public var isAutomaticHeight: Bool { height == Self.automaticDimension }
}

/// UIKit's `UITableViewCell.SeparatorStyle`: whether the table draws a one-pixel separator at
/// the bottom of each cell, below its content view.
public enum TableViewSeparatorStyle: String, Sendable, Hashable, CaseIterable {
    case singleLine
    case none
}
