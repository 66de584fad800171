import LayoutEngine
import StrictJSON

/// Why a view moved, read from the two geometry files alone (Docs/snapshot-checks.md, "Why a
/// view moved"): the edge of the view that moved, the input near it that moved with it (the
/// window's safe area, a bar, the keyboard, a guide or edge of a view above it, a sibling), and,
/// following that input, what moved it in turn, a few steps up the chain:
///
///     signIn: bottom kept its 0 to loginRoot's safe-area bottom, which moved (1190 → 1185)
///     with the window's bottom inset 20 → 25
///
/// The files hold no constraints, so the chain is inferred: an edge that keeps its distance to
/// an input that moved by the same amount is taken to be pinned to it, the nearest such input
/// first. An edge that moved while nothing near it did moved for a reason the files do not
/// show: its own constraints or its content; the text says which when its intrinsic size changed.
package enum MoveCause {
    /// The cause of each moved view's change, by id (views added or removed have none).
    package static func causes(old: JSONValue, new: JSONValue, moved: [MovedView]) -> [String: String] {
        let before = Snapshot(old), after = Snapshot(new)
        var out: [String: String] = [:]
        for view in moved {
            guard let o = view.old, let n = view.new, let text = explain(view.id, o, n, before, after, depth: 0) else { continue }
            out[view.id] = text
        }
        return out
    }

    /// One geometry file's places, in window coordinates.
    struct Snapshot {
        struct View { var id: String; var parent: String?; var frame: [Double]; var guides: [String: [Double]]; var intrinsic: [Double]? }
        var views: [String: View] = [:]
        var order: [String] = []
        var windowSize: [Double]?
        var safeAreaInsets: [String: Double] = [:]
        var bars: [(name: String, frame: [Double])] = []
        var keyboardTop: Double?

        init(_ json: JSONValue) {
            guard case .object(let root) = json else { return }
            if case .object(let e)? = root["environment"] {
                windowSize = numbers(e["window"]).map { Array($0[2...]) } ?? numbers(e["screenSize"])
                if case .object(let insets)? = e["safeAreaInsets"] {
                    for entry in insets.entries { if case .number(let x) = entry.value { safeAreaInsets[entry.key] = x } }
                }
                if let k = numbers(e["keyboardFrame"]) { keyboardTop = k[1] }
            }
            if case .array(let items)? = root["bars"] {
                for case .object(let b) in items {
                    guard case .string(let kind)? = b["kind"], let f = numbers(b["frameInWindow"]) else { continue }
                    bars.append((kind, f))
                }
            }
            guard case .array(let items)? = root["views"] else { return }
            for case .object(let v) in items {
                guard case .string(let id)? = v["id"], let frame = numbers(v["frameInWindow"]) else { continue }
                var parent: String?
                if case .string(let p)? = v["parent"] { parent = p }
                // Guides are in the view's bounds coordinates: into the window's (no transform).
                let bounds = numbers(v["bounds"]) ?? [0, 0, frame[2], frame[3]]
                var guides: [String: [Double]] = [:]
                for key in ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide"] {
                    guard let g = numbers(v[key]) else { continue }
                    guides[key] = [frame[0] + g[0] - bounds[0], frame[1] + g[1] - bounds[1], g[2], g[3]]
                }
                views[id] = View(id: id, parent: parent, frame: frame, guides: guides, intrinsic: numbers(v["intrinsicContentSize"]))
                order.append(id)
            }
        }

        /// The inputs near a view, each edge by name, in the order a constraint most likely
        /// names them: the superview's guides and edges, then the siblings, then each view
        /// further up, the bars, the keyboard and the window's safe area.
        func anchors(of id: String) -> [(name: String, source: Source, rect: [Double])] {
            var out: [(String, Source, [Double])] = []
            let parent = views[id]?.parent
            var ancestor = parent
            var first = true
            while let a = ancestor, let view = views[a] {
                for (key, label) in [("safeAreaLayoutGuide", "safe-area"), ("layoutMarginsGuide", "margins"), ("readableContentGuide", "readable guide"), ("keyboardLayoutGuide", "keyboard guide")] {
                    if let g = view.guides[key] { out.append(("\(a)'s \(label)", .guide(a, key), g)) }
                }
                out.append(("\(a)'s", .view(a), view.frame))
                if first {
                    for sibling in order where sibling != id && views[sibling]?.parent == a {
                        out.append(("\(sibling)'s", .view(sibling), views[sibling]!.frame))
                    }
                    first = false
                }
                ancestor = view.parent
            }
            for (kind, frame) in bars { out.append(("the \(kind)'s", .bar(kind), frame)) }
            return out
        }

        /// The window's inset on an edge.
        func inset(_ edge: Edge) -> Double? {
            safeAreaInsets[edge == .minY ? "top" : edge == .maxY ? "bottom" : edge == .minX ? "left" : "right"]
        }
    }

    enum Source: Equatable { case guide(String, String), view(String), bar(String) }

    enum Edge: CaseIterable {
        case minX, maxX, minY, maxY
        var name: String { switch self { case .minX: "left"; case .maxX: "right"; case .minY: "top"; case .maxY: "bottom" } }
        var opposite: Edge { switch self { case .minX: .maxX; case .maxX: .minX; case .minY: .maxY; case .maxY: .minY } }
        func value(_ r: [Double]) -> Double {
            switch self { case .minX: r[0]; case .maxX: r[0] + r[2]; case .minY: r[1]; case .maxY: r[1] + r[3] }
        }
    }

    static let tolerance = 0.01

    /// An input a moved edge kept its distance to.
    struct Anchor { var name: String; var source: Source; var edge: Edge; var gap: Double; var old: [Double]; var new: [Double] }

    /// The nearest input that moved by `delta` with `edge` of the view, keeping the distance;
    /// `siblings` says whether sibling views count.
    static func anchor(for id: String, edge: Edge, delta: Double, o: [Double], _ before: Snapshot, _ after: Snapshot,
                       siblings: Bool) -> Anchor? {
        let newAnchors = after.anchors(of: id)
        var best: Anchor?
        for (name, source, oldRect) in before.anchors(of: id) {
            let isSibling: Bool
            if case .view(let other) = source, before.views[other]?.parent == before.views[id]?.parent { isSibling = true } else { isSibling = false }
            if isSibling && !siblings { continue }
            guard let newRect = newAnchors.first(where: { $0.source == source })?.rect else { continue }
            for anchorEdge in [edge, edge.opposite] {
                let a0 = anchorEdge.value(oldRect), a1 = anchorEdge.value(newRect)
                guard abs((a1 - a0) - delta) <= tolerance, abs(a1 - a0) > tolerance else { continue }
                // A sibling leads only from before the edge (above it, or to its left): layouts
                // chain from the top and the leading side, and the other way round would loop.
                if isSibling, a0 > edge.value(o) + tolerance { continue }
                let gap = abs(edge.value(o) - a0)
                guard best == nil || gap < best!.gap - tolerance else { continue }
                best = Anchor(name: name, source: source, edge: anchorEdge, gap: gap, old: oldRect, new: newRect)
            }
        }
        return best
    }

    /// The sentence for one view's move.
    static func explain(_ id: String, _ o: [Double], _ n: [Double], _ before: Snapshot, _ after: Snapshot, depth: Int) -> String? {
        let moved = Edge.allCases.filter { abs($0.value(n) - $0.value(o)) > tolerance }
        guard !moved.isEmpty else { return nil }
        // A view that moved whole on an axis is explained once for that axis, by one edge: one
        // reason reads better than two that say the same.
        var edges: [Edge] = []
        for axis in [[Edge.minY, .maxY], [Edge.minX, .maxX]] {
            let changed = axis.filter(moved.contains)
            guard !changed.isEmpty else { continue }
            let translated = changed.count == 2 && abs((axis[0].value(n) - axis[0].value(o)) - (axis[1].value(n) - axis[1].value(o))) <= tolerance
            guard translated else { edges += changed; continue }
            // Moved whole: the edge nearer an input that moved with it (the leading one on a tie).
            let delta = axis[0].value(n) - axis[0].value(o)
            let gaps = axis.map { anchor(for: id, edge: $0, delta: delta, o: o, before, after, siblings: true)?.gap ?? .infinity }
            edges.append(gaps[1] < gaps[0] - tolerance ? axis[1] : axis[0])
        }
        var reasons: [String] = []
        for edge in edges {
            let delta = edge.value(n) - edge.value(o)
            // The nearest input that moved with it: a guide or edge of a view above it, a bar,
            // or a sibling before it, followed to the view that started the run.
            let a = anchor(for: id, edge: edge, delta: delta, o: o, before, after, siblings: true)
            if let a, case .view(let other) = a.source, before.views[other]?.parent == before.views[id]?.parent {
                if depth < 4, let leader = leader(of: id, through: other, edge: edge, delta: delta, before, after) {
                    reasons.append("\(edge.name) kept its \(GeometryText.n(a.gap)) to \(other)'s \(a.edge.name)" + (leader.id == other ? "" : ", as the views before it to \(leader.id)")
                                   + ", and \(leader.id) moved: \(leader.why)")
                } else {
                    reasons.append("\(edge.name) kept its \(GeometryText.n(a.gap)) to \(other)'s \(a.edge.name)")
                }
            } else if let a {
                reasons.append("\(edge.name) kept its \(GeometryText.n(a.gap)) to \(a.name) \(a.edge.name)" + upstream(a, before, after))
            } else {
                reasons.append(ownReason(id, edge: edge, o: o, n: n, before, after))
            }
        }
        return reasons.joined(separator: "; ")
    }

    /// The view that started a run of siblings that moved together: from `first`, follow each
    /// sibling's nearest sibling that moved the same way and lies before it (up for a vertical
    /// move, left for a horizontal one), until one moved for another reason.
    static func leader(of id: String, through first: String, edge: Edge, delta: Double, _ before: Snapshot, _ after: Snapshot)
        -> (id: String, why: String)? {
        var current = first, seen: Set<String> = [id]
        while seen.insert(current).inserted {
            guard let o = before.views[current]?.frame, let n = after.views[current]?.frame else { return nil }
            // Its own nearest input: a sibling before it leads on; anything else ends the run.
            guard let a = anchor(for: current, edge: edge, delta: delta, o: o, before, after, siblings: true),
                  case .view(let next) = a.source, before.views[next]?.parent == before.views[current]?.parent, !seen.contains(next) else {
                return (current, explain(current, o, n, before, after, depth: 4) ?? "")
            }
            current = next
        }
        return nil
    }

    /// A move no input near the view explains: its distance to its superview's guide on that
    /// edge changed, or its content's size did.
    static func ownReason(_ id: String, edge: Edge, o: [Double], n: [Double], _ before: Snapshot, _ after: Snapshot) -> String {
        if let i0 = before.views[id]?.intrinsic, let i1 = after.views[id]?.intrinsic, i0 != i1 {
            return "its content's size changed, \(GeometryText.n(i0[0])) x \(GeometryText.n(i0[1])) → \(GeometryText.n(i1[0])) x \(GeometryText.n(i1[1]))"
        }
        if let parent = before.views[id]?.parent, let g0 = before.views[parent]?.guides["safeAreaLayoutGuide"],
           let g1 = after.views[parent]?.guides["safeAreaLayoutGuide"] {
            let d0 = abs(edge.value(o) - edge.value(g0)), d1 = abs(edge.value(n) - edge.value(g1))
            if abs(d1 - d0) > tolerance {
                return "its \(edge.name) is \(GeometryText.n(d1)) from \(parent)'s safe-area \(edge.name), was \(GeometryText.n(d0)), and nothing near it moved: its own frame or constraints changed (a constant, a priority, which ones hold)"
            }
        }
        return "nothing near it moved the same way: its own frame or constraints changed (a constant, a priority, which ones hold)"
    }

    /// What moved an input: the window's inset for a guide on that edge, a bar that moved with
    /// it, or a view above it that moved (followed once more).
    static func upstream(_ a: Anchor, _ before: Snapshot, _ after: Snapshot) -> String {
        let old = a.edge.value(a.old), new = a.edge.value(a.new)
        let moved = " (\(GeometryText.n(old)) → \(GeometryText.n(new)))"
        switch a.source {
        case .guide:
            if let i0 = before.inset(a.edge), let i1 = after.inset(a.edge), abs(i1 - i0) > tolerance {
                return ", which moved\(moved) with the window's \(a.edge.name) inset \(GeometryText.n(i0)) → \(GeometryText.n(i1))"
            }
            // A bar whose far edge is where the guide is now, and moved with it.
            for (kind, n) in after.bars {
                guard let o = before.bars.first(where: { $0.name == kind })?.frame else { continue }
                for barEdge in [Edge.maxY, .minY] where abs(barEdge.value(n) - new) <= tolerance && abs(barEdge.value(o) - old) <= tolerance {
                    return ", which moved\(moved) with the \(kind) (\(GeometryText.n(o[3])) → \(GeometryText.n(n[3])) high)"
                }
            }
            return ", which moved\(moved)"
        case .view(let id):
            guard let o = before.views[id]?.frame, let n = after.views[id]?.frame,
                  let why = explain(id, o, n, before, after, depth: 4) else { return ", which moved\(moved)" }
            return ", which moved\(moved): \(id) \(why)"
        case .bar(let kind):
            guard let o = before.bars.first(where: { $0.name == kind })?.frame, let n = after.bars.first(where: { $0.name == kind })?.frame else { return "" }
            return ", which moved\(moved) (\(GeometryText.n(o[3])) → \(GeometryText.n(n[3])) high)"
        }
    }

    private static func numbers(_ value: JSONValue?) -> [Double]? {
        guard case .array(let items)? = value else { return nil }
        let n = items.compactMap { item -> Double? in if case .number(let x) = item { return x } else { return nil } }
        return n.count == items.count && !n.isEmpty ? n : nil
    }
}
