/// Solves a `LinearSystem` the way UIKit's engine is specified (solver-cases.md §1–2): required
/// constraints hold or are broken with a diagnostic, optional ones are met tier by tier, and
/// variables the constraints leave free are reported rather than read as 0.
///
/// UI systems split into independent parts (a cell's label never meets another cell's), so the
/// variables are first grouped into connected components and each is solved on its own: the
/// cost grows with the largest part, not with the screen (solver-cases.md §4). A part met before
/// (same canonical form: `ComponentCache`) takes the stored solution instead of a new solve.
struct LinearSolver {
    /// Shared by the solves that pass it (the layout passes of one computation, or every
    /// computation of a device matrix); a solver of its own otherwise.
    var cache = ComponentCache()

    func solve(_ original: LinearSystem) -> LinearSolution {
        let reuse = !LayoutEngine.solvesEveryPart
        let presolve = Presolve(original)
        let system = presolve.system
        var values = system.initialValues
        var ambiguous = [Bool](repeating: true, count: system.variableCount)
        var conflicts: [LinearSolution.Conflict] = []
        var unconverged = 0
        var tableau = Tableau()
        var explained = 0

        let components = Components(system)
        // Constraints with no variable left: a required one that does not hold is broken, in
        // conflict with the constraints that fixed its variables (none: two fixed frames).
        for index in components.constantConstraints {
            if system.isRequired(index) && !Self.holds(system.constants[index], system.relations[index]) {
                conflicts.append(explain(index, candidates: presolve.fixers(under: [index], in: original), in: original, count: &explained))
            }
        }
        var added: [Int] = []
        var broken: [Int] = []
        var order = AdditionOrder()
        var key = ComponentKey()
        for g in 0..<components.count {
            // A variable no constraint holds (or one the presolve fixed): nothing to solve.
            guard !components.constraints(of: g).isEmpty else { continue }
            order.fill(components.constraints(of: g), in: system)
            if reuse { key.make(order, in: system) }
            if reuse, let entry = cache.entry(for: key.words) {
                for (local, v) in key.variables.enumerated() {
                    values[Int(v)] = entry.values[local]
                    ambiguous[Int(v)] = entry.isAmbiguous[local]
                }
                continue
            }
            tableau.reset(variableCount: system.variableCount, tierCount: order.tiers.count)
            added.removeAll(keepingCapacity: true)
            broken.removeAll(keepingCapacity: true)
            // Each tier is optimised as soon as its constraints are in, before lower ones add
            // rows: the pivots of a high tier then touch fewer, shorter rows. Lower constraints
            // added later cannot undo a higher optimum (they bring new symbols the higher
            // objectives do not hold, and the entering rule keeps those optima).
            var current = -1
            for (index, tier) in zip(order.indices, order.tierOfIndex) {
                if tier != current { tableau.optimize(); current = tier }
                if tableau.add(system[index], tier: max(tier, 0)) {
                    if tier < 0 { added.append(index) }
                } else {
                    broken.append(index)
                }
            }
            tableau.optimize()
            if tableau.gaveUp { unconverged += 1 }
            tableau.readResults(of: components.variables(of: g), fallback: { system.initialValues[Int($0)] }, values: &values, ambiguous: &ambiguous)
            if reuse, broken.isEmpty, !tableau.gaveUp {
                cache.store(.init(values: key.variables.map { values[Int($0)] }, isAmbiguous: key.variables.map { ambiguous[Int($0)] }), for: key.words)
            } else if !broken.isEmpty {
                let candidates = (added + presolve.fixers(under: added + broken, in: original)).sorted()
                for index in broken { conflicts.append(explain(index, candidates: candidates, in: original, count: &explained)) }
            }
        }
        if presolve.fixedCount > 0 {
            for v in 0..<system.variableCount where presolve.fixer[v] >= 0 {
                values[v] = presolve.fixedValue[v]
                ambiguous[v] = false
            }
        }
        conflicts.sort { $0.broken < $1.broken }
        return LinearSolution(values: values, isAmbiguous: ambiguous, conflicts: conflicts, unconvergedComponents: unconverged)
    }

    /// Conflicts explained per solve; a model with more has bigger problems than their list.
    static let explanationLimit = 64

    /// Explaining costs a deletion filter each; past the limit, only the broken one is named.
    private func explain(_ index: Int, candidates: [Int], in system: LinearSystem, count: inout Int) -> LinearSolution.Conflict {
        guard count < Self.explanationLimit else { return .init(broken: index, conflicting: [index], complete: false) }
        count += 1
        return ConflictExplainer.explain(index, candidates: candidates, in: system)
    }

    static func holds(_ value: Double, _ relation: LayoutConstraint.Relation) -> Bool {
        switch relation {
        case .equal: abs(value) < Row.epsilon
        case .lessThanOrEqual: value < Row.epsilon
        case .greaterThanOrEqual: value > -Row.epsilon
        }
    }
}

