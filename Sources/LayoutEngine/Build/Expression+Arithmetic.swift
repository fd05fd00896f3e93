import Cassowary

// Small linear-expression arithmetic for building constraints. Build-time only: each
// constraint's expression has a handful of terms, so plain arrays are fine here.
extension Expression {
    static func variable(_ v: Variable, _ coefficient: Double = 1) -> Expression {
        Expression([Term(v, coefficient)])
    }

    static func constant(_ c: Double) -> Expression { Expression([], constant: c) }

    static func + (a: Expression, b: Expression) -> Expression {
        var r = a
        r.terms.append(contentsOf: b.terms)
        r.constant += b.constant
        return r
    }

    static func + (a: Expression, c: Double) -> Expression {
        var r = a
        r.constant += c
        return r
    }

    static func * (a: Expression, m: Double) -> Expression {
        Expression(a.terms.map { Term($0.variable, $0.coefficient * m) }, constant: a.constant * m)
    }

    static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }

    /// Terms on the same variable merged (in first-appearance order, so the result is
    /// deterministic) and zero coefficients dropped.
    func simplified() -> Expression {
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        for term in terms {
            if let i = out.firstIndex(where: { $0.variable == term.variable }) {
                out[i].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return Expression(out, constant: constant)
    }
}
