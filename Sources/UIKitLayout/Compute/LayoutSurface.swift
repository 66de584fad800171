/// Where a layout is shown, where the two differ: on a device, as UIKit lays views out when the
/// app runs, or on Interface Builder's design canvas, which draws table cells its own way
/// (Docs/Tables.md "The design canvas"). Everything else is laid out the same on both.
public enum LayoutSurface: String, Sendable, Hashable, CaseIterable {
    /// UIKit at run time: a cell's content view ends above its separator; a self-sizing row
    /// whose constraints give no height takes the standard height, with UIKit's warning; a
    /// plain table shows headers and footers only for sections that have them.
    case device
    /// Interface Builder's canvas: a cell's content view is as tall as the cell; a row with
    /// nothing to size it is the canvas's standard row; every plain section shows a header and
    /// a footer, as the canvas draws them.
    case interfaceBuilderCanvas
}
