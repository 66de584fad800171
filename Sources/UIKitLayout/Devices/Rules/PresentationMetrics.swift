/// The numbers sheets and popovers are placed with (Docs/Presentations.md). Most come from
/// decompiles of UIKit's sheet layout and a third-party port of it, one from a device; none from a
/// measured frame on every device, so they are catalog data a calibration file's `presentation`
/// replaces, each by its key.
public struct PresentationMetrics: Hashable, Sendable {
    /// How far below the window's safe-area top an edge-attached sheet starts (10, the sheet
    /// metrics' `topOffset`, decompiled)
    public var sheetTopOffset: Sourced<Double>
    /// and on a device without a home indicator (20: twice the offset in the port; 627 measured as
    /// the largest detent of an iPhone SE, 667 - 20 - 20).
    public var sheetTopOffsetWithoutHomeIndicator: Sourced<Double>
    /// The medium detent's share of the largest detent (0.56 on windows taller than 568, 0.63 on
    /// shorter ones: one third-party port; Apple says "approximately half").
    public var mediumDetentFraction: Sourced<Double>
    public var mediumDetentFractionShortWindow: Sourced<Double>
    /// A floating sheet keeps this far inside the window's safe area (`minimumSidePadding` 25,
    /// decompiled; its use as the margin on every side is inferred).
    public var sheetSidePadding: Sourced<Double>
    /// A page sheet is the readable width and this on each side (20, the port's horizontal
    /// content margin for views wider than 393).
    public var pageSheetContentMargin: Sourced<Double>
    /// A navigation bar at the top of a sheet that does not cover the window: 56 (iOS 13 to 18:
    /// the bar layout's base height for a sheet, decompiled; a library's constant; a third party
    /// saw a beta make it 12 shorter on the iPhone and 6 on the iPad, 44 and 50)
    public var sheetNavigationBarHeight: Sourced<Double>
    /// and 70 on iOS 26 (a third-party library's constant).
    public var sheetNavigationBarHeightOS26: Sourced<Double>
    /// A popover's arrow: 13 deep (decompiled). The popover's view reaches under it and its
    /// safe area leaves it out.
    public var popoverArrowHeight: Sourced<Double>
    /// The gap between the source view and the arrow's tip (no source gives one: 0).
    public var popoverArrowGap: Sourced<Double>

    public init(sheetTopOffset: Sourced<Double>, sheetTopOffsetWithoutHomeIndicator: Sourced<Double>, mediumDetentFraction: Sourced<Double>,
                mediumDetentFractionShortWindow: Sourced<Double>, sheetSidePadding: Sourced<Double>, pageSheetContentMargin: Sourced<Double>,
                sheetNavigationBarHeight: Sourced<Double>, sheetNavigationBarHeightOS26: Sourced<Double>, popoverArrowHeight: Sourced<Double>,
                popoverArrowGap: Sourced<Double>) {
        (self.sheetTopOffset, self.sheetTopOffsetWithoutHomeIndicator) = (sheetTopOffset, sheetTopOffsetWithoutHomeIndicator)
        (self.mediumDetentFraction, self.mediumDetentFractionShortWindow) = (mediumDetentFraction, mediumDetentFractionShortWindow)
        (self.sheetSidePadding, self.pageSheetContentMargin) = (sheetSidePadding, pageSheetContentMargin)
        (self.sheetNavigationBarHeight, self.sheetNavigationBarHeightOS26) = (sheetNavigationBarHeight, sheetNavigationBarHeightOS26)
        (self.popoverArrowHeight, self.popoverArrowGap) = (popoverArrowHeight, popoverArrowGap)
    }

    /// The navigation bar's height at the top of a sheet on `os`.
    func sheetNavigationBarHeight(os: OSVersion) -> Sourced<Double> {
        os.major >= 26 ? sheetNavigationBarHeightOS26 : sheetNavigationBarHeight
    }

    /// The keys a calibration file's `presentation` object may set, with the value each replaces.
    // Key paths are immutable values; Swift does not mark this array Sendable, hence the unsafe.
    nonisolated(unsafe) static let calibrationKeys: [(key: String, path: WritableKeyPath<PresentationMetrics, Sourced<Double>>)] = [
        ("sheetTopOffset", \.sheetTopOffset), ("sheetTopOffsetWithoutHomeIndicator", \.sheetTopOffsetWithoutHomeIndicator),
        ("mediumDetentFraction", \.mediumDetentFraction), ("mediumDetentFractionShortWindow", \.mediumDetentFractionShortWindow),
        ("sheetSidePadding", \.sheetSidePadding), ("pageSheetContentMargin", \.pageSheetContentMargin),
        ("sheetNavigationBarHeight", \.sheetNavigationBarHeight), ("sheetNavigationBarHeightOS26", \.sheetNavigationBarHeightOS26),
        ("popoverArrowHeight", \.popoverArrowHeight), ("popoverArrowGap", \.popoverArrowGap),
    ]

    private static func value(_ v: Double, _ confidence: String, _ heading: String, _ source: String) -> Sourced<Double> {
        Sourced(v, confidence: confidence, note: "Docs/Presentations.md, \(heading): \(source)")
    }

    /// UIKit's numbers as the sources give them (Docs/Presentations.md, "Where the numbers come from").
    public static let uikit = PresentationMetrics(
        sheetTopOffset: value(10, "medium", "Sheets on a phone", "_UISheetPresentationMetrics topOffset, decompiled"),
        sheetTopOffsetWithoutHomeIndicator: value(20, "medium", "Sheets on a phone", "twice topOffset in a port; an iPhone SE's largest detent measured 627"),
        mediumDetentFraction: value(0.56, "low", "Detents", "one third-party port of UIKit 16; Apple: approximately half"),
        mediumDetentFractionShortWindow: value(0.63, "low", "Detents", "the same port, windows up to 568 tall"),
        sheetSidePadding: value(25, "low", "Sheets on an iPad", "minimumSidePadding, decompiled; used on every side, inferred"),
        pageSheetContentMargin: value(20, "low", "Sheets on an iPad", "a port's horizontal content margin for views wider than 393"),
        sheetNavigationBarHeight: value(56, "medium", "Bars in a sheet", "_UINavigationBarContentViewLayout baseHeight for a sheet, decompiled, iOS 13 to 18"),
        sheetNavigationBarHeightOS26: value(70, "low", "Bars in a sheet", "GKNavigationBarSwift's constant for a sheet on iOS 26"),
        popoverArrowHeight: value(13, "medium", "Popovers", "_UIPopoverStandardChromeView arrow height and safe-area inset, decompiled"),
        popoverArrowGap: value(0, "unsourced", "Popovers", "no source gives a gap between the source view and the arrow"))
}
