import Testing
@testable import UIKitLayout
import StrictJSON

/// A calibration file changes the rules' inputs, and the derived values follow; a derived value
/// the file sets itself stays as set (DevicesAndCalibration.md, "Calibration").
@Suite("calibration and the rules")
struct CalibrationRulesTests {
    static func catalog(_ text: String) throws -> DeviceCatalog {
        try DeviceCatalog.bundled(calibration: Calibration(bytes: Array(text.utf8), file: "cal.json"))
    }

    @Test("a regular-width size class turns the iPhone X's landscape bars into the Plus/Max ones")
    func sizeClassChangesBars() throws {
        let before = try Fixture.device("iPhone X").orientations[.landscapeLeft]!
        #expect(before.navigationBarHeight.value == 32 && before.tabBarHeight.value == 32 && before.toolbarHeight.value == 32)
        let catalog = try Self.catalog("""
        { "devices": { "iPhone X": { "orientations": { "landscapeLeft": { "sizeClasses": { "horizontal": "regular" } } } } } }
        """)
        let after = try catalog.device(named: "iPhone X").orientations[.landscapeLeft]!
        #expect(after.horizontalSizeClass == .regular)
        #expect(after.navigationBarHeight == Sourced(44, confidence: "medium", note: "uikit-rules.md a5: iPhone landscape, regular width"))
        #expect(after.tabBarHeight.value == 49 && after.toolbarHeight.value == 44)
        #expect(after.minimumLayoutMargins.value.leading == 16)  // side insets: 16 beyond them, whatever the class
        // The other landscape orientation was not calibrated.
        #expect(try catalog.device(named: "iPhone X").orientations[.landscapeRight]!.navigationBarHeight.value == 32)
    }

    @Test("a wider screen gives an iPhone portrait 20 pt margins; a regular width without side insets, 20 in landscape")
    func widthChangesMargins() throws {
        #expect(try Fixture.device("iPhone SE (3rd generation)").orientations[.portrait]!.minimumLayoutMargins.value.leading == 16)
        let catalog = try Self.catalog("""
        { "devices": { "iPhone SE (3rd generation)": { "orientations": {
            "portrait": { "screenSize": [414, 736] },
            "landscapeLeft": { "sizeClasses": { "horizontal": "regular" } } } } } }
        """)
        let se = try catalog.device(named: "iPhone SE (3rd generation)")
        #expect(se.orientations[.portrait]!.minimumLayoutMargins.value == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(se.orientations[.landscapeLeft]!.minimumLayoutMargins.value.leading == 20)
        #expect(se.orientations[.landscapeRight]!.minimumLayoutMargins.value.leading == 16)
    }

    @Test("a derived value the file sets wins over the rule, key by key")
    func explicitOverride() throws {
        let catalog = try Self.catalog("""
        { "devices": { "iPhone X": { "orientations": { "landscapeLeft": {
            "sizeClasses": { "horizontal": "regular" }, "navigationBar": { "height": 40 },
            "minimumLayoutMargins": { "leading": 10 } } } } } }
        """)
        let landscape = try catalog.device(named: "iPhone X").orientations[.landscapeLeft]!
        #expect(landscape.navigationBarHeight == Sourced(40, confidence: "calibrated", note: "set by calibration file cal.json"))
        #expect(landscape.tabBarHeight.value == 49)  // not set: derived from the calibrated size class
        #expect(landscape.minimumLayoutMargins.value == DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 16))
        #expect(landscape.minimumLayoutMargins.confidence == "calibrated")
    }

    @Test("an iPad's upside-down orientation follows a calibrated portrait, unless the file sets it too")
    func upsideDownFollowsPortrait() throws {
        let follows = try Self.catalog("""
        { "devices": { "iPad Pro 11-inch (M4)": { "orientations": { "portrait": { "safeAreaInsets": { "top": 30 } } } } } }
        """).device(named: "iPad Pro 11-inch (M4)")
        #expect(follows.orientations[.portrait]!.safeAreaInsets.confidence == "calibrated")
        #expect(follows.orientations[.portraitUpsideDown]!.safeAreaInsets.value.top == 30)
        #expect(follows.orientations[.portraitUpsideDown]!.safeAreaInsets.confidence == "medium")
        let own = try Self.catalog("""
        { "devices": { "iPad Pro 11-inch (M4)": { "orientations": {
            "portrait": { "safeAreaInsets": { "top": 30 } }, "portraitUpsideDown": { "safeAreaInsets": { "top": 28 } } } } } }
        """).device(named: "iPad Pro 11-inch (M4)")
        #expect(own.orientations[.portraitUpsideDown]!.safeAreaInsets.value.top == 28)
        #expect(own.orientations[.portraitUpsideDown]!.safeAreaInsets.confidence == "calibrated")
    }

    @Test("the navigation bar keeps its offset from a calibrated safe-area top; a calibrated value is not capped on iOS 26")
    func offsetAndCap() throws {
        let catalog = try Self.catalog("""
        { "devices": {
            "iPhone 14 Pro": { "orientations": { "portrait": { "safeAreaInsets": { "top": 62 } } } },
            "iPhone 17": { "orientations": { "portrait": { "statusBarHeight": 56 } } } } }
        """)
        let pro = try catalog.device(named: "iPhone 14 Pro").orientations[.portrait]!
        #expect(pro.safeAreaInsets.value.top == 62 && pro.navigationBarOriginOffset.value == -5.333)
        let seventeen = try catalog.device(named: "iPhone 17").orientations[.portrait]!
        #expect(seventeen.statusBarHeight == Sourced(56, confidence: "calibrated", note: "set by calibration file cal.json"))
        #expect(seventeen.tabBarHeight.confidence == "low")  // derived from iOS 18's rules on iOS 26.5: capped
        #expect(seventeen.navigationBarHeight.confidence == "medium")  // iOS 26's own value (a5): not capped
    }

    @Test("a typo in a derived key names the nearest key of the whole orientation")
    func derivedTypo() {
        #expect {
            _ = try Self.catalog(#"{ "devices": { "iPhone X": { "orientations": { "portrait": { "tabBarHeigth": 50 } } } } }"#)
        } throws: { error in
            "\(error)".contains(#"$.devices["iPhone X"].orientations.portrait.tabBarHeigth: unknown key "tabBarHeigth" (did you mean "tabBarHeight"?)"#)
        }
    }
}
