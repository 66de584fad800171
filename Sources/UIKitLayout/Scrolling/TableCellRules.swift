/// How a table view lays out its rows' cells (uikit-rules.md e, Docs/Tables.md).
enum TableCellRules {
    /// The standard row height: what UIKit uses when a self-sizing cell's constraints "ambiguously
    /// suggest a height of zero" ("We're considering the collapse unintentional and using
    /// standard height instead", UIKit's log, quoted in openradar 42808310 and 46234942), and
    /// what the engine lays a self-sizing row out at before it is measured when the table gives
    /// no estimate (`UITableView.rowHeight`'s default for a table made in code).
    static let standardRowHeight = 44.0

    /// The height a self-sizing row whose constraints give none takes (Docs/Tables.md "Row
    /// heights"). Interface Builder's canvas stores such a cell (and a built-in style's) at 44
    /// less the separator through iOS 18 (43.5 at 2×, 43.667 at 3×) and at 51 from iOS 26. On a
    /// device UIKit uses its standard 44 through iOS 18; on iOS 26 the canvas's 51 plus the
    /// separator is assumed (not measured on a device).
    static func standardRowHeight(os: OSVersion, surface: LayoutSurface, separator: Double) -> Double {
        let canvas = os.major >= 26 ? 51 : standardRowHeight - separator
        return surface == .interfaceBuilderCanvas ? canvas : canvas + separator
    }

    /// R4, a table that turns estimates off (`estimatedRowHeight` 0) does not size its rows
    /// from their content: "If your table uses self-sizing cells, the value of this property must
    /// not be 0" (UIKit's `estimatedRowHeight` documentation). Its automatic rows take the
    /// standard row, separator included: 44 through iOS 18, 52 from iOS 26, as Interface
    /// Builder's canvas stores every such row (Docs/Tables.md, "Row heights"; 52 on an iOS 26
    /// device is assumed from the canvas).
    static func unestimatedRowHeight(os: OSVersion) -> Double { os.major >= 26 ? 52 : standardRowHeight }

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
    /// `UITableView.automaticDimension` sizes it; from iOS 26 the fitting height is first rounded
    /// up to whole points (Docs/Tables.md "Row heights", R2). A fitting height of zero
    /// (constraints that do not reach from the content view's top to its bottom) takes
    /// `standard`, as UIKit does; nil fitting height (the first pass, before any solve) takes the
    /// table's estimate. A table whose estimate is 0 sizes no row (R4, `unestimatedRowHeight`).
    static func rowHeight(_ row: TableRow, fittingContentHeight: Double?, estimatedRowHeight: Double, separator: Double,
                          standard: Double = standardRowHeight, os: OSVersion) -> Double {
        guard row.isAutomaticHeight else { return row.height }
        if estimatedRowHeight == 0 { return unestimatedRowHeight(os: os) }
        guard let fitting = fittingContentHeight else {
            return estimatedRowHeight > 0 ? estimatedRowHeight : standard
        }
        if collapsesToZero(fitting) { return standard }
        // MEASURED on Xcode 26's canvas (not on a device): 49.5 → 50.5 at 2×, 51 → 51.333 at
        // 3×; before it 44.5 → 45 (Docs/Tables.md, "Row heights").
        let content = os.major >= 26 ? (fitting - 1e-9).rounded(.up) : fitting
        return content + separator
    }

    /// The content view's top and bottom layout margins: 11 through iOS 18 (the catalog's
    /// `tableCellContentVerticalMargin`), 15 from iOS 26 (measured on Xcode 26's canvas through
    /// `topMargin`/`bottomMargin` constraints, Docs/Tables.md "Cells"), unless a calibration or
    /// the environment fixed the value.
    static func contentVerticalMargin(os: OSVersion, throughIOS18: Double, isFixed: Bool) -> Double {
        !isFixed && os.major >= 26 ? contentVerticalMarginIOS26 : throughIOS18
    }

    static let contentVerticalMarginIOS26 = 15.0

    /// UIKit's test for a self-sizing cell whose constraints do not determine its height.
    static func collapsesToZero(_ fittingContentHeight: Double) -> Bool { fittingContentHeight <= 1e-9 }

