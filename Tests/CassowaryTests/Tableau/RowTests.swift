import Testing
@testable import Cassowary

// Row algebra on hand-made rows in a term pool; symbols are plain ids (no solver).

extension TermPool {
    /// A new row holding `terms`, with room for as many again.
    mutating func row(basic: Int32, constant: Double, terms: [RowTerm]) -> Row {
        var row = newRow(constant: constant, capacity: 2 * terms.count)
        row.basic = basic
        for t in terms { append(t, to: &row) }
        return row
    }

    mutating func row(basic: Int32, constant: Double, syms: [Int32], coefs: [Double]) -> Row {
        row(basic: basic, constant: constant, terms: zip(syms, coefs).map { RowTerm(sym: $0.0, coef: $0.1) })
    }

    func syms(_ row: Row) -> [Int32] { row.range.map { terms[$0].sym } }
    func coefs(_ row: Row) -> [Double] { row.range.map { terms[$0].coef } }
}

extension Tableau {
    /// The symbols and coefficients of stored row `r`, in order.
    func syms(_ r: Int) -> [Int32] { pool.syms(rows[r]) }
    func coefs(_ r: Int) -> [Double] { pool.coefs(rows[r]) }
}

private func terms(_ pool: TermPool, _ row: Row) -> [Int32: Double] {
    Dictionary(uniqueKeysWithValues: zip(pool.syms(row), pool.coefs(row)))
}

@Test func solveForATermMakesItBasic() {
    // 0 = 6 + 2*s1 - 4*s2  ->  s1 = -3 + 2*s2
    var pool = TermPool()
    var row = pool.row(basic: -1, constant: 6, syms: [1, 2], coefs: [2, -4])
    pool.solve(&row, for: 0)
    #expect(row.basic == 1)
    #expect(row.constant == -3)
    #expect(terms(pool, row) == [2: 2])
}

@Test func mergeAddsScaledTermsDropsCancelledOnesAndIndexesNewColumns() {
    // (1 + s1 + 2*s2) + 2 * (3 - 1*s2 + 5*s3) = 7 + s1 + 10*s3; s2 cancels.
    var pool = TermPool()
    var row = pool.row(basic: 0, constant: 1, syms: [1, 2], coefs: [1, 2])
    let src = pool.row(basic: 9, constant: 3, syms: [2, 3], coefs: [-1, 5])
    var position = [Int32](repeating: -1, count: 5)
    position[2] = 0
    position[3] = 1                               // src indexed by the caller
    var cols = Columns()
    for _ in 0..<5 { cols.apply(.appendOne) }
    pool.merge(&row, indexed: src, 7, 2, &position, &cols)
    #expect(row.constant == 7)
    #expect(pool.syms(row) == [1, 3] && pool.coefs(row) == [1, 10])   // order kept, new term appended
    #expect(Array(cols.rows(3)) == [7])           // only the symbol new to the row
    #expect(Array(cols.rows(2)).isEmpty)
    #expect(position == [-1, -1, 0, 1, -1])       // src's index left for the next row
    // The same index serves a second row.
    var other = pool.row(basic: 4, constant: 0, syms: [3], coefs: [1])
    pool.merge(&other, indexed: src, 8, -1, &position, &cols)
    #expect(pool.syms(other) == [3, 2] && pool.coefs(other) == [-4, 1])
    #expect(Array(cols.rows(2)) == [8] && Array(cols.rows(3)) == [7])
    #expect(position == [-1, -1, 0, 1, -1])
}

@Test func mergeMovesAFullRowToALargerSegmentKeepingItsTerms() {
    var pool = TermPool()
    var row = pool.newRow(constant: 0, capacity: 1)
    pool.append(RowTerm(sym: 1, coef: 1), to: &row)
    let src = pool.row(basic: 9, constant: 0, syms: [2, 3, 4], coefs: [1, 2, 3])
    var position: [Int32] = [-1, -1, 0, 1, 2]
    var cols = Columns()
    for _ in 0..<5 { cols.apply(.appendOne) }
    let before = row.start
    pool.merge(&row, indexed: src, 0, 1, &position, &cols)
    #expect(row.start != before && row.capacity >= 4)
    #expect(pool.syms(row) == [1, 2, 3, 4] && pool.coefs(row) == [1, 1, 2, 3])
    #expect(pool.syms(src) == [2, 3, 4])          // the source is untouched
    #expect(pool.wasted == 1)                     // the outgrown segment
}

