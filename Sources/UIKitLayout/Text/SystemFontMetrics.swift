/// What UIKit's system font, San Francisco (SF), does to a line of text that Inter's own metrics do
/// not: the tracking it applies at each point size and its vertical metrics. Facts about SF, not
/// its font file (none of which is used): Docs/Engine.md, "How the system font is measured", has the
/// sources and the measured error.
/// `Scripts/fonts/measure_label_widths.py` reads this file's tables, so keep their form.
enum SystemFontMetrics {
    /// One row of the tracking table: a point size and SF's tracking there, in thousandths of an em.
    typealias TrackingEntry = (size: Double, milliEm: Double)

    /// SF Pro's tracking for iOS, the column "Tracking (1/1000 em)" of Apple's Human Interface
    /// Guidelines, Typography → Specifications → "Tracking values" → "iOS, iPadOS, visionOS
    /// tracking values" → SF Pro (developer.apple.com/design/human-interface-guidelines/typography;
    /// stored copies of the page as updated 16 December 2025 and before, which agree). UIKit applies
    /// it to the system font by itself: `systemFont(ofSize:)` text is tracked, and Interface Builder
    /// lays out with it (Docs/Engine.md, "How the system font is measured": the figures measured on its
    /// stored frames).
    static let trackingTable: [TrackingEntry] = [
        (6, +41), (7, +34), (8, +26), (9, +19), (10, +12), (11, +6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4),
        (24, +3), (25, +6), (26, +8), (27, +11), (28, +14), (29, +14), (30, +14), (31, +13), (32, +13),
        (33, +12), (34, +12), (35, +11), (36, +10), (37, +10), (38, +10), (39, +10), (40, +10), (41, +9),
        (42, +9), (43, +9), (44, +8), (45, +8), (46, +8), (47, +8), (48, +8), (49, +7), (50, +7), (51, +7),
        (52, +6), (53, +6), (54, +6), (56, +6), (58, +5), (60, +4), (62, +4), (64, +4), (66, +3), (68, +2),
        (70, +2), (72, +2), (76, +1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// SF's tracking at `size`, in points added after each glyph: the table's value, linear between
    /// the sizes it lists (as a font's `trak` table is read between its sizes, Apple's TrueType
    /// Reference Manual, "The 'trak' table"), and its end values beyond them (a guess below 6 pt;
    /// 0 above 96 pt is the table's own trend).
    static func tracking(atSize size: Double) -> Double {
        milliEm(atSize: size) / 1000 * size
    }

    static func milliEm(atSize size: Double) -> Double {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if !(size > first.size) { return first.milliEm }
        if size >= last.size { return last.milliEm }
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid].size <= size { low = mid } else { high = mid }
        }
        let a = table[low], b = table[high]
        return a.milliEm + (b.milliEm - a.milliEm) * (size - a.size) / (b.size - a.size)
    }

    // How wide SF's letters are against Inter's. Up to 17 pt SF draws its Text design, whose
    // untracked advances Inter's match to within a fraction of a percent (Docs/Engine.md, "How the system
    // font is measured": 125 labels of 13 to 17 pt, median error 0). From 28 pt it draws its
    // Display design, which sets the same letters narrower. In between, since the system font
    // became a variable font, the design changes gradually instead of switching at 20 pt (WWDC
    // 2020 session 10175, "The details of UI typography"; wwdcnotes.com's summary gives 17 and 28
    // pt as the ends). Inter has no Display cut in the data, so its advances are scaled instead:
    // by 1 up to 17 pt, `displayAdvanceScale` from 28 pt, linearly in between (the straight line
    // is a GUESS; the ends are the source's).

    /// The sizes over which SF's optical size moves from Text to Display.
    static let opticalSizeStart = 17.0
    static let opticalSizeEnd = 28.0
    /// FITTED (not sourced): the factor on Inter's advances at SF Display sizes, the value that
    /// best matches the 15 labels of 18 to 28 pt Interface Builder stored in the measuring corpus
    /// (Scripts/fonts/measure_label_widths.py; none of the scored corpus). Above 28 pt no label
    /// was measured: the same factor is kept (a GUESS).
    static let displayAdvanceScale = 0.905
    /// FITTED: SF's semibold and heavier weights are wider against Inter's same weights than
    /// SF's regular is against Inter Regular; 1.25 % fits the 10 labels of 12 to 17 pt at
    /// semibold and bold in the measuring corpus. Heavy and black were not measured and take the
    /// same factor (a GUESS).
    static let heavyAdvanceScale = 1.0125
    /// GUESS: medium halfway between regular (1) and semibold (no medium label was measured).
    static let mediumAdvanceScale = 1.00625

    /// The factor on Inter's advances (kerning included) for the system font at `size` and `weight`.
    static func advanceScale(atSize size: Double, weight: FontWeight) -> Double {
        let optical: Double
        if !(size > opticalSizeStart) {
            optical = 1
        } else if size >= opticalSizeEnd {
            optical = displayAdvanceScale
        } else {
            optical = 1 - (1 - displayAdvanceScale) * (size - opticalSizeStart) / (opticalSizeEnd - opticalSizeStart)
        }
        let weighted: Double
        switch weight {
        case .ultraLight, .thin, .light, .regular: weighted = 1
        case .medium: weighted = mediumAdvanceScale
        case .semibold, .bold, .heavy, .black: weighted = heavyAdvanceScale
        }
        return optical * weighted
    }

    // SF's vertical metrics in its font units (SF Pro Text's; Docs/Engine.md, "How the system font is
    // measured", has the sources). UIKit's `lineHeight` is (ascender − descender) / unitsPerEm ×
    // size at 17 pt (20.287109375) and at 20 pt, SF Display (23.8671875), and Interface Builder
    // stores labels of 9 to 45 pt at that height rounded up to pixels, so Display's sum is Text's;
    // that Display splits it between ascender and descender as Text does, and that every weight
    // shares them, are GUESSES (no source gives Display's or a weight's ascender).
    static let unitsPerEm = 2048.0
    static let ascender = 1950.0
    static let descender = -494.0
    static let lineGap = 0.0
    static let capHeight = 1443.0
    static let xHeight = 1078.0
}
