import Foundation
import Testing
@testable import UIKitLayout

/// The system font as UIKit measures it: SF's line height and tracking on Inter's advances
/// (`SystemFontMetrics`, Docs/Engine.md, "How the system font is measured"). Worked examples from sources
/// outside the project: UIKit's own figures printed in public code, and label frames Interface
/// Builder (Apple's engine, with SF) stored in public documents.
@Suite("Text: the system font's metrics")
struct SystemFontMetricsTests {
    @Test("lineHeight is SF's (1950 + 494) / 2048 em at every size UIKit was seen to report")
    func lineHeights() {
        // UIFont.systemFont(ofSize: 17).lineHeight: 20.287109375, the height UIKit gives one line
        // of 17-pt text in gillygize/FloorplanB's test fixture (144.09326171875 × 20.287109375 for
        // "This is a test string") and in other public tests.
        #expect(Font(size: 17).lineHeight == 20.287109375)
        #expect(Font(size: 17).ascender == 16.1865234375)
        #expect(Font(size: 17).descender == -4.1005859375)
        #expect(Font(size: 17).leading == 0)
        // systemFont(ofSize: 20), SF Display: 23.8671875 ("Some text" measures {87.334, 23.867},
        // SwiftMinions/SwiftMinions StringExtensions.swift).
        #expect(Font(size: 20).lineHeight == 23.8671875)
        // Cap height and x-height of SF Text, 1443 and 1078 units (Docs/Engine.md, "How the system font
        // is measured").
        #expect(abs(Font(size: 17).capHeight - 11.97802734375) < 1e-12)
        #expect(abs(Font(size: 17).xHeight - 8.9482421875) < 1e-12)
        // Every weight shares them (a guess, marked in SystemFontMetrics).
        #expect(Font(size: 17, weight: .bold).lineHeight == Font(size: 17).lineHeight)
    }

    @Test("tracking is the HIG's table in thousandths of an em, linear between its sizes", arguments: [
        (17.0, -26.0), (12, 0), (6, 41), (28, 14), (96, 0), (20, -23), (34, 12), (55, 6), (57, 5.5), (17.5, -25.5), (3, 41), (200, 0),
    ])
    func trackingTable(size: Double, milliEm: Double) {
        #expect(abs(SystemFontMetrics.milliEm(atSize: size) - milliEm) < 1e-12)
        #expect(abs(Font(size: size).tracking - milliEm / 1000 * size) < 1e-12)
    }

    @Test("the table is sorted by size, as the lookup needs")
    func tableSorted() {
        let sizes = SystemFontMetrics.trackingTable.map(\.size)
        #expect(sizes == sizes.sorted() && Set(sizes).count == sizes.count)
    }

    @Test("a width is Inter's advances, scaled, plus the tracking after every glyph")
    func widthModel() {
        let font = Font(size: 17)
        let units = Font(size: 17).interUnits(of: "Hello")
        let expected = Double(units) * 17 / Double(InterMetrics.unitsPerEm) + 5 * font.tracking
        #expect(abs(font.width(of: "Hello") - expected) < 1e-9)
        // Glyph positions follow the same widths: the last glyph ends where the line does.
        let positions = font.glyphPositions(of: "Hello")
        let last = Font(size: 17).width(of: "o") // one glyph: its advance and its tracking
        #expect(abs(positions[4].x + last - font.width(of: "Hello")) < 1e-9)
        // Combining marks and zero-width characters add neither advance nor tracking.
        #expect(font.width(of: "e\u{301}") == font.width(of: "e"))
        #expect(font.width(of: "a\u{200B}b") == font.width(of: "ab"))
    }

