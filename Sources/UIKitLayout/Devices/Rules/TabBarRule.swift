/// The tab bar's height, the bar alone: the home-indicator part is added from the safe area by
/// the engine (uikit-rules.md a4, a5).
enum TabBarRule {
    static let table = BarHeightTable(
        homeButtonPad: .init(value: 50, confidence: "high", note: "uikit-rules.md a5: home-button iPad, iOS 12+"),
        fullScreenPad: .init(value: 45, confidence: "medium-low", note: "uikit-rules.md a5: full-screen iPad, 65 = 45 + 20 (QMUI_633)"),
        phonePortrait: .init(value: 49, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"),
        phoneLandscapeRegular: .init(value: 49, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, regular width"),
        phoneLandscapeCompact: .init(value: 32, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, compact width"))

    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        table.height(device, orientation, facts)
    }
}
