import Testing
@testable import Cassowary

// A trial solver (`Solver.Mode.trial`) skips the journal, one without conflicts skips the
// conflict search, a reserved one skips regrowth. None may change what the solver decides.

/// A random system of required and optional constraints of every kind.
private func randomConstraints(_ rng: inout LCG, _ vars: [Variable]) -> [Constraint] {
    (0..<rng.int(3...16)).map { _ in randomConstraint(&rng, vars) }
}

/// A trial solver and one without conflicts refuse where the reporting one does, naming no
/// conflicts; until then they are the reporting one value for value. A trial solver is
/// discarded at its first refusal; one without conflicts is left as it was and goes on.
@Test(arguments: [Solver.Mode.trial, .withoutConflicts])
func solverModeRefusesWhereTheReportingOneDoes(_ mode: Solver.Mode) throws {
    var rng = LCG(state: mode == .trial ? 29 : 41)
    var refusals = 0
    for _ in 0..<400 {
        var (plain, other, vars) = twinSolvers(rng.int(2...6))
        other.mode = mode
        for c in randomConstraints(&rng, vars) {
            let plainRefused = refusal { () throws(SolverError) in try plain.add(c) }
            let otherRefused = refusal { () throws(SolverError) in try other.add(c) }
            #expect((plainRefused == nil) == (otherRefused == nil))
            if otherRefused != nil {
                #expect(otherRefused == [])
                refusals += 1
                if mode == .trial { break }
            }
            for v in vars { #expect(plain.value(of: v) == other.value(of: v)) }
        }
    }
    #expect(refusals > 20)
}

/// Reserving room changes no decision and no value: the same systems solve bit for bit
/// alike, also past what was reserved.
@Test func reservedSolverSolvesAlike() throws {
    var rng = LCG(state: 31)
    for round in 0..<300 {
        var (plain, reserved, vars) = twinSolvers(rng.int(2...6))
        let constraints = randomConstraints(&rng, vars)
        reserved.reserveCapacity(constraints: round % 2 == 0 ? constraints.count : 2)
        for c in constraints {
            let plainKept = (try? plain.add(c)) != nil
            let reservedKept = (try? reserved.add(c)) != nil
            #expect(plainKept == reservedKept)
        }
        for v in vars { #expect(plain.value(of: v) == reserved.value(of: v)) }
    }
}
