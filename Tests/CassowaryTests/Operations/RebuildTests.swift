import Testing
@testable import Cassowary

/// Required equalities solved for an external carry no column of their own (it would make
/// rows dense); removing or re-targeting them goes through a cold rebuild.
@Test func removeRequiredEqualityByRebuild() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    let hx = try s.add(pin(x, .equal, 10))
    let hy = try s.add(rel(y, .equal, x, 5))             // y = 15
    try s.add(pin(y, .equal, 100, .weight(1)))           // wants y = 100
    #expect(close(s.value(of: y), 15))
    try s.remove(hx)                                     // x free now: y reaches 100, x = 95
    #expect(close(s.value(of: y), 100) && close(s.value(of: x), 95))
    // Handles survive the rebuild: hy still names y == x + 5.
    try s.setConstant(hy, to: -20)                       // y == x + 20 (constant is -20)
    #expect(close(s.value(of: y), 100) && close(s.value(of: x), 80))
    #expect(throws: SolverError.unknownConstraint) { try s.remove(hx) }
    let hz = try s.add(pin(x, .lessThanOrEqual, 50))     // x <= 50 -> y <= 70
    #expect(close(s.value(of: y), 70))
    _ = hz
}

@Test func refusedSetConstantOnRequiredEqualityLeavesSolverAsItWas() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    let hMax = try s.add(pin(x, .lessThanOrEqual, 40))
    let hLink = try s.add(rel(y, .equal, x, 5))          // y = x + 5
    try s.add(pin(y, .equal, 30, .weight(1)))            // x = 25, y = 30
    let before = [s.value(of: x), s.value(of: y)]
    #expect(close(before[0], 25) && close(before[1], 30))
    try s.add(pin(y, .greaterThanOrEqual, 20))
    // y == x - 30 with x <= 40 gives y <= 10 < 20: refused. Conflicts: x <= 40, y >= 20
    // (handle 3); the changed link itself is not listed.
    #expect(throws: SolverError.unsatisfiable(conflicts: [hMax, ConstraintHandle(index: 3)])) {
        try s.setConstant(hLink, to: 30)
    }
    #expect([s.value(of: x), s.value(of: y)] == before)
    // An edit still works on the unchanged solver.
    try s.addEditVariable(x, strength: .weight(10))
    try s.suggestValue(x, 35)                            // x = 35 (weight 10 beats 1), y = 40
    #expect(close(s.value(of: x), 35) && close(s.value(of: y), 40))
}
