import Testing
@testable import Cassowary

@Test func requiredEqualitiesChain() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
    try s.add(pin(x, .equal, 10))
    try s.add(rel(y, .equal, x, 5))          // y = 10 + 5 = 15
    try s.add(Constraint(expr([(z, 1), (y, -2)]), .equal))  // z = 2 * 15 = 30
    #expect(s.value(of: x) == 10)
    #expect(s.value(of: y) == 15)
    #expect(s.value(of: z) == 30)
}

@Test func optionalWeightsTradeOff() throws {
    var s = Solver()
    let x = s.makeVariable()
    // x == 10 @ 2 and x == 20 @ 1: cost 2|x-10| + |x-20| is least at x = 10.
    try s.add(pin(x, .equal, 10, .weight(2)))
    try s.add(pin(x, .equal, 20, .weight(1)))
    #expect(close(s.value(of: x), 10))
    // A required x >= 15 overrides: cost 2*5 + 5 at 15 is the least feasible.
    try s.add(pin(x, .greaterThanOrEqual, 15))
    #expect(close(s.value(of: x), 15))
}

@Test func inequalitiesAndOptionalPull() throws {
    var s = Solver()
    let w = s.makeVariable()
    try s.add(pin(w, .greaterThanOrEqual, 30, .weight(750)))
    try s.add(pin(w, .equal, 50, .weight(250)))
    #expect(close(s.value(of: w), 50))   // both satisfied at 50
    try s.add(pin(w, .lessThanOrEqual, 20))
    // Required w <= 20: cost 750(30-w) + 250(50-w) falls as w grows, so w = 20.
    #expect(close(s.value(of: w), 20))
}

@Test func rowOfViewsSharesWidth() throws {
    // root width 400; three views with 8-point gaps and equal widths, 0 insets:
    // 3w + 2*8 = 400 -> w = 128; lefts 0, 136, 272.
    var s = Solver()
    let root = s.makeVariable()
    try s.add(pin(root, .equal, 400), isGiven: true)
    var lefts: [Variable] = [], widths: [Variable] = []
    for _ in 0..<3 { lefts.append(s.makeVariable()); widths.append(s.makeVariable()) }
    try s.add(pin(lefts[0], .equal, 0))
    for i in 1..<3 {
        // left_i == left_{i-1} + width_{i-1} + 8
        try s.add(Constraint(expr([(lefts[i], 1), (lefts[i - 1], -1), (widths[i - 1], -1)], -8), .equal))
        try s.add(rel(widths[i], .equal, widths[0]))
    }
    try s.add(Constraint(expr([(lefts[2], 1), (widths[2], 1), (root, -1)]), .equal))
    #expect(close(s.value(of: widths[0]), 128))
    #expect(close(s.value(of: lefts[1]), 136))
    #expect(close(s.value(of: lefts[2]), 272))
}

@Test func invalidInputsAreRefused() throws {
    var s = Solver()
    let x = s.makeVariable()
    #expect(throws: SolverError.invalidNumber) { try s.add(pin(x, .equal, .nan)) }
    #expect(throws: SolverError.invalidNumber) { try s.add(pin(x, .equal, 1, .weight(0))) }
    #expect(throws: SolverError.unknownVariable) { try s.add(pin(Variable(index: 99), .equal, 1)) }
    #expect(throws: SolverError.unknownConstraint) { try s.remove(ConstraintHandle(index: 3)) }
    #expect(throws: SolverError.unknownConstraint) { try s.setConstant(ConstraintHandle(index: 0), to: 1) }
}

@Test func sameCallsGiveBitIdenticalValues() throws {
    func build() throws -> [Double] {
        var s = Solver()
        var v: [Variable] = []
        for _ in 0..<40 { v.append(s.makeVariable()) }
        for i in 1..<40 {
            try s.add(rel(v[i], .greaterThanOrEqual, v[i - 1], 3))
            try s.add(pin(v[i], .equal, Double(i * 7 % 50), .weight(Double(1 + i % 3))))
        }
        try s.add(pin(v[0], .equal, 0))
        return v.map { s.value(of: $0) }
    }
    let a = try build(), b = try build()
    #expect(a.map(\.bitPattern) == b.map(\.bitPattern))
    #expect(a[1] >= a[0] + 3 - 1e-9)
}
