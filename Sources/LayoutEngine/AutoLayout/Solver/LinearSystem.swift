/// The solver's input: linear constraints over numbered variables, with no UIKit in sight.
/// `AutoLayout/System/` turns views, guides and `LayoutConstraint`s into one of these.
struct LinearSystem: Equatable {
    struct Term: Equatable {
        var variable: Int32
        var coefficient: Double
    }

    /// `Σ coefficient × variable + constant  (== | <= | >=)  0`, met at `priority` (1000: required).
    struct Constraint: Equatable {
        var terms: [Term]
        var constant: Double
        var relation: LayoutConstraint.Relation
        var priority: Double

        var isRequired: Bool { priority >= 1000 }
    }

    var variableCount: Int = 0
    var constraints: [Constraint] = []
    /// The value a variable takes when the constraints leave it free (ambiguous): the frame the
    /// model gave, so a free view stays where it was written rather than jumping to 0.
    var initialValues: [Double] = []

    /// The same system up to rounding noise: same shape, numbers within 1e-9 (relative above 1).
    /// The layout passes stop when the system built from a pass is this close to the last one.
    func isEquivalent(to other: LinearSystem) -> Bool {
        @inline(__always) func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        guard variableCount == other.variableCount, constraints.count == other.constraints.count else { return false }
        for (a, b) in zip(constraints, other.constraints) {
            guard a.relation == b.relation, a.priority == b.priority, a.terms.count == b.terms.count, near(a.constant, b.constant) else { return false }
            for (s, t) in zip(a.terms, b.terms) where s.variable != t.variable || !near(s.coefficient, t.coefficient) { return false }
        }
        return true
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
