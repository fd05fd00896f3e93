/// What the solver keeps per added constraint. `marker` identifies the constraint's column
/// in the tableau (its slack, dummy or first error); `other` is the second error, or -1.
struct ConstraintRecord {
    var constraint: Constraint
    var marker: Int32
    var other: Int32
    /// The marker's coefficient in the constraint's row as first written (before any sign
    /// reversal): a constant change of d moves the marker by d / markerSign.
    var markerSign: Double
    var alive: Bool
    var isGiven: Bool
    var isEdit: Bool

    /// Each error symbol with what its error costs, the one rule for adding, removing and
    /// totalling them: an optional equality's row reads `e = marker - other`, so the marker
    /// is its error above 0 (at `strength`) and `other` the one below
    /// (`strengthOfErrorBelow`); an optional inequality's error is `other`. A required
    /// constraint has none.
    @inline(__always)
    func forEachError(_ body: (_ symbol: Int32, _ strength: Strength) -> Void) {
        guard !constraint.strength.isRequired else { return }
        if constraint.op == .equal {
            body(marker, constraint.strength)
            body(other, constraint.strengthOfErrorBelow)
        } else {
            body(other, constraint.strength)
        }
    }
}
