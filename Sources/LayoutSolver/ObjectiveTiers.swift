/// The objective: one row per priority tier, dense over the tableau's symbols (a big part has
/// thousands of error symbols in its objective, and every pivot substitutes into it), with, per
/// tier, a heap of the symbols whose reduced cost went negative: the entering symbol is found
/// without scanning the row. Heaps are lazy: an entry is checked when it comes up.
struct ObjectiveTiers {
    private(set) var coefficients: [[Double]] = []
    private var candidates: [MinHeap] = []
    private var symbolCount = 0

    var tierCount: Int { coefficients.count }

    mutating func reset(tiers: Int) {
        if coefficients.count > tiers { coefficients.removeLast(coefficients.count - tiers); candidates.removeLast(candidates.count - tiers) }
        for t in coefficients.indices { coefficients[t].removeAll(keepingCapacity: true); candidates[t].removeAll() }
        while coefficients.count < tiers { coefficients.append([]); candidates.append(MinHeap()) }
        symbolCount = 0
    }

    mutating func addSymbol() {
        symbolCount += 1
        for t in coefficients.indices { coefficients[t].append(0) }
    }

    mutating func truncate(symbols n: Int) {
        symbolCount = n
        for t in coefficients.indices { coefficients[t].removeSubrange(n...) }
    }

    @inline(__always)
    func coefficient(_ t: Int, _ s: Int32) -> Double { coefficients[t][Int(s)] }

    /// Whether the symbol costs something in a tier above `t`: then it may not enter in tier `t`
    /// or below, and once those tiers are optimal it never will (`Tableau.dropSettled`).
    @inline(__always)
    func costsAbove(_ t: Int, _ s: Int32) -> Bool {
        for u in 0..<t where abs(coefficients[u][Int(s)]) > Row.epsilon { return true }
        return false
    }

    /// Whether the symbol costs something in some tier.
    func isCostly(_ s: Int) -> Bool {
        for t in coefficients.indices where abs(coefficients[t][s]) > Row.epsilon { return true }
        return false
    }

    mutating func add(_ t: Int, _ s: Int32, _ value: Double) {
        let v = coefficients[t][Int(s)] + value
        coefficients[t][Int(s)] = abs(v) < Row.epsilon ? 0 : v
        if v < -Row.epsilon { candidates[t].push(s) }
    }

    /// Replaces `symbol` by its row `definition` in every tier.
    mutating func substitute(_ symbol: Int32, _ definition: Row) {
        for t in coefficients.indices {
            let c = coefficients[t][Int(symbol)]
            guard c != 0 else { continue }
            coefficients[t][Int(symbol)] = 0
            for k in definition.symbols.indices {
                let s = definition.symbols[k]
                let v = coefficients[t][Int(s)] + c * definition.coefficients[k]
                coefficients[t][Int(s)] = abs(v) < Row.epsilon ? 0 : v
                // A change in any tier can make a symbol eligible in a lower one.
                for u in coefficients.indices where coefficients[u][Int(s)] < -Row.epsilon { candidates[u].push(s) }
            }
        }
    }

    /// The lowest symbol (Bland's rule) with a negative reduced cost in tier `t` and none in
    /// the tiers above; `allowed` filters kinds.
    mutating func entering(tier t: Int, allowed: (Int32) -> Bool) -> Int32? {
        while let s = candidates[t].min {
            if coefficients[t][Int(s)] < -Row.epsilon && allowed(s) && !costsAbove(t, s) { return s }
            candidates[t].popMin()
        }
        return nil
    }

    /// After an undo: the heaps may miss symbols whose coefficients came back.
    mutating func rebuildCandidates() {
        for t in coefficients.indices {
            candidates[t].removeAll()
            for s in 0..<symbolCount where coefficients[t][s] < -Row.epsilon { candidates[t].push(Int32(s)) }
        }
    }
}

/// A binary min-heap of symbols.
struct MinHeap {
    private var items: [Int32] = []

    var min: Int32? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ x: Int32) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard items[p] > items[i] else { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func popMin() {
        guard !items.isEmpty else { return }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, items[l] < items[m] { m = l }
            if r < items.count, items[r] < items[m] { m = r }
            guard m != i else { break }
            items.swapAt(i, m)
            i = m
        }
    }
}
