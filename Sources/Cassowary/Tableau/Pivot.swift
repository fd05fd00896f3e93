/// Row storage and the pivot. Every change to a stored row goes through here (or through
/// the journal's `touch`), so the journal sees it.
extension Solver {
    /// Stores `row` (already solved for its basic symbol) and indexes its columns.
    /// Takes the row (`consuming`): stored without another retain of its terms.
    mutating func storeRow(_ row: consuming Row) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
        } else {
            r = Int32(rows.count)
            rows.append(row)
            rowStamp.append(0)
            rowTouched.append(0)
        }
        let stored = Int(r)
        for k in 0..<rows[stored].terms.count { cols.append(rows[stored].terms[k].sym, r) }
        rowOf[Int(rows[stored].basic)] = r
        return r
    }

    /// Empties row `r` and puts it on the free list for the next `storeRow`.
    mutating func freeRow(_ r: Int32) {
        let b = rows[Int(r)].basic
        if b >= 0, rowOf[Int(b)] == r { rowOf[Int(b)] = -1 }
        rows[Int(r)] = Row(basic: -1, constant: 0, terms: [])
        freeRows.append(r)
    }

    /// The index of symbol `s` in row `r`'s terms, or -1.
    @inline(__always) func indexOf(_ s: Int32, inRow r: Int) -> Int {
        rows[r].terms.withUnsafeBufferPointer { terms in
            for k in 0..<terms.count where terms[k].sym == s { return k }
            return -1
        }
    }

    /// The coefficient of symbol `s` in row `r`, or 0.
    func coefficient(of s: Int32, inRow r: Int) -> Double {
        let k = indexOf(s, inRow: r)
        return k >= 0 ? rows[r].terms[k].coef : 0
    }

    /// Adds `v` to the cost of `s` at `level`, journaled.
    mutating func addToObjective(_ s: Int32, level: Double, _ v: Double) {
        let old = objective.add(s, level: level, v)
        if journal.active { journal.savedObjective.append((s, level, old)) }
    }

    /// Replaces symbol `e` everywhere by row `p`, whose basic symbol it now is.
    mutating func substitute(_ e: Int32, from p: Int32) {
        let src = rows[Int(p)]
        stamp &+= 1
        if stamp == 0 { stamp = 1 }
        // Walked by hand: the merges append to other lists, and the detached entries stay
        // out of the free list until the walk is over.
        let list = cols.detach(e)
        if journal.active { journal.savedCols.append((e, list)) }
        for j in 0..<src.terms.count { position[Int(src.terms[j].sym)] = Int32(j) }
        var link = list.head
        while link >= 0 {
            let r = cols.pool[Int(link)].row
            link = cols.pool[Int(link)].next
            let ri = Int(r)
            if r == p || rowStamp[ri] == stamp || rows[ri].basic < 0 { continue }
            rowStamp[ri] = stamp
            let k = indexOf(e, inRow: ri)
            if k < 0 { continue }
            touch(ri)
            let a = rows[ri].terms[k].coef
            rows[ri].removeTerm(at: k)
            rows[ri].merge(indexed: src, r, a, &position, &cols)
            if trackInfeasible, rows[ri].constant < 0, kinds[Int(rows[ri].basic)] != .external {
                infeasibleRows.append(r)
            }
        }
        for j in 0..<src.terms.count { position[Int(src.terms[j].sym)] = -1 }
        if journal.active {
            cols.abandon(list)
        } else {
            cols.release(list)
            cols.compactIfNeeded()
        }
        // The objective: each level of e's cost moves onto the row's symbols.
        var entry = objective.head[Int(e)]
        while entry >= 0 {
            let level = objective.pool[Int(entry)].level
            let d = objective.pool[Int(entry)].coefficient
            entry = objective.pool[Int(entry)].next
            if journal.active { journal.savedObjective.append((e, level, d)) }
            for j in 0..<src.terms.count { addToObjective(src.terms[j].sym, level: level, d * src.terms[j].coef) }
        }
        objective.clear(e)
        if artificialActive {
            let d = artificial.coef[Int(e)]
            if d != 0 {
                artificial.coef[Int(e)] = 0
                artificial.constant += d * src.constant
                for j in 0..<src.terms.count {
                    let s = Int(src.terms[j].sym)
                    var c = artificial.coef[s] + d * src.terms[j].coef
                    if nearZero(c) { c = 0 }
                    artificial.coef[s] = c
                    if !artificial.listed[s] {
                        artificial.listed[s] = true
                        artificial.nz.append(src.terms[j].sym)
                    }
                }
            }
        }
    }

    /// Swaps `e` (nonbasic, present in row `p`) into the basis in place of row `p`'s basic.
    mutating func pivot(entering e: Int32, row p: Int32) throws(SolverError) {
        structureVersion &+= 1
        let pi = Int(p)
        touch(pi)
        let k = indexOf(e, inRow: pi)
        let leaving = rows[pi].basic
        rows[pi].terms.append(RowTerm(sym: leaving, coef: -1))
        cols.append(leaving, p)
        rows[pi].solve(for: k)
        setRowOf(leaving, -1)
        setRowOf(e, p)
        substitute(e, from: p)
        try checkInterrupt()
    }
}
