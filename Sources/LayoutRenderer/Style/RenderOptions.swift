import LayoutEngine

/// What to draw and at which scale.
public struct RenderOptions: Sendable, Hashable, Codable {
    /// The overlays that can be switched on and off.
    public enum Overlay: String, CaseIterable, Sendable, Hashable, Codable {
        /// The unsafe area of each chosen view, shaded, and its safe-area guide outlined.
        case safeArea
        /// The layout-margins guide outlined and the margin bands shaded.
        case margins
        /// The readable content guide outlined.
        case readable
        /// Scroll views: content rectangle, content insets, indicators.
        case scroll
        /// Auto Layout's problems: views (and layout guides) with an ambiguous layout hatched and
        /// outlined in magenta, views in a conflict (an item of a broken constraint) in red-orange.
        case autoLayout
        /// Labels whose text does not fit their bounds (truncated, or drawn beyond them): the
        /// label outlined in sienna, the text beyond the bounds tinted, a bar under the "…".
        case textOverflow
        /// Each view's id.
        case labels
        /// Bars drawn by the system and containers.
        case bars
        /// The numbers of the safe-area insets (as their parts: window, bars, additional) and of
        /// the left and right layout margins, in points, in their bands.
        case dimensions
    }

    /// nil: the device's own scale (1x, 2x or 3x).
    public var scale: Double?
    public var overlays: Set<Overlay>
    /// The views whose safe area, margins and readable guide are drawn; nil: every view
    /// controller's root view.
    public var overlayViews: Set<String>?
    /// The caption strip beside the screen: device, orientation, OS, scale, content size
    /// category, the window's safe-area insets, the bars' heights, the views the bars cover, with
    /// the catalog values to doubt marked (`CaptionStrip`).
    public var showsCaption: Bool
    /// Content beyond the screen's right and bottom edges (a scroll view's content below the
    /// fold, a view placed off screen), drawn faded around the outlined screen, so a view moved
    /// out of sight still changes the picture (`OffscreenContent`).
    public var showsContentBeyondScreen: Bool
    /// The views whose size and gaps to their nearest siblings below and to the right are drawn
    /// in points, in a colour of their own (the CLI's `--measure ID,…`); nil or empty: none.
    /// Drawn whatever `overlays` holds.
    public var measuredViews: [String]?

    public init(scale: Double? = nil, overlays: Set<Overlay> = Set(Overlay.allCases), overlayViews: Set<String>? = nil,
                showsCaption: Bool = true, showsContentBeyondScreen: Bool = true, measuredViews: [String]? = nil) {
        self.scale = scale
        self.overlays = overlays
        self.overlayViews = overlayViews
        self.showsCaption = showsCaption
        self.showsContentBeyondScreen = showsContentBeyondScreen
        self.measuredViews = measuredViews
    }

    /// The screen alone, at the device's size in pixels: no caption, nothing beyond the screen.
    public var screenOnly: RenderOptions {
        var options = self
        options.showsCaption = false
        options.showsContentBeyondScreen = false
        return options
    }

    public static let `default` = RenderOptions()

    /// Parses `safeArea,margins` or `all` or `none`.
    public static func overlays(parsing text: String) -> Set<Overlay>? {
        if text == "all" { return Set(Overlay.allCases) }
        if text == "none" || text.isEmpty { return [] }
        var result: Set<Overlay> = []
        for name in text.split(separator: ",") {
            guard let overlay = Overlay(rawValue: String(name.filter { $0 != " " })) else { return nil }
            result.insert(overlay)
        }
        return result
    }
}
