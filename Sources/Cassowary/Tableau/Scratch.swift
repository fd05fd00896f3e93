/// Working arrays kept between operations so that none allocates them per call. Between
/// operations `position` is -1 everywhere and `infeasibleRows` means nothing.
struct Scratch {
    /// Per symbol: its index in the row being built or merged, else -1 (`TermPool.accumulate`,
    /// `TermPool.merge`).
    var position: [Int32] = []
    /// Per row: the `stamp` of the last pass that visited it, so that a pass over a column
    /// list, which may name a row twice, visits each row once.
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0
    /// Per row: the journal epoch in which the row was last saved (`Solver.touch`).
    var rowTouched: [UInt32] = []
    /// Rows whose basic went negative, for the dual simplex to repair.
    var infeasibleRows: [Int32] = []
    /// Whether `substitute` queues the restricted rows it makes negative in
    /// `infeasibleRows` (while a dual simplex runs).
    var trackInfeasible = false

    /// A stamp no row carries since the last wrap-around: one per pass over a column.
    @inline(__always) mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 { stamp = 1 }
        return stamp
    }

    /// Applies `change` to the per-symbol array here.
    @inline(__always) mutating func apply(_ change: SymbolCountChange) {
        position.apply(change, appending: -1)
    }

    /// Grows the per-row arrays for a new row.
    @inline(__always) mutating func appendRow() {
        rowStamp.append(0)
        rowTouched.append(0)
    }

    /// Room for `rows` rows in all.
    mutating func reserveRows(_ rows: Int) {
        rowStamp.reserveCapacity(rows)
        rowTouched.reserveCapacity(rows)
    }
}
