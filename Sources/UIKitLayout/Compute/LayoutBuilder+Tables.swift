extension LayoutBuilder {
    /// A table's content from top to bottom: its header view's height, each section's bands
    /// (space above its header, the header, the footer, `TableSectionRules`) and its rows'
    /// heights (`TableCellRules.rowHeight`: fixed, or self-sizing from the last solve, or the
    /// estimate before the first), its footer view's height.
    struct TableContent {
        var headerViewHeight: Double
        var bands: [TableSectionRules.Bands]
        var rowHeights: [[Double]]
        var height: Double
    }

    /// Where a table puts its header or footer view (`View.tableHeaderView`): at the top of its
    /// content or below the last section, as wide as the table (`width`), at the height of the
    /// view's own frame (Apple's documentation of `tableHeaderView`; Docs/Tables.md, "Table
    /// header and footer views"). nil for any other subview.
    func headerOrFooterFrame(of subview: View, in table: View, content: TableContent, width: Double) -> Rect? {
        let height = max(0, subview.frame.height)
        if subview.id == table.tableHeaderViewID { return Rect(x: 0, y: 0, width: width, height: height) }
        if subview.id == table.tableFooterViewID { return Rect(x: 0, y: content.height - height, width: width, height: height) }
        return nil
    }

    func separatorHeight(of table: View) -> Double {
        TableCellRules.separatorHeight(table.separatorStyle, scale: environment.device.scale.value)
    }

    /// The cell margins of this screen (`TableCellRules.cellMargins`).
    func tableCellMargins(direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        TableCellRules.cellMargins(minimum: metrics.minimumLayoutMargins.value, direction: direction)
    }

    func tableContent(of table: View, width: Double) -> TableContent {
        let separator = separatorHeight(of: table)
        let standard = TableCellRules.standardRowHeight(os: environment.device.os, surface: environment.surface, separator: separator)
        let margins = tableCellMargins(direction: table.semanticContentAttribute.effectiveDirection(in: environment.layoutDirection))
        let context = TableSectionRules.Context(
            style: table.style, os: environment.device.os, scale: environment.device.scale.value, surface: environment.surface,
            sectionHeaderHeight: table.sectionHeaderHeight, sectionFooterHeight: table.sectionFooterHeight,
            sectionHeaderTopPadding: table.sectionHeaderTopPadding, titleWidth: width - margins.left - margins.right,
            category: environment.contentSizeCategory)
        let header = max(0, table.tableHeaderView?.frame.height ?? 0)
        var content = TableContent(headerViewHeight: header, bands: [], rowHeights: [], height: header)
        content.bands.reserveCapacity(table.sections.count)
        for (index, section) in table.sections.enumerated() {
            let bands = TableSectionRules.bands(of: section, index: index, context)
            let heights = section.rows.map {
                TableCellRules.rowHeight($0, fittingContentHeight: solved.collapsedRows.contains($0.id) ? 0 : solved.fittingHeights[$0.id],
                                         estimatedRowHeight: table.estimatedRowHeight, separator: separator, standard: standard, os: environment.device.os)
            }
            content.bands.append(bands)
            content.rowHeights.append(heights)
            content.height += bands.above + bands.header + heights.reduce(0, +) + bands.footer
        }
        content.height += max(0, table.tableFooterView?.frame.height ?? 0)
        return content
    }

    /// Sections stacked from the top of the content, below the table's header view: for each,
    /// the space above its header, the header, its rows' cells, its footer (Docs/Tables.md).
    /// Each cell holds its content view (`TableRow.contentViewID`) with the row's subviews, the
    /// cell style's own placed by `BuiltInCellStyleRules`.
    mutating func layOutCells(
        of table: View, content: TableContent, table computed: ComputedView, superview: Superview, controllerID: String?,
        children: inout [String: [ChildViewController]], depth: Int
    ) throws(LayoutError) {
        let separator = separatorHeight(of: table)
        let direction = table.semanticContentAttribute.effectiveDirection(in: environment.layoutDirection)
        let rightToLeft = direction == .rightToLeft
        let cellMargins = tableCellMargins(direction: direction)
        let bounds = computed.bounds
        var band = TableCellRules.contentBand(
            tableBounds: bounds, tableMargins: computed.layoutMargins, safeArea: computed.safeAreaInsets, cellMargins: cellMargins,
            readableGuide: table.cellLayoutMarginsFollowReadableWidth ? computed.readableContentGuide : nil)
        band.origin.x -= bounds.minX
        let span = TableCellRules.cellSpan(style: table.style, tableWidth: computed.frame.width, band: band, tableBoundsMinX: 0)
        var y = content.headerViewHeight
        for (s, section) in table.sections.enumerated() {
            y += content.bands[s].above + content.bands[s].header
            for (row, height) in zip(section.rows, content.rowHeights[s]) {
                if environment.surface == .device, row.builtInViewIDs.isEmpty, row.isAutomaticHeight, solved.collapsedRows.contains(row.id) {
                    warn(row.id, "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead (\(NumberText.format(height)) pt): pin the content from \"\(row.contentViewID)\".top to its bottom")
                }
                let cellFrame = Rect(x: span.x, y: y, width: span.width, height: height)
                y += height
                try layOutCell(row, frame: cellFrame, table: table, band: band, cellMargins: cellMargins, separator: separator,
                               rightToLeft: rightToLeft, superview: superview, controllerID: controllerID, children: &children, depth: depth)
            }
            y += content.bands[s].footer
        }
    }

    private mutating func layOutCell(
        _ row: TableRow, frame cellFrame: Rect, table: View, band: Rect, cellMargins: EdgeInsets, separator: Double, rightToLeft: Bool,
        superview: Superview, controllerID: String?, children: inout [String: [ChildViewController]], depth: Int
    ) throws(LayoutError) {
        let cellIndex = try layOutView(View(id: row.id, viewClass: .tableViewCell), frame: cellFrame, superview: superview,
                                       controllerID: controllerID, root: nil, children: &children, depth: depth + 1)
        let cell = views[cellIndex]
        let unaccessorized = TableCellRules.contentViewFrame(cellBounds: cell.bounds, cellSafeAreaInsets: cell.safeAreaInsets,
                                                             insetsToSafeArea: table.insetsContentViewsToSafeArea, separator: separator)
        let accessory = TableAccessoryRules.takenWidth(row, available: unaccessorized.width,
                                                       trailingMargin: rightToLeft ? cellMargins.left : cellMargins.right,
                                                       os: environment.device.os, scale: environment.device.scale.value)
        let contentFrame = TableCellRules.contentViewFrame(cellBounds: cell.bounds, cellSafeAreaInsets: cell.safeAreaInsets,
                                                           insetsToSafeArea: table.insetsContentViewsToSafeArea, separator: separator,
                                                           accessoryWidth: accessory, rightToLeft: rightToLeft,
                                                           fillsCell: environment.surface == .interfaceBuilderCanvas)
        let margins = TableCellRules.contentViewMargins(
            style: table.style, band: band, cellMargins: cellMargins,
            contentMinX: cellFrame.minX + contentFrame.minX, contentMaxX: cellFrame.minX + contentFrame.maxX,
            verticalMargin: TableCellRules.contentVerticalMargin(os: environment.device.os, throughIOS18: environment.tableCellContentVerticalMargin,
                                                                  isFixed: environment.isTableCellContentVerticalMarginFixed),
            hasAccessory: accessory > 0, rightToLeft: rightToLeft)
        let cellAsSuperview = Superview(id: cell.id, bounds: cell.bounds, safeAreaInsetsForSubviews: cell.safeAreaInsets,
                                        layoutMargins: cell.layoutMargins, transformToWindow: cell.transformToWindow)
        var contentView = row.contentView
        if !row.builtInViewIDs.isEmpty {
            placeBuiltInViews(of: row, in: &contentView, size: contentFrame.size, margins: margins, rightToLeft: rightToLeft)
        }
        try layOutView(contentView, frame: contentFrame, superview: cellAsSuperview, controllerID: controllerID, root: nil,
                       children: &children, depth: depth + 2, marginsOverride: margins)
    }

    /// The cell style's own label and image views get the frames `BuiltInCellStyleRules` gives
    /// them in the content view.
    private func placeBuiltInViews(of row: TableRow, in contentView: inout View, size: Size, margins: EdgeInsets, rightToLeft: Bool) {
        let indent = Double(max(0, row.indentationLevel)) * row.indentationWidth
        let leading = (rightToLeft ? margins.right : margins.left) + indent
        let trailing = rightToLeft ? margins.left : margins.right
        let room = max(0, size.width - leading - trailing)
        func item(_ id: String?) -> BuiltInCellStyleRules.Item? {
            guard let id, let view = contentView.subviews.first(where: { $0.id == id }), !view.isHidden else { return nil }
            let natural = view.intrinsicContentSize
                ?? TextMeasurement.intrinsicContentSize(of: view, width: room, category: environment.contentSizeCategory,
                                                        scale: environment.device.scale.value, os: environment.device.os, controls: environment.controlTextMetrics)
                ?? .zero
            let size = Size(width: max(0, natural.width), height: max(0, natural.height))
            let ascender = view.viewClass == .label ? (view.font ?? .labelDefault).resolved(for: environment.contentSizeCategory).ascender : 0
            return BuiltInCellStyleRules.Item(size: size, ascender: ascender)
        }
        var frames = BuiltInCellStyleRules.frames(style: row.style, contentSize: size, leading: leading, trailing: trailing,
                                                  text: item(row.textLabelID), detail: item(row.detailTextLabelID), image: item(row.imageViewID))
        if rightToLeft { frames = BuiltInCellStyleRules.mirrored(frames, width: size.width) }
        for i in contentView.subviews.indices {
            let id = contentView.subviews[i].id
            let frame = id == row.textLabelID ? frames.textLabel : id == row.detailTextLabelID ? frames.detailTextLabel
                : id == row.imageViewID ? frames.imageView : nil
            if let frame { contentView.subviews[i].frame = frame }
        }
    }
}
