import LayoutEngine
import StrictJSON

/// Why a view moved, read from the two geometry files alone (Docs/snapshot-checks.md, "Why a
/// view moved"): the edge of the view that moved, the input near it that moved with it (a guide
/// or edge of its superview or a view above that, a bar, a sibling before it), and what moved
/// that input in turn (the window's inset, a bar, the superview's own move, the sibling's
/// reason), a few steps up the chain:
///
///     signIn: bottom kept its 0 to loginRoot's safe-area bottom, which moved (1190 → 1185)
///     with the window's bottom inset 20 → 25
///
/// The files hold no constraints, so the chain is inferred: an edge that keeps its distance to
/// an input that moved by the same amount is taken to follow it, the nearest such input first.
/// An edge that moved while nothing near it did moved for a reason the files do not show: its
/// content (when its intrinsic size changed), or its own frame or constraints.
package enum MoveCause {
    /// Views explained at most: the failure message shows 4, `diff` 12, the review image 6;
    /// the rest of a large move (a table's every row) costs nothing.
    package static let limit = 12

    /// The cause of each of the first `limit` moved views, by id (added and removed views have none).
    package static func causes(old: JSONValue, new: JSONValue, moved: [MovedView], limit: Int = limit) -> [String: String] {
        var finder = Finder(before: Snapshot(old), after: Snapshot(new))
        var out: [String: String] = [:]
        for view in moved.prefix(limit) {
            guard let o = view.old, let n = view.new, o.allSatisfy(\.isFinite), n.allSatisfy(\.isFinite),
                  let text = finder.explain(view.id, o, n) else { continue }
            out[view.id] = text
        }
        return out
    }

    enum Source: Hashable { case guide(String, String), view(String), bar(Int) }

    enum Edge: CaseIterable {
        case minX, maxX, minY, maxY
        var name: String { switch self { case .minX: "left"; case .maxX: "right"; case .minY: "top"; case .maxY: "bottom" } }
        var opposite: Edge { switch self { case .minX: .maxX; case .maxX: .minX; case .minY: .maxY; case .maxY: .minY } }
        var isVertical: Bool { self == .minY || self == .maxY }
        func value(_ r: [Double]) -> Double {
            switch self { case .minX: r[0]; case .maxX: r[0] + r[2]; case .minY: r[1]; case .maxY: r[1] + r[3] }
        }
    }

    /// One geometry file's places, in window coordinates.
    struct Snapshot {
        struct View {
            var parent: String?; var frame: [Double]; var guides: [String: [Double]]; var intrinsic: [Double]?; var rightToLeft: Bool
            /// A presented controller's root view: how it is presented ("edgeAttachedSheet, detent medium").
            var presentation: String?
            /// A controller's root view: the `additionalSafeAreaInsets` its controller adds, by edge.
            var additionalInsets: [String: Double] = [:]
        }
        var views: [String: View] = [:]
        /// Each view's children in document order.
        var children: [String: [String]] = [:]
        var safeAreaInsets: [String: Double] = [:]
        var keyboardTop: Double?
        var bars: [(name: String, frame: [Double])] = []
        /// What the whole screen is laid out in: the window's size, the size classes ("w compact,
        /// h regular"), the layout direction.
        var window: [Double]?, sizeClasses: String?, layoutDirection: String?
        /// The content size category: the readable width follows it.
        var textSize: String?

        init(_ json: JSONValue) {
            guard case .object(let root) = json else { return }
            if case .object(let e)? = root["environment"] {
                if case .object(let insets)? = e["safeAreaInsets"] {
                    for entry in insets.entries { if case .number(let x) = entry.value, x.isFinite { safeAreaInsets[entry.key] = x } }
                }
                keyboardTop = MoveCause.numbers(e["keyboardFrame"], count: 4)?[1]
                window = MoveCause.numbers(e["window"], count: 4) ?? MoveCause.numbers(e["screenSize"], count: 2).map { [0, 0] + $0 }
                if case .object(let traits)? = e["traits"] {
                    if case .string(let w)? = traits["horizontalSizeClass"], case .string(let h)? = traits["verticalSizeClass"] { sizeClasses = "w \(w), h \(h)" }
                    if case .string(let d)? = traits["layoutDirection"] { layoutDirection = d }
                    if case .string(let c)? = traits["preferredContentSizeCategory"] { textSize = c }
                }
            }
            if case .array(let items)? = root["bars"] {
                for case .object(let b) in items {
                    guard let name = MoveCause.barName(b), let f = MoveCause.numbers(b["frameInWindow"], count: 4) else { continue }
                    bars.append((name, f))
                }
            }
            guard case .array(let items)? = root["views"] else { return }
            for case .object(let v) in items {
                guard case .string(let id)? = v["id"], views[id] == nil, let frame = MoveCause.numbers(v["frameInWindow"], count: 4) else { continue }
                var parent: String?
                if case .string(let p)? = v["parent"], p != id { parent = p }
                // Guides are in the view's bounds coordinates: into the window's (no transform).
                let bounds = MoveCause.numbers(v["bounds"], count: 4) ?? [0, 0, frame[2], frame[3]]
                var guides: [String: [Double]] = [:]
                for key in ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide"] {
                    guard let g = MoveCause.numbers(v[key], count: 4) else { continue }
                    guides[key] = [frame[0] + g[0] - bounds[0], frame[1] + g[1] - bounds[1], g[2], g[3]]
                }
                var rtl = false
                if case .string("rightToLeft")? = v["effectiveUserInterfaceLayoutDirection"] { rtl = true }
                var presentation: String?
                if case .object(let p)? = v["presentation"] {
                    presentation = ["appearance", "detent", "arrowDirection"].compactMap { key in
                        guard case .string(let s)? = p[key] else { return nil }
                        return key == "appearance" ? s : "\(key == "detent" ? "detent" : "arrow") \(s)"
                    }.joined(separator: ", ")
                }
                var additional: [String: Double] = [:]
                if case .object(let insets)? = v["additionalSafeAreaInsets"] {
                    for entry in insets.entries { if case .number(let x) = entry.value, x.isFinite { additional[entry.key] = x } }
                }
                views[id] = View(parent: parent, frame: frame, guides: guides, intrinsic: MoveCause.numbers(v["intrinsicContentSize"], count: 2),
                                 rightToLeft: rtl, presentation: presentation, additionalInsets: additional)
                if let parent { children[parent, default: []].append(id) }
            }
        }

        /// The window's inset on an edge (an edge's name is its key in an insets object).
        func inset(_ edge: Edge) -> Double? {
            safeAreaInsets[edge.name]
        }
    }

    /// An input near a view, by name, in the order a constraint most likely names it.
    struct Candidate { var name: String; var source: Source; var rect: [Double]; var isSibling: Bool }

    /// An input a moved edge kept its distance to.
    struct Anchor { var name: String; var source: Source; var edge: Edge; var gap: Double; var old: [Double]; var new: [Double]; var isSibling: Bool }

    /// The inference, with the inputs near each view kept (rows of a table share them).
    struct Finder {
        let before: Snapshot, after: Snapshot
        private var candidates: [String: [Candidate]] = [:]
        /// Steps taken; past `budget` the rest is said to be unexplained, so no file is too big.
        private var steps = 0
        static let budget = 20_000

        init(before: Snapshot, after: Snapshot) { (self.before, self.after) = (before, after) }

        /// The superview's guides and edges, its children (for siblings), then each view further
        /// up, then the bars: the old file's, each with its place in the new file.
        mutating func inputs(of id: String) -> [Candidate] {
            if let known = candidates[id] { return known }
            var out: [Candidate] = []
            var ancestor = before.views[id]?.parent, seen: Set<String> = [id], first = true
            while let a = ancestor, seen.insert(a).inserted, let view = before.views[a] {
                for (key, label) in [("safeAreaLayoutGuide", "safe-area"), ("layoutMarginsGuide", "margins"), ("readableContentGuide", "readable guide"),
                                     ("keyboardLayoutGuide", "keyboard guide")] {
                    if let g = view.guides[key] { out.append(Candidate(name: "\(a)'s \(label)", source: .guide(a, key), rect: g, isSibling: false)) }
                }
                out.append(Candidate(name: "\(a)'s", source: .view(a), rect: view.frame, isSibling: false))
                if first {
                    for sibling in before.children[a] ?? [] where sibling != id {
                        if let f = before.views[sibling]?.frame { out.append(Candidate(name: "\(sibling)'s", source: .view(sibling), rect: f, isSibling: true)) }
                    }
                    first = false
                }
                ancestor = view.parent
            }
            for (index, bar) in before.bars.enumerated() { out.append(Candidate(name: "the \(bar.name)", source: .bar(index), rect: bar.frame, isSibling: false)) }
            candidates[id] = out
            return out
        }

        func newRect(_ source: Source) -> [Double]? {
            switch source {
            case .guide(let id, let key): after.views[id]?.guides[key]
            case .view(let id): after.views[id]?.frame
            case .bar(let index): index < before.bars.count ? after.bars.first { $0.name == before.bars[index].name }?.frame : nil
            }
        }

        /// Whether a sibling's `rect` lies wholly before the view's `frame` on the axis of `edge`:
        /// above it, or on its leading side. Layouts chain from there; two views side by side
        /// would otherwise each explain the other.
        static func lies(_ rect: [Double], before frame: [Double], along edge: Edge, rightToLeft: Bool) -> Bool {
            switch edge {
            case .minY, .maxY: Edge.maxY.value(rect) <= Edge.minY.value(frame) + MoveCause.tolerance
            case .minX, .maxX: rightToLeft ? Edge.minX.value(rect) >= Edge.maxX.value(frame) - MoveCause.tolerance
                                           : Edge.maxX.value(rect) <= Edge.minX.value(frame) + MoveCause.tolerance
            }
        }

        /// The nearest input that moved by `delta` with `edge` of the view, keeping the distance;
        /// a sibling only when it `lies` before the view.
        mutating func anchor(for id: String, edge: Edge, delta: Double, o: [Double]) -> Anchor? {
            let rtl = before.views[id]?.rightToLeft ?? false
            var best: Anchor?
            for c in inputs(of: id) {
                steps += 1
                guard steps < Self.budget else { return nil }
                if c.isSibling, !Self.lies(c.rect, before: o, along: edge, rightToLeft: rtl) { continue }
                // Bars lie across the window: their sides are the window's, not an input's.
                if case .bar = c.source, !edge.isVertical { continue }
                // Sibling rows lie across the view: only their edges on its axis count.
                guard let n = newRect(c.source) else { continue }
                for anchorEdge in [edge, edge.opposite] {
                    let a0 = anchorEdge.value(c.rect), a1 = anchorEdge.value(n)
                    guard a0.isFinite, a1.isFinite, abs((a1 - a0) - delta) <= MoveCause.tolerance, abs(a1 - a0) > MoveCause.tolerance else { continue }
                    let gap = abs(edge.value(o) - a0)
                    // The nearest; on a tie, what comes first (the superview's guides before its siblings).
                    guard best == nil || gap < best!.gap - MoveCause.tolerance else { continue }
                    best = Anchor(name: c.name, source: c.source, edge: anchorEdge, gap: gap, old: c.rect, new: n, isSibling: c.isSibling)
                }
            }
            return best
        }

        /// The sentence for one view's move (nil when it did not move): a reason per axis it
        /// moved along.
        mutating func explain(_ id: String, _ o: [Double], _ n: [Double]) -> String? {
            guard Edge.allCases.contains(where: { abs($0.value(n) - $0.value(o)) > MoveCause.tolerance }) else { return nil }
            var reasons: [String] = []
            for axis in [[Edge.minY, .maxY], [Edge.minX, .maxX]] {
                for text in axisReasons(id, axis: axis, o, n, depth: 0) where !reasons.contains(text) { reasons.append(text) }
            }
            return reasons.joined(separator: "; ")
        }

        /// Why the view's edges on one axis moved. A view that moved whole is explained once, by
        /// the edge nearer an input that moved with it (the leading one on a tie); a view that
        /// grew or shrank, edge by edge.
        mutating func axisReasons(_ id: String, axis: [Edge], _ o: [Double], _ n: [Double], depth: Int) -> [String] {
            let changed = axis.filter { abs($0.value(n) - $0.value(o)) > MoveCause.tolerance }
            guard !changed.isEmpty else { return [] }
            let d0 = axis[0].value(n) - axis[0].value(o), d1 = axis[1].value(n) - axis[1].value(o)
            var found = changed.map { ($0, anchor(for: id, edge: $0, delta: $0.value(n) - $0.value(o), o: o)) }
            // A view that grew with its own content (a label's text, a field's font) on this axis,
            // and is as large as its content there: its far edge moved for that, not with what it
            // is pinned to there (a row that fits it moved for it). One stretched beyond its
            // content (a label pinned to the readable guide's sides) keeps its pin.
            let k = axis[0].isVertical ? 1 : 0
            if changed.count == 2, abs(d0 - d1) > MoveCause.tolerance, let i0 = before.views[id]?.intrinsic,
               let i1 = after.views[id]?.intrinsic, abs(i1[k] - i0[k]) > MoveCause.tolerance, i0[k] >= 0, i1[k] >= 0,
               abs(n[k + 2] - i1[k]) <= MoveCause.tolerance {
                let rtl = !axis[0].isVertical && (before.views[id]?.rightToLeft ?? false)
                found = found.map { edge, anchor in (edge, edge == (rtl ? axis[0] : axis[1]) ? nil : anchor) }
            }
            if changed.count == 2, abs(d0 - d1) <= MoveCause.tolerance {
                var gaps = found.map { $0.1?.gap ?? .infinity }
                if gaps.allSatisfy({ $0 == .infinity }) {
                    // No input moved with it: the edge nearer its superview's safe area, where a
                    // view is pinned (a button at the bottom says its bottom).
                    let parent = before.views[id]?.parent
                    gaps = axis.map { edge in parent.flatMap { safeAreaDistance(of: $0, edge: edge, in: before, frame: o) } ?? .infinity }
                }
                found = [gaps[1] < gaps[0] - MoveCause.tolerance ? found[1] : found[0]]
            }
            var reasons: [String] = []
            for (edge, anchor) in found {
                let text: String
                if let a = anchor {
                    text = edge.name + kept(a, edge: edge, delta: edge.value(n) - edge.value(o), depth: depth)
                } else {
                    // Beside the other edge's reason (which may end in a chain), this one says
                    // which edge it is about.
                    text = (found.count == 2 ? "\(edge.name): " : "") + ownReason(id, edge: edge, o: o, n: n)
                }
                if !reasons.contains(text) { reasons.append(text) }
            }
            return reasons
        }

        /// " kept its 16 to heading's bottom", then what moved that input: the run of siblings
        /// back to the one that started it, or the input's own reason.
        mutating func kept(_ a: Anchor, edge: Edge, delta: Double, depth: Int) -> String {
            " kept its \(MoveCause.n(a.gap)) to \(a.name) \(a.edge.name)"
                + (a.isSibling ? leader(from: a, edge: edge, delta: delta, depth: depth) : upstream(a, depth: depth))
        }

        /// Why one edge of an input view moved, for a chain that reached it through that edge:
        /// the view's reason on that axis when it moved whole; when it grew or shrank, what
        /// moved that edge alone (not the view's every edge, each with its own chain).
        mutating func edgeReason(_ id: String, edge: Edge, depth: Int) -> String? {
            guard let o = before.views[id]?.frame, let n = after.views[id]?.frame else { return nil }
            let axis = edge.isVertical ? [Edge.minY, .maxY] : [Edge.minX, .maxX]
            let d0 = axis[0].value(n) - axis[0].value(o), d1 = axis[1].value(n) - axis[1].value(o)
            let delta = edge.value(n) - edge.value(o)
            guard abs(delta) > MoveCause.tolerance else { return nil }
            if abs(d0 - d1) <= MoveCause.tolerance {
                let reasons = axisReasons(id, axis: axis, o, n, depth: depth)
                return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
            }
            if let a = anchor(for: id, edge: edge, delta: delta, o: o) {
                return "its \(edge.name)" + kept(a, edge: edge, delta: delta, depth: depth)
            }
            // It grew or shrank: the other edge's move (said, not followed) and its size's reason.
            let other = edge.opposite, otherDelta = other.value(n) - other.value(o)
            let moved = abs(otherDelta) > MoveCause.tolerance
                ? "its \(other.name) moved (\(MoveCause.n(other.value(o))) → \(MoveCause.n(other.value(n)))), and " : ""
            return moved + sizeReason(id, vertical: edge.isVertical, o: o, n: n)
        }

        /// Why a view's size on one axis changed, as far as the files tell: its content's size,
        /// or its subviews (a view that fits its content grows with it), else its own frame or
        /// constraints.
        func sizeReason(_ id: String, vertical: Bool, o: [Double], n: [Double]) -> String {
            let k = vertical ? 3 : 2, word = vertical ? "high" : "wide"
            if contentSizeChanged(id), let i0 = before.views[id]?.intrinsic, let i1 = after.views[id]?.intrinsic {
                return "its content's size changed, \(MoveCause.n(i0[0])) x \(MoveCause.n(i0[1])) → \(MoveCause.n(i1[0])) x \(MoveCause.n(i1[1]))"
            }
            let grew = n[k] > o[k] ? "grew" : "shrank"
            // A view with no superview (a controller's root view) is sized by its window.
            if before.views[id]?.parent != nil, let child = grownSubview(of: id, vertical: vertical) {
                return "it \(grew) with its subviews (\(MoveCause.n(o[k])) → \(MoveCause.n(n[k])) \(word)), \(child) among them"
            }
            return "its size changed (\(MoveCause.n(o[k])) → \(MoveCause.n(n[k])) \(word)): \(environmentChange ?? "its own frame or constraints changed")"
        }

        /// Whether the view's intrinsic content size changed (a label's text, a text size).
        func contentSizeChanged(_ id: String) -> Bool {
            guard let i0 = before.views[id]?.intrinsic, let i1 = after.views[id]?.intrinsic else { return false }
            return i0 != i1 && (i0 + i1).allSatisfy(\.isFinite)
        }

        /// The first subview of `id` whose size changed along the axis, in document order.
        func grownSubview(of id: String, vertical: Bool) -> String? {
            let k = vertical ? 3 : 2
            return (before.children[id] ?? []).first { child in
                guard let o = before.views[child]?.frame, let n = after.views[child]?.frame else { return false }
                return abs(n[k] - o[k]) > MoveCause.tolerance
            }
        }

        /// The view that started a run of siblings that moved together, followed from the
        /// sibling `a` names, each to the sibling before it that it kept its distance to (at most
        /// 50 steps), and why that one's edge moved: ", as the views before it back to hero, and
        /// hero moved: …".
        mutating func leader(from a: Anchor, edge: Edge, delta: Double, depth: Int) -> String {
            guard case .view(var current) = a.source else { return "" }
            var seen: Set<String> = [current]
            var currentEdge = a.edge
            for _ in 0..<50 {
                // Back through a sibling only while its own edge moved as much (a row that grew
                // moved its edges by other amounts: its reason is its own).
                guard let o = before.views[current]?.frame, let n = after.views[current]?.frame,
                      abs((edge.value(n) - edge.value(o)) - delta) <= MoveCause.tolerance,
                      let next = anchor(for: current, edge: edge, delta: delta, o: o),
                      next.isSibling, case .view(let id) = next.source, seen.insert(id).inserted else { break }
                current = id
                currentEdge = next.edge
            }
            guard depth < 3, let why = edgeReason(current, edge: currentEdge, depth: depth + 1), !why.isEmpty else { return "" }
            let via: String
            if case .view(let first) = a.source, first != current { via = ", as the views before it back to \(current)" } else { via = "" }
            return via + ", and \(current) moved: \(why)"
        }

        /// What moved an input: why that edge of a view above moved, the window's inset on that
        /// edge (when it changed by the input's move), a controller's added inset, the keyboard,
        /// or a bar ending there (one that moved, appeared or went).
        mutating func upstream(_ a: Anchor, depth: Int) -> String {
            let old = a.edge.value(a.old), new = a.edge.value(a.new), delta = new - old
            let moved = " (\(MoveCause.n(old)) → \(MoveCause.n(new)))"
            switch a.source {
            case .view(let id):
                guard depth < 3, let why = edgeReason(id, edge: a.edge, depth: depth + 1), !why.isEmpty else { return ", which moved\(moved)" }
                return ", which moved\(moved) as \(id) moved: \(why)"
            case .guide(let id, let key):
                if key == "keyboardLayoutGuide", let k0 = before.keyboardTop, let k1 = after.keyboardTop, abs((k1 - k0) - delta) <= MoveCause.tolerance {
                    return ", which moved\(moved) with the keyboard's top \(MoveCause.n(k0)) → \(MoveCause.n(k1))"
                }
                // The inset grows inward: a top or left edge moves by its change, a bottom or right one against it.
                let sign: Double = a.edge == .minY || a.edge == .minX ? 1 : -1
                if key == "safeAreaLayoutGuide", let i0 = before.inset(a.edge), let i1 = after.inset(a.edge),
                   abs(sign * (i1 - i0) - delta) <= MoveCause.tolerance {
                    return ", which moved\(moved) with the window's \(a.edge.name) inset \(MoveCause.n(i0)) → \(MoveCause.n(i1))"
                }
                // A controller's added inset, on the guide's owner or a view above it (a root view
                // passes it down to its subviews' safe areas).
                if key == "safeAreaLayoutGuide", let added = additionalInsetChange(from: id, edge: a.edge, by: sign * delta) {
                    return ", which moved\(moved) with \(added)"
                }
                // The readable width follows the text size, and its place the window's width and
                // size class (Docs/reference/uikit-rules.md, "(c) `readableContentGuide`").
                if key == "readableContentGuide", !a.edge.isVertical {
                    var inputs: [String] = []
                    if let c0 = before.textSize, let c1 = after.textSize, c0 != c1 { inputs.append("the text size \(c0) → \(c1)") }
                    if let window = environmentChange { inputs.append("the window: \(window)") }
                    if !inputs.isEmpty { return ", which moved\(moved) with the readable width, which follows \(inputs.joined(separator: " and "))" }
                }
                // Its owner's edge moved as much: say why that edge moved.
                if let o = before.views[id]?.frame, let n = after.views[id]?.frame, abs((a.edge.value(n) - a.edge.value(o)) - delta) <= MoveCause.tolerance,
                   depth < 3, let why = edgeReason(id, edge: a.edge, depth: depth + 1), !why.isEmpty {
                    return ", which moved\(moved) with \(id): \(why)"
                }
                // A bar across the window whose far edge is where the guide is, and moved with it.
                if a.edge.isVertical {
                    for (index, bar) in before.bars.enumerated() {
                        guard let n = newRect(.bar(index)) else { continue }
                        for barEdge in [Edge.maxY, .minY] where abs(barEdge.value(n) - new) <= MoveCause.tolerance && abs(barEdge.value(bar.frame) - old) <= MoveCause.tolerance {
                            // Its other edge (a top bar's origin, a bottom bar's foot) and its
                            // height: iOS 26 moves a navigation bar to y 62 and makes it 54 high.
                            let far: Edge = barEdge == .maxY ? .minY : .maxY
                            var parts: [String] = []
                            if abs(far.value(n) - far.value(bar.frame)) > MoveCause.tolerance {
                                parts.append("\(far == .minY ? "y" : "bottom") \(MoveCause.n(far.value(bar.frame))) → \(MoveCause.n(far.value(n)))")
                            }
                            if abs(n[3] - bar.frame[3]) > MoveCause.tolerance { parts.append("\(MoveCause.n(bar.frame[3])) → \(MoveCause.n(n[3])) high") }
                            return ", which moved\(moved) with the \(bar.name)\(parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")"
                        }
                    }
                    // A bar that appeared or went, its edge where the guide is now or was.
                    let names = (before: Set(before.bars.map(\.name)), after: Set(after.bars.map(\.name)))
                    for bar in after.bars where !names.before.contains(bar.name) {
                        if [Edge.maxY, .minY].contains(where: { abs($0.value(bar.frame) - new) <= MoveCause.tolerance }) {
                            return ", which moved\(moved) with the \(bar.name) shown (\(MoveCause.n(bar.frame[3])) high)"
                        }
                    }
                    for bar in before.bars where !names.after.contains(bar.name) {
                        if [Edge.maxY, .minY].contains(where: { abs($0.value(bar.frame) - old) <= MoveCause.tolerance }) {
                            return ", which moved\(moved) with the \(bar.name) gone (it was \(MoveCause.n(bar.frame[3])) high)"
                        }
                    }
                }
                return ", which moved\(moved)"
            case .bar(let index):
                guard index < before.bars.count, let n = newRect(.bar(index)) else { return "" }
                let o = before.bars[index].frame
                // A bar's height moves its far edge; its sides move with the window.
                guard a.edge.isVertical else { return ", which moved\(moved)" + (environmentChange.map { ": \($0)" } ?? "") }
                return abs(n[3] - o[3]) > MoveCause.tolerance ? ", which is \(MoveCause.n(o[3])) → \(MoveCause.n(n[3])) high" : ", which moved\(moved)"
            }
        }

        /// "loginRoot's additionalSafeAreaInsets top 0 → 20": the first of `id` and the views
        /// above it whose controller's added inset on `edge` changed by `change`.
        func additionalInsetChange(from id: String, edge: Edge, by change: Double) -> String? {
            var current: String? = id, seen: Set<String> = []
            while let view = current, seen.insert(view).inserted {
                let i0 = before.views[view]?.additionalInsets[edge.name] ?? 0
                let i1 = after.views[view]?.additionalInsets[edge.name] ?? 0
                if abs(i1 - i0) > MoveCause.tolerance, abs((i1 - i0) - change) <= MoveCause.tolerance {
                    return "\(view)'s additionalSafeAreaInsets \(edge.name) \(MoveCause.n(i0)) → \(MoveCause.n(i1))"
                }
                current = after.views[view]?.parent
            }
            return nil
        }

        /// How far `edge` of `frame` is from the same edge of `parent`'s safe area in `snapshot`.
        func safeAreaDistance(of parent: String, edge: Edge, in snapshot: Snapshot, frame: [Double]) -> Double? {
            guard let guide = snapshot.views[parent]?.guides["safeAreaLayoutGuide"] else { return nil }
            let d = abs(edge.value(frame) - edge.value(guide))
            return d.isFinite ? d : nil
        }

        /// A move no input near the view explains: its presentation, its content's size or its
        /// subviews', or its distance to its superview's safe area on that edge.
        mutating func ownReason(_ id: String, edge: Edge, o: [Double], n: [Double]) -> String {
            // A presented controller's root view is placed by its presentation (Docs/Presentations.md).
            if let p1 = after.views[id]?.presentation {
                if let p0 = before.views[id]?.presentation, p0 != p1 { return "it is presented, and how changed: \(p0) → \(p1)" }
                return "it is presented (\(p1)), and its presentation placed it"
            }
            // Its content, or its subviews when it grew or shrank on this axis (a row that fits them).
            let k = edge.isVertical ? 3 : 2
            if contentSizeChanged(id) || (abs(n[k] - o[k]) > MoveCause.tolerance && before.views[id]?.parent != nil
                                          && grownSubview(of: id, vertical: edge.isVertical) != nil) {
                return sizeReason(id, vertical: edge.isVertical, o: o, n: n)
            }
            // What else changed: the window, the size classes, the layout direction; else the
            // view's own frame or constraints, which the files do not hold.
            let why = environmentChange ?? "its own frame or constraints changed (a constant, a priority, which ones hold)"
            if let near = nearestInput(id, edge: edge, o: o, n: n), abs(near.now - near.was) > MoveCause.tolerance {
                let distance = "its \(edge.name) is \(MoveCause.n(near.now)) from \(near.name), was \(MoveCause.n(near.was))"
                return near.stayed ? "\(distance), and nothing near it moved: \(why)"
                    : "\(distance) (which moved too, by another amount): \(why)"
            }
            return "nothing near it moved the same way: \(why)"
        }

        /// The input nearest `edge` before the move, one that stayed first (a guide or edge of a
        /// view above it or a sibling before it: `inputs(of:)` but the bars), with the edge's
        /// distance to it before and after: what a changed constant most likely sat between ("its
        /// top is 28 from welcome's bottom, was 24").
        mutating func nearestInput(_ id: String, edge: Edge, o: [Double], n: [Double]) -> (name: String, was: Double, now: Double, stayed: Bool)? {
            let rtl = before.views[id]?.rightToLeft ?? false
            // The nearest input that stayed, so "nothing near it moved" holds; else the nearest,
            // said to have moved too.
            var still: (name: String, was: Double, now: Double)?, moved: (name: String, was: Double, now: Double)?
            for c in inputs(of: id) {
                if c.isSibling, !Self.lies(c.rect, before: o, along: edge, rightToLeft: rtl) { continue }
                // A constraint names a guide or a view, never a bar.
                if case .bar = c.source { continue }
                guard let r = newRect(c.source) else { continue }
                for anchorEdge in [edge, edge.opposite] {
                    let was = abs(edge.value(o) - anchorEdge.value(c.rect)), now = abs(edge.value(n) - anchorEdge.value(r))
                    guard was.isFinite, now.isFinite else { continue }
                    let stayed = abs(anchorEdge.value(r) - anchorEdge.value(c.rect)) <= MoveCause.tolerance
                    let found = (name: "\(c.name) \(anchorEdge.name)", was: was, now: now)
                    if stayed, still == nil || was < still!.was - MoveCause.tolerance { still = found }
                    if !stayed, moved == nil || was < moved!.was - MoveCause.tolerance { moved = found }
                }
            }
            return still.map { ($0.name, $0.was, $0.now, true) } ?? moved.map { ($0.name, $0.was, $0.now, false) }
        }

        /// "the window changed, 600 x 1210 → 825 x 1210, the size classes w compact, h regular →
        /// w regular, h regular": what changed for the whole screen, nil when nothing did.
        var environmentChange: String? {
            var parts: [String] = []
            if let w0 = before.window, let w1 = after.window, zip(w0, w1).contains(where: { abs($0 - $1) > MoveCause.tolerance }) {
                parts.append("the window changed, \(MoveCause.n(w0[2])) x \(MoveCause.n(w0[3])) → \(MoveCause.n(w1[2])) x \(MoveCause.n(w1[3]))")
            }
            if let s0 = before.sizeClasses, let s1 = after.sizeClasses, s0 != s1 { parts.append("the size classes \(s0) → \(s1)") }
            if let d0 = before.layoutDirection, let d1 = after.layoutDirection, d0 != d1 { parts.append("the layout direction \(d0) → \(d1)") }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    static let tolerance = 0.01

    /// A number to the thousandth, as the review image's rows read (`187.333`, where the geometry
    /// file writes `187.333333`); one too large to write is said as such.
    static func n(_ x: Double) -> String { x.isFinite && abs(x) < 1e12 ? GeometryText.n((x * 1000).rounded() / 1000) : "a number out of range" }

    /// A bar of a geometry file as reviews name it: its kind, and its owner in parentheses
    /// ("tabBar (tabs)").
    static func barName(_ bar: JSONObject) -> String? {
        guard case .string(let kind)? = bar["kind"] else { return nil }
        if case .string(let owner)? = bar["owner"] { return "\(kind) (\(owner))" }
        return kind
    }

    /// An array of exactly `count` finite numbers, else nil.
    static func numbers(_ value: JSONValue?, count: Int) -> [Double]? {
        guard case .array(let items)? = value, items.count == count else { return nil }
        let n = items.compactMap { item -> Double? in if case .number(let x) = item, x.isFinite { return x } else { return nil } }
        return n.count == count ? n : nil
    }
}
