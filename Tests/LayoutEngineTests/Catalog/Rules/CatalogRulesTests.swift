import Testing
@testable import UIKitLayout

/// The other rules: readable widths (reference decision 7), the iPad upside-down copy, the iOS 26 cap and
/// how confidence labels combine.
@Suite("rules: readable widths, iPad upside-down, iOS 26, confidence")
struct CatalogRulesTests {
    @Test("decision 7: large 672 (c2); the others 672 scaled by the body size, low", arguments: [
        (ContentSizeCategory.extraSmall, 553.412), (.small, 592.941), (.medium, 632.471), (.large, 672),
        (.extraLarge, 751.059), (.extraExtraLarge, 830.118), (.extraExtraExtraLarge, 909.176),
        (.accessibilityMedium, 1106.824), (.accessibilityLarge, 1304.471), (.accessibilityExtraLarge, 1581.176),
        (.accessibilityExtraExtraLarge, 1857.882), (.accessibilityExtraExtraExtraLarge, 2095.059),
    ])
    func readableWidths(category: ContentSizeCategory, width: Double) {
        let sourced = ReadableWidthRule.width(category)
        #expect(sourced.value == width)
        #expect(sourced.confidence == (category == .large ? "high" : "low"))
    }

    @Test("an iPad's portraitUpsideDown is its portrait, copied insets at most medium")
    func upsideDown() throws {
        let portrait = RuleFixture.facts(width: 834, height: 1194, insets: EdgeInsets(top: 24, bottom: 20), horizontal: .regular)
        let copy = PortraitUpsideDownRule.facts(from: portrait)
        #expect(copy.safeAreaInsets.value == portrait.safeAreaInsets.value && copy.screenSize == portrait.screenSize)
        #expect(copy.safeAreaInsets.confidence == "medium" && copy.statusBarHeight.confidence == "medium")
        #expect(copy.safeAreaInsets.note == PortraitUpsideDownRule.note)
        let metrics = DeviceRules.metrics(RuleFixture.device(.pad), facts: [.portrait: portrait])
        #expect(Set(metrics.keys) == [.portrait, .portraitUpsideDown])
        #expect(DeviceRules.metrics(RuleFixture.device(.phone), facts: [.portrait: portrait]).keys.count == 1)
        // In the catalog: every iPad has it, no iPhone does.
        #expect(try Fixture.device("iPad Pro 11-inch (M4)").orientations[.portraitUpsideDown]!.safeAreaInsets.note == PortraitUpsideDownRule.note)
    }

    @Test("iOS 26+: derived values and status bars are at most low; unsourced and calibrated values keep their label")
    func os26Cap() {
        let capped = OS26ConfidenceCap.capped(Sourced(44.0, confidence: "high", note: "uikit-rules.md a5: iPhone portrait"))
        #expect(capped == Sourced(44.0, confidence: "low", note: "uikit-rules.md a5: iPhone portrait. iOS 26+ is not covered by the rules (iOS 13-18); calibrate"))
        for label in ["low", "unsourced", "calibrated"] {
            #expect(OS26ConfidenceCap.capped(Sourced(1.0, confidence: label)).confidence == label)
        }
        #expect(OS26ConfidenceCap.applies(os: OSVersion("26.0")!, idiom: .phone))
        #expect(!OS26ConfidenceCap.applies(os: OSVersion("18")!, idiom: .phone))
        #expect(!OS26ConfidenceCap.applies(os: OSVersion("26")!, idiom: .tv))
        let iPhone17 = DeviceRules.metrics(RuleFixture.device(.phone, os: "26.5"), facts: [.portrait: RuleFixture.facts()])[.portrait]!
        #expect(iPhone17.tabBarHeight.confidence == "low" && iPhone17.statusBarHeight.confidence == "low")
        #expect(iPhone17.safeAreaInsets.confidence == "high")  // measured on the OS: not capped
    }

    @Test("confidence labels: the lower wins, a tie keeps the first, a calibration's label ranks with high")
    func labels() {
        #expect(ConfidenceLabel.lower("high", "medium") == "medium")
        #expect(ConfidenceLabel.lower("medium-low", "low-medium") == "medium-low")
        #expect(ConfidenceLabel.lower("medium", "calibrated") == "medium")
        #expect(ConfidenceLabel.lower("unsourced", "n/a") == "unsourced")
        #expect(CatalogNote.join("a note.", nil, " ", "second") == "a note. second")
    }
}
