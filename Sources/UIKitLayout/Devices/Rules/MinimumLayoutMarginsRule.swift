/// A root view's `systemMinimumLayoutMargins`: reference decision 3, the "proposed engine
/// rule" of uikit-rules.md b2. Top and bottom minimums are 0 everywhere.
enum MinimumLayoutMarginsRule {
    static func margins(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<DirectionalEdgeInsets> {
        switch device.idiom {
        case .tv:
            return sides(20, "unsourced", "Apple only says system margins are larger on tvOS (rules b2); 20 is a placeholder, calibrate")
        case .pad:
            return sides(20, "high", "decision 3 / rules b2: iPad 20")
        case .phone:
            guard orientation.isLandscape else {
                // b2: 16 on the 375 pt iPhone 8, 20 on the 390 pt iPhone 12 (both compact width).
                return sides(facts.screenSize.width <= 375 ? 16 : 20,
                             ConfidenceLabel.lower("medium-low", device.screenSizeConfidence),
                             "decision 3 / rules b2: iPhone portrait, 16 when the screen is at most 375 pt wide, else 20")
            }
            let insets = facts.safeAreaInsets
            if insets.value.left > 0 || insets.value.right > 0 {
                // b2: iPhone 11 landscape, 16 beyond the 48 pt safe inset.
                return sides(16, ConfidenceLabel.lower("medium-low", insets.confidence),
                             "decision 3 / rules b2: iPhone landscape with side insets, 16 beyond the inset")
            }
            // The documented size-class rule (b2, unverified for this case).
            return sides(facts.horizontalSizeClass == .regular ? 20 : 16,
                         ConfidenceLabel.lower("medium-low", facts.sizeClassConfidence),
                         "decision 3 / rules b2: iPhone landscape without side insets, by size class (compact 16, regular 20)")
        }
    }

    private static func sides(_ side: Double, _ confidence: String, _ note: String) -> Sourced<DirectionalEdgeInsets> {
        Sourced(DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side), confidence: confidence, note: note)
    }
}
