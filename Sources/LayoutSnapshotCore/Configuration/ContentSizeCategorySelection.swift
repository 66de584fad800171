import Foundation
import LayoutEngine

/// The content size categories (Dynamic Type sizes) a snapshot assertion sweeps, as devices and
/// orientations are swept: one snapshot per device × orientation × category.
///
///     assertLayoutSnapshot(of: screen, contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])
///     assertLayoutSnapshot(of: screen, contentSizeCategories: .accessibility)
///
/// The categories keep the order given, each once. `layout-snapshot render --content-size-categories`
/// reads the same names (`init(parsing:)`).
public struct ContentSizeCategorySelection: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// In the order given, without repeats.
    public let categories: [ContentSizeCategory]
    /// The ready-made set's name (`accessibility`), for messages; nil for a list.
    private let setName: String?

    public init(_ categories: some Sequence<ContentSizeCategory>) { self.init(categories, setName: nil) }
    public init(arrayLiteral categories: ContentSizeCategory...) { self.init(categories) }

    private init(_ categories: some Sequence<ContentSizeCategory>, setName: String?) {
        var seen = Set<ContentSizeCategory>()
        self.categories = categories.filter { seen.insert($0).inserted }
        self.setName = setName
    }

    /// One category.
    public static func category(_ category: ContentSizeCategory) -> ContentSizeCategorySelection { [category] }

    /// All twelve, from extraSmall to accessibilityExtraExtraExtraLarge.
    public static let all = ContentSizeCategorySelection(ContentSizeCategory.allCases, setName: "all")
    /// The five accessibility sizes, AX1 … AX5 (`ContentSizeCategory.isAccessibilityCategory`).
    public static let accessibility = ContentSizeCategorySelection(
        ContentSizeCategory.allCases.filter(\.isAccessibilityCategory), setName: "accessibility")
    /// The default size, large, then the five accessibility sizes: the text as most people see it
    /// and as large as it gets.
    public static let defaultAndAccessibility = ContentSizeCategorySelection(
        [.large] + ContentSizeCategory.allCases.filter(\.isAccessibilityCategory), setName: "defaultAndAccessibility")

    /// The ready-made sets by the names the command line takes (`default-and-accessibility` too).
    static let namedSets: [(names: [String], selection: ContentSizeCategorySelection)] = [
        (["all"], .all),
        (["accessibility"], .accessibility),
        (["default-and-accessibility", "defaultAndAccessibility"], .defaultAndAccessibility),
    ]

    /// What a command line gives: a comma list of categories, each by UIKit's Swift name or its
    /// short name in any case (`large,AX5`, `extraSmall,xxxl`), or one of the ready-made sets
    /// (`all`, `accessibility`, `default-and-accessibility`). The error names the value it could
    /// not read and the values it takes.
    public init(parsing text: String) throws(ContentSizeCategoryParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = Self.namedSets.first(where: { $0.names.contains(trimmed) }) {
            self = named.selection
            return
        }
        var categories: [ContentSizeCategory] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = part.trimmingCharacters(in: .whitespaces)
            guard let category = ContentSizeCategory(name: word) else { throw ContentSizeCategoryParseError(value: word) }
            categories.append(category)
        }
        self.init(categories)
    }

    public var description: String {
        setName ?? "[\(categories.map(\.shortName).joined(separator: ", "))]"
    }

    /// Equal when they sweep the same categories in the same order, whatever they were called.
    public static func == (a: ContentSizeCategorySelection, b: ContentSizeCategorySelection) -> Bool { a.categories == b.categories }
    public func hash(into hasher: inout Hasher) { hasher.combine(categories) }
}

/// A value `ContentSizeCategorySelection(parsing:)` could not read.
public struct ContentSizeCategoryParseError: Error, CustomStringConvertible, Sendable {
    /// The one word that is not a category (empty for a list with an empty item).
    public var value: String

    public var description: String {
        let names = ContentSizeCategory.allCases.map { "\($0.rawValue) (\($0.shortName))" }.joined(separator: ", ")
        let sets = ContentSizeCategorySelection.namedSets.map { $0.names[0] }.joined(separator: ", ")
        let what = value.isEmpty ? "an empty item" : "\"\(value)\""
        return "\(what) is not a content size category; expected a comma list of \(names), or one of \(sets)"
    }
}
