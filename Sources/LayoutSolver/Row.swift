/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, sparse.
///
/// UI-shaped systems give short rows (a handful of terms), so two parallel arrays searched
/// linearly beat any map; kiwi keeps sorted vectors for the same reason (solverimpl.h, row.h).
struct Row {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    var constant: Double

    static let epsilon = 1e-8

    init(constant: Double) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// Empty, keeping the storage.
    mutating func clear() {
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        constant = 0
    }

    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var i = 0
        let n = symbols.count
        while i < n {
            if symbols[i] == symbol { return i }
            i += 1
        }
        return nil
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { coefficients[$0] } ?? 0
    }

    /// Adds `coefficient × symbol`; a term that cancels out is removed. Returns true when the
    /// symbol was not in the row before (the caller indexes the column).
    @discardableResult @inline(__always)
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        if let i = index(of: symbol) {
            let sum = coefficients[i] + coefficient
            if abs(sum) < Row.epsilon { removeTerm(at: i) } else { coefficients[i] = sum }
            return false
        }
        guard abs(coefficient) >= Row.epsilon else { return false }
        symbols.append(symbol)
        coefficients.append(coefficient)
        return true
    }

    @inline(__always)
    mutating func removeTerm(at i: Int) {
        symbols.swapAt(i, symbols.count - 1)
        coefficients.swapAt(i, coefficients.count - 1)
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Drops the terms whose coefficient was set to 0, keeping the others' order.
    mutating func removeZeroTerms() {
        removeTerms { _ in false }
    }

    /// Drops the terms whose coefficient is 0 or whose symbol `drop` names, keeping the
    /// others' order.
    @inline(__always)
    mutating func removeTerms(where drop: (Int32) -> Bool) {
        var kept = 0
        for i in symbols.indices where coefficients[i] != 0 && !drop(symbols[i]) {
            symbols[kept] = symbols[i]
            coefficients[kept] = coefficients[i]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
        coefficients.removeLast(coefficients.count - kept)
    }

    mutating func remove(_ symbol: Int32) {
        if let i = index(of: symbol) { removeTerm(at: i) }
    }

    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Rewrites `0 = constant + … + a × symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Int32) {
        guard let i = index(of: symbol) else { return }
        let scale = -1 / coefficients[i]
        removeTerm(at: i)
        constant *= scale
        for j in coefficients.indices { coefficients[j] *= scale }
    }
}
