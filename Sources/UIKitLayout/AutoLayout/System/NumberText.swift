/// Numbers in constraint descriptions: integers without a decimal point, others to 1e-6, and
/// never in exponent form, which the constraint grammar does not read (a constant of 0.00007
/// printed as `7e-05`: found by fuzzing, Fuzz/Regressions/FuzzConstraintParser).
package enum NumberText {
    package static func format(_ x: Double) -> String {
        let r = (x * 1e6).rounded() / 1e6
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        let text = "\(r)"
        guard text.contains("e") else { return text }
        // Swift writes |r| < 1e-4 and |r| ≥ 1e16 with an exponent: spell the digits out. Here
        // |r| < 1e15 is not an integer (so it has micro-units below 1e15) or is ≥ 1e15.
        if abs(r) < 1 {
            let micros = Int((abs(r) * 1e6).rounded())
            var digits = String(micros)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return (r < 0 ? "-0." : "0.") + digits
        }
        // An integral value too large for `Int` text above 1e15: its digits from the double.
        var integral = abs(r).rounded(.towardZero), digits = ""
        while integral >= 1 {
            let digit = integral.truncatingRemainder(dividingBy: 10)
            digits = String(Int(digit)) + digits
            integral = (integral / 10).rounded(.towardZero)
        }
        return (r < 0 ? "-" : "") + (digits.isEmpty ? "0" : digits)
    }
}
