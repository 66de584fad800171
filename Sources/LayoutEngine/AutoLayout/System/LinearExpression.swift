/// A linear expression over solver variables, for building constraints from attributes.
struct LinearExpression {
    var terms: [LinearSystem.Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(variable: Int32, coefficient: Double = 1) {
        terms = [.init(variable: variable, coefficient: coefficient)]
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        r.terms += b.terms
        r.constant += b.constant
        return r
    }

    static func + (a: LinearExpression, b: Double) -> LinearExpression {
        var r = a
        r.constant += b
        return r
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }

    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        for i in r.terms.indices { r.terms[i].coefficient *= k }
        r.constant *= k
        return r
    }

    /// Terms of the same variable merged, zero terms dropped, in variable order (so two builds
    /// of the same system compare equal).
    var normalized: LinearExpression {
        guard terms.count > 1 else { return terms.first.map { $0.coefficient == 0 ? LinearExpression(constant: constant) : self } ?? self }
        var r = LinearExpression(constant: constant)
        for t in terms.sorted(by: { $0.variable < $1.variable }) {
            if let last = r.terms.last, last.variable == t.variable {
                r.terms[r.terms.count - 1].coefficient += t.coefficient
            } else {
                r.terms.append(t)
            }
        }
        r.terms.removeAll { $0.coefficient == 0 }
        return r
    }
}

/// An item's rectangle as expressions: `x`, `y` in some view's coordinates, and its size.
struct RectExpression {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
}
