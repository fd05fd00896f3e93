/// Sparse row storage and the pivot. Every change to a row goes through here so the journal
/// (for an exact undo of a refused setConstant) sees it.
extension Solver {
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        cols.append([])
        owner.append(-1)
        editOf.append(-1)
        position.append(-1)
        objective.grow(to: kinds.count)
        artificial.grow(to: kinds.count)
        return id
    }

    /// Stores `row` (already solved for its basic symbol) and indexes its columns.
    mutating func storeRow(_ row: Row) -> Int32 {
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
        for s in row.syms { cols[Int(s)].append(r) }
        rowOf[Int(row.basic)] = r
        return r
    }

    mutating func freeRow(_ r: Int32) {
        let b = rows[Int(r)].basic
        if b >= 0, rowOf[Int(b)] == r { rowOf[Int(b)] = -1 }
        rows[Int(r)] = Row(basic: -1, constant: 0, syms: [], coefs: [])
        freeRows.append(r)
    }

    @inline(__always) func indexOf(_ s: Int32, inRow r: Int) -> Int {
        rows[r].syms.withUnsafeBufferPointer { syms in
            for k in 0..<syms.count where syms[k] == s { return k }
            return -1
        }
    }

    func coefficient(of s: Int32, inRow r: Int) -> Double {
        let k = indexOf(s, inRow: r)
        return k >= 0 ? rows[r].coefs[k] : 0
    }

    @inline(__always) mutating func touch(_ r: Int) {
        if journal.active, rowTouched[r] != journal.epoch {
            rowTouched[r] = journal.epoch
            journal.savedRows.append((Int32(r), rows[r]))
        }
    }

    @inline(__always) mutating func setRowOf(_ s: Int32, _ r: Int32) {
        if journal.active { journal.savedRowOf.append((s, rowOf[Int(s)])) }
        rowOf[Int(s)] = r
    }

    /// `row += factor * src`, dropping terms that cancel. `r` (or -1 for a row not yet
    /// stored) is recorded in the columns of symbols new to the row.
    static func merge(_ row: inout Row, _ r: Int32, _ src: Row, _ factor: Double,
                      _ position: inout [Int32], _ cols: inout [[Int32]]) {
        row.constant += factor * src.constant
        let n0 = row.syms.count
        for k in 0..<n0 { position[Int(row.syms[k])] = Int32(k) }
        var cancelled = false
        for j in 0..<src.syms.count {
            let s = src.syms[j]
            let v = factor * src.coefs[j]
            let p = position[Int(s)]
            if p >= 0 {
                let c = row.coefs[Int(p)] + v
                row.coefs[Int(p)] = c
                if nearZero(c) { cancelled = true }
            } else {
                position[Int(s)] = Int32(row.syms.count)
                row.syms.append(s)
                row.coefs.append(v)
                if r >= 0 { cols[Int(s)].append(r) }
            }
        }
        for s in row.syms { position[Int(s)] = -1 }
        if cancelled { compact(&row) }
    }

    static func compact(_ row: inout Row) {
        var w = 0
        for k in 0..<row.syms.count where !nearZero(row.coefs[k]) {
            row.syms[w] = row.syms[k]
            row.coefs[w] = row.coefs[k]
            w += 1
        }
        row.syms.removeLast(row.syms.count - w)
        row.coefs.removeLast(row.coefs.count - w)
    }

    @inline(__always) static func removeTerm(_ row: inout Row, at k: Int) {
        let last = row.syms.count - 1
        row.syms[k] = row.syms[last]
        row.coefs[k] = row.coefs[last]
        row.syms.removeLast()
        row.coefs.removeLast()
    }

    /// `0 = constant + a*s + rest` becomes `s = -(constant + rest) / a`.
    static func solve(_ row: inout Row, for k: Int) {
        let s = row.syms[k]
        let scale = -1 / row.coefs[k]
        removeTerm(&row, at: k)
        row.constant *= scale
        for j in 0..<row.coefs.count { row.coefs[j] *= scale }
        row.basic = s
    }

    mutating func addToObjective(_ s: Int32, level: Double, _ v: Double) {
        let old = objective.add(s, level: level, v)
        if journal.active { journal.savedObjective.append((s, level, old)) }
    }

    /// Replaces symbol `e` everywhere by row `p`, whose basic symbol it now is.
    mutating func substitute(_ e: Int32, from p: Int32) {
        let src = rows[Int(p)]
        stamp &+= 1
        if stamp == 0 { stamp = 1 }
        let list = cols[Int(e)]
        if journal.active { journal.savedCols.append((e, list)) }
        cols[Int(e)] = []
        for r in list {
            let ri = Int(r)
            if r == p || rowStamp[ri] == stamp || rows[ri].basic < 0 { continue }
            rowStamp[ri] = stamp
            let k = indexOf(e, inRow: ri)
            if k < 0 { continue }
            touch(ri)
            let a = rows[ri].coefs[k]
            Solver.removeTerm(&rows[ri], at: k)
            Solver.merge(&rows[ri], r, src, a, &position, &cols)
            if trackInfeasible, rows[ri].constant < 0, kinds[Int(rows[ri].basic)] != .external {
                infeasibleRows.append(r)
            }
        }
        // The objective: each level of e's cost moves onto the row's symbols.
        var entry = objective.head[Int(e)]
        while entry >= 0 {
            let level = objective.pool[Int(entry)].level
            let d = objective.pool[Int(entry)].coefficient
            entry = objective.pool[Int(entry)].next
            if journal.active { journal.savedObjective.append((e, level, d)) }
            for j in 0..<src.syms.count { addToObjective(src.syms[j], level: level, d * src.coefs[j]) }
        }
        objective.clear(e)
        if artificialActive {
            let d = artificial.coef[Int(e)]
            if d != 0 {
                artificial.coef[Int(e)] = 0
                artificial.constant += d * src.constant
                for j in 0..<src.syms.count {
                    let s = Int(src.syms[j])
                    var c = artificial.coef[s] + d * src.coefs[j]
                    if nearZero(c) { c = 0 }
                    artificial.coef[s] = c
                    if !artificial.listed[s] {
                        artificial.listed[s] = true
                        artificial.nz.append(src.syms[j])
                    }
                }
            }
        }
    }

    /// Swaps `e` (nonbasic, present in row `p`) into the basis in place of row `p`'s basic.
    mutating func pivot(entering e: Int32, row p: Int32) throws(SolverError) {
        let pi = Int(p)
        touch(pi)
        let k = indexOf(e, inRow: pi)
        let leaving = rows[pi].basic
        rows[pi].syms.append(leaving)
        rows[pi].coefs.append(-1)
        cols[Int(leaving)].append(p)
        Solver.solve(&rows[pi], for: k)
        setRowOf(leaving, -1)
        setRowOf(e, p)
        substitute(e, from: p)
        try checkInterrupt()
    }
}
