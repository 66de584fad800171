import LayoutEngine

/// libFuzzer's entry: any bytes, as UTF-8, are parsed as a constraint string; a constraint that
/// parses must print as a string that parses to the same constraint.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let constraint = try? LayoutConstraint(text) else { return 0 }
    let again = try! LayoutConstraint(constraint.description)
    precondition(again.first == constraint.first && again.second == constraint.second && again.relation == constraint.relation,
                 "\(text) → \(constraint.description) → \(again.description)")
    precondition(again.multiplier == constraint.multiplier || (again.multiplier - constraint.multiplier).magnitude <= 1e-9 * constraint.multiplier.magnitude,
                 "multiplier: \(text) → \(constraint.description) → \(again.description)")
    return 0
}
