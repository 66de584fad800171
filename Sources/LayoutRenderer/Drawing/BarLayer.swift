import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The status bar and the containers' bars: a light translucent fill, a hairline on the edge
    /// that meets the content, and a label naming the bar and its owner.
    mutating func drawBars() {
        for bar in layout.bars {
            let r = bar.frameInWindow
            guard r.width > 0, r.height > 0 else { continue }
            canvas.fillRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale, color: Palette.barFill)
            let hairline = Double(textScale)
            switch bar.kind {
            case .navigationBar:
                canvas.fillRect(x: r.minX * scale, y: (r.maxY * scale).rounded() - hairline, width: r.width * scale, height: hairline, color: Palette.barHairline)
            case .tabBar, .toolbar:
                canvas.fillRect(x: r.minX * scale, y: (r.minY * scale).rounded(), width: r.width * scale, height: hairline, color: Palette.barHairline)
            case .statusBar:
                break
            }
            let name: String
            switch bar.kind {
            case .statusBar: name = "9:41"
            case .navigationBar: name = "navigation bar\(bar.isLargeTitle ? ", large title" : "") \(barHeightText(bar)) (\(bar.owner ?? ""))"
            case .tabBar: name = "tab bar \(barHeightText(bar)) (\(bar.owner ?? ""))"
            case .toolbar: name = "toolbar \(barHeightText(bar)) (\(bar.owner ?? ""))"
            }
            let lineHeight = BitmapFont.lineHeight * textScale
            // Status bar text sits beside the sensor housing, at the left.
            // Clear of the rounded corners and of a landscape sensor housing: from the window's
            // left safe-area edge.
            let inset = max(16, layout.environment.windowSafeAreaInsets.left + 8)
            let x = bar.kind == .statusBar ? px(r.minX + max(inset, layout.environment.displayCornerRadius * 0.6)) : px(r.minX + inset)
            let y = bar.kind == .tabBar || bar.kind == .toolbar ? px(r.minY + 6) : px(r.minY) + max(0, (px(r.height) - lineHeight) / 2)
            let available = bar.kind == .statusBar ? px(r.width / 2 - 70) : px(r.width - 32)
            guard px(r.height) >= lineHeight else { continue }
            label(name, x: x, y: y, maxWidth: available, color: Palette.barLabel, plate: false)
        }
    }

    /// A bar's height in points as its caption gives it, written as the geometry files write
    /// numbers (`GeometryText.n`): "44"; a bottom bar that reaches into
    /// the window's bottom unsafe area (the home indicator's) as its own part plus that one,
    /// "49 + 34", so the numbers match the catalog's bar height and safe-area inset.
    func barHeightText(_ bar: ComputedBar) -> String {
        let r = bar.frameInWindow
        let unsafeTop = layout.environment.screenSize.height - layout.environment.windowSafeAreaInsets.bottom
        if bar.kind == .tabBar || bar.kind == .toolbar, r.maxY > unsafeTop + 0.001, r.minY < unsafeTop {
            return "\(GeometryText.n(unsafeTop - r.minY)) + \(GeometryText.n(r.maxY - unsafeTop))"
        }
        return GeometryText.n(r.height)
    }
}
