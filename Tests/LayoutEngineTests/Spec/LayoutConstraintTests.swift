import Testing
@testable import UIKitLayout

@Suite("constraint grammar (LAYOUT-SPEC.md)")
struct LayoutConstraintTests {
    typealias C = LayoutConstraint

    @Test("LAYOUT-SPEC.md's examples parse", arguments: [
        ("title.top == root.safeArea.top + 8", C(.init(item: .name("title"), attribute: .top), .equal, .init(item: .name("root.safeArea"), attribute: .top), constant: 8)),
        ("button.bottom <= root.safeArea.bottom", C(.init(item: .name("button"), attribute: .bottom), .lessThanOrEqual, .init(item: .name("root.safeArea"), attribute: .bottom))),
        ("button.bottom == superview.bottom - 20 @ 750", C(.init(item: .name("button"), attribute: .bottom), .equal, .init(item: .name("superview"), attribute: .bottom), constant: -20, priority: 750)),
        ("image.height == 0.5 * image.width", C(.init(item: .name("image"), attribute: .height), .equal, .init(item: .name("image"), attribute: .width), multiplier: 0.5)),
        ("row0.title.width >= 44", C(.init(item: .name("row0.title"), attribute: .width), .greaterThanOrEqual, nil, constant: 44)),
        ("my-view.leading==superview.leading+16", C(.init(item: .name("my-view"), attribute: .leading), .equal, .init(item: .name("superview"), attribute: .leading), constant: 16)),
        ("a.bottom == b.top-8", C(.init(item: .name("a"), attribute: .bottom), .equal, .init(item: .name("b"), attribute: .top), constant: -8)),
    ])
    func parses(text: String, expected: C) throws {
        #expect(try C(text) == expected)
    }

    @Test("malformed constraints say what and where", arguments: [
        ("", "expected item.attribute at character 1"),
        ("top == 8", "expected item.attribute, got \"top\""),
        ("a.top = b.top", "expected ==, <= or >= at character 7"),
        ("a.top == b.top +", "expected a number after +"),
        ("a.top == b.top @", "expected a priority after @"),
        ("a.top == b.top @ 0", "a priority is between 1 and 1000"),
        ("a.top == b.top extra", "unexpected \"e\""),
        ("a.centre == b.top", "unknown attribute \"centre\""),
    ])
    func malformed(text: String, expected: String) {
        #expect {
            _ = try C(text)
        } throws: { error in
            "\(error)".contains(expected)
        }
    }
}

/// Found by fuzzing (Fuzz/Regressions/FuzzConstraintParser): a constraint that parses prints as
/// a string that parses to the same constraint, its numbers rounded to the 6 decimals
/// `description` prints (as UIKit's log rounds them): a 64-digit multiplier reads back as 0.511111.
@Suite struct ConstraintRoundTripTests {
    @Test(arguments: [
        "0e.height == .5111111111111111111111111111111111111111111111111111111111111111 * e.width",
        "a.width == 0.1 * b.width + 0.0000001",
        "a.top == b.bottom - 0.333333333333333333 @ 999.5",
        "bu.bu.bottom ==.000070000000000000000000001566251015232030090",
        "a.width == 0.000001 * b.width - 0.0000004",
    ])
    func printsAsItParses(_ text: String) throws {
        let constraint = try LayoutConstraint(text)
        let printed = constraint.description
        let again: LayoutConstraint
        do { again = try LayoutConstraint(printed) } catch {
            Issue.record("\(text) printed as \(printed), which does not parse: \(error)")
            return
        }
        #expect(again.first == constraint.first && again.second == constraint.second && again.relation == constraint.relation)
        for (a, b) in [(again.multiplier, constraint.multiplier), (again.constant, constraint.constant), (again.priority.rawValue, constraint.priority.rawValue)] {
            #expect(abs(a - b) <= 5e-7, "\(text) → \(printed) → \(again)")
        }
    }
}
