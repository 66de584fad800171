/// A screen whose character changes as its window narrows, for the sweep's tests
/// (Docs/Sweeps.md): a title and a Share button in a row (the button is squeezed, then
/// ambiguous, then gone below about 370 points), a badge 420 points from the leading edge (out
/// of the window below 460), a chart 560 wide in the middle (out of the window below 560), and
/// the size class flipping at 678 on an iPad.
public enum SweepFixture {
    public static let rowSpec = """
    {
      "environment": { "device": "iPad Pro 11-inch (M4)", "orientation": "landscapeLeft" },
      "root": { "viewController": { "id": "screen",
        "view": { "id": "root",
          "subviews": [
            { "id": "title", "class": "label", "text": "Quarterly results for the whole team", "font": "headline", "numberOfLines": 1 },
            { "id": "share", "class": "button", "title": "Share", "font": "body" },
            { "id": "badge", "class": "view", "backgroundColor": "#F5B041" },
            { "id": "chart", "class": "view", "backgroundColor": "#AED6F1" }
          ],
          "constraints": [
            "title.leading == root.safeArea.leading + 16", "title.top == root.safeArea.top + 16",
            "title.trailing <= share.leading - 8",
            "share.trailing == root.safeArea.trailing - 16", "share.centerY == title.centerY",
            "badge.leading == root.leading + 420", "badge.width == 40", "badge.height == 40", "badge.top == title.bottom + 8",
            "chart.centerX == root.centerX", "chart.width == 560", "chart.height == 200", "chart.top == badge.bottom + 20"
          ] } } }
    }
    """
}
