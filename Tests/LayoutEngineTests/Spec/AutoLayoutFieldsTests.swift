import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The Auto Layout fields of LAYOUT-SPEC.md read into the model (issue 9).
@Suite("spec reader: Auto Layout fields")
struct AutoLayoutFieldsTests {
    static func read(_ text: String) throws -> LayoutSpec {
        try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
    }

    /// The root view of a spec whose root controller is a plain view controller.
    static func root(_ view: String) throws -> View {
        let spec = try read(#"{ "root": { "viewController": { "id": "vc", "view": "# + view + " } } }")
        guard case .viewController(let vc) = spec.root, let root = vc.view else { throw SpecError(file: "", path: nil, message: "no root view") }
        return root
    }

    @Test("a constraint string and the object form with every key")
    func constraintEntries() throws {
        let root = try Self.root("""
        { "id": "root", "subviews": [ { "id": "title" } ], "constraints": [
            "title.top == root.safeArea.top + 8",
            { "constraint": "title.leading == root.margins.leading", "identifier": "title-leading", "priority": 999.5,
              "isActive": false, "when": { "horizontalSizeClass": "regular", "verticalSizeClass": "compact",
                                         "userInterfaceIdiom": "pad", "layoutDirection": "rightToLeft",
                                         "minimumContentSizeCategory": "AX1" } },
            { "constraint": "title.height == 44 @ 750" },
            { "constraint": "title.width >= 10", "when": { "preferredContentSizeCategory": "extraLarge" } } ] }
        """)
        let c = root.constraints
        #expect(c.count == 4)
        #expect(c[0] == (try LayoutConstraint("title.top == root.safeArea.top + 8")))
        var expected = try LayoutConstraint("title.leading == root.margins.leading")
        expected.identifier = "title-leading"
        expected.priority = 999.5
        expected.isActive = false
        expected.when = TraitPredicate(horizontalSizeClass: .regular, verticalSizeClass: .compact, userInterfaceIdiom: .pad,
                                       layoutDirection: .rightToLeft, minimumContentSizeCategory: .accessibilityMedium)
        #expect(c[1] == expected)
        #expect(c[2].priority == .defaultHigh && c[2].isActive && c[2].identifier == nil && c[2].when == nil)
        #expect(c[3].when == TraitPredicate(preferredContentSizeCategory: .extraLarge))
    }

    @Test("view fields: translatesAutoresizingMaskIntoConstraints, autoresizingMask, intrinsicContentSize, priorities, frame given")
    func viewFields() throws {
        let root = try Self.root("""
        { "id": "root", "subviews": [
            { "id": "a", "frame": [0, 0, 10, 10], "translatesAutoresizingMaskIntoConstraints": false,
              "autoresizingMask": ["flexibleWidth", "flexibleBottomMargin", "flexibleLeftMargin"],
              "intrinsicContentSize": [-1, 20.5],
              "contentHuggingPriority": { "horizontal": 251 },
              "contentCompressionResistancePriority": { "vertical": 1000, "horizontal": 749.5 } },
            { "id": "b", "class": "label", "translatesAutoresizingMaskIntoConstraints": true, "intrinsicContentSize": [0, 0] },
            { "id": "c", "autoresizingMask": [] } ] }
        """)
        let a = root.subviews[0], b = root.subviews[1], c = root.subviews[2]
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
        #expect(a.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin, .flexibleLeftMargin])
        #expect(a.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 20.5))
        #expect(a.contentHuggingPriority == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(a.contentCompressionResistancePriority == AxisPriorities(horizontal: 749.5, vertical: .required))
        #expect(a.hasExplicitFrame)
        #expect(b.translatesAutoresizingMaskIntoConstraints == true && b.intrinsicContentSize == .zero && !b.hasExplicitFrame)
        #expect(b.contentHuggingPriority == .defaultHugging && b.contentCompressionResistancePriority == .defaultCompressionResistance)
        // Absent stays unset: the engine decides.
        #expect(c.translatesAutoresizingMaskIntoConstraints == nil && c.autoresizingMask == [] && c.intrinsicContentSize == nil)
        #expect(!root.hasExplicitFrame)
    }

    @Test("layout guides with and without a frame, and as constraint items")
    func layoutGuides() throws {
        let root = try Self.root("""
        { "id": "root", "layoutGuides": [ { "id": "spacer" }, { "id": "fixed", "frame": [1, 2, 3, 4] } ],
          "subviews": [ { "id": "a" } ],
          "constraints": [ "spacer.top == a.bottom", "spacer.height == fixed.height", "a.top == superview.top" ] }
        """)
        #expect(root.layoutGuides == [LayoutGuide(id: "spacer"), LayoutGuide(id: "fixed", layoutFrame: Rect(x: 1, y: 2, width: 3, height: 4))])
        #expect(root.layoutGuides[0].layoutFrame == nil)
        #expect(root.constraints.count == 3)
    }

    @Test("items that resolve: guides of views and of superview, scroll guides, table cells and content views")
    func resolvingItems() throws {
        let root = try Self.root("""
        { "id": "root", "subviews": [
            { "id": "scroll", "class": "scrollView", "subviews": [ { "id": "content",
                "constraints": [ "content.top == superview.contentLayoutGuide.top", "content.width == superview.frameLayoutGuide.width",
                                 "superview.contentLayoutGuide.bottom == content.bottom" ] } ],
              "constraints": [ "scroll.contentLayoutGuide.height == 2000", "scroll.top == superview.safeArea.top" ] },
            { "id": "table", "class": "tableView", "rows": [ { "id": "r0", "height": 44, "subviews": [ { "id": "r0.title",
                "constraints": [ "r0.title.leading == superview.margins.leading", "r0.title.top == r0.contentView.top",
                                 "r0.title.bottom <= r0.bottom" ] } ] } ] },
            { "id": "row.with.dots" } ],
          "constraints": [ "row.with.dots.top == root.readable.top", "superview.top == root.top" ] }
        """)
        #expect(root.constraints.count == 2)
    }

    @Test("canvas: device and orientation, each optional")
    func canvas() throws {
        let vc = #""root": { "viewController": { "id": "vc" } }"#
        #expect(try Self.read("{ \"canvas\": { \"device\": \"iPhone SE 3\", \"orientation\": \"landscape\" }, \(vc) }").canvas
                == SpecCanvas(device: "iPhone SE 3", orientation: .landscapeLeft))
        #expect(try Self.read("{ \"canvas\": {}, \(vc) }").canvas == SpecCanvas())
        #expect(try Self.read("{ \(vc) }").canvas == nil)
    }
}
