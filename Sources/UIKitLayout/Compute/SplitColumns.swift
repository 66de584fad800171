/// Where a split view controller's columns go (Docs/Containers.md, "Split view controllers"):
/// in compact width one column; in regular width the columns side by side (tile), the primary
/// over the secondary (overlay) or pushing it aside (displace), by the split behaviour and the
/// display mode UIKit picks for the width, with the column widths of a UIKit decompile.
enum SplitColumns {
    /// One shown column: its controller and its frame in the split view's bounds.
    struct Placement {
        var node: ViewControllerNode
        var frame: Rect
    }

    struct Arrangement {
        var placements: [Placement]
        var displayMode: SplitViewController.DisplayMode
        var behavior: SplitViewController.SplitBehavior
        var isCollapsed: Bool
    }

    /// 320: the column styles' primary column (`_UISplitViewControllerStyle`, decompiled).
    static let primaryWidth = 320.0
    /// 375: the classic primary on large landscape screens, and the supplementary column.
    static let wideColumnWidth = 375.0

    /// The classic controller's primary: 375 when the screen's long side is over 1112 in
    /// landscape, or over 1210 in either orientation; else 320 (decompiled).
    static func classicPrimaryWidth(screenLongSide: Double, landscape: Bool) -> Double {
        (screenLongSide > 1112 && landscape) || screenLongSide > 1210 ? wideColumnWidth : primaryWidth
    }

    /// The automatic split behaviour for a split view `width` wide: tile in landscape from 1024
    /// (a triple column displaces below 1195), overlay when narrower or in portrait (decompiled
    /// `splitBehaviorForSize:`).
    static func automaticBehavior(_ style: SplitViewController.Style, width: Double, landscape: Bool) -> SplitViewController.SplitBehavior {
        guard landscape, width >= 1024 else { return .overlay }
        return style == .tripleColumn && width <= 1194 ? .displace : .tile
    }

    /// The display mode `automatic` stands for under a behaviour: the columns beside the
    /// secondary when tiling, the secondary alone when overlaying (the primary comes over it
    /// when shown), the two columns displacing it when displacing.
    static func automaticDisplayMode(_ style: SplitViewController.Style, _ behavior: SplitViewController.SplitBehavior) -> SplitViewController.DisplayMode {
        switch behavior {
        case .overlay: .secondaryOnly
        case .displace: style == .tripleColumn ? .twoDisplaceSecondary : .oneBesideSecondary
        case .tile, .automatic: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        }
    }

