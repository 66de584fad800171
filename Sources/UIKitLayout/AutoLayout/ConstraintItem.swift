/// What a constraint's `item` names (LAYOUT-SPEC.md): a view, `superview`, a guide of a view, or
/// a user layout guide. Anchors made in Swift and the importers' constraints carry these typed;
/// text becomes one only where text comes in: the spec reader reads its names against the spec's
/// ids, and a constraint written as a string in Swift (`LayoutConstraint("a.top == b.bottom")`)
/// keeps `.name` until the hierarchy it is laid out in reads it (`resolve`). Ids may contain dots
/// (`row0.title`), so a whole name that is a known id wins over reading its last part as a guide
/// suffix.
public enum ConstraintItem: Hashable, Sendable, CustomStringConvertible {
    /// The guides UIKit gives every view, or every scroll view. `keyboard` is
    /// `keyboardLayoutGuide` (Docs/Keyboard.md): the safe area's bottom while the keyboard is
    /// hidden, the keyboard's top edge while it is shown.
    public enum ViewGuide: String, Hashable, Sendable, CaseIterable {
        case safeArea, margins, readable, contentLayoutGuide, frameLayoutGuide, keyboard

        package var isScrollViewGuide: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }
    }

    /// A view: its id, or nil for `superview`.
    public enum Owner: Hashable, Sendable {
        case view(String)
        case superview
    }

    case view(Owner)
    case viewGuide(Owner, ViewGuide)
    /// A `UILayoutGuide` from some view's `layoutGuides`.
    case layoutGuide(String)
    /// A name not yet read against a hierarchy (`LayoutConstraint(String)`): a view id,
    /// `superview`, `<id>.<guide>` or a layout guide's id.
    case name(String)

    /// Reads `name` against the ids that exist: `isView` and `isLayoutGuide` answer for one id.
    /// nil: nothing of that name.
    package static func resolve(_ name: String, isView: (String) -> Bool, isLayoutGuide: (String) -> Bool) -> ConstraintItem? {
        if isView(name) { return .view(.view(name)) }
        if isLayoutGuide(name) { return .layoutGuide(name) }
        if name == "superview" { return .view(.superview) }
        guard let dot = name.lastIndex(of: "."), let guide = ViewGuide(rawValue: String(name[name.index(after: dot)...])) else { return nil }
        let owner = String(name[..<dot])
        if owner == "superview" { return .viewGuide(.superview, guide) }
        return isView(owner) ? .viewGuide(.view(owner), guide) : nil
    }

    /// Items are equal when they name the same item as the spec writes it, so an anchor made
    /// from a view equals the one a string names (`.view(.view("card")) == .name("card")`): a
    /// model built in Swift equals the one its spec reads, however each was written. (Only a
    /// hierarchy tells `.name("card.margins")` from `.viewGuide(.view("card"), .margins)`.)
    public static func == (a: ConstraintItem, b: ConstraintItem) -> Bool {
        if case .view(.view(let x)) = a, case .view(.view(let y)) = b { return x == y }
        return a.description == b.description
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// The id this item names by itself: a view's, a layout guide's, or an unread name (which
    /// may be either); nil for a guide of a view and `superview`.
    var namedID: String? {
        switch self {
        case .view(.view(let id)), .layoutGuide(let id), .name(let id): id
        case .view(.superview), .viewGuide: nil
        }
    }

    public var description: String {
        func name(_ o: Owner) -> String { if case .view(let id) = o { id } else { "superview" } }
        switch self {
        case .view(let o): return name(o)
        case .viewGuide(let o, let g): return "\(name(o)).\(g.rawValue)"
        case .layoutGuide(let id), .name(let id): return id
        }
    }
}
