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
        solvedBy = [Int32](filled: -1, count: n)
        users = [[Int32]](filled: [], count: n)
        acc = [Double](filled: 0, count: n)
        position = [Int32](filled: -1, count: n)
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
