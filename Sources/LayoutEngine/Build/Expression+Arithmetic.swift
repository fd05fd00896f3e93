import Cassowary

// Small linear-expression arithmetic for building constraints. Build-time only: each
// constraint's expression has a handful of terms, held inline (`Terms`).
extension Expression {
    static func variable(_ v: Variable, _ coefficient: Double = 1) -> Expression {
        var terms = Terms()
        terms.append(Term(v, coefficient))
        return Expression(terms: terms)
    }

    static func constant(_ c: Double) -> Expression { Expression(terms: Terms(), constant: c) }

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
        var r = a
        for k in r.terms.indices { r.terms[k].coefficient *= m }
        r.constant = a.constant * m
        return r
    }

    static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }

    /// Terms on the same variable merged (in first-appearance order, so the result is
    /// deterministic) and zero coefficients dropped.
    func simplified() -> Expression {
        var out = Terms()
        out.reserveCapacity(terms.count)
        for k in terms.indices {
            let term = terms[k]
            if let i = out.firstIndex(of: term.variable) {
                out[i].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        out.removeZeroCoefficients()
        return Expression(terms: out, constant: constant)
    }
}
