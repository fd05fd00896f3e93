/// Primal simplex on the objective (or the phase-one objective) and the dual simplex used
/// after constants move.
extension Solver {
    /// After this many pivots that do not improve the objective, entering and leaving
    /// choices fall back to Bland's rule (lowest id), which cannot cycle.
    static let degenerateLimit = 64

    /// Minimises `objective` (or `artificial` when `phaseOne`). Nonbasic externals are free
    /// and may enter in either direction; restricted symbols only increase.
    mutating func optimize(phaseOne: Bool) throws(SolverError) {
        var degenerate = 0
        while true {
            let bland = degenerate >= Solver.degenerateLimit
            let (entering, direction) = phaseOne ? enteringPhaseOne(bland: bland) : enteringObjective(bland: bland)
            if entering < 0 { return }

            // Leaving row: the restricted basic that hits zero first as `entering` moves.
            var leaving: Int32 = -1
            var minRatio = Double.infinity
            var leavingBasic: Int32 = Int32.max
            let stamp = scratch.nextStamp()
            for r in symbols.cols.rows(entering) {
                let ri = Int(r)
                let basic = tableau.rows[ri].basic
                if basic < 0 || scratch.rowStamp[ri] == stamp { continue }
                scratch.rowStamp[ri] = stamp
                if symbols.entries[Int(basic)].kind == .external { continue }
                let k = indexOf(entering, inRow: ri)
                if k < 0 { continue }
                let a = tableau.term(ri, k).coef * direction
                if a >= 0 { continue }
                let ratio = -tableau.rows[ri].constant / a
                if ratio < minRatio || (ratio == minRatio && basic < leavingBasic) {
                    minRatio = ratio
                    leaving = r
                    leavingBasic = basic
                }
            }
            if leaving < 0 {
                if symbols.entries[Int(entering)].kind == .external {
                    // A free column no restricted row bounds: moving it changes nothing the
                    // objective pays for elsewhere, so make it basic in any row it occurs in.
                    if let r = anyRow(containing: entering) {
                        try pivot(entering: entering, row: r)
                        continue
                    }
                }
                throw .unbounded
            }
            degenerate = minRatio <= 0 ? degenerate + 1 : 0
            try pivot(entering: entering, row: leaving)
        }
    }

    /// The phase-one entering symbol: steepest reduced cost (Dantzig), or lowest id under
    /// Bland; -1 at the optimum. The list must keep every nonzero, which `clear` resets.
    mutating func enteringPhaseOne(bland: Bool) -> (Int32, Double) {
        var entering: Int32 = -1
        var best = 0.0
        var direction = 1.0
        for s in tableau.artificial.nz {
            let si = Int(s)
            let c = tableau.artificial.slots[si].coef
            let kind = symbols.entries[si].kind
            if c == 0 || symbols.entries[si].rowOf >= 0 || kind == .dummy { continue }
            if kind == .external ? nearZero(c) : c >= -coefficientEpsilon { continue }
            let score = kind == .external ? -abs(c) : c
            let dir: Double = kind == .external && c > 0 ? -1 : 1
            if bland {
                if entering < 0 || s < entering { entering = s; direction = dir }
            } else if score < best || (score == best && s < entering) {
                best = score
                entering = s
                direction = dir
            }
        }
        return (entering, direction)
    }

