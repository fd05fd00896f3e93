/// The simplex tableau: the rows and the objectives.
struct Tableau {
    /// By row index; a free row has no basic symbol (`basic` -1) and no terms.
    var rows: [Row] = []
    /// The rows' terms (see `Row`).
    var pool = TermPool()
    /// Free rows, reused by the next `storeRow` before the array grows.
    var freeRows: [Int32] = []
    var objective = Objective()
    /// The phase-one objective while adding with an artificial variable.
    var artificial = PhaseOneObjective()
    /// Whether `artificial` is in use: a pivot then substitutes into it too.
    var artificialActive = false

    /// Applies `change` to both objectives' per-symbol arrays.
    @inline(__always)
    mutating func apply(_ change: SymbolCountChange) {
        objective.apply(change)
        artificial.apply(change)
    }

    /// The number of terms of row `r`.
    @inline(__always) func termCount(_ r: Int) -> Int { Int(rows[r].count) }

    /// Term `k` of row `r`.
    @inline(__always) func term(_ r: Int, _ k: Int) -> RowTerm { pool.terms[Int(rows[r].start) + k] }
}
