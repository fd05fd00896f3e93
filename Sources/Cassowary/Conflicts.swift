/// The conflict set of a refused required constraint (SPEC.md section 4): from all kept
/// required constraints (givens excluded), newest first, drop each one without which the new
/// constraint is still infeasible; what remains, in addition order.
///
/// Only the connected component of the new constraint (constraints linked through shared
/// variables) can matter, since the kept system was feasible. Each feasibility test is a
/// fresh solve of that component's required constraints plus the new one; an infeasible test
/// also yields a Farkas certificate, and any constraint outside the current certificate can
/// be dropped without a test (the certificate still proves infeasibility without it). So the
/// number of solves is about the size of the answer, not of the system.
extension Solver {
    func conflicts(of newConstraint: Constraint, excluding excluded: Int) throws(SolverError) -> [ConstraintHandle] {
        var parent = [Int32](repeating: -1, count: kinds.count)
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
        var members: [Int] = []
        for i in candidates {
            if let t = records[i].constraint.expression.terms.first(where: { $0.coefficient != 0 }),
               find(t.variable.index) == root {
                members.append(i)
            }
        }
        var inSet = [Bool](repeating: false, count: records.count)
        for i in members { inSet[i] = true }
        guard var support = try infeasibilitySupport(members, inSet, newConstraint) else { return [] }
        for i in members.reversed() where !records[i].isGiven {
            inSet[i] = false
            if !support[i] { continue }
            if let s = try infeasibilitySupport(members, inSet, newConstraint) {
                support = s
            } else {
                inSet[i] = true
            }
        }
        var result: [ConstraintHandle] = []
        for i in members where inSet[i] && !records[i].isGiven { result.append(ConstraintHandle(index: Int32(i))) }
        return result
    }

    /// Solves the members still in the set, then the new constraint, in a fresh solver. Nil
    /// when feasible; otherwise a mask of record indices in a certificate of infeasibility.
    func infeasibilitySupport(_ members: [Int], _ inSet: [Bool], _ c: Constraint) throws(SolverError) -> [Bool]? {
        var fresh = Solver()
        fresh.interrupt = interrupt
        fresh.computeConflicts = false
        var map = [Int32](repeating: -1, count: kinds.count)
        var freshToRecord: [Int] = []
        func mapped(_ c: Constraint, _ fresh: inout Solver) -> Constraint {
            var m = c
            for k in 0..<m.expression.terms.count {
                let v = Int(m.expression.terms[k].variable.index)
                if map[v] < 0 { map[v] = fresh.makeVariable().index }
                m.expression.terms[k].variable = Variable(index: map[v])
            }
            return m
        }
        for i in members where inSet[i] {
            let m = mapped(records[i].constraint, &fresh)
            do {
                _ = try fresh.addConstraint(m, isGiven: false, isEdit: false)
                freshToRecord.append(i)
            } catch .interrupted {
                throw .interrupted
            } catch {
                // Kept constraints were jointly feasible; a refusal here is rounding, and
                // leaving the constraint out only makes the test more permissive.
                continue
            }
        }
        let m = mapped(c, &fresh)
        do {
            _ = try fresh.addConstraint(m, isGiven: false, isEdit: false)
            return nil
        } catch .interrupted {
            throw .interrupted
        } catch {
            var mask = [Bool](repeating: false, count: records.count)
            for f in fresh.lastCertificate where f >= 0 && Int(f) < freshToRecord.count {
                mask[freshToRecord[Int(f)]] = true
            }
            return mask
        }
    }
}
