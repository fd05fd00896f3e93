/// Counts kept for the life of a solver, rebuilds included.
struct Counters {
    /// Pivots made: the interrupt is polled every `Interrupt.every` of them.
    var pivots = 0
    /// Counts changes to the tableau's structure (its rows' symbols and coefficients, the
    /// objective, the basis), never its constants alone: `AmbiguityMemo` reuses an answer
    /// while it has not moved. Monotonic.
    var structureVersion: UInt64 = 0
    /// Counts the times a constant move alone (a resize that pivots nothing) put a
    /// restricted row at zero or took one off it: with `structureVersion`, all
    /// `AmbiguityMemo` needs to know that which rows sit at zero is unchanged, without a
    /// pass over every row per layout. Monotonic.
    var tightnessVersion: UInt64 = 0
}
