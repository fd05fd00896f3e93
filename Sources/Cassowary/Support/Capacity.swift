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
        // A layout's rows settle near four terms each, every term an entry of a column
        // list; but the lists are a superset (entries of cancelled terms stay, see
        // `Columns`), and a cold build of a screen ends with 10 to 17 entries per
        // constraint (settings 8,453 for 805, feed 20,459 for 1,224, dashboard 54,609 for
        // 4,178): at 4 the pool was grown and copied twice or more per build, and doubling
        // left it no smaller than reserving 12 does.
        symbols.cols.pool.reserveCapacity(symbols.cols.pool.count + 12 * constraints)
        // The rows' terms: a cold build of a screen fills 20 to 25 slots of the pool per
        // constraint (segments sized for their rows' expansions, and those outgrown): at
        // 24, settings and dashboard fit, feed and gen-000 grow once.
        tableau.pool.reserve(tableau.pool.end + 24 * constraints)
    }

    /// Reserves room for `count` more variables. Changes nothing else.
    package mutating func reserveVariables(_ count: Int) {
        guard count > 0 else { return }
        changeSymbolCount(.reserve(symbols.count + count))
        symbols.varSym.reserveCapacity(symbols.varSym.count + count)
    }
}
