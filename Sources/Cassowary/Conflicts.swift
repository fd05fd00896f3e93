/// The conflict set of a refused required constraint (SPEC.md section 4): from all kept
/// required constraints (givens excluded), newest first, drop each one without which the new
/// constraint is still infeasible; what remains, in addition order.
///
/// Computed without testing each constraint: with B = givens + new, the newest-first
/// deletion keeps exactly c_j for the least j such that B + c_1..c_j is infeasible, then
/// repeats with B + c_j over c_1..c_(j-1), until B itself is infeasible. One incremental
/// build finds each j (the first add that is refused), so the cost is (answer size + 1)
/// solves. Only the new constraint's connected component (through shared variables) is
/// built, since the kept system was feasible and other components cannot take part.
extension Solver {
    func conflicts(of newConstraint: Constraint, excluding excluded: Int) throws(SolverError) -> [ConstraintHandle] {
        var parent = [Int32](repeating: -1, count: varSym.count)
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
            for t in e.terms where t.coefficient != 0 {
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
        guard let anchor = newConstraint.expression.terms.first(where: { $0.coefficient != 0 }) else { return [] }
        let root = find(anchor.variable.index)
        var base: [Constraint] = []
        var ordered: [Int] = []
        for i in candidates {
            guard let t = records[i].constraint.expression.terms.first(where: { $0.coefficient != 0 }),
                  find(t.variable.index) == root else { continue }
            if records[i].isGiven { base.append(records[i].constraint) } else { ordered.append(i) }
        }
        base.append(newConstraint)
        var result: [Int] = []
        var limit = ordered.count
        while limit > 0 {
            var fresh = Solver()
            fresh.interrupt = interrupt
            fresh.computeConflicts = false
            for _ in 0..<varSym.count { _ = fresh.makeVariable() }
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

    /// Replaces the tableau by a cold build of the kept constraints, for removing or
    /// re-targeting a required equality that has no column of its own. Handles and
    /// variables stay the same. A refused change leaves the solver as it was.
    mutating func rebuild(removing: Int = -1, changing: Int = -1, to constant: Double = 0) throws(SolverError) {
        var fresh = Solver()
        fresh.interrupt = interrupt
        for _ in 0..<varSym.count { _ = fresh.makeVariable() }
        fresh.records = records.map {
            var dead = $0
            dead.alive = false
            dead.marker = -1
            dead.other = -1
            return dead
        }
        fresh.computeConflicts = false
        for i in 0..<records.count where records[i].alive && i != removing && i != changing {
            let rec = records[i]
            do {
                _ = try fresh.addConstraint(rec.constraint, isGiven: rec.isGiven, isEdit: rec.isEdit, slot: Int32(i))
            } catch .unsatisfiable {
                // These were jointly feasible; a refusal can only be rounding at the
                // tolerance, and the constraint was effectively satisfied: keep it listed.
                fresh.records[i].alive = true
                continue
            }
            if rec.isEdit, let t = rec.constraint.expression.terms.first {
                fresh.editOf[Int(fresh.symbol(t.variable))] = Int32(i)
            }
        }
        if changing >= 0 {
            var changed = records[changing].constraint
            changed.expression.constant = constant
            do {
                _ = try fresh.addConstraint(changed, isGiven: records[changing].isGiven, isEdit: false, slot: Int32(changing))
            } catch .unsatisfiable {
                throw .unsatisfiable(conflicts: computeConflicts ? try conflicts(of: changed, excluding: changing) : [])
            }
        }
        fresh.computeConflicts = computeConflicts
        fresh.pivotCount = pivotCount
        self = fresh
    }
}
