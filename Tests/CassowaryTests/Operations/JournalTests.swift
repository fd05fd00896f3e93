import Testing
@testable import Cassowary

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
