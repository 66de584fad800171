/// Numbers in constraint descriptions: integers without a decimal point, others to 1e-6.
enum NumberText {
    static func format(_ x: Double) -> String {
        let r = (x * 1e6).rounded() / 1e6
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return "\(r)"
    }
}
