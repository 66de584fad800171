import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The `textOverflow` overlay: every visible label whose text does not fit its bounds
    /// (`ComputedText.doesNotFit`), in sienna, a colour no other overlay uses: the label's bounds
    /// outlined, the part of its lines' box beyond the bounds tinted (text UIKit draws outside the
    /// label, as it does not clip labels), and a bar under the "…" of a truncated line (where
    /// the text was cut).
    mutating func drawTextOverflowOverlay() {
        for view in layout.views where !hidden.contains(view.id) {
            guard let text = view.text, text.doesNotFit, (alphas[view.id] ?? 1) > 0 else { continue }
            clipped(to: view) { painter in
                let rect = text.textRect
                if text.overflowsHorizontally || text.overflowsVertically {
                    painter.fillBands(outer: rect, inner: view.bounds, in: view, Palette.withAlpha(Palette.textOverflow, Palette.textOverflowTintAlpha))
                }
                painter.stroke(view.bounds, in: view, Palette.textOverflow, width: painter.textScale)
                if text.isTruncated, let line = text.lines.last, let ellipsis = Self.ellipsisSpan(of: line, font: text.font) {
                    // Just under the baseline, a tenth of an em below it, at least a pixel thick.
                    let thickness = max(Double(painter.textScale) / painter.scale, text.font.pointSize / 14)
                    let bar = Rect(x: ellipsis.minX, y: line.baseline + text.font.pointSize / 10, width: ellipsis.width, height: thickness)
                    painter.fill(bar, in: view, Palette.textOverflow)
                }
            }
        }
    }

    /// Where a truncated line's "…" sits (x range in the view's bounds coordinates).
    static func ellipsisSpan(of line: ComputedText.Line, font: Font) -> (minX: Double, width: Double)? {
        let positions = font.glyphPositions(of: line.text)
        guard let index = positions.lastIndex(where: { $0.scalar == "\u{2026}" }) else { return nil }
        let start = positions[index].x
        let end = index + 1 < positions.count ? positions[index + 1].x : font.width(of: line.text)
        return (line.x + start, end - start)
    }
}