    @Test("advances are scaled from 17 pt (SF Text) to 28 pt (SF Display), and for heavier weights")
    func advanceScale() {
        #expect(SystemFontMetrics.advanceScale(atSize: 17, weight: .regular) == 1)
        #expect(SystemFontMetrics.advanceScale(atSize: 12, weight: .light) == 1)
        #expect(SystemFontMetrics.advanceScale(atSize: 28, weight: .regular) == SystemFontMetrics.displayAdvanceScale)
        #expect(SystemFontMetrics.advanceScale(atSize: 60, weight: .regular) == SystemFontMetrics.displayAdvanceScale)
        let middle = SystemFontMetrics.advanceScale(atSize: 22.5, weight: .regular)
        #expect(abs(middle - (1 + SystemFontMetrics.displayAdvanceScale) / 2) < 1e-12)
        #expect(SystemFontMetrics.advanceScale(atSize: 17, weight: .semibold) == SystemFontMetrics.heavyAdvanceScale)
        #expect(SystemFontMetrics.advanceScale(atSize: 17, weight: .black) == SystemFontMetrics.heavyAdvanceScale)
        #expect(SystemFontMetrics.advanceScale(atSize: 17, weight: .medium) == SystemFontMetrics.mediumAdvanceScale)
    }

    @Test("a UIKit string width at 17 pt is met to within 1 %")
    func sourcedWidth() {
        // gillygize/FloorplanB (a UIKit test fixture, iOS 11–12 era): "This is a test string" at
        // systemFont(ofSize: 17) is 144.09326171875 wide. The engine gives 143.02: 0.75 % short,
        // about what the HIG's tracking at 17 pt changed by since (−24 then, −26 now).
        let width = Font(size: 17).width(of: "This is a test string")
        #expect(abs(width - 144.09326171875) / 144.09326171875 < 0.01)
    }

    @Test("the measuring script's Python model gives the Swift widths (its --cases)", arguments: [
        ("This is a test string", 17.0, FontWeight.regular, 143.017716), ("Some text", 20, .regular, 89.311847),
        ("Subtitle", 17, .regular, 58.258034), ("Hello World", 15, .regular, 78.347216), ("Title", 17, .regular, 33.045682),
        ("Label", 17, .regular, 41.424943), ("New Square", 20, .semibold, 110.585904), ("Welcome", 28, .regular, 112.310705),
        ("Medium", 24, .medium, 87.509797),
    ])
    func scriptCases(text: String, size: Double, weight: FontWeight, width: Double) {
        #expect(abs(Font(size: size, weight: weight).width(of: text) - width) < 1e-6)
    }

    /// Labels Interface Builder sized to their text (no constraint on their size), as stored in
    /// public documents with their design device's scale: repository, document, label id, text,
    /// font, scale, stored width and height. The engine's intrinsic size, rounded to the scale's
    /// pixels, is the stored one. (Not every label of the measuring corpus is met this exactly:
    /// Docs/Engine.md, "How the system font is measured", has the distribution.)
    static let storedLabels: [(source: String, text: String, font: LabelFont, scale: Double, width: Double, height: Double)] = [
        ("52inc/Pulley Main.storyboard ehl-PZ-QRy", "Subtitle", .system(size: 17, weight: .regular), 2, 58.5, 20.5),
        ("52inc/Pulley Main.storyboard DDg-EP-el3", "New Square", .system(size: 20, weight: .semibold), 2, 111, 24),
        ("NordicSemiconductor/IOS-nRF-Connect-Device-Manager Main.storyboard vKz-ed-FxK", "Bootloader slot",
         .system(size: 17, weight: .regular), 3, 347.0 / 3, 61.0 / 3),
        ("NordicSemiconductor/IOS-nRF-Connect-Device-Manager Main.storyboard IkL-Tq-Ejx", "Size:", .system(size: 15, weight: .regular), 3, 33, 18),
        ("espressif/esp-rainmaker-ios Scene.storyboard jXX-fp-8TE", "No Internet connection", .system(size: 16, weight: .regular), 3,
         500.0 / 3, 58.0 / 3),
        ("ruuvi/com.ruuvi.station.ios Settings.storyboard Mo2-1Z-Rja", "Notifications", .system(size: 16, weight: .regular), 2, 91.5, 19.5),
        ("ruuvi/com.ruuvi.station.ios Menu.storyboard aXb-tc-Q6M", "SignIn", .system(size: 16, weight: .regular), 2, 45, 19.5),
    ]

