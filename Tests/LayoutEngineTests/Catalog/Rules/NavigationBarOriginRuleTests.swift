import Testing
@testable import UIKitLayout

/// uikit-rules.md a4 and reference decision 10: where the navigation bar starts, as an
/// offset from the safe-area top.
@Suite("rules: navigation bar origin (uikit-rules.md a4, decision 10)")
struct NavigationBarOriginRuleTests {
    static func measured(_ y: Double?, top: Double, confidence: String = "medium") -> NavigationBarOriginMeasurement {
        NavigationBarOriginMeasurement(y: Sourced(y, confidence: confidence), safeAreaTop: top)
    }

    @Test("Dynamic Island phones: the bar at y 53.667 inside the 59 pt inset, offset -5.333")
    func dynamicIsland() {
        let device = RuleFixture.device(.phone, housing: .dynamicIsland, navigationBarOrigin: Self.measured(53.667, top: 59))
        let offset = NavigationBarOriginRule.offset(device, .portrait, RuleFixture.facts(width: 393, insets: EdgeInsets(top: 59, bottom: 34)))
        #expect(offset == Sourced(-5.333, confidence: "medium", note: "uikit-rules.md a4/a5: bar at y 53.667 inside the 59 pt inset"))
    }

    @Test("the 62 and 68 pt Dynamic Island phones: the bar at y 56.333 and 62.333 (uikit-rules.md a5)")
    func dynamicIsland62() {
        for (top, y) in [(62.0, 56.333), (68, 62.333)] {
            let device = RuleFixture.device(.phone, housing: .dynamicIsland, navigationBarOrigin: Self.measured(nil, top: top, confidence: "low"))
            let offset = NavigationBarOriginRule.offset(device, .portrait, RuleFixture.facts(width: 402, insets: EdgeInsets(top: top, bottom: 34)))
            #expect(offset.value == NavigationBarOriginRule.rounded3(y - top) && offset.confidence == "medium", "\(top)")
        }
    }

    @Test("decision 10: a Dynamic Island phone with no measurement and another top takes the 59 pt overlap, low")
    func dynamicIslandUnmeasured() {
        let device = RuleFixture.device(.phone, housing: .dynamicIsland, navigationBarOrigin: Self.measured(nil, top: 60, confidence: "low"))
        let offset = NavigationBarOriginRule.offset(device, .portrait, RuleFixture.facts(width: 402, insets: EdgeInsets(top: 60, bottom: 34)))
        #expect(offset.value == -5.333 && offset.confidence == "low" && offset.note!.hasPrefix("decision 10"))
    }

    @Test("notched phones: the bar starts at the safe-area top (12/13 mini {{0,50},{375,44}}, others as measured)")
    func notched() {
        let mini = RuleFixture.device(.phone, housing: .notch, navigationBarOrigin: Self.measured(50, top: 50, confidence: "high"))
        #expect(NavigationBarOriginRule.offset(mini, .portrait, RuleFixture.facts(width: 375, insets: EdgeInsets(top: 50)))
            == Sourced(0, confidence: "high", note: "uikit-rules.md a4: 12/13 mini bar frame {{0,50},{375,44}}"))
        let twelve = RuleFixture.device(.phone, housing: .notch, navigationBarOrigin: Self.measured(47, top: 47))
        #expect(NavigationBarOriginRule.offset(twelve, .portrait, RuleFixture.facts(insets: EdgeInsets(top: 47)))
            == Sourced(0, confidence: "medium", note: "devices.json: the bar starts at the safe-area top (y 47)"))
        let unmeasured = RuleFixture.device(.phone, housing: .notch)
        #expect(NavigationBarOriginRule.offset(unmeasured, .portrait, RuleFixture.facts(insets: EdgeInsets(top: 47))).confidence == "low")
    }

    @Test("home-button phones and iPads: the bar starts under the status bar; landscape phones at the top")
    func underTheStatusBar() {
        #expect(NavigationBarOriginRule.offset(RuleFixture.device(.phone, homeButton: true), .portrait, RuleFixture.facts(width: 375)).confidence == "high")
        #expect(NavigationBarOriginRule.offset(RuleFixture.device(.pad, homeButton: true), .landscapeLeft, RuleFixture.facts()).confidence == "high")
        #expect(NavigationBarOriginRule.offset(RuleFixture.device(.pad), .portrait, RuleFixture.facts()).confidence == "medium")
        let notch = RuleFixture.device(.phone, housing: .notch), island = RuleFixture.device(.phone, housing: .dynamicIsland)
        #expect(NavigationBarOriginRule.offset(notch, .landscapeLeft, RuleFixture.landscape(insets: EdgeInsets(left: 44, bottom: 21, right: 44)))
            == Sourced(0, confidence: "high", note: "status bar hidden in landscape: the bar starts at the top (rules a4, f F2)"))
        #expect(NavigationBarOriginRule.offset(island, .landscapeLeft, RuleFixture.landscape()).confidence == "medium")
        // iOS 26 landscape top insets: not measured.
        #expect(NavigationBarOriginRule.offset(island, .landscapeLeft, RuleFixture.landscape(insets: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62))).confidence == "low")
    }

    @Test("the offset holds when an OS variant moves the safe-area top (iPhone XR on iOS 13: 44 instead of 48)")
    func offsetFollowsTheSafeArea() throws {
        let ios13 = try Fixture.device("iPhone XR", os: "13").orientations[.portrait]!
        #expect(ios13.safeAreaInsets.value.top == 44)
        #expect(ios13.navigationBarOriginOffset.value == 0)
    }
}
