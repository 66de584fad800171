import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// The `autoLayout` overlay: views the engine flagged (an ambiguous layout, a conflict) and
/// ambiguous layout guides are drawn so a reviewer sees them; nothing else changes.
@Suite("renderer: the Auto Layout overlay")
struct AutoLayoutOverlayTests {
    static let frames: [String: Rect] = [
        "ambiguous": Rect(x: 20, y: 100, width: 150, height: 80),
        "conflict": Rect(x: 200, y: 100, width: 150, height: 80),
        "both": Rect(x: 20, y: 220, width: 150, height: 80),
        "plain": Rect(x: 200, y: 220, width: 150, height: 80),
        "thin": Rect(x: 20, y: 400, width: 150, height: 0),
    ]

    /// iPhone 8 (2x), five views; `flagged` sets the engine's flags on all but `plain`, and an
    /// ambiguous layout guide on the root view.
    static func layout(flagged: Bool) throws -> ComputedLayout {
        let views = ["ambiguous", "conflict", "both", "plain", "thin"].map { View(id: $0, frame: frames[$0]!) }
        var layout = try RendererTests.layout(RendererTests.screen(views))
        guard flagged else { return layout }
        for index in layout.views.indices {
            switch layout.views[index].id {
            case "ambiguous", "thin": layout.views[index].hasAmbiguousLayout = true
            case "conflict": layout.views[index].hasConflictingConstraints = true; layout.views[index].hasAmbiguousLayout = false
            case "both": layout.views[index].hasAmbiguousLayout = true; layout.views[index].hasConflictingConstraints = true
            case "plain": layout.views[index].hasAmbiguousLayout = false
            case "root": layout.views[index].layoutGuides = [ComputedLayoutGuide(id: "spacer", layoutFrame: Rect(x: 200, y: 400, width: 150, height: 60), hasAmbiguousLayout: true)]
            default: break
            }
        }
        return layout
    }

