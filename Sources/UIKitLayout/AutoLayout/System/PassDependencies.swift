/// The values of a layout pass a system was built from (a view's frame, bounds origin, insets,
/// margins, readable width, content size), recorded as they are read. When the next pass gives
/// the same values, it would build the same system: the layout has settled without building it.
struct PassDependencies {
    enum Kind: Int, CaseIterable {
        case frame, boundsOrigin, safeAreaInsets, layoutMargins, readable, contentSize
        /// What a keyboard guide's height is made of: where the view is on screen, its bounds and
        /// its safe area's bottom (the keyboard itself is the same in every pass).
        case keyboardGuide
    }

    private var seen: Set<Int> = []
    private var reads: [(kind: Kind, view: Int)] = []
    private var values: [Double] = []
    /// Set when this pass read something the next one reads differently whatever the frames
    /// (a label measured before any solve): the next pass always runs.
    private var isProvisional = false

    mutating func markProvisional() { isProvisional = true }

    mutating func read(_ kind: Kind, of view: Int, _ layout: ComputedLayout) {
        guard seen.insert(view &* Kind.allCases.count &+ kind.rawValue).inserted else { return }
        reads.append((kind, view))
        Self.append(kind, of: layout.views[view], to: &values)
    }

    /// True when every value read is the same in `layout` (within 1e-9).
    func areUnchanged(in layout: ComputedLayout) -> Bool {
        if isProvisional { return false }
        var now: [Double] = []
        now.reserveCapacity(values.count)
        for (kind, view) in reads { Self.append(kind, of: layout.views[view], to: &now) }
        guard now.count == values.count else { return false }
        for (a, b) in zip(values, now) where abs(a - b) > 1e-9 * max(1, abs(a), abs(b)) { return false }
        return true
    }

    private static func append(_ kind: Kind, of v: ComputedView, to values: inout [Double]) {
        switch kind {
        case .frame: values += [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height]
        case .boundsOrigin: values += [v.bounds.minX, v.bounds.minY]
        case .safeAreaInsets: values += [v.safeAreaInsets.top, v.safeAreaInsets.left, v.safeAreaInsets.bottom, v.safeAreaInsets.right]
        case .layoutMargins: values += [v.layoutMargins.top, v.layoutMargins.left, v.layoutMargins.bottom, v.layoutMargins.right]
        case .readable: values += [v.readableContentGuide.width, v.layoutMarginsGuide.width]
        case .contentSize: values += [v.scroll?.contentSize.width ?? 0, v.scroll?.contentSize.height ?? 0]
        case .keyboardGuide:
            let t = v.transformToWindow
            values += [t.a, t.b, t.c, t.d, t.tx, t.ty, v.bounds.minY, v.bounds.height, v.safeAreaInsets.bottom]
        }
    }
}
