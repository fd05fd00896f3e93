/// Which variables can move across the optimal face.
///
/// At an optimal tableau every nonbasic symbol with a nonzero reduced cost is pinned at zero
/// in every optimal solution, so the optimal face is the tableau with only the zero-cost
/// nonbasics ("movable") free. A variable is ambiguous when some direction over movable
/// symbols changes it while every restricted row that is already at zero (degenerate)
/// stays >= 0. One movable symbol alone usually decides it; only when every single
/// direction is blocked by degenerate rows is a small cone LP solved.
extension Solver {
    static let reducedCostTolerance = 1e-7
    static let degenerateTolerance = 1e-9

    public func ambiguity(of variables: [Variable]) -> [Bool] {
        variables.map { isAmbiguous(symbol($0)) }
    }

    func isMovable(_ s: Int32) -> Bool {
        let i = Int(s)
        return rowOf[i] < 0 && kinds[i] != .dummy && abs(objective.coef[i]) <= Solver.reducedCostTolerance
    }

    func isTight(_ r: Int) -> Bool {
        let row = rows[r]
        guard row.basic >= 0 else { return false }
        let kind = kinds[Int(row.basic)]
        return (kind == .slack || kind == .error) && row.constant <= Solver.degenerateTolerance
    }

    /// Whether moving `s` alone (up, and down for a free symbol) keeps degenerate rows >= 0.
    func canMoveAlone(_ s: Int32, up: Bool) -> Bool {
        for r in cols[Int(s)] where isTight(Int(r)) {
            let c = coefficient(of: s, inRow: Int(r))
            if up ? c < -coefficientEpsilon : c > coefficientEpsilon { return false }
        }
        return true
    }

    func isAmbiguous(_ v: Int32) -> Bool {
        let vi = Int(v)
        guard vi >= 0 else { return false }
        // The variable's value as a combination of nonbasic symbols.
        var terms: [(Int32, Double)] = []
        if rowOf[vi] >= 0 {
            let row = rows[Int(rowOf[vi])]
            for k in 0..<row.syms.count where isMovable(row.syms[k]) {
                terms.append((row.syms[k], row.coefs[k]))
            }
        } else if isMovable(v) {
            terms.append((v, 1))
        }
        if terms.isEmpty { return false }
        for (s, _) in terms {
            if canMoveAlone(s, up: true) { return true }
            if kinds[Int(s)] == .external && canMoveAlone(s, up: false) { return true }
        }
        return coneAllowsMove(terms)
    }

    /// Is there a direction d over movable symbols (d >= 0 on restricted ones) with every
    /// degenerate row's change >= 0 and sum(coef * d) != 0? Solved as two small LPs with
    /// this solver itself over the degenerate rows reachable from `terms`.
    func coneAllowsMove(_ terms: [(Int32, Double)]) -> Bool {
        var symbolVar = [Int32](repeating: -1, count: kinds.count)
        var rowSeen = [Bool](repeating: false, count: rows.count)
        var queue: [Int32] = terms.map { $0.0 }
        var lp = Solver()
        var constraints: [Constraint] = []
        var head = 0
        for s in queue { symbolVar[Int(s)] = lp.makeVariable().index }
        while head < queue.count {
            let s = queue[head]
            head += 1
            for r in cols[Int(s)] where !rowSeen[Int(r)] && isTight(Int(r)) {
                rowSeen[Int(r)] = true
                let row = rows[Int(r)]
                var e = Expression()
                for k in 0..<row.syms.count where isMovable(row.syms[k]) {
                    let t = row.syms[k]
                    if symbolVar[Int(t)] < 0 {
                        symbolVar[Int(t)] = lp.makeVariable().index
                        queue.append(t)
                    }
                    e.terms.append(Term(Variable(index: symbolVar[Int(t)]), row.coefs[k]))
                }
                if !e.terms.isEmpty { constraints.append(Constraint(e, .greaterThanOrEqual)) }
            }
        }
        // Box the cone so the LP is bounded.
        for s in queue {
            let x = Variable(index: symbolVar[Int(s)])
            constraints.append(Constraint(Expression([Term(x)], constant: -1), .lessThanOrEqual))
            let lower: Double = kinds[Int(s)] == .external ? 1 : 0
            constraints.append(Constraint(Expression([Term(x)], constant: lower), .greaterThanOrEqual))
        }
        for c in constraints {
            do { try lp.add(c) } catch { return false }
        }
        let objectiveTerms = terms.map { Term(Variable(index: symbolVar[Int($0.0)]), $0.1) }
        for sign in [1.0, -1.0] {
            var probe = lp
            // Soft `sign * v_change >= 1`: its error is below 1 exactly when v can move.
            let e = Expression(objectiveTerms.map { Term($0.variable, sign * $0.coefficient) }, constant: -1)
            do { try probe.add(Constraint(e, .greaterThanOrEqual, .weight(1))) } catch { return false }
            var change = 0.0
            for t in objectiveTerms { change += t.coefficient * probe.value(of: t.variable) }
            if sign * change > 1e-9 { return true }
        }
        return false
    }
}
