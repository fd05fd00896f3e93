/// What a refused setConstant or phase-one add must put back. Pivots only modify existing
/// rows, the basis map, column lists and the objective, so saving those before their first
/// change is enough to restore the solver exactly, at a cost proportional to what the
/// operation touched.
struct Journal {
    var active = false
    var epoch: UInt32 = 1
    var savedRows: [(Int32, Row)] = []
    /// Constants moved by the first pass of a setConstant, before any pivot: restored after
    /// the saved rows, which were taken later.
    var savedConstants: [(Int32, Double)] = []
    var savedRowOf: [(Int32, Int32)] = []
    var savedCols: [(Int32, Columns.List)] = []
    /// Objective coefficients before a change: symbol, level, old coefficient.
    var savedObjective: [(Int32, Double, Double)] = []

    /// Opens a new epoch with nothing saved; `active` until the operation ends or `rollback`.
    mutating func begin() {
        active = true
        epoch &+= 1
        if epoch == 0 { epoch = 1 }
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
        savedRowOf.removeAll(keepingCapacity: true)
        savedCols.removeAll(keepingCapacity: true)
        savedObjective.removeAll(keepingCapacity: true)
    }
}

/// Recording and undoing. Every change a refusable operation makes to rows, the basis map,
/// columns or the objective goes through `touch`, `setRowOf`, `substitute` or
/// `addToObjective`, which save the old state while the journal is active.
extension Solver {
    /// Saves row `r` before its first change in this journal's epoch.
    @inline(__always) mutating func touch(_ r: Int) {
        if journal.active, scratch.rowTouched[r] != journal.epoch {
            scratch.rowTouched[r] = journal.epoch
            journal.savedRows.append((Int32(r), tableau.rows[r]))
        }
    }

    /// Makes `r` the row of basic symbol `s` (-1: nonbasic), saving the old one.
    @inline(__always) mutating func setRowOf(_ s: Int32, _ r: Int32) {
        if journal.active { journal.savedRowOf.append((s, symbols.rowOf[Int(s)])) }
        symbols.rowOf[Int(s)] = r
    }

    /// Puts back everything the journal saved, newest first, and closes it.
    mutating func rollback() {
        counters.structureVersion &+= 1
        for (r, row) in journal.savedRows.reversed() { tableau.rows[Int(r)] = row }
        for (r, c) in journal.savedConstants.reversed() { tableau.rows[Int(r)].constant = c }
        for (s, old) in journal.savedRowOf.reversed() { symbols.rowOf[Int(s)] = old }
        for (s, list) in journal.savedCols.reversed() { symbols.cols.restore(s, list) }
        for (s, level, old) in journal.savedObjective.reversed() { tableau.objective.set(s, level: level, old) }
        scratch.infeasibleRows.removeAll(keepingCapacity: true)
        journal.active = false
    }
}
