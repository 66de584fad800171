import StrictJSON
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// A label's text as it draws it at its final bounds (issue 10, point 5): the lines shown, where
/// they sit, truncation and overflow (`LabelDrawing`), in the computed layout and its JSON.
@Suite("Text: labels as drawn")
struct LabelDrawingTests {
    static let body = Font(size: 17)
    static let sentence = "The quick brown fox jumps over the lazy dog"

    static func lay(_ text: String = sentence, lines: Int = 0, width: Double, height: Double,
                    direction: UserInterfaceLayoutDirection = .leftToRight) -> ComputedText {
        LabelDrawing.lay(text, font: body, numberOfLines: lines, bounds: Rect(x: 0, y: 0, width: width, height: height), direction: direction)
    }

    @Test("lines break at the bounds' width and sit centred vertically, one ascender to the first baseline")
    func wrapping() {
        let text = Self.lay(width: 150, height: 100)
        let expected = TextLayout(text: Self.sentence, font: Self.body, maxWidth: 150, numberOfLines: 0)
        #expect(text.lines.map(\.text) == expected.lines.map(\.text))
        #expect(text.lines.count == 3)
        #expect(!text.isTruncated && !text.overflowsHorizontally && !text.overflowsVertically && !text.doesNotFit)
        let height = 3 * Self.body.lineHeight
        #expect(abs(text.lines[0].baseline - ((100 - height) / 2 + Self.body.ascender)) < 1e-9)
        #expect(abs(text.lines[2].baseline - text.lines[0].baseline - 2 * Self.body.lineHeight) < 1e-9)
        #expect(text.lines.allSatisfy { $0.x == 0 && $0.width <= 150 })
        #expect(abs(text.textRect.height - height) < 1e-9)
        #expect(abs(text.textRect.minY - (100 - height) / 2) < 1e-9)
    }

    @Test("numberOfLines cuts the text and the last line shown ends in …")
    func numberOfLines() {
        let text = Self.lay(lines: 2, width: 150, height: 100)
        #expect(text.lines.count == 2)
        #expect(text.isTruncated)
        #expect(text.lines[1].text.hasSuffix("…"))
        #expect(text.lines[1].width <= 150)
        #expect(!text.overflowsHorizontally && !text.overflowsVertically)
    }

    @Test("only the lines that fit the height whole are shown, the last truncated (numberOfLines 0 and above)")
    func heightLimit() {
        // 2.5 lines of room: two shown.
        let room = 2.5 * Self.body.lineHeight
        for lines in [0, 3, 5] {
            let text = Self.lay(lines: lines, width: 150, height: room)
            #expect(text.lines.count == 2, "numberOfLines \(lines)")
            #expect(text.isTruncated)
            #expect(text.lines[1].text.hasSuffix("…"))
            #expect(!text.overflowsVertically)
        }
        // Exactly three lines' height (up to rounding) shows all three.
        let exact = Self.lay(width: 150, height: 3 * Self.body.lineHeight - 1e-9)
        #expect(exact.lines.count == 3 && !exact.isTruncated)
        // A hair less than three lines loses the third.
        #expect(Self.lay(width: 150, height: 3 * Self.body.lineHeight - 0.01).lines.count == 2)
    }

    @Test("a label shorter than one line still shows its first line, centred and overflowing vertically")
    func shorterThanALine() {
        let text = Self.lay(width: 150, height: 10)
        #expect(text.lines.count == 1)
        #expect(text.isTruncated && text.overflowsVertically && !text.overflowsHorizontally)
        #expect(abs(text.textRect.midY - 5) < 1e-9)
        #expect(text.textRect.minY < 0 && text.textRect.maxY > 10)
    }

    @Test("a single line narrower than its text is truncated at the tail to fit")
    func singleLineTruncation() {
        let text = Self.lay(lines: 1, width: 120, height: 30)
        #expect(text.lines.count == 1)
        #expect(text.isTruncated && !text.overflowsHorizontally)
        #expect(text.lines[0].text.hasSuffix("…") && text.lines[0].text.hasPrefix("The quick"))
        #expect(text.lines[0].width <= 120)
        let fits = Self.lay("Sign in", lines: 1, width: 120, height: 30)
        #expect(fits.lines.map(\.text) == ["Sign in"] && !fits.doesNotFit)
    }

