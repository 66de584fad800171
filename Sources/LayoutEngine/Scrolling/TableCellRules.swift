/// How a table view lays out its rows' cells (uikit-rules.md e).
enum TableCellRules {
    /// The standard row height: what UIKit uses when a self-sizing cell's constraints "ambiguously
    /// suggest a height of zero" ("We're considering the collapse unintentional and using
    /// standard height instead", UIKit's log, quoted in openradar 42808310 and 46234942), and
    /// what the engine lays a self-sizing row out at before it is measured when the table gives
    /// no estimate (`UITableView.rowHeight`'s default for a table made in code).
    static let standardRowHeight = 44.0

    /// The separator below each cell's content view: one pixel (1 / scale) with `.singleLine`.
    /// Sources: Interface Builder shows a row height of 54.5 for a self-sizing cell whose
    /// content is 54 pt on a 2× canvas, and the separator is 0.33 pt on a 3× device
    /// (Stack Overflow 62599451); the content view of a 44-pt cell is 43.5 pt on 2× screens.
    static func separatorHeight(_ style: TableViewSeparatorStyle, scale: Double) -> Double {
        style == .singleLine && scale > 0 ? 1 / scale : 0
    }

    /// A row's height: a fixed row's own; a self-sizing row's is its content view's fitting
    /// height (`systemLayoutSizeFitting` at the content view's width, the height at
    /// `fittingSizeLevel`, solved by the passes) plus the separator, as
    /// `UITableView.automaticDimension` sizes it. A fitting height of zero (constraints that do
    /// not reach from the content view's top to its bottom) takes the standard height, as UIKit
    /// does; nil fitting height (the first pass, before any solve) takes the table's estimate.
    static func rowHeight(_ row: TableRow, fittingContentHeight: Double?, estimatedRowHeight: Double, separator: Double) -> Double {
        guard row.isAutomaticHeight else { return row.height }
        guard let fitting = fittingContentHeight else {
            return estimatedRowHeight > 0 ? estimatedRowHeight : standardRowHeight
        }
        return collapsesToZero(fitting) ? standardRowHeight : fitting + separator
    }

    /// UIKit's test for a self-sizing cell whose constraints do not determine its height.
    static func collapsesToZero(_ fittingContentHeight: Double) -> Bool { fittingContentHeight <= 1e-9 }

    /// `insetsContentViewsToSafeArea`: the content view keeps clear of the cell's left and right
    /// safe-area insets; the cell itself (its background) spans the full width. The content view
    /// ends above the separator, and short of the row's accessory (`TableRow.accessoryWidth`) on
    /// the trailing side: the right, or the left in a right-to-left layout.
    static func contentViewFrame(cellBounds: Rect, cellSafeAreaInsets s: EdgeInsets, insetsToSafeArea: Bool, separator: Double,
                                 accessoryWidth: Double = 0, rightToLeft: Bool = false) -> Rect {
        let height = max(0, cellBounds.height - separator)
        let safe = insetsToSafeArea ? s.clampedAtZero : .zero
        let width = max(0, cellBounds.width - safe.left - safe.right - accessoryWidth)
        return Rect(x: safe.left + (rightToLeft ? accessoryWidth : 0), y: 0, width: width, height: height)
    }

    /// The content view's margins: left and right put its margins guide on the table's readable
    /// guide (`cellLayoutMarginsFollowReadableWidth`) or on the table's own margins guide (the
    /// "standard margins", e), so 16 or 20 pt beyond the safe area in a full-screen table (the
    /// root view's system minimum, b2). Top and bottom are the catalog's
    /// `tableCellContentVerticalMargin` (11 pt, `DeviceCatalog`), which do not grow with the
    /// content size category (openradar 42808310: the content view's vertical margins "remain
    /// constant"; the cell's own grow).
    ///
    /// `contentMinX`/`contentMaxX` are the content view's edges in the table's bounds coordinates.
    static func contentViewMargins(
        followsReadableWidth: Bool, tableMarginsGuide: Rect, tableReadableGuide: Rect, contentMinX: Double, contentMaxX: Double,
        verticalMargin: Double
    ) -> EdgeInsets {
        let band = followsReadableWidth ? tableReadableGuide : tableMarginsGuide
        return EdgeInsets(top: verticalMargin, left: max(0, band.minX - contentMinX), bottom: verticalMargin, right: max(0, contentMaxX - band.maxX))
    }
}
