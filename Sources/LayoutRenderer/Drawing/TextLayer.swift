import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The labels whose text must be drawn in the views' order, not after them: those a view
    /// drawn later (in front, in pre-order) reaches into. Every other label's text is drawn after
    /// the views' fills, which gives the same pixels (nothing drawn later touches them) and keeps
    /// the views' rectangles in one compositing pass.
    func labelsWithTextInOrder() -> Set<String> {
        var result: Set<String> = []
        // Only what shows can cover or be covered: each drawn view's area on the canvas (rows of a
        // long table beyond it drop out here, which keeps this pairwise check short).
        let drawn = area
        let visible: [(view: ComputedView, area: Rect)] = layout.views.compactMap { view in
            guard !hidden.contains(view.id), (alphas[view.id] ?? 1) > 0 else { return nil }
            let area = Self.intersection(Self.intersection(view.frameInWindow, clips[view.id] ?? view.frameInWindow), drawn)
            // (A label with no area can still draw text beyond it.)
            return (area.width > 0 && area.height > 0) || view.text != nil ? (view, area) : nil
        }
        for (position, (label, _)) in visible.enumerated() where label.text != nil {
            let ink = Self.intersection(inkBox(of: label), drawn)
            guard ink.width > 0, ink.height > 0 else { continue }
            for (_, area) in visible[(position + 1)...] {
                let overlap = Self.intersection(area, ink)
                if overlap.width > 0, overlap.height > 0 {
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

    /// A label's text ready to fill: its glyphs, the colour, and the clip it is drawn under
    /// (scroll views).
    struct PreparedText {
        /// One glyph: a cached mask at its origin's pixel (upright text), or its outline (text a
        /// transform rotates or skews, filled as it is).
        enum Glyph {
            case mask(GlyphCache.Mask, x: Int, y: Int)
            case path(FixedPath)
        }

        var glyphs: [Glyph]
        var color: RGBA
        var clip: Rect
        /// The glyphs by line: the indices of a line of upright text (glyphs in a row sharing a
        /// baseline), or of one glyph of any other; a mask with no pixels starts none.
        var lines: [Range<Int>] {
            var lines: [Range<Int>] = []
            var baseline: Int? = nil
            for (index, glyph) in glyphs.enumerated() {
                switch glyph {
                case let .mask(m, _, y):
                    guard m.width > 0 else { continue }
                    if y == baseline, let last = lines.last {
                        lines[lines.count - 1] = last.lowerBound..<(index + 1)
                    } else {
                        lines.append(index..<(index + 1))
                        baseline = y
                    }
                case .path:
                    lines.append(index..<(index + 1))
                    baseline = nil
                }
            }
            return lines
        }
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
    /// text?", its answer after WWDC), so stems and bars land on pixels; each glyph's origin is
    /// rounded to a quarter pixel along the line, as FreeType and Skia position glyphs, and its
    /// coverage comes from the render's `GlyphCache`.
    ///
    /// `within` replaces the view's scroll-view clip and `fading` scales its alpha: content a
    /// scroll view clips, drawn faded where it lies (`drawClippedContent`).
    func prepareText(of view: ComputedView, within visible: Rect? = nil, fading: Double = 1) -> PreparedText? {
        guard let text = view.text, !text.lines.isEmpty else { return nil }
        let alpha = (alphas[view.id] ?? 1) * fading
        guard alpha > 0 else { return nil }
        let face = InterOutlines.face(text.font.weight)
        let t = view.transformToWindow
        // Glyphs too large to hold in the integer rasterizer's range show nothing legible anyway.
        let emPixels = text.font.pointSize * scale * max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d))
        guard emPixels > 0, emPixels <= 65_536 else { return nil }
        let upright = t.isAxisAligned && t.d > 0
        let s = scale
        let clip = visible ?? clips[view.id] ?? area
        let unit = text.font.pointSize / Double(InterOutlines.unitsPerEm)
        var glyphs: [PreparedText.Glyph] = []
        // The rows of the canvas's part of the picture, with 2 px to spare (a baseline is rounded
        // to its pixel, half a pixel either way), in window points.
        let partTop = Double(canvas.region.y0 - 2) / s, partBottom = Double(canvas.region.y1 + 2) / s
        for line in text.lines {
            // Skip lines wholly outside the visible area, or outside the part.
            let box = t.boundingBox(of: Rect(x: line.x - text.font.pointSize, y: line.baseline - 2 * text.font.pointSize,
                                             width: line.width + 2 * text.font.pointSize, height: 3 * text.font.pointSize))
            if box.maxX < clip.minX || box.minX > clip.maxX || box.maxY < clip.minY || box.minY > clip.maxY { continue }
            if box.maxY < partTop || box.minY > partBottom { continue }
            if upright {
                let baseline = Int(((t.d * line.baseline + t.ty) * s).rounded())
                // Inter's outlines narrowed as SF's advances are (`Font.advanceScale`), so each
                // glyph fits the room `glyphPositions` gives it.
                let xScale = t.a * s * unit * text.font.advanceScale, yScale = t.d * s * unit
                for (scalar, pen) in text.font.glyphPositions(of: line.text) {
                    guard let glyph = Self.glyph(for: scalar, in: face), !glyph.verbs.isEmpty else { continue }
                    let origin = GlyphCache.origin((t.a * (line.x + pen) + t.tx) * s)
                    let key = GlyphCache.Key(weight: text.font.weight, glyph: InterOutlines.index(of: scalar.value) ?? -1,
                                             xScale: xScale.bitPattern, yScale: yScale.bitPattern, phase: origin.phase)
                    let phase = Double(origin.phase) / Double(GlyphCache.phases)
                    let mask = glyphCache.mask(for: key) {
                        var path = FixedPath()
                        Self.append(glyph, to: &path) { u, v in (Fixed(phase + Double(u) * xScale).raw, Fixed(-Double(v) * yScale).raw) }
                        return path
                    }
                    glyphs.append(.mask(mask, x: origin.pixel, y: baseline))
                }
            } else {
                // Points from the line's origin (y up) → the view's bounds (y down) → window →
                // pixels, rounded once to the 1/256 grid.
                glyphs += Self.glyphPaths(line.text, font: text.font, face: face) { x, y in
                    let bx = line.x + x, by = line.baseline - y
                    return (Fixed((t.a * bx + t.c * by + t.tx) * s).raw, Fixed((t.b * bx + t.d * by + t.ty) * s).raw)
                }.map(PreparedText.Glyph.path)
            }
        }
        return PreparedText(glyphs: glyphs, color: Palette.scaled(text.isPlaceholder ? Palette.placeholderText : Palette.text, by: alpha), clip: clip)
    }

    /// Fills prepared text under its clip: a command a line of upright text, a command a glyph
    /// of any other (`PreparedText.lines`).
    mutating func draw(_ text: PreparedText) {
        let c = text.clip
        canvas.pushClip(x: c.minX * scale, y: c.minY * scale, width: c.width * scale, height: c.height * scale)
        for line in text.lines {
            let glyphs = text.glyphs[line]
            if case let .path(path) = glyphs.first, glyphs.count == 1 {
                canvas.fillPath(path, color: text.color)
            } else {
                canvas.blend(glyphs.compactMap { if case let .mask(mask, x, y) = $0 { (mask, x, y) } else { nil } }, color: text.color)
            }
        }
        canvas.popClip()
    }

    /// Draws prepared texts, in order.
    mutating func draw(_ texts: [PreparedText]) {
        for text in texts { draw(text) }
    }

    mutating func drawText(of view: ComputedView) {
        if let prepared = prepareText(of: view) { draw(prepared) }
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

    /// One line of text as paths, one per glyph (each filled on its own, as a text engine draws
    /// glyph by glyph): each glyph's outline at its pen position (`Font.glyphPositions`), narrowed
    /// by `Font.advanceScale` as its advance is, `map`
    /// taking a point in points from the line's origin on the baseline (x right, y up) to the
    /// 1/256 px grid.
    static func glyphPaths(_ text: String, font: Font, face: InterOutlines.Face, map: (_ x: Double, _ y: Double) -> (Int, Int)) -> [FixedPath] {
        var paths: [FixedPath] = []
        let unit = font.pointSize / Double(InterOutlines.unitsPerEm)
        let across = unit * font.advanceScale
        for (scalar, x) in font.glyphPositions(of: text) {
            guard let glyph = glyph(for: scalar, in: face), !glyph.verbs.isEmpty else { continue }
            var path = FixedPath()
            append(glyph, to: &path) { u, v in map(x + Double(u) * across, Double(v) * unit) }
            paths.append(path)
        }
        return paths
    }

    static func append(_ glyph: InterOutlines.Glyph, to path: inout FixedPath, _ pixel: (Int32, Int32) -> (Int, Int)) {
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
