import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The anchor API builds the same `LayoutConstraint` as the spec's string for it, for every
/// anchor kind, so code written like UIKit's and a JSON spec mean the same layout. Anchors carry
/// their items typed; a string's items are names until a hierarchy reads them (the spec reader
/// reads them against the spec's ids); items are equal when they name the same thing.
@Suite("anchor API")
struct AnchorAPITests {
    typealias C = LayoutConstraint

    static let root = View(id: "root")
    static let title = View(id: "title")
    static let image = View(id: "image", viewClass: .imageView)
    static let scroll = View.scrollView(id: "scroll")
    static let spacer = LayoutGuide(id: "spacer")

    @Test("each anchor equals its spec string", arguments: [
        ("title.top == root.safeArea.top + 8", title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)),
        ("title.bottom <= root.safeArea.bottom", title.bottomAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor)),
        ("title.leading == root.margins.leading", title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)),
        ("title.trailing >= root.readable.trailing - 4", title.trailingAnchor.constraint(greaterThanOrEqualTo: root.readableContentGuide.trailingAnchor, constant: -4)),
        ("title.left == root.left + 1", title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1)),
        ("title.right <= root.right", title.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor)),
        ("title.centerX == root.centerX", title.centerXAnchor.constraint(equalTo: root.centerXAnchor)),
        ("title.centerY >= root.centerY + 2", title.centerYAnchor.constraint(greaterThanOrEqualTo: root.centerYAnchor, constant: 2)),
        ("title.firstBaseline == image.lastBaseline", title.firstBaselineAnchor.constraint(equalTo: image.lastBaselineAnchor)),
        ("title.lastBaseline <= root.bottom - 20", title.lastBaselineAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -20)),
        ("title.width == 44", title.widthAnchor.constraint(equalToConstant: 44)),
        ("title.height >= 10", title.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)),
        ("title.height <= 100", title.heightAnchor.constraint(lessThanOrEqualToConstant: 100)),
        ("image.height == 0.5 * image.width", image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5)),
        ("image.width == root.width", image.widthAnchor.constraint(equalTo: root.widthAnchor)),
        ("image.width == root.width - 32", image.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -32)),
        ("image.width >= 0.25 * root.width + 3", image.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.25, constant: 3)),
        ("image.height <= 2 * title.height", image.heightAnchor.constraint(lessThanOrEqualTo: title.heightAnchor, multiplier: 2)),
        ("title.top == scroll.contentLayoutGuide.top + 8", title.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 8)),
        ("title.width == scroll.frameLayoutGuide.width", title.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)),
        ("spacer.top == title.bottom", spacer.topAnchor.constraint(equalTo: title.bottomAnchor)),
        ("spacer.height == root.safeArea.height", spacer.heightAnchor.constraint(equalTo: root.safeAreaLayoutGuide.heightAnchor)),
        ("root.margins.centerX == spacer.centerX", root.layoutMarginsGuide.centerXAnchor.constraint(equalTo: spacer.centerXAnchor)),
        ("root.readable.left == spacer.right", root.readableContentGuide.leftAnchor.constraint(equalTo: spacer.rightAnchor)),
    ])
    func sameAsSpec(text: String, built: C) throws {
        #expect(try C(text) == built)
        #expect(built.description == text)
    }

    @Test("priority and identifier: set, or chained")
    func priorityAndIdentifier() throws {
        var set = Self.title.widthAnchor.constraint(equalToConstant: 44)
        set.priority = .defaultHigh
        let chained = Self.title.widthAnchor.constraint(equalToConstant: 44).withPriority(.defaultHigh).withIdentifier("title-width")
        #expect(try C("title.width == 44 @ 750") == set)
        var expected = try C("title.width == 44 @ 750")
        expected.identifier = "title-width"
        #expect(chained == expected)
    }

    @Test("activate, addLayoutGuide and content priorities build what the spec reads")
    func sameModelAsSpec() throws {
        var root = View(id: "root", subviews: [View(id: "title")])
        var inactive = root.subviews[0].topAnchor.constraint(equalTo: root.topAnchor)
        inactive.isActive = false
        root.addLayoutGuide(LayoutGuide(id: "spacer"))
        root.activate([
            root.subviews[0].topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            LayoutGuide(id: "spacer").heightAnchor.constraint(equalToConstant: 20).withPriority(251),
            inactive,
        ])
        root.subviews[0].setContentHuggingPriority(251, for: .horizontal)
        root.subviews[0].setContentCompressionResistancePriority(.required, for: .vertical)
        let text = """
        { "root": { "viewController": { "id": "vc", "view": { "id": "root", "layoutGuides": [ { "id": "spacer" } ],
            "subviews": [ { "id": "title", "contentHuggingPriority": { "horizontal": 251 },
                            "contentCompressionResistancePriority": { "vertical": 1000 } } ],
            "constraints": [ "title.top == root.safeArea.top + 8", { "constraint": "spacer.height == 20", "priority": 251 }, "title.top == root.top" ] } } } }
        """
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        // `activate` makes each constraint active, as `NSLayoutConstraint.activate` does.
        #expect(spec.root == .viewController(ViewController(id: "vc", view: root)))
    }

    @Test("anchors of views, view guides and layout guides name their items")
    func itemNames() {
        #expect(Self.root.safeAreaLayoutGuide.constraintItemName == "root.safeArea")
        #expect(Self.root.layoutMarginsGuide.constraintItemName == "root.margins")
        #expect(Self.root.readableContentGuide.constraintItemName == "root.readable")
        #expect(Self.scroll.contentLayoutGuide.constraintItemName == "scroll.contentLayoutGuide")
        #expect(Self.scroll.frameLayoutGuide.constraintItemName == "scroll.frameLayoutGuide")
        #expect(Self.spacer.leadingAnchor.anchor == LayoutConstraint.Anchor(item: .layoutGuide("spacer"), attribute: .leading))
        // Typed, not only equal by name (items compare by the name they print).
        guard case .viewGuide(.view("root"), .safeArea) = Self.root.safeAreaLayoutGuide.topAnchor.anchor.item,
              case .view(.view("title")) = Self.title.firstBaselineAnchor.anchor.item,
              case .layoutGuide("spacer") = Self.spacer.leadingAnchor.anchor.item else {
            Issue.record("an anchor's item is not typed"); return
        }
        // What UIKit checks only at run time is the legality check's.
        #expect(Self.title.leadingAnchor.constraint(equalTo: Self.root.leftAnchor).legalityProblem != nil)
    }

    /// A guide made in Swift stays that guide whatever the hierarchy's ids: with a view named
    /// "card.margins" beside "card", `card.layoutMarginsGuide` is card's margins (as a string,
    /// "card.margins" named the view: a known id wins over a guide suffix).
    @Test("a typed guide is never read as a view whose id looks like its name")
    func typedGuideBeatsDottedID() throws {
        var card = View(id: "card", frame: Rect(x: 0, y: 100, width: 200, height: 100))
        card.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        var tag = View(id: "tag")
        let lookalike = View(id: "card.margins", frame: Rect(x: 0, y: 400, width: 10, height: 10))
        tag.activate([tag.widthAnchor.constraint(equalToConstant: 20), tag.heightAnchor.constraint(equalToConstant: 20)])
        var root = View(id: "root", subviews: [lookalike])
        root.addSubview(card)
        root.addSubview(tag)
        root.activate([
            tag.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            tag.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        ])
        let layout = try LayoutEngine.compute(root, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: "iPhone 8"), orientation: .portrait))
        #expect(layout.view("tag")?.frameInWindow.minY == 110)
        #expect(layout.view("tag")?.frameInWindow.minX == 10)
    }

    @Test("the spec reader reads its names into typed items")
    func specItemsTyped() throws {
        let text = """
            { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "title" } ],
              "constraints": [ "title.top == root.safeArea.top + 8", "title.leading == superview.margins.leading", "title.width == 44" ] } } } }
            """
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let constraints = vc.view?.constraints else { Issue.record("no view"); return }
        // Typed by the reader, not only equal by name (items compare by the name they print).
        guard constraints.count == 3, case .view(.view("title")) = constraints[0].first.item,
              case .viewGuide(.view("root"), .safeArea)? = constraints[0].second?.item,
              case .viewGuide(.superview, .margins)? = constraints[1].second?.item, constraints[2].second == nil else {
            Issue.record("the spec's items are not typed: \(constraints.map { [$0.first.item, $0.second?.item] })"); return
        }
    }
}
