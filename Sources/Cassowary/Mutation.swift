/// Adding, removing and re-targeting constraints (kiwi's algorithm, with exact rollback).
extension Solver {
    @inline(__always)
    static func accumulate(_ row: inout Row, _ s: Int32, _ v: Double, _ position: inout [Int32]) {
        let p = position[Int(s)]
        if p >= 0 {
            row.coefs[Int(p)] += v
        } else {
            position[Int(s)] = Int32(row.syms.count)
            row.syms.append(s)
            row.coefs.append(v)
        }
    }

    /// The expression with every basic variable replaced by its row.
    /// Mutating (it borrows `position`) so the scratch array is not copied per call.
    mutating func expandedRow(_ e: Expression) -> Row {
        var row = Row(basic: -1, constant: e.constant, syms: [], coefs: [])
        for t in e.terms where t.coefficient != 0 {
            let s = varSym[Int(t.variable.index)]
            let r = rowOf[Int(s)]
            if r >= 0 {
                let src = rows[Int(r)]
                row.constant += t.coefficient * src.constant
                for j in 0..<src.syms.count {
                    Solver.accumulate(&row, src.syms[j], t.coefficient * src.coefs[j], &position)
                }
            } else {
                Solver.accumulate(&row, s, t.coefficient, &position)
            }
        }
        for s in row.syms { position[Int(s)] = -1 }
        Solver.compact(&row)
        return row
    }

    /// Adds a constraint; returns its record index (`slot`, when a rebuild refills a
    /// placeholder record, else a new one). On refusal nothing changes.
    ///
    /// A required equality gets no dummy column when it can be solved for an external: the
    /// dummy columns together are the inverse of the constraint matrix, dense for any chain
    /// (kiwi's quadratic growth). Givens keep theirs (their constants move in place) and so
    /// does an equality with no external left (its row must stay to be checked on resizes).
    /// Removing or re-targeting a constraint without a column goes through `rebuild`.
    mutating func addConstraint(_ c: Constraint, isGiven: Bool, isEdit: Bool, slot: Int32 = -1) throws(SolverError) -> Int32 {
        var row = expandedRow(c.expression)
        let required = c.strength.isRequired
        let markerKind: SymbolKind
        let markerSign: Double
        var otherSign = 0.0
        switch c.op {
        case .lessThanOrEqual:
            markerKind = .slack; markerSign = 1; otherSign = -1
        case .greaterThanOrEqual:
            markerKind = .slack; markerSign = -1; otherSign = 1
        case .equal:
            if required { markerKind = .dummy; markerSign = 1 } else { markerKind = .error; markerSign = -1; otherSign = 1 }
        }
        let hasOther = !required
        // Keep the constant >= 0 so a phase-one artificial starts feasible.
        let flip: Double = row.constant < 0 ? -1 : 1
        if flip < 0 {
            row.constant = -row.constant
            for k in 0..<row.coefs.count { row.coefs[k] = -row.coefs[k] }
        }

        // Subject: the external whose column is shortest (fewest rows to substitute into,
        // so rows stay sparse), else the new slack or error when it can stay >= 0.
        enum Subject { case term(Int32), marker, other, none }
        var subject = Subject.none
        var bestCost = Int.max
        var bestSym: Int32 = -1
        var allDummies = true
        for s in row.syms {
            let kind = kinds[Int(s)]
            if kind != .dummy { allDummies = false }
            guard kind == .external else { continue }
            let cost = cols[Int(s)].count
            if cost < bestCost || (cost == bestCost && s < bestSym) {
                bestCost = cost
                bestSym = s
            }
        }
        if bestSym >= 0 {
            subject = .term(bestSym)
        } else if markerKind != .dummy && markerSign * flip < 0 {
            subject = .marker
        } else if hasOther && otherSign * flip < 0 {
            subject = .other
        } else if markerKind == .dummy && allDummies {
            if row.constant > residualTolerance {
                throw .unsatisfiable(conflicts: computeConflicts ? try conflicts(of: c, excluding: -1) : [])
            }
            subject = .marker
        }
        let needsMarker = markerKind != .dummy || isGiven || bestSym < 0

        // A phase-one add can be refused after pivots: journal it (cost proportional to
        // what it touches) instead of keeping a copy of the whole solver for the undo.
        var mark = AddMark(symbols: kinds.count, records: records.count, slot: slot,
                           record: slot >= 0 ? records[Int(slot)] : nil)
        if case .none = subject { journal.begin() }
        let index = slot >= 0 ? slot : Int32(records.count)
        var marker: Int32 = -1
        if needsMarker {
            marker = newSymbol(markerKind)
            owner[Int(marker)] = index
            row.syms.append(marker)
            row.coefs.append(markerSign * flip)
        }
        var other: Int32 = -1
        if hasOther {
            other = newSymbol(.error)
            owner[Int(other)] = index
            row.syms.append(other)
            row.coefs.append(otherSign * flip)
        }
        let record = ConstraintRecord(constraint: c, marker: marker, other: other, markerSign: markerSign,
                                      alive: true, isGiven: isGiven, isEdit: isEdit)
        if slot >= 0 { records[Int(slot)] = record } else { records.append(record) }
        if !required {
            let level = c.strength.level
            if c.op == .equal { addToObjective(marker, level: level, c.strength.weight) }
            addToObjective(other, level: level, c.strength.weight)
        }

        let s: Int32
        switch subject {
        case .term(let t): s = t
        case .marker: s = marker
        case .other: s = other
        case .none:
            let feasible: Bool
            do {
                feasible = try addWithArtificialVariable(row, &mark)
            } catch {
                journal.active = false
                throw error
            }
            if !feasible {
                undoAdd(mark)
                throw .unsatisfiable(conflicts: computeConflicts ? try conflicts(of: c, excluding: -1) : [])
            }
            try optimize(phaseOne: false)
            return index
        }
        var k = 0
        while row.syms[k] != s { k += 1 }
        Solver.solve(&row, for: k)
        let p = storeRow(row)
        substitute(s, from: p)
        try checkInterrupt()
        try optimize(phaseOne: false)
        return index
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable equal to
    /// it. False when its least value exceeds the residual tolerance.
    mutating func addWithArtificialVariable(_ row: Row, _ mark: inout AddMark) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        var basicRow = row
        basicRow.basic = art
        mark.artificialRow = storeRow(basicRow)
        artificial.clear()
        artificial.constant = row.constant
        for k in 0..<row.syms.count {
            let s = row.syms[k]
            artificial.coef[Int(s)] = row.coefs[k]
            artificial.listed[Int(s)] = true
            artificial.nz.append(s)
        }
        artificialActive = true
        defer {
            artificialActive = false
            artificial.clear()
        }
        try optimize(phaseOne: true)
        if artificial.constant > residualTolerance { return false }
        journal.active = false
        artificialActive = false
        let ap = rowOf[Int(art)]
        if ap >= 0 {
            var entering: Int32 = -1
            var fallback: Int32 = -1
            for s in rows[Int(ap)].syms {
                switch kinds[Int(s)] {
                case .slack, .error: if entering < 0 || s < entering { entering = s }
                case .external: if fallback < 0 || s < fallback { fallback = s }
                case .dummy: break
                }
            }
            if entering < 0 { entering = fallback }
            if entering < 0 {
                // Only dummies remain: the constraint is implied by required equalities.
                freeRow(ap)
            } else {
                try pivot(entering: entering, row: ap)
            }
        }
        // The artificial is nonbasic (zero) now; dropping its column imposes the row.
        for r in cols[Int(art)] where rows[Int(r)].basic >= 0 {
            let k = indexOf(art, inRow: Int(r))
            if k >= 0 { Solver.removeTerm(&rows[Int(r)], at: k) }
        }
        cols[Int(art)] = []
        objective.clear(art)
        return true
    }

