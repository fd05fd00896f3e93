/// Row storage and the pivot. Every change to a stored row goes through here (or through
/// the journal's `touch`), so the journal sees it.
extension Solver {
    /// Stores `row` (already solved for its basic symbol, its terms in the pool) and
    /// indexes its columns.
    mutating func storeRow(_ row: Row) -> Int32 {
        let r: Int32
        if let free = tableau.freeRows.popLast() {
            r = free
            tableau.rows[Int(r)] = row
        } else {
            r = Int32(tableau.rows.count)
            tableau.rows.append(row)
            scratch.appendRow()
        }
        for k in row.range { symbols.cols.append(tableau.pool.terms[k].sym, r) }
        symbols.entries[Int(row.basic)].rowOf = r
        return r
    }

    /// Empties row `r` and puts it on the free list for the next `storeRow`.
    mutating func freeRow(_ r: Int32) {
        let b = tableau.rows[Int(r)].basic
        if b >= 0, symbols.entries[Int(b)].rowOf == r { symbols.entries[Int(b)].rowOf = -1 }
        tableau.pool.release(tableau.rows[Int(r)])
        tableau.rows[Int(r)] = .empty
        tableau.freeRows.append(r)
    }

    /// The index of symbol `s` in row `r`'s terms, or -1.
    @inline(__always) func indexOf(_ s: Int32, inRow r: Int) -> Int {
        let range = tableau.rows[r].range
        return tableau.pool.terms.withUnsafeBufferPointer { terms in
            for k in range where terms[k].sym == s { return k - range.lowerBound }
            return -1
        }
    }

    /// The coefficient of symbol `s` in row `r`, or 0.
    func coefficient(of s: Int32, inRow r: Int) -> Double {
        let k = indexOf(s, inRow: r)
        return k >= 0 ? tableau.term(r, k).coef : 0
    }

    /// Adds `v` to the cost of `s` at `level`, journaled.
    mutating func addToObjective(_ s: Int32, level: Double, _ v: Double) {
        let old = tableau.objective.add(s, level: level, v)
        if journal.active { journal.savedObjective.append((s, level, old)) }
    }

    /// Replaces symbol `e` everywhere by row `p`, whose basic symbol it now is.
    mutating func substitute(_ e: Int32, from p: Int32) {
        let src = tableau.rows[Int(p)]
        let stamp = scratch.nextStamp()
        // Walked by hand: the merges append to other lists, and the detached entries stay
        // out of the free list until the walk is over.
        let list = symbols.cols.detach(e)
        if journal.active { journal.savedCols.append((e, list)) }
        for j in 0..<Int(src.count) { scratch.position[Int(tableau.pool.terms[Int(src.start) + j].sym)] = Int32(j) }
        var link = list.head
        while link >= 0 {
            let r = symbols.cols.pool[Int(link)].row
            link = symbols.cols.pool[Int(link)].next
            let ri = Int(r)
            if r == p || scratch.rowStamp[ri] == stamp || tableau.rows[ri].basic < 0 { continue }
            scratch.rowStamp[ri] = stamp
            let k = indexOf(e, inRow: ri)
            if k < 0 { continue }
            touch(ri)
            let a = tableau.term(ri, k).coef
            tableau.pool.removeTerm(&tableau.rows[ri], at: k)
            tableau.pool.merge(&tableau.rows[ri], indexed: src, r, a, &scratch.position, &symbols.cols)
            if scratch.trackInfeasible, tableau.rows[ri].constant < 0,
               symbols.entries[Int(tableau.rows[ri].basic)].kind != .external {
                scratch.infeasibleRows.append(r)
            }
        }
        for k in src.range { scratch.position[Int(tableau.pool.terms[k].sym)] = -1 }
        if journal.active {
            symbols.cols.abandon(list)
        } else {
            symbols.cols.release(list)
            symbols.cols.compactIfNeeded()
        }
        // The objective: each level of e's cost moves onto the row's symbols.
        var entry = tableau.objective.slots[Int(e)].head
        while entry >= 0 {
            let level = tableau.objective.pool[Int(entry)].level
            let d = tableau.objective.pool[Int(entry)].coefficient
            entry = tableau.objective.pool[Int(entry)].next
            if journal.active { journal.savedObjective.append((e, level, d)) }
            for k in src.range {
                let t = tableau.pool.terms[k]
                addToObjective(t.sym, level: level, d * t.coef)
            }
        }
        tableau.objective.clear(e)
        if tableau.artificialActive {
            let d = tableau.artificial.slots[Int(e)].coef
            if d != 0 {
                tableau.artificial.slots[Int(e)].coef = 0
                tableau.artificial.constant += d * src.constant
                for k in src.range {
                    let t = tableau.pool.terms[k]
                    let s = Int(t.sym)
                    var c = tableau.artificial.slots[s].coef + d * t.coef
                    if nearZero(c) { c = 0 }
                    tableau.artificial.slots[s].coef = c
                    if !tableau.artificial.slots[s].listed {
                        tableau.artificial.slots[s].listed = true
                        tableau.artificial.nz.append(t.sym)
                    }
                }
            }
        }
    }

    /// Swaps `e` (nonbasic, present in row `p`) into the basis in place of row `p`'s basic.
    mutating func pivot(entering e: Int32, row p: Int32) throws(SolverError) {
        counters.structureVersion &+= 1
        let pi = Int(p)
        touch(pi)
        let k = indexOf(e, inRow: pi)
        let leaving = tableau.rows[pi].basic
        tableau.pool.append(RowTerm(sym: leaving, coef: -1), to: &tableau.rows[pi])
        symbols.cols.append(leaving, p)
        tableau.pool.solve(&tableau.rows[pi], for: k)
        setRowOf(leaving, -1)
        setRowOf(e, p)
        substitute(e, from: p)
        try checkInterrupt()
    }
}
