/// `adjustedContentInset`, the offset range and the indicator insets (uikit-rules.md d1–d6).
enum ScrollViewRules {
    /// d3: which edges take the safe-area inset. An axis is scrollable when the content is
    /// larger than the frame (not frame minus insets) or the scroll view always bounces on it.
    /// `.automatic` also takes top and bottom when the scroll view is the root view of a
    /// controller shown by a navigation or tab bar controller whose
    /// `automaticallyAdjustsScrollViewInsets` is true (reference decision 5).
    static func absorbedEdges(
        behavior: ContentInsetAdjustmentBehavior, contentSize: Size, frameSize: Size,
        alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool, isAutomaticContainerRoot: Bool
    ) -> AbsorbedEdges {
        let vertical = contentSize.height > frameSize.height || alwaysBounceVertical
        let horizontal = contentSize.width > frameSize.width || alwaysBounceHorizontal
        let (topBottom, leftRight): (Bool, Bool)
        switch behavior {
        case .always: (topBottom, leftRight) = (true, true)
        case .never: (topBottom, leftRight) = (false, false)
        case .scrollableAxes: (topBottom, leftRight) = (vertical, horizontal)
        case .automatic: (topBottom, leftRight) = (vertical || isAutomaticContainerRoot, horizontal)
        }
        return AbsorbedEdges(top: topBottom, left: leftRight, bottom: topBottom, right: leftRight)
    }

    /// d2: `contentInset` plus the safe-area inset on absorbed edges (negative insets count as 0,
    /// reference decision 1).
    static func adjustedContentInset(contentInset: EdgeInsets, safeAreaInsets: EdgeInsets, absorbed: AbsorbedEdges) -> EdgeInsets {
        let safe = safeAreaInsets.clampedAtZero
        return EdgeInsets(
            top: contentInset.top + (absorbed.top ? safe.top : 0),
            left: contentInset.left + (absorbed.left ? safe.left : 0),
            bottom: contentInset.bottom + (absorbed.bottom ? safe.bottom : 0),
            right: contentInset.right + (absorbed.right ? safe.right : 0)
        )
    }

    /// d1: from `-adjusted.top` to the end of the content, never below the start.
    static func offsetRange(adjusted a: EdgeInsets, contentSize c: Size, boundsSize b: Size) -> (min: Point, max: Point) {
        let minimum = Point(x: -a.left, y: -a.top)
        let maximum = Point(
            x: max(minimum.x, c.width + a.right - b.width),
            y: max(minimum.y, c.height + a.bottom - b.height)
        )
        return (minimum, maximum)
    }

    /// d6: where an indicator sits: the user's inset plus, when automatic, the safe-area inset
    /// on absorbed edges (`.never` absorbs none, so it adjusts none).
    static func effectiveIndicatorInsets(user: EdgeInsets, automatic: Bool, safeAreaInsets: EdgeInsets, absorbed: AbsorbedEdges) -> EdgeInsets {
        guard automatic else { return user }
        return adjustedContentInset(contentInset: user, safeAreaInsets: safeAreaInsets, absorbed: absorbed)
    }

    /// d5: absorbed edges are not passed on to subviews.
    static func insetsForSubviews(_ safeAreaInsets: EdgeInsets, absorbed: AbsorbedEdges) -> EdgeInsets {
        EdgeInsets(
            top: absorbed.top ? 0 : safeAreaInsets.top,
            left: absorbed.left ? 0 : safeAreaInsets.left,
            bottom: absorbed.bottom ? 0 : safeAreaInsets.bottom,
            right: absorbed.right ? 0 : safeAreaInsets.right
        )
    }
}
