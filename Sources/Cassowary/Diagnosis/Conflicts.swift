/// The conflict set of a refused required constraint (docs/requests.md#conflicts): from all kept
/// required constraints (givens excluded), newest first, drop each one without which the new
/// constraint is still infeasible; what remains, in addition order.
///
/// Computed without testing each constraint: with B = givens + new, the newest-first
/// deletion keeps exactly c_j for the least j such that B + c_1..c_j is infeasible, then
/// repeats with B + c_j over c_1..c_(j-1), until B itself is infeasible. One incremental
/// build finds each j (the first add that is refused), so the cost is (answer size + 1)
/// solves. Only the new constraint's connected component (through shared variables) is
/// built, since the kept system was feasible and other components cannot take part. A
/// variable a given pins (`root.width == 400`) is a constant, so it links nothing: views
/// that only share the root's size are separate components.
///
/// Cost: (answer size + 1) builds of the component. Small conflicts in big layouts are
/// cheap; a conflict that spans thousands of constraints (a long chain) is quadratic and
/// relies on the interrupt.
extension Solver {
    func conflicts(of newConstraint: Constraint, excluding excluded: Int) throws(SolverError) -> [ConstraintHandle] {
        var parent = [Int32](filled: -1, count: symbols.varSym.count)
        var pinned = [Bool](filled: false, count: symbols.varSym.count)
        // A given being re-targeted (`excluded`) moves its variable: that one links.
        for (i, rec) in records.enumerated() where rec.alive && rec.isGiven && rec.constraint.op == .equal && i != excluded {
            let live = rec.constraint.expression.terms.filter { $0.coefficient != 0 }
            if live.count == 1 { pinned[Int(live[0].variable.index)] = true }
        }
        func find(_ x: Int32) -> Int32 {
            var r = x
            while parent[Int(r)] >= 0 { r = parent[Int(r)] }
            var y = x
            while parent[Int(y)] >= 0 {
                let next = parent[Int(y)]
                parent[Int(y)] = r
                y = next
            }
            return r
        }
        func union(_ e: Expression) {
            var first: Int32 = -1
            for t in e.terms where t.coefficient != 0 && !pinned[Int(t.variable.index)] {
                let r = find(t.variable.index)
                if first < 0 { first = r } else if r != first { parent[Int(r)] = first }
            }
        }
        var candidates: [Int] = []
        for i in 0..<records.count {
            let rec = records[i]
            guard rec.alive, !rec.isEdit, rec.constraint.strength.isRequired, i != excluded else { continue }
            candidates.append(i)
            union(rec.constraint.expression)
        }
        union(newConstraint.expression)
        func linked(_ e: Expression) -> Int32 {
            guard let t = e.terms.first(where: { $0.coefficient != 0 && !pinned[Int($0.variable.index)] }) else { return -1 }
            return find(t.variable.index)
        }
        let root = linked(newConstraint.expression)
        var base: [Constraint] = []
        var ordered: [Int] = []
        for i in candidates {
            if records[i].isGiven {
                base.append(records[i].constraint)
            } else if root >= 0, linked(records[i].constraint.expression) == root {
                ordered.append(i)
            }
        }
        base.append(newConstraint)
        var result: [Int] = []
        var limit = ordered.count
        while limit > 0 {
            var fresh = Solver()
            fresh.interrupt = interrupt
            fresh.mode = .withoutConflicts
            for _ in 0..<symbols.varSym.count { _ = fresh.makeVariable() }
            guard try fresh.addAll(base) else { break }
            var found = -1
            for j in 0..<limit {
                guard try fresh.addAll([records[ordered[j]].constraint]) else {
                    found = j
                    break
                }
            }
            if found < 0 { break }
            result.append(ordered[found])
            base.append(records[ordered[found]].constraint)
            limit = found
        }
        return result.sorted().map { ConstraintHandle(index: Int32($0)) }
    }

    /// Adds each constraint; false at the first refusal (the rest are not added).
    mutating func addAll(_ cs: [Constraint]) throws(SolverError) -> Bool {
        for c in cs {
            do {
                _ = try addConstraint(c, isGiven: false, isEdit: false)
            } catch .unsatisfiable {
                return false
            }
        }
        return true
    }
}
