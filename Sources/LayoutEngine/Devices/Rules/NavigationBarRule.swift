/// The navigation bar's height, and its height with a large title: uikit-rules.md a5 (the bar
/// alone, without the status bar above it).
enum NavigationBarRule {
    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        switch device.idiom {
        case .tv:
            return Sourced(nil, confidence: "unsourced", note: TVBarNote.text)
        case .pad:
            return Sourced(50, confidence: "high", note: "uikit-rules.md a5: iPad, iOS 12+")
        case .phone:
            guard orientation.isLandscape else {
                return Sourced(44, confidence: "high", note: "uikit-rules.md a5: iPhone portrait")
            }
            // a5: 44 on regular-width (Plus/Max-class) landscape, 32 on compact; the size class
            // is an input, so its confidence caps the value's.
            if facts.horizontalSizeClass == .regular {
                return Sourced(44, confidence: ConfidenceLabel.lower("medium", facts.sizeClassConfidence),
                               note: "uikit-rules.md a5: iPhone landscape, regular width")
            }
            return Sourced(32, confidence: ConfidenceLabel.lower("high", facts.sizeClassConfidence),
                           note: "uikit-rules.md a5: iPhone landscape, compact width")
        }
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

/// tvOS bars: no source gives their geometry (uikit-rules.md covers iOS and iPadOS only).
enum TVBarNote {
    static let text = "no source for tvOS bar geometry; calibrate"
}