    /// The entering symbol for the objective: the cost whose highest level is highest,
    /// steepest there (Dantzig over levels), or lowest id under Bland; -1 at the optimum.
    ///
    /// The list only keeps symbols that may enter: one that cannot now is listed again by
    /// `addToObjective` when its cost changes (a symbol leaving the basis gets its cost that
    /// way too), so each optimize scans what changed since the last optimum, not every
    /// optional constraint's error.
    mutating func enteringObjective(bland: Bool) -> (Int32, Double) {
        var entering: Int32 = -1
        var bestLevel = -Double.infinity
        var best = 0.0
        var direction = 1.0
        var nz: [Int32] = []
        swap(&nz, &tableau.objective.nz)
        var w = 0
        for i in 0..<nz.count {
            let s = nz[i]
            let si = Int(s)
            let kind = symbols.entries[si].kind
            guard symbols.entries[si].rowOf < 0, kind != .dummy, let lead = tableau.objective.leading(s),
                  kind == .external ? !nearZero(lead.coefficient) : lead.coefficient < -coefficientEpsilon else {
                tableau.objective.slots[si].listed = false
                continue
            }
            nz[w] = s
            w += 1
            let score = kind == .external ? -abs(lead.coefficient) : lead.coefficient
            let dir: Double = kind == .external && lead.coefficient > 0 ? -1 : 1
            if bland {
                if entering < 0 || s < entering { entering = s; direction = dir }
            } else if lead.level > bestLevel
                || (lead.level == bestLevel && (score < best || (score == best && s < entering))) {
                bestLevel = lead.level
                best = score
                entering = s
                direction = dir
            }
        }
        nz.removeLast(nz.count - w)
        swap(&nz, &tableau.objective.nz)
        return (entering, direction)
    }

    func anyRow(containing s: Int32) -> Int32? {
        var best: Int32 = -1
        for r in symbols.cols.rows(s) where tableau.rows[Int(r)].basic >= 0 && indexOf(s, inRow: Int(r)) >= 0 {
            if best < 0 || r < best { best = r }
        }
        return best >= 0 ? best : nil
    }

    /// The dual simplex's entering symbol for row `r`, whose basic is to rise: the least
    /// ratio of cost to coefficient, compared level by level, so every cost stays >= 0 (the
    /// objective stays optimal) after the pivot; lowest id on ties. Candidates: restricted
    /// symbols whose coefficient times `sign` is positive, and externals (free, so taken in
    /// the direction their cost allows); never a dummy or a coefficient near zero. One rule
    /// for a resize's repairs and for an add without a subject. -1 when none can enter.
    func dualRatioEntering(row r: Int, sign: Double) -> Int32 {
        dualRatioEntering(tableau.rows[r], sign: sign)
    }

    /// `dualRatioEntering(row:sign:)` over the terms of `row`, stored or not.
    func dualRatioEntering(_ row: Row, sign: Double) -> Int32 {
        var entering: Int32 = -1
        var enteringFactor = 0.0
        for k in row.range {
            let s = tableau.pool.terms[k].sym
            let c = tableau.pool.terms[k].coef * sign
            let kind = symbols.entries[Int(s)].kind
            if kind == .dummy || nearZero(c) { continue }
            let factor: Double
            if kind == .external {
                let costSign: Double = (tableau.objective.leading(s)?.coefficient ?? 0) < 0 ? -1 : 1
                factor = costSign / abs(c)
            } else if c > 0 {
                factor = 1 / c
            } else {
                continue
            }
            if entering < 0 {
                entering = s
                enteringFactor = factor
                continue
            }
            let order = tableau.objective.compare(s, factor, entering, enteringFactor)
            if order < 0 || (order == 0 && s < entering) {
                entering = s
                enteringFactor = factor
            }
        }
        return entering
    }

    /// Restores primal feasibility of `infeasibleRows` keeping the objective optimal.
    /// Returns the row that proves the required system infeasible, or nil on success.
    mutating func dualOptimize() throws(SolverError) -> Int32? {
        scratch.trackInfeasible = true
        defer { scratch.trackInfeasible = false }
        while let r = scratch.infeasibleRows.popLast() {
            let ri = Int(r)
            let basic = tableau.rows[ri].basic
            if basic < 0 || tableau.rows[ri].constant >= 0 { continue }
            let kind = symbols.entries[Int(basic)].kind
            if kind == .external { continue }
            if kind == .dummy {
                if tableau.rows[ri].constant < -residualTolerance { return r }
                continue
            }
            let entering = dualRatioEntering(row: ri, sign: 1)
            if entering < 0 {
                if tableau.rows[ri].constant < -residualTolerance { return r }
                continue
            }
            try pivot(entering: entering, row: r)
        }
        return nil
    }
}
