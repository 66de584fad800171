import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The labels whose text must be drawn in the views' order, not after them: those a view
    /// drawn later (in front, in pre-order) reaches into. Every other label's text is drawn after
    /// the views' fills, which gives the same pixels (nothing drawn later touches them) and keeps
    /// the views' rectangles in one compositing pass.
    func labelsWithTextInOrder() -> Set<String> {
        var result: Set<String> = []
        let visible = layout.views.enumerated().filter { !hidden.contains($0.element.id) && (alphas[$0.element.id] ?? 1) > 0 }
        for (position, (_, label)) in visible.enumerated() where label.text != nil {
            let ink = inkBox(of: label)
            for (_, later) in visible[(position + 1)...] {
                let area = Self.intersection(later.frameInWindow, clips[later.id] ?? later.frameInWindow)
                if area.width > 0, area.height > 0, Self.intersection(area, ink).width > 0, Self.intersection(area, ink).height > 0 {
                    result.insert(label.id)
                    break
                }
            }
        }
        return result
    }

    /// Where a label's glyphs can reach, in window points: its lines' box grown by half an em
    /// each way (accents above the ascender, descenders, side bearings).
    func inkBox(of view: ComputedView) -> Rect {
        guard let text = view.text, !text.lines.isEmpty else { return .zero }
        let r = text.textRect, em = text.font.pointSize / 2
        return view.transformToWindow.boundingBox(of: Rect(x: r.minX - em, y: r.minY - em, width: r.width + 2 * em, height: r.height + 2 * em))
    }

    /// A label's text as UILabel draws it (`ComputedText`: its lines where the engine placed
    /// them), in Inter's outlines at the render scale, black (UILabel's default `textColor`,
    /// `.label` in light mode) at the view's alpha, through the view's transform. Not clipped to
    /// the label (UIKit does not clip labels), only where scroll views clip it; the
    /// `textOverflow` overlay marks text that does not fit.
    ///
    /// Where the transform keeps lines horizontal and upright (no rotation or skew), each
    /// baseline is rounded to a whole device pixel, as iOS's text drawing snaps baselines to
    /// pixel boundaries (an observation: techqa.club "How does UILabel vertically center its
    /// text?", its answer after WWDC), so stems and bars land on pixels; x is not snapped.
    mutating func drawText(of view: ComputedView) {
        guard let text = view.text, !text.lines.isEmpty else { return }
        let alpha = alphas[view.id] ?? 1
        guard alpha > 0 else { return }
        let color = Palette.scaled(Palette.text, by: alpha)
        let face = InterOutlines.face(text.font.weight)
        let t = view.transformToWindow
        // Glyphs too large to hold in the integer rasterizer's range show nothing legible anyway.
        let emPixels = text.font.pointSize * scale * max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d))
        guard emPixels > 0, emPixels <= 65_536 else { return }
        let upright = t.b == 0 && t.c == 0 && t.d > 0
        let s = scale
        clipped(to: view) { painter in
            let clip = painter.canvas.pixelClip
            for line in text.lines {
                // Skip lines wholly outside the visible area.
                let box = t.boundingBox(of: Rect(x: line.x - text.font.pointSize, y: line.baseline - 2 * text.font.pointSize,
                                                 width: line.width + 2 * text.font.pointSize, height: 3 * text.font.pointSize))
                if box.maxX * s < Double(clip.x0) || box.minX * s > Double(clip.x1) || box.maxY * s < Double(clip.y0) || box.minY * s > Double(clip.y1) {
                    continue
                }
                let baselinePixels = upright ? ((t.d * line.baseline + t.ty) * s).rounded() : 0
                // Points from the line's origin (y up) → the view's bounds (y down) → window →
                // pixels, rounded once to the 1/256 grid.
                let path = Self.linePath(line.text, font: text.font, face: face) { x, y in
                    let bx = line.x + x
                    if upright { return (Fixed((t.a * bx + t.tx) * s).raw, Fixed(baselinePixels - t.d * y * s).raw) }
                    let by = line.baseline - y
                    return (Fixed((t.a * bx + t.c * by + t.tx) * s).raw, Fixed((t.b * bx + t.d * by + t.ty) * s).raw)
                }
                painter.canvas.fillPath(path, color: color)
            }
        }
    }

    /// The glyph drawn for a scalar: its outline, nothing for spaces, marks and invisible format
    /// characters, and the font's .notdef box for a visible character Inter's table lacks (as a
    /// device would draw it in a fallback font: the box says a character is there).
    static func glyph(for scalar: Unicode.Scalar, in face: InterOutlines.Face) -> InterOutlines.Glyph? {
        if let glyph = face.glyph(for: scalar) { return glyph }
        let p = scalar.properties
        if p.isWhitespace { return nil }
        switch p.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return nil
        default: return face.notdef
        }
    }

    /// One line of text as a path: each glyph's outline at its pen position (`Font.glyphPositions`),
    /// `map` taking a point in points from the line's origin on the baseline (x right, y up) to
    /// the 1/256 px grid.
    static func linePath(_ text: String, font: Font, face: InterOutlines.Face, map: (_ x: Double, _ y: Double) -> (Int, Int)) -> FixedPath {
        var path = FixedPath()
        let unit = font.pointSize / Double(InterOutlines.unitsPerEm)
        for (scalar, x) in font.glyphPositions(of: text) {
            guard let glyph = glyph(for: scalar, in: face) else { continue }
            append(glyph, to: &path) { u, v in map(x + Double(u) * unit, Double(v) * unit) }
        }
        return path
    }

    private static func append(_ glyph: InterOutlines.Glyph, to path: inout FixedPath, _ pixel: (Int32, Int32) -> (Int, Int)) {
        var k = 0
        let c = glyph.coordinates
        for verb in glyph.verbs {
            switch verb {
            case .move:
                let p = pixel(c[k], c[k + 1]); k += 2
                path.move(to: p.0, p.1)
            case .line:
                let p = pixel(c[k], c[k + 1]); k += 2
                path.line(to: p.0, p.1)
            case .cubic:
                let p1 = pixel(c[k], c[k + 1]), p2 = pixel(c[k + 2], c[k + 3]), p3 = pixel(c[k + 4], c[k + 5]); k += 6
                path.cubic(to: p3.0, p3.1, control1: p1.0, p1.1, control2: p2.0, p2.1)
            }
        }
        path.close()
    }
}
