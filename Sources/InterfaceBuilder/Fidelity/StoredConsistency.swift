import LayoutEngine
import StrictXML

/// Stored frames that contradict their own document (Docs/InterfaceBuilder.md, "Stored frames
/// that break their own document"). Interface Builder writes every frame when its canvas lays a
/// scene out; a document edited afterwards by hand or by a tool keeps frames that no layout of its
/// constraints gives, and Interface Builder marks them misplaced only once it lays the scene out
/// again. Such a frame is no answer to compare with. Three checks find them, each by more than
/// 3 points, past what a fresh layout leaves (a switch's, a segmented control's or a symbol
/// image's frame is up to about 2 points from the alignment rectangle that constraints place):
/// - two arranged subviews of a stack whose spacing is not negative overlap along its axis, or
///   one reaches beyond the stack along it (a stack never does either in a layout);
/// - a required constraint between two views is broken. Controls and symbol images are not
///   checked: how far their frames lie from their alignment rectangles is not known here.
/// A check is not applied to views the engine finds in a conflict: there the document's
/// constraints cannot all hold, and the stored frames are Apple's choice of which to break, an
/// answer like any other. The views found, and everything inside them, are left out and counted
/// (`StoredView.LeftOut.inconsistent`), each finding listed with its line.
public struct StoredInconsistency: Hashable, Sendable {
    /// What the stored frames break, for a report: "stack FaL-DP-Rl6: arranged subviews …".
    public var description: String
    /// The line of the stack or the constraint.
    public var line: Int
    /// The views whose stored frames are left out: those named and what they hold.
    public var viewIDs: [String]
}

enum StoredConsistency {
    static let tolerance = 3.0
    /// Elements whose frame is not the rectangle constraints place (`alignmentRectInsets`).
    static let alignedByInsets: Set<String> = ["switch", "segmentedControl", "slider", "stepper", "activityIndicatorView",
                                                "progressView", "pageControl"]

    /// The findings in one scene's resolved element tree (`TraitResolution`), against its stored
    /// views; `conflicting`: the document ids of views the engine found in a conflict.
    static func findings(in root: XMLElement, stored: [StoredView], conflicting: Set<String>) -> [StoredInconsistency] {
        var frames = WindowFrames(stored)
        var elements = [root]
        while let element = elements.popLast() {
            elements.append(contentsOf: element.children)
            guard let id = element[attribute: "id"] else { continue }
            if alignedByInsets.contains(element.name) || element.name == "imageView" && element[attribute: "catalog"] == "system" {
                frames.alignedByInsets.insert(id)
            }
        }
        var findings: [StoredInconsistency] = []
        elements = [root]
        while let element = elements.popLast() {
            elements.append(contentsOf: element.children.reversed())
            if element.name == "stackView", let finding = stackFinding(element, frames, conflicting) { findings.append(finding) }
            // A view's `<constraints>`: an item left out is the view that holds them.
            guard let owner = element[attribute: "id"] else { continue }
            for constraints in element.children where constraints.name == "constraints" {
                for constraint in constraints.children where constraint.name == "constraint" {
                    if let finding = constraintFinding(constraint, owner: owner, frames, conflicting) { findings.append(finding) }
                }
            }
        }
        return findings
    }

