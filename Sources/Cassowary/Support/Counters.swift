/// Counts kept for the life of a solver, rebuilds included.
struct Counters {
    /// Pivots made: the interrupt is polled every `Interrupt.every` of them.
    var pivots = 0
    /// Counts changes to the tableau's structure (its rows' symbols and coefficients, the
    /// objective, the basis), never its constants alone: `AmbiguityMemo` reuses an answer
    /// while it has not moved. Monotonic.
    var structureVersion: UInt64 = 0
}
