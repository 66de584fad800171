import Testing
@testable import UIKitLayout

/// `LayoutConstraint.legalityProblem`: UIKit's rules for which attributes may be related.
@Suite("constraint legality (UIKit's rules)")
struct ConstraintLegalityTests {
    typealias C = LayoutConstraint

    @Test("legal constraints", arguments: [
        "a.width == 44", "a.height >= 0.5 * b.width", "a.width == b.height", "a.width == 0 * b.width + 10",
        "a.leading == b.trailing + 8", "a.left == b.right", "a.centerX == b.leading", "a.centerX == b.left",
        "a.top == b.bottom", "a.firstBaseline == b.lastBaseline", "a.centerY == 0.5 * superview.centerY",
    ])
    func legal(text: String) throws {
        #expect(try C(text).legalityProblem == nil)
    }

    @Test("illegal constraints", arguments: [
        ("a.top == b.width", "Invalid pairing of layout attributes"),
        ("a.height == b.bottom", "Invalid pairing of layout attributes"),
        ("a.leading == b.top", "Invalid pairing of layout attributes"),
        ("a.centerY == b.centerX", "Invalid pairing of layout attributes"),
        ("a.leading == b.left", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"),
        ("a.trailing == b.right", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"),
        ("a.left >= b.leading", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"),
        ("a.top == 8", "Location attributes must be specified in pairs."),
        ("a.lastBaseline <= 8", "Location attributes must be specified in pairs."),
        ("a.leading == 0 * b.leading + 8", "A multiplier of 0 or a nil second item"),
    ])
    func illegal(text: String, problem: String) throws {
        let found = try #require(try C(text).legalityProblem)
        #expect(found.contains(problem), "got: \(found)")
    }

    @Test("non-finite numbers and priorities out of range, which only Swift can build")
    func nonFinite() throws {
        var c = try C("a.width == b.width")
        c.multiplier = .infinity
        #expect(c.legalityProblem?.hasPrefix("The multiplier is not finite") == true)
        c.multiplier = 1
        c.constant = .nan
        #expect(c.legalityProblem?.hasPrefix("The constant is not finite") == true)
        c.constant = 0
        c.priority = 0
        #expect(c.legalityProblem == "It's illegal to set priority:0. Priorities must be greater than 0 and less than or equal to 1000 (required).")
        c.priority = 1000.5
        #expect(c.legalityProblem?.hasPrefix("It's illegal to set priority:1000.5") == true)
        c.priority = 0.5
        #expect(c.legalityProblem == nil)
    }
}
