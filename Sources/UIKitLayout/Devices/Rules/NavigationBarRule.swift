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
        liquidGlassHeight(device, orientation) ?? table.height(device, orientation, facts)
    }

    /// iOS 26's bar (Liquid Glass), where a source gives it: 54 on an iPhone in portrait and on
    /// an iPad (a5, iOS 26 [GKNBS_47], [GKNB-SRC]). Its label is its own, not the iOS 26 cap's
    /// (`OS26ConfidenceCap`); nil where iOS 26 has no source (iPhone landscape, tvOS).
    static func liquidGlassHeight(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation) -> Sourced<Double?>? {
        guard OS26ConfidenceCap.applies(os: device.os, idiom: device.idiom) else { return nil }
        switch device.idiom {
        case .phone where !orientation.isLandscape:
            return Sourced(54, confidence: "medium", note: "uikit-rules.md a5, iOS 26: iPhone portrait 54 [GKNBS_47], [GKNB-SRC]")
        case .pad:
            return Sourced(54, confidence: "medium-low", note: "uikit-rules.md a5, iOS 26: iPad 54, a library's constant [GKNB-SRC]")
        default:
            return nil
        }
    }

    /// a5: a large title adds 52 pt (iPhone 96, iPad 102). In iPhone landscape the title
    /// collapses to the standard bar, a guess (Scripts/catalog/README.md, guess 3).
    static func largeTitleHeight(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, height: Sourced<Double?>) -> Sourced<Double?> {
        if liquidGlassHeight(device, orientation) != nil, let bar = height.value {
            // iOS 26's large title is not in the reference: the bar's height and the title's 52, a guess.
            return Sourced(bar + 52, confidence: "unsourced", note: "iOS 26 large title not in the reference: \(CatalogNumber.text(bar)) + 52 assumed; calibrate")
        }
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
