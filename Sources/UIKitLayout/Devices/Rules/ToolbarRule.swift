/// The toolbar's height, the bar alone (uikit-rules.md a5).
enum ToolbarRule {
    static let table = BarHeightTable(
        homeButtonPad: .init(value: 50, confidence: "high", note: "uikit-rules.md a5: iPad, iOS 12+"),
        fullScreenPad: .init(value: 45, confidence: "low", note: "uikit-rules.md a5: full-screen iPad, 65 = 45 + 20 (QMUI_633 only)"),
        phonePortrait: .init(value: 44, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"),
        phoneLandscapeRegular: .init(value: 44, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, regular width"),
        phoneLandscapeCompact: .init(value: 32, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, compact width"))

    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        table.height(device, orientation, facts)
    }
}
