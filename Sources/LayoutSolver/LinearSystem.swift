/// The solver's input: linear constraints over numbered variables, with no UIKit in sight.
/// UIKitLayout's `AutoLayout/System/` turns views, guides and `LayoutConstraint`s into one of these.
package struct LinearSystem: Equatable {
    /// How a constraint's expression compares with 0.
    package enum Relation: Sendable, Equatable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    package struct Term: Equatable {
        package var variable: Int32
        package var coefficient: Double

        package init(variable: Int32, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// `Σ coefficient × variable + constant  (== | <= | >=)  0`, met at `priority` (1000: required).
    package struct Constraint: Equatable {
        package var terms: ArraySlice<Term>
        package var constant: Double
        package var relation: LinearSystem.Relation
        package var priority: Double

        package init(terms: some Sequence<Term>, constant: Double, relation: LinearSystem.Relation, priority: Double) {
            self.init(terms: ArraySlice(terms), constant: constant, relation: relation, priority: priority)
        }

        /// A constraint read in place from a system's flat terms (the generic initialiser would
        /// copy them into a new buffer: one allocation per constraint the solver adds).
        package init(terms: ArraySlice<Term>, constant: Double, relation: LinearSystem.Relation, priority: Double) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }

        package var isRequired: Bool { priority >= 1000 }
    }

    package init() {}

    package var variableCount: Int = 0
    /// The value a variable takes when the constraints leave it free (ambiguous): the frame the
    /// model gave, so a free view stays where it was written rather than jumping to 0.
    package var initialValues: [Double] = []
    // The constraints, stored flat (one array of terms, each constraint a range of it): a screen
    // of 100,000 constraints is a handful of allocations, not 100,000.
    private(set) var terms: [Term] = []
    private(set) var starts: [Int] = [0]
    private(set) var constants: [Double] = []
    private(set) var relations: [LinearSystem.Relation] = []
    private(set) var priorities: [Double] = []

    package var count: Int { constants.count }
    package var termCount: Int { terms.count }

    package mutating func reserve(constraints: Int, terms count: Int) {
        terms.reserveCapacity(count)
        starts.reserveCapacity(constraints + 1)
        constants.reserveCapacity(constraints)
        relations.reserveCapacity(constraints)
        priorities.reserveCapacity(constraints)
    }

    subscript(i: Int) -> Constraint {
        Constraint(terms: terms[starts[i]..<starts[i + 1]], constant: constants[i], relation: relations[i], priority: priorities[i])
    }

    package func terms(of i: Int) -> ArraySlice<Term> { terms[starts[i]..<starts[i + 1]] }

    /// Where constraint `i`'s terms are in the flat `terms`. The solver's loops index them
    /// (`for k in termIndices(of: i) { … terms[k] … }`): a debug build (every test's) walks the
    /// `ArraySlice` of `terms(of:)` four to seven times slower (Docs/performance.md, "Debug builds").
    func termIndices(of i: Int) -> Range<Int> { starts[i]..<starts[i + 1] }

    /// Per variable, how many constraints name it (a constraint's terms name each variable once
    /// when its builder merges them, as UIKitLayout's does).
    package func constraintCounts() -> [Int] {
        var counts = [Int](repeating: 0, count: variableCount)
        for t in terms.indices { counts[Int(terms[t].variable)] += 1 }
        return counts
    }
    package func isRequired(_ i: Int) -> Bool { priorities[i] >= 1000 }

    // Two concrete entry points, each copying its terms one by one: LayoutEngine calls this
    // once per constraint from another module, and a debug build (every test's) runs generic
    // code unspecialised (`append(contentsOf:)`'s generic body: 0.9 % of a 3,000-view
    // computation optimised, more in debug).
    package mutating func append(terms t: [Term], constant: Double, relation: LinearSystem.Relation, priority: Double) {
        for k in 0..<t.count { terms.append(t[k]) }
        endConstraint(constant: constant, relation: relation, priority: priority)
    }

    package mutating func append(terms t: ArraySlice<Term>, constant: Double, relation: LinearSystem.Relation, priority: Double) {
        for k in t.indices { terms.append(t[k]) }
        endConstraint(constant: constant, relation: relation, priority: priority)
    }

    private mutating func endConstraint(constant: Double, relation: LinearSystem.Relation, priority: Double) {
        starts.append(terms.count)
        constants.append(constant)
        relations.append(relation)
        priorities.append(priority)
    }

    package mutating func append(_ c: Constraint) { append(terms: c.terms, constant: c.constant, relation: c.relation, priority: c.priority) }

    /// All constraints as values (tests and diagnostics; the solver reads them in place).
    package var constraints: [Constraint] {
        get { (0..<count).map { self[$0] } }
        set {
            terms = []; starts = [0]; constants = []; relations = []; priorities = []
            for c in newValue { append(c) }
        }
    }

    package mutating func addVariable(initialValue: Double) -> Int32 {
        variableCount += 1
        initialValues.append(initialValue)
        return Int32(variableCount - 1)
    }
}

/// What the solver found.
package struct LinearSolution {
    /// A required constraint that could not hold with the ones added before it, and therefore
    /// was left out (UIKit's "Will attempt to recover by breaking constraint").
    package struct Conflict: Equatable {
        /// Index of the broken constraint in `LinearSystem.constraints`.
        package var broken: Int
        /// A smallest set of required constraints, `broken` included, that cannot all hold
        /// (ascending indices). When the set is too large to narrow, `complete` is false.
        package var conflicting: [Int]
        package var complete: Bool = true
    }

    package var values: [Double]
    /// True where another value would satisfy every constraint as well, tier by tier.
    package var isAmbiguous: [Bool]
    package var conflicts: [Conflict]
    /// Components the simplex gave up on after its pivot limit (should never happen; reported).
    package var unconvergedComponents: Int = 0
}
