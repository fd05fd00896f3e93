/// Where a phase-one add started, so a refusal can put the solver back exactly.
struct AddMark {
    var symbols: Int
    var records: Int
    var slot: Int32
    /// The placeholder record a rebuild's add overwrote, restored on refusal.
    var record: ConstraintRecord?
    var artificialRow: Int32 = -1
}

extension Solver {
    /// Undoes a refused phase-one add: pivots went through the journal; what the add itself
    /// appended (symbols, the artificial row, the record) is dropped. Column lists may keep
    /// entries for rows that no longer hold the symbol, which every reader already skips.
    mutating func undoAdd(_ mark: AddMark) {
        counters.structureVersion &+= 1
        rollback()
        let r = mark.artificialRow
        if r >= 0 {
            tableau.pool.release(tableau.rows[Int(r)])
            tableau.rows[Int(r)] = .empty
            // storeRow popped the last free row or appended a new one; nothing else touches
            // the free list during phase one. Pushing the row back restores the list in the
            // first case; in the second the row stays allocated but free (column lists may
            // still name it, so it cannot be cut off the end).
            tableau.freeRows.append(r)
        }
        let n = mark.symbols
        if symbols.count > n { changeSymbolCount(.truncate(to: n)) }
        if let record = mark.record {
            records[Int(mark.slot)] = record
        } else if records.count > mark.records {
            records.removeLast(records.count - mark.records)
        }
    }
}
