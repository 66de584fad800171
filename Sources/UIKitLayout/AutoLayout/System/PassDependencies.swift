/// The values of a layout pass a system was built from (a view's frame, bounds origin, insets,
/// margins, readable width, content size), recorded as they are read. When the next pass gives
/// the same values, it would build the same system: the layout has settled without building it.
/// Each read names only what the system took: a label measured at its width depends on the
/// lines its text breaks into there, not on where the label is, how tall it came out (which its
/// measure then changes) or the width itself.
struct PassDependencies {
    enum Kind: Int, CaseIterable {
        case frame, boundsOrigin, safeAreaInsets, layoutMargins, readable, contentSize
        /// Part of a frame: the size alone (an autoresizing superview's); all but the height (a
        /// self-sizing row's content view, measured at its fitting height).
        case size, frameButHeight
        /// A multi-line label's (or a text view's) text, broken at the view's width
        /// (`measured(_:of:model:_:)`).
        case text
        /// What a keyboard guide's height is made of: where the view is on screen, its bounds and
        /// its safe area's bottom (the keyboard itself is the same in every pass).
        case keyboardGuide
    }

    /// Per view and kind, whether it is recorded (a flat array: a `Set` costs a hash a read in
    /// a debug build, and a pass reads thousands).
    private var seen: [Bool] = []
    private var reads: [(kind: Kind, view: Int)] = []
    private var values: [Double] = []
    /// The texts measured at their views' widths: the view, its entry in the model and the lines.
    private var texts: [(view: Int, model: Int, lines: TextLayout?)] = []

    mutating func read(_ kind: Kind, of view: Int, _ layout: ComputedLayout) {
        guard firstRead(kind, of: view, layout) else { return }
        reads.append((kind, view))
        Self.append(kind, of: layout.views[view], to: &values)
    }

    /// A text broken at its view's width into `lines` (unbounded before any solve, as UIKit
    /// measures a label made in code): the next pass depends on the lines the text breaks into
    /// at the width it gives the view, which are often the same (a label wider than its text).
    mutating func measured(_ lines: TextLayout?, of view: Int, model: Int, _ layout: ComputedLayout) {
        guard firstRead(.text, of: view, layout) else { return }
        texts.append((view, model, lines))
    }

    private mutating func firstRead(_ kind: Kind, of view: Int, _ layout: ComputedLayout) -> Bool {
        if seen.isEmpty { seen = [Bool](repeating: false, count: layout.views.count * Kind.allCases.count) }
        let slot = view * Kind.allCases.count + kind.rawValue
        guard !seen[slot] else { return false }
        seen[slot] = true
        return true
    }

    /// True when every value read is the same in `layout` (within 1e-9), and each text measured
    /// breaks into the same lines at its view's width there (`lines(model, width)`, the view's
    /// entry in the model).
    func areUnchanged(in layout: ComputedLayout, lines: (_ model: Int, _ width: Double) -> TextLayout?) -> Bool {
        for t in texts where lines(t.model, layout.views[t.view].frame.width) != t.lines { return false }
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
        case .size: values += [v.frame.width, v.frame.height]
        case .frameButHeight: values += [v.frame.minX, v.frame.minY, v.frame.width]
        case .boundsOrigin: values += [v.bounds.minX, v.bounds.minY]
        case .safeAreaInsets: values += [v.safeAreaInsets.top, v.safeAreaInsets.left, v.safeAreaInsets.bottom, v.safeAreaInsets.right]
        case .layoutMargins: values += [v.layoutMargins.top, v.layoutMargins.left, v.layoutMargins.bottom, v.layoutMargins.right]
        case .readable: values += [v.readableContentGuide.width, v.layoutMarginsGuide.width]
        case .contentSize: values += [v.scroll?.contentSize.width ?? 0, v.scroll?.contentSize.height ?? 0]
        case .text: break  // `texts`
        case .keyboardGuide:
            let t = v.transformToWindow
            values += [t.a, t.b, t.c, t.d, t.tx, t.ty, v.bounds.minY, v.bounds.height, v.safeAreaInsets.bottom]
        }
    }
}
