/// Re-targeting a constraint's constant in place (a given's resize, an edit's suggestion):
/// the resize hot path, with exact rollback through the journal on refusal.
extension Solver {
    /// Moves constraint `i`'s expression constant: the marker shifts by delta / markerSign,
    /// so each row's constant moves by its marker coefficient times that; the dual simplex
    /// then repairs feasibility. A refusal rolls back through the journal.
    mutating func changeConstant(_ i: Int, to constant: Double) throws(SolverError) {
        // The record's fields are read one by one: a copy of the whole record (its
        // constraint's terms retained and released, through an unspecialised value witness)
        // was a tenth of a small system's resize.
        let old = records[i].constraint.expression.constant
        let delta = constant - old
        if delta == 0 { return }
        let m = records[i].marker
        if m < 0 {
            try rebuild(changing: i, to: constant)
            return
        }
        let t = delta / records[i].markerSign
        // Resizes pivot under the journal, whose saved column lists are only dead once it
        // closes: the last resize's are collected here.
        symbols.cols.compactIfNeeded()
        tableau.pool.compactIfNeeded(&tableau.rows)
        journal.begin()
        records[i].constraint.expression.constant = constant
        scratch.infeasibleRows.removeAll(keepingCapacity: true)
        var bad: Int32? = nil
        if symbols.entries[Int(m)].rowOf >= 0 {
            let r = symbols.entries[Int(m)].rowOf
            let before = tableau.rows[Int(r)].constant
            journal.savedConstants.append((r, before))
            tableau.rows[Int(r)].constant -= t
            let kind = symbols.entries[Int(tableau.rows[Int(r)].basic)].kind
            if Solver.isTight(kind, before) != Solver.isTight(kind, before - t) { counters.tightnessVersion &+= 1 }
            if isViolated(r) { bad = r } else if needsRepair(r) { scratch.infeasibleRows.append(r) }
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
        records[i].constraint.expression.constant = old
        var changed = records[i].constraint
        changed.expression.constant = constant
        throw .unsatisfiable(conflicts: mode.reportsConflicts ? try conflicts(of: changed, excluding: i) : [])
    }

    /// Adds `coef(m) * t` to the constant of every row holding `m`, logging old constants,
    /// queueing rows that went negative and counting a row put at zero or taken off it
    /// (`Counters.tightnessVersion`). The resize hot loop: one pass over the column on raw
    /// buffers. Returns a required-equality row that can no longer hold, if any.
    mutating func shiftConstants(alongColumn m: Int32, by t: Double) -> Int32? {
        if let memo = columnMemo.lookup(m, version: counters.structureVersion) {
            columnMemo.hits &+= 1
            return shiftConstants(rows: memo.rows, coefs: memo.coefs, by: t)
        }
        let st = scratch.nextStamp()
        let list = symbols.cols.rows(m)
        var saved: [(Int32, Double)] = []
        swap(&saved, &journal.savedConstants)
        saved.reserveCapacity(symbols.cols.count(m))
        var queue: [Int32] = []
        swap(&queue, &scratch.infeasibleRows)
        var bad: Int32? = nil
        var tightnessChanged = false
        // The rows changed and their coefficients, in the walk's order, for the next shift
        // along this column (`ColumnMemo`).
        var memoRows: [Int32] = []
        var memoCoefs: [Double] = []
        memoRows.reserveCapacity(symbols.cols.count(m))
        memoCoefs.reserveCapacity(symbols.cols.count(m))
        symbols.entries.withUnsafeBufferPointer { entries in
            scratch.rowStamp.withUnsafeMutableBufferPointer { stamps in
                tableau.pool.terms.withUnsafeBufferPointer { terms in
                    tableau.rows.withUnsafeMutableBufferPointer { rows in
                        for r in list {
                            let ri = Int(r)
                            let basic = rows[ri].basic
                            if basic < 0 || stamps[ri] == st { continue }
                            stamps[ri] = st
                            var a = 0.0
                            for k in rows[ri].range where terms[k].sym == m {
                                a = terms[k].coef
                                break
                            }
                            if a == 0 { continue }
                            memoRows.append(r)
                            memoCoefs.append(a)
                            let old = rows[ri].constant
                            saved.append((r, old))
                            let c = old + a * t
                            rows[ri].constant = c
                            let kind = entries[Int(basic)].kind
                            if Solver.isTight(kind, old) != Solver.isTight(kind, c) { tightnessChanged = true }
                            if kind == .dummy {
                                if abs(c) > residualTolerance { bad = r; return }
                            } else if c < 0 && kind != .external {
                                queue.append(r)
                            }
                        }
                    }
                }
            }
        }
        swap(&saved, &journal.savedConstants)
        swap(&queue, &scratch.infeasibleRows)
        if tightnessChanged { counters.tightnessVersion &+= 1 }
        // A walk cut short by a broken equality saw only some rows (and is rolled back).
        if bad == nil { columnMemo.store(m, version: counters.structureVersion, rows: memoRows, coefs: memoCoefs) }
        return bad
    }

    /// `shiftConstants(alongColumn:by:)` over the rows and coefficients a walk of the
    /// column found at this very structure (`ColumnMemo`): the same rows in the same order,
    /// so the same constants, log, queue and answer, without the walk or the searches.
    private mutating func shiftConstants(rows list: [Int32], coefs: [Double], by t: Double) -> Int32? {
        var saved: [(Int32, Double)] = []
        swap(&saved, &journal.savedConstants)
        saved.reserveCapacity(list.count)
        var queue: [Int32] = []
        swap(&queue, &scratch.infeasibleRows)
        var bad: Int32? = nil
        var tightnessChanged = false
        symbols.entries.withUnsafeBufferPointer { entries in
            tableau.rows.withUnsafeMutableBufferPointer { rows in
                list.withUnsafeBufferPointer { list in
                    coefs.withUnsafeBufferPointer { coefs in
                        for j in 0..<list.count {
                            let r = list[j]
                            let ri = Int(r)
                            let old = rows[ri].constant
                            saved.append((r, old))
                            let c = old + coefs[j] * t
                            rows[ri].constant = c
                            let kind = entries[Int(rows[ri].basic)].kind
                            if Solver.isTight(kind, old) != Solver.isTight(kind, c) { tightnessChanged = true }
                            if kind == .dummy {
                                if abs(c) > residualTolerance { bad = r; return }
                            } else if c < 0 && kind != .external {
                                queue.append(r)
                            }
                        }
                    }
                }
            }
        }
        swap(&saved, &journal.savedConstants)
        swap(&queue, &scratch.infeasibleRows)
        if tightnessChanged { counters.tightnessVersion &+= 1 }
        return bad
    }

    /// A dummy (required equality) row whose value left zero cannot be repaired.
    @inline(__always) func isViolated(_ r: Int32) -> Bool {
        symbols.entries[Int(tableau.rows[Int(r)].basic)].kind == .dummy
            && abs(tableau.rows[Int(r)].constant) > residualTolerance
    }

    /// A restricted row whose value went negative: the dual simplex must repair it.
    @inline(__always) func needsRepair(_ r: Int32) -> Bool {
        guard tableau.rows[Int(r)].constant < 0 else { return false }
        let kind = symbols.entries[Int(tableau.rows[Int(r)].basic)].kind
        return kind == .slack || kind == .error
    }
}
