import Testing
@testable import UIKitLayout

/// uikit-rules.md a5: the bars alone, per idiom, orientation and size class.
@Suite("rules: bar heights (uikit-rules.md a5)")
struct BarRulesTests {
    let phone = RuleFixture.device(.phone, housing: .notch)

    @Test("navigation bar: iPhone portrait 44, large title 96")
    func navigationBarPhonePortrait() {
        let height = NavigationBarRule.height(phone, .portrait, RuleFixture.facts())
        #expect(height == Sourced(44, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"))
        #expect(NavigationBarRule.largeTitleHeight(phone, .portrait, height: height)
            == Sourced(96, confidence: "high", note: "uikit-rules.md a5: 44 + 52"))
    }

    @Test("navigation bar: iPhone landscape 32 in compact width, 44 in regular; the large title collapses to it")
    func navigationBarPhoneLandscape() {
        let compact = NavigationBarRule.height(phone, .landscapeLeft, RuleFixture.landscape())
        #expect(compact == Sourced(32, confidence: "high", note: "uikit-rules.md a5: iPhone landscape, compact width"))
        let regular = NavigationBarRule.height(phone, .landscapeRight, RuleFixture.landscape(horizontal: .regular))
        #expect(regular == Sourced(44, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, regular width"))
        // The size class is an input: its confidence caps the value's.
        #expect(NavigationBarRule.height(phone, .landscapeLeft, RuleFixture.landscape(sizeClassConfidence: "medium")).confidence == "medium")
        let large = NavigationBarRule.largeTitleHeight(phone, .landscapeLeft, height: regular)
        #expect(large.value == 44 && large.confidence == "unsourced")
    }

    @Test("navigation bar: iPad 50 in every orientation, large title 102; Apple TV has none")
    func navigationBarPadAndTV() {
        let pad = RuleFixture.device(.pad, homeButton: true)
        for orientation in InterfaceOrientation.allCases {
            let height = NavigationBarRule.height(pad, orientation, RuleFixture.facts(width: 820, height: 1180, horizontal: .regular))
            #expect(height == Sourced(50, confidence: "high", note: "uikit-rules.md a5: iPad, iOS 12+"))
            #expect(NavigationBarRule.largeTitleHeight(pad, orientation, height: height).value == 102)
        }
        let tv = RuleFixture.device(.tv)
        let height = NavigationBarRule.height(tv, .landscapeLeft, RuleFixture.facts(width: 1920, height: 1080))
        #expect(height.value == nil && height.confidence == "unsourced")
    }

    /// uikit-rules.md a5, iOS 26: the Liquid Glass bar is 54 on an iPhone in portrait and on an
    /// iPad, starting at the safe-area top on the iPhone; its labels are its own, not the cap's.
    @Test("navigation bar on iOS 26: iPhone portrait and iPad 54, at the safe-area top; landscape keeps iOS 18's, capped")
    func liquidGlass() {
        let phone = RuleFixture.device(.phone, housing: .dynamicIsland, os: "26")
        let portrait = DeviceRules.metrics(phone, .portrait, RuleFixture.facts(width: 402, height: 874, insets: EdgeInsets(top: 62, bottom: 34)))
        #expect(portrait.navigationBarHeight.value == 54 && portrait.navigationBarHeight.confidence == "medium")
        #expect(portrait.navigationBarOriginOffset.value == 0 && portrait.navigationBarOriginOffset.confidence == "medium-low")
        #expect(portrait.largeTitleNavigationBarHeight.value == 106 && portrait.largeTitleNavigationBarHeight.confidence == "unsourced")
        let landscape = DeviceRules.metrics(phone, .landscapeLeft, RuleFixture.landscape(width: 874, height: 402))
        #expect(landscape.navigationBarHeight.value == 32 && landscape.navigationBarHeight.confidence == "low")
        let pad = DeviceRules.metrics(RuleFixture.device(.pad, os: "26"), .portrait, RuleFixture.facts(width: 834, height: 1210, insets: EdgeInsets(top: 24, bottom: 20)))
        #expect(pad.navigationBarHeight.value == 54 && pad.navigationBarHeight.confidence == "medium-low")
        // iOS 18 is unchanged.
        let eighteen = DeviceRules.metrics(RuleFixture.device(.phone, housing: .dynamicIsland), .portrait,
                                           RuleFixture.facts(width: 402, height: 874, insets: EdgeInsets(top: 62, bottom: 34)))
        #expect(eighteen.navigationBarHeight.value == 44 && eighteen.largeTitleNavigationBarHeight.value == 96)
    }

    @Test("tab bar: iPhone 49 portrait, 32 / 49 landscape by width class; iPad 50 with a home button, 45 without")
    func tabBar() {
        #expect(TabBarRule.height(phone, .portrait, RuleFixture.facts()) == Sourced(49, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"))
        #expect(TabBarRule.height(phone, .landscapeLeft, RuleFixture.landscape()) == Sourced(32, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, compact width"))
        #expect(TabBarRule.height(phone, .landscapeLeft, RuleFixture.landscape(horizontal: .regular)).value == 49)
        let homeButtonPad = RuleFixture.device(.pad, homeButton: true), fullScreenPad = RuleFixture.device(.pad)
        #expect(TabBarRule.height(homeButtonPad, .portrait, RuleFixture.facts()) == Sourced(50, confidence: "high", note: "uikit-rules.md a5: home-button iPad, iOS 12+"))
        #expect(TabBarRule.height(fullScreenPad, .portrait, RuleFixture.facts()) == Sourced(45, confidence: "medium-low", note: "uikit-rules.md a5: full-screen iPad, 65 = 45 + 20 (QMUI_633)"))
        #expect(TabBarRule.height(RuleFixture.device(.tv), .landscapeLeft, RuleFixture.facts()).value == nil)
    }

    @Test("toolbar: iPhone 44 portrait, 32 / 44 landscape by width class; iPad 50 with a home button, 45 (low) without")
    func toolbar() {
        #expect(ToolbarRule.height(phone, .portrait, RuleFixture.facts()) == Sourced(44, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"))
        #expect(ToolbarRule.height(phone, .landscapeLeft, RuleFixture.landscape()).value == 32)
        #expect(ToolbarRule.height(phone, .landscapeLeft, RuleFixture.landscape(horizontal: .regular)) == Sourced(44, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, regular width"))
        #expect(ToolbarRule.height(RuleFixture.device(.pad, homeButton: true), .landscapeLeft, RuleFixture.facts()).value == 50)
        #expect(ToolbarRule.height(RuleFixture.device(.pad), .portrait, RuleFixture.facts()) == Sourced(45, confidence: "low", note: "uikit-rules.md a5: full-screen iPad, 65 = 45 + 20 (QMUI_633 only)"))
        #expect(ToolbarRule.height(RuleFixture.device(.tv), .landscapeLeft, RuleFixture.facts()).confidence == "unsourced")
    }
}
