import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// A text view that does not scroll sizes to its text inside its container insets (8 above and
/// below) and line fragment padding (5 at each side); one that scrolls has no intrinsic size.
@Suite("text views")
struct TextViewTests {
    static func textView(_ text: String?, scrolls: Bool = false, size: Double = 14) -> View {
        var view = View(id: "t", viewClass: .textView)
        view.text = text
        view.isScrollEnabled = scrolls
        view.font = .system(size: size, weight: .regular)
        return view
    }

    @Test("one line: its width plus 10, its line plus 16, to pixels; empty, one line high")
    func oneLine() {
        let font = Font(size: 14)
        let size = TextMeasurement.intrinsicContentSize(of: Self.textView("Notes"), width: nil, category: .large, scale: 3, os: OSVersion(major: 18))
        #expect(size == Size(width: TextMeasurement.roundUp(font.width(of: "Notes") + 10, 3), height: TextMeasurement.roundUp(font.lineHeight + 16, 3)))
        // An empty 14-point text view is 33 points high on a 3× screen (a public document's, Xcode 13.3).
        #expect(TextMeasurement.intrinsicContentSize(of: Self.textView(nil), width: nil, category: .large, scale: 3, os: OSVersion(major: 18))?.height == 33)
        #expect(TextMeasurement.intrinsicContentSize(of: Self.textView("Notes", scrolls: true), width: nil, category: .large, scale: 3, os: OSVersion(major: 18)) == nil)
    }

    @Test("taller than its text, its first line sits at the top of its text container (8 down), not centred as a label's")
    func fromTheTop() throws {
        let font = Font(size: 14)
        let text = try #require(LabelDrawing.text(of: Self.textView("Notes"), bounds: Rect(x: 0, y: 0, width: 200, height: 300),
                                                  direction: .leftToRight, category: .large))
        #expect(abs(text.lines[0].baseline - (8 + font.ascender)) < 1e-9)
        #expect(text.lines[0].x == 5)
    }

    @Test("pinned at its sides, it wraps at its width less 10 and grows to its lines")
    func wraps() throws {
        let long = "A text view that does not scroll grows with its text, line after line, as a label does, inside its insets."
        var view = Self.textView(long, size: 17)
        let root = View(id: "root")
        view.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        let layout = try Fixture.compute(Fixture.screen([view]), on: "iPhone 15 Pro")
        let frame = try layout.v("t").frame
        let lines = TextLayout(text: long, font: Font(size: 17), maxWidth: 393 - 40 - 10, numberOfLines: 0).lines.count
        #expect(lines >= 3)
        #expect(frame.height == TextMeasurement.roundUp(Double(lines) * Font(size: 17).lineHeight + 16, 3))
        #expect(try layout.v("t").text?.lines.count == lines)
    }

    @Test("in a spec: scrollEnabled and textContainerInset on text views")
    func spec() throws {
        let json = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "t", "class": "textView", "text": "Hi", "scrollEnabled": false, "textContainerInset": { "top": 4, "left": 0, "bottom": 4, "right": 0 } } ] } } } }"#
        let spec = try SpecReader.read(bytes: Array(json.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let t = vc.view?.subviews.first else { Issue.record("no text view"); return }
        #expect(!t.isScrollEnabled && t.textContainerInset == EdgeInsets(top: 4, left: 0, bottom: 4, right: 0) && t.text == "Hi")
    }
}
