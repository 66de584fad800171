import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The status bar and the containers' bars: a neutral see-through grey with an outline of its
    /// own (the status bar, which is no view, without), and a caption naming the bar, its height
    /// and its owner, as the tags of views under a bar name it ("nav bar").
    mutating func drawBars() {
        // A bar a sidebar overlaps on the left names itself beside the sidebar, not in its column.
        let sidebar = layout.bars.first { $0.kind == .sidebar }?.frameInWindow
        for bar in layout.bars {
            let r = bar.frameInWindow
            guard r.width > 0, r.height > 0 else { continue }
            if let c = bar.capsule {
                // iOS 26's iPhone tab bar: the frame the safe area follows, dashed; the capsule
                // it draws comes over the unsafe area's hatching (`drawPendingCapsules`),
                // Docs/Containers.md, "The iPhone's capsule".
                canvas.strokeDashedRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale,
                                        dash: 3 * textScale, gap: 3 * textScale, lineWidth: textScale, color: Palette.barOutline)
                pendingCapsules.append(c)
            } else {
                canvas.fillRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale, color: Palette.barFill)
                if bar.kind != .statusBar {
                    canvas.strokeRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale, lineWidth: textScale, color: Palette.barOutline)
                }
            }
            let name = bar.kind == .statusBar ? "9:41" : "\(Self.barName(bar.kind)) \(barHeightText(bar)) (\(bar.owner ?? ""))"
            let lineHeight = BitmapFont.lineHeight * textScale
            // Status bar text sits beside the sensor housing, at the left.
            // Clear of the rounded corners and of a landscape sensor housing: from the window's
            // left safe-area edge.
            let inset = max(16, layout.environment.windowSafeAreaInsets.left + 8)
            var start = r.minX + inset
            if bar.kind != .sidebar, bar.kind != .statusBar, let s = sidebar, s.minX <= r.minX + 0.001, s.maxX > r.minX, s.maxX < r.maxX {
                start = max(start, s.maxX + 8)
            }
            let x = bar.kind == .statusBar ? px(r.minX + max(inset, layout.environment.displayCornerRadius * 0.6))
                : bar.capsule.map { px($0.minX + $0.height / 2) } ?? px(start)
            // A sidebar's caption at its top, below the status bar (its middle is a screen away).
            let y = bar.capsule.map { px($0.minY) + max(0, (px($0.height) - lineHeight) / 2) }
                ?? (bar.kind == .tabBar || bar.kind == .toolbar ? px(r.minY + 6)
                    : bar.kind == .sidebar ? px(max(r.minY, layout.environment.windowSafeAreaInsets.top) + 6)
                    : px(r.minY) + max(0, (px(r.height) - lineHeight) / 2))
            let available = bar.kind == .statusBar ? px(r.width / 2 - 70) : px(r.width - 32)
            guard px(r.height) >= lineHeight else { continue }
            label(name, x: x, y: y, maxWidth: available, color: Palette.barLabel, plate: false)
        }
    }

    /// A bar's height in points as its caption gives it, written as the geometry files write
    /// numbers (`GeometryText.n`): "44"; a bottom bar that reaches into
    /// the window's bottom unsafe area (the home indicator's) as its own part plus that one,
    /// "49 + 34", so the numbers match the catalog's bar height and safe-area inset; a
    /// navigation bar with a large title as the bar plus the title's 52 pt (uikit-rules.md a5:
    /// iPhone 44 + 52, iPad 50 + 52), "44 + large title 52"; a navigation bar holding a floating
    /// tab bar as its height plus the extension, "50 + tab bar 14", and that tab bar as "50
    /// floating" (Docs/Containers.md, "The floating tab bar"); a sidebar by its width, "320 wide".
    func barHeightText(_ bar: ComputedBar) -> String { Self.barHeightText(bar, in: layout.environment) }

    static func barHeightText(_ bar: ComputedBar, in environment: ComputedEnvironment) -> String {
        let r = bar.frameInWindow
        if bar.kind == .sidebar { return "\(GeometryText.n(r.width)) wide" }
        let largeTitle = 52.0
        // A navigation bar holding a floating tab bar: its own height plus the extension, "50 + tab bar 14".
        let tabRow = bar.kind == .navigationBar && bar.floatingTabBarExtension > 0
            ? " + tab bar \(GeometryText.n(bar.floatingTabBarExtension))" : ""
        let own = r.height - bar.floatingTabBarExtension
        if bar.kind == .navigationBar, bar.isLargeTitle, own > largeTitle + 0.001 {
            return "\(GeometryText.n(own - largeTitle))\(tabRow) + large title \(GeometryText.n(largeTitle))"
        }
        if !tabRow.isEmpty { return GeometryText.n(own) + tabRow }
        if bar.isFloating { return "\(GeometryText.n(r.height)) floating" }
        let unsafeTop = environment.windowSize.height - environment.windowSafeAreaInsets.bottom
        if bar.kind == .tabBar || bar.kind == .toolbar, r.maxY > unsafeTop + 0.001, r.minY < unsafeTop {
            return "\(GeometryText.n(unsafeTop - r.minY)) + \(GeometryText.n(r.maxY - unsafeTop))"
        }
        return GeometryText.n(r.height)
    }

    /// iOS 26's iPhone tab bar capsules, over the hatching of the area under the bar: an outline
    /// and the bars' see-through grey, rounded.
    mutating func drawPendingCapsules() {
        let line = Double(textScale)
        for c in pendingCapsules {
            canvas.fillRoundedRect(x: c.minX * scale, y: c.minY * scale, width: c.width * scale, height: c.height * scale,
                                   radius: c.height * scale / 2, color: Palette.barOutline)
            canvas.fillRoundedRect(x: c.minX * scale + line, y: c.minY * scale + line, width: c.width * scale - 2 * line,
                                   height: c.height * scale - 2 * line, radius: c.height * scale / 2 - line, color: Palette.barFill)
        }
        pendingCapsules = []
    }
}