    mutating func removeConstraint(_ i: Int) throws(SolverError) {
        let rec = records[i]
        if !rec.constraint.strength.isRequired {
            let w = rec.constraint.strength.weight
            let level = rec.constraint.strength.level
            let errors = rec.constraint.op == .equal ? [rec.marker, rec.other] : [rec.other]
            for e in errors {
                let r = rowOf[Int(e)]
                if r >= 0 {
                    let src = rows[Int(r)]
                    for j in 0..<src.syms.count { addToObjective(src.syms[j], level: level, -w * src.coefs[j]) }
                } else {
                    addToObjective(e, level: level, -w)
                }
            }
        }
        if rec.marker < 0 {
            try rebuild(removing: i)
            return
        }
        records[i].alive = false
        let m = rec.marker
        if rowOf[Int(m)] < 0, let r = markerLeavingRow(m) {
            try pivot(entering: m, row: r)
        }
        if rowOf[Int(m)] >= 0 { freeRow(rowOf[Int(m)]) }
        try optimize(phaseOne: false)
    }

    /// kiwi's choice of the row a removed constraint's marker replaces: the restricted row
    /// it would make leave first, else the least constrained, else an external row.
    func markerLeavingRow(_ m: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in cols[Int(m)] {
            let ri = Int(r)
            let basic = rows[ri].basic
            if basic < 0 { continue }
            let c = coefficient(of: m, inRow: ri)
            if c == 0 { continue }
            if kinds[Int(basic)] == .external {
                if third < 0 || r < third { third = r }
            } else if c < 0 {
                let ratio = -rows[ri].constant / c
                if ratio < r1 || (ratio == r1 && r < first) { r1 = ratio; first = r }
            } else {
                let ratio = rows[ri].constant / c
                if ratio < r2 || (ratio == r2 && r < second) { r2 = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Moves constraint `i`'s expression constant: the marker shifts by delta / markerSign,
    /// so each row's constant moves by its marker coefficient times that; the dual simplex
    /// then repairs feasibility. A refusal rolls back through the journal.
    mutating func changeConstant(_ i: Int, to constant: Double) throws(SolverError) {
        let rec = records[i]
        let delta = constant - rec.constraint.expression.constant
        if delta == 0 { return }
        if rec.marker < 0 {
            try rebuild(changing: i, to: constant)
            return
        }
        let t = delta / rec.markerSign
        journal.begin()
        records[i].constraint.expression.constant = constant
        infeasibleRows.removeAll(keepingCapacity: true)
        let m = rec.marker
        var bad: Int32? = nil
        if rowOf[Int(m)] >= 0 {
            let r = rowOf[Int(m)]
            journal.savedConstants.append((r, rows[Int(r)].constant))
            rows[Int(r)].constant -= t
            if isViolated(r) { bad = r } else if needsRepair(r) { infeasibleRows.append(r) }
        } else {
            bad = shiftConstants(alongColumn: m, by: t)
        }
        if bad == nil {
            do {
                bad = try dualOptimize()
            } catch {
                journal.active = false
                throw error
            }
        }
        if bad == nil {
            journal.active = false
            return
        }
        rollback()
        records[i].constraint.expression.constant = rec.constraint.expression.constant
        var changed = rec.constraint
        changed.expression.constant = constant
        throw .unsatisfiable(conflicts: computeConflicts ? try conflicts(of: changed, excluding: i) : [])
    }

    /// Adds `coef(m) * t` to the constant of every row holding `m`, logging old constants
    /// and queueing rows that went negative. The resize hot loop: one pass over the column
    /// on raw buffers. Returns a required-equality row that can no longer hold, if any.
    mutating func shiftConstants(alongColumn m: Int32, by t: Double) -> Int32? {
        stamp &+= 1
        if stamp == 0 { stamp = 1 }
        let st = stamp
        let list = cols[Int(m)]
        var saved: [(Int32, Double)] = []
        swap(&saved, &journal.savedConstants)
        saved.reserveCapacity(list.count)
        var queue: [Int32] = []
        swap(&queue, &infeasibleRows)
        var bad: Int32? = nil
        kinds.withUnsafeBufferPointer { kinds in
            rowStamp.withUnsafeMutableBufferPointer { stamps in
                rows.withUnsafeMutableBufferPointer { rows in
                    for r in list {
                        let ri = Int(r)
                        let basic = rows[ri].basic
                        if basic < 0 || stamps[ri] == st { continue }
                        stamps[ri] = st
                        let a: Double = rows[ri].syms.withUnsafeBufferPointer { syms in
                            for k in 0..<syms.count where syms[k] == m {
                                return rows[ri].coefs.withUnsafeBufferPointer { $0[k] }
                            }
                            return 0
                        }
                        if a == 0 { continue }
                        let old = rows[ri].constant
                        saved.append((r, old))
                        let c = old + a * t
                        rows[ri].constant = c
                        let kind = kinds[Int(basic)]
                        if kind == .dummy {
                            if abs(c) > residualTolerance { bad = r; return }
                        } else if c < 0 && kind != .external {
                            queue.append(r)
                        }
                    }
                }
            }
        }
        swap(&saved, &journal.savedConstants)
        swap(&queue, &infeasibleRows)
        return bad
    }

    /// A dummy (required equality) row whose value left zero cannot be repaired.
    @inline(__always) func isViolated(_ r: Int32) -> Bool {
        kinds[Int(rows[Int(r)].basic)] == .dummy && abs(rows[Int(r)].constant) > residualTolerance
    }

    @inline(__always) func needsRepair(_ r: Int32) -> Bool {
        guard rows[Int(r)].constant < 0 else { return false }
        let kind = kinds[Int(rows[Int(r)].basic)]
        return kind == .slack || kind == .error
    }

    mutating func rollback() {
        for (r, row) in journal.savedRows.reversed() { rows[Int(r)] = row }
        for (r, c) in journal.savedConstants.reversed() { rows[Int(r)].constant = c }
        for (s, old) in journal.savedRowOf.reversed() { rowOf[Int(s)] = old }
        for (s, list) in journal.savedCols.reversed() { cols[Int(s)] = list + cols[Int(s)] }
        for (s, level, old) in journal.savedObjective.reversed() { objective.set(s, level: level, old) }
        infeasibleRows.removeAll(keepingCapacity: true)
        journal.active = false
    }
}
