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

    /// Puts `view` where the subview `id` was, or after the others (nil: takes it out); its id,
    /// the new property value.
    private mutating func replaceSubview(_ id: String?, with view: View?) -> String? {
        let index = id.flatMap { id in subviews.firstIndex { $0.id == id } }
        switch (index, view) {
        case let (index?, view?): subviews[index] = view
        case let (index?, nil): subviews.remove(at: index)
        case let (nil, view?): subviews.append(view)
        case (nil, nil): break
        }
        return view?.id
    }
}
