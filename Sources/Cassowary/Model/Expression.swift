/// A linear expression `sum(terms) + constant`, the left side of a constraint `expression OP 0`.
package struct Expression: Sendable {
    /// The summands; a variable may appear more than once (its coefficients add up).
    package var terms: Terms
    /// Any finite number; a constraint with a non-finite one is refused (`.invalidNumber`).
    package var constant: Double
    /// `sum(terms) + constant`; both default to empty, so `Expression()` is 0.
    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = Terms(terms)
        self.constant = constant
    }

    /// `sum(terms) + constant`, the terms taken as they are.
    package init(terms: Terms, constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}
