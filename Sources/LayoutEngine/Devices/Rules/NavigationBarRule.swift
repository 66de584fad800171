/// The navigation bar's height, and its height with a large title: uikit-rules.md a5 (the bar
/// alone, without the status bar above it).
enum NavigationBarRule {
    /// a5: 44 on regular-width (Plus/Max-class) landscape, 32 on compact; every iPad 50.
    static let table = BarHeightTable(
        homeButtonPad: .init(value: 50, confidence: "high", note: "uikit-rules.md a5: iPad, iOS 12+"),
        fullScreenPad: .init(value: 50, confidence: "high", note: "uikit-rules.md a5: iPad, iOS 12+"),
        phonePortrait: .init(value: 44, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"),
        phoneLandscapeRegular: .init(value: 44, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, regular width"),
        phoneLandscapeCompact: .init(value: 32, confidence: "high", note: "uikit-rules.md a5: iPhone landscape, compact width"))

    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        table.height(device, orientation, facts)
    }

    /// a5: a large title adds 52 pt (iPhone 96, iPad 102). In iPhone landscape the title
    /// collapses to the standard bar, a guess (Scripts/catalog/README.md, guess 3).
    static func largeTitleHeight(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, height: Sourced<Double?>) -> Sourced<Double?> {
        switch device.idiom {
        case .tv:
            return Sourced(nil, confidence: "unsourced", note: TVBarNote.text)
        case .pad:
            return Sourced(102, confidence: "high", note: "uikit-rules.md a5: iPad 50 + 52")
        case .phone:
            guard orientation.isLandscape else {
                return Sourced(96, confidence: "high", note: "uikit-rules.md a5: 44 + 52")
            }
            return Sourced(height.value, confidence: "unsourced",
                           note: "large titles collapse in compact height (not in the reference; calibrate)")
        }
    }
}
