/// Solves parts of one system, one after another, with one tableau and scratch kept between
/// them (thousands of small parts in a screen of cells allocate almost nothing). A system's
/// parts are independent, so `LinearSolver` runs one worker per core over a shared queue; each
/// worker writes its own copy of the values, and the solver takes each part's values from the
/// worker that solved it. Which worker solves a part never changes its result: a part's solve
/// reads only that part (and a cached solution is bit for bit a new solve's, `ComponentCache`).
struct PartWorker {
    /// What a part leaves besides its values: set only for a part with a broken constraint or a
    /// pivot-limit stop, which the solver reports afterwards in part order.
    struct Outcome {
        var part: Int
        /// Required constraints added to the tableau (the candidates of a conflict's explanation).
        var added: [Int]
        var broken: [Int]
        var gaveUp: Bool
    }

    private(set) var values: [Double]
    private(set) var ambiguous: [Bool]
    private(set) var outcomes: [Outcome] = []
    /// The parts this worker solved (or took from the cache), in the order it took them.
    private(set) var solvedParts: [Int] = []
    private var tableau = Tableau()
    private var order = AdditionOrder()
    private var key = ComponentKey()
    private var added: [Int] = []
    private var broken: [Int] = []

    init(_ system: LinearSystem) {
        values = system.initialValues
        ambiguous = [Bool](repeating: true, count: system.variableCount)
    }

    mutating func solve(part g: Int, of components: Components, in system: LinearSystem, cache: ComponentCache, reuse: Bool) {
        solvedParts.append(g)
        order.fill(components.constraints(of: g), in: system)
        if reuse {
            key.make(order, in: system)
            if let entry = cache.entry(for: key.key) {
                for (local, v) in key.variables.enumerated() {
                    values[Int(v)] = entry.values[local]
                    ambiguous[Int(v)] = entry.isAmbiguous[local]
                }
                return
            }
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
        tableau.readResults(of: components.variables(of: g), fallback: { system.initialValues[Int($0)] }, values: &values, ambiguous: &ambiguous)
        if !broken.isEmpty || tableau.gaveUp {
            outcomes.append(.init(part: g, added: added, broken: broken, gaveUp: tableau.gaveUp))
        } else if reuse {
            cache.store(.init(values: key.variables.map { values[Int($0)] }, isAmbiguous: key.variables.map { ambiguous[Int($0)] }), for: key.key)
        }
    }
}
