/// `readableContentGuide` (uikit-rules.md c1): the readable width for the content size category,
/// never wider than the layout-margins guide, centred horizontally in it, with the margins
/// guide's vertical extent.
enum ReadableContentGuideRule {
    static func guide(marginsGuide g: Rect, readableWidth: Double) -> Rect {
        let width = min(readableWidth, g.width)
        return Rect(x: g.minX + (g.width - width) / 2, y: g.minY, width: width, height: g.height)
    }
}