    /// Pixels (2x) that differ between two images inside a rect given in points.
    static func differences(_ a: Image, _ b: Image, in r: Rect) -> Int {
        var count = 0
        for y in Int(r.minY * 2)..<Int(r.maxY * 2) {
            for x in Int(r.minX * 2)..<Int(r.maxX * 2) where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    static func count(_ color: RGBA, in image: Image, _ r: Rect) -> Int {
        var count = 0
        for y in Int(r.minY * 2)..<Int(r.maxY * 2) {
            for x in Int(r.minX * 2)..<Int(r.maxX * 2) where image[x, y] == color { count += 1 }
        }
        return count
    }

    @Test("flagged views change under them, in their colours; the rest of the picture does not")
    func flaggedViews() throws {
        let before = LayoutRenderer.render(try Self.layout(flagged: false))
        let after = LayoutRenderer.render(try Self.layout(flagged: true))
        for id in ["ambiguous", "conflict", "both"] {
            #expect(Self.differences(before, after, in: Self.frames[id]!) > 500, "\(id) is marked")
        }
        // The outlines are opaque dashes: the colour itself shows on the view's edge.
        #expect(Self.count(Palette.ambiguousLayout, in: after, Self.frames["ambiguous"]!) > 100)
        #expect(Self.count(Palette.conflictingConstraints, in: after, Self.frames["ambiguous"]!) == 0)
        #expect(Self.count(Palette.conflictingConstraints, in: after, Self.frames["conflict"]!) > 100)
        #expect(Self.count(Palette.ambiguousLayout, in: after, Self.frames["conflict"]!) == 0)
        #expect(Self.count(Palette.ambiguousLayout, in: after, Self.frames["both"]!) > 100)
        #expect(Self.count(Palette.conflictingConstraints, in: after, Self.frames["both"]!) > 100)
        // A view with no height gets a marker of 6 pt; the ambiguous guide is marked too.
        #expect(Self.count(Palette.ambiguousLayout, in: after, Rect(x: 20, y: 396, width: 150, height: 8)) > 100)
        #expect(Self.count(Palette.ambiguousLayout, in: after, Rect(x: 200, y: 400, width: 150, height: 60)) > 100)
        // An unflagged view (hasAmbiguousLayout false) and the space between views are untouched.
        #expect(Self.differences(before, after, in: Self.frames["plain"]!) == 0)
        #expect(Self.differences(before, after, in: Rect(x: 0, y: 480, width: 375, height: 150)) == 0)
    }

    @Test("the overlay can be switched off, and draws nothing when nothing is flagged")
    func switchable() throws {
        let flagged = try Self.layout(flagged: true), plain = try Self.layout(flagged: false)
        var without = RenderOptions.default
        without.overlays.remove(.autoLayout)
        #expect(RenderOptions.default.overlays.contains(.autoLayout))
        #expect(RenderOptions.overlays(parsing: "autoLayout,labels") == [.autoLayout, .labels])
        // Off: the flags draw nothing (labels included).
        #expect(LayoutRenderer.render(flagged, options: without).pixelHash == LayoutRenderer.render(plain, options: without).pixelHash)
        // On, with nothing flagged: the same picture as without it.
        #expect(LayoutRenderer.render(plain).pixelHash == LayoutRenderer.render(plain, options: without).pixelHash)
        #expect(LayoutRenderer.render(flagged).pixelHash != LayoutRenderer.render(plain).pixelHash)
    }

    @Test("with the labels overlay off, a flagged view still gets its tag")
    func tagWithoutLabels() throws {
        let flagged = try Self.layout(flagged: true)
        let tagged = LayoutRenderer.render(flagged, options: RenderOptions(overlays: [.autoLayout]))
        let untagged = LayoutRenderer.render(flagged, options: RenderOptions(overlays: [.autoLayout, .labels]))
        // The label area differs (tag alone vs id and tag), and the tag is in the problem's colour.
        let corner = Rect(x: 20, y: 100, width: 150, height: 12)
        #expect(Self.differences(tagged, untagged, in: corner) > 0)
        #expect(Self.count(Palette.ambiguousLayout, in: tagged, corner) > 100)
    }

    @Test("a rotated flagged view is marked along its shape")
    func rotated() throws {
        var layout = try Self.layout(flagged: true)
        let index = try #require(layout.views.firstIndex { $0.id == "ambiguous" })
        let plainImage = LayoutRenderer.render(layout)
        // Turned about its top-left corner (a 3-4-5 rotation: exact numbers).
        var t = layout.views[index].transformToWindow
        t = AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: t.tx, ty: t.ty)
        layout.views[index].transformToWindow = t
        let image = LayoutRenderer.render(layout)
        #expect(image.pixelHash != plainImage.pixelHash)
        #expect(Self.count(Palette.ambiguousLayout, in: image, Rect(x: 0, y: 60, width: 200, height: 260)) > 50)
    }

    @Test("a titled button laid out 0 wide is marked in sienna with its label; without the overlay it is not")
    func collapsedView() throws {
        var button = View(id: "signIn", viewClass: .button, frame: Rect(x: 100, y: 500, width: 0, height: 30))
        button.title = "Sign In"
        let layout = try RendererTests.layout(RendererTests.screen([button]))
        #expect(layout.collapsedViews().map(\.id) == ["signIn"])
        let around = Rect(x: 90, y: 495, width: 30, height: 40)
        // The text overflow overlay marks its title in the same colour (it cannot fit): counted apart.
        var options = RenderOptions.default
        options.overlays.remove(.autoLayout)
        let without = Self.count(Palette.collapsedView, in: LayoutRenderer.render(layout, options: options), around)
        #expect(Self.count(Palette.collapsedView, in: LayoutRenderer.render(layout), around) > without + 100)
    }

    @Test("a view laid out 0 wide that a scroll view clips all of keeps its marker where it lies, tagged as clipped")
    func collapsedAndClipped() throws {
        var button = View(id: "signIn", viewClass: .button, frame: Rect(x: 100, y: 500, width: 0, height: 30))
        button.title = "Sign In"
        let scroll = View(id: "scroll", viewClass: .scrollView, frame: Rect(x: 0, y: 100, width: 375, height: 200), subviews: [button])
        let layout = try RendererTests.layout(RendererTests.screen([scroll]))
        #expect(layout.collapsedViews().map(\.id) == ["signIn"])
        let around = Rect(x: 90, y: 590, width: 30, height: 40)
        var options = RenderOptions.default
        options.overlays.remove(.autoLayout)
        let without = Self.count(Palette.collapsedView, in: LayoutRenderer.render(layout, options: options), around)
        #expect(Self.count(Palette.collapsedView, in: LayoutRenderer.render(layout), around) > without + 100)
        var painter = DiagramPainter(layout: layout, options: .default)
        painter.drawAutoLayoutOverlay()
        #expect(painter.pendingLabels.contains { $0.text.contains("[0 wide, clipped]") }, "\(painter.pendingLabels.map(\.text))")
    }

    @Test("the legend lists both")
    func legend() {
        let legend = LegendRenderer.render(scale: 1)
        var magenta = 0, redOrange = 0
        for y in 0..<legend.height {
            for x in 0..<legend.width {
                if legend[x, y] == Palette.ambiguousLayout { magenta += 1 }
                if legend[x, y] == Palette.conflictingConstraints { redOrange += 1 }
            }
        }
        #expect(magenta > 20 && redOrange > 20)
    }

    @Test("a flagged view too small for its name and tag is tagged whole under its marker, moved left to end on screen")
    func problemTagWhole() throws {
        // iPhone 8, 375 pt (750 px) wide: a 40 × 24 pt view at the right edge.
        var layout = try RendererTests.layout(RendererTests.screen([View(id: "bluetoothValue", frame: Rect(x: 325, y: 300, width: 40, height: 24))]))
        let index = try #require(layout.views.firstIndex { $0.id == "bluetoothValue" })
        layout.views[index].hasAmbiguousLayout = true
        let image = LayoutRenderer.render(layout)
        // "bluetoothValue [ambiguous]" is 26 characters, 26 × 12 − 2 px at 2x: wider than the 100 px
        // right of the view's left edge, so it starts left of it (at most 750 − 316 − 4 = 430).
        #expect(Self.count(Palette.ambiguousLayout, in: image, Rect(x: 200, y: 324, width: 125, height: 12)) > 50, "text left of the view")
    }

    @Test("a problem tag under its marker keeps off a label's text below it, a line lower, rather than read as the label's name")
    func problemTagOffText() throws {
        // A 10-pt dot at the right of a header, a title label under the line its tag would take.
        var title = View(id: "title", viewClass: .label, frame: Rect(x: 20, y: 40, width: 340, height: 24))
        title.text = "Inbox, archived and flagged mail"
        var layout = try RendererTests.layout(RendererTests.screen([View(id: "profile.header.statusDot", frame: Rect(x: 355, y: 28, width: 10, height: 10)), title]))
        let index = try #require(layout.views.firstIndex { $0.id == "profile.header.statusDot" })
        layout.views[index].hasConflictingConstraints = true
        var painter = DiagramPainter(layout: layout, options: .default)
        painter.drawViews()
        painter.drawAutoLayoutOverlay()
        let text = painter.textBoxes()
        let tag = try #require(painter.placePendingLabels().first { $0.text.hasSuffix("[conflict]") })
        let box = PixelRect(x0: tag.x, y0: tag.y + painter.textScale, x1: tag.x + BitmapFont.width(of: tag.text, scale: painter.textScale),
                            y1: tag.y + (BitmapFont.lineHeight - 1) * painter.textScale)
        #expect(tag.text == "profile.header.statusDot [conflict]" && !text.contains { $0.meets(box) }, "\(tag) \(text)")
    }

    @Test("the other tags keep off a problem marker too small for its own tag, as a dot at the top-left in right-to-left")
    func tagsKeepOffSmallMarker() throws {
        // A 10-pt dot 8 pt into a header's top-left corner, where the header's and the root's
        // tags start: they move down a line rather than hide it.
        let dot = View(id: "profile.header.statusDot", frame: Rect(x: 8, y: 8, width: 10, height: 10))
        var layout = try RendererTests.layout(RendererTests.screen([View(id: "header", frame: Rect(x: 0, y: 20, width: 375, height: 88), subviews: [dot])]))
        let index = try #require(layout.views.firstIndex { $0.id == "profile.header.statusDot" })
        layout.views[index].hasConflictingConstraints = true
        var painter = DiagramPainter(layout: layout, options: .default)
        painter.drawViews()
        painter.drawAutoLayoutOverlay()
        let marker = PixelRect(x0: painter.px(8), y0: painter.px(28), x1: painter.px(18), y1: painter.px(38))
        let labels = painter.placePendingLabels()
        let others = labels.filter { !$0.text.hasSuffix("[conflict]") }
        #expect(Set(others.map(\.text)) == ["root", "header"], "\(labels.map(\.text))")
        for label in others {
            let line = PixelRect(x0: label.x, y0: label.y, x1: label.x + BitmapFont.width(of: label.text, scale: painter.textScale),
                                 y1: label.y + BitmapFont.lineHeight * painter.textScale)
            #expect(!line.meets(marker), "\(label.text) at \(label.x), \(label.y) covers the marker \(marker)")
        }
    }
}
