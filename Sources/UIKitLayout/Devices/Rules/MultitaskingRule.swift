/// The widths of Split View panes and Slide Over windows on each iPad, and their horizontal size
/// classes (Docs/Windows.md, "Sizes"): the divider is 10 points, a narrow pane 320 or 375, the
/// wide pane the rest, the half pane (W − 10) / 2; Slide Over floats 20 points from the top and
/// bottom. Measured on the older iPads, inferred from the same rule on the newer ones.
enum MultitaskingRule {
    /// One iPad screen, by its landscape size: pane widths in landscape and portrait.
    struct Entry {
        var landscape: Size
        var landscapeOneThird: Double, landscapeHalf: Double, landscapeTwoThirds: Double
        var portraitOneThird: Double, portraitTwoThirds: Double
        /// The half pane in landscape is regular width (the 12.9- and 13-inch iPads).
        var halfIsRegular: Bool
        var confidence: String
        var note: String
    }

    static let entries: [Entry] = [
        Entry(landscape: Size(width: 1024, height: 768), landscapeOneThird: 320, landscapeHalf: 507, landscapeTwoThirds: 694,
              portraitOneThird: 320, portraitTwoThirds: 438, halfIsRegular: false, confidence: "high", note: "Docs/Windows.md: measured"),
        Entry(landscape: Size(width: 1080, height: 810), landscapeOneThird: 320, landscapeHalf: 535, landscapeTwoThirds: 750,
              portraitOneThird: 320, portraitTwoThirds: 480, halfIsRegular: false, confidence: "medium", note: "Docs/Windows.md: a third-party table"),
        Entry(landscape: Size(width: 1112, height: 834), landscapeOneThird: 320, landscapeHalf: 551, landscapeTwoThirds: 782,
              portraitOneThird: 320, portraitTwoThirds: 504, halfIsRegular: false, confidence: "high", note: "Docs/Windows.md: measured"),
        Entry(landscape: Size(width: 1133, height: 744), landscapeOneThird: 375, landscapeHalf: 561.5, landscapeTwoThirds: 748,
              portraitOneThird: 320, portraitTwoThirds: 414, halfIsRegular: false, confidence: "low",
              note: "Docs/Windows.md: landscape 1/3 and 2/3 measured; the half pane's rounding and portrait inferred"),
        Entry(landscape: Size(width: 1180, height: 820), landscapeOneThird: 375, landscapeHalf: 585, landscapeTwoThirds: 795,
              portraitOneThird: 320, portraitTwoThirds: 490, halfIsRegular: false, confidence: "low", note: "Docs/Windows.md: inferred from the rule"),
        Entry(landscape: Size(width: 1194, height: 834), landscapeOneThird: 375, landscapeHalf: 592, landscapeTwoThirds: 809,
              portraitOneThird: 320, portraitTwoThirds: 504, halfIsRegular: false, confidence: "medium", note: "Docs/Windows.md: a third-party table"),
        Entry(landscape: Size(width: 1210, height: 834), landscapeOneThird: 375, landscapeHalf: 600, landscapeTwoThirds: 825,
              portraitOneThird: 320, portraitTwoThirds: 504, halfIsRegular: false, confidence: "low", note: "Docs/Windows.md: inferred from the rule"),
        Entry(landscape: Size(width: 1366, height: 1024), landscapeOneThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
              portraitOneThird: 375, portraitTwoThirds: 639, halfIsRegular: true, confidence: "high", note: "Docs/Windows.md: measured"),
        Entry(landscape: Size(width: 1376, height: 1032), landscapeOneThird: 375, landscapeHalf: 683, landscapeTwoThirds: 991,
              portraitOneThird: 375, portraitTwoThirds: 647, halfIsRegular: true, confidence: "low", note: "Docs/Windows.md: inferred from the rule"),
    ]

    /// Slide Over's inset from the screen's top and bottom edges (measured on the 12.9-inch iPad).
    static let slideOverInset = 20.0

    /// A window narrower than this is compact width: every pane measured at up to 639 points is
    /// compact, every one from 678 up regular (Docs/Windows.md, "Safe area and traits": inferred between).
    static let regularWidthFrom = 678.0

    /// The pane's width and horizontal size class with its label, for an iPad whose screen is
    /// `screen` in `orientation`; nil where the table has no such iPad.
    static func pane(_ multitasking: AppWindow.Multitasking, screen: Size, orientation: InterfaceOrientation)
        -> (width: Double, sizeClass: UserInterfaceSizeClass, confidence: String, note: String)? {
        let landscape = Size(width: max(screen.width, screen.height), height: min(screen.width, screen.height))
        guard let e = entries.first(where: { $0.landscape == landscape }) else { return nil }
        let wide = orientation.isLandscape
        switch multitasking {
        case .splitOneThird:
            return (wide ? e.landscapeOneThird : e.portraitOneThird, .compact, e.confidence, e.note)
        case .splitHalf:
            // Portrait has no half split: the two panes are 1/3 and 2/3.
            guard wide else { return nil }
            return (e.landscapeHalf, e.halfIsRegular ? .regular : .compact, e.confidence, e.note)
        case .splitTwoThirds:
            return (wide ? e.landscapeTwoThirds : e.portraitTwoThirds, wide ? .regular : .compact, e.confidence, e.note)
        case .slideOver:
            // The narrow pane's width (320 up to the 1112-point iPads, 375 beyond), measured on
            // the 9.7-, 10.5- and 12.9-inch iPads.
            let width = landscape.width > 1112 ? 375.0 : 320
            let measured = [1024.0, 1112, 1366].contains(landscape.width)
            return (width, .compact, measured ? "high" : "low", measured ? "Docs/Windows.md: measured" : "Docs/Windows.md: inferred from the narrow pane")
        }
    }
}
