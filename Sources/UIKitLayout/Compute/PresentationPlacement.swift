/// Where UIKit puts a presented controller's view in the window (Docs/Presentations.md): the
/// style it is shown in for the window's size classes, and its frame.
enum PresentationPlacement {
    /// What the window's size classes make of the requested style; nil for a style the idiom
    /// does not have (tvOS has no sheets or popovers: UIKit marks them unavailable there, and
    /// `automatic` covers the screen).
    static func appearance(of style: ModalPresentationStyle, idiom: UserInterfaceIdiom, horizontal: UserInterfaceSizeClass,
                           vertical: UserInterfaceSizeClass) -> PresentationAppearance? {
        if idiom == .tv {
            switch style {
            case .automatic, .fullScreen: return .fullScreen
            case .overFullScreen: return .overFullScreen
            case .pageSheet, .formSheet, .popover: return nil
            }
        }
        switch style {
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .popover where horizontal == .regular: return .popover
        case .automatic, .pageSheet, .formSheet, .popover:
            // Compact height: a sheet covers the window (`_isForcedFullScreen`, decompiled);
            // compact width: it is attached to the bottom edge, whatever its style (a popover
            // adapts to a sheet); else it floats at its style's size.
            if vertical == .compact { return .fullScreen }
            if horizontal == .compact { return .edgeAttachedSheet }
            return style == .formSheet ? .formSheet : .pageSheet
        }
    }

    /// A form sheet's size when the controller gives none (`defaultFormSheetSizeForScreenSize:`,
    /// decompiled): by the screen's long side, not the window's.
    static func defaultFormSheetSize(screenLongSide: Double) -> Size {
        if screenLongSide <= 1024 { return Size(width: 540, height: 600) }
        if screenLongSide < 1590 { return Size(width: 580, height: 640) }
        return Size(width: 620, height: 680)
    }

    /// A popover's size when the controller gives none (`_UIPopoverPresentationMetrics`,
    /// decompiled): 320 x 480, or 375 x 667 in a window 1024 wide or wider.
    static func defaultPopoverSize(windowWidth: Double) -> Size {
        windowWidth < 1024 ? Size(width: 320, height: 480) : Size(width: 375, height: 667)
    }

    /// `popoverLayoutMargins`' default inside the window's safe area (decompiled: 30 at the top,
    /// 19 at the sides, 10 at the bottom).
    static let popoverLayoutMargins = EdgeInsets(top: 30, left: 19, bottom: 10, right: 19)

    /// What the presented view is given.
    struct Placement {
        var appearance: PresentationAppearance
        var frame: Rect
        /// The lowest confidence label of the numbers that placed it (the caption's mark).
        var confidence: String
        var detent: SheetDetent?
        var arrowDirection: PopoverArrowDirection?
        /// The popover's arrow side, unsafe for its view (UIKit's presentation inset, not the
        /// controller's `additionalSafeAreaInsets`).
        var arrowInsets: EdgeInsets = .zero
    }

    /// An edge-attached sheet: below the window's safe-area top by the sheet's offset, across the
    /// safe area's width, down to the window's bottom; at a detent below the largest, as tall but
    /// lower, so its bottom runs past the window (`_UISheetLayoutInfo`, decompiled).
    static func edgeAttachedSheet(detent: SheetDetent, window: Rect, safeArea: EdgeInsets, hasHomeIndicator: Bool,
                                  metrics: PresentationMetrics) -> Placement {
        let offset = hasHomeIndicator ? metrics.sheetTopOffset : metrics.sheetTopOffsetWithoutHomeIndicator
        let top = window.minY + safeArea.top + offset.value
        let full = Rect(x: window.minX + safeArea.left, y: top, width: max(0, window.width - safeArea.left - safeArea.right),
                        height: max(0, window.maxY - top))
        guard detent == .medium else { return Placement(appearance: .edgeAttachedSheet, frame: full, confidence: offset.confidence, detent: detent) }
        // A detent is the height the sheet shows above the window's bottom safe area.
        let largest = max(0, full.height - safeArea.bottom)
        let fraction = window.height > 568 ? metrics.mediumDetentFraction : metrics.mediumDetentFractionShortWindow
        let shown = largest * fraction.value
        return Placement(appearance: .edgeAttachedSheet,
                         frame: Rect(x: full.minX, y: window.maxY - safeArea.bottom - shown, width: full.width, height: full.height),
                         confidence: ConfidenceLabel.lower(offset.confidence, fraction.confidence), detent: detent)
    }

    /// A floating sheet, centred in the window inside its safe area and the side padding: a form
    /// sheet at the controller's size or the screen's default, a page sheet the readable width
    /// and its margins wide, at most the width times the square root of 2 tall (decompiled).
    static func floatingSheet(_ appearance: PresentationAppearance, preferredContentSize: Size?, window: Rect, safeArea: EdgeInsets,
                              screenLongSide: Double, readableWidth: Double, metrics: PresentationMetrics) -> Placement {
        let padding = metrics.sheetSidePadding.value
        let box = window.inset(by: EdgeInsets(top: safeArea.top + padding, left: safeArea.left + padding,
                                              bottom: safeArea.bottom + padding, right: safeArea.right + padding))
        var size: Size
        var confidence = metrics.sheetSidePadding.confidence
        if appearance == .formSheet {
            if let preferred = preferredContentSize, preferred.width > 0, preferred.height > 0 {
                size = preferred
            } else {
                size = defaultFormSheetSize(screenLongSide: screenLongSide)
            }
            size = Size(width: min(size.width, max(0, box.width)), height: min(size.height, max(0, box.height)))
        } else {
            let width = min(readableWidth + 2 * metrics.pageSheetContentMargin.value, max(0, box.width))
            size = Size(width: width, height: min(max(0, box.height), width * 2.0.squareRoot()))
            confidence = ConfidenceLabel.lower(metrics.pageSheetContentMargin.confidence, confidence)
        }
        let frame = Rect(x: clamp(window.midX - size.width / 2, length: size.width, box.minX, box.maxX),
                         y: clamp(window.midY - size.height / 2, length: size.height, box.minY, box.maxY), width: size.width, height: size.height)
        return Placement(appearance: appearance, frame: frame, confidence: confidence)
    }

