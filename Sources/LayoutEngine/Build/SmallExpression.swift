import Cassowary

/// A linear expression of at most two terms, held inline: the edges, centers and lengths
/// of one rectangle, which the builders make by the thousand and consume at once. Its
/// arithmetic does the same floating-point operations in the same order as `Expression`'s,
/// so a constraint built from it equals the one `Expression` arithmetic would give, bit
/// for bit (answers must not change with how they were built).
struct SmallExpression: Sendable {
    /// The terms in order: `second` only with `first`.
    private var first: Term?
    private var second: Term?
    var constant: Double

    /// `variable + 0`.
    init(_ variable: Variable) {
        first = Term(variable)
        constant = 0
    }

    /// A bare constant (an expression without terms).
    init(constant: Double) {
        self.constant = constant
    }

    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 }

    static func + (a: SmallExpression, c: Double) -> SmallExpression {
        var r = a
        r.constant += c
        return r
    }

    /// Both terms lists joined; together they must hold at most two terms.
    static func + (a: SmallExpression, b: SmallExpression) -> SmallExpression {
        precondition(a.count + b.count <= 2, "a SmallExpression holds two terms")
        var r = a
        if r.first == nil {
            r.first = b.first
            r.second = b.second
        } else if let t = b.first {
            r.second = t
        }
        r.constant += b.constant
        return r
    }

    static func * (a: SmallExpression, m: Double) -> SmallExpression {
        var r = a
        r.first?.coefficient *= m
        r.second?.coefficient *= m
        r.constant = a.constant * m
        return r
    }

    /// The same expression as an `Expression`.
    var expression: Expression {
        var terms = Terms()
        if let first { terms.append(first) }
        if let second { terms.append(second) }
        return Expression(terms: terms, constant: constant)
    }

    /// A bare constant.
    static func constant(_ c: Double) -> SmallExpression { SmallExpression(constant: c) }

    /// The left side of `a REL b * multiplier + constant`: `(a - b * multiplier +
    /// -constant).simplified()` as `Expression` arithmetic computes it, built straight into
    /// the constraint's inline terms (an array only past four). With `origin`, both sides are measured from it
    /// (a position in its nearest common ancestor's space): `((a - origin) - (b - origin) *
    /// multiplier + -constant).simplified()`, the origin's terms where that order puts them.
    static func difference(_ a: SmallExpression, _ b: SmallExpression, times multiplier: Double = 1,
                           plus constant: Double = 0, origin: Variable? = nil) -> Expression {
        var terms = Terms()
        func merge(_ t: Term) {
            if let i = terms.firstIndex(of: t.variable) {
                terms[i].coefficient += t.coefficient
            } else {
                terms.append(t)
            }
        }
        if let t = a.first { merge(t) }
        if let t = a.second { merge(t) }
        if let origin { merge(Term(origin, -1)) }
        if let t = b.first { merge(Term(t.variable, t.coefficient * multiplier * -1)) }
        if let t = b.second { merge(Term(t.variable, t.coefficient * multiplier * -1)) }
        if let origin { merge(Term(origin, -1 * multiplier * -1)) }
        terms.removeZeroCoefficients()
        // Subtracting the origin adds -0 to each side's constant, which changes no value.
        return Expression(terms: terms, constant: a.constant + b.constant * multiplier * -1 + -constant)
    }
}