    /// The cell margin m: the table's default layout margins, which follow the screen, not the
    /// table's width: 16 points, 20 on wider screens, as the root view's system minimum
    /// (`minimumLayoutMargins`, rules b2; UIKit's decompiled table constants: 16, 20 on
    /// wide-margin screens). Measured on the canvas: 16 at 375 pt, 20 at 390, 393 and 414, and 20
    /// in a 350-wide table on a 414-pt screen.
    static func cellMargins(minimum: DirectionalEdgeInsets, direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        let m = minimum.physical(in: direction)
        return EdgeInsets(top: 0, left: m.left, bottom: 0, right: m.right)
    }

    /// The band the cells' content lines up with, in the table's bounds: the table's layout
    /// margins, at least the cell margins beyond its safe area (a table's margins are never less
    /// than UIKit's table margins), or the readable guide with `cellLayoutMarginsFollowReadableWidth`.
    static func contentBand(tableBounds: Rect, tableMargins: EdgeInsets, safeArea: EdgeInsets, cellMargins m: EdgeInsets,
                            readableGuide: Rect?) -> Rect {
        if let readableGuide { return readableGuide }
        let safe = safeArea.clampedAtZero
        let left = max(tableMargins.left, m.left + safe.left), right = max(tableMargins.right, m.right + safe.right)
        return Rect(x: tableBounds.minX + left, y: tableBounds.minY, width: max(0, tableBounds.width - left - right), height: tableBounds.height)
    }

    /// A cell's x and width: the table's full width, or in an inset-grouped table the band
    /// between the cell margins beyond the safe area (measured: x 16, width W − 32 at 375 pt; x 20,
    /// width W − 40 at 414 pt).
    static func cellSpan(style: TableViewStyle, tableWidth: Double, band: Rect, tableBoundsMinX: Double) -> (x: Double, width: Double) {
        style == .insetGrouped ? (band.minX - tableBoundsMinX, band.width) : (0, tableWidth)
    }

    /// `insetsContentViewsToSafeArea`: the content view keeps clear of the cell's left and right
    /// safe-area insets; the cell itself (its background) spans the full width. The content view
    /// ends above the separator on a device, and fills the cell on Interface Builder's canvas
    /// (`fillsCell`, Docs/Tables.md "The design canvas"); it ends short of the row's accessory
    /// on the trailing side: the right, or the left in a right-to-left layout.
    static func contentViewFrame(cellBounds: Rect, cellSafeAreaInsets s: EdgeInsets, insetsToSafeArea: Bool, separator: Double,
                                 accessoryWidth: Double = 0, rightToLeft: Bool = false, fillsCell: Bool = false) -> Rect {
        let height = max(0, cellBounds.height - (fillsCell ? 0 : separator))
        let safe = insetsToSafeArea ? s.clampedAtZero : .zero
        let width = max(0, cellBounds.width - safe.left - safe.right - accessoryWidth)
        return Rect(x: safe.left + (rightToLeft ? accessoryWidth : 0), y: 0, width: width, height: height)
    }

    /// The content view's margins. Top and bottom are the catalog's
    /// `tableCellContentVerticalMargin` (11 pt, `DeviceCatalog`), which do not grow with the
    /// content size category (openradar 42808310: the content view's vertical margins "remain
    /// constant"; the cell's own grow). Left and right reach `band` (the cells' content band,
    /// `contentBand`) from the content view's edges; in an inset-grouped cell they are the cell
    /// margins themselves (measured: 20 inside a 374-wide cell at 414 pt). With an accessory the
    /// trailing one is 8 (`TableAccessoryRules.trailingContentMargin`).
    ///
    /// `contentMinX`/`contentMaxX` are the content view's edges in the table's bounds coordinates.
    static func contentViewMargins(
        style: TableViewStyle, band: Rect, cellMargins m: EdgeInsets, contentMinX: Double, contentMaxX: Double,
        verticalMargin: Double, hasAccessory: Bool, rightToLeft: Bool
    ) -> EdgeInsets {
        var left = max(0, band.minX - contentMinX), right = max(0, contentMaxX - band.maxX)
        if style == .insetGrouped { (left, right) = (m.left, m.right) }
        if hasAccessory {
            if rightToLeft { left = TableAccessoryRules.trailingContentMargin } else { right = TableAccessoryRules.trailingContentMargin }
        }
        return EdgeInsets(top: verticalMargin, left: left, bottom: verticalMargin, right: right)
    }
}
