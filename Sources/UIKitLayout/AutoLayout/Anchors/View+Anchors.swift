/// A view's anchors and guides as `UIView` has them, so constraints built in Swift read like
/// UIKit code and equal the spec's strings:
///
///     title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
///     // == LayoutConstraint("title.top == root.safeArea.top + 8")
extension View: LayoutAnchorItem {
    public var constraintItem: ConstraintItem { .view(.view(id)) }

    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: .view(.view(id)), attribute: .firstBaseline, source: .view) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: .view(.view(id)), attribute: .lastBaseline, source: .view) }

    public var safeAreaLayoutGuide: ViewLayoutGuide { ViewLayoutGuide(of: self, guide: .safeArea) }
    public var layoutMarginsGuide: ViewLayoutGuide { ViewLayoutGuide(of: self, guide: .margins) }
    public var readableContentGuide: ViewLayoutGuide { ViewLayoutGuide(of: self, guide: .readable) }
    /// `UIKeyboardLayoutGuide`: the keyboard's top edge when the environment shows it
    /// (`LayoutEnvironment.keyboard`), else the safe area's bottom edge (or the view's, without
    /// `keyboardLayoutGuideUsesBottomSafeArea`). Docs/Keyboard.md.
    public var keyboardLayoutGuide: ViewLayoutGuide { ViewLayoutGuide(of: self, guide: .keyboard) }
    /// `UIScrollView`'s guides: meaningful on scroll-view classes only (the reader and the engine
    /// reject them elsewhere, as UIKit has no such property on other views).
    public var contentLayoutGuide: ViewLayoutGuide { ViewLayoutGuide(of: self, guide: .contentLayoutGuide) }
    public var frameLayoutGuide: ViewLayoutGuide { ViewLayoutGuide(of: self, guide: .frameLayoutGuide) }

    /// `NSLayoutConstraint.activate(_:)`: UIKit installs each constraint on the nearest common
    /// ancestor of its items; here any view of the controller's hierarchy may hold them, so they
    /// go to this view's `constraints`, active.
    ///
    /// As in UIKit, the order of `addSubview(_:)` and `activate(_:)` does not matter: constraints
    /// activated on a view after it was added to its superview (on a copy the superview does not
    /// hold, since `View` is a value) reach the copy in the hierarchy when a view they place
    /// would otherwise be left unplaced or ambiguous (Docs/decisions/0023-constraints-on-copies.md).
    public mutating func activate(_ constraints: [LayoutConstraint]) {
        var made: [LayoutConstraint] = []
        made.reserveCapacity(constraints.count)
        for var constraint in constraints {
            constraint.isActive = true
            made.append(constraint)
        }
        self.constraints += made
        guard !made.isEmpty else { return }
        copyTrail.seen.append(copyTrail.identity.record(holderID: id, constraints: made))
    }

    /// `UIView.addLayoutGuide(_:)`: the guide becomes a constraint item named by its id.
    public mutating func addLayoutGuide(_ guide: LayoutGuide) {
        layoutGuides.append(guide)
    }

    /// `setContentHuggingPriority(_:for:)`.
    public mutating func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentHuggingPriority[axis] = priority
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public mutating func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentCompressionResistancePriority[axis] = priority
    }
}
