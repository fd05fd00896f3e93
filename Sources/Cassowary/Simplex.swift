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
            // Entering symbol: steepest reduced cost (Dantzig), or lowest id under Bland.
            var entering: Int32 = -1
            var best = 0.0
            var direction = 1.0
            var w = 0
            var nz: [Int32] = []
            if phaseOne { swap(&nz, &artificial.nz) } else { swap(&nz, &objective.nz) }
            let count = nz.count
            for i in 0..<count {
                let s = nz[i]
                let si = Int(s)
                let c = phaseOne ? artificial.coef[si] : objective.coef[si]
                if c == 0 {
                    if phaseOne { artificial.listed[si] = false } else { objective.listed[si] = false }
                    continue
                }
                // The objective's list only keeps symbols that may enter: one that cannot
                // now is listed again by addToObjective when its cost changes (a symbol
                // leaving the basis gets its cost that way too), so each optimize scans what
                // changed since the last optimum, not every optional constraint's error.
                // The phase-one list must keep every nonzero, which `clear` resets.
                let kind = kinds[si]
                let blocked = rowOf[si] >= 0 || kind == .dummy
                    || (kind == .external ? nearZero(c) : c >= -coefficientEpsilon)
                if blocked && !phaseOne {
                    objective.listed[si] = false
                    continue
                }
                nz[w] = s
                w += 1
                if blocked { continue }
                var score = c
                var dir = 1.0
                if kind == .external {
                    score = -abs(c)
                    dir = c < 0 ? 1 : -1
                }
                if bland {
                    if entering < 0 || s < entering { entering = s; direction = dir }
                } else if score < best || (score == best && s < entering) {
                    best = score
                    entering = s
                    direction = dir
                }
            }
            nz.removeLast(count - w)
            if phaseOne { swap(&nz, &artificial.nz) } else { swap(&nz, &objective.nz) }
            if entering < 0 { return }

            // Leaving row: the restricted basic that hits zero first as `entering` moves.
            var leaving: Int32 = -1
            var minRatio = Double.infinity
            var leavingBasic: Int32 = Int32.max
            stamp &+= 1
            if stamp == 0 { stamp = 1 }
            for r in cols[Int(entering)] {
                let ri = Int(r)
                let basic = rows[ri].basic
                if basic < 0 || rowStamp[ri] == stamp { continue }
                rowStamp[ri] = stamp
                if kinds[Int(basic)] == .external { continue }
                let k = indexOf(entering, inRow: ri)
                if k < 0 { continue }
                let a = rows[ri].coefs[k] * direction
                if a >= 0 { continue }
                let ratio = -rows[ri].constant / a
                if ratio < minRatio || (ratio == minRatio && basic < leavingBasic) {
                    minRatio = ratio
                    leaving = r
                    leavingBasic = basic
                }
            }
            if leaving < 0 {
                if kinds[Int(entering)] == .external {
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

    func anyRow(containing s: Int32) -> Int32? {
        var best: Int32 = -1
        for r in cols[Int(s)] where rows[Int(r)].basic >= 0 && indexOf(s, inRow: Int(r)) >= 0 {
            if best < 0 || r < best { best = r }
        }
        return best >= 0 ? best : nil
    }

    /// Restores primal feasibility of `infeasibleRows` keeping the objective optimal.
    /// Returns the row that proves the required system infeasible, or nil on success.
    mutating func dualOptimize() throws(SolverError) -> Int32? {
        trackInfeasible = true
        defer { trackInfeasible = false }
        while let r = infeasibleRows.popLast() {
            let ri = Int(r)
            let basic = rows[ri].basic
            if basic < 0 || rows[ri].constant >= 0 { continue }
            let kind = kinds[Int(basic)]
            if kind == .external { continue }
            if kind == .dummy {
                if rows[ri].constant < -residualTolerance { return r }
                continue
            }
            var entering: Int32 = -1
            var minRatio = Double.infinity
            let row = rows[ri]
            for k in 0..<row.syms.count {
                let s = row.syms[k]
                let c = row.coefs[k]
                let sk = kinds[Int(s)]
                if sk == .dummy { continue }
                let ratio: Double
                if sk == .external {
                    ratio = abs(objective.coef[Int(s)]) / abs(c)
                } else if c > 0 {
                    ratio = objective.coef[Int(s)] / c
                } else {
                    continue
                }
                if ratio < minRatio || (ratio == minRatio && s < entering) {
                    minRatio = ratio
                    entering = s
                }
            }
            if entering < 0 {
                if rows[ri].constant < -residualTolerance { return r }
                continue
            }
            try pivot(entering: entering, row: r)
        }
        return nil
    }
}
