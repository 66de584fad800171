/// The UIKit class a view node stands for (the spec's `class`). Scroll-view classes get the
/// scroll-view geometry (uikit-rules.md d); the others are laid out as plain views until their
/// own sizing rules arrive (labels with Auto Layout, stack views with arrangement).
public enum ViewClass: String, CaseIterable, Sendable, Hashable, Codable {
    case view
    case scrollView
    case tableView
    case collectionView
    case textView
    case stackView
    case label
    case imageView
    case button
    case textField
    /// Made by the engine for each table-view row (`UITableViewCell`), never written in a spec.
    case tableViewCell

    /// `UITableView`, `UICollectionView` and `UITextView` are `UIScrollView` subclasses.
    public var isScrollView: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }

    /// The names a spec may use (`tableViewCell` is the engine's own).
    package static let specNames: [String] = allCases.filter { $0 != .tableViewCell }.map(\.rawValue)
}
