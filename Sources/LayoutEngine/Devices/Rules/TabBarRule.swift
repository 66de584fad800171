/// The tab bar's height, the bar alone: the home-indicator part is added from the safe area by
/// the engine (uikit-rules.md a4, a5).
enum TabBarRule {
    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        switch device.idiom {
        case .tv:
            return Sourced(nil, confidence: "unsourced", note: TVBarNote.text)
        case .pad:
            if device.hasHomeButton {
                return Sourced(50, confidence: "high", note: "uikit-rules.md a5: home-button iPad, iOS 12+")
            }
            return Sourced(45, confidence: "medium-low", note: "uikit-rules.md a5: full-screen iPad, 65 = 45 + 20 (QMUI_633)")
        case .phone:
            guard orientation.isLandscape else {
                return Sourced(49, confidence: "high", note: "uikit-rules.md a5: iPhone portrait")
            }
            if facts.horizontalSizeClass == .regular {
                return Sourced(49, confidence: ConfidenceLabel.lower("medium", facts.sizeClassConfidence),
                               note: "uikit-rules.md a5: iPhone landscape, regular width")
            }
            return Sourced(32, confidence: ConfidenceLabel.lower("medium", facts.sizeClassConfidence),
                           note: "uikit-rules.md a5: iPhone landscape, compact width")
        }
    }
}
