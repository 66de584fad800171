/// The solver's input: linear constraints over numbered variables, with no UIKit in sight.
/// `AutoLayout/System/` turns views, guides and `LayoutConstraint`s into one of these.
struct LinearSystem: Equatable {
    struct Term: Equatable {
        var variable: Int32
        var coefficient: Double
    }

    /// `Σ coefficient × variable + constant  (== | <= | >=)  0`, met at `priority` (1000: required).
    struct Constraint: Equatable {
        var terms: ArraySlice<Term>
        var constant: Double
        var relation: LayoutConstraint.Relation
        var priority: Double

        init(terms: some Sequence<Term>, constant: Double, relation: LayoutConstraint.Relation, priority: Double) {
            self.init(terms: ArraySlice(terms), constant: constant, relation: relation, priority: priority)
        }

        /// A constraint read in place from a system's flat terms (the generic initialiser would
        /// copy them into a new buffer: one allocation per constraint the solver adds).
        init(terms: ArraySlice<Term>, constant: Double, relation: LayoutConstraint.Relation, priority: Double) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }

        var isRequired: Bool { priority >= 1000 }
    }

    var variableCount: Int = 0
    /// The value a variable takes when the constraints leave it free (ambiguous): the frame the
    /// model gave, so a free view stays where it was written rather than jumping to 0.
    var initialValues: [Double] = []
    // The constraints, stored flat (one array of terms, each constraint a range of it): a screen
    // of 100,000 constraints is a handful of allocations, not 100,000.
    private(set) var terms: [Term] = []
    private(set) var starts: [Int] = [0]
    private(set) var constants: [Double] = []
    private(set) var relations: [LayoutConstraint.Relation] = []
    private(set) var priorities: [Double] = []

    var count: Int { constants.count }
    var termCount: Int { terms.count }

    mutating func reserve(constraints: Int, terms count: Int) {
        terms.reserveCapacity(count)
        starts.reserveCapacity(constraints + 1)
        constants.reserveCapacity(constraints)
        relations.reserveCapacity(constraints)
        priorities.reserveCapacity(constraints)
    }

    subscript(i: Int) -> Constraint {
        Constraint(terms: terms[starts[i]..<starts[i + 1]], constant: constants[i], relation: relations[i], priority: priorities[i])
    }

    func terms(of i: Int) -> ArraySlice<Term> { terms[starts[i]..<starts[i + 1]] }
    func isRequired(_ i: Int) -> Bool { priorities[i] >= 1000 }

    mutating func append(terms t: some Collection<Term>, constant: Double, relation: LayoutConstraint.Relation, priority: Double) {
        terms.append(contentsOf: t)
        starts.append(terms.count)
        constants.append(constant)
        relations.append(relation)
        priorities.append(priority)
    }

    mutating func append(_ c: Constraint) { append(terms: c.terms, constant: c.constant, relation: c.relation, priority: c.priority) }

    /// All constraints as values (tests and diagnostics; the solver reads them in place).
    var constraints: [Constraint] {
        get { (0..<count).map { self[$0] } }
        set {
            terms = []; starts = [0]; constants = []; relations = []; priorities = []
            for c in newValue { append(c) }
        }
    }

    mutating func addVariable(initialValue: Double) -> Int32 {
        variableCount += 1
        initialValues.append(initialValue)
        return Int32(variableCount - 1)
    }
}

/// What the solver found.
struct LinearSolution {
    /// A required constraint that could not hold with the ones added before it, and therefore
    /// was left out (UIKit's "Will attempt to recover by breaking constraint").
    struct Conflict: Equatable {
        /// Index of the broken constraint in `LinearSystem.constraints`.
        var broken: Int
        /// A smallest set of required constraints, `broken` included, that cannot all hold
        /// (ascending indices). When the set is too large to narrow, `complete` is false.
        var conflicting: [Int]
        var complete: Bool = true
    }

    var values: [Double]
    /// True where another value would satisfy every constraint as well, tier by tier.
    var isAmbiguous: [Bool]
    var conflicts: [Conflict]
    /// Components the simplex gave up on after its pivot limit (should never happen; reported).
    var unconvergedComponents: Int = 0
}
