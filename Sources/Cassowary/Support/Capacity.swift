/// Room reserved up front, so a build that knows its size does not regrow every
/// per-symbol array a dozen times on the way (each regrowth a copy and a free).
extension Solver {
    /// Reserves room for `constraints` more constraints: their records and rows, and the
    /// two symbols (marker and error) each may make. Changes nothing else; adding more
    /// than reserved still works.
    public mutating func reserveCapacity(constraints: Int) {
        guard constraints > 0 else { return }
        let symbols = kinds.count + 2 * constraints
        kinds.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        owner.reserveCapacity(symbols)
        editOf.reserveCapacity(symbols)
        position.reserveCapacity(symbols)
        cols.lists.reserveCapacity(symbols)
        objective.head.reserveCapacity(symbols)
        objective.listed.reserveCapacity(symbols)
        artificial.coef.reserveCapacity(symbols)
        artificial.listed.reserveCapacity(symbols)
        let rowCount = rows.count + constraints
        rows.reserveCapacity(rowCount)
        rowStamp.reserveCapacity(rowCount)
        rowTouched.reserveCapacity(rowCount)
        records.reserveCapacity(records.count + constraints)
        // A layout's rows settle near four terms each, every term an entry of a column list.
        cols.pool.reserveCapacity(cols.pool.count + 4 * constraints)
    }
}
