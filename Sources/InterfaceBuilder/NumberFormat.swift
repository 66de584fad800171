enum NumberFormat {
    /// 17, 20.5: numbers as a person writes them.
    static func points(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
