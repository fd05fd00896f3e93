/// A sparse row `basic = constant + sum(coefs[i] * syms[i])`; before it has a basic symbol
/// it reads `0 = constant + sum(...)`. Terms are unordered; ids are symbol ids.
struct Row {
    var basic: Int32
    var constant: Double
    var syms: [Int32]
    var coefs: [Double]
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
            coefs[Int(p)] += v
        } else {
            position[Int(s)] = Int32(syms.count)
            syms.append(s)
            coefs.append(v)
        }
    }

    /// `self += factor * src`, dropping terms that cancel. `r` (the row's index, or -1 for a
    /// row not yet stored) is recorded in the columns of symbols new to the row. `src` is
    /// indexed once by the caller for all the rows it goes into: `position` maps each
    /// symbol of `src` to its index there and every other symbol to -1, and is left so.
    /// That costs one pass over this row (the rows `substitute` writes into are the long
    /// ones) where indexing this row cost two. Terms keep their order, new ones appended
    /// in `src`'s order. Inlined into `substitute`, its one caller and the solver's
    /// innermost loop.
    @inline(__always)
    mutating func merge(indexed src: Row, _ r: Int32, _ factor: Double,
                        _ position: inout [Int32], _ cols: inout Columns) {
        constant += factor * src.constant
        var cancelled = false
        for k in 0..<syms.count {
            let s = Int(syms[k])
            let p = position[s]
            if p >= 0 {
                let c = coefs[k] + factor * src.coefs[Int(p)]
                coefs[k] = c
                if nearZero(c) { cancelled = true }
                // Marked as present in this row until the pass over `src` below.
                position[s] = -2 - p
            }
        }
        for j in 0..<src.syms.count {
            let s = src.syms[j]
            if position[Int(s)] >= 0 {
                syms.append(s)
                coefs.append(factor * src.coefs[j])
                if r >= 0 { cols.append(s, r) }
            } else {
                position[Int(s)] = Int32(j)
            }
        }
        if cancelled { compact() }
    }

    /// Drops the terms whose coefficient is near zero, keeping the order of the others.
    mutating func compact() {
        var w = 0
        for k in 0..<syms.count where !nearZero(coefs[k]) {
            syms[w] = syms[k]
            coefs[w] = coefs[k]
            w += 1
        }
        syms.removeLast(syms.count - w)
        coefs.removeLast(coefs.count - w)
    }

    /// Removes term `k` by moving the last term into its place (terms are unordered).
    @inline(__always) mutating func removeTerm(at k: Int) {
        let last = syms.count - 1
        syms[k] = syms[last]
        coefs[k] = coefs[last]
        syms.removeLast()
        coefs.removeLast()
    }

    /// `0 = constant + a*s + rest` becomes `s = -(constant + rest) / a`.
    mutating func solve(for k: Int) {
        let s = syms[k]
        let scale = -1 / coefs[k]
        removeTerm(at: k)
        constant *= scale
        for j in 0..<coefs.count { coefs[j] *= scale }
        basic = s
    }
}
