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
}
