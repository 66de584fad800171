/// Solves a `LinearSystem` the way UIKit's engine is specified (solver-cases.md §1–2): required
/// constraints hold or are broken with a diagnostic, optional ones are met tier by tier, and
/// variables the constraints leave free are reported rather than read as 0.
///
/// UI systems split into independent parts (a cell's label never meets another cell's), so the
/// variables are first grouped into connected components and each is solved on its own: the
/// cost grows with the largest part, not with the screen (solver-cases.md §4).
struct LinearSolver {
    private let tableau = Tableau()

    func solve(_ system: LinearSystem) -> LinearSolution {
        var values = system.initialValues
        var ambiguous = [Bool](repeating: true, count: system.variableCount)
        var conflicts: [LinearSolution.Conflict] = []
        var unconverged = 0
        var explained = 0

        let components = Components(system)
        // Constraints with no variable at all: a required one that does not hold is a conflict
        // of its own (it can only come from constants, e.g. two fixed frames).
        for index in components.constantConstraints {
            let c = system.constraints[index]
            if c.isRequired && !Self.holds(c.constant, c.relation) {
                conflicts.append(.init(broken: index, conflicting: [index]))
            }
        }
        for component in components.groups {
            let order = Self.additionOrder(component.constraints, in: system)
            tableau.reset(variableCount: system.variableCount, tierCount: order.tiers.count)
            var added: [Int] = []
            var broken: [Int] = []
            for index in order.indices {
                let c = system.constraints[index]
                if tableau.add(c, tier: c.isRequired ? 0 : order.tiers[c.priority]!) {
                    if c.isRequired { added.append(index) }
                } else {
                    broken.append(index)
                }
            }
            tableau.optimize()
            if tableau.gaveUp { unconverged += 1 }
            let free = tableau.freeSymbols()
            for v in component.variables {
                ambiguous[Int(v)] = tableau.isAmbiguous(variable: v, free: free)
            }
            for v in component.variables {
                values[Int(v)] = tableau.value(ofVariable: v) { system.initialValues[Int($0)] }
            }
            for index in broken {
                // Explaining costs a deletion filter each; past the limit, only the broken one is named.
                if explained < Self.explanationLimit {
                    conflicts.append(ConflictExplainer.explain(index, candidates: added, in: system))
                    explained += 1
                } else {
                    conflicts.append(.init(broken: index, conflicting: [index], complete: false))
                }
            }
        }
        conflicts.sort { $0.broken < $1.broken }
        return LinearSolution(values: values, isAmbiguous: ambiguous, conflicts: conflicts, unconvergedComponents: unconverged)
    }

    /// Conflicts explained per solve; a model with more has bigger problems than their list.
    static let explanationLimit = 64

    static func holds(_ value: Double, _ relation: LayoutConstraint.Relation) -> Bool {
        switch relation {
        case .equal: abs(value) < Row.epsilon
        case .lessThanOrEqual: value < Row.epsilon
        case .greaterThanOrEqual: value > -Row.epsilon
        }
    }

    /// Required constraints first, in the order given (so the one broken in a conflict is the
    /// latest: generated constraints come before the user's, as UIKit breaks the user's); then
    /// optional ones from the highest priority down. Tiers are numbered per component.
    static func additionOrder(_ indices: [Int], in system: LinearSystem) -> (indices: [Int], tiers: [Double: Int]) {
        var required: [Int] = []
        var optional: [Int] = []
        for i in indices { if system.constraints[i].isRequired { required.append(i) } else { optional.append(i) } }
        optional.sort { a, b in
            let pa = system.constraints[a].priority, pb = system.constraints[b].priority
            return pa != pb ? pa > pb : a < b
        }
        var tiers: [Double: Int] = [:]
        for i in optional where tiers[system.constraints[i].priority] == nil {
            tiers[system.constraints[i].priority] = tiers.count
        }
        return (required + optional, tiers)
    }
}

/// Connected components of the variables (union–find), each with its constraints, in a
/// deterministic order: by their first variable.
struct Components {
    struct Group {
        var variables: [Int32] = []
        var constraints: [Int] = []
    }

    var groups: [Group] = []
    var constantConstraints: [Int] = []

    init(_ system: LinearSystem) {
        var parent = [Int32](0..<Int32(system.variableCount))
        func find(_ x: Int32) -> Int32 {
            var x = x
            while parent[Int(x)] != x {
                parent[Int(x)] = parent[Int(parent[Int(x)])]
                x = parent[Int(x)]
            }
            return x
        }
        for (i, c) in system.constraints.enumerated() {
            guard let first = c.terms.first else { constantConstraints.append(i); continue }
            for t in c.terms.dropFirst() {
                let a = find(first.variable), b = find(t.variable)
                if a != b { parent[Int(max(a, b))] = min(a, b) }
            }
        }
        var groupOfRoot = [Int32](repeating: -1, count: system.variableCount)
        for v in 0..<Int32(system.variableCount) {
            let r = find(v)
            if groupOfRoot[Int(r)] < 0 {
                groupOfRoot[Int(r)] = Int32(groups.count)
                groups.append(Group())
            }
            groups[Int(groupOfRoot[Int(r)])].variables.append(v)
        }
        for (i, c) in system.constraints.enumerated() {
            guard let first = c.terms.first else { continue }
            groups[Int(groupOfRoot[Int(find(first.variable))])].constraints.append(i)
        }
    }
}
