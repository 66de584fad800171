/// One row of a table view. The engine makes it a `UITableViewCell` view with the row's id and a
/// content view `<id>.contentView` holding `subviews` (uikit-rules.md e).
public struct TableRow: Hashable, Sendable {
    public var id: String
    public var height: Double
    public var subviews: [View]

    public init(id: String, height: Double, subviews: [View] = []) {
        self.id = id
        self.height = height
        self.subviews = subviews
    }
}
