/// Section headers and footers: how far down each section's rows start and where the next
/// section begins (Docs/Tables.md "Sections", which states each rule and its source). Every
/// height here depends on the table's style, the OS and where the table is shown
/// (`LayoutSurface`); a section's own `headerHeight`/`footerHeight` replaces the rule's.
enum TableSectionRules {
    /// What the rules read besides the section.
    struct Context {
        var style: TableViewStyle
        var os: OSVersion
        var scale: Double
        var surface: LayoutSurface
        var sectionHeaderHeight: Double
        var sectionFooterHeight: Double
        var sectionHeaderTopPadding: Double
        /// The width a footer's title wraps at: the table's width less the cell margins.
        var titleWidth: Double
        var category: ContentSizeCategory
    }

    /// One section's vertical bands, top to bottom: space above its header, the header, the
    /// rows (not here), the footer.
    struct Bands: Equatable {
        var above: Double
        var header: Double
        var footer: Double
    }

    /// Docs/Tables.md "Sections": the bands of section `index`.
    static func bands(of section: TableSection, index: Int, _ c: Context) -> Bands {
        let header = headerHeight(section, index: index, c)
        let above = (header > 0 ? topPadding(c) : 0) + (index == 0 ? firstSectionExtra(section, c) : 0)
        return Bands(above: above, header: header, footer: footerHeight(section, c))
    }

    /// UIKit's `sectionHeaderTopPadding` (iOS 15+): the space above every header of a plain
    /// table, 22 points when automatic (Docs/Tables.md "Plain tables"); grouped styles have
    /// none unless given. Before iOS 15 the property does not exist.
    static func topPadding(_ c: Context) -> Double {
        guard c.os.major >= 15 else { return 0 }
        if c.sectionHeaderTopPadding >= 0 { return c.sectionHeaderTopPadding }
        return c.style == .plain ? plainHeaderTopPadding : 0
    }

    static let plainHeaderTopPadding = 22.0

    /// A section header's height: the section's own; else a plain table's header (a titled one,
    /// or every one on Interface Builder's canvas) by OS; a grouped table's titled header, or its
    /// `sectionHeaderHeight` (17.5 when automatic) without a title. Rounded to the pixel grid.
    static func headerHeight(_ section: TableSection, index: Int = 0, _ c: Context) -> Double {
        if let own = section.headerHeight, own >= 0 { return own }
        switch c.style {
        case .plain:
            guard section.headerTitle != nil || c.surface == .interfaceBuilderCanvas else { return 0 }
            return pixel(plainHeaderHeight(c.os), c.scale)
        case .grouped, .insetGrouped:
            if section.headerTitle != nil {
                // On the canvas a later section that also has a footer title has a taller header.
                let footerTitled = index > 0 && section.footerTitle != nil && c.surface == .interfaceBuilderCanvas && c.os.major != 15
                return pixel(footerTitled ? groupedTitledHeaderAboveFooterTitle : groupedTitledHeaderHeight(c.os), c.scale)
            }
            return pixel(c.sectionHeaderHeight >= 0 ? c.sectionHeaderHeight : groupedUntitledHeight, c.scale)
        }
    }

    /// A section footer's height, as `headerHeight`: a plain footer by OS; a grouped footer with
    /// a title 14 points plus 16 a line of its text; without one the table's
    /// `sectionFooterHeight` (17.5 when automatic).
    static func footerHeight(_ section: TableSection, _ c: Context) -> Double {
        if let own = section.footerHeight, own >= 0 { return own }
        switch c.style {
        case .plain:
            guard section.footerTitle != nil || c.surface == .interfaceBuilderCanvas else { return 0 }
            return pixel(plainFooterHeight(c.os), c.scale)
        case .grouped, .insetGrouped:
            if let title = section.footerTitle { return pixel(titledFooterHeight(title, c), c.scale) }
            return pixel(c.sectionFooterHeight >= 0 ? c.sectionFooterHeight : groupedUntitledHeight, c.scale)
        }
    }

    /// Grouped styles: 17.5 points above the first section when its header has a title or the
    /// automatic height (none above an untitled header of a given `sectionHeaderHeight`, none
    /// on iOS 15, where it was measured absent in most documents).
    static func firstSectionExtra(_ section: TableSection, _ c: Context) -> Double {
        guard c.style != .plain, c.os.major != 15, !(section.headerHeight.map { $0 >= 0 } ?? false) else { return 0 }
        guard section.headerTitle != nil || c.sectionHeaderHeight < 0 else { return 0 }
        return pixel(groupedFirstSectionExtra, c.scale)
    }

    /// A plain header: 28 points, 22.6 on iOS 15 (measured between 22.5 and 22.75).
    static func plainHeaderHeight(_ os: OSVersion) -> Double { os.major == 15 ? 22.6 : 28 }

    /// A plain footer: 28 points, 22.5 on iOS 15; before iOS 15 taken as the header's 28 (a guess:
    /// not measured).
    static func plainFooterHeight(_ os: OSVersion) -> Double { os.major == 15 ? 22.5 : 28 }

    /// A grouped header with a title, one line: 38 points, 31.8 on iOS 15 (measured between 31.75
    /// and 31.83). Longer titles are taken as one line (not measured).
    static func groupedTitledHeaderHeight(_ os: OSVersion) -> Double { os.major == 15 ? 31.8 : 38 }

    /// A grouped header with a title on Interface Builder's canvas, in a section after the first
    /// that also has a footer title: 7.5 points more than 38 (45.5 at 2×, 45.333 at 3×; Xcode 26,
    /// two public documents, four sections, none of them first; Docs/Tables.md). Not on iOS 15,
    /// whose headers differ; not measured on a first section or on a device.
    static let groupedTitledHeaderAboveFooterTitle = 45.5

    /// UIKit's grouped header and footer without a title at the automatic height (decompiled
    /// constants; not measured on the canvas).
    static let groupedUntitledHeight = 17.5
    static let groupedFirstSectionExtra = 17.5
    /// A grouped footer with a title: 14 points and 16 a line (measured at 2×; at 3× the same is
    /// assumed), its text in the footnote style wrapping at the table's width less its margins.
    static let titledFooterBase = 14.0
    static let titledFooterLineHeight = 16.0

    static func titledFooterHeight(_ title: String, _ c: Context) -> Double {
        let font = LabelFont.textStyle(.footnote).resolved(for: c.category)
        let lines = TextLayout.cached(text: title, font: font, maxWidth: max(1, c.titleWidth), numberOfLines: 0).lines.count
        return titledFooterBase + titledFooterLineHeight * Double(max(1, lines))
    }

    /// To the nearest device pixel, a half pixel down: 17.5 is 17.333 on a 3× screen, 22.6 is
    /// 22.5 on a 2× one and 22.667 on a 3× one, as Interface Builder stores them.
    static func pixel(_ value: Double, _ scale: Double) -> Double {
        guard scale > 0 else { return value }
        let pixels = value * scale
        return (pixels - 0.5).rounded(.up) / scale
    }
}