    @Test("bounds too narrow for even the ellipsis overflow horizontally")
    func tooNarrow() {
        let text = Self.lay(lines: 1, width: 3, height: 30)
        #expect(text.lines.map(\.text) == ["…"])
        #expect(text.isTruncated && text.overflowsHorizontally)
        let empty = Self.lay(lines: 1, width: 0, height: 30)
        #expect(empty.overflowsHorizontally)
    }

    @Test("natural alignment: left under left-to-right, right-aligned lines under right-to-left")
    func alignment() {
        let ltr = Self.lay(width: 150, height: 100), rtl = Self.lay(width: 150, height: 100, direction: .rightToLeft)
        #expect(ltr.lines.map(\.text) == rtl.lines.map(\.text))
        for (l, r) in zip(ltr.lines, rtl.lines) {
            #expect(l.x == 0)
            #expect(abs(r.x + r.width - 150) < 1e-9)
            #expect(l.baseline == r.baseline)
        }
    }

    @Test("glyph positions follow width(of:): each is the width of the text before it")
    func glyphPositions() {
        let text = "AVATAR Typography, naïve"
        let positions = Self.body.glyphPositions(of: text)
        #expect(positions.map(\.scalar) == Array(text.unicodeScalars))
        #expect(positions[0].x == 0)
        // AV is kerned: the V starts where "A" plus the pair's kerning ends.
        #expect(abs(positions[1].x - Self.body.width(of: "AV") + Self.body.width(of: "V")) < 1e-9)
        var prefix = ""
        for (scalar, x) in positions {
            // Kerning belongs to the later glyph's start: the width of the prefix with this glyph
            // minus its own advance.
            #expect(abs(x - (Self.body.width(of: prefix + String(scalar)) - Self.body.width(of: String(scalar)))) < 1e-9)
            prefix += String(scalar)
        }
    }

    // MARK: Through the engine and the output

