/// A view's final `layoutMargins` (uikit-rules.md b7, with b1–b6).
enum LayoutMarginRules {
    struct Superview {
        var margins: EdgeInsets
        var bounds: Rect
    }

    /// - Parameters:
    ///   - rootMinimum: the controller's `systemMinimumLayoutMargins` for a root view, nil otherwise.
    ///   - respectsMinimum: the controller's `viewRespectsSystemMinimumLayoutMargins`.
    static func resolve(
        explicit: LayoutMarginsSetting?, rootMinimum: DirectionalEdgeInsets?, respectsMinimum: Bool,
        direction: UserInterfaceLayoutDirection, safeAreaInsets: EdgeInsets, insetsFromSafeArea: Bool,
        preservesSuperviewMargins: Bool, superview: Superview?, frame: Rect
    ) -> EdgeInsets {
        // b1: 8 on each edge; a root view defaults to the system minimum with 0 top and bottom.
        var d: DirectionalEdgeInsets
        if let explicit {
            d = explicit.directional(in: direction)
        } else if let rootMinimum {
            d = DirectionalEdgeInsets(top: 0, leading: rootMinimum.leading, bottom: 0, trailing: rootMinimum.trailing)
        } else {
            d = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        // b5: the minimum wins edge by edge unless the controller opts out.
        if let rootMinimum, respectsMinimum {
            d = .perEdgeMax(d, rootMinimum)
        }
        // b6: resolve leading/trailing with the view's direction, then add the physical safe area.
        var m = d.physical(in: direction)
        // b3: additive, with negative insets counted as 0 (reference decisions 1 and 4).
        if insetsFromSafeArea {
            m = m + safeAreaInsets.clampedAtZero
        }
        // b4: preserve the superview's margins where the view is close to its edges.
        if preservesSuperviewMargins, let superview {
            let sm = superview.margins, b = superview.bounds
            m = .perEdgeMax(m, EdgeInsets(
                top: sm.top - (frame.minY - b.minY),
                left: sm.left - (frame.minX - b.minX),
                bottom: sm.bottom - (b.maxY - frame.maxY),
                right: sm.right - (b.maxX - frame.maxX)
            ))
        }
        return m
    }
}
