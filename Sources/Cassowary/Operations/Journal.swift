/// What a refused setConstant or phase-one add must put back. Pivots only modify existing
/// rows, the basis map, column lists and the objective, so saving those before their first
/// change is enough to restore the solver exactly, at a cost proportional to what the
/// operation touched.
struct Journal {
    var active = false
    var epoch: UInt32 = 1
    /// Rows before their first change: index and row, whose `start` is in `savedTerms`.
    var savedRows: [(Int32, Row)] = []
    /// The saved rows' terms: copied out of the pool, where the rows change in place.
    var savedTerms: [RowTerm] = []
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
        savedTerms.removeAll(keepingCapacity: true)
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
            var saved = tableau.rows[r]
            let range = saved.range
            saved.start = Int32(journal.savedTerms.count)
            saved.capacity = saved.count
            journal.savedRows.append((Int32(r), saved))
            for k in range { journal.savedTerms.append(tableau.pool.terms[k]) }
        }
    }

    /// Makes `r` the row of basic symbol `s` (-1: nonbasic), saving the old one.
    @inline(__always) mutating func setRowOf(_ s: Int32, _ r: Int32) {
        if journal.active { journal.savedRowOf.append((s, symbols.entries[Int(s)].rowOf)) }
        symbols.entries[Int(s)].rowOf = r
    }

    /// Puts back everything the journal saved, newest first, and closes it.
    mutating func rollback() {
        counters.structureVersion &+= 1
        for (r, saved) in journal.savedRows.reversed() { restore(Int(r), saved) }
        for (r, c) in journal.savedConstants.reversed() { tableau.rows[Int(r)].constant = c }
        for (s, old) in journal.savedRowOf.reversed() { symbols.entries[Int(s)].rowOf = old }
        for (s, list) in journal.savedCols.reversed() { symbols.cols.restore(s, list) }
        for (s, level, old) in journal.savedObjective.reversed() { tableau.objective.set(s, level: level, old) }
        scratch.infeasibleRows.removeAll(keepingCapacity: true)
        journal.active = false
    }

    /// Puts row `r` back as the journal saved it, in its own segment when that is large
    /// enough.
    private mutating func restore(_ r: Int, _ saved: Row) {
        var row = tableau.rows[r]
        row.count = 0
        tableau.pool.reserve(&row, Int(saved.count))
        for k in 0..<Int(saved.count) {
            tableau.pool.terms[Int(row.start) + k] = journal.savedTerms[Int(saved.start) + k]
        }
        row.count = saved.count
        row.basic = saved.basic
        row.constant = saved.constant
        tableau.rows[r] = row
    }
}
