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
