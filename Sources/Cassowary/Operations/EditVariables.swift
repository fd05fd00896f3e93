/// Edit variables (kiwi's API): a variable with an optional `variable == value` constraint
/// whose value `suggestValue` moves in place, as cheaply as a resize.
extension Solver {
    /// Gives `v` an optional edit constraint `v == 0` at `strength`, to be moved with
    /// `suggestValue`.
    ///
    /// Throws `.unknownVariable`, `.nonRequiredEditStrength` for a required strength (an
    /// edit must be able to give way), `.invalidNumber` for a weight <= 0 or a non-finite
    /// weight or level, `.duplicateEditVariable` when `v` already has one, `.interrupted`.
    package mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        let s = Int(symbol(v))
        guard s >= 0 else { throw .unknownVariable }
        guard !strength.isRequired else { throw .nonRequiredEditStrength }
        guard strength.weight > 0, strength.weight.isFinite, strength.level.isFinite else { throw .invalidNumber }
        guard symbols.entries[s].editOf < 0 else { throw .duplicateEditVariable }
        let c = Constraint(Expression([Term(v)]), .equal, strength)
        let h = try addConstraint(c, isGiven: false, isEdit: true)
        symbols.entries[s].editOf = h
    }

    /// Removes `v`'s edit constraint and re-optimises. Throws `.unknownEditVariable` when
    /// `v` has none, `.interrupted`.
    package mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        let s = Int(symbol(v))
        guard s >= 0, symbols.entries[s].editOf >= 0 else { throw .unknownEditVariable }
        let h = Int(symbols.entries[s].editOf)
        symbols.entries[s].editOf = -1
        try removeConstraint(h)
    }

    /// Whether `v` has an edit constraint.
    package func hasEditVariable(_ v: Variable) -> Bool {
        let s = Int(symbol(v))
        return s >= 0 && symbols.entries[s].editOf >= 0
    }

    /// Moves an edit variable's target to `value` (the edit constraint reads
    /// `v - value == 0`) and repairs the solution in place, as `setConstant` does.
    ///
    /// Throws `.unknownEditVariable` when `v` has no edit constraint, `.invalidNumber` for
    /// a non-finite value, `.interrupted`. Cost: the rows holding the edit's column plus
    /// the repairing pivots.
    package mutating func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        let s = Int(symbol(v))
        guard s >= 0, symbols.entries[s].editOf >= 0 else { throw .unknownEditVariable }
        guard value.isFinite else { throw .invalidNumber }
        try changeConstant(Int(symbols.entries[s].editOf), to: -value)
    }
}
