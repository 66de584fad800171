/// How safe-area insets flow down the hierarchy (uikit-rules.md a2–a4).
enum SafeAreaRules {
    /// a2: a subview sees the part of its superview's unsafe region that it overlaps, never more
    /// than the superview's own inset. `parentInsets` already has absorbed scroll edges at 0 (d5);
    /// `parentBounds` moves with a scroll view's `contentOffset`.
    ///
    /// A negative parent inset (negative `additionalSafeAreaInsets`, reference decision 1) propagates
    /// the same way, mirrored: the child's value lies between the parent's and 0.
    static func propagated(parentInsets p: EdgeInsets, parentBounds b: Rect, childFrame f: Rect) -> EdgeInsets {
        EdgeInsets(
            top: clamp((b.minY + p.top) - f.minY, toward: p.top),
            left: clamp((b.minX + p.left) - f.minX, toward: p.left),
            bottom: clamp(f.maxY - (b.maxY - p.bottom), toward: p.bottom),
            right: clamp(f.maxX - (b.maxX - p.right), toward: p.right)
        )
    }

    /// `clamp(value, 0, limit)` for a positive limit, `clamp(value, limit, 0)` for a negative one.
    private static func clamp(_ value: Double, toward limit: Double) -> Double {
        limit >= 0 ? min(max(value, 0), limit) : max(min(value, 0), limit)
    }

    /// a4: a container's child gets the area its bars cover: `max(inherited, bar.maxY − frame.minY)`
    /// at the top and `max(inherited, frame.maxY − bar.minY)` at the bottom. The bars are in the
    /// same coordinates as `frame`. This is why a Dynamic Island phone's child gets 97.667, not 103.
    /// A sidebar that overlaps the child covers its left (`leftBarMaxX`) or right
    /// (`rightBarMinX`) edge alike: UIKit's header for `UITabBarController.Sidebar.Layout.overlap`
    /// tells apps to "anchor the view's content to the layoutMarginsGuide or safeAreaLayoutGuide
    /// to avoid being occluded by the sidebar" (Docs/Containers.md, "The sidebar").
    static func coveringBars(_ inherited: EdgeInsets, frame f: Rect, topBarMaxY: Double?, bottomBarMinY: Double?,
                             leftBarMaxX: Double? = nil, rightBarMinX: Double? = nil) -> EdgeInsets {
        var insets = inherited
        if let topBarMaxY { insets.top = max(insets.top, topBarMaxY - f.minY) }
        if let bottomBarMinY { insets.bottom = max(insets.bottom, f.maxY - bottomBarMinY) }
        if let leftBarMaxX { insets.left = max(insets.left, leftBarMaxX - f.minX) }
        if let rightBarMinX { insets.right = max(insets.right, f.maxX - rightBarMinX) }
        return insets
    }

    /// a3: a controller's root view adds `additionalSafeAreaInsets` to what it inherited, as is:
    /// negative values may make an edge negative (reference decision 1).
    static func addingAdditional(_ inherited: EdgeInsets, _ additional: EdgeInsets) -> EdgeInsets {
        inherited + additional
    }
}
