import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// An unknown constraint item names the nearest ids, and says when the view was never added
/// (issue 32, point 3), in the Swift API and in the JSON spec (LAYOUT-SPEC.md, "Auto Layout: how
/// the reader checks constraints (additions)": the nearest names).
@Suite("unknown constraint items")
struct UnknownItemTests {
    /// `root` holding `title` (a label) and a table with rows `row0` and `row1`, and `constraints`.
    static func screen(_ constraints: [LayoutConstraint]) -> ViewControllerNode {
        var root = View(id: "root")
        var title = View(id: "title", viewClass: .label)
        title.text = "Settings"
        root.addSubview(title)
        root.addSubview(.tableView(id: "table", frame: Rect(x: 0, y: 100, width: 390, height: 400),
                                   rows: [TableRow(id: "row0", height: 44), TableRow(id: "row1", height: 44)]))
        root.activate(constraints)
        return .viewController(ViewController(id: "vc", view: root))
    }

    static func problem(_ constraints: [LayoutConstraint]) -> String? {
        do {
            _ = try Fixture.compute(screen(constraints), on: "iPhone 15")
            return nil
        } catch let LayoutError.invalidConstraint(_, _, problem) {
            return problem
        } catch {
            return "\(error)"
        }
    }

    @Test("a misspelt name gets the nearest ids of the holder's controller", arguments: [
        ("titel.top == root.top", #"unknown item "titel" (did you mean "title"?)"#),
        ("title.top == root.safeArae.top", #"unknown item "root.safeArae" (did you mean "root.safeArea"?)"#),
        ("title.top == row1.contentVeiw.margins.top", #"unknown item "row1.contentVeiw.margins" (did you mean "row1.contentView.margins"?)"#),
        ("title.top == row1.contentVeiw.top", #"unknown item "row1.contentVeiw" (did you mean "row1.contentView"?)"#),
        ("title.top == ghost.top", #"unknown item "ghost""#),
    ])
    func misspelt(constraint: String, expected: String) throws {
        #expect(Self.problem([try LayoutConstraint(constraint)]) == expected)
    }

    @Test("a view made in Swift but never added is said to be so, with what to do")
    func viewNeverAdded() throws {
        var badge = View(id: "badge")
        badge.backgroundColor = Color(red: 255, green: 0, blue: 0)
        let title = View(id: "title")
        let problem = Self.problem([badge.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)])
        #expect(problem == #"unknown item "badge": the view "badge" was made but never added to the hierarchy; add it with addSubview(_:) (or a stack view's addArrangedSubview(_:)) to a view in the hierarchy of controller "vc""#)
        // As the second item too.
        let second = Self.problem([title.topAnchor.constraint(equalTo: badge.bottomAnchor)])
        #expect(second?.hasPrefix(#"unknown item "badge": the view "badge" was made but never added"#) == true, "\(second ?? "")")
    }

    /// The root holds the constraint, so the guide's view has no superview to stand in for it:
    /// a scroll view's guide of a view never added is named, not looked up at index -1.
    @Test("a scroll view's guide of a scroll view never added, held by the root")
    func scrollGuideNeverAdded() throws {
        let scroll = View.scrollView(id: "scroll"), title = View(id: "title")
        let problem = Self.problem([title.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)])
        #expect(problem?.hasPrefix(#"unknown item "scroll.contentLayoutGuide": its view "scroll" was made but never added"#) == true, "\(problem ?? "")")
    }

    @Test("a guide of a view never added, and a layout guide never added")
    func guidesNeverAdded() throws {
        let card = View(id: "card"), title = View(id: "title")
        let guideProblem = Self.problem([title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor)])
        #expect(guideProblem == #"unknown item "card.margins": its view "card" was made but never added to the hierarchy; add it with addSubview(_:) (or a stack view's addArrangedSubview(_:)) to a view in the hierarchy of controller "vc""#)
        let spacer = LayoutGuide(id: "spacer")
        let spacerProblem = Self.problem([title.topAnchor.constraint(equalTo: spacer.bottomAnchor)])
        #expect(spacerProblem == #"unknown item "spacer": the layout guide "spacer" was made but never added; add it with addLayoutGuide(_:) to a view in the hierarchy of controller "vc""#)
    }

    @Test("an anchor made from a view still equals the spec's string for the same constraint")
    func provenanceIsNotPartOfTheValue() throws {
        let badge = View(id: "badge"), root = View(id: "root")
        #expect(badge.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor) == (try LayoutConstraint("badge.top == root.safeArea.top")))
        #expect(root.safeAreaLayoutGuide == ViewLayoutGuide(owner: "root", guide: .safeArea))
    }

    @Test("the spec names the nearest view before a guide suffix, at the constraint's path")
    func specGuideSuffix() {
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "title" }, "#
            + #"{ "id": "table", "class": "tableView", "rows": [ { "id": "row0", "height": 44 }, { "id": "row1", "height": 44 } ] } ], "#
            + #""constraints": [ "title.top == row1.contentVeiw.margins.top" ] } } } }"#
        let message = SpecReaderBadInputTests.message(text)
        #expect(message == #"spec.json: $.root.viewController.view.constraints[0]: in constraint "title.top == row1.contentVeiw.margins.top": unknown item "row1.contentVeiw.margins" (did you mean "row1.contentView.margins"?)"#)
    }
}
