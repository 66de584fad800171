/// The spec's `when`: traits a constraint (or, later, a property variation) applies under.
/// Every trait named must match; an empty predicate always matches.
public struct TraitPredicate: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var userInterfaceIdiom: UserInterfaceIdiom?
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// Exactly this category.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// This category or a larger one.
    public var minimumContentSizeCategory: ContentSizeCategory?

    public init(horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
                userInterfaceIdiom: UserInterfaceIdiom? = nil, layoutDirection: UserInterfaceLayoutDirection? = nil,
                preferredContentSizeCategory: ContentSizeCategory? = nil, minimumContentSizeCategory: ContentSizeCategory? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.minimumContentSizeCategory = minimumContentSizeCategory
    }

    public func matches(_ traits: TraitCollection) -> Bool {
        if let h = horizontalSizeClass, h != traits.horizontalSizeClass { return false }
        if let v = verticalSizeClass, v != traits.verticalSizeClass { return false }
        if let i = userInterfaceIdiom, i != traits.userInterfaceIdiom { return false }
        if let d = layoutDirection, d != traits.layoutDirection { return false }
        if let c = preferredContentSizeCategory, c != traits.preferredContentSizeCategory { return false }
        if let m = minimumContentSizeCategory {
            let all = ContentSizeCategory.allCases
            guard let have = all.firstIndex(of: traits.preferredContentSizeCategory), let need = all.firstIndex(of: m), have >= need else { return false }
        }
        return true
    }
}
