import Dispatch
import Synchronization

/// Solves a `LinearSystem` the way UIKit's engine is specified (solver-cases.md §1–2): required
/// constraints hold or are broken with a diagnostic, optional ones are met tier by tier, and
/// variables the constraints leave free are reported rather than read as 0.
///
/// UI systems split into independent parts (a cell's label never meets another cell's), so the
/// variables are first grouped into connected components and each is solved on its own: the
/// cost grows with the largest part, not with the screen (solver-cases.md §4). A part met before
/// (same canonical form: `ComponentCache`) takes the stored solution instead of a new solve.
package struct LinearSolver {
    /// Shared by the solves that pass it (the layout passes of one computation, or every
    /// computation of a device matrix); a solver of its own otherwise.
    package var cache = ComponentCache()
    /// Solve every part anew, not taking a stored solution (UIKitLayout's `solvesEveryPart`:
    /// the benchmarks' and tests' switch).
    package var solvesEveryPart = false
    /// Threads the independent parts are solved on (UIKitLayout's `solverThreads`).
    package var threads = ProcessorCount.online

    package init(cache: ComponentCache = ComponentCache(), solvesEveryPart: Bool = false, threads: Int = ProcessorCount.online) {
        self.cache = cache
        self.solvesEveryPart = solvesEveryPart
        self.threads = threads
    }

    package func solve(_ original: LinearSystem) -> LinearSolution {
        let reuse = !solvesEveryPart
        let presolve = Presolve(original)
        let system = presolve.system
        var conflicts: [LinearSolution.Conflict] = []
        var unconverged = 0
        var explained = 0

        let components = Components(system)
        // Constraints with no variable left: a required one that does not hold is broken, in
        // conflict with the constraints that fixed its variables (none: two fixed frames).
        for index in components.constantConstraints {
            if system.isRequired(index) && !Self.holds(system.constants[index], system.relations[index]) {
                conflicts.append(explain(index, candidates: presolve.fixers(under: [index], in: original), in: original, count: &explained))
            }
        }
        // Parts with constraints, largest first (so the biggest starts at once and the small
        // ones fill in around it); a variable no constraint holds, or one the presolve fixed,
        // has nothing to solve.
        var queue = (0..<components.count).filter { !components.constraints(of: $0).isEmpty }
        let workers = Self.workers(partSizes: queue.map { components.constraints(of: $0).count }, threads: threads)
        let results: [PartWorker]
        if workers > 1 {
            queue.sort { components.constraints(of: $0).count > components.constraints(of: $1).count }
            results = Self.solveInParallel(queue, workers: workers, components: components, system: system, cache: cache, reuse: reuse)
        } else {
            var worker = PartWorker(system)
            for g in queue { worker.solve(part: g, of: components, in: system, cache: cache, reuse: reuse) }
            results = [worker]
        }
        // The first worker's values hold its parts' and the initial values elsewhere; every
        // other worker's parts are copied over them. Then the diagnostics, in part order
        // whatever the workers' order (the explanations' limit counts in that order).
        var values = results[0].values, ambiguous = results[0].ambiguous
        var outcomes = results[0].outcomes
        for w in results.indices.dropFirst() {
            for g in results[w].solvedParts {
                for v in components.variables(of: g) {
                    values[Int(v)] = results[w].values[Int(v)]
                    ambiguous[Int(v)] = results[w].ambiguous[Int(v)]
                }
            }
            outcomes += results[w].outcomes
        }
        outcomes.sort { $0.part < $1.part }
        for outcome in outcomes {
            if outcome.gaveUp { unconverged += 1 }
            guard !outcome.broken.isEmpty else { continue }
            let candidates = (outcome.added + presolve.fixers(under: outcome.added + outcome.broken, in: original)).sorted()
            for index in outcome.broken { conflicts.append(explain(index, candidates: candidates, in: original, count: &explained)) }
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

    /// Below this many constraints in parts of `substantialPart` or more, a system is solved on
    /// one thread: starting threads would cost more than the parts (a typical screen has a few
    /// hundred constraints). Thousands of tiny parts (a list of cells) stay on one thread too:
    /// most come from the store, and two threads only contend for it (10,000 independent cells
    /// measured 0.175 s on two threads against 0.157 s on one).
    static let parallelThreshold = 2_000
    static let substantialPart = 64

    /// How many workers solve parts of these sizes: one, or up to `threads` (and no more than
    /// there are parts) when two or more substantial parts hold `parallelThreshold` constraints.
    static func workers(partSizes: [Int], threads: Int) -> Int {
        let substantial = partSizes.filter { $0 >= substantialPart }
        guard substantial.count > 1, substantial.reduce(0, +) >= parallelThreshold else { return 1 }
        return max(1, min(threads, partSizes.count))
    }

    /// `workers` threads take parts from `queue` in turn until it is empty.
    private static func solveInParallel(_ queue: [Int], workers: Int, components: Components, system: LinearSystem, cache: ComponentCache, reuse: Bool) -> [PartWorker] {
        let next = Atomic<Int>(0)
        let slots = WorkerSlots(count: workers)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var worker = PartWorker(system)
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < queue.count else { break }
                worker.solve(part: queue[i], of: components, in: system, cache: cache, reuse: reuse)
            }
            slots.put(worker, at: w)
        }
        return slots.take()
    }

    /// Conflicts explained per solve; a model with more has bigger problems than their list.
    static let explanationLimit = 64

    /// Explaining costs a deletion filter each; past the limit, only the broken one is named.
    private func explain(_ index: Int, candidates: [Int], in system: LinearSystem, count: inout Int) -> LinearSolution.Conflict {
        guard count < Self.explanationLimit else { return .init(broken: index, conflicting: [index], complete: false) }
        count += 1
        return ConflictExplainer.explain(index, candidates: candidates, in: system)
    }

    static func holds(_ value: Double, _ relation: LinearSystem.Relation) -> Bool {
        switch relation {
        case .equal: abs(value) < Row.epsilon
        case .lessThanOrEqual: value < Row.epsilon
        case .greaterThanOrEqual: value > -Row.epsilon
        }
    }
}

/// One slot per worker thread, each written by its own thread only, read after they all joined.
private struct WorkerSlots: @unchecked Sendable {
    private let base: UnsafeMutablePointer<PartWorker?>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    func put(_ worker: PartWorker, at w: Int) { base[w] = worker }

    func take() -> [PartWorker] { (0..<count).map { base[$0]! } }

    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
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
        for k in constraints.indices {
            let i = constraints[k]
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
            let terms = system.termIndices(of: i)
            guard !terms.isEmpty else { constantConstraints.append(i); continue }
            let first = system.terms[terms.lowerBound].variable
            for k in terms.lowerBound + 1 ..< terms.upperBound {
                let a = find(first), b = find(system.terms[k].variable)
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
            let terms = system.termIndices(of: i)
            guard !terms.isEmpty else { continue }
            constraintCounts[Int(groupOf[Int(system.terms[terms.lowerBound].variable)])] += 1
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
            let terms = system.termIndices(of: i)
            guard !terms.isEmpty else { continue }
            let g = Int(groupOf[Int(system.terms[terms.lowerBound].variable)])
            constraints[nextConstraint[g]] = i
            nextConstraint[g] += 1
        }
    }
}
