import FuzzSupport
@preconcurrency import Glibc
import LayoutEngine

/// libFuzzer's entry: the bytes choose a system of constraints between a root view and up to
/// seven subviews (items, attributes, relations, multipliers, constants, priorities), which is
/// laid out on one device. Invariants: every frame is finite, and every required constraint
/// holds (within a pixel) unless the engine reported the system unsatisfiable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var input = ByteReader(UnsafeRawBufferPointer(start: start, count: count))
    let subviewCount = 1 + Int(input.next() % 7)
    var root = View(id: "root")
    root.subviews = (0..<subviewCount).map { i in
        var v = View(id: "v\(i)")
        v.translatesAutoresizingMaskIntoConstraints = false
        if input.next() % 4 == 0 { v.intrinsicContentSize = Size(width: Double(input.next()), height: Double(input.next() % 64)) }
        return v
    }
    let items: [ConstraintItem] = (root.subviews.map(\.id) + ["root"]).map { .view(.view($0)) }
    let positionsX: [LayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
    let positionsY: [LayoutConstraint.Attribute] = [.top, .bottom, .centerY]
    let sizes: [LayoutConstraint.Attribute] = [.width, .height]
    let multipliers = [1.0, 1, 1, 0.5, 2, -1, 0.25, 3, 1.5, 0]
    let priorities: [LayoutPriority] = [.required, .required, .required, 999, 750, 500, 250, 1]
    var constraints: [LayoutConstraint] = []
    for _ in 0..<Int(input.next() % 28) {
        let family = Int(input.next() % 3)
        let attributes = [positionsX, positionsY, sizes][family]
        let first = LayoutConstraint.Anchor(item: items[Int(input.next()) % (items.count - 1)], attribute: attributes[Int(input.next()) % attributes.count])
        let relation: LayoutConstraint.Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int(input.next() % 4)]
        var second: LayoutConstraint.Anchor?
        if !(family == 2 && input.next() % 3 == 0) {
            let secondAttributes = family == 2 ? sizes : attributes
            second = LayoutConstraint.Anchor(item: items[Int(input.next()) % items.count], attribute: secondAttributes[Int(input.next()) % secondAttributes.count])
        }
        let constant = Double(Int8(bitPattern: input.next())) * 4
        var c = LayoutConstraint(first, relation, second, multiplier: second == nil ? 1 : multipliers[Int(input.next()) % multipliers.count],
                                 constant: constant, priority: priorities[Int(input.next()) % priorities.count])
        if c.legalityProblem != nil { c = LayoutConstraint(first, relation, nil, constant: abs(constant)) }
        if c.legalityProblem == nil { constraints.append(c) }
    }
    root.constraints = constraints
    guard let layout = try? LayoutEngine.compute(root, in: FuzzEnvironment.phone) else { return 0 }
    FuzzEnvironment.checkFinite(layout)
    guard !layout.diagnostics.contains(where: { $0.kind == .unsatisfiableConstraints }) else { return 0 }
    // A size the constraints make negative is laid out as 0 (reference decision 1), with a
    // warning: the constraints held in the solution, not in the clamped frame.
    guard !layout.diagnostics.contains(where: { $0.message.contains("is negative; laid out as 0") }) else { return 0 }
    var frames: [String: Rect] = [:]
    for view in layout.views { frames[view.id] = view.id == "root" ? Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height) : view.frame }
    /// A constraint is written in its items' nearest common ancestor's coordinates, where that
    /// ancestor's own edges are at 0 (solver-cases.md §1): for a view and itself, its own bounds.
    func frame(_ item: ConstraintItem, _ c: LayoutConstraint) -> Rect? {
        guard let f = frames[item.description] else { return nil }
        if c.second?.item == c.first.item, item.description != "root" { return Rect(x: 0, y: 0, width: f.width, height: f.height) }
        return f
    }
    let tolerance = 1 / FuzzEnvironment.phone.device.scale.value + 1e-6
    for c in constraints where c.priority == .required {
        guard let a = frame(c.first.item, c).flatMap({ value(c.first.attribute, $0) }) else { continue }
        let b = c.second.map { second in frame(second.item, c).flatMap { value(second.attribute, $0) } ?? .nan } ?? 0
        let rhs = c.multiplier * b + c.constant
        let holds = switch c.relation {
        case .equal: abs(a - rhs) <= tolerance * max(1, abs(c.multiplier))
        case .lessThanOrEqual: a <= rhs + tolerance * max(1, abs(c.multiplier))
        case .greaterThanOrEqual: a >= rhs - tolerance * max(1, abs(c.multiplier))
        }
        if !holds {
            // Written to stderr (unbuffered) before stopping: an optimised build drops a precondition's message.
            fputs("""
                required \(c) does not hold: \(a) vs \(rhs), and no conflict was reported
                constraints: \(constraints.map(\.description))
                frames: \(frames.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })
                diagnostics: \(layout.diagnostics.map(\.description))

                """, Glibc.stderr)
            fatalError("invariant broken")
        }
    }
    return 0
}

/// An attribute's value from a frame (left-to-right, so leading is left).
func value(_ attribute: LayoutConstraint.Attribute, _ f: Rect) -> Double? {
    switch attribute {
    case .left, .leading: return f.minX
    case .right, .trailing: return f.maxX
    case .top: return f.minY
    case .bottom: return f.maxY
    case .width: return f.width
    case .height: return f.height
    case .centerX: return f.midX
    case .centerY: return f.midY
    case .firstBaseline, .lastBaseline: return nil
    }
}

/// The fuzzer's bytes, one at a time; zeros after the end.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var position = 0
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
    mutating func next() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }
}
