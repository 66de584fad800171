/// Variables a required equality fixes on its own are solved before the simplex: a root view's
/// encapsulated frame, `box.width == 375`, then `box.leading == root.leading` once the root is
/// known, a subview pinned to its superview's top (`minY == 0` in the superview's coordinates),
/// and so on down the hierarchy. UI systems are full of them (solver-cases.md §4), and each one
/// left in links parts that are otherwise independent: every row of a grid meets the others
/// only through the container's fixed edges. Eliminated, they fall into parts of their own and
/// the tableau's rows stay short.
///
/// Exactness of UIKit's order is kept: one pass over the constraints in the order they are
/// added (required ones by index) fixes `v` with constraint `i` only when no earlier required
/// constraint holds `v`. Such a constraint can never be the one broken (its variable was free),
/// and every later constraint meets the same feasible set as if it were in the tableau, so the
/// constraints broken are the ones the plain order breaks. A second equality fixing the same
/// variable stays in, with the value substituted: a constant check.
struct Presolve {
    /// The system with every fixed variable replaced by its value: same constraints, same
    /// indices; a fixing constraint is left with no terms and a constant of 0.
    private(set) var system = LinearSystem()
    /// Per variable, the constraint that fixes it, or -1.
    private(set) var fixer: [Int] = []
    /// Per variable, its value when fixed.
    private(set) var fixedValue: [Double] = []
    private(set) var fixedCount = 0

    init(_ original: LinearSystem) {
        let n = original.variableCount
        var fixer = [Int](repeating: -1, count: n)
        var fixedValue = [Double](repeating: 0, count: n)
        var fixedCount = 0
        defer {
            self.fixer = fixer
            self.fixedValue = fixedValue
            self.fixedCount = fixedCount
        }
        var seen = [Bool](repeating: false, count: n)
        for i in 0..<original.count where original.isRequired(i) {
            let terms = original.termIndices(of: i)
            if original.relations[i] == .equal {
                var free: Int32 = -1, coefficient = 0.0, distinct = 0
                var constant = original.constants[i]
                for k in terms {
                    let t = original.terms[k]
                    let v = Int(t.variable)
                    if fixer[v] >= 0 {
                        constant += t.coefficient * fixedValue[v]
                    } else if t.variable == free {
                        coefficient += t.coefficient
                    } else {
                        free = t.variable
                        coefficient = t.coefficient
                        distinct += 1
                    }
                }
                if distinct == 1, !seen[Int(free)], abs(coefficient) >= Row.epsilon {
                    fixer[Int(free)] = i
                    fixedValue[Int(free)] = -constant / coefficient
                    fixedCount += 1
                }
            }
            for k in terms { seen[Int(original.terms[k].variable)] = true }
        }
        guard fixedCount > 0 else { system = original; return }

        var reduced = LinearSystem()
        reduced.variableCount = original.variableCount
        reduced.initialValues = original.initialValues
        reduced.reserve(constraints: original.count, terms: original.termCount)
        var kept: [LinearSystem.Term] = []
        for i in 0..<original.count {
            kept.removeAll(keepingCapacity: true)
            var constant = original.constants[i]
            var fixesOne = false
            for k in original.termIndices(of: i) {
                let t = original.terms[k]
                let v = Int(t.variable)
                if fixer[v] >= 0 { constant += t.coefficient * fixedValue[v] } else { kept.append(t) }
                if fixer[v] == i { fixesOne = true }
            }
            // A fixing constraint holds by construction: 0, not a rounding residue that a
            // constant check could read as a conflict.
            if kept.isEmpty, fixesOne { constant = 0 }
            reduced.append(terms: kept, constant: constant, relation: original.relations[i], priority: original.priorities[i])
        }
        system = reduced
    }

    /// The fixing constraints the given constraints rest on, through the fixers' own fixed
    /// variables: the candidates a conflict's explanation needs besides the tableau's.
    func fixers(under constraints: some Sequence<Int>, in original: LinearSystem) -> [Int] {
        guard fixedCount > 0 else { return [] }
        var result: [Int] = []
        var listed = Set<Int>()
        var queue: [Int] = Array(constraints)
        while let c = queue.popLast() {
            for k in original.termIndices(of: c) {
                let f = fixer[Int(original.terms[k].variable)]
                if f >= 0, f != c, listed.insert(f).inserted {
                    result.append(f)
                    queue.append(f)
                }
            }
        }
        return result.sorted()
    }
}
