/// `coefficient × variable`, one summand of an `Expression`.
package struct Term: Sendable {
    /// The variable the term scales.
    package var variable: Variable
    /// Any finite number; a constraint with a non-finite one is refused (`.invalidNumber`).
    package var coefficient: Double
    /// `coefficient × variable`; the coefficient defaults to 1.
    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
