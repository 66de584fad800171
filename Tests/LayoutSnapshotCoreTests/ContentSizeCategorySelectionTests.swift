import LayoutEngine
import Testing
@testable import LayoutSnapshotCore

/// The categories an assertion sweeps, and the command line's spelling of them.
@Suite("content size category selections")
struct ContentSizeCategorySelectionTests {
    @Test("the ready-made sets: all twelve in UIKit's order, the five accessibility sizes, large and the five")
    func sets() {
        #expect(ContentSizeCategorySelection.all.categories == ContentSizeCategory.allCases)
        #expect(ContentSizeCategorySelection.accessibility.categories == [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ])
        #expect(ContentSizeCategorySelection.defaultAndAccessibility.categories == [.large] + ContentSizeCategorySelection.accessibility.categories)
        #expect(ContentSizeCategorySelection.category(.small).categories == [.small])
        #expect("\(ContentSizeCategorySelection.accessibility)" == "accessibility")
    }

    @Test("a list keeps its order, each category once, and says itself in short names")
    func list() {
        let list: ContentSizeCategorySelection = [.accessibilityExtraExtraExtraLarge, .large, .accessibilityExtraExtraExtraLarge, .extraSmall]
        #expect(list.categories == [.accessibilityExtraExtraExtraLarge, .large, .extraSmall])
        #expect("\(list)" == "[AX5, L, XS]")
        #expect(ContentSizeCategorySelection([]).categories.isEmpty)
        #expect(ContentSizeCategorySelection([.large] + ContentSizeCategorySelection.accessibility.categories) == .defaultAndAccessibility)
    }

    @Test("the command line's spellings: Swift names and short names in any case, comma lists, the sets' names", arguments: [
        ("large", [ContentSizeCategory.large]),
        ("large,AX5", [.large, .accessibilityExtraExtraExtraLarge]),
        ("extraSmall, xxxl ,ax1", [.extraSmall, .extraExtraExtraLarge, .accessibilityMedium]),
        ("L,l,large", [.large]),
        ("all", ContentSizeCategory.allCases),
        ("accessibility", ContentSizeCategorySelection.accessibility.categories),
        ("default-and-accessibility", ContentSizeCategorySelection.defaultAndAccessibility.categories),
        ("defaultAndAccessibility", ContentSizeCategorySelection.defaultAndAccessibility.categories),
    ])
    func parsing(text: String, expected: [ContentSizeCategory]) throws {
        #expect(try ContentSizeCategorySelection(parsing: text).categories == expected)
    }

    @Test("a value that is not a category is named in the error, with the values taken", arguments: [
        ("large,huge", "\"huge\" is not a content size category"),
        ("AX6", "\"AX6\" is not a content size category"),
        ("large,,AX1", "an empty item is not a content size category"),
        ("", "an empty item is not a content size category"),
        ("all,large", "\"all\" is not a content size category"),
    ])
    func badValue(text: String, says: String) {
        #expect {
            try ContentSizeCategorySelection(parsing: text)
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix(says) && message.contains("accessibilityExtraExtraExtraLarge (AX5)") && message.contains("default-and-accessibility")
        }
    }
}
