import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// Content a scroll view clips, drawn where it lies on the screen (issue 35: everything laid
    /// out is in the picture): the part of each view outside what its scroll views show, faded as
    /// content beyond the screen is (its fill, outline and text at `Palette.offscreenKeep` of
    /// their alpha), over what covers it, and the id of a view with nothing left in view, so a
    /// label laid out below a scroll view that ends above a pinned button is still seen
    /// (PictureLegend.md, the `scroll` overlay). Content beyond the screen is drawn around it
    /// instead (`OffscreenContent`).
    mutating func drawClippedContent() {
        let clipped = Self.clippedContent(layout, clips: clips, hidden: hidden, alphas: alphas, area: area)
        // Tags for the outermost views none of which shows, as the caption lists them (not each
        // subview of a clipped row, nor a cell's content view, which views' tags leave out too).
        let tagged = Set(CaptionStrip.outermost(clipped.filter(\.wholly).map(\.view)).map(\.id)).subtracting(cellContentViews)
        let keep = Double(Palette.offscreenKeep) / 255
        for (view, outside, _) in clipped {
            let (fill, outline) = Self.colors(of: view, alpha: (alphas[view.id] ?? 1) * keep)
            let text = prepareText(of: view, within: area, fading: keep)
            for part in outside {
                canvas.pushClip(x: part.minX * scale, y: part.minY * scale, width: part.width * scale, height: part.height * scale)
                self.fill(view.bounds, in: view, fill)
                stroke(view.bounds, in: view, outline)
                if var text {
                    text.clip = part
                    draw(text)
                }
                canvas.popClip()
            }
            guard tagged.contains(view.id), let first = outside.first else { continue }
            // Over its own faded text, never over another label; at the end where the text does
            // not start (a label's lines begin at its leading edge), so both stay readable.
            let tag = "\(view.id) (clipped)", width = BitmapFont.width(of: tag, scale: textScale) + 2 * textScale
            let x = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? px(first.minX) + textScale
                : max(px(first.minX) + textScale, px(first.maxX) - textScale - width)
            label(tag, x: x, y: px(first.minY) + textScale, maxWidth: px(first.maxX) - textScale - x,
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
