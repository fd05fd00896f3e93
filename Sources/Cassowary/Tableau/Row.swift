/// A sparse row `basic = constant + sum(coef × sym)`; before it has a basic symbol it reads
/// `0 = constant + sum(...)`. Terms are unordered; ids are symbol ids. One array of terms,
/// not one per field: half the allocations and uniqueness checks on the solver's hot paths.
struct Row {
    var basic: Int32
    var constant: Double
    var terms: [RowTerm]
}

/// Row algebra: pure operations on one row. The solver's bookkeeping (columns, basis map,
/// journal) is the caller's; `merge` takes the column lists only to index new terms.
extension Row {
    /// Adds `v × s` to the row; `position` maps symbols to their index in the row (-1 when
    /// absent) and is kept in step.
    @inline(__always)
    mutating func accumulate(_ s: Int32, _ v: Double, _ position: inout [Int32]) {
        let p = position[Int(s)]
        if p >= 0 {
            terms[Int(p)].coef += v
        } else {
            position[Int(s)] = Int32(terms.count)
            terms.append(RowTerm(sym: s, coef: v))
        }
    }

    /// `self += factor * src`, dropping terms that cancel. `r` (the row's index, or -1 for a
    /// row not yet stored) is recorded in the columns of symbols new to the row. `src` is
    /// indexed once by the caller for all the rows it goes into: `position` maps each
    /// symbol of `src` to its index there and every other symbol to -1, and is left so.
    /// That costs one pass over this row (the rows `substitute` writes into are the long
    /// ones) where indexing this row cost two. Terms keep their order, new ones appended
    /// in `src`'s order. Inlined into `substitute`, its one caller and the solver's
    /// innermost loop; the loops run on raw buffers so the row is checked for uniqueness
    /// once, not per term.
    @inline(__always)
    mutating func merge(indexed src: Row, _ r: Int32, _ factor: Double,
                        _ position: inout [Int32], _ cols: inout Columns) {
        constant += factor * src.constant
        var cancelled = false
        var shared = 0
        src.terms.withUnsafeBufferPointer { st in
            position.withUnsafeMutableBufferPointer { pos in
                terms.withUnsafeMutableBufferPointer { t in
                    for k in 0..<t.count {
                        let s = Int(t[k].sym)
                        let p = pos[s]
                        if p >= 0 {
                            let c = t[k].coef + factor * st[Int(p)].coef
                            t[k].coef = c
                            if nearZero(c) { cancelled = true }
                            shared += 1
                            // Marked as present in this row until the pass over `src` below.
                            pos[s] = -2 - p
                        }
                    }
                }
                let needed = terms.count + st.count - shared
                if needed > terms.capacity { terms.reserveCapacity(max(needed, 2 * terms.capacity)) }
                for j in 0..<st.count {
                    let s = st[j].sym
                    if pos[Int(s)] >= 0 {
                        terms.append(RowTerm(sym: s, coef: factor * st[j].coef))
                        if r >= 0 { cols.append(s, r) }
                    } else {
                        pos[Int(s)] = Int32(j)
                    }
                }
            }
        }
        if cancelled { compact() }
    }

    /// Drops the terms whose coefficient is near zero, keeping the order of the others.
    mutating func compact() {
        let w = terms.withUnsafeMutableBufferPointer { t in
            var w = 0
            for k in 0..<t.count where !nearZero(t[k].coef) {
                t[w] = t[k]
                w += 1
            }
            return w
        }
        terms.removeLast(terms.count - w)
    }

    /// Removes term `k` by moving the last term into its place (terms are unordered).
    @inline(__always) mutating func removeTerm(at k: Int) {
        terms[k] = terms[terms.count - 1]
        terms.removeLast()
    }

    /// `0 = constant + a*s + rest` becomes `s = -(constant + rest) / a`.
    mutating func solve(for k: Int) {
        let s = terms[k].sym
        let scale = -1 / terms[k].coef
        removeTerm(at: k)
        constant *= scale
        terms.withUnsafeMutableBufferPointer { t in
            for j in 0..<t.count { t[j].coef *= scale }
        }
        basic = s
    }
}