    /// Arranged subviews that overlap or reach beyond their stack along its axis.
    private static func stackFinding(_ stack: XMLElement, _ frames: WindowFrames, _ conflicting: Set<String>) -> StoredInconsistency? {
        guard let stackID = stack[attribute: "id"], let stackFrame = frames.counted[stackID],
              (stack[attribute: "spacing"].flatMap(Geometry.decimal) ?? 0) >= 0 else { return nil }
        let arranged = (stack.firstChild(named: "subviews")?.children ?? []).compactMap { $0[attribute: "id"] }.filter { frames.counted[$0] != nil }
        guard !conflicting.contains(stackID), !arranged.contains(where: conflicting.contains) else { return nil }
        let vertical = stack[attribute: "axis"] == "vertical"
        func span(_ r: Rect) -> (Double, Double) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        let length = vertical ? stackFrame.height : stackFrame.width
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            let (sa, sb) = (span(frames.counted[a]!), span(frames.counted[b]!))
            guard sa.1 > sa.0, sb.1 > sb.0 else { continue }
            let overlap = sa.1 - sb.0
            if overlap > tolerance {
                return StoredInconsistency(description: "stack \(stackID): arranged subviews \(a) and \(b) overlap by \(Self.points(overlap)) pt along its axis",
                                           line: stack.line, viewIDs: frames.subtree(stackID))
            }
        }
        let start = span(stackFrame).0
        for id in arranged {
            let s = span(frames.counted[id]!)
            let beyond = max(start - s.0, s.1 - start - length)
            if beyond > tolerance {
                return StoredInconsistency(description: "stack \(stackID): arranged subview \(id) reaches \(Self.points(beyond)) pt beyond it along its axis",
                                           line: stack.line, viewIDs: frames.subtree(stackID))
            }
        }
        return nil
    }

    /// A required constraint between two stored views (or a view and a constant) broken by more
    /// than the tolerance in the stored frames. Guides, margins, baselines and scroll views'
    /// content edges are not checked: their places are not stored as frames. Placeholder
    /// constraints count: the design canvas applies them (Docs/InterfaceBuilder.md, "The design
    /// canvas").
    private static func constraintFinding(_ constraint: XMLElement, owner: String, _ frames: WindowFrames,
                                          _ conflicting: Set<String>) -> StoredInconsistency? {
        guard (constraint[attribute: "priority"].flatMap(Geometry.decimal) ?? 1000) >= 1000,
              let firstAttribute = constraint[attribute: "firstAttribute"].flatMap(Attribute.init(rawValue:)) else { return nil }
        let first = constraint[attribute: "firstItem"] ?? owner
        let secondAttributeText = constraint[attribute: "secondAttribute"]
        let second = secondAttributeText == nil ? nil : constraint[attribute: "secondItem"] ?? owner
        let secondAttribute = secondAttributeText.flatMap(Attribute.init(rawValue:))
        if secondAttributeText != nil, secondAttribute == nil { return nil }
        let items = [first] + (second.map { [$0] } ?? [])
        guard items.allSatisfy({ frames.counted[$0] != nil && !frames.scrolling.contains($0) && !frames.alignedByInsets.contains($0)
                                 && !conflicting.contains($0) }) else { return nil }
        // In the coordinates of the items' nearest common ancestor, where a multiplier applies
        // (`centerY == superview.centerY × 1.4` puts a view at 0.7 of its superview's height).
        let ancestor = second.flatMap { frames.commonAncestor(first, $0) }
        let value = firstAttribute.value(in: frames.rect(first, in: ancestor))
        // An unreadable multiplier stops the import before this runs (`fidelity` lays out first).
        let multiplier = constraint[attribute: "multiplier"].flatMap(Geometry.multiplier) ?? 1
        let constant = constraint[attribute: "constant"].flatMap(Geometry.decimal) ?? 0
        let target = second.map { multiplier * secondAttribute!.value(in: frames.rect($0, in: ancestor)) + constant } ?? constant
        let broken: Double = switch constraint[attribute: "relation"] {
        case "greaterThanOrEqual": max(0, target - value)
        case "lessThanOrEqual": max(0, value - target)
        default: abs(value - target)
        }
        guard broken > tolerance else { return nil }
        // Both items, but neither's ancestor: a view pinned inside its superview is the one whose
        // frame went stale, more likely than the superview holding the rest.
        let named = items.filter { item in !items.contains { $0 != item && frames.isInside($0, item) } && !frames.isRoot(item) }
        guard !named.isEmpty else { return nil }
        let text = "\(first).\(firstAttribute.rawValue) \(Self.relation(constraint[attribute: "relation"])) "
            + (second.map { "\($0).\(secondAttribute!.rawValue)" + (multiplier != 1 ? " × \(Self.points(multiplier))" : "") + (constant != 0 ? " \(constant < 0 ? "-" : "+") \(Self.points(abs(constant)))" : "") }
               ?? Self.points(constant))
        return StoredInconsistency(description: "constraint \(constraint[attribute: "id"] ?? "") (\(text)) broken by \(Self.points(broken)) pt",
                                   line: constraint.line, viewIDs: named.flatMap(frames.subtree))
    }

    /// The attributes whose value a stored frame gives (left to right, as the canvas lays out).
    enum Attribute: String {
        case leading, trailing, left, right, top, bottom, centerX, centerY, width, height

        func value(in r: Rect) -> Double {
            switch self {
            case .leading, .left: r.minX
            case .trailing, .right: r.maxX
            case .top: r.minY
            case .bottom: r.maxY
            case .centerX: r.midX
            case .centerY: r.midY
            case .width: r.width
            case .height: r.height
            }
        }
    }

    static func relation(_ text: String?) -> String { text == "greaterThanOrEqual" ? ">=" : text == "lessThanOrEqual" ? "<=" : "==" }

    static func points(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// Stored frames in the scene's root coordinates, summed up the chain of stored superviews, for
/// the views a report counts (not left out, or the scene's root view) inside views it counts.
private struct WindowFrames {
    var counted: [String: Rect] = [:]
    /// Scroll views: their subviews' frames are in content coordinates.
    var scrolling: Set<String> = []
    /// Views whose frame is not their alignment rectangle (`StoredConsistency.alignedByInsets`).
    var alignedByInsets: Set<String> = []
    private var superviews: [String: String] = [:]
    private var children: [String: [String]] = [:]
    private var roots: Set<String> = []

    init(_ stored: [StoredView]) {
        var window: [String: Rect] = [:]
        for view in stored {
            var frame = view.frame
            if let superview = view.superviewID, let origin = window[superview]?.origin {
                frame.origin = Point(x: frame.minX + origin.x, y: frame.minY + origin.y)
            }
            window[view.id] = frame
            if let superview = view.superviewID {
                superviews[view.id] = superview
                children[superview, default: []].append(view.id)
            } else {
                roots.insert(view.id)
            }
            if ["scrollView", "tableView", "collectionView", "textView"].contains(view.elementName) { scrolling.insert(view.id) }
            // Inside a view left out (misplaced, ambiguous, hidden), a frame rests on one that is
            // no answer: not checked.
            if view.leftOut == nil || view.leftOut == .canvas, view.superviewID.map({ counted[$0] != nil }) ?? true { counted[view.id] = frame }
        }
    }

    func isRoot(_ id: String) -> Bool { roots.contains(id) || superviews[id] == nil }

    /// The view's frame in `ancestor`'s bounds (its own bounds when it is the ancestor); in the
    /// scene's root coordinates when there is none.
    func rect(_ id: String, in ancestor: String?) -> Rect {
        guard let frame = counted[id] else { return .zero }
        guard let ancestor, let origin = counted[ancestor]?.origin else { return frame }
        return Rect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
    }

    /// The nearest view that is `a` or holds it and is `b` or holds it.
    func commonAncestor(_ a: String, _ b: String) -> String? {
        var chain: Set<String> = [a]
        var next = superviews[a]
        while let current = next, chain.count < 4096 { chain.insert(current); next = superviews[current] }
        var candidate: String? = b
        while let current = candidate {
            if chain.contains(current) { return current }
            candidate = superviews[current]
        }
        return nil
    }

    /// Whether `id` is inside `ancestor`.
    func isInside(_ id: String, _ ancestor: String) -> Bool {
        var next = superviews[id]
        var steps = 0
        while let current = next, steps < 4096 {
            if current == ancestor { return true }
            next = superviews[current]
            steps += 1
        }
        return false
    }

    /// The view and every stored view inside it, in document order.
    func subtree(_ id: String) -> [String] {
        var result: [String] = []
        var stack = [id]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (children[next] ?? []).reversed())
        }
        return result
    }
}
