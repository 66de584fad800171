import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Autoshrink (`adjustsFontSizeToFitWidth`, `Autoshrink`): text too wide for its label or text
/// field is drawn in a smaller font down to a floor; the view's size still comes from its font.
@Suite("Text: autoshrink")
struct AutoshrinkTests {
    static let body = Font(size: 17)
    static let sentence = "The quick brown fox jumps over the lazy dog"

    static func lay(_ text: String = sentence, lines: Int = 1, width: Double, height: Double = 30, smallest: Double?,
                    adjustment: BaselineAdjustment = .alignBaselines) -> ComputedText {
        LabelDrawing.lay(text, font: body, numberOfLines: lines, bounds: Rect(x: 0, y: 0, width: width, height: height),
                         direction: .leftToRight, shrinkingTo: smallest, baselineAdjustment: adjustment)
    }

    @Test("a line too wide shrinks to the largest size (in hundredths of a point) that fits, untruncated")
    func shrinksToFit() {
        let width = 250.0
        let full = Self.body.width(of: Self.sentence)
        #expect(full > width)
        let text = Self.lay(width: width, smallest: 8.5)
        #expect(text.lines.map(\.text) == [Self.sentence])
        #expect(!text.doesNotFit)
        #expect(text.font.pointSize < 17 && text.font.pointSize >= 8.5)
        #expect(text.lines[0].width <= width)
        // The next hundredth up does not fit: the size is the largest that does.
        #expect(Font(size: text.font.pointSize + 0.01).width(of: Self.sentence) > width)
        // Roughly in proportion to the widths (tracking changes a little with the size).
        #expect(abs(text.font.pointSize - 17 * width / full) < 1)
    }

    @Test("text that fits keeps its font; no floor (nil) truncates as before")
    func fitsOrDoesNotShrink() {
        let fits = Self.lay("Sign in", width: 120, smallest: 8.5)
        #expect(fits.font == Self.body && !fits.doesNotFit)
        let plain = Self.lay(width: 250, smallest: nil)
        #expect(plain.font == Self.body && plain.isTruncated)
    }

    @Test("below the floor the text is drawn at the floor and truncated there")
    func floor() {
        let text = Self.lay(width: 100, smallest: 12)
        #expect(text.font.pointSize == 12)
        #expect(text.isTruncated && text.lines[0].text.hasSuffix("…") && text.lines[0].width <= 100)
    }

    @Test("a shrunk line keeps the full-size baseline, or is centred, or keeps the full-size top")
    func baselineAdjustment() {
        let height = 40.0
        let fullTop = (height - Self.body.lineHeight) / 2
        let baselines = Self.lay(width: 250, height: height, smallest: 8.5)
        #expect(abs(baselines.lines[0].baseline - (fullTop + Self.body.ascender)) < 1e-9)
        let centres = Self.lay(width: 250, height: height, smallest: 8.5, adjustment: .alignCenters)
        #expect(abs(centres.textRect.midY - height / 2) < 1e-9)
        let none = Self.lay(width: 250, height: height, smallest: 8.5, adjustment: .none)
        #expect(abs(none.textRect.minY - fullTop) < 1e-9)
        // All three at the same size, the baseline lowest where it stays put.
        #expect(baselines.font == centres.font && centres.font == none.font)
        #expect(none.lines[0].baseline < centres.lines[0].baseline && centres.lines[0].baseline < baselines.lines[0].baseline)
    }

    @Test("a label of two lines shrinks until its text fits two lines, centred as always")
    func multiLine() {
        let text = Self.lay(lines: 2, width: 150, height: 60, smallest: 8.5)
        #expect(text.lines.count == 2 && !text.isTruncated)
        #expect(text.font.pointSize < 17)
        #expect(text.lines.allSatisfy { $0.width <= 150 })
        #expect(abs(text.textRect.midY - 30) < 1e-9)
    }

    @Test("each class's floor: a label's scale factor (0: none) or its legacy minimum size, a text field's size")
    func floors() {
        var label = View(id: "l", viewClass: .label)
        #expect(Autoshrink.smallestSize(of: label, font: Self.body) == nil)
        label.adjustsFontSizeToFitWidth = true
        #expect(Autoshrink.smallestSize(of: label, font: Self.body) == nil)
        label.minimumFontSize = 10
        #expect(Autoshrink.smallestSize(of: label, font: Self.body) == 10)
        label.minimumScaleFactor = 0.5
        #expect(Autoshrink.smallestSize(of: label, font: Self.body) == 8.5)
        var field = View(id: "f", viewClass: .textField)
        field.adjustsFontSizeToFitWidth = true
        #expect(Autoshrink.smallestSize(of: field, font: Self.body) == 0)
        field.minimumFontSize = 17
        #expect(Autoshrink.smallestSize(of: field, font: Font(size: 14)) == 14)
        #expect(Autoshrink.smallestSize(of: View(id: "v"), font: Self.body) == nil)
    }

