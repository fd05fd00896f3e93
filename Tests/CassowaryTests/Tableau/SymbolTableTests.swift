import Testing
@testable import Cassowary

/// Every per-symbol array of the solver has one entry per symbol after adds, refused adds
/// (whose symbols are dropped again) and reservations, and the scratch positions are all
/// -1 between operations. The phase-one objective's slots cover the symbols only as far as
/// its last phase one did (`PhaseOneObjective.cover`), never past them, and are all zero
/// between operations.
@Test func everyPerSymbolArrayKeepsTheSymbolCount() {
    var rng = LCG(state: 37)
    var refusals = 0
    var phaseOnes = 0
    for round in 0..<300 {
        var (s, _, vars) = twinSolvers(rng.int(2...5))
        if round % 2 == 0 { s.reserveCapacity(constraints: 6) }
        for _ in 0..<rng.int(3...14) {
            do { try s.add(randomConstraint(&rng, vars)) } catch { refusals += 1 }
        }
        let n = s.symbols.count
        let lengths = [
            s.symbols.entries.count, s.symbols.cols.lists.count, s.scratch.position.count,
            s.tableau.objective.slots.count,
        ]
        #expect(lengths.allSatisfy { $0 == n }, "round \(round): \(n) symbols, arrays of \(lengths)")
        let artificial = s.tableau.artificial
        #expect(artificial.slots.count <= n, "round \(round): \(artificial.slots.count) phase-one slots, \(n) symbols")
        #expect(artificial.slots.allSatisfy { $0.coef == 0 && !$0.listed } && artificial.nz.isEmpty)
        if !artificial.slots.isEmpty { phaseOnes += 1 }
        #expect(s.scratch.position.allSatisfy { $0 == -1 })
        #expect(s.tableau.objective.nz.allSatisfy { Int($0) < n })
    }
    #expect(refusals > 50)
    #expect(phaseOnes > 20)
}