@Test func compactionPacksRowsAndKeepsTheirTerms() {
    var pool = TermPool()
    var rows: [Row] = []
    for k in 0..<3 { rows.append(pool.row(basic: Int32(k), constant: 0, syms: [Int32(k), 7], coefs: [1, Double(k)])) }
    // Grow the middle row past its segment many times: its old segments are wasted.
    for k in 0..<3000 { pool.append(RowTerm(sym: Int32(10 + k), coef: 1), to: &rows[1]) }
    pool.removeTerm(&rows[1], at: 2)              // keeps the first two terms first
    let kept = (0..<3).map { (pool.syms(rows[$0]), pool.coefs(rows[$0])) }
    pool.release(rows[1])
    rows[1] = .empty
    pool.compactIfNeeded(&rows)
    #expect(pool.wasted == 0 && pool.end == Int(rows[0].capacity + rows[2].capacity))
    #expect(pool.syms(rows[0]) == kept[0].0 && pool.coefs(rows[0]) == kept[0].1)
    #expect(pool.syms(rows[2]) == kept[2].0 && pool.coefs(rows[2]) == kept[2].1)
}

@Test func compactDropsNearZeroTermsAndKeepsOrder() {
    var pool = TermPool()
    var row = pool.row(basic: 0, constant: 0, syms: [4, 5, 6, 7], coefs: [1, 1e-9, -2, -1e-12])
    pool.compact(&row)
    #expect(pool.syms(row) == [4, 6])
    #expect(pool.coefs(row) == [1, -2])
}

@Test func accumulateAddsToAnExistingTermOrAppends() {
    var pool = TermPool()
    var row = pool.newRow(constant: 0, capacity: 3)
    var position = [Int32](repeating: -1, count: 3)
    pool.accumulate(&row, 2, 1.5, &position)
    pool.accumulate(&row, 0, 1, &position)
    pool.accumulate(&row, 2, 2, &position)
    #expect(pool.syms(row) == [2, 0])
    #expect(pool.coefs(row) == [3.5, 1])
    // A whole source row at once, scaled, as an expansion adds it.
    let src = pool.row(basic: 5, constant: 0, syms: [0, 1], coefs: [2, 4])
    pool.accumulate(&row, 0.5, timesTermsOf: src, &position)
    #expect(pool.syms(row) == [2, 0, 1])
    #expect(pool.coefs(row) == [3.5, 2, 2])
    #expect(pool.unindex(row, &position) == false && position == [-1, -1, -1])
}

@Test func columnListsKeepOrderAcrossDetachRestoreAndCompaction() {
    var cols = Columns()
    for _ in 0..<3 { cols.apply(.appendOne) }
    cols.append(0, 1); cols.append(0, 2); cols.append(1, 5)
    let saved = cols.detach(0)
    cols.abandon(saved)
    cols.append(0, 3)
    cols.restore(0, saved)
    #expect(Array(cols.rows(0)) == [1, 2, 3] && cols.count(0) == 3)
    cols.release(cols.detach(1))
    cols.append(2, 9)                              // reuses the freed entry
    #expect(Array(cols.rows(2)) == [9] && Array(cols.rows(1)).isEmpty)
    // Enough dead entries to compact: lists survive, in order.
    for k in 0..<3000 { cols.append(1, Int32(k)) }
    cols.abandon(cols.detach(1))
    cols.compactIfNeeded()
    #expect(cols.pool.count == 4 && cols.dead == 0)
    #expect(Array(cols.rows(0)) == [1, 2, 3] && Array(cols.rows(2)) == [9])
}
