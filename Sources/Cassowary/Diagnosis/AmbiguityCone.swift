/// Reducing one component's cone to its linear hull (`ConeSpan`): signs first, then one LP
/// for the rows and bounds they leave undecided, then the elimination (`HullBuilder`).
extension Solver {
    /// A change left on the hull's free columns smaller than this is rounding, not a move.
    static let hullResidualTolerance = 1e-9

    /// The hull of the component whose symbols are `context.queue` (numbered as local
    /// columns in `context.local`) and whose degenerate rows are `context.tightRows`; nil
    /// when the cone is {0}, which every variable reads as fixed (as it reads a cone whose
    /// LP could not be built, which cannot happen: the cone always holds d = 0).
    func coneSpan(_ context: inout AmbiguityContext) -> ConeSpan? {
        let n = context.queue.count
        // The cone's rows over local columns; a row without movable terms constrains nothing.
        var rowCols: [[Int32]] = []
        var rowCoefs: [[Double]] = []
        for r in context.tightRows {
            let ri = Int(r)
            var cs: [Int32] = []
            var vs: [Double] = []
            for k in tableau.rows[ri].range where isMovable(tableau.pool.terms[k].sym) {
                cs.append(context.local[Int(tableau.pool.terms[k].sym)])
                vs.append(tableau.pool.terms[k].coef)
            }
            if !cs.isEmpty {
                rowCols.append(cs)
                rowCoefs.append(vs)
            }
        }
        var fixed = pinnedBySign(n, rowCols, rowCoefs, context.queue)
        if fixed.allSatisfy({ $0 }) { return nil }
        // Free witnesses next: a column that moves alone is a direction of the cone, so its
        // bound and every row it raises are not implicit, and the LP need not ask about them.
        var rowOpen = [Bool](filled: false, count: rowCols.count)
        var boundOpen = [Bool](filled: false, count: n)
        var up = [Bool](filled: false, count: n)
        var down = [Bool](filled: false, count: n)
        for k in 0..<n where !fixed[k] {
            let s = context.queue[k]
            let external = symbols.entries[Int(s)].kind == .external
            up[k] = canMoveAlone(s, up: true, &context.memo)
            down[k] = external && canMoveAlone(s, up: false, &context.memo)
            boundOpen[k] = external || up[k]
        }
        for i in 0..<rowCols.count {
            // A row over pinned columns only is 0 = 0: nothing to ask the LP or to solve.
            if rowCols[i].allSatisfy({ fixed[Int($0)] }) {
                rowOpen[i] = true
                continue
            }
            for k in 0..<rowCols[i].count {
                let j = Int(rowCols[i][k]), c = rowCoefs[i][k]
                if (up[j] && c > coefficientEpsilon) || (down[j] && c < -coefficientEpsilon) {
                    rowOpen[i] = true
                    break
                }
            }
        }
        if (0..<n).contains(where: { !fixed[$0] && !boundOpen[$0] }) || rowOpen.contains(false) {
            guard let values = coneInterior(rowCols, rowCoefs, rowOpen, boundOpen, fixed, context.queue) else { return nil }
            for i in 0..<rowCols.count where !rowOpen[i] {
                var v = 0.0
                for k in 0..<rowCols[i].count { v += rowCoefs[i][k] * values[Int(rowCols[i][k])] }
                rowOpen[i] = v > 0.5
            }
            for k in 0..<n where !fixed[k] && !boundOpen[k] { boundOpen[k] = values[k] > 0.5 }
        }
        // Solve the implicit equalities (rows that are 0 on all of C) over the columns
        // whose bound is open; a column with an implicit bound is 0 on the hull.
        for k in 0..<n where !boundOpen[k] { fixed[k] = true }
        if fixed.allSatisfy({ $0 }) { return nil }
        var hull = HullBuilder(columns: n)
        for i in 0..<rowCols.count where !rowOpen[i] {
            hull.add(rowCols[i], rowCoefs[i], fixed)
        }
        return ConeSpan(fixed: fixed, solvedBy: hull.solvedBy, syms: hull.syms, coefs: hull.coefs)
    }

