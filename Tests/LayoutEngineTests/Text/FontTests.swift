import Foundation
import SharedTestSupport
import Testing
@testable import UIKitLayout

/// Text measurement with Inter's compiled-in metrics. The reference widths (Inter's own, before SF's
/// tracking and advance scale: `Font.interUnits`) are HarfBuzz's
/// (`hb-shape` 6.0.0 on Debian's fonts-inter 4.0~beta7, `--features=-calt,-liga,-ccmp`, the sum of
/// the x advances), an independent shaping engine reading the same font files.
@Suite("Text: fonts")
struct FontTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fontFile = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    /// Inter's own width in its font units (before SF's tracking and advance scale): exact.
    static func units(_ text: String, _ weight: FontWeight) -> Double {
        Double(Font(size: 17, weight: weight).interUnits(of: text))
    }

    @Test("widths of ASCII text are HarfBuzz's, kerning included", arguments: [
        ("Hello, World", FontWeight.regular, 15992.0), ("AVATAR Typography", .regular, 27008), ("Sign in to continue", .regular, 24724),
        ("Hello, World", .semibold, 16425), ("AVATAR Typography", .semibold, 27864), ("Sign in to continue", .semibold, 25312),
        ("Hello, World", .bold, 16639), ("AVATAR Typography", .bold, 28300), ("Sign in to continue", .bold, 25604),
    ])
    func asciiWidths(text: String, weight: FontWeight, harfBuzz: Double) {
        #expect(Self.units(text, weight) == harfBuzz)
    }

    @Test("Latin text beyond ASCII is within 1% of HarfBuzz's (kerning is kept for ASCII pairs only)", arguments: [
        (FontWeight.regular, 32056.0), (.semibold, 32495), (.bold, 32721),
    ])
    func latinWidths(weight: FontWeight, harfBuzz: Double) {
        let width = Self.units("L'été à Zürich — 12,50 €", weight)
        #expect(abs(width - harfBuzz) / harfBuzz < 0.01)
    }

    @Test("vertical metrics scale with the point size; lineHeight is ascender − descender + leading")
    func verticalMetrics() {
        // SF's, not Inter's (SystemFontMetricsTests has the sources): unitsPerEm 2048, ascender
        // 1950, descender −494, line gap 0, cap height 1443, x-height 1078.
        let body = Font(size: 17)
        #expect(abs(body.ascender - 17 * 1950 / 2048) < 1e-12)
        #expect(abs(body.descender + 17 * 494 / 2048) < 1e-12)
        #expect(body.leading == 0)
        #expect(abs(body.lineHeight - 17 * 2444 / 2048) < 1e-12)
        #expect(abs(body.capHeight - 17 * 1443 / 2048) < 1e-12)
        #expect(abs(body.xHeight - 17 * 1078 / 2048) < 1e-12)
        #expect(Font(size: 34).lineHeight == 2 * body.lineHeight)
    }

    @Test("characters outside the table take one em and are tracked; combining marks and zero-width ones nothing")
    func fallback() {
        let font = Font(size: 20)
        #expect(abs(font.width(of: "漢字") - 2 * (20 * font.advanceScale + font.tracking)) < 1e-9)
        #expect(font.interUnits(of: "漢字") == 2 * InterMetrics.unitsPerEm)
        #expect(font.width(of: "e\u{301}") == font.width(of: "e"))
        #expect(font.width(of: "a\u{200B}b") == font.width(of: "ab"))
        #expect(font.width(of: "") == 0)
    }

    @Test("every weight has its face, each heavier one no narrower on a sample")
    func weights() {
        let widths = FontWeight.allCases.map { Font(size: 17, weight: $0).width(of: "The quick brown fox") }
        #expect(InterMetrics.faces.map(\.weight) == FontWeight.allCases)
        for (a, b) in zip(widths, widths.dropFirst()) { #expect(a <= b) }
    }

    // A check that cannot run is reported as skipped, not passed (Scripts/ensure-deps.sh installs
    // the font and fontTools, so it runs in CI).
    @Test("the compiled-in metrics are what the script makes of the installed font",
          .enabled(if: GeneratedSourceCheck.canRun(inputs: [fontFile]),
                   "needs Debian's fonts-inter and python3-fonttools (Scripts/ensure-deps.sh installs them)"))
    func generatedIsFresh() throws {
        let status = try GeneratedSourceCheck.run(script: Self.root.appendingPathComponent("Scripts/fonts/extract_inter_metrics.py"))
        #expect(status == 0, "Sources/UIKitLayout/Text/Generated/InterMetricsData.swift is stale: run /usr/bin/python3 Scripts/fonts/extract_inter_metrics.py")
    }
}
