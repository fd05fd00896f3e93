import Testing
@testable import Cassowary

// Row algebra on hand-made rows; symbols are plain ids (no solver).

/// The row's fields as parallel arrays, which the tests read and write more easily.
extension Row {
    init(basic: Int32, constant: Double, syms: [Int32], coefs: [Double]) {
        self.init(basic: basic, constant: constant,
                  terms: zip(syms, coefs).map { RowTerm(sym: $0.0, coef: $0.1) })
    }
    var syms: [Int32] { terms.map(\.sym) }
    var coefs: [Double] { terms.map(\.coef) }
}
private func terms(_ row: Row) -> [Int32: Double] {
    Dictionary(uniqueKeysWithValues: zip(row.syms, row.coefs))
}

@Test func solveForATermMakesItBasic() {
    // 0 = 6 + 2*s1 - 4*s2  ->  s1 = -3 + 2*s2
    var row = Row(basic: -1, constant: 6, syms: [1, 2], coefs: [2, -4])
    row.solve(for: 0)
    #expect(row.basic == 1)
    #expect(row.constant == -3)
    #expect(terms(row) == [2: 2])
}

@Test func mergeAddsScaledTermsDropsCancelledOnesAndIndexesNewColumns() {
    // (1 + s1 + 2*s2) + 2 * (3 - 1*s2 + 5*s3) = 7 + s1 + 10*s3; s2 cancels.
    var row = Row(basic: 0, constant: 1, syms: [1, 2], coefs: [1, 2])
    let src = Row(basic: 9, constant: 3, syms: [2, 3], coefs: [-1, 5])
    var position = [Int32](repeating: -1, count: 5)
    position[2] = 0
    position[3] = 1                               // src indexed by the caller
    var cols = Columns()
    for _ in 0..<5 { cols.apply(.appendOne) }
    row.merge(indexed: src, 7, 2, &position, &cols)
    #expect(row.constant == 7)
    #expect(row.syms == [1, 3] && row.coefs == [1, 10])   // order kept, new term appended
    #expect(Array(cols.rows(3)) == [7])           // only the symbol new to the row
    #expect(Array(cols.rows(2)).isEmpty)
    #expect(position == [-1, -1, 0, 1, -1])       // src's index left for the next row
    // The same index serves a second row.
    var other = Row(basic: 4, constant: 0, syms: [3], coefs: [1])
    other.merge(indexed: src, 8, -1, &position, &cols)
    #expect(other.syms == [3, 2] && other.coefs == [-4, 1])
    #expect(Array(cols.rows(2)) == [8] && Array(cols.rows(3)) == [7])
    #expect(position == [-1, -1, 0, 1, -1])
}

@Test func compactDropsNearZeroTermsAndKeepsOrder() {
    var row = Row(basic: 0, constant: 0, syms: [4, 5, 6, 7], coefs: [1, 1e-9, -2, -1e-12])
    row.compact()
    #expect(row.syms == [4, 6])
    #expect(row.coefs == [1, -2])
}

@Test func accumulateAddsToAnExistingTermOrAppends() {
    var row = Row(basic: -1, constant: 0, syms: [], coefs: [])
    var position = [Int32](repeating: -1, count: 3)
    row.accumulate(2, 1.5, &position)
    row.accumulate(0, 1, &position)
    row.accumulate(2, 2, &position)
    #expect(row.syms == [2, 0])
    #expect(row.coefs == [3.5, 1])
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
