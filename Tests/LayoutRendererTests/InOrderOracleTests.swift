import LayoutEngine
import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

/// The whole picture drawn fast (`DisplayList.draw`: in tiles on every core, each tile's
/// rectangles composited in one pass past the text and hatching they do not touch, the content
/// beyond the screen faded as it is composited) against the same display list drawn in order
/// (`drawInOrder`: every command in turn over its whole layer): the same bytes
/// (issue 33, "Record, then draw": the plain in-order drawing is the fast one's oracle). Compared
/// before the palette is fitted, so a difference shows the pixel the drawing got wrong.
@Suite("in-order oracle")
struct InOrderOracleTests {
    /// A random screen as a spec: a root view and up to 14 views, some inside others and some in a
    /// scroll view with content beyond the screen, at fractional frames (as Auto Layout gives
    /// them), with translucent colours, alpha, hidden views, labels, text fields and buttons, so
    /// that text lies between fills and under bars and overlays.
    static func spec(seed: UInt64) throws -> LayoutSpec {
        var random = SplitMix64(state: seed &* 0x9E37_79B9 &+ 7)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        func number(_ limit: Double) -> String {
            // Thirds and odd decimals: edges between pixels at every scale.
            let value = Double(pick(Int(limit * 12))) / 12 + (pick(4) == 0 ? 0.171 : 0)
            return String(value)
        }
        func color() -> String {
            let alpha = pick(3) == 0 ? String(format: "%02X", 40 + pick(200)) : ""
            return "#" + String(format: "%02X%02X%02X", pick(256), pick(256), pick(256)) + alpha
        }
        let words = ["Welcome back", "Email address", "g", "Sign in to continue", "Ågjy", "Total: 42", "—", "Settings"]
        var count = 0
        func view(depth: Int, width: Double, height: Double) -> String {
            count += 1
            let id = "v\(count)"
            var fields = [#""id": "\#(id)""#]
            let w = 4 + Double(pick(Int(width))), h = 4 + Double(pick(Int(min(height, 160))))
            fields.append(#""frame": [\#(number(width - w / 2)), \#(number(height - h / 2)), \#(w), \#(h)]"#)
            if pick(4) > 0 { fields.append(#""backgroundColor": "\#(color())""#) }
            if pick(8) == 0 { fields.append(#""alpha": 0.\#(3 + pick(6))"#) }
            if pick(12) == 0 { fields.append(#""hidden": true"#) }
            switch pick(6) {
            case 0:
                fields.append(#""class": "label", "text": "\#(words[pick(words.count)])""#)
                if pick(2) == 0 { fields.append(#""font": "\#(["largeTitle", "body", "caption1", "headline"][pick(4)])""#) }
                if pick(3) == 0 { fields.append(#""numberOfLines": 0"#) }
            case 1:
                fields.append(#""class": "textField", "placeholder": "\#(words[pick(words.count)])", "borderStyle": "roundedRect""#)
            case 2:
                fields.append(#""class": "button", "title": "\#(words[pick(words.count)])""#)
            case 3 where depth == 0:
                fields.append(#""class": "scrollView", "contentSize": [\#(Int(w)), \#(Int(h) * 3)]"#)
                fields.append(#""subviews": [\#((0..<(1 + pick(3))).map { _ in view(depth: depth + 1, width: w, height: h * 3) }.joined(separator: ", "))]"#)
            default:
                if depth == 0, pick(3) == 0 {
                    fields.append(#""subviews": [\#((0..<(1 + pick(2))).map { _ in view(depth: depth + 1, width: w, height: h) }.joined(separator: ", "))]"#)
                }
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        var subviews: [String] = []
        for _ in 0..<(2 + pick(8)) where count < 14 { subviews.append(view(depth: 0, width: 393, height: 852)) }
        let bars = [#""navigationController": { "id": "nav", "viewControllers": [ROOT] }"#, #""tabBarController": { "id": "tabs", "viewControllers": [ROOT] }"#, "ROOT"][pick(3)]
        let root = #"{ "viewController": { "id": "vc", "view": { "id": "root", "backgroundColor": "\#(color().prefix(7))", "subviews": [\#(subviews.joined(separator: ", "))] } } }"#
        let tree = bars == "ROOT" ? root : "{ " + bars.replacingOccurrences(of: "ROOT", with: root) + " }"
        let text = #"{ "root": \#(tree) }"#
        return try SpecReader.read(bytes: Array(text.utf8), file: "random-\(seed).json")
    }

    /// Overlays and parts of the sheet that take the fast paths: all overlays, the safe area
    /// and bars alone (the hatching done row by row), the screen alone, and the content beyond
    /// the screen with the caption.
    static func options(_ k: Int) -> RenderOptions {
        var options = RenderOptions.default
        switch k % 4 {
        case 0: options.overlays = Set(RenderOptions.Overlay.allCases)
        case 1: options.overlays = [.safeArea, .bars]; options.showsCaption = false; options.showsContentBeyondScreen = false
        case 2: options.showsCaption = false; options.showsContentBeyondScreen = false
        default: break
        }
        return options
    }

    static func sameAsInOrder(_ layout: ComputedLayout, _ options: RenderOptions, _ name: String) {
        let fast = LayoutRenderer.draw(layout, options: options)
        let inOrder = LayoutRenderer.draw(layout, options: options, inOrder: true)
        guard fast.width == inOrder.width, fast.height == inOrder.height else {
            Issue.record("\(name): \(fast.width) × \(fast.height) fast, \(inOrder.width) × \(inOrder.height) in order")
            return
        }
        // The first pixel that differs, named, instead of megabytes of bytes.
        let first = zip(fast.pixels, inOrder.pixels).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(first == nil, "\(name): pixel (\((first ?? 0) / 4 % fast.width), \((first ?? 0) / 4 / fast.width)) differs")
    }

    @Test("random screens: the fast drawing gives the in-order bytes", arguments: 0..<16)
    func randomScreens(seed: UInt64) throws {
        let spec = try Self.spec(seed: seed)
        // A Dynamic Island phone (rounded corners, the island, a home indicator) and a
        // home-button one, in either orientation.
        let device = try DeviceCatalog.bundled.device(named: seed % 3 == 2 ? "iPhone SE (3rd generation)" : "iPhone 16 Pro")
        // (Orientation from the seed's fours, so every kind of options is drawn both ways.)
        let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: (seed / 4) % 2 == 0 ? .portrait : .landscapeLeft))
        Self.sameAsInOrder(layout, Self.options(Int(seed)), "seed \(seed)")
    }

    @Test("the examples on a phone and an iPad: the fast drawing gives the in-order bytes", arguments: ExampleRenderTests.examples)
    func examples(name: String) throws {
        let spec = try ExampleRenderTests.spec(name)
        // Every kind of options on the phone; the iPad with everything shown.
        for (device, kinds) in [("iPhone 16 Pro", 0..<4), ("iPad Pro 11-inch (M4)", 0..<1)] {
            let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device), orientation: .portrait))
            for k in kinds { Self.sameAsInOrder(layout, Self.options(k), "\(name) on \(device), options \(k)") }
        }
    }
}
