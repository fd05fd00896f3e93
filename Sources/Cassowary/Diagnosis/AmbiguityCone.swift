/// The linear hull of one component's cone, so that every variable reaching the component
/// is decided by a substitution instead of LP probes.
///
/// The cone is C = {d : a·d >= 0 for each degenerate row a, d_s >= 0 for each restricted
/// symbol s}. A variable's change c·d is 0 on all of C exactly when c is orthogonal to the
/// linear hull of C, and that hull is {d : every implicit equality of C holds}, where an
/// implicit equality is a row or bound that is 0 on every direction of C. Signs alone
/// settle most of them (`pinnedBySign`), single moves show some open; for the rest,
/// directions that are strictly positive on each non-implicit row exist and add up (C is
/// convex), so one LP finds them all: a soft `a·d >= 1` for each undecided row and bound,
/// whose error is 1 on the implicit ones and 0 on the rest at any optimum. The implicit
/// equalities are then solved (Gaussian elimination, each solved column in terms of the
/// free ones), and c is orthogonal to the hull exactly when substituting them leaves
/// nothing of c. This is the probes' answer (`probedAmbiguity`) at O(1) LPs per component
/// instead of two per variable.
struct ConeSpan {
    /// Per local column: 0 on every direction of the cone (an implicit bound, or pinned by
    /// signs).
    var fixed: [Bool]
    /// Per local column: the equality that solves it, or -1 when it is free on the hull.
    var solvedBy: [Int32]
    /// The solved equalities, `column = sum(coefs[k] * syms[k])` over free columns only.
    var syms: [[Int32]]
    var coefs: [[Double]]

    /// Whether `part` (local column, coefficient) changes on some direction of the cone:
    /// what is left of it on the free columns once fixed and solved columns are
    /// substituted. `acc` is zeroed scratch as long as the component's columns; left zeroed.
    func moves(_ part: [(Int32, Double)], _ acc: inout [Double], _ touched: inout [Int32]) -> Bool {
        touched.removeAll(keepingCapacity: true)
        func add(_ j: Int32, _ v: Double) {
            if acc[Int(j)] == 0 { touched.append(j) }
            acc[Int(j)] += v
        }
        for (j, c) in part where !fixed[Int(j)] {
            let r = Int(solvedBy[Int(j)])
            if r >= 0 {
                for k in 0..<syms[r].count { add(syms[r][k], c * coefs[r][k]) }
            } else {
                add(j, c)
            }
        }
        var moves = false
        for j in touched {
            if abs(acc[Int(j)]) > Solver.hullResidualTolerance { moves = true }
            acc[Int(j)] = 0
        }
        return moves
    }
}

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
            for k in 0..<rows[ri].terms.count where isMovable(rows[ri].terms[k].sym) {
                cs.append(context.local[Int(rows[ri].terms[k].sym)])
                vs.append(rows[ri].terms[k].coef)
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
        var rowOpen = [Bool](repeating: false, count: rowCols.count)
        var boundOpen = [Bool](repeating: false, count: n)
        var up = [Bool](repeating: false, count: n)
        var down = [Bool](repeating: false, count: n)
        for k in 0..<n where !fixed[k] {
            let s = context.queue[k]
            let external = kinds[Int(s)] == .external
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
        var sign = [Int8](repeating: 0, count: n)
        for k in 0..<n where kinds[Int(columns[k])] != .external { sign[k] = 1 }
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
        lp.computeConflicts = false
        lp.undoesRefusals = false  // any refusal discards it
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
            for k in 0..<n where !fixed[k] && kinds[Int(columns[k])] != .external {
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

/// Gaussian elimination of a set of linear equalities `sum(coefs * columns) = 0`, kept
/// fully reduced: every solved column is a combination of free columns only, so testing a
/// vector against the row space is one substitution per term.
struct HullBuilder {
    var solvedBy: [Int32]
    var syms: [[Int32]] = []
    var coefs: [[Double]] = []
    /// Per column: the equalities that may hold it (a superset), to substitute a newly
    /// solved column into.
    var users: [[Int32]]
    var acc: [Double]
    var position: [Int32]
    var touched: [Int32] = []

    init(columns n: Int) {
        solvedBy = [Int32](repeating: -1, count: n)
        users = [[Int32]](repeating: [], count: n)
        acc = [Double](repeating: 0, count: n)
        position = [Int32](repeating: -1, count: n)
    }

    @inline(__always) mutating func accumulate(_ j: Int32, _ v: Double) {
        if acc[Int(j)] == 0 { touched.append(j) }
        // A sum that returns to 0 is listed again when it moves: the gather reads each
        // column once and zeroes it, so a second listing reads 0 and is skipped.
        acc[Int(j)] += v
    }

    /// Adds the equality `sum(coefs * cols) = 0` (fixed columns read 0): reduces it by the
    /// solved columns, and when something is left solves it for its largest term and
    /// substitutes that column out of the earlier equalities.
    mutating func add(_ cols: [Int32], _ values: [Double], _ fixed: [Bool]) {
        touched.removeAll(keepingCapacity: true)
        for k in 0..<cols.count where !fixed[Int(cols[k])] {
            let j = cols[k], a = values[k]
            let r = Int(solvedBy[Int(j)])
            if r >= 0 {
                for t in 0..<syms[r].count { accumulate(syms[r][t], a * coefs[r][t]) }
            } else {
                accumulate(j, a)
            }
        }
        var rs: [Int32] = []
        var rc: [Double] = []
        var best = -1
        for j in touched {
            let x = acc[Int(j)]
            acc[Int(j)] = 0
            if !nearZero(x) {
                if best < 0 || abs(x) > abs(rc[best]) { best = rs.count }
                rs.append(j)
                rc.append(x)
            }
        }
        guard best >= 0 else { return }
        // `p = sum(-rc / rc[p] * rs)` over the other (free) columns.
        let p = rs[best]
        let scale = -1 / rc[best]
        rs.remove(at: best)
        rc.remove(at: best)
        for k in 0..<rc.count { rc[k] *= scale }
        let id = Int32(syms.count)
        for h in users[Int(p)] where h != id { substitute(p, into: Int(h), rs, rc) }
        users[Int(p)] = []
        solvedBy[Int(p)] = id
        for j in rs { users[Int(j)].append(id) }
        syms.append(rs)
        coefs.append(rc)
    }

    /// Replaces column `p` in equality `h` by `sum(rc * rs)`.
    mutating func substitute(_ p: Int32, into h: Int, _ rs: [Int32], _ rc: [Double]) {
        guard let k = syms[h].firstIndex(of: p) else { return }
        let f = coefs[h][k]
        syms[h].remove(at: k)
        coefs[h].remove(at: k)
        for t in 0..<syms[h].count { position[Int(syms[h][t])] = Int32(t) }
        var cancelled = false
        for t in 0..<rs.count {
            let j = rs[t], v = f * rc[t]
            let at = position[Int(j)]
            if at >= 0 {
                coefs[h][Int(at)] += v
                if nearZero(coefs[h][Int(at)]) { cancelled = true }
            } else {
                position[Int(j)] = Int32(syms[h].count)
                syms[h].append(j)
                coefs[h].append(v)
                users[Int(j)].append(Int32(h))
            }
        }
        for j in syms[h] { position[Int(j)] = -1 }
        if cancelled {
            var w = 0
            for t in 0..<syms[h].count where !nearZero(coefs[h][t]) {
                syms[h][w] = syms[h][t]
                coefs[h][w] = coefs[h][t]
                w += 1
            }
            syms[h].removeLast(syms[h].count - w)
            coefs[h].removeLast(coefs[h].count - w)
        }
    }
}
