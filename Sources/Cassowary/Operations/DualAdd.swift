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
    /// equality (`equality`) its dummy, and then an artificial symbol is made basic and
    /// pivoted out. Journal open on entry when the solver undoes refusals. True: added and
    /// optimal, journal closed. False: no feasible point found, the changes are in the
    /// journal for `undoAdd` (or, without one, the solver is to be discarded).
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
            // art = -(c + a·x): negative by c; pivoting it out at zero imposes the row.
            let art = newSymbol(.slack)
            var basic = row
            basic.basic = art
            basic.constant = -row.constant
            tableau.pool.negateTerms(basic)
            let r = storeRow(basic)
            mark.artificialRow = r
            let entering = dualEntering(row: r, eitherSign: basic.constant >= 0)
            if entering < 0 { return false }
            try pivot(entering: entering, row: r)
            // The artificial is nonbasic (zero) now; dropping its column imposes the row.
            for q in symbols.cols.rows(art) where tableau.rows[Int(q)].basic >= 0 {
                let k = indexOf(art, inRow: Int(q))
                if k >= 0 {
                    touch(Int(q))
                    tableau.pool.removeTerm(&tableau.rows[Int(q)], at: k)
                }
            }
            // Not saved by the journal (undoAdd drops the symbol): free to reuse.
            symbols.cols.release(symbols.cols.detach(art))
            tableau.objective.clear(art)
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