    /// The columns the cone pins at 0 by signs alone, found without an LP: a row whose
    /// every term is <= 0 on the cone (a negative coefficient on a column that is >= 0, a
    /// positive one on a column that is <= 0) holds only with every term 0, and a row of
    /// one free column gives that column a sign. Repeated until nothing changes. Exact but
    /// not complete; the LP finds the rest. Most components of real screens are two
    /// restricted symbols that a row such as `-(d0 + d1) / 2 >= 0` pins: no LP at all.
    func pinnedBySign(_ n: Int, _ rowCols: [[Int32]], _ rowCoefs: [[Double]], _ columns: [Int32]) -> [Bool] {
        // Per column: 1 when d >= 0, -1 when d <= 0, 0 when free, 2 when pinned at 0.
        var sign = [Int8](filled: 0, count: n)
        for k in 0..<n where symbols.entries[Int(columns[k])].kind != .external { sign[k] = 1 }
        var changed = true
        while changed {
            changed = false
            for i in 0..<rowCols.count {
                var live = 0, last = -1, against = true
                for k in 0..<rowCols[i].count {
                    let j = Int(rowCols[i][k]), c = rowCoefs[i][k]
                    if sign[j] == 2 { continue }
                    live += 1
                    last = k
                    if !((sign[j] == 1 && c < -coefficientEpsilon) || (sign[j] == -1 && c > coefficientEpsilon)) {
                        against = false
                    }
                }
                if live == 0 { continue }
                if against {
                    for j in rowCols[i] { sign[Int(j)] = 2 }
                    changed = true
                } else if live == 1 && sign[Int(rowCols[i][last])] == 0 && !nearZero(rowCoefs[i][last]) {
                    sign[Int(rowCols[i][last])] = rowCoefs[i][last] > 0 ? 1 : -1
                    changed = true
                }
            }
        }
        return sign.map { $0 == 2 }
    }

    /// A direction of the cone as far inside as one LP finds it: each row and bound not yet
    /// known open gets a soft `>= 1` beside its required `>= 0`. At any optimum the open
    /// ones read >= 1 and the implicit ones 0 (a sum of witnesses reaches 1 on every open
    /// one at once; an implicit one cannot leave 0). Pinned columns are left out (they are
    /// 0 on the whole cone) and read 0. Returns the value of each column.
    func coneInterior(_ rowCols: [[Int32]], _ rowCoefs: [[Double]], _ rowOpen: [Bool],
                      _ boundOpen: [Bool], _ fixed: [Bool], _ columns: [Int32]) -> [Double]? {
        let n = columns.count
        var lp = Solver()
        lp.mode = .trial  // any refusal discards it
        var xs: [Variable] = []
        xs.reserveCapacity(n)
        for _ in 0..<n { xs.append(lp.makeVariable()) }
        func expression(_ i: Int) -> Expression {
            var e = Expression()
            e.terms.reserveCapacity(rowCols[i].count)
            for k in 0..<rowCols[i].count where !fixed[Int(rowCols[i][k])] {
                e.terms.append(Term(xs[Int(rowCols[i][k])], rowCoefs[i][k]))
            }
            return e
        }
        do {
            for k in 0..<n where !fixed[k] && symbols.entries[Int(columns[k])].kind != .external {
                try lp.add(Constraint(Expression([Term(xs[k])]), .greaterThanOrEqual))
            }
            for i in 0..<rowCols.count {
                let e = expression(i)
                if !e.terms.isEmpty { try lp.add(Constraint(e, .greaterThanOrEqual)) }
            }
            for k in 0..<n where !fixed[k] && !boundOpen[k] {
                try lp.add(Constraint(Expression([Term(xs[k])], constant: -1), .greaterThanOrEqual, .weight(1)))
            }
            for i in 0..<rowCols.count where !rowOpen[i] {
                var e = expression(i)
                if e.terms.isEmpty { continue }
                e.constant = -1
                try lp.add(Constraint(e, .greaterThanOrEqual, .weight(1)))
            }
        } catch {
            return nil
        }
        return xs.map { lp.value(of: $0) }
    }
}
