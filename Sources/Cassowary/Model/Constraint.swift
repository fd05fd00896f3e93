/// `expression OP 0` at a strength. A value: adding it to a solver copies it, and the
/// solver names its copy by the `ConstraintHandle` that `Solver.add` returns.
package struct Constraint: Sendable {
    /// The left side; the right side is always 0.
    package var expression: Expression
    /// Required, or optional with a weight and a level.
    package var strength: Strength
    /// For an optional equality, what its error costs when the expression is below 0;
    /// `strength` then prices the error above 0 (nil: `strength` both ways). It makes two
    /// opposite optional inequalities on one expression, `e <= 0` at `strength` and
    /// `e >= 0` at `strengthBelow` (a view's hugging and compression resistance on its
    /// intrinsic size), one row with two error symbols instead of two rows with four:
    /// the same optimum. Must be optional, and only on an optional equality
    /// (`.invalidNumber` otherwise).
    package var strengthBelow: Strength?
    /// `<=`, `==` or `>=`. Stored last: a byte after the strengths packs the constraint
    /// into fewer bytes than one between the expression and them (see `Terms`).
    package var op: RelationalOperator
    /// `expression OP 0`, required unless a strength is given.
    package init(_ expression: Expression, _ op: RelationalOperator, _ strength: Strength = .required,
                below strengthBelow: Strength? = nil) {
        self.expression = expression
        self.op = op
        self.strength = strength
        self.strengthBelow = strengthBelow
    }

    /// What the error below 0 costs: `strengthBelow`, else `strength`.
    var strengthOfErrorBelow: Strength { strengthBelow ?? strength }
}
