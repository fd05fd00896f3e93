/// The slow path for constraints without a column of their own (see addConstraint).
extension Solver {
    /// Replaces the tableau by a cold build of the kept constraints, for removing or
    /// re-targeting a required equality that has no column of its own. Handles and
    /// variables stay the same. A refused change leaves the solver as it was.
    mutating func rebuild(removing: Int = -1, changing: Int = -1, to constant: Double = 0) throws(SolverError) {
        var fresh = Solver()
        // The fresh tableau may differ from this one at any version number it reaches.
        fresh.counters.structureVersion = counters.structureVersion &+ 1
        fresh.interrupt = interrupt
        for _ in 0..<symbols.varSym.count { _ = fresh.makeVariable() }
        fresh.records = records.map {
            var dead = $0
            dead.alive = false
            dead.marker = -1
            dead.other = -1
            return dead
        }
        fresh.mode = .withoutConflicts
        for i in 0..<records.count where records[i].alive && i != removing && i != changing {
            let rec = records[i]
            do {
                _ = try fresh.addConstraint(rec.constraint, isGiven: rec.isGiven, isEdit: rec.isEdit, slot: Int32(i))
            } catch .unsatisfiable {
                // These were jointly feasible; a refusal can only be rounding at the
                // tolerance, and the constraint was effectively satisfied: keep it listed.
                fresh.records[i].alive = true
                continue
            }
            if rec.isEdit, let t = rec.constraint.expression.terms.first {
                fresh.symbols.entries[Int(fresh.symbol(t.variable))].editOf = Int32(i)
            }
        }
        if changing >= 0 {
            var changed = records[changing].constraint
            changed.expression.constant = constant
            do {
                _ = try fresh.addConstraint(changed, isGiven: records[changing].isGiven, isEdit: false, slot: Int32(changing))
            } catch .unsatisfiable {
                throw .unsatisfiable(conflicts: mode.reportsConflicts ? try conflicts(of: changed, excluding: changing) : [])
            }
        }
        fresh.mode = mode
        fresh.counters.pivots = counters.pivots
        self = fresh
    }
}
