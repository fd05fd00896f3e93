import Testing
@testable import Cassowary

@Test func refusedAddLeavesSolverUnchanged() throws {
    // kiwi 1.5.1 keeps part of `b >= a` here and moves a to 5; we must not.
    var s = Solver()
    let a = s.makeVariable(), b = s.makeVariable()
    let h1 = try s.add(pin(a, .greaterThanOrEqual, 10))
    let h2 = try s.add(pin(b, .lessThanOrEqual, 5))
    try s.add(pin(a, .equal, 0, .weight(1)))   // pulls a down to its bound 10
    try s.add(pin(b, .equal, 100, .weight(1))) // pulls b up to its bound 5
    #expect(close(s.value(of: a), 10) && close(s.value(of: b), 5))
    // b >= a needs b >= 10 > 5: refused; both earlier required constraints are needed.
    #expect(throws: SolverError.unsatisfiable(conflicts: [h1, h2])) { try s.add(rel(b, .greaterThanOrEqual, a)) }
    #expect(close(s.value(of: a), 10) && close(s.value(of: b), 5))
    // Still usable: loosening b's bound via a new optional constraint changes nothing required.
    try s.remove(h2)
    #expect(close(s.value(of: b), 100))
}

@Test func conflictSetIsMinimalAndSkipsGivensAndUnrelated() throws {
    var s = Solver()
    let root = s.makeVariable(), x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
    try s.add(pin(root, .equal, 100), isGiven: true)
    let hx = try s.add(rel(x, .equal, root))                     // x = 100
    _ = try s.add(pin(x, .lessThanOrEqual, 1000))                 // redundant bound, not needed
    _ = try s.add(pin(z, .equal, 3))                              // unrelated component
    let hy = try s.add(rel(y, .equal, x, -10))                    // y = 90
    // y >= 95 contradicts y = x - 10 = root - 10 = 90. Deletion, newest first: dropping hy
    // makes it feasible (keep); the z pin is unrelated; the x <= 1000 bound is not needed
    // (drop); hx is needed (keep). The given root is needed but never listed.
    #expect(throws: SolverError.unsatisfiable(conflicts: [hx, hy])) {
        try s.add(pin(y, .greaterThanOrEqual, 95))
    }
    #expect(close(s.value(of: y), 90))
}

@Test func conflictFollowsNewestFirstDeletionOrder() throws {
    // Two independent reasons: x == 5 (h1) and x == 6 (h2 is refused), then x <= 4 (h3).
    // Adding x >= 7: conflicts with h1 and with h3. Newest first: dropping h3 leaves h1
    // proving it, so h3 goes; dropping h1 then makes it feasible, so h1 stays: [h1].
    var s = Solver()
    let x = s.makeVariable()
    let h1 = try s.add(pin(x, .lessThanOrEqual, 5))
    let h3 = try s.add(pin(x, .lessThanOrEqual, 4))
    #expect(throws: SolverError.unsatisfiable(conflicts: [h1])) { try s.add(pin(x, .greaterThanOrEqual, 7)) }
    _ = h3
}

@Test func unsatisfiableByItself() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.add(pin(x, .equal, 1))
    #expect(throws: SolverError.unsatisfiable(conflicts: [])) {
        try s.add(Constraint(Expression([], constant: 5), .equal))
    }
    // Redundant equalities are fine: 2x == 2 adds nothing.
    try s.add(Constraint(expr([(x, 2)], -2), .equal))
    #expect(close(s.value(of: x), 1))
    // Contradicting equality through dummies only: 3x == 6 wants x = 2.
    #expect(throws: SolverError.unsatisfiable(conflicts: [ConstraintHandle(index: 0)])) {
        try s.add(Constraint(expr([(x, 3)], -6), .equal))
    }
}

@Test func refusedSetConstantRollsBackExactly() throws {
    var s = Solver()
    let root = s.makeVariable(), a = s.makeVariable(), b = s.makeVariable()
    let hr = try s.add(pin(root, .equal, 300), isGiven: true)
    let hA = try s.add(pin(a, .greaterThanOrEqual, 0))
    let hMin = try s.add(pin(b, .greaterThanOrEqual, 100))
    try s.add(Constraint(expr([(a, 1), (b, 1), (root, -1)]), .equal))   // a + b = root
    try s.add(pin(a, .equal, 50, .weight(10)))
    // root 300: a = 50 (optional met), b = 250.
    #expect(close(s.value(of: a), 50) && close(s.value(of: b), 250))
    let before = (s.value(of: a), s.value(of: b), s.value(of: root))
    // root 80: a + b = 80 with b >= 100 needs a = -20 < 0. Each of a >= 0, b >= 100 and
    // a + b = root is needed (drop any one and it fits); the root is given, not listed.
    #expect(throws: SolverError.unsatisfiable(conflicts: [hA, hMin, ConstraintHandle(index: 3)])) {
        try s.setConstant(hr, to: -80)
    }
    #expect(s.value(of: a) == before.0 && s.value(of: b) == before.1 && s.value(of: root) == before.2)
    // root 120: b = 100 (required), a = 20 (a + b = 120).
    try s.setConstant(hr, to: -120)
    #expect(close(s.value(of: a), 20) && close(s.value(of: b), 100))
    // Back to 300 equals the cold solve.
    try s.setConstant(hr, to: -300)
    #expect(close(s.value(of: a), 50) && close(s.value(of: b), 250))
}
