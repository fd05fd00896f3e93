import Testing
@testable import Cassowary

// A trial solver (`undoesRefusals` off) skips the journal; a reserved one skips regrowth.
// Neither may change what the solver decides.

/// A random system of required and optional constraints of every kind.
private func randomConstraints(_ rng: inout LCG, _ vars: [Variable]) -> [Constraint] {
    (0..<rng.int(3...16)).map { _ in randomConstraint(&rng, vars) }
}

/// Up to the first refusal a trial solver is the default one, value for value; it refuses
/// where the default one does, with no conflicts, and the default one stays as it was.
@Test func trialSolverRefusesWhereTheDefaultDoes() throws {
    var rng = LCG(state: 29)
    var refusals = 0
    for _ in 0..<400 {
        var (plain, trial, vars) = twinSolvers(rng.int(2...6))
        trial.undoesRefusals = false
        for c in randomConstraints(&rng, vars) {
            var plainRefused: [ConstraintHandle]? = nil
            var trialRefused: [ConstraintHandle]? = nil
            do { try plain.add(c) } catch { if case .unsatisfiable(let k) = error { plainRefused = k } }
            do { try trial.add(c) } catch { if case .unsatisfiable(let k) = error { trialRefused = k } }
            #expect((plainRefused == nil) == (trialRefused == nil))
            if trialRefused != nil {
                #expect(trialRefused == [])
                refusals += 1
                break  // a trial solver is discarded at its first refusal
            }
            for v in vars { #expect(plain.value(of: v) == trial.value(of: v)) }
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
