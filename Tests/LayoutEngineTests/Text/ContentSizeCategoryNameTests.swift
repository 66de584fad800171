import Testing
@testable import UIKitLayout

/// The short names of the content size categories (the HIG's AX1 … AX5, and XS … XXXL) and
/// UIKit's `isAccessibilityCategory`.
@Suite("Text: content size category names")
struct ContentSizeCategoryNameTests {
    @Test("each category has one short name, read back in any case, and its Swift name reads back too")
    func shortNames() {
        #expect(ContentSizeCategory.allCases.map(\.shortName) == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(name: category.shortName) == category)
            #expect(ContentSizeCategory(name: category.shortName.lowercased()) == category)
            #expect(ContentSizeCategory(name: category.rawValue) == category)
        }
        #expect(ContentSizeCategory(name: "AX6") == nil && ContentSizeCategory(name: "") == nil && ContentSizeCategory(name: "Large") == nil)
    }

    @Test("the five accessibility sizes are those after extraExtraExtraLarge")
    func accessibility() {
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }
}
