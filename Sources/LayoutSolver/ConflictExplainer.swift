/// Names the required constraints a broken one conflicts with: a smallest infeasible subset,
/// found by deletion filtering (drop each candidate in turn; keep it only if the rest become
/// feasible without it). Runs only when a conflict happened, on the broken constraint's
/// component, and narrows large components to the constraints nearest the broken one first.
enum ConflictExplainer {
    /// Deletion filtering costs candidates² additions; beyond this the candidates are the
    /// nearest ones by shared variables.
    static let candidateLimit = 160

    static func explain(_ broken: Int, candidates: [Int], in system: LinearSystem) -> LinearSolution.Conflict {
        var tableau = Tableau()
        var pool = candidates
        if pool.count > candidateLimit { pool = nearest(to: broken, among: pool, in: system) }
        // Narrowing can leave out a member of the conflict: then only the broken one is named.
        guard !isFeasible(pool + [broken], tableau: &tableau, system: system) else {
            return .init(broken: broken, conflicting: [broken], complete: false)
        }
        var kept = pool
        var i = kept.count - 1
        while i >= 0 {
            var without = kept
            without.remove(at: i)
            if !isFeasible(without + [broken], tableau: &tableau, system: system) { kept = without }
            i -= 1
        }
        return .init(broken: broken, conflicting: (kept + [broken]).sorted(), complete: true)
    }

    static func isFeasible(_ indices: [Int], tableau: inout Tableau, system: LinearSystem) -> Bool {
        tableau.reset(variableCount: system.variableCount, tierCount: 0)
        for i in indices where !tableau.add(system[i], tier: 0) { return false }
        return true
    }

    /// Breadth-first over shared variables from the broken constraint.
    static func nearest(to broken: Int, among pool: [Int], in system: LinearSystem) -> [Int] {
        var byVariable: [Int32: [Int]] = [:]
        for i in pool { for t in system.terms(of: i) { byVariable[t.variable, default: []].append(i) } }
        var seenVariables = Set(system.terms(of: broken).map(\.variable))
        var queue = Array(seenVariables).sorted()
        var chosen = Set<Int>()
        var head = 0
        while head < queue.count, chosen.count < candidateLimit {
            for i in byVariable[queue[head]] ?? [] where chosen.count < candidateLimit && chosen.insert(i).inserted {
                for t in system.terms(of: i) where seenVariables.insert(t.variable).inserted { queue.append(t.variable) }
            }
            head += 1
        }
        return pool.filter(chosen.contains)
    }
}
