/// Row algebra: operations on one row's terms in the pool. The solver's bookkeeping
/// (columns, basis map, journal) is the caller's; `merge` takes the column lists only to
/// index new terms.
extension TermPool {
    /// Adds `v × s` to the row; `position` maps symbols to their index in the row (-1 when
    /// absent) and is kept in step. The row must have room for a new term.
    @inline(__always)
    mutating func accumulate(_ row: inout Row, _ s: Int32, _ v: Double, _ position: inout [Int32]) {
        let p = position[Int(s)]
        if p >= 0 {
            terms[Int(row.start) + Int(p)].coef += v
        } else {
            position[Int(s)] = row.count
            terms[Int(row.start) + Int(row.count)] = RowTerm(sym: s, coef: v)
            row.count += 1
        }
    }

    /// Adds `factor ×` each term of `src` to `row` (`accumulate` for each, in order) in one
    /// pass on raw buffers: one uniqueness check of the pool per source row, not per term.
    /// The row must have room for all of them; `src` must not be `row`.
    @inline(__always)
    mutating func accumulate(_ row: inout Row, _ factor: Double, timesTermsOf src: Row, _ position: inout [Int32]) {
        let start = Int(row.start)
        var count = Int(row.count)
        terms.withUnsafeMutableBufferPointer { t in
            position.withUnsafeMutableBufferPointer { pos in
                for j in src.range {
                    let s = t[j].sym
                    let v = factor * t[j].coef
                    let p = pos[Int(s)]
                    if p >= 0 {
                        t[start + Int(p)].coef += v
                    } else {
                        pos[Int(s)] = Int32(count)
                        t[start + count] = RowTerm(sym: s, coef: v)
                        count += 1
                    }
                }
            }
        }
        row.count = Int32(count)
    }

    /// Puts `position` back to -1 for the row's symbols (after `accumulate`); true when a
    /// coefficient is near zero (the row needs `compact`).
    @inline(__always)
    func unindex(_ row: Row, _ position: inout [Int32]) -> Bool {
        var cancelled = false
        terms.withUnsafeBufferPointer { t in
            position.withUnsafeMutableBufferPointer { pos in
                for k in row.range {
                    pos[Int(t[k].sym)] = -1
                    if nearZero(t[k].coef) { cancelled = true }
                }
            }
        }
        return cancelled
    }

    /// `row += factor * src`, dropping terms that cancel. `r` (the row's index, or -1 for a
    /// row not yet stored) is recorded in the columns of symbols new to the row. `src` is
    /// indexed once by the caller for all the rows it goes into: `position` maps each
    /// symbol of `src` to its index there and every other symbol to -1, and is left so.
    /// That costs one pass over this row (the rows `substitute` writes into are the long
    /// ones) where indexing this row cost two. Terms keep their order, new ones appended
    /// in `src`'s order. Inlined into `substitute`, its one caller and the solver's
    /// innermost loop; the loops run on raw buffers so the pool is checked for uniqueness
    /// once per pass, not per term. `src` must not be `row`.
    @inline(__always)
    mutating func merge(_ row: inout Row, indexed src: Row, _ r: Int32, _ factor: Double,
                        _ position: inout [Int32], _ cols: inout Columns) {
        row.constant += factor * src.constant
        var cancelled = false
        var shared = 0
        let ss = Int(src.start), sn = Int(src.count)
        let rs = row.range
        terms.withUnsafeMutableBufferPointer { t in
            position.withUnsafeMutableBufferPointer { pos in
                for k in rs {
                    let s = Int(t[k].sym)
                    let p = pos[s]
                    if p >= 0 {
                        let c = t[k].coef + factor * t[ss + Int(p)].coef
                        t[k].coef = c
                        if nearZero(c) { cancelled = true }
                        shared += 1
                        // Marked as present in this row until the pass over `src` below.
                        pos[s] = -2 - p
                    }
                }
            }
        }
        let needed = Int(row.count) + sn - shared
        if needed > Int(row.capacity) { reserve(&row, max(needed, 2 * Int(row.capacity))) }
        var end = Int(row.start) + Int(row.count)
        terms.withUnsafeMutableBufferPointer { t in
            position.withUnsafeMutableBufferPointer { pos in
                for j in 0..<sn {
                    let s = t[ss + j].sym
                    if pos[Int(s)] >= 0 {
                        t[end] = RowTerm(sym: s, coef: factor * t[ss + j].coef)
                        end += 1
                        if r >= 0 { cols.append(s, r) }
                    } else {
                        pos[Int(s)] = Int32(j)
                    }
                }
            }
        }
        row.count = Int32(end - Int(row.start))
        if cancelled { compact(&row) }
    }

    /// Drops the terms whose coefficient is near zero, keeping the order of the others.
    mutating func compact(_ row: inout Row) {
        let rs = row.range
        let w = terms.withUnsafeMutableBufferPointer { t in
            var w = rs.lowerBound
            for k in rs where !nearZero(t[k].coef) {
                t[w] = t[k]
                w += 1
            }
            return w
        }
        row.count = Int32(w - rs.lowerBound)
    }

    /// Removes term `k` by moving the last term into its place (terms are unordered).
    @inline(__always) mutating func removeTerm(_ row: inout Row, at k: Int) {
        let s = Int(row.start)
        terms[s + k] = terms[s + Int(row.count) - 1]
        row.count -= 1
    }

    /// Negates every coefficient of the row (not its constant).
    mutating func negateTerms(_ row: Row) {
        let rs = row.range
        terms.withUnsafeMutableBufferPointer { t in
            for k in rs { t[k].coef = -t[k].coef }
        }
    }

    /// `0 = constant + a*s + rest` becomes `s = -(constant + rest) / a`.
    mutating func solve(_ row: inout Row, for k: Int) {
        let s = terms[Int(row.start) + k].sym
        let scale = -1 / terms[Int(row.start) + k].coef
        removeTerm(&row, at: k)
        row.constant *= scale
        let rs = row.range
        terms.withUnsafeMutableBufferPointer { t in
            for j in rs { t[j].coef *= scale }
        }
        row.basic = s
    }
}
