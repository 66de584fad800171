import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Where id tags go (issue 11, point 4): a view too small for its tag is tagged from outside with
/// a leader line; a view under a bar says so rather than lending the bar its tag.
@Suite("Label placement")
struct LabelPlacementTests {
    static func se() throws -> LayoutEnvironment {
        LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone SE (3rd generation)"), orientation: .portrait)
    }

    /// A plain screen with an 8 × 6 pt view at (100, 300), and optionally a second view just
    /// under it that takes the place below.
    static func tiny(blockedBelow: Bool = false) throws -> ComputedLayout {
        var subviews = [View(id: "dot", frame: Rect(x: 100, y: 300, width: 8, height: 6))]
        if blockedBelow { subviews.append(View(id: "blocker", frame: Rect(x: 60, y: 306, width: 120, height: 40))) }
        return try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: View(id: "root", subviews: subviews))), in: try se())
    }

    @Test("a view too small for its tag gets it just below, joined by a line; above when below is taken; none without the labels overlay")
    func leader() throws {
        let image = LayoutRenderer.render(try Self.tiny(), options: RenderOptions(overlays: [.labels]))
        // At 2x: the dot is pixels 200..<216 × 600..<612; the tag 6 pixels below, the line at x 202..<204 between.
        #expect(image[202, 614] == Palette.label && image[203, 617] == Palette.label)
        #expect(image[205, 614] != Palette.label, "a line, not a bar")
        let plate = (619..<640).contains { y in (200..<260).contains { x in image[x, y] != image[5, 5] } }
        #expect(plate, "the tag's plate and text below the line")

        let moved = LayoutRenderer.render(try Self.tiny(blockedBelow: true), options: RenderOptions(overlays: [.labels]))
        #expect(moved[202, 614] != Palette.label, "below is the blocker's own tag")
        #expect(moved[202, 596] == Palette.label, "the line goes up to the tag above")

        let none = LayoutRenderer.render(try Self.tiny(), options: RenderOptions(overlays: []))
        #expect(none[202, 614] != Palette.label)
    }

    @Test("a view whose id does not fit in it is tagged from outside by its whole id, never by a fragment of it")
    func longIdOutside() throws {
        let view = View(id: "settingsHeaderTitle", frame: Rect(x: 100, y: 300, width: 30, height: 30))
        let layout = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: View(id: "root", subviews: [view]))), in: try Self.se())
        let image = LayoutRenderer.render(layout, options: RenderOptions(overlays: [.labels]))
        // At 2x the view is pixels 200..<260 × 600..<660: room for a line of text, not for the id.
        let inside = (600..<660).contains { y in (200..<260).contains { x in image[x, y] == Palette.label } }
        #expect(!inside, "no tag inside the view (before: \"...Title\")")
        #expect(image[202, 662] == Palette.label, "the leader line below the view")
        let painter = DiagramPainter(layout: layout, options: RenderOptions(overlays: [.labels]))
        let computed = try #require(layout.views.first { $0.id == "settingsHeaderTitle" })
        #expect(painter.tagName(of: computed, in: painter.labelBox(of: computed)) == "")
    }

    @Test("a view under the toolbar is tagged where it is, naming the bar; one in the safe area is not")
    func underBar() throws {
        var nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "vc", view: View(id: "root", subviews: [
            View(id: "strip", frame: Rect(x: 0, y: 623, width: 375, height: 44)),
            View(id: "card", frame: Rect(x: 16, y: 200, width: 343, height: 100)),
        ])))])
        nav.isToolbarHidden = false
        let layout = try LayoutEngine.compute(.navigationController(nav), in: try Self.se())
        #expect(layout.bars.contains { $0.kind == .toolbar && $0.frameInWindow.minY == 623 })
        let painter = DiagramPainter(layout: layout, options: .default)
        let strip = try #require(layout.views.first { $0.id == "strip" })
        let card = try #require(layout.views.first { $0.id == "card" })
        #expect(painter.tagName(of: strip, in: painter.labelBox(of: strip)) == "strip (under toolbar)")
        #expect(painter.tagName(of: card, in: painter.labelBox(of: card)) == "card")
        // Without the bars drawn there is nothing to be under.
        let bare = DiagramPainter(layout: layout, options: RenderOptions(overlays: [.labels]))
        #expect(bare.tagName(of: strip, in: bare.labelBox(of: strip)) == "strip")
    }

    /// The tags a render places (texts), drawing at `scale`.
    static func tags(of layout: ComputedLayout, scale: Double) -> Set<String> {
        var painter = DiagramPainter(layout: layout, options: RenderOptions(scale: scale))
        painter.drawViews()
        return Set(painter.placePendingLabels().map(\.text))
    }

    @Test("every example on every reference device gets the same tags at 1x, 2x and 3x (a table's row tags came and went with the scale)")
    func sameTagsAtEveryScale() throws {
        for (example, name, orientation) in ExampleRenderTests.referenceCases {
            let layout = try LayoutEngine.compute(try ExampleRenderTests.spec(example).root,
                                                  in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: name), orientation: orientation))
            let three = Self.tags(of: layout, scale: 3)
            for scale in [1.0, 2.0] {
                let other = Self.tags(of: layout, scale: scale)
                #expect(other == three, "\(example) \(name) \(orientation) at \(scale)x: \(other.symmetricDifference(three))")
            }
        }
    }

    @Test("a stack whose first row starts with text is not tagged in the gap below that row, where it would name the next one")
    func stackTagNotInGap() throws {
        func row(_ id: String, _ text: String) -> View {
            var label = View(id: "\(id)Label", viewClass: .label)
            label.text = text
            var toggle = View(id: "\(id)Switch")
            toggle.intrinsicContentSize = Size(width: 51, height: 31)
            toggle.contentHuggingPriority.horizontal = 750
            var stack = View.stackView(id: "\(id)Row", axis: .horizontal, arrangedSubviews: [label, toggle])
            stack.spacing = 8
            return stack
        }
        var rows = View.stackView(id: "rows", axis: .vertical, arrangedSubviews: [row("wifi", "Wi-Fi"), row("bluetooth", "Bluetooth")])
        rows.spacing = 12
        var root = View(id: "root")
        root.addSubview(rows)
        rows.activate([
            rows.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            rows.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        let layout = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: root)), in: try Self.se())
        for scale in [1.0, 3.0] {
            var painter = DiagramPainter(layout: layout, options: RenderOptions(scale: scale))
            painter.drawViews()
            let placed = painter.placePendingLabels()
            let gapTop = try #require(layout.view("wifiRow")).frameInWindow.maxY, gapBottom = try #require(layout.view("bluetoothRow")).frameInWindow.minY
            for label in placed where label.text.hasPrefix("rows") || label.text.hasPrefix("wifiRow") {
                let y = Double(label.y) / scale
                #expect(!(y >= gapTop - 1 && y < gapBottom), "\(label.text) sits in the gap at \(y)")
            }
        }
    }
}
