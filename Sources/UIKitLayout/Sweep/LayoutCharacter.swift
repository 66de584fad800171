/// What a reviewer would call a layout's character at one window size: what a sweep watches
/// change (Docs/Sweeps.md, "What counts as a change"). Frames move at every width; these do not,
/// until the layout breaks or adapts: the size classes, constraints that cannot all hold, views
/// placed ambiguously, text that no longer fits, sibling views that overlap, views that leave
/// the window's safe area or the window, and views squeezed to no size.
public struct LayoutCharacter: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Views that are items of a constraint broken to recover from a conflict.
    public var conflicting: Set<String>
    /// Views (and layout guides) another frame would satisfy as well.
    public var ambiguous: Set<String>
    /// Views whose text is truncated or overflows its bounds.
    public var truncated: Set<String>
    /// Pairs of sibling views whose frames overlap by at least half a pixel each way.
    public var overlapping: Set<Pair>
    /// Views outside a scroll view's content that reach past the window's safe area, or past
    /// the window itself (the two sets are apart: a view in `outsideWindow` is not repeated).
    public var outsideSafeArea: Set<String>
    public var outsideWindow: Set<String>
    /// Views with no width or no height.
    public var collapsed: Set<String>

    /// Two sibling views, in id order.
    public struct Pair: Hashable, Sendable, Comparable {
        public var first: String, second: String
        public init(_ a: String, _ b: String) { (first, second) = a < b ? (a, b) : (b, a) }
        public static func < (l: Pair, r: Pair) -> Bool { (l.first, l.second) < (r.first, r.second) }
        public var description: String { "\(first) and \(second)" }
    }

    /// The character of `layout`. Views a reader cannot see (hidden, fully transparent, or
    /// inside such a view) and the views UIKit makes (root and container views) are left out.
    public init(_ layout: ComputedLayout) {
        let traits = layout.environment.traits
        (horizontalSizeClass, verticalSizeClass) = (traits.horizontalSizeClass, traits.verticalSizeClass)
        (conflicting, ambiguous, truncated, overlapping) = ([], [], [], [])
        (outsideSafeArea, outsideWindow, collapsed) = ([], [], [])
        // Half a pixel: less than that does not show, and rounding to pixels makes no change.
        let tolerance = 0.5 / max(layout.environment.scale, 1)
        let window = Rect(origin: .zero, size: layout.environment.windowSize)
        let safeArea = window.inset(by: layout.environment.windowSafeAreaInsets)
        var invisible = Set<String>(), inScrollContent = Set<String>(), scrollViews = Set<String>()
        var siblings: [String: [ComputedView]] = [:]
        for view in layout.views {
            let parentInvisible = view.parent.map { invisible.contains($0) } ?? false
            if parentInvisible || view.isHidden || view.alpha <= 0 { invisible.insert(view.id); continue }
            if view.viewClass.isScrollView { scrollViews.insert(view.id) }
            if let parent = view.parent, inScrollContent.contains(parent) || scrollViews.contains(parent) { inScrollContent.insert(view.id) }
            for guide in view.layoutGuides where guide.hasAmbiguousLayout == true { ambiguous.insert(guide.id) }
            guard !view.isRootView, !view.isContainerView else { continue }
            if view.hasConflictingConstraints { conflicting.insert(view.id) }
            if view.hasAmbiguousLayout == true { ambiguous.insert(view.id) }
            if view.text?.doesNotFit == true { truncated.insert(view.id) }
            if view.bounds.width <= 0 || view.bounds.height <= 0 { collapsed.insert(view.id); continue }
            if let parent = view.parent { siblings[parent, default: []].append(view) }
            // Scroll content is meant to run past the edges; the scroll view itself is not.
            guard !inScrollContent.contains(view.id) else { continue }
            let f = view.frameInWindow
            func reaches(past r: Rect) -> Bool {
                f.minX < r.minX - tolerance || f.minY < r.minY - tolerance || f.maxX > r.maxX + tolerance || f.maxY > r.maxY + tolerance
            }
            if reaches(past: window) { outsideWindow.insert(view.id) } else if reaches(past: safeArea) { outsideSafeArea.insert(view.id) }
        }
        for group in siblings.values where group.count > 1 {
            for (i, a) in group.enumerated() {
                for b in group[(i + 1)...] {
                    let w = min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
                    let h = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
                    if w >= tolerance, h >= tolerance { overlapping.insert(Pair(a.id, b.id)) }
                }
            }
        }
    }

    /// What differs from `earlier` to this one, in a fixed order (size classes first), each as
    /// a reader would say it.
    public func changes(since earlier: LayoutCharacter) -> [String] {
        var out: [String] = []
        if earlier.horizontalSizeClass != horizontalSizeClass {
            out.append("horizontal size class \(earlier.horizontalSizeClass.rawValue) -> \(horizontalSizeClass.rawValue)")
        }
        if earlier.verticalSizeClass != verticalSizeClass {
            out.append("vertical size class \(earlier.verticalSizeClass.rawValue) -> \(verticalSizeClass.rawValue)")
        }
        func compare<T: Hashable & Comparable>(_ path: KeyPath<LayoutCharacter, Set<T>>, _ name: (T) -> String, began: String, ended: String) {
            let (before, now) = (earlier[keyPath: path], self[keyPath: path])
            out += now.subtracting(before).sorted().map { "\(name($0)) \(began)" }
            out += before.subtracting(now).sorted().map { "\(name($0)) \(ended)" }
        }
        compare(\.conflicting, { $0 }, began: "has conflicting constraints", ended: "has no conflicting constraints")
        compare(\.ambiguous, { $0 }, began: "becomes ambiguous", ended: "is no longer ambiguous")
        compare(\.truncated, { $0 }, began: "truncates", ended: "fits")
        compare(\.overlapping, { $0.description }, began: "overlap", ended: "no longer overlap")
        compare(\.outsideWindow, { $0 }, began: "leaves the window", ended: "is back in the window")
        compare(\.outsideSafeArea, { $0 }, began: "leaves the safe area", ended: "is back in the safe area")
        compare(\.collapsed, { $0 }, began: "collapses to no size", ended: "has a size again")
        return out
    }

    /// The character in a few words: the size classes, then each set that is not empty
    /// ("compact width, regular height; truncated: title").
    public var summary: String {
        var parts = ["\(horizontalSizeClass.rawValue) width, \(verticalSizeClass.rawValue) height"]
        func add(_ name: String, _ ids: [String]) { if !ids.isEmpty { parts.append("\(name): " + ids.joined(separator: ", ")) } }
        add("conflicting", conflicting.sorted())
        add("ambiguous", ambiguous.sorted())
        add("truncated", truncated.sorted())
        add("overlapping", overlapping.sorted().map(\.description))
        add("outside the window", outsideWindow.sorted())
        add("outside the safe area", outsideSafeArea.sorted())
        add("no size", collapsed.sorted())
        return parts.joined(separator: "; ")
    }
}
