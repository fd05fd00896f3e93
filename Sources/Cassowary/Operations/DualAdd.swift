/// Adding a required constraint that has no subject, by the dual simplex. The tableau is
/// optimal before the add; the new row goes in with a basic symbol that is negative (a
/// violated constraint), and the dual simplex repairs feasibility keeping the objective
/// optimal, as a resize does. Phase one (`addWithArtificialVariable`) minimises an
/// artificial variable with no regard for the objective and leaves many pivots to repair
/// it afterwards: on a 106-view screen, 65 such adds cost 113 phase-one pivots plus 136
/// repairing ones, most of the cold solve's pivots.
///
/// Only acceptance is decided here: when the dual simplex finds no feasible point, the add
/// is undone and phase one decides, so refusals and their conflicts stay what they were.
extension Solver {
    /// Tries to impose `row` (`0 = constant + terms`, constant >= 0, no external, marker
    /// included) by the dual simplex; `marker` is the row's new slack, or for a required
    /// equality (`equality`) its dummy, and then the row is solved for the symbol the dual
    /// ratio picks, as pivoting an artificial basic out of it would. Journal open on entry
    /// when the solver undoes refusals. True: added and optimal, journal closed. False: no
    /// feasible point found, the changes are in the journal for `undoAdd` (or, without
    /// one, the solver is to be discarded).
    mutating func addByDualSimplex(_ row: Row, marker: Int32, equality: Bool,
                                   _ mark: inout AddMark) throws(SolverError) -> Bool {
        scratch.infeasibleRows.removeAll(keepingCapacity: true)
        scratch.trackInfeasible = true
        defer { scratch.trackInfeasible = false }
        if !equality {
            // 0 = c + a·x + σ·m with σ > 0 (else the marker would have been the subject):
            // m = -(c + a·x)/σ, a new symbol in no other row, violated when c > 0.
            var basic = row
            var k = 0
            while tableau.pool.terms[Int(basic.start) + k].sym != marker { k += 1 }
            tableau.pool.solve(&basic, for: k)
            let r = storeRow(basic)
            mark.artificialRow = r
            if basic.constant < 0 { scratch.infeasibleRows.append(r) }
        } else {
            // The row solved for the symbol that pivoting an artificial `art = -(c + a·x)`
            // out of the basis would enter (the dual ratio on the row's negated terms; when
            // c is 0 the pivot is degenerate and either sign serves): the same tableau,
            // value for value, as the artificial's pivot and its column dropped after it,
            // without the artificial's term merged into every row the entering symbol's
            // substitution reaches and then searched for and removed from each of them
            // (issue 49 item 3: a 106-view screen's stacks close 38 chains a cold solve).
            var entering = dualRatioEntering(row, sign: -1)
            if entering < 0 && row.constant <= 0 { entering = dualRatioEntering(row, sign: 1) }
            if entering < 0 {
                tableau.pool.release(row)
                return false
            }
            var basic = row
            var k = 0
            while tableau.pool.terms[Int(basic.start) + k].sym != entering { k += 1 }
            tableau.pool.solve(&basic, for: k)
            let r = storeRow(basic)
            // storeRow made `entering` basic outside the journal: a refusal's rollback must
            // make it nonbasic again (undoAdd frees the row).
            if journal.active { journal.savedRowOf.append((entering, -1)) }
            mark.artificialRow = r
            counters.structureVersion &+= 1
            substitute(entering, from: r)
            try checkInterrupt()
        }
        if try dualOptimize() != nil { return false }
        journal.active = false
        // Within tolerance the dual simplex ends optimal; a primal pass settles any rounding.
        try optimize(phaseOne: false)
        return true
    }

    /// The symbol to enter for row `r` whose basic must rise to zero (`dualRatioEntering`);
    /// with `eitherSign` (the basic is already zero, the pivot is degenerate), a term of
    /// the other sign may serve when none of the right sign does. -1 when none can.
    func dualEntering(row r: Int32, eitherSign: Bool) -> Int32 {
        let entering = dualRatioEntering(row: Int(r), sign: 1)
        if entering >= 0 || !eitherSign { return entering }
        return dualRatioEntering(row: Int(r), sign: -1)
    }
}
