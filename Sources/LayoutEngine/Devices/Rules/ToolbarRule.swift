/// The toolbar's height, the bar alone (uikit-rules.md a5).
enum ToolbarRule {
    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        switch device.idiom {
        case .tv:
            return Sourced(nil, confidence: "unsourced", note: TVBarNote.text)
        case .pad:
            if device.hasHomeButton {
                return Sourced(50, confidence: "high", note: "uikit-rules.md a5: iPad, iOS 12+")
            }
            return Sourced(45, confidence: "low", note: "uikit-rules.md a5: full-screen iPad, 65 = 45 + 20 (QMUI_633 only)")
        case .phone:
            guard orientation.isLandscape else {
                return Sourced(44, confidence: "high", note: "uikit-rules.md a5: iPhone portrait")
            }
            if facts.horizontalSizeClass == .regular {
                return Sourced(44, confidence: ConfidenceLabel.lower("medium", facts.sizeClassConfidence),
                               note: "uikit-rules.md a5: iPhone landscape, regular width")
            }
            return Sourced(32, confidence: ConfidenceLabel.lower("medium", facts.sizeClassConfidence),
                           note: "uikit-rules.md a5: iPhone landscape, compact width")
        }
    }
}
