import Testing
@testable import UIKitLayout

/// The copy trap (issue 32, point 1; Docs/decisions/0023-constraints-on-copies.md): UIKit code
/// adds a view, then activates its constraints; `View` is a value, so the superview holds a copy
/// made before them. The hierarchy adopts them where its layout needs them, and only there.
@Suite("constraints activated on copies")
struct CopiedActivationTests {
    static func pin(_ card: inout View, in root: View) {
        card.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    /// The same screen with the constraints activated before `addSubview`: the reference.
    static func inOrder() -> View {
        var root = View(id: "root")
        var card = View(id: "card")
        pin(&card, in: root)
        root.addSubview(card)
        return root
    }

    @Test("activated after addSubview: laid out as if activated before (it was at [0, 0, 0, 0], silently)")
    func activatedAfterAdding() throws {
        var root = View(id: "root")
        var card = View(id: "card")
        root.addSubview(card)
        Self.pin(&card, in: root)
        let layout = try Fixture.compute(Fixture.screen(root.subviews), on: "iPhone 15 Pro")
        expectRect(try layout.v("card").frame, 20, 59 + 16, 393 - 40, 120)
        #expect(layout == (try Fixture.compute(Fixture.screen(Self.inOrder().subviews), on: "iPhone 15 Pro")))
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test("activated on the root view after its controller was made, as viewDidLoad code does")
    func activatedOnRootAfterController() throws {
        var root = View(id: "root")
        var title = View(id: "title", viewClass: .label)
        title.text = "Hello"
        root.addSubview(title)
        let controller = ViewController(id: "vc", view: root)
        root.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
        let layout = try Fixture.compute(.viewController(controller), on: "iPhone 15 Pro")
        let frame = try layout.v("title").frame
        #expect(close(frame.minX, 20) && close(frame.minY, 59 + 8), "\(frame)")
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue }, "\(layout.diagnostics)")
    }

    @Test("part before, part after: the ones after reach the view they leave ambiguous")
    func partlyAfter() throws {
        var root = View(id: "root")
        var card = View(id: "card")
        card.activate([card.heightAnchor.constraint(equalToConstant: 120)])
        root.addSubview(card)
        card.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        let layout = try Fixture.compute(Fixture.screen(root.subviews), on: "iPhone 15 Pro")
        expectRect(try layout.v("card").frame, 20, 59 + 16, 393 - 40, 120)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test("a laid-out screen never takes what another copy of its view was given (a view shared between tests)")
    func completeLayoutUntouched() throws {
        let shared = View(id: "avatar", frame: Rect(x: 20, y: 100, width: 60, height: 60))
        var root = View(id: "root")
        root.addSubview(shared)
        let before = try Fixture.compute(Fixture.screen(root.subviews), on: "iPhone 15 Pro")
        // Another screen takes a copy of the same view and constrains its copy differently.
        var other = shared
        other.activate([other.widthAnchor.constraint(equalToConstant: 40), other.heightAnchor.constraint(equalToConstant: 40)])
        let after = try Fixture.compute(Fixture.screen(root.subviews), on: "iPhone 15 Pro")
        #expect(after == before)
        expectRect(try after.v("avatar").frame, 20, 100, 60, 60)
    }

    @Test("constraints activated before adding are not adopted again, and removing them from a copy holds")
    func heldCallsStay() throws {
        let root = Self.inOrder()
        #expect(root.subviews[0].constraints.count == 4)
        var variant = root
        variant.subviews[0].constraints.removeAll { $0.first.attribute == .height }
        let layout = try Fixture.compute(Fixture.screen(variant.subviews), on: "iPhone 15 Pro")
        // The height removed from this copy is not put back: the card's height is ambiguous.
        #expect(layout.diagnostics.contains { $0.kind == .ambiguousLayout && $0.id == "card" })
    }

    @Test("a view's value does not include how it was made: activate equals setting the constraints")
    func valueEquality() throws {
        var a = View(id: "card")
        a.activate([a.widthAnchor.constraint(equalToConstant: 10)])
        var b = View(id: "card")
        b.constraints = [try LayoutConstraint("card.width == 10")]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test("a constraint adopted from a copy that names a view never added says so")
    func adoptedNamesViewNeverAdded() throws {
        var root = View(id: "root")
        var card = View(id: "card")
        root.addSubview(card)
        let badge = View(id: "badge")
        card.activate([
            card.topAnchor.constraint(equalTo: badge.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 10), card.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect {
            try Fixture.compute(Fixture.screen(root.subviews), on: "iPhone 15 Pro")
        } throws: { error in
            "\(error)".contains(#"the view "badge" was made but never added to the hierarchy"#)
        }
    }
}

/// Two tabs made by one function (the same view ids), each activating its label's constraints
/// after adding it: each tab's copies adopt its own constraints, never the other tab's.
@Suite("constraints activated on copies, in controllers that reuse ids")
struct CopiedActivationsPerControllerTests {
    static func tab(_ id: String, text: String, top: Double) -> ViewControllerNode {
        var root = View(id: "root")
        var title = View(id: "title", viewClass: .label)
        title.text = text
        root.addSubview(title)
        title.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: top),
        ])
        return .viewController(ViewController(id: id, view: root))
    }

    @Test("the shown tab's label is placed by its own constraints, whichever tab is selected", arguments: [0, 1])
    func eachTabItsOwn(_ selected: Int) throws {
        let tabs = TabBarController(id: "tabs", viewControllers: [Self.tab("home", text: "Home", top: 8), Self.tab("settings", text: "Settings", top: 40)],
                                    selectedIndex: selected)
        let layout = try Fixture.compute(.tabBarController(tabs), on: "iPhone 15 Pro")
        let title = try layout.v("title")
        #expect(close(title.frame.minX, 20) && close(title.frame.minY, 59 + (selected == 0 ? 8 : 40)), "\(title.frame)")
        #expect(title.text?.lines.first?.text == (selected == 0 ? "Home" : "Settings"), "\(String(describing: title.text))")
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue }, "\(layout.diagnostics)")
    }
}
