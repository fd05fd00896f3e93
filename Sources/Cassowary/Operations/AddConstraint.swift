/// Adding a constraint (kiwi's algorithm): a refused add leaves the solver as it was.
extension Solver {
    /// The expression with every basic variable replaced by its row: a new row, not
    /// stored, at the end of the pool, built with the `position` scratch. Sized
    /// once up front (every term's row, plus the marker and error `addConstraint`
    /// appends), so building it moves nothing.
    mutating func expandedRow(_ e: Expression) -> Row {
        // No row is held outside the tableau here: the one place an add may pack the pool.
        tableau.pool.compactIfNeeded(&tableau.rows)
        // Loops by index, each source row's terms read in place in the pool.
        var capacity = 2
        for k in e.terms.indices {
            let r = symbols.entries[Int(symbols.varSym[Int(e.terms[k].variable.index)])].rowOf
            capacity += r >= 0 ? tableau.termCount(Int(r)) : 1
        }
        var row = tableau.pool.newRow(constant: e.constant, capacity: capacity)
        for k in e.terms.indices {
            let t = e.terms[k]
            if t.coefficient == 0 { continue }
            let s = symbols.varSym[Int(t.variable.index)]
            let r = Int(symbols.entries[Int(s)].rowOf)
            if r >= 0 {
                let src = tableau.rows[r]
                row.constant += t.coefficient * src.constant
                tableau.pool.accumulate(&row, t.coefficient, timesTermsOf: src, &scratch.position)
            } else {
                tableau.pool.accumulate(&row, s, t.coefficient, &scratch.position)
            }
        }
        let cancelled = tableau.pool.unindex(row, &scratch.position)
        if cancelled { tableau.pool.compact(&row) }
        tableau.pool.trim(&row, to: Int(row.count) + 2)
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
    ///
    /// A required constraint without a subject is tried by the dual simplex first
    /// (DualAdd.swift); only when that finds no feasible point (`dual` false on the second
    /// try) does phase one decide, so refusals are phase one's.
    mutating func addConstraint(_ c: Constraint, isGiven: Bool, isEdit: Bool, slot: Int32 = -1,
                                dual: Bool = true) throws(SolverError) -> Int32 {
        counters.structureVersion &+= 1
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
            tableau.pool.negateTerms(row)
        }

        // Subject: the external whose column is shortest (fewest rows to substitute into,
        // so rows stay sparse), else the new slack or error when it can stay >= 0.
        enum Subject { case term(Int32), marker, other, none }
        var subject = Subject.none
        var bestCost = Int.max
        var bestSym: Int32 = -1
        var allDummies = true
        for k in row.range {
            let s = tableau.pool.terms[k].sym
            let kind = symbols.entries[Int(s)].kind
            if kind != .dummy { allDummies = false }
            guard kind == .external else { continue }
            let cost = symbols.cols.count(s)
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
                tableau.pool.release(row)
                throw .unsatisfiable(conflicts: mode.reportsConflicts ? try conflicts(of: c, excluding: -1) : [])
            }
            subject = .marker
        }
        let needsMarker = markerKind != .dummy || isGiven || bestSym < 0

        // A phase-one add can be refused after pivots: journal it (cost proportional to
        // what it touches) instead of keeping a copy of the whole solver for the undo.
        var mark = AddMark(symbols: symbols.count, records: records.count, slot: slot,
                           record: slot >= 0 ? records[Int(slot)] : nil)
        if case .none = subject, mode.undoesRefusals { journal.begin() }
        let index = slot >= 0 ? slot : Int32(records.count)
        var marker: Int32 = -1
        if needsMarker {
            marker = newSymbol(markerKind)
            symbols.entries[Int(marker)].owner = index
            tableau.pool.append(RowTerm(sym: marker, coef: markerSign * flip), to: &row)
        }
        var other: Int32 = -1
        if hasOther {
            other = newSymbol(.error)
            symbols.entries[Int(other)].owner = index
            tableau.pool.append(RowTerm(sym: other, coef: otherSign * flip), to: &row)
        }
        let record = ConstraintRecord(constraint: c, marker: marker, other: other, markerSign: markerSign,
                                      alive: true, isGiven: isGiven, isEdit: isEdit)
        if slot >= 0 { records[Int(slot)] = record } else { records.append(record) }
        record.forEachError { addToObjective($0, level: $1.level, $1.weight) }

        let s: Int32
        switch subject {
        case .term(let t): s = t
        case .marker: s = marker
        case .other: s = other
        case .none:
            if dual {
                let added: Bool
                do {
                    added = try addByDualSimplex(row, marker: marker, equality: markerKind == .dummy, &mark)
                } catch {
                    journal.active = false
                    throw error
                }
                if added { return index }
                guard mode.undoesRefusals else { throw .unsatisfiable(conflicts: []) }
                undoAdd(mark)
                return try addConstraint(c, isGiven: isGiven, isEdit: isEdit, slot: slot, dual: false)
            }
            let feasible: Bool
            do {
                feasible = try addWithArtificialVariable(row, &mark)
            } catch {
                journal.active = false
                throw error
            }
            if !feasible {
                undoAdd(mark)
                throw .unsatisfiable(conflicts: mode.reportsConflicts ? try conflicts(of: c, excluding: -1) : [])
            }
            try optimize(phaseOne: false)
            return index
        }
        var k = 0
        while tableau.pool.terms[Int(row.start) + k].sym != s { k += 1 }
        tableau.pool.solve(&row, for: k)
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
        tableau.artificial.clear()
        // No symbol is made while phase one runs: slots for those there are now cover it.
        tableau.artificial.cover(symbols.count)
        tableau.artificial.constant = row.constant
        for k in row.range {
            let s = tableau.pool.terms[k].sym
            tableau.artificial.slots[Int(s)].coef = tableau.pool.terms[k].coef
            tableau.artificial.slots[Int(s)].listed = true
            tableau.artificial.nz.append(s)
        }
        tableau.artificialActive = true
        defer {
            tableau.artificialActive = false
            tableau.artificial.clear()
        }
        try optimize(phaseOne: true)
        if tableau.artificial.constant > residualTolerance { return false }
        journal.active = false
        tableau.artificialActive = false
        let ap = symbols.entries[Int(art)].rowOf
        if ap >= 0 {
            var entering: Int32 = -1
            var fallback: Int32 = -1
            for k in tableau.rows[Int(ap)].range {
                let s = tableau.pool.terms[k].sym
                switch symbols.entries[Int(s)].kind {
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
        for r in symbols.cols.rows(art) where tableau.rows[Int(r)].basic >= 0 {
            let k = indexOf(art, inRow: Int(r))
            if k >= 0 { tableau.pool.removeTerm(&tableau.rows[Int(r)], at: k) }
        }
        symbols.cols.release(symbols.cols.detach(art))
        tableau.objective.clear(art)
        return true
    }
}