    // MARK: Through the engine

    static let spec = #"""
    { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [
        { "id": "shrinks", "class": "label", "text": "The quick brown fox jumps over the lazy dog",
          "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5 },
        { "id": "free", "class": "label", "text": "The quick brown fox jumps over the lazy dog",
          "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5 },
        { "id": "field", "class": "textField", "text": "someone@example-company.com",
          "adjustsFontSizeToFitWidth": true, "minimumFontSize": 7 },
        { "id": "empty", "class": "textField", "placeholder": "someone.with.a.long.name@example.com",
          "adjustsFontSizeToFitWidth": true, "minimumFontSize": 9 } ],
      "constraints": ["shrinks.top == root.safeArea.top", "shrinks.leading == root.leading", "shrinks.width == 200",
                      "free.top == shrinks.bottom", "free.leading == root.leading",
                      "field.top == free.bottom", "field.leading == root.leading", "field.width == 150",
                      "empty.top == field.bottom", "empty.leading == root.leading", "empty.width == 150"] } } } }
    """#

    @Test("the engine sizes by the full font and draws the text shrunk; a placeholder does not shrink")
    func throughTheEngine() throws {
        let spec = try SpecReader.read(bytes: Array(Self.spec.utf8), file: "spec.json")
        let layout = try Fixture.compute(spec.root, on: "iPhone 16 Pro")
        let shrinks = try layout.v("shrinks"), free = try layout.v("free")
        // Heights and the free label's width come from the 17-point font.
        #expect(shrinks.frame.height == free.frame.height)
        #expect(free.frame.width >= Self.body.width(of: Self.sentence))
        #expect(try #require(free.text).font == Self.body)
        let shrunk = try #require(shrinks.text)
        #expect(shrunk.font.pointSize < 17 && !shrunk.doesNotFit)
        let field = try #require(try layout.v("field").text)
        #expect(field.font.pointSize < 17 && field.font.pointSize >= 7 && !field.isTruncated)
        let placeholder = try #require(try layout.v("empty").text)
        #expect(placeholder.isPlaceholder && placeholder.font.pointSize == 17 && placeholder.isTruncated)
    }

    // MARK: The spec

    @Test("the spec reads the four keys", arguments: [
        (#"{ "id": "l", "class": "label", "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.35, "baselineAdjustment": "alignCenters" }"#, true, 0.35, 0.0, BaselineAdjustment.alignCenters),
        (#"{ "id": "l", "class": "textField", "adjustsFontSizeToFitWidth": true, "minimumFontSize": 12 }"#, true, 0.0, 12.0, .alignBaselines),
        (#"{ "id": "l", "class": "label" }"#, false, 0.0, 0.0, .alignBaselines),
    ])
    func specKeys(view: String, shrinks: Bool, factor: Double, size: Double, adjustment: BaselineAdjustment) throws {
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ "# + view + " ] } } } }"
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        guard case .viewController(let controller) = spec.root, let v = controller.view?.subviews.first else {
            Issue.record("no view read"); return
        }
        #expect(v.adjustsFontSizeToFitWidth == shrinks && v.minimumScaleFactor == factor && v.minimumFontSize == size && v.baselineAdjustment == adjustment)
    }

    @Test("bad values and misplaced keys name the path and the value", arguments: [
        (#""class": "label", "minimumScaleFactor": 1.5"#, #"$.root.viewController.view.subviews[0].minimumScaleFactor: minimumScaleFactor is a multiplier from 0 (the label does not shrink its text) to 1, got 1.5"#),
        (#""class": "textField", "minimumFontSize": -2"#, "$.root.viewController.view.subviews[0].minimumFontSize: minimumFontSize is from 0 to 1000 points, got -2"),
        (#""class": "label", "baselineAdjustment": "alignBaseline""#, #"unknown baseline adjustment "alignBaseline" (did you mean "alignBaselines"?)"#),
        (#""class": "label", "adjustsFontSizeToFitWidth": "yes""#, "$.root.viewController.view.subviews[0].adjustsFontSizeToFitWidth: expected true or false"),
        (#""class": "button", "adjustsFontSizeToFitWidth": true"#, #""adjustsFontSizeToFitWidth" applies to labels and text fields; this view's class is "button""#),
        (#""class": "textField", "minimumScaleFactor": 0.5"#, #""minimumScaleFactor" applies to labels; this view's class is "textField""#),
    ])
    func badSpec(fields: String, expected: String) {
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "l", "# + fields + " } ] } } } }"
        do {
            _ = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
            Issue.record("no error for \(fields)")
        } catch {
            #expect(error.description.contains(expected), "got: \(error.description)")
        }
    }
}
