/// The relation between a constraint's expression and 0.
public enum RelationalOperator: Sendable {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}

/// `expression OP 0` at a strength. A value: adding it to a solver copies it, and the
/// solver names its copy by the `ConstraintHandle` that `Solver.add` returns.
public struct Constraint: Sendable {
    /// The left side; the right side is always 0.
    public var expression: Expression
    /// `<=`, `==` or `>=`.
    public var op: RelationalOperator
    /// Required, or optional with a weight and a level.
    public var strength: Strength
    /// `expression OP 0`, required unless a strength is given.
    public init(_ expression: Expression, _ op: RelationalOperator, _ strength: Strength = .required) {
        self.expression = expression
        self.op = op
        self.strength = strength
    }
}
