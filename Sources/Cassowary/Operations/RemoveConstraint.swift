/// Removing a constraint (kiwi's algorithm).
extension Solver {
    /// Takes record `i`'s errors out of the objective, then its marker out of the tableau
    /// (pivoting it into the basis first when it is parametric), and re-optimises. A
    /// constraint without a marker column goes through `rebuild`.
    mutating func removeConstraint(_ i: Int) throws(SolverError) {
        counters.structureVersion &+= 1
        tableau.pool.compactIfNeeded(&tableau.rows)
        let rec = records[i]
        rec.forEachError { removeCost(of: $0, $1) }
        if rec.marker < 0 {
            try rebuild(removing: i)
            return
        }
        records[i].alive = false
        let m = rec.marker
        if symbols.entries[Int(m)].rowOf < 0, let r = markerLeavingRow(m) {
            try pivot(entering: m, row: r)
        }
        if symbols.entries[Int(m)].rowOf >= 0 { freeRow(symbols.entries[Int(m)].rowOf) }
        try optimize(phaseOne: false)
    }

    /// Takes error symbol `e`'s cost at `strength` out of the objective, through its row
    /// when it is basic.
    private mutating func removeCost(of e: Int32, _ strength: Strength) {
        let w = strength.weight
        let level = strength.level
        let r = symbols.entries[Int(e)].rowOf
        if r >= 0 {
            for j in 0..<tableau.termCount(Int(r)) {
                let t = tableau.term(Int(r), j)
                addToObjective(t.sym, level: level, -w * t.coef)
            }
        } else {
            addToObjective(e, level: level, -w)
        }
    }

    /// kiwi's choice of the row a removed constraint's marker replaces: the restricted row
    /// it would make leave first, else the least constrained, else an external row.
    func markerLeavingRow(_ m: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in symbols.cols.rows(m) {
            let ri = Int(r)
            let basic = tableau.rows[ri].basic
            if basic < 0 { continue }
            let c = coefficient(of: m, inRow: ri)
            if c == 0 { continue }
            if symbols.entries[Int(basic)].kind == .external {
                if third < 0 || r < third { third = r }
            } else if c < 0 {
                let ratio = -tableau.rows[ri].constant / c
                if ratio < r1 || (ratio == r1 && r < first) { r1 = ratio; first = r }
            } else {
                let ratio = tableau.rows[ri].constant / c
                if ratio < r2 || (ratio == r2 && r < second) { r2 = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
