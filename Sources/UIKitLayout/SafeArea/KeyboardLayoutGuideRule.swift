/// `UIKeyboardLayoutGuide` (Docs/Keyboard.md, "The guide"): a guide along the bottom of its
/// view, as wide as the view, whose top edge is the keyboard's top edge (in the view's own
/// coordinates, through its transforms) where the docked keyboard reaches into the view, and
/// never above the safe area's bottom edge otherwise ("uses the bottom safe area when offscreen",
/// `usesBottomSafeArea` true by default); without that, the view's bottom edge. In the view's
/// bounds coordinates, as every guide's `layoutFrame`.
enum KeyboardLayoutGuideRule {
    /// The guide's height: how far it rises from the view's bottom edge, at most the view's height.
    static func height(
        bounds: Rect, transformToWindow: AffineTransform, safeAreaInsets: EdgeInsets, keyboardFrame: Rect?, usesBottomSafeArea: Bool
    ) -> Double {
        let safeBottom = usesBottomSafeArea ? max(0, safeAreaInsets.bottom) : 0
        var reach = 0.0
        // The keyboard in the view's coordinates (a view scaled to nothing has none).
        if let keyboard = keyboardFrame, let toView = transformToWindow.inverted {
            reach = max(0, bounds.maxY - toView.boundingBox(of: keyboard).minY)
        }
        return min(max(reach, safeBottom), bounds.height)
    }

    static func layoutFrame(
        bounds: Rect, transformToWindow: AffineTransform, safeAreaInsets: EdgeInsets, keyboardFrame: Rect?, usesBottomSafeArea: Bool
    ) -> Rect {
        let h = height(bounds: bounds, transformToWindow: transformToWindow, safeAreaInsets: safeAreaInsets,
                       keyboardFrame: keyboardFrame, usesBottomSafeArea: usesBottomSafeArea)
        return Rect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
    }

    /// `height` of a computed view's guide, from its bounds, transform and safe area.
    static func height(of view: ComputedView, keyboardFrame: Rect?, usesBottomSafeArea: Bool) -> Double {
        height(bounds: view.bounds, transformToWindow: view.transformToWindow, safeAreaInsets: view.safeAreaInsets,
               keyboardFrame: keyboardFrame, usesBottomSafeArea: usesBottomSafeArea)
    }

    static func layoutFrame(of view: ComputedView, keyboardFrame: Rect?, usesBottomSafeArea: Bool) -> Rect {
        layoutFrame(bounds: view.bounds, transformToWindow: view.transformToWindow, safeAreaInsets: view.safeAreaInsets,
                    keyboardFrame: keyboardFrame, usesBottomSafeArea: usesBottomSafeArea)
    }
}
