/// The values of a layout pass a system was built from (a view's frame, bounds origin, insets,
/// margins, readable width, content size), recorded as they are read. When the next pass gives
/// the same values, it would build the same system: the layout has settled without building it.
/// Each read names only what the system took: a label measured at its width depends on that
/// width, not on where the label is or how tall it came out (which its measure then changes).
struct PassDependencies {
    enum Kind: Int, CaseIterable {
        case frame, boundsOrigin, safeAreaInsets, layoutMargins, readable, contentSize
        /// Part of a frame: the width alone (a label's measure), the size alone (an
        /// autoresizing superview's).
        case width, size
        /// What a keyboard guide's height is made of: where the view is on screen, its bounds and
        /// its safe area's bottom (the keyboard itself is the same in every pass).
        case keyboardGuide
    }

    /// Per view and kind, whether it is recorded (a flat array: a `Set` costs a hash a read in
    /// a debug build, and a pass reads thousands).
    private var seen: [Bool] = []
    private var reads: [(kind: Kind, view: Int)] = []
    private var values: [Double] = []
    /// Set when this pass read something the next one reads differently whatever the frames
    /// (a label measured before any solve): the next pass always runs.
    private var isProvisional = false

    mutating func markProvisional() { isProvisional = true }

    mutating func read(_ kind: Kind, of view: Int, _ layout: ComputedLayout) {
        if seen.isEmpty { seen = [Bool](repeating: false, count: layout.views.count * Kind.allCases.count) }
        let slot = view * Kind.allCases.count + kind.rawValue
        guard !seen[slot] else { return }
        seen[slot] = true
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
        case .width: values.append(v.frame.width)
        case .size: values += [v.frame.width, v.frame.height]
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