/// The order a component's constraints are added in: required ones first, in the order given
/// (so the one broken in a conflict is the latest: generated constraints come before the user's,
/// as UIKit breaks the user's); then optional ones from the highest priority down. `tiers`
/// lists the optional priorities present, highest first; `tierOfIndex` gives each entry's
/// tier, -1 for required. Filled again per component, keeping its storage.
struct AdditionOrder {
    private(set) var indices: [Int] = []
    private(set) var tierOfIndex: [Int] = []
    private(set) var tiers: [Double] = []
    private var optional: [Int] = []

    mutating func fill(_ constraints: ArraySlice<Int>, in system: LinearSystem) {
        indices.removeAll(keepingCapacity: true)
        tierOfIndex.removeAll(keepingCapacity: true)
        tiers.removeAll(keepingCapacity: true)
        optional.removeAll(keepingCapacity: true)
        for i in constraints {
            if system.isRequired(i) {
                indices.append(i)
                tierOfIndex.append(-1)
            } else {
                optional.append(i)
            }
        }
        guard !optional.isEmpty else { return }
        optional.sort { a, b in
            let pa = system.priorities[a], pb = system.priorities[b]
            return pa != pb ? pa > pb : a < b
        }
        for i in optional {
            if tiers.last != system.priorities[i] { tiers.append(system.priorities[i]) }
            indices.append(i)
            tierOfIndex.append(tiers.count - 1)
        }
    }
}

/// Connected components of the variables (union–find), each with its constraints, in a
/// deterministic order: by their first variable. Stored flat: component `g`'s variables are
/// `variables[variableStart[g]..<variableStart[g + 1]]`, its constraints likewise.
struct Components {
    private(set) var variables: [Int32] = []
    private(set) var variableStart: [Int] = [0]
    private(set) var constraints: [Int] = []
    private(set) var constraintStart: [Int] = [0]
    private(set) var constantConstraints: [Int] = []

    var count: Int { variableStart.count - 1 }
    func variables(of g: Int) -> ArraySlice<Int32> { variables[variableStart[g]..<variableStart[g + 1]] }
    func constraints(of g: Int) -> ArraySlice<Int> { constraints[constraintStart[g]..<constraintStart[g + 1]] }

    init(_ system: LinearSystem) {
        let n = system.variableCount
        var parent = [Int32](0..<Int32(n))
        func find(_ x: Int32) -> Int32 {
            var x = x
            while parent[Int(x)] != x {
                parent[Int(x)] = parent[Int(parent[Int(x)])]
                x = parent[Int(x)]
            }
            return x
        }
        for i in 0..<system.count {
            let terms = system.terms(of: i)
            guard let first = terms.first else { constantConstraints.append(i); continue }
            for t in terms.dropFirst() {
                let a = find(first.variable), b = find(t.variable)
                if a != b { parent[Int(max(a, b))] = min(a, b) }
            }
        }
        // Number the components by their first variable, then bucket by counting.
        var groupOfRoot = [Int32](repeating: -1, count: n)
        var groupOf = [Int32](repeating: 0, count: n)
        var groups: Int32 = 0
        var variableCounts: [Int] = []
        for v in 0..<n {
            let r = Int(find(Int32(v)))
            if groupOfRoot[r] < 0 { groupOfRoot[r] = groups; groups += 1; variableCounts.append(0) }
            groupOf[v] = groupOfRoot[r]
            variableCounts[Int(groupOf[v])] += 1
        }
        var constraintCounts = [Int](repeating: 0, count: Int(groups))
        for i in 0..<system.count {
            guard let first = system.terms(of: i).first else { continue }
            constraintCounts[Int(groupOf[Int(first.variable)])] += 1
        }
        variableStart.reserveCapacity(Int(groups) + 1)
        constraintStart.reserveCapacity(Int(groups) + 1)
        for g in 0..<Int(groups) {
            variableStart.append(variableStart[g] + variableCounts[g])
            constraintStart.append(constraintStart[g] + constraintCounts[g])
        }
        var nextVariable = Array(variableStart.dropLast()), nextConstraint = Array(constraintStart.dropLast())
        variables = [Int32](repeating: 0, count: n)
        constraints = [Int](repeating: 0, count: constraintStart.last!)
        for v in 0..<n {
            let g = Int(groupOf[v])
            variables[nextVariable[g]] = Int32(v)
            nextVariable[g] += 1
        }
        for i in 0..<system.count {
            guard let first = system.terms(of: i).first else { continue }
            let g = Int(groupOf[Int(first.variable)])
            constraints[nextConstraint[g]] = i
            nextConstraint[g] += 1
        }
    }
}
