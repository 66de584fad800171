/// `UIStackView`'s API on a view node of class `stackView`. Arranged subviews are subviews too
/// (UIKit keeps `arrangedSubviews` a subset of `subviews`); `arrangedSubviewIDs` says which, and
/// in which order they are arranged.
extension View {
    /// `UIStackView.spacingUseSystem` (`FLT_MIN`): the system's standard spacing
    /// (`LayoutEnvironment.stackViewSystemSpacing`, 8 points), for `spacing` or `setCustomSpacing(_:after:)`.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// `UIStackView.spacingUseDefault` (`FLT_MAX`): "use `spacing`", what `customSpacing(after:)`
    /// returns for a view without custom spacing; setting it removes the custom spacing.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

    /// A `UIStackView` arranging `arrangedSubviews` (UIKit's defaults: horizontal, fill, fill, 0).
    public static func stackView(id: String, axis: LayoutAxis = .horizontal, frame: Rect = .zero, arrangedSubviews: [View] = []) -> View {
        var view = View(id: id, viewClass: .stackView, frame: frame)
        view.axis = axis
        for arranged in arrangedSubviews { view.addArrangedSubview(arranged) }
        return view
    }

    /// The arranged subviews, in arrangement order.
    public var arrangedSubviews: [View] {
        arrangedSubviewIDs.compactMap { id in subviews.first { $0.id == id } }
    }

    /// `addArrangedSubview(_:)`: arranges `view` last and makes it a subview (last, on top) unless
    /// a subview of its id is already there, which it replaces in place. As UIKit does, it sets
    /// `translatesAutoresizingMaskIntoConstraints` to false.
    public mutating func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviewIDs.count)
    }

    /// `insertArrangedSubview(_:at:)`: `index` is clamped to `0...arrangedSubviews.count` (UIKit
    /// raises for an index past the end). A view already arranged moves to `index`.
    public mutating func insertArrangedSubview(_ view: View, at index: Int) {
        var view = view
        view.translatesAutoresizingMaskIntoConstraints = false
        if let existing = subviews.firstIndex(where: { $0.id == view.id }) { subviews[existing] = view } else { subviews.append(view) }
        var at = min(max(index, 0), arrangedSubviewIDs.count)
        if let old = arrangedSubviewIDs.firstIndex(of: view.id) {
            arrangedSubviewIDs.remove(at: old)
            if old < at { at -= 1 }
        }
        arrangedSubviewIDs.insert(view.id, at: at)
    }

    /// `removeArrangedSubview(_:)`: stops arranging the view but keeps it as a subview, as
    /// UIKit does (remove it from `subviews` to take it away); its custom spacing goes with it.
    public mutating func removeArrangedSubview(_ view: View) {
        arrangedSubviewIDs.removeAll { $0 == view.id }
        customSpacing[view.id] = nil
    }

    /// `setCustomSpacing(_:after:)`; `View.spacingUseDefault` removes it.
    public mutating func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        customSpacing[arrangedSubview.id] = spacing == Self.spacingUseDefault ? nil : spacing
    }

    /// `customSpacing(after:)`: `View.spacingUseDefault` when none was set.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacing[arrangedSubview.id] ?? Self.spacingUseDefault
    }
}
