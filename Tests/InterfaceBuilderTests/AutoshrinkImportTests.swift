import InterfaceBuilder
import LayoutEngine
import Testing

/// Autoshrink as Interface Builder writes it (Docs/InterfaceBuilder.md, "Autoshrink"): a label or
/// text field without `adjustsFontSizeToFit="NO"` shrinks its text to its minimum; the frame
/// stays the one its font gives.
@Suite struct AutoshrinkImportTests {
    /// A label 100 points wide pinned at the top-leading corner of a root view.
    static func label(_ attributes: String) throws -> ComputedView {
        let label = #"<label opaque="NO" text="Quick brown fox" lineBreakMode="tailTruncation" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="100" width="100" height="20.5"/><constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        let layout = try ButtonImportTests.layout(label)
        return try #require(layout.views.first { $0.id.hasPrefix("b.") })
    }

    @Test("no adjustsFontSizeToFit attribute: the label shrinks its text to fit, not below its minimum scale")
    func shrinksByDefault() throws {
        let shrinks = try Self.label(#"baselineAdjustment="alignBaselines" minimumScaleFactor="0.5""#)
        let text = try #require(shrinks.text)
        #expect(text.font.pointSize < 17 && text.font.pointSize >= 8.5 && !text.doesNotFit)
        // The frame is the 17-point font's: one line 20.333 high on a 3× screen.
        #expect(shrinks.frame.width == 100 && abs(shrinks.frame.height - 20.333) < 0.001)
    }

    @Test("adjustsFontSizeToFit=\"NO\" keeps the font and truncates")
    func fixedFontSize() throws {
        let fixed = try #require(try Self.label(#"adjustsFontSizeToFit="NO""#).text)
        #expect(fixed.font.pointSize == 17 && fixed.isTruncated)
    }

    @Test("the legacy minimumFontSize is the floor when there is no scale factor; baselineAdjustment is read")
    func legacyFloorAndBaseline() throws {
        let legacy = try #require(try Self.label(#"minimumFontSize="15""#).text)
        #expect(legacy.font.pointSize == 15 && legacy.isTruncated)
        let centred = try Self.label(#"baselineAdjustment="alignCenters" minimumScaleFactor="0.5""#)
        let text = try #require(centred.text)
        #expect(abs(text.textRect.midY - centred.frame.height / 2) < 1e-9)
    }

    @Test("a minimumScaleFactor outside 0–1 is refused naming the line and the value")
    func badFactor() throws {
        #expect {
            _ = try Self.label(#"minimumScaleFactor="1.5""#)
        } throws: { error in
            "\(error)".contains("minimumScaleFactor \"1.5\" is not a multiplier from 0 to 1") && "\(error)".contains("Buttons.storyboard")
        }
    }
}
