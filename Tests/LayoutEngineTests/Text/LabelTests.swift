import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Labels measure their text (issue 10, point 1): the spec's label fields, the intrinsic size
/// from the text, and the second layout pass that wraps a multi-line label at the width it got.
@Suite("Text: labels")
struct LabelTests {
    static func read(_ text: String) throws -> LayoutSpec {
        try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
    }

    /// A root view holding `label` (JSON of the label's fields after its id) and `constraints`.
    static func spec(label: String, constraints: [String]) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "label", "class": "label", "#
            + label + #" } ], "constraints": ["# + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "] } } } }"
    }

    static func compute(_ text: String, category: ContentSizeCategory = .large) throws -> ComputedLayout {
        let spec = try read(text)
        let device = try DeviceCatalog.bundled.device(named: "iPhone 16 Pro")
        return try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: .portrait, contentSizeCategory: category))
    }

    static func roundUp(_ v: Double) -> Double { (v * 3 - 1e-9).rounded(.up) / 3 }

    @Test("the label fields are read: text, a text style or a size and weight, lines, preferred width")
    func fields() throws {
        let spec = try Self.read(Self.spec(label: #""text": "Hello", "font": "headline", "numberOfLines": 0, "preferredMaxLayoutWidth": 200"#, constraints: []))
        guard case .viewController(let vc) = spec.root, let label = vc.view?.subviews.first else { Issue.record("no label"); return }
        #expect(label.text == "Hello")
        #expect(label.font == .textStyle(.headline))
        #expect(label.numberOfLines == 0)
        #expect(label.preferredMaxLayoutWidth == 200)
        #expect(label.adjustsFontForContentSizeCategory)
        let system = try Self.read(Self.spec(label: #""text": "Hi", "font": { "size": 20, "weight": "semibold" }"#, constraints: []))
        guard case .viewController(let vc2) = system.root, let label2 = vc2.view?.subviews.first else { Issue.record("no label"); return }
        #expect(label2.font == .system(size: 20, weight: .semibold))
        #expect(label2.numberOfLines == 1)
        #expect(!label2.adjustsFontForContentSizeCategory)
    }

    @Test("bad label fields are one-line errors at their path", arguments: [
        (#""font": "bodyy""#, "spec.json: $.root.viewController.view.subviews[0].font: "),
        (#""font": { "size": 0 }"#, "spec.json: $.root.viewController.view.subviews[0].font.size: a font size is more than 0"),
        (#""font": { "size": 17, "weight": "heavyy" }"#, "spec.json: $.root.viewController.view.subviews[0].font.weight: "),
        (#""font": { "size": 17, "style": "body" }"#, "spec.json: $.root.viewController.view.subviews[0].font"),
        (#""numberOfLines": -1"#, "spec.json: $.root.viewController.view.subviews[0].numberOfLines: numberOfLines is 0"),
        (#""numberOfLines": 1.5"#, "spec.json: $.root.viewController.view.subviews[0].numberOfLines: "),
        (#""preferredMaxLayoutWidth": -3"#, "spec.json: $.root.viewController.view.subviews[0].preferredMaxLayoutWidth: "),
        (#""text": 12"#, "spec.json: $.root.viewController.view.subviews[0].text: "),
    ])
    func badFields(fields: String, expected: String) {
        let message = SpecReaderBadInputTests.message(Self.spec(label: fields, constraints: []))
        #expect(message.hasPrefix(expected), "got: \(message)")
        #expect(!message.contains("\n"))
    }

    @Test("label fields on another class say which classes they apply to")
    func wrongClass() {
        let message = SpecReaderBadInputTests.message(#"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "text": "Hi" } } } }"#)
        #expect(message == #"spec.json: $.root.viewController.view.text: "text" applies to labels, text fields and text views; this view's class is "view""#, "got: \(message)")
    }

    @Test("a one-line label is as wide as its text and one line high, in whole pixels")
    func singleLine() throws {
        let layout = try Self.compute(Self.spec(label: #""text": "Sign in to continue""#, constraints: ["label.top == root.top + 100", "label.leading == root.leading + 20"]))
        let font = Font(size: 17)
        let frame = try #require(layout.view("label")).frame
        #expect(frame.width == Self.roundUp(font.width(of: "Sign in to continue")))
        #expect(frame.height == Self.roundUp(font.lineHeight))
        #expect(layout.view("label")?.intrinsicContentSize == Size(width: frame.width, height: frame.height))
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue })
    }

    @Test("a label without text has no size; a label given an intrinsicContentSize keeps it")
    func emptyAndGiven() throws {
        let empty = try Self.compute(Self.spec(label: #""numberOfLines": 0"#, constraints: ["label.top == root.top", "label.leading == root.leading"]))
        #expect(empty.view("label")?.frame.size == Size(width: 0, height: 0))
        let given = try Self.compute(Self.spec(label: #""text": "Hello", "intrinsicContentSize": [50, 30]"#, constraints: ["label.top == root.top", "label.leading == root.leading"]))
        #expect(given.view("label")?.frame.size == Size(width: 50, height: 30))
    }

    @Test("a multi-line label between the margins wraps at the width it gets, in a second pass")
    func multiLine() throws {
        let text = "Layouts that break in production break where text meets the edge of the screen, at every size a user picks."
        let layout = try Self.compute(Self.spec(label: #""text": ""# + text + #"", "numberOfLines": 0"#, constraints: [
            "label.top == root.safeArea.top", "label.leading == root.margins.leading", "label.trailing == root.margins.trailing",
        ]))
        let root = try #require(layout.view("root"))
        let frame = try #require(layout.view("label")).frame
        #expect(frame.width == root.layoutMarginsGuide.width)
        let lines = TextLayout(text: text, font: Font(size: 17), maxWidth: frame.width)
        #expect(lines.lines.count > 1)
        #expect(frame.height == Self.roundUp(Double(lines.lines.count) * Font(size: 17).lineHeight))
        #expect(!layout.diagnostics.contains { $0.kind == .layoutDidNotConverge })
    }

    @Test("a multi-line label's first measure is unbounded, not at the frame it was made with: room to spare keeps it on one line")
    func firstPassUnbounded() throws {
        let text = "Sort Oldest to Newest"
        let natural = TextLayout(text: text, font: Font(size: 17), maxWidth: nil).size.width
        // A frame a little narrower than the text, as a document's stored frame is when its
        // font measured narrower than ours: measured at it, the text would wrap and stay wrapped.
        let frame = "[20, 20, \(((natural - 0.5) * 3).rounded(.down) / 3), 21]"
        let layout = try Self.compute(Self.spec(label: #""text": ""# + text + #"", "numberOfLines": 0, "frame": "# + frame,
                                                constraints: ["label.top == root.top + 20", "label.leading == root.leading + 20"]))
        let label = try #require(layout.view("label")).frame
        #expect(label.width == Self.roundUp(natural))
        #expect(label.height == Self.roundUp(Font(size: 17).lineHeight))
        #expect(!layout.diagnostics.contains { $0.kind == .layoutDidNotConverge })
    }

    @Test("numberOfLines caps the height; preferredMaxLayoutWidth wraps without the layout's width")
    func limits() throws {
        let text = "A title long enough to wrap over several lines of a narrow label"
        let capped = try Self.compute(Self.spec(label: #""text": ""# + text + #"", "numberOfLines": 2, "preferredMaxLayoutWidth": 120"#,
                                                constraints: ["label.top == root.top", "label.leading == root.leading"]))
        let frame = try #require(capped.view("label")).frame
        #expect(frame.height == Self.roundUp(2 * Font(size: 17).lineHeight))
        #expect(frame.width <= 120)
    }

    @Test("a text style grows with the content size category")
    func dynamicType() throws {
        let spec = Self.spec(label: #""text": "Body text", "font": "body""#, constraints: ["label.top == root.top", "label.leading == root.leading"])
        let large = try #require(try Self.compute(spec).view("label")).frame
        let ax5 = try #require(try Self.compute(spec, category: .accessibilityExtraExtraExtraLarge).view("label")).frame
        let bodyLarge = DynamicType.font(.body, .large), bodyAX5 = DynamicType.font(.body, .accessibilityExtraExtraExtraLarge)
        #expect(large.height == Self.roundUp(Font(size: bodyLarge.size, weight: bodyLarge.weight).lineHeight))
        #expect(ax5.height == Self.roundUp(Font(size: bodyAX5.size, weight: bodyAX5.weight).lineHeight))
        #expect(ax5.width > large.width)
    }

    @Test("labels aligned on their first baselines put their text on one line, whatever the fonts")
    func firstBaselines() throws {
        let spec = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": ["#
            + #"{ "id": "small", "class": "label", "text": "Price" }, { "id": "big", "class": "label", "text": "12", "font": { "size": 34, "weight": "bold" } } ], "#
            + #""constraints": [ "small.top == root.top + 100", "small.leading == root.leading + 20", "big.leading == small.trailing + 8", "#
            + #""big.firstBaseline == small.firstBaseline", "small.lastBaseline == small.firstBaseline" ] } } } }"#
        let layout = try Self.compute(spec)
        let small = try #require(layout.view("small")).frame, big = try #require(layout.view("big")).frame
        func baseline(_ frame: Rect, _ font: Font) -> Double { frame.minY + (frame.height - font.lineHeight) / 2 + font.ascender }
        #expect(abs(baseline(small, Font(size: 17)) - baseline(big, Font(size: 34, weight: .bold))) < 1e-9)
        #expect(abs(small.minY - 100) < 1e-9)
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue })
    }
}
