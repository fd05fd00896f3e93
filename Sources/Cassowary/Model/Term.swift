/// `coefficient × variable`, one summand of an `Expression`.
public struct Term: Sendable {
    /// The variable the term scales.
    public var variable: Variable
    /// Any finite number; a constraint with a non-finite one is refused (`.invalidNumber`).
    public var coefficient: Double
    /// `coefficient × variable`; the coefficient defaults to 1.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