    /// A popover beside its source view: below it (the arrow up) when there is room, else above,
    /// to its right, to its left (physical sides, as UIKit's arrow directions; the order is
    /// inferred: no source gives UIKit's), at its preferred or the
    /// default size, kept inside the window's safe area and `popoverLayoutMargins`. The view
    /// reaches under the arrow; its safe area leaves the arrow out.
    static func popover(preferredContentSize: Size?, source: Rect, window: Rect, safeArea: EdgeInsets, metrics: PresentationMetrics) -> Placement {
        let m = popoverLayoutMargins
        let box = window.inset(by: EdgeInsets(top: safeArea.top + m.top, left: safeArea.left + m.left,
                                              bottom: safeArea.bottom + m.bottom, right: safeArea.right + m.right))
        var content = defaultPopoverSize(windowWidth: window.width)
        if let preferred = preferredContentSize, preferred.width > 0, preferred.height > 0 { content = preferred }
        let arrow = metrics.popoverArrowHeight.value, gap = metrics.popoverArrowGap.value
        let room: [(PopoverArrowDirection, Double)] = [
            (.up, box.maxY - (source.maxY + gap)), (.down, (source.minY - gap) - box.minY),
            (.left, box.maxX - (source.maxX + gap)), (.right, (source.minX - gap) - box.minX),
        ]
        func fits(_ direction: PopoverArrowDirection, _ space: Double) -> Bool {
            direction.isVertical ? space >= content.height + arrow : space >= content.width + arrow
        }
        // The first direction with room; when none has it, the taller of below and above, shortened.
        let direction = room.first(where: { fits($0.0, $0.1) })?.0 ?? (room[0].1 >= room[1].1 ? .up : .down)
        let space = max(0, room.first { $0.0 == direction }!.1 - arrow)
        var size = Size(width: min(content.width, max(0, box.width)), height: min(content.height, max(0, box.height)))
        if direction.isVertical { size.height = min(size.height, space) } else { size.width = min(size.width, space) }
        func along(_ centre: Double, _ length: Double, _ low: Double, _ high: Double) -> Double {
            clamp(centre - length / 2, length: length, low, high)
        }
        let frame: Rect, insets: EdgeInsets
        switch direction {
        case .up:
            frame = Rect(x: along(source.midX, size.width, box.minX, box.maxX), y: source.maxY + gap, width: size.width, height: size.height + arrow)
            insets = EdgeInsets(top: arrow)
        case .down:
            frame = Rect(x: along(source.midX, size.width, box.minX, box.maxX), y: source.minY - gap - size.height - arrow,
                         width: size.width, height: size.height + arrow)
            insets = EdgeInsets(bottom: arrow)
        case .left:
            frame = Rect(x: source.maxX + gap, y: along(source.midY, size.height, box.minY, box.maxY), width: size.width + arrow, height: size.height)
            insets = EdgeInsets(left: arrow)
        case .right:
            frame = Rect(x: source.minX - gap - size.width - arrow, y: along(source.midY, size.height, box.minY, box.maxY),
                         width: size.width + arrow, height: size.height)
            insets = EdgeInsets(right: arrow)
        }
        // The direction order and the gap are guesses; the arrow's depth is decompiled.
        let confidence = ConfidenceLabel.lower(ConfidenceLabel.lower(metrics.popoverArrowHeight.confidence, metrics.popoverArrowGap.confidence), "low")
        return Placement(appearance: .popover, frame: frame, confidence: confidence, arrowDirection: direction, arrowInsets: insets)
    }

    /// Where a span of `length` starting at `start` goes to stay between `low` and `high` (at
    /// `low` when it is longer than the room).
    static func clamp(_ start: Double, length: Double, _ low: Double, _ high: Double) -> Double {
        min(max(start, low), max(low, high - length))
    }
}

/// How a presented controller is shown once the window's size classes have had their say
/// (`PresentationPlacement.appearance`).
public enum PresentationAppearance: String, Hashable, Sendable, Codable, CaseIterable {
    /// Attached to the window's bottom edge, below its top (a phone, or a compact-width window).
    case edgeAttachedSheet
    /// Floating in the middle of a regular-width window, at the form sheet's size.
    case formSheet
    /// Floating, the readable width wide.
    case pageSheet
    case popover
    /// The whole window: asked for, or a sheet in compact height.
    case fullScreen
    /// The whole window, the presenting controller's views left behind it.
    case overFullScreen

    /// Shown over part of the window, the presenting controller around it.
    public var isPartial: Bool { self != .fullScreen && self != .overFullScreen }

    /// A sheet (edge-attached or floating): UIKit dims what is behind it, and a navigation bar
    /// at its top is the sheet's.
    public var isSheet: Bool { self == .edgeAttachedSheet || self == .formSheet || self == .pageSheet }
}

/// `UIPopoverArrowDirection`: where the arrow points, toward the source view.
public enum PopoverArrowDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case up, down, left, right

    var isVertical: Bool { self == .up || self == .down }
}
