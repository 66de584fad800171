/// One row of a table view. The engine makes it a `UITableViewCell` view with the row's id and a
/// content view (`contentView`, named `contentViewID`) holding `subviews` (uikit-rules.md e,
/// Docs/Tables.md).
public struct TableRow: Hashable, Sendable {
    public var id: String
    /// The row's height in points, or `TableRow.automaticDimension`: the height its content
    /// view's constraints give it (a self-sizing cell, UIKit's `UITableView.automaticDimension`).
    public var height: Double
    public var subviews: [View]
    /// Points the cell's accessory view takes from the content view's trailing side, given:
    /// the content view is that much narrower than the cell. 0 (the default): the width
    /// `accessoryType` takes by the rules (`TableAccessoryRules`, Docs/Tables.md "Accessories").
    public var accessoryWidth: Double = 0
    /// UIKit's `accessoryType`: the standard view at the cell's trailing edge.
    public var accessoryType: TableViewCellAccessoryType = .none
    /// UIKit's `UITableViewCell.CellStyle`: where the cell puts its own labels and image, the
    /// subviews named by `textLabelID`, `detailTextLabelID` and `imageViewID`
    /// (`BuiltInCellStyleRules`, Docs/Tables.md "Built-in cell styles").
    public var style: TableViewCellStyle = .default
    /// The id of the subview that is the cell's `textLabel` (placed by `style`, not by
    /// constraints); nil when the cell shows none.
    public var textLabelID: String?
    /// The id of the subview that is the cell's `detailTextLabel`.
    public var detailTextLabelID: String?
    /// The id of the subview that is the cell's `imageView`.
    public var imageViewID: String?
    /// UIKit's `indentationLevel` and `indentationWidth` (10): the built-in labels and image
    /// start `indentationLevel × indentationWidth` points further in.
    public var indentationLevel: Int = 0
    public var indentationWidth: Double = 10
    /// The id the engine gives the cell's content view; nil: `<row id>.contentView`.
    package var explicitContentViewID: String?
    /// What `contentView` holds besides its id and subviews: its constraints, layout guides and
    /// the properties set on it.
    private var contentViewSettings = View(id: "")

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

    /// The id of the cell's content view in the output: `<row id>.contentView`, or for a cell
    /// imported from Interface Builder the id of the document's content view element, so every
    /// view of the output begins with its document id.
    public var contentViewID: String {
        get { explicitContentViewID ?? "\(id).contentView" }
        set { explicitContentViewID = newValue }
    }

    /// UIKit's `contentView`: the view the cell lays the row's `subviews` out in, named
    /// `contentViewID` (`<row id>.contentView`). Use its anchors and guides in constraints, as in
    /// UIKit, instead of a stand-in view of that id:
    ///
    ///     label.topAnchor.constraint(equalTo: row.contentView.layoutMarginsGuide.topAnchor)
    ///
    /// Its `subviews` are the row's; constraints activated on it are installed, and its frame and
    /// margins are the cell's to set (Docs/Tables.md), so its own `frame` is not used.
    public var contentView: View {
        get {
            var view = contentViewSettings
            view.id = contentViewID
            view.subviews = subviews
            return view
        }
        set {
            subviews = newValue.subviews
            if newValue.id != contentViewID { contentViewID = newValue.id }
            contentViewSettings = newValue
            contentViewSettings.id = ""
            contentViewSettings.subviews = []
        }
    }

    /// The content view's link to its copies (`ViewIdentity`), read without a copy of it.
    var contentViewTrail: CopyTrail { contentViewSettings.copyTrail }

    /// `contentView` without its subviews: what the engine reads of it besides them.
    var contentViewShell: View {
        var view = contentViewSettings
        view.id = contentViewID
        return view
    }

    /// The ids of the subviews the cell style places (`textLabelID`, `detailTextLabelID`,
    /// `imageViewID`): they take no part in the content view's constraints.
    package var builtInViewIDs: [String] { [textLabelID, detailTextLabelID, imageViewID].compactMap { $0 } }
}

/// UIKit's `UITableViewCell.SeparatorStyle`: whether the table draws a one-pixel separator at
/// the bottom of each cell, below its content view.
public enum TableViewSeparatorStyle: String, Sendable, Hashable, CaseIterable {
    case singleLine
    case none
}