    /// The display mode a behaviour allows for `mode` (Apple's `SplitBehavior` table): tiling
    /// shows columns beside the secondary, overlaying over it, displacing beside it with two.
    static func allowed(_ mode: SplitViewController.DisplayMode, under behavior: SplitViewController.SplitBehavior) -> SplitViewController.DisplayMode {
        switch (behavior, mode) {
        case (_, .automatic), (_, .secondaryOnly): mode
        case (.overlay, .oneBesideSecondary): .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): .twoOverSecondary
        case (.displace, .oneOverSecondary): .oneBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): .twoDisplaceSecondary
        case (.tile, .oneOverSecondary), (.automatic, .oneOverSecondary): .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary), (.automatic, .twoOverSecondary), (.automatic, .twoDisplaceSecondary): .twoBesideSecondary
        default: mode
        }
    }

    static func arrange(_ split: SplitViewController, bounds: Rect, horizontalSizeClass: UserInterfaceSizeClass, screen: Size,
                        idiom: UserInterfaceIdiom, leadingInset: Double, rightToLeft: Bool) -> Arrangement {
        // Compact width collapses to one column: the compact one when given, else the secondary
        // (UIKit proposes it; apps that want the list return .primary from the delegate). The
        // classic controller keeps its primary unless it is a navigation controller the
        // secondary can be pushed onto.
        guard horizontalSizeClass == .regular else {
            var shown = split.compact ?? split.secondary ?? split.primary
            if split.compact == nil, split.style == .unspecified, let primary = split.primary {
                if case .navigationController = primary {} else { shown = primary }
            }
            return Arrangement(placements: shown.map { [Placement(node: $0, frame: bounds)] } ?? [], displayMode: .secondaryOnly,
                               behavior: .automatic, isCollapsed: true)
        }
        let landscape = bounds.width > bounds.height
        // An iPhone in regular width (a large one in landscape) tiles: the thresholds are an iPad's.
        let automatic = idiom == .phone ? SplitViewController.SplitBehavior.tile : automaticBehavior(split.style, width: bounds.width, landscape: landscape)
        let behavior = split.preferredSplitBehavior == .automatic ? automatic : split.preferredSplitBehavior
        var mode = allowed(split.preferredDisplayMode == .automatic ? automaticDisplayMode(split.style, behavior) : split.preferredDisplayMode,
                           under: behavior)
        // Two sidebars need a triple column with a supplementary one: without it, one.
        if split.supplementary == nil || split.style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        let narrow = bounds.width <= screen.width / 2 + 1e-9
        var primary: Double
        if split.style == .unspecified {
            // Classic: 0.4 of the width on a phone; 320 beside the secondary in a window of half
            // the screen or less (else 375); on a full screen, 375 on large screens.
            primary = idiom == .phone ? (bounds.width * 0.4).rounded(.up)
                : narrow ? (mode == .oneBesideSecondary ? primaryWidth : wideColumnWidth)
                : classicPrimaryWidth(screenLongSide: max(screen.width, screen.height), landscape: screen.width > screen.height)
        } else {
            primary = primaryWidth
        }
        if let preferred = split.preferredPrimaryColumnWidth { primary = preferred }
        if let minimum = split.minimumPrimaryColumnWidth { primary = max(primary, minimum) }
        if let maximum = split.maximumPrimaryColumnWidth { primary = min(primary, maximum) }
        // The classic primary reaches under the leading unsafe area and keeps its width inside it.
        if split.style == .unspecified { primary += leadingInset }
        primary = min(bounds.width, max(0, primary))
        let supplementary = min(max(0, bounds.width - primary), narrow && behavior == .overlay ? primaryWidth : wideColumnWidth)
        func column(_ x: Double, _ width: Double) -> Rect {
            let w = max(0, min(width, bounds.width - x))
            return Rect(x: bounds.minX + (rightToLeft ? bounds.width - x - w : x), y: bounds.minY, width: w, height: bounds.height)
        }
        var placements: [Placement] = []
        func place(_ node: ViewControllerNode?, _ frame: Rect) { if let node { placements.append(Placement(node: node, frame: frame)) } }
        // With one sidebar, a triple column shows its supplementary one (Apple: oneBesideSecondary).
        let sidebar = split.style == .tripleColumn ? split.supplementary : split.primary
        let sidebarWidth = split.style == .tripleColumn ? supplementary : primary
        switch mode {
        case .automatic, .secondaryOnly:
            place(split.secondary, bounds)
        case .oneBesideSecondary:
            place(sidebar, column(0, sidebarWidth)); place(split.secondary, column(sidebarWidth, bounds.width - sidebarWidth))
        case .oneOverSecondary:
            place(split.secondary, bounds); place(sidebar, column(0, sidebarWidth))
        case .twoBesideSecondary:
            place(split.primary, column(0, primary)); place(split.supplementary, column(primary, supplementary))
            place(split.secondary, column(primary + supplementary, bounds.width - primary - supplementary))
        case .twoOverSecondary:
            place(split.secondary, bounds); place(split.primary, column(0, primary)); place(split.supplementary, column(primary, supplementary))
        case .twoDisplaceSecondary:
            // The secondary keeps the width the supplementary leaves it and is pushed past the edge.
            place(split.primary, column(0, primary)); place(split.supplementary, column(primary, supplementary))
            let secondaryWidth = max(0, bounds.width - supplementary)
            let x = primary + supplementary
            place(split.secondary, Rect(x: bounds.minX + (rightToLeft ? bounds.width - x - secondaryWidth : x), y: bounds.minY,
                                        width: secondaryWidth, height: bounds.height))
        }
        return Arrangement(placements: placements, displayMode: mode, behavior: behavior, isCollapsed: false)
    }

    /// The column styles put every column that is not a navigation controller in one UIKit
    /// makes (Apple: "the split view controller creates a navigation controller for it"), named
    /// `<column id>.navigationController`.
    static func wrapped(_ node: ViewControllerNode, style: SplitViewController.Style) -> ViewControllerNode {
        guard style != .unspecified else { return node }
        if case .navigationController = node { return node }
        return .navigationController(NavigationController(id: "\(node.id).navigationController", viewControllers: [node]))
    }
}