    @Test("labels measure as Interface Builder stored them", arguments: storedLabels.indices)
    func storedLabel(index: Int) {
        let c = Self.storedLabels[index]
        var label = View(id: "label", viewClass: .label)
        label.text = c.text
        label.font = c.font
        let size = TextMeasurement.intrinsicContentSize(of: label, width: nil, category: .large, scale: c.scale, os: OSVersion(major: 18))
        #expect(size.map { abs($0.width - c.width) < 1e-9 } == true, "\(c.source): \(String(describing: size)) against \(c.width)")
        #expect(size.map { abs($0.height - c.height) < 1e-9 } == true, "\(c.source): \(String(describing: size)) against \(c.height)")
    }

    @Test("Dynamic Type text styles measure with the system font of their size and weight")
    func textStyles() {
        // Body at Large is systemFont(ofSize: 17); headline the semibold one; each with its leading.
        var body = Font(size: 17)
        body.lineSpacing = 22
        #expect(LabelFont.textStyle(.body).resolved(for: .large) == body)
        let headline = LabelFont.textStyle(.headline).resolved(for: .large)
        #expect(headline.pointSize == 17 && headline.weight == .semibold && headline.lineSpacing == 22)
        #expect(LabelFont.textStyle(.largeTitle).resolved(for: .large).lineHeight == 34.0 * 2444 / 2048)
    }

    /// Multi-line labels in a text style, as Interface Builder stored them: the first line the
    /// font's line height, each next one the style's leading (the HIG's table, `DynamicType`),
    /// rounded up to the pixel. Docs/Engine.md, "Lines of a text style".
    static let textStyleLines: [(source: String, style: TextStyle, lines: Int, scale: Double, height: Double)] = [
        // 14.32 + 16 = 30.32, 30.5 at 2x.
        ("DataDog/dd-sdk-ios Main iOS.storyboard E6F-o0-8E8", .caption1, 2, 2, 30.5),
        // 14.32 + 2 × 16 and + 4 × 16.
        ("Ranchero-Software/NetNewsWire Account.storyboard 7Jj-p8-lYw", .caption1, 3, 2, 46.5),
        ("Ranchero-Software/NetNewsWire Account.storyboard sgL-0C-JZa", .caption1, 5, 2, 78.5),
        // 20.287 + 22 = 42.287, 42.5 at 2x.
        ("bryceco/GoMap Display.storyboard MeQ-4N-FqC", .body, 2, 2, 42.5),
        // 15.513 + 2 × 18 = 51.513, 51.667 at 3x.
        ("bryceco/GoMap POI.storyboard ScT-zG-GwL", .footnote, 3, 3, 155.0 / 3),
    ]

    @Test("a text style's lines are its leading apart, as Interface Builder stored them", arguments: textStyleLines.indices)
    func textStyleLine(index: Int) {
        let c = Self.textStyleLines[index]
        var label = View(id: "label", viewClass: .label)
        label.text = (1...c.lines).map { "Line \($0)" }.joined(separator: "\n")
        label.numberOfLines = 0
        label.font = .textStyle(c.style)
        let size = TextMeasurement.intrinsicContentSize(of: label, width: nil, category: .large, scale: c.scale, os: OSVersion(major: 18))
        #expect(size.map { abs($0.height - c.height) < 1e-9 } == true, "\(c.source): \(String(describing: size)) against \(c.height)")
        // The system font at a size keeps its line height for every line (espressif's and
        // others' multi-line labels in the corpus match so).
        label.font = .system(size: 12, weight: .regular)
        let plain = TextMeasurement.intrinsicContentSize(of: label, width: nil, category: .large, scale: c.scale, os: OSVersion(major: 18))
        #expect(plain.map { abs($0.height - TextMeasurement.roundUp(Double(c.lines) * Font(size: 12).lineHeight, c.scale)) < 1e-9 } == true)
    }
}
