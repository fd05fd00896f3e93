/// Why a solver operation was refused. Every operation that throws one leaves the solver as
/// it was, except `.interrupted` (and `.unbounded`, a bug report).
package enum SolverError: Error, Sendable, Equatable {
    /// A required constraint could not hold; nothing changed. `conflicts`: the kept required
    /// constraints (givens excluded) it conflicts with, in addition order (docs/requests.md#conflicts).
    case unsatisfiable(conflicts: [ConstraintHandle])
    /// The interrupt check said stop; the solver state is undefined, discard it.
    case interrupted
    /// The handle does not name a live constraint of this solver.
    case unknownConstraint
    /// The variable has no edit constraint (call addEditVariable first).
    case unknownEditVariable
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// Edit variables must have an optional strength, as in kiwi.
    case nonRequiredEditStrength
    /// No variable with this index was made by this solver (see `Variable`).
    case unknownVariable
    /// A weight must be finite and > 0, a level finite, every coefficient and constant finite.
    case invalidNumber
    /// An optional objective could decrease without bound; cannot happen with error terms
    /// weighted >= 0, so this reports a solver bug.
    case unbounded
}
