import Testing
@testable import UIKitLayout

/// Reference decision 3, uikit-rules.md b2's proposed engine rule.
@Suite("rules: minimum layout margins (decision 3, uikit-rules.md b2)")
struct MinimumLayoutMarginsRuleTests {
    let phone = RuleFixture.device(.phone)

    @Test("iPhone portrait: 16 when the screen is at most 375 pt wide, else 20", arguments: [
        (320.0, 16.0), (375, 16), (390, 20), (414, 20), (440, 20),
    ])
    func portrait(width: Double, side: Double) {
        let margins = MinimumLayoutMarginsRule.margins(phone, .portrait, RuleFixture.facts(width: width))
        #expect(margins.value == DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
        #expect(margins.confidence == "medium-low")
    }

    @Test("iPhone landscape: 16 beyond side insets; without them by size class, compact 16, regular 20")
    func landscape() {
        let notched = MinimumLayoutMarginsRule.margins(phone, .landscapeLeft, RuleFixture.landscape(insets: EdgeInsets(left: 48, bottom: 21, right: 48), horizontal: .regular))
        #expect(notched.value.leading == 16 && notched.note == "decision 3 / rules b2: iPhone landscape with side insets, 16 beyond the inset")
        #expect(MinimumLayoutMarginsRule.margins(phone, .landscapeLeft, RuleFixture.landscape()).value.leading == 16)
        #expect(MinimumLayoutMarginsRule.margins(phone, .landscapeRight, RuleFixture.landscape(horizontal: .regular)).value.trailing == 20)
    }

    @Test("a derived margin is no more trusted than its inputs")
    func confidence() {
        let lowInsets = RuleFixture.landscape(insets: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62), insetsConfidence: "low")
        #expect(MinimumLayoutMarginsRule.margins(phone, .landscapeLeft, lowInsets).confidence == "low")
        let lowWidth = RuleFixture.device(.phone, sizeConfidence: "low")
        #expect(MinimumLayoutMarginsRule.margins(lowWidth, .portrait, RuleFixture.facts()).confidence == "low")
        // A calibrated input ranks with "high": the rule's own label is what is left.
        #expect(MinimumLayoutMarginsRule.margins(phone, .landscapeLeft, RuleFixture.landscape(insets: EdgeInsets(left: 44), insetsConfidence: "calibrated")).confidence == "medium-low")
    }

    @Test("iPad 20; Apple TV 20 as a placeholder (tvOS margins are only said to be larger)")
    func padAndTV() {
        #expect(MinimumLayoutMarginsRule.margins(RuleFixture.device(.pad), .portraitUpsideDown, RuleFixture.facts())
            == Sourced(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), confidence: "high", note: "decision 3 / rules b2: iPad 20"))
        let tv = MinimumLayoutMarginsRule.margins(RuleFixture.device(.tv), .landscapeLeft, RuleFixture.facts())
        #expect(tv.value.leading == 20 && tv.confidence == "unsourced")
    }
}
