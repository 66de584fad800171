import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The docked keyboard (`ComputedEnvironment.keyboardFrame`), over the app as its window is:
    /// an almost opaque grey with rows of keys, so it reads as a keyboard at a glance, and a
    /// caption with its height and the caption's confidence mark ("keyboard 336 ~").
    /// Docs/Keyboard.md, "In the picture".
    mutating func drawKeyboard() {
        guard let k = layout.environment.keyboardFrame, k.width > 0, k.height > 0 else { return }
        canvas.fillRect(x: k.minX * scale, y: k.minY * scale, width: k.width * scale, height: k.height * scale, color: Palette.keyboardFill)
        canvas.strokeRect(x: k.minX * scale, y: k.minY * scale, width: k.width * scale, height: k.height * scale,
                          lineWidth: textScale, color: Palette.barOutline)
        // The suggestion bar on top (a sixth of the height, as a 45-point bar on a 260-point
        // keyboard), the home-indicator band below, four rows of keys between, inside the
        // window's safe area at the sides (landscape Face ID phones keep the keys clear of the
        // sensor housing and the corners).
        let safe = layout.environment.windowSafeAreaInsets
        let top = k.minY + k.height / 6
        let bottom = k.maxY - max(4, safe.bottom)
        let left = k.minX + safe.left, width = k.width - safe.left - safe.right
        let rowHeight = (bottom - top) / 4
        let unit = (width - 6) / 10
        if rowHeight >= 6, unit > 6 {
            // Key widths in tenths of the row: ten letters, nine, shift + seven + delete, then
            // the bottom row's 123, globe, space and return.
            let rows: [[Double]] = [Array(repeating: 1, count: 10), Array(repeating: 1, count: 9),
                                    [1.5] + Array(repeating: 1, count: 7) + [1.5], [1.25, 1.25, 5, 2.5]]
            for (r, keys) in rows.enumerated() {
                var x = left + 3 + (10 - keys.reduce(0, +)) * unit / 2
                let y = top + Double(r) * rowHeight
                for keyWidth in keys {
                    canvas.fillRect(x: (x + 3) * scale, y: (y + 5) * scale, width: (keyWidth * unit - 6) * scale,
                                    height: (rowHeight - 10) * scale, color: Palette.keyboardKey)
                    x += keyWidth * unit
                }
            }
        }
        let name = "keyboard \(GeometryText.n(k.height))" + EnvironmentConfidence.mark(layout.environment.confidence.keyboard).prefixedBySpace
        let lineHeight = BitmapFont.lineHeight * textScale
        let inset = max(16, layout.environment.windowSafeAreaInsets.left + 8)
        guard px(k.height / 6) >= lineHeight else { return }
        label(name, x: px(k.minX + inset), y: px(k.minY) + (px(k.height / 6) - lineHeight) / 2, maxWidth: px(k.width - 32),
              color: Palette.barLabel, plate: false)
    }
}

private extension String {
    /// " ~" for "~", "" for "".
    var prefixedBySpace: String { isEmpty ? "" : " " + self }
}