    static let spec = #"""
    { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [
        { "id": "title", "class": "label", "text": "The quick brown fox jumps over the lazy dog", "font": "headline" },
        { "id": "squeezed", "class": "label", "text": "The quick brown fox jumps over the lazy dog", "numberOfLines": 0 },
        { "id": "empty", "class": "label" },
        { "id": "box", "frame": [0, 0, 10, 10] } ],
      "constraints": ["title.top == root.safeArea.top", "title.leading == root.leading", "title.width == 100",
                      "squeezed.top == title.bottom", "squeezed.leading == root.leading", "squeezed.width == 150", "squeezed.height == 30"] } } } }
    """#

    static func layout() throws -> ComputedLayout {
        let spec = try SpecReader.read(bytes: Array(Self.spec.utf8), file: "spec.json")
        return try Fixture.compute(spec.root, on: "iPhone 16 Pro")
    }

    @Test("labels with text carry it at their final frame; other views and empty labels do not")
    func computed() throws {
        let layout = try Self.layout()
        let title = try #require(try layout.v("title").text)
        #expect(title.font.pointSize == 17 && title.font.weight == .semibold)
        #expect(title.lines.count == 1 && title.isTruncated && title.lines[0].width <= 100)
        let squeezed = try #require(try layout.v("squeezed").text)
        // 30 pt holds one 20.6-pt line: the rest is cut at the first line.
        #expect(squeezed.lines.count == 1 && squeezed.isTruncated && !squeezed.overflowsVertically)
        #expect(try layout.v("empty").text == nil)
        #expect(try layout.v("box").text == nil)
        #expect(try layout.v("root").text == nil)
    }

    @Test("the geometry JSON has each label's text last, and the text format a line for it")
    func output() throws {
        let layout = try Self.layout()
        let json = GeometryJSON.encode(layout)
        guard case .object(let root) = json, case .array(let views)? = root["views"] else { Issue.record("no views"); return }
        let title = try #require(views.first { if case .object(let o) = $0, case .string("title")? = o["id"] { true } else { false } })
        guard case .object(let fields) = title, case .object(let text)? = fields["text"] else { Issue.record("no text"); return }
        #expect(fields.entries.last?.key == "text")
        #expect(text.entries.map(\.key) == ["font", "lines", "isTruncated", "overflowsHorizontally", "overflowsVertically"])
        #expect(text["isTruncated"] == .bool(true))
        #expect(text["overflowsHorizontally"] == .bool(false))
        guard case .object(let font)? = text["font"], case .array(let lines)? = text["lines"], case .object(let line)? = lines.first else {
            Issue.record("no font or lines"); return
        }
        #expect(font["size"] == .number(17) && font["weight"] == .string("semibold"))
        #expect(line.entries.map(\.key) == ["text", "x", "baseline", "width"])
        let computed = try #require(try layout.v("title").text?.lines.first)
        #expect(line["text"] == .string(computed.text))
        #expect(line["baseline"] == GeometryJSON.number(computed.baseline))
        // Views without text have no field.
        let box = try #require(views.first { if case .object(let o) = $0, case .string("box")? = o["id"] { true } else { false } })
        if case .object(let o) = box { #expect(o["text"] == nil) }

        let tree = GeometryText.string(layout)
        #expect(tree.contains("text 17 pt semibold, 1 line: \"\(computed.text)\" (truncated)"))
    }

    @Test("a button draws its title centred between its insets; a text field its text, else its placeholder, at its leading padding")
    func controls() throws {
        let controls = ControlTextMetrics.uikit
        var button = View(id: "b", viewClass: .button)
        button.title = "Save"
        let bounds = Rect(x: 0, y: 0, width: 200, height: 50)
        let title = try #require(LabelDrawing.text(of: button, bounds: bounds, direction: .leftToRight, category: .large))
        let font = Font(size: 15)
        #expect(title.font == font && title.lines.count == 1 && !title.isPlaceholder)
        #expect(abs(title.lines[0].x - (100 - font.width(of: "Save") / 2)) < 1e-9)
        #expect(abs(title.lines[0].baseline - (25 - font.lineHeight / 2 + font.ascender)) < 1e-9)
        // The same under right-to-left: centred either way.
        #expect(LabelDrawing.text(of: button, bounds: bounds, direction: .rightToLeft, category: .large)?.lines[0].x == title.lines[0].x)

        var field = View(id: "f", viewClass: .textField)
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        let placeholder = try #require(LabelDrawing.text(of: field, bounds: bounds, direction: .leftToRight, category: .large))
        let padding = try #require(controls.textFieldPadding[.roundedRect])
        #expect(placeholder.isPlaceholder && placeholder.lines[0].text == "Email" && placeholder.lines[0].x == padding.left)
        let rtl = try #require(LabelDrawing.text(of: field, bounds: bounds, direction: .rightToLeft, category: .large))
        #expect(abs(rtl.lines[0].x + rtl.lines[0].width - (200 - padding.left)) < 1e-9)
        field.text = "jane@example.com"
        let typed = try #require(LabelDrawing.text(of: field, bounds: bounds, direction: .leftToRight, category: .large))
        #expect(!typed.isPlaceholder && typed.lines[0].text == "jane@example.com")
        // Too narrow: one line, truncated at its tail inside the padding.
        let narrow = try #require(LabelDrawing.text(of: field, bounds: Rect(x: 0, y: 0, width: 80, height: 40), direction: .leftToRight, category: .large))
        #expect(narrow.lines.count == 1 && narrow.isTruncated && narrow.lines[0].width <= 80 - padding.left - padding.right)
        // Without text or placeholder, and other classes: nothing.
        #expect(LabelDrawing.text(of: View(id: "e", viewClass: .textField), bounds: bounds, direction: .leftToRight, category: .large) == nil)
        #expect(LabelDrawing.text(of: View(id: "e", viewClass: .button), bounds: bounds, direction: .leftToRight, category: .large) == nil)
        var plain = View(id: "v")
        plain.text = "not drawn"
        #expect(LabelDrawing.text(of: plain, bounds: bounds, direction: .leftToRight, category: .large) == nil)
    }

    @Test("a placeholder is marked in the geometry JSON")
    func placeholderJSON() throws {
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "f", "class": "textField", "placeholder": "Name", "frame": [10, 100, 200, 40] } ] } } } }"#
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        let layout = try Fixture.compute(spec.root, on: "iPhone 15 Pro")
        let json = GeometryJSON.string(layout)
        #expect(json.contains(#""isPlaceholder": true"#), "\(json)")
    }
}
