/// How a table view lays out its rows' cells (uikit-rules.md e).
enum TableCellRules {
    /// `insetsContentViewsToSafeArea`: the content view keeps clear of the cell's left and right
    /// safe-area insets; the cell itself (its background) spans the full width.
    static func contentViewFrame(cellBounds: Rect, cellSafeAreaInsets s: EdgeInsets, insetsToSafeArea: Bool) -> Rect {
        guard insetsToSafeArea else { return cellBounds }
        let safe = s.clampedAtZero
        return Rect(x: safe.left, y: 0, width: max(0, cellBounds.width - safe.left - safe.right), height: cellBounds.height)
    }

    /// The content view's margins: left and right put its margins guide on the table's readable
    /// guide (`cellLayoutMarginsFollowReadableWidth`) or on the table's own margins guide (the
    /// "standard margins", e). Top and bottom keep UIKit's plain default of 8: the cell's own
    /// vertical margins are not in the reference (unsourced).
    ///
    /// `contentMinX`/`contentMaxX` are the content view's edges in the table's bounds coordinates.
    static func contentViewMargins(
        followsReadableWidth: Bool, tableMarginsGuide: Rect, tableReadableGuide: Rect, contentMinX: Double, contentMaxX: Double
    ) -> EdgeInsets {
        let band = followsReadableWidth ? tableReadableGuide : tableMarginsGuide
        return EdgeInsets(top: 8, left: max(0, band.minX - contentMinX), bottom: 8, right: max(0, contentMaxX - band.maxX))
    }
}
