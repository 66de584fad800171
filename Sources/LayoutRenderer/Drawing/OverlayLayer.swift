import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// For each chosen view (every controller's root view by default): the unsafe area shaded
    /// red with the safe-area guide outlined green; the margin bands inside the safe area shaded
    /// blue with the margins guide outlined; the readable content guide outlined purple where it
    /// is narrower than the margins guide.
    mutating func drawGuideOverlays() {
        for view in layout.views where showsOverlays(for: view) {
            let line = textScale
            clipped(to: view) { painter in
                if painter.options.overlays.contains(.margins) {
                    let safe = Self.intersection(view.safeAreaLayoutGuide, view.bounds)
                    painter.fillBands(outer: safe, inner: view.layoutMarginsGuide, in: view, Palette.marginBand)
                    painter.stroke(view.layoutMarginsGuide, in: view, Palette.marginsGuide, dashed: true)
                }
                if painter.options.overlays.contains(.safeArea) {
                    painter.fillBands(outer: view.bounds, inner: view.safeAreaLayoutGuide, in: view, Palette.unsafeArea)
                    painter.stroke(view.safeAreaLayoutGuide, in: view, Palette.safeAreaGuide, width: line)
                }
                if painter.options.overlays.contains(.readable), view.readableContentGuide.width < view.layoutMarginsGuide.width - 0.5 {
                    painter.stroke(view.readableContentGuide, in: view, Palette.readableGuide, width: line)
                }
            }
        }
    }

    /// Scroll views: the content rectangle at the current offset (orange, dashed), the bands
    /// `contentInset` adds around it (yellow) and the system part of `adjustedContentInset`
    /// beyond them (cyan), and the scroll indicators where their insets place them.
    mutating func drawScrollOverlays() {
        for view in layout.views where !hidden.contains(view.id) {
            guard let s = view.scroll else { continue }
            let content = Rect(origin: .zero, size: s.contentSize)
            let user = s.contentInset, adjusted = s.adjustedContentInset
            let withUser = Rect(x: -user.left, y: -user.top, width: content.width + user.left + user.right, height: content.height + user.top + user.bottom)
            let withAll = Rect(x: -adjusted.left, y: -adjusted.top, width: content.width + adjusted.left + adjusted.right, height: content.height + adjusted.top + adjusted.bottom)
            // Drawn inside the scroll view itself, which clips its content.
            let clip = Self.intersection(clips[view.id] ?? view.frameInWindow, view.frameInWindow)
            canvas.pushClip(x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
            fillBands(outer: withUser, inner: content, in: view, Palette.contentInset)
            fillBands(outer: withAll, inner: withUser, in: view, Palette.systemInset)
            stroke(content, in: view, Palette.contentRect, dashed: true)
            drawIndicators(view, s)
            canvas.popClip()
        }
    }

    /// UIKit-like indicators: 3 pt thick, 3 pt from the edge, length in proportion to the
    /// visible part of the content (at least 36 pt), placed by the offset within its range and
    /// kept clear of the effective indicator insets (d6).
    private mutating func drawIndicators(_ view: ComputedView, _ s: ComputedScrollGeometry) {
        let b = view.bounds
        let thickness = 3.0, gap = 3.0, minimum = 36.0
        let v = s.effectiveVerticalScrollIndicatorInsets
        let totalHeight = s.contentSize.height + s.adjustedContentInset.top + s.adjustedContentInset.bottom
        if totalHeight > b.height + 0.5 {
            let track = b.height - v.top - v.bottom - 2 * gap
            if track > minimum {
                let length = max(minimum, track * b.height / totalHeight)
                let range = s.contentOffsetMax.y - s.contentOffsetMin.y
                let progress = range > 0 ? min(1, max(0, (s.contentOffset.y - s.contentOffsetMin.y) / range)) : 0
                let y = b.minY + v.top + gap + (track - length) * progress
                let x = b.maxX - v.right - gap - thickness
                fillIndicator(Rect(x: x, y: y, width: thickness, height: length), in: view)
            }
        }
        let h = s.effectiveHorizontalScrollIndicatorInsets
        let totalWidth = s.contentSize.width + s.adjustedContentInset.left + s.adjustedContentInset.right
        if totalWidth > b.width + 0.5 {
            let track = b.width - h.left - h.right - 2 * gap
            if track > minimum {
                let length = max(minimum, track * b.width / totalWidth)
                let range = s.contentOffsetMax.x - s.contentOffsetMin.x
                let progress = range > 0 ? min(1, max(0, (s.contentOffset.x - s.contentOffsetMin.x) / range)) : 0
                let x = b.minX + h.left + gap + (track - length) * progress
                let y = b.maxY - h.bottom - gap - thickness
                fillIndicator(Rect(x: x, y: y, width: length, height: thickness), in: view)
            }
        }
    }

    private mutating func fillIndicator(_ r: Rect, in view: ComputedView) {
        let clip = Self.intersection(clips[view.id] ?? view.frameInWindow, view.frameInWindow)
        pendingIndicators.append((view.transformToWindow.boundingBox(of: r), clip))
    }

    /// Capsules, drawn after the batched shapes.
    mutating func drawPendingIndicators() {
        for (w, clip) in pendingIndicators {
            canvas.pushClip(x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
            canvas.fillRoundedRect(x: w.minX * scale, y: w.minY * scale, width: w.width * scale, height: w.height * scale,
                                   radius: min(w.width, w.height) * scale / 2, color: Palette.scrollIndicator)
            canvas.popClip()
        }
        pendingIndicators = []
    }
}
