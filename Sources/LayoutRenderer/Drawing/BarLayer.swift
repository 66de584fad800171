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
            case .navigationBar: name = "navigation bar\(bar.isLargeTitle ? ", large title" : "") (\(bar.owner ?? ""))"
            case .tabBar: name = "tab bar (\(bar.owner ?? ""))"
            case .toolbar: name = "toolbar (\(bar.owner ?? ""))"
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
}
