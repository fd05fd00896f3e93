/// Room reserved up front, so a build that knows its size does not regrow every
/// per-symbol array a dozen times on the way (each regrowth a copy and a free).
extension Solver {
    /// Reserves room for `constraints` more constraints: their records and rows, and the
    /// two symbols (marker and error) each may make. Changes nothing else; adding more
    /// than reserved still works.
    package mutating func reserveCapacity(constraints: Int) {
        guard constraints > 0 else { return }
        changeSymbolCount(.reserve(symbols.count + 2 * constraints))
        let rowCount = tableau.rows.count + constraints
        tableau.rows.reserveCapacity(rowCount)
        scratch.reserveRows(rowCount)
        records.reserveCapacity(records.count + constraints)
        // A layout's rows settle near four terms each, every term an entry of a column list.
        symbols.cols.pool.reserveCapacity(symbols.cols.pool.count + 4 * constraints)
    }

    /// Reserves room for `count` more variables. Changes nothing else.
    package mutating func reserveVariables(_ count: Int) {
        guard count > 0 else { return }
        changeSymbolCount(.reserve(symbols.count + count))
        symbols.varSym.reserveCapacity(symbols.varSym.count + count)
    }
}
