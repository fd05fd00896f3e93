/// The ambiguity analysis without `ConeSpan`: a component's cone as a boxed LP,
/// probed twice per variable (a soft `±change >= 1` added and removed again). Not used by
/// `ambiguity(of:)`; kept as the reference the tests compare the span analysis with, since
/// it reads the definition (some direction of the cone changes the variable) literally.
extension Solver {
    /// `ambiguity(of:)` by the probes: the same answer, at one or two LP probes per
    /// variable whose single directions are all blocked.
    func probedAmbiguity(of variables: [Variable]) -> [Bool] {
        var context = ProbeContext(symbols: symbols.count, rows: tableau.rows.count)
        return variables.map { isAmbiguousByProbes(symbol($0), &context) }
    }

    func isAmbiguousByProbes(_ v: Int32, _ context: inout ProbeContext) -> Bool {
        let vi = Int(v)
        guard vi >= 0 else { return false }
        var terms: [(Int32, Double)] = []
        if symbols.entries[vi].rowOf >= 0 {
            let r = Int(symbols.entries[vi].rowOf)
            for k in tableau.rows[r].range where isMovable(tableau.pool.terms[k].sym) {
                terms.append((tableau.pool.terms[k].sym, tableau.pool.terms[k].coef))
            }
        } else if isMovable(v) {
            terms.append((v, 1))
        }
        if terms.isEmpty { return false }
        for (s, _) in terms {
            if canMoveAlone(s, up: true, &context.memo) { return true }
            if symbols.entries[Int(s)].kind == .external && canMoveAlone(s, up: false, &context.memo) { return true }
        }
        var done: [Int32] = []
        for (s, _) in terms {
            let component = probeComponent(of: s, &context)
            if done.contains(component) { continue }
            done.append(component)
            guard var lp = context.components[Int(component)] else { continue }
            context.components[Int(component)] = nil
            var part: [Term] = []
            for (t, c) in terms where context.componentOf[Int(t)] == component {
                part.append(Term(Variable(index: context.lpVar[Int(t)]), c))
            }
            let (moves, intact) = coneAllowsMove(part, &lp)
            context.components[Int(component)] = intact ? lp : nil
            if moves { return true }
        }
        return false
    }

    /// The component holding `s` (as `component(of:)` explores it) with its cone as an LP:
    /// the degenerate rows >= 0, each symbol boxed to [-1, 1] (external) or [0, 1].
    func probeComponent(of s: Int32, _ context: inout ProbeContext) -> Int32 {
        let existing = context.componentOf[Int(s)]
        if existing >= 0 { return existing }
        let id = Int32(context.components.count)
        var queue: [Int32] = [s]
        var tightRows: [Int32] = []
        context.componentOf[Int(s)] = id
        var head = 0
        while head < queue.count {
            let q = queue[head]
            head += 1
            for r in symbols.cols.rows(q) where !context.rowSeen[Int(r)] && isTight(Int(r)) {
                context.rowSeen[Int(r)] = true
                tightRows.append(r)
                let ri = Int(r)
                for k in tableau.rows[ri].range where isMovable(tableau.pool.terms[k].sym) {
                    let t = tableau.pool.terms[k].sym
                    if context.componentOf[Int(t)] < 0 {
                        context.componentOf[Int(t)] = id
                        queue.append(t)
                    }
                }
            }
        }
        guard queue.count > 1 else {
            context.components.append(nil)
            return id
        }
        var lp = Solver()
        for q in queue { context.lpVar[Int(q)] = lp.makeVariable().index }
        var valid = true
        func add(_ c: Constraint) {
            if valid {
                do { try lp.add(c) } catch { valid = false }
            }
        }
        for r in tightRows {
            let ri = Int(r)
            var e = Expression()
            for k in tableau.rows[ri].range where isMovable(tableau.pool.terms[k].sym) {
                let term = tableau.pool.terms[k]
                e.terms.append(Term(Variable(index: context.lpVar[Int(term.sym)]), term.coef))
            }
            if !e.terms.isEmpty { add(Constraint(e, .greaterThanOrEqual)) }
        }
        for q in queue {
            let x = Variable(index: context.lpVar[Int(q)])
            add(Constraint(Expression([Term(x)], constant: -1), .lessThanOrEqual))
            let lower: Double = symbols.entries[Int(q)].kind == .external ? 1 : 0
            add(Constraint(Expression([Term(x)], constant: lower), .greaterThanOrEqual))
        }
        context.components.append(valid ? lp : nil)
        return id
    }

    /// Is there a direction d in the component's cone with sum(coef * d) != 0? Two probes
    /// of the component's LP, one per sign, each a soft constraint added and removed again.
    /// What a probe reads does not depend on the basis the previous one left: the probe's
    /// least error is unique, and so is the change it reads.
    func coneAllowsMove(_ terms: [Term], _ lp: inout Solver) -> (moves: Bool, intact: Bool) {
        for sign in [1.0, -1.0] {
            // Soft `sign * v_change >= 1`: its error is below 1 exactly when v can move.
            let e = Expression(terms.map { Term($0.variable, sign * $0.coefficient) }, constant: -1)
            let probe: ConstraintHandle
            do { probe = try lp.add(Constraint(e, .greaterThanOrEqual, .weight(1))) } catch { return (false, true) }
            var change = 0.0
            for t in terms { change += t.coefficient * lp.value(of: t.variable) }
            do { try lp.remove(probe) } catch { return (sign * change > 1e-9, false) }
            if sign * change > 1e-9 { return (true, true) }
        }
        return (false, true)
    }
}
