/// Measures of the tableau's size, for benchmarks and for a caller's memory accounting.
extension Solver {
    /// Number of live rows and their total number of terms: a measure of fill-in.
    package var statistics: (rows: Int, terms: Int) {
        var n = 0, t = 0
        for r in tableau.rows where r.basic >= 0 {
            n += 1
            t += Int(r.count)
        }
        return (n, t)
    }

    /// Heap bytes held by the solver's arrays (capacities, headers of 32 bytes), for the
    /// memory-per-constraint figure of the benchmark.
    package var approximateBytes: Int {
        let header = 32
        var total = 0
        total += header + tableau.pool.terms.capacity * MemoryLayout<RowTerm>.stride
        total += symbols.cols.approximateBytes
        total += symbols.entries.capacity * MemoryLayout<SymbolEntry>.stride + scratch.position.capacity * 4
        total += tableau.objective.approximateBytes
        let artificial = tableau.artificial
        total += artificial.slots.capacity * MemoryLayout<PhaseOneObjective.Slot>.stride + artificial.nz.capacity * 4
        total += tableau.rows.capacity * MemoryLayout<Row>.stride
        total += scratch.rowStamp.capacity * 4 + scratch.rowTouched.capacity * 4 + tableau.freeRows.capacity * 4
        for r in records {
            total += MemoryLayout<ConstraintRecord>.stride + r.constraint.expression.terms.heapBytes
        }
        return total
    }
}
