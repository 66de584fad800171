import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// Content a scroll view clips, drawn where it lies on the screen (issue 35: everything laid
    /// out is in the picture): the part of each view outside what its scroll views show, outlined
    /// dashed in grey, and the id of a view with nothing left in view, so a label laid out below a
    /// scroll view that ends above a pinned button is still seen (PictureLegend.md, the `scroll`
    /// overlay). Content beyond the screen is drawn around it instead (`OffscreenContent`).
    mutating func drawClippedContent() {
        let clipped = Self.clippedContent(layout, clips: clips, hidden: hidden, alphas: alphas, area: area)
        // Tags for the outermost views none of which shows, as the caption lists them (not each
        // subview of a clipped row, nor a cell's content view, which views' tags leave out too).
        let tagged = Set(CaptionStrip.outermost(clipped.filter(\.wholly).map(\.view)).map(\.id)).subtracting(cellContentViews)
        for (view, outside, _) in clipped {
            let r = view.frameInWindow
            for part in outside {
                canvas.pushClip(x: part.minX * scale, y: part.minY * scale, width: part.width * scale, height: part.height * scale)
                canvas.strokeDashedRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale,
                                        dash: 4 * textScale, gap: 3 * textScale, color: Palette.clippedContent)
                canvas.popClip()
            }
            guard tagged.contains(view.id), let first = outside.first else { continue }
            // Over the text it cannot show (its own, clipped away), never over another label.
            label("\(view.id) (clipped)", x: px(first.minX) + textScale, y: px(first.minY) + textScale, maxWidth: px(first.width) - 2 * textScale,
                  maxY: max(px(first.minY) + textScale, px(first.maxY) - BitmapFont.lineHeight * textScale),
                  color: Palette.clippedContent, plate: true, overText: true)
        }
    }

    /// The views a scroll view clips on the screen, in the views' order: each with the parts of
    /// its frame outside what its scroll views show but inside `area`, and whether none of it is
    /// in view. Axis-aligned, visible views with an area only.
    static func clippedContent(_ layout: ComputedLayout, clips: [String: Rect], hidden: Set<String>, alphas: [String: Double], area: Rect)
        -> [(view: ComputedView, outside: [Rect], wholly: Bool)] {
        var result: [(ComputedView, [Rect], Bool)] = []
        for view in layout.views where !hidden.contains(view.id) && (alphas[view.id] ?? 1) > 0 && view.transformToWindow.isAxisAligned {
            let box = view.frameInWindow
            guard box.width > 0, box.height > 0, let clip = clips[view.id], let onScreen = overlap(box, area) else { continue }
            let shown = overlap(onScreen, clip)
            guard shown != onScreen else { continue }
            let outside = shown.map { subtracting($0, from: onScreen) } ?? [onScreen]
            if !outside.isEmpty { result.append((view, outside, shown == nil)) }
        }
        return result
    }
}
