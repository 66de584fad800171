import Foundation
import LayoutEngine
import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

/// Label text in the picture (issue 10, point 5): Inter's outlines compiled in, drawn where the
/// engine placed the lines, and the `textOverflow` overlay.
@Suite("text drawing")
struct TextDrawingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fontFile = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    // MARK: Outlines

    @Test("every face decodes to one glyph per character of the metrics, then .notdef")
    func faces() {
        for weight in FontWeight.allCases {
            let face = InterOutlines.face(weight)
            #expect(face.glyphs.count == InterOutlines.characters.count + 1)
            #expect(face.glyph(for: "A")?.verbs.first == .move)
            #expect(face.glyph(for: " ")?.verbs.isEmpty == true)
            #expect(face.glyph(for: "漢") == nil)
            #expect(!face.notdef.verbs.isEmpty)
            for glyph in face.glyphs {
                let points = glyph.verbs.reduce(0) { $0 + ($1 == .cubic ? 3 : 1) }
                #expect(glyph.coordinates.count == 2 * points)
            }
        }
        // Heavier weights have more ink: the stem of an "l" widens.
        func stem(_ w: FontWeight) -> Int32 {
            let c = InterOutlines.face(w).glyph(for: "l")!.coordinates
            let xs = stride(from: 0, to: c.count, by: 2).map { c[$0] }
            return xs.max()! - xs.min()!
        }
        #expect(stem(.ultraLight) < stem(.regular) && stem(.regular) < stem(.bold) && stem(.bold) < stem(.black))
    }

    @Test("the outline encoding rejects what the script cannot have written")
    func decodingErrors() {
        #expect(throws: InterOutlines.DecodingError.truncated) { try InterOutlines.decodeFace("g", glyphCount: 1) }
        #expect(throws: InterOutlines.DecodingError.badCharacter(UInt8(ascii: "!"), offset: 0)) { try InterOutlines.decodeFace("!", glyphCount: 1) }
        #expect(throws: InterOutlines.DecodingError.trailingData) { try InterOutlines.decodeFace("AA", glyphCount: 1) }
        // One glyph, one contour of one line: start (2, -1), then a line by (+3, 0); "gA" is 32 + 0.
        let face = try? InterOutlines.decodeFace("BBEB\nMA", glyphCount: 1)
        #expect(face?.glyphs.first?.verbs == [.move, .line])
        #expect(face?.glyphs.first?.coordinates == [2, -1, 5, -1])
    }

    @Test("the characters outlined are the ones measured, in the same order")
    func sameCharactersAsTheMetrics() {
        let measured = Font(size: Double(InterOutlines.unitsPerEm))
        // Every outlined character has its own advance (a character outside the table would
        // measure one em, like the CJK fallback).
        for c in InterOutlines.characters.prefix(200) {
            let scalar = Unicode.Scalar(c)!
            #expect(measured.glyphPositions(of: "\(scalar)x")[1].x >= 0)
        }
        #expect(InterOutlines.characters == InterOutlines.characters.sorted())
        #expect(InterOutlines.index(of: 0x41) == 0x41 - 0x20)
    }

    // A check that cannot run is reported as skipped, not passed (Scripts/ensure-deps.sh installs
    // the font and fontTools, so it runs in CI).
    @Test("the compiled-in outlines are what the script makes of the installed font",
          .enabled(if: GeneratedSourceCheck.canRun(inputs: [fontFile]),
                   "needs Debian's fonts-inter and python3-fonttools (Scripts/ensure-deps.sh installs them)"))
    func generatedIsFresh() throws {
        let status = try GeneratedSourceCheck.run(script: Self.root.appendingPathComponent("Scripts/fonts/extract_inter_outlines.py"))
        #expect(status == 0, "Sources/LayoutRenderer/Text/Generated/InterOutlinesData.swift is stale: run /usr/bin/python3 Scripts/fonts/extract_inter_outlines.py")
    }

    @Test("a glyph's coverage sums to the area of its outline (the shoelace sum of its flattened edges)")
    func glyphCoverage() throws {
        let font = Font(size: 40)
        for text in ["H", "O", "g", "&", "é", "€"] {
            let paths = DiagramPainter.glyphPaths(text, font: font, face: InterOutlines.face(.regular)) { x, y in
                (Fixed(10 + x).raw, Fixed(50 - y).raw)
            }
            try #require(paths.count == 1)
            let path = paths[0]
            // Twice the signed area of the closed edges, in (1/256 px)²; non-zero fill of a glyph
            // whose contours do not overlap covers |area|.
            var twice = 0
            for e in path.edges { twice += (e.x0 + e.x1) * (e.y1 - e.y0) * e.winding }
            let area = Double(abs(twice)) / 2 / 65536
            let covered = Double(PathCoverage.rows(of: path, columns: 0..<80, rows: 0..<80).reduce(0, +)) / Double(Rasterizer.fullPathCoverage)
            #expect(area > 20, "\(text)")
            #expect(abs(covered - area) / area < 0.01, "\(text): covered \(covered) px², outline \(area) px²")
        }
    }

    // MARK: Labels in the picture

    static func layout(_ labels: String, constraints: [String], device: String = "iPhone 13 mini") throws -> ComputedLayout {
        let text = ##"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "backgroundColor": "#FFFFFF", "subviews": ["##
            + labels + #"], "constraints": ["# + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "] } } } }"
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        return try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device), orientation: .portrait))
    }

    static let oneLabel = (##"{ "id": "title", "class": "label", "text": "Sign in to continue", "backgroundColor": "#FFFFFF" }"##,
                           ["title.top == root.safeArea.top + 20", "title.leading == root.leading + 20"])

    static func withoutText(_ layout: ComputedLayout) -> ComputedLayout {
        var copy = layout
        for i in copy.views.indices { copy.views[i].text = nil }
        return copy
    }

    /// The pixels the text changed: `image` against the same layout rendered without text.
    static func textPixels(_ image: Image, _ layout: ComputedLayout, _ options: RenderOptions) -> [(x: Int, y: Int, color: RGBA)] {
        let plain = LayoutRenderer.draw(withoutText(layout), options: options)
        var result: [(Int, Int, RGBA)] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] != plain[x, y] { result.append((x, y, image[x, y])) } }
        return result
    }

    static func contains(_ r: Rect, _ p: (x: Int, y: Int, color: RGBA), scale: Double) -> Bool {
        Double(p.x) + 1 > r.minX * scale && Double(p.x) < r.maxX * scale && Double(p.y) + 1 > r.minY * scale && Double(p.y) < r.maxY * scale
    }

    @Test("a label's text is drawn inside its lines' box, black, the same bytes twice, at every scale", arguments: [1.0, 2, 3])
    func labelText(scale: Double) throws {
        let layout = try Self.layout(Self.oneLabel.0, constraints: Self.oneLabel.1)
        let options = RenderOptions(scale: scale, overlays: [])
        let image = LayoutRenderer.draw(layout, options: options)
        #expect(image == LayoutRenderer.draw(layout, options: options))
        let label = try #require(layout.view("title"))
        let text = try #require(label.text)
        let box = text.textRect.offsetBy(dx: label.frameInWindow.minX, dy: label.frameInWindow.minY)
        let ink = Self.textPixels(image, layout, options)
        // 17 letters of 17-pt text: plenty of ink, all of it in the lines' box, some of it black
        // (the text colour at full coverage; at 1x few pixels are wholly covered).
        #expect(ink.count > Int(150 * scale * scale))
        #expect(ink.allSatisfy { Self.contains(box, $0, scale: scale) })
        #expect(ink.contains { $0.color == RGBA(0, 0, 0) })
        #expect(ink.allSatisfy { $0.color.r == $0.color.g && $0.color.g == $0.color.b })
    }

    @Test("the text follows the view's alpha and transform")
    func alphaAndTransform() throws {
        let faded = try Self.layout(##"{ "id": "title", "class": "label", "text": "Sign in", "alpha": 0.5, "backgroundColor": "#FFFFFF" }"##,
                                    constraints: Self.oneLabel.1)
        let options = RenderOptions(scale: 3, overlays: [])
        let ink = Self.textPixels(LayoutRenderer.draw(faded, options: options), faded, options)
        // Half-transparent black over the white root is never darker than mid grey.
        let darkest = ink.map(\.color.r).min() ?? 255
        #expect(!ink.isEmpty && darkest >= 126 && darkest < 140, "darkest \(darkest)")

        let rotated = try Self.layout(#"{ "id": "title", "class": "label", "text": "Sign in to continue", "transform": [0, 1, -1, 0, 0, 0] }"#,
                                      constraints: ["title.top == root.safeArea.top + 100", "title.leading == root.leading + 100"])
        let view = try #require(rotated.view("title"))
        let turnedOptions = RenderOptions(scale: 2, overlays: [])
        let turned = Self.textPixels(LayoutRenderer.draw(rotated, options: turnedOptions), rotated, turnedOptions)
        // Rotated a quarter turn: the ink lies in the rotated frame, which is taller than wide.
        #expect(view.frameInWindow.height > view.frameInWindow.width)
        #expect(turned.count > 300)
        #expect(turned.allSatisfy { Self.contains(view.frameInWindow, $0, scale: 2) })
    }

    @Test("a view in front of a label hides its text; text of labels nothing covers is drawn over the views' fills")
    func order() throws {
        let covered = try Self.layout(Self.oneLabel.0 + ##", { "id": "cover", "backgroundColor": "#336699" }"##,
                                      constraints: Self.oneLabel.1 + ["cover.top == title.top - 5", "cover.leading == title.leading - 5",
                                                                      "cover.width == 300", "cover.height == 40"])
        let painter = DiagramPainter(layout: covered, options: .default)
        #expect(painter.labelsWithTextInOrder() == ["title"])
        let options = RenderOptions(scale: 3, overlays: [])
        #expect(Self.textPixels(LayoutRenderer.draw(covered, options: options), covered, options).isEmpty)

        let alone = try Self.layout(Self.oneLabel.0, constraints: Self.oneLabel.1)
        #expect(DiagramPainter(layout: alone, options: .default).labelsWithTextInOrder().isEmpty)
        // A translucent view in front lets the text show through, tinted.
        let tinted = try Self.layout(Self.oneLabel.0 + ##", { "id": "cover", "backgroundColor": "#33669980" }"##,
                                     constraints: Self.oneLabel.1 + ["cover.top == title.top - 5", "cover.leading == title.leading - 5",
                                                                     "cover.width == 300", "cover.height == 40"])
        #expect(!Self.textPixels(LayoutRenderer.draw(tinted, options: options), tinted, options).isEmpty)
    }

    // MARK: The textOverflow overlay

    static func sienna(_ image: Image) -> Int {
        var count = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where image.pixels[i] == Palette.textOverflow.r && image.pixels[i + 1] == Palette.textOverflow.g && image.pixels[i + 2] == Palette.textOverflow.b {
            count += 1
        }
        return count
    }

    @Test("text that does not fit is marked in sienna, and only with the overlay on")
    func overflowMarker() throws {
        let truncated = try Self.layout(#"{ "id": "title", "class": "label", "text": "A single line that is too long for its frame" }"#,
                                        constraints: ["title.top == root.safeArea.top + 20", "title.leading == root.leading + 20", "title.width == 120"])
        #expect(truncated.view("title")?.text?.isTruncated == true)
        let marked = LayoutRenderer.draw(truncated, options: RenderOptions(scale: 2, overlays: [.textOverflow]))
        #expect(Self.sienna(marked) > 100)
        #expect(Self.sienna(LayoutRenderer.draw(truncated, options: RenderOptions(scale: 2, overlays: []))) == 0)
        #expect(RenderOptions.default.overlays.contains(.textOverflow))
        #expect(RenderOptions.overlays(parsing: "textOverflow,labels") == [.textOverflow, .labels])

        let fits = try Self.layout(Self.oneLabel.0, constraints: Self.oneLabel.1)
        #expect(Self.sienna(LayoutRenderer.draw(fits, options: RenderOptions(scale: 2, overlays: [.textOverflow]))) == 0)

        // Overflow: the part of the lines' box beyond the bounds is tinted (not pure sienna),
        // so the pixels right of a too-narrow label change with the overlay.
        let narrow = try Self.layout(#"{ "id": "title", "class": "label", "text": "Overflow", "font": { "size": 20, "weight": "bold" } }"#,
                                     constraints: ["title.top == root.safeArea.top + 20", "title.leading == root.leading + 20", "title.width == 4", "title.height == 8"])
        let text = try #require(narrow.view("title")?.text)
        #expect(text.overflowsHorizontally && text.overflowsVertically)
        let on = LayoutRenderer.draw(narrow, options: RenderOptions(scale: 2, overlays: [.textOverflow]))
        let off = LayoutRenderer.draw(narrow, options: RenderOptions(scale: 2, overlays: []))
        let frame = try #require(narrow.view("title")).frameInWindow
        let beyond = (x: Int((frame.maxX + 3) * 2), y: Int((frame.minY - 2) * 2))
        #expect(on[beyond.x, beyond.y] != off[beyond.x, beyond.y])
    }

    @Test("a label with text has no id tag over its first line; one without text keeps it")
    func noTagOverText() throws {
        let layout = try Self.layout(Self.oneLabel.0 + #", { "id": "empty", "class": "label" }"#,
                                     constraints: Self.oneLabel.1 + ["empty.top == title.bottom + 20", "empty.leading == root.leading + 20",
                                                                     "empty.width == 200", "empty.height == 30"])
        var painter = DiagramPainter(layout: layout, options: .default)
        painter.drawViews()
        let tags = painter.pendingLabels.map(\.text)
        #expect(tags.contains("empty (label)"))
        #expect(!tags.contains { $0.hasPrefix("title") })
    }

    // MARK: Glyph cache

    @Test("a cached glyph gives the pixels its outline filled at the same place gives, at every quarter-pixel phase and clip")
    func cachedGlyphIsItsOutline() {
        let face = InterOutlines.face(.regular)
        let glyph = face.glyph(for: "g")!
        let unit = 17.0 * 3 / Double(InterOutlines.unitsPerEm)
        let cache = GlyphCache()
        for phase in 0..<GlyphCache.phases {
            let key = GlyphCache.Key(weight: .regular, glyph: InterOutlines.index(of: 0x67)!, xScale: unit.bitPattern, yScale: unit.bitPattern, phase: phase)
            func outline(atX x: Int, y: Int) -> FixedPath {
                var path = FixedPath()
                DiagramPainter.append(glyph, to: &path) { u, v in
                    (x * 256 + Fixed(Double(phase) / 4 + Double(u) * unit).raw, y * 256 + Fixed(-Double(v) * unit).raw)
                }
                return path
            }
            let mask = cache.mask(for: key) { outline(atX: 0, y: 0) }
            // A clip that cuts the glyph, and none.
            for clip in [(0.0, 0.0, 60.0, 60.0), (0.0, 0.0, 27.5, 41.0)] {
                var direct = Canvas(width: 60, height: 60, background: RGBA(250, 240, 220))
                var cached = Canvas(width: 60, height: 60, background: RGBA(250, 240, 220))
                direct.pushClip(x: clip.0, y: clip.1, width: clip.2, height: clip.3)
                cached.pushClip(x: clip.0, y: clip.1, width: clip.2, height: clip.3)
                direct.fillPath(outline(atX: 21, y: 40), color: RGBA(0, 0, 0, 200))
                cached.blend([(mask, 21, 40)], color: RGBA(0, 0, 0, 200))
                #expect(direct.image == cached.image, "phase \(phase), clip \(clip)")
                let blank = Canvas(width: 60, height: 60, background: RGBA(250, 240, 220))
                #expect(direct.image != blank.image)
            }
        }
        // A key is rasterised once in the process: later renders (other caches) reuse it.
        var calls = 0
        let key = GlyphCache.Key(weight: .bold, glyph: 1, xScale: UInt64.random(in: 1...UInt64.max), yScale: 1, phase: 0)
        for _ in 0..<3 { _ = cache.mask(for: key) { calls += 1; return FixedPath() } }
        _ = GlyphCache().mask(for: key) { calls += 1; return FixedPath() }
        #expect(calls == 1)
    }

    @Test("pen positions round to the nearest quarter pixel, negative ones too")
    func quarterPixelOrigins() {
        #expect(GlyphCache.origin(10.0) == (10, 0))
        #expect(GlyphCache.origin(10.3) == (10, 1))
        #expect(GlyphCache.origin(10.62) == (10, 2))
        #expect(GlyphCache.origin(10.9) == (11, 0))
        #expect(GlyphCache.origin(-0.3) == (-1, 3))
        #expect(GlyphCache.origin(-1.0) == (-1, 0))
    }

    @Test("the legend shows text and the overflow marker")
    func legend() {
        let legend = LegendRenderer.render(scale: 1)
        #expect(Self.sienna(legend) > 20)
    }
}
