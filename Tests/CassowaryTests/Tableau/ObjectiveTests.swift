import Testing
@testable import Cassowary

/// The objective's per-symbol cost vectors over levels (symbolic weights).
@Test func costsCompareLevelByLevelFromTheHighest() {
    var o = Objective()
    for _ in 0..<3 { o.apply(.appendOne) }
    o.add(0, level: 2, 1)          // 1 at level 2
    o.add(1, level: 1, 1000)       // 1000 at level 1: less than any amount at level 2
    o.add(1, level: 0, 5)
    #expect(o.leading(0)?.level == 2)
    #expect(o.compare(1, 1, 0, 1) == -1)
    #expect(o.compare(0, 1, 1, 1) == 1)
    #expect(o.compare(0, 1, 0, 1) == 0)
    // A negative factor flips the order at the leading level.
    #expect(o.compare(0, -1, 1, 1) == -1)
    #expect(o.coefficient(1, level: 0) == 5)
    #expect(o.coefficient(1, level: 2) == 0)
}

@Test func addingToZeroDropsTheEntryAndClearFreesThePool() {
    var o = Objective()
    for _ in 0..<2 { o.apply(.appendOne) }
    #expect(o.add(0, level: 1, 3) == 0)
    #expect(o.add(0, level: 1, -3) == 3)       // returns the replaced coefficient
    #expect(o.isZero(0))
    o.add(1, level: 1, 2)
    o.add(1, level: 0, 4)
    let pool = o.pool.count
    o.clear(1)
    #expect(o.isZero(1))
    o.add(0, level: 5, 1)
    o.add(0, level: 4, 1)
    #expect(o.pool.count == pool)              // reused the freed entries
    #expect(o.isNegligible(1, tolerance: 0))
    #expect(!o.isNegligible(0, tolerance: 0.5))
}
