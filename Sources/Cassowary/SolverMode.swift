extension Solver {
    /// What a caller wants from a refused operation. Finding the conflicts of a refusal
    /// costs a feasibility test per kept required constraint, and undoing a refused add
    /// costs a journal of every row it touches; a solver thrown away at its first refusal,
    /// or one whose caller finds the conflicts itself, needs less.
    package enum Mode: Sendable, Equatable {
        /// The default: a refused operation leaves the solver as it was and names the kept
        /// required constraints it conflicts with.
        case reporting
        /// A trial build, discarded at its first refusal (or an LP feasible by
        /// construction): a refused add names no conflicts and may leave the solver half
        /// changed, and adds skip the journal a rollback needs, which saves a copy of
        /// every row the dual simplex touches. A dual simplex that finds no feasible point
        /// is then the refusal, where the other modes let phase one decide.
        case trial
        /// For a solver whose caller finds the conflicts itself (the conflict search's
        /// builds, a rebuild's replay): a refused operation leaves the solver as it was,
        /// with no conflicts named.
        case withoutConflicts

        /// Whether a refusal names the constraints it conflicts with.
        var reportsConflicts: Bool { self == .reporting }
        /// Whether a refused add leaves the solver as it was.
        var undoesRefusals: Bool { self != .trial }
    }
}
