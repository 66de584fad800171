import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Buttons and text fields measure their text (issue 10, point 1): a button is its title plus
/// UIKit's 6-point insets above and below (Docs/Buttons.md; `ButtonSizingTests`), a text field its text (or placeholder) plus its
/// border's padding (`ControlTextMetrics`).
@Suite("Text: buttons and text fields")
struct ControlTextTests {
    /// A root view holding `control` (`class` and fields, JSON) pinned at its top-leading corner.
    static func spec(_ control: String) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "c", "#
            + control + #" } ], "constraints": ["c.top == root.top + 100", "c.leading == root.leading + 20"] } } } }"#
    }

    static func compute(_ text: String, category: ContentSizeCategory = .large, device: String = "iPhone 16 Pro") throws -> ComputedLayout {
        let spec = try LabelTests.read(text)
        return try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device), orientation: .portrait,
                                                                         contentSizeCategory: category))
    }

    @Test("a system button is its 15-point title plus 6 points above and below, up to whole points (Docs/Buttons.md)")
    func button() throws {
        let layout = try Self.compute(Self.spec(#""class": "button", "title": "Hello World""#))
        let font = Font(size: 15)
        let frame = try #require(layout.view("c")).frame
        #expect(frame.width == font.width(of: "Hello World").rounded(.up))
        #expect(frame.height == (font.lineHeight + 12).rounded(.up))
        // Sadun's figure is {78, 30} (iOS 7): the title measures 78.35 here, so 79.
        #expect(abs(frame.width - 78) <= 1, "width \(frame.width)")
        #expect(frame.height == 30, "height \(frame.height)")
        #expect(layout.view("c")?.intrinsicContentSize == frame.size)
    }

    @Test("a button's font may be a text style, which Dynamic Type scales")
    func buttonTextStyle() throws {
        let large = try Self.compute(Self.spec(#""class": "button", "title": "Continue", "font": "headline""#))
        let ax5 = try Self.compute(Self.spec(#""class": "button", "title": "Continue", "font": "headline""#), category: .accessibilityExtraExtraExtraLarge)
        let headline = LabelFont.textStyle(.headline)
        #expect(try #require(large.view("c")).frame.height == (headline.resolved(for: .large).lineHeight + 12).rounded(.up))
        #expect(try #require(ax5.view("c")).frame.height == (headline.resolved(for: .accessibilityExtraExtraExtraLarge).lineHeight + 12).rounded(.up))
        #expect(try #require(ax5.view("c")).frame.width > 2 * (try #require(large.view("c")).frame.width))
    }

    @Test("a system button without a title is 30 wide (its minimum) at the control height (a marked guess); a custom one has no width")
    func emptyButton() throws {
        let layout = try Self.compute(Self.spec(#""class": "button""#))
        #expect(layout.view("c")?.frame.size == Size(width: 30, height: ControlTextMetrics.uikit.emptyButtonSize.height))
        let custom = try Self.compute(Self.spec(#""class": "button", "buttonType": "custom""#))
        #expect(custom.view("c")?.frame.size == ControlTextMetrics.uikit.emptyButtonSize)
    }

    @Test("a rounded-rect text field is its text plus 7 points each side, 34 high whatever its font until its line needs more")
    func roundedRect() throws {
        let layout = try Self.compute(Self.spec(#""class": "textField", "placeholder": "Username", "borderStyle": "roundedRect", "font": { "size": 14 }"#))
        let font = Font(size: 14)
        let frame = try #require(layout.view("c")).frame
        #expect(frame.width == LabelTests.roundUp(font.width(of: "Username") + 14))
        #expect(frame.height == 34, "Interface Builder stores 34 for this field (Docs/Controls.md)")
        // The same height at 18 points; a 30-point line plus 9.5 is taller (45.3, 45.5 at 2×).
        #expect(Self.fieldHeight(.roundedRect, size: 18, scale: 2) == 34)
        #expect(Self.fieldHeight(.roundedRect, size: 30, scale: 2) == 45.5)
        // Before iOS 13 the fixed height was 30.
        #expect(Self.fieldHeight(.roundedRect, size: 14, scale: 2, os: "12.4") == 30)
    }

    @Test("borderless fields are their line plus 1.66, bordered ones plus 9.5, up to the pixel (Docs/Controls.md)")
    func otherBorders() {
        // Two 16-pt borderless fields are stored 21 tall at 2×; a 17-pt line field 30 at 3×.
        #expect(Self.fieldHeight(.none, size: 16, scale: 2) == 21)
        #expect(abs(Self.fieldHeight(.line, size: 17, scale: 3) - 30) < 1e-9)
        #expect(Self.fieldHeight(.bezel, size: 17, scale: 3) == Self.fieldHeight(.line, size: 17, scale: 3))
    }

    static func fieldHeight(_ border: TextFieldBorderStyle, size: Double, scale: Double, os: String = "18.0") -> Double {
        var field = View(id: "f", viewClass: .textField)
        field.borderStyle = border
        field.font = .system(size: size, weight: .regular)
        return TextMeasurement.intrinsicContentSize(of: field, width: nil, category: .large, scale: scale, os: OSVersion(os)!)?.height ?? -1
    }

    @Test("a text field's text, when it has one, sizes it instead of the placeholder; without either it is one line (and its padding) high")
    func textOverPlaceholder() throws {
        let withText = try Self.compute(Self.spec(#""class": "textField", "text": "a much longer text than that", "placeholder": "Name""#))
        let font = Font(size: 17)
        #expect(try #require(withText.view("c")).frame.width == LabelTests.roundUp(font.width(of: "a much longer text than that")))
        let empty = try Self.compute(Self.spec(#""class": "textField""#))
        #expect(empty.view("c")?.frame.size == Size(width: 0, height: LabelTests.roundUp(font.lineHeight + 1.66)))
    }

    @Test("a button's and a text field's baselines are their text's, centred in the control")
    func baselines() throws {
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": ["#
            + #"{ "id": "b", "class": "button", "title": "Go" }, { "id": "f", "class": "textField", "placeholder": "Name", "borderStyle": "roundedRect" } ],"#
            + #" "constraints": ["b.top == root.top + 100", "b.leading == root.leading + 20", "f.firstBaseline == b.firstBaseline", "f.leading == b.trailing + 8"] } } } }"#
        let layout = try Self.compute(text)
        let b = try #require(layout.view("b")).frame, f = try #require(layout.view("f")).frame
        let button = Font(size: 15), field = Font(size: 17)
        let buttonBaseline = b.midY - button.lineHeight / 2 + button.ascender
        let fieldBaseline = f.midY - field.lineHeight / 2 + field.ascender
        #expect(abs(buttonBaseline - fieldBaseline) < 1e-9, "\(buttonBaseline) vs \(fieldBaseline)")
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue })
    }

    @Test("the control metrics are data: a calibration replaces them")
    func metricsAreData() throws {
        let spec = try LabelTests.read(Self.spec(#""class": "button", "title": "OK""#))
        var environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone 16 Pro"), orientation: .portrait)
        environment.controlTextMetrics.buttonTitleInsets = EdgeInsets(top: 10, left: 4, bottom: 10, right: 4)
        let layout = try LayoutEngine.compute(spec.root, in: environment)
        let font = Font(size: 15)
        #expect(layout.view("c")?.frame.size == Size(width: max(30, (font.width(of: "OK") + 8).rounded(.up)), height: (font.lineHeight + 20).rounded(.up)))
    }

    @Test("control text fields are read, and refused on other classes with the classes they apply to", arguments: [
        (#""class": "view", "title": "Go""#, #"spec.json: $.root.viewController.view.subviews[0].title: "title" applies to buttons; this view's class is "view""#),
        (#""class": "label", "placeholder": "x""#, #"spec.json: $.root.viewController.view.subviews[0].placeholder: "placeholder" applies to text fields; this view's class is "label""#),
        (#""class": "button", "numberOfLines": 2"#, #"spec.json: $.root.viewController.view.subviews[0].numberOfLines: "numberOfLines" applies to labels; this view's class is "button""#),
        (#""class": "imageView", "font": "body""#, #"spec.json: $.root.viewController.view.subviews[0].font: "font" applies to labels, buttons, text fields and text views; this view's class is "imageView""#),
    ])
    func wrongClass(fields: String, expected: String) {
        #expect(SpecReaderBadInputTests.message(Self.spec(fields)) == expected)
    }

    @Test("a bad border style names the field and the value")
    func badBorderStyle() {
        let message = SpecReaderBadInputTests.message(Self.spec(#""class": "textField", "borderStyle": "rounded""#))
        #expect(message.hasPrefix("spec.json: $.root.viewController.view.subviews[0].borderStyle: "), "got: \(message)")
        #expect(message.contains("rounded") && message.contains("roundedRect"), "got: \(message)")
        #expect(!message.contains("\n"))
    }

    @Test("the fields reach the model")
    func fields() throws {
        let spec = try LabelTests.read(Self.spec(#""class": "textField", "text": "t", "placeholder": "p", "borderStyle": "line", "font": "body""#))
        guard case .viewController(let vc) = spec.root, let field = vc.view?.subviews.first else { Issue.record("no field"); return }
        #expect(field.text == "t" && field.placeholder == "p" && field.borderStyle == .line && field.font == .textStyle(.body))
        #expect(field.adjustsFontForContentSizeCategory)
        let button = try LabelTests.read(Self.spec(#""class": "button", "title": "Go""#))
        guard case .viewController(let vc2) = button.root, let b = vc2.view?.subviews.first else { Issue.record("no button"); return }
        #expect(b.title == "Go")
    }
}
