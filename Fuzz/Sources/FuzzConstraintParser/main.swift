import LayoutEngine

/// libFuzzer's entry: any bytes, as UTF-8, are parsed as a constraint string; a constraint that
/// parses must print as a string that parses to the same constraint, its numbers to the 6
/// decimals `description` prints (as UIKit's log rounds them).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let constraint = try? LayoutConstraint(text) else { return 0 }
    let again = try! LayoutConstraint(constraint.description)
    precondition(again.first == constraint.first && again.second == constraint.second && again.relation == constraint.relation,
                 "\(text) → \(constraint.description) → \(again.description)")
    for (a, b) in [(again.multiplier, constraint.multiplier), (again.constant, constraint.constant), (again.priority.rawValue, constraint.priority.rawValue)] {
        precondition(abs(a - b) <= 5e-7 + 1e-12 * abs(b), "\(text) → \(constraint.description) → \(again.description)")
    }
    return 0
}
