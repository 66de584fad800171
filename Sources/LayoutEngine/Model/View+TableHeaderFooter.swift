extension View {
    /// UIKit's `tableHeaderView`: "the first item to appear in the table's scrolling content",
    /// above the first section. The table keeps only the height of the view's `frame`: it lays
    /// the view out at the top of its content, as wide as the table (Apple's documentation of
    /// `tableHeaderView`; Docs/Tables.md, "Table header and footer views"). The view is one of
    /// the table's `subviews`, as in UIKit; setting another replaces it.
    public var tableHeaderView: View? {
        get { subview(tableHeaderViewID) }
        set { tableHeaderViewID = replaceSubview(tableHeaderViewID, with: newValue) }
    }

    /// UIKit's `tableFooterView`: below the last section, as wide as the table, its `frame`'s
    /// height tall (`tableHeaderView` says more).
    public var tableFooterView: View? {
        get { subview(tableFooterViewID) }
        set { tableFooterViewID = replaceSubview(tableFooterViewID, with: newValue) }
    }

    private func subview(_ id: String?) -> View? {
        guard let id else { return nil }
        return subviews.first { $0.id == id }
    }

    /// Takes the subview `id` out and appends `view` (nil: none); its id, the new property value.
    private mutating func replaceSubview(_ id: String?, with view: View?) -> String? {
        if let id { subviews.removeAll { $0.id == id } }
        guard let view else { return nil }
        subviews.append(view)
        return view.id
    }
}
