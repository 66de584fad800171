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
