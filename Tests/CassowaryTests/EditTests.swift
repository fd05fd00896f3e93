import Testing
@testable import Cassowary

@Test func editVariableErrors() throws {
    var s = Solver()
    let x = s.makeVariable()
    #expect(throws: SolverError.nonRequiredEditStrength) { try s.addEditVariable(x, strength: .required) }
    #expect(throws: SolverError.unknownEditVariable) { try s.suggestValue(x, 3) }
    #expect(throws: SolverError.unknownEditVariable) { try s.removeEditVariable(x) }
    try s.addEditVariable(x, strength: .weight(100))
    #expect(throws: SolverError.duplicateEditVariable) { try s.addEditVariable(x, strength: .weight(1)) }
    try s.suggestValue(x, 42)
    #expect(s.value(of: x) == 42)
    try s.removeEditVariable(x)
    #expect(!s.hasEditVariable(x))
}

@Test func suggestMovesDependentsAndRespectsRequired() throws {
    var s = Solver()
    let w = s.makeVariable(), half = s.makeVariable()
    try s.add(Constraint(expr([(half, 2), (w, -1)]), .equal))   // half = w / 2
    try s.add(pin(w, .lessThanOrEqual, 500))
    try s.addEditVariable(w, strength: .weight(1000))
    try s.suggestValue(w, 300)
    #expect(close(s.value(of: half), 150))   // 300 / 2
    try s.suggestValue(w, 800)               // capped by w <= 500
    #expect(close(s.value(of: w), 500) && close(s.value(of: half), 250))
    try s.suggestValue(w, 100)
    #expect(close(s.value(of: w), 100) && close(s.value(of: half), 50))
}

@Test func tenThousandSuggestsDoNotDrift() throws {
    // Chain of 10 views, 8-point gaps, equal widths, in a root whose width is suggested:
    // 10w + 9*8 = W, so w = (W - 72) / 10.
    var s = Solver()
    let root = s.makeVariable()
    var l: [Variable] = [], w: [Variable] = []
    for _ in 0..<10 { l.append(s.makeVariable()); w.append(s.makeVariable()) }
    try s.add(pin(l[0], .equal, 0))
    for i in 1..<10 {
        try s.add(Constraint(expr([(l[i], 1), (l[i - 1], -1), (w[i - 1], -1)], -8), .equal))
        try s.add(rel(w[i], .equal, w[0]))
    }
    try s.add(Constraint(expr([(l[9], 1), (w[9], 1), (root, -1)]), .equal))
    try s.addEditVariable(root, strength: .weight(1e6))
    for i in 0..<10_000 {
        try s.suggestValue(root, 500 + Double(i % 97) * 13.25)
    }
    try s.suggestValue(root, 1072)
    #expect(abs(s.value(of: w[3]) - 100) < 1e-9)           // (1072 - 72) / 10
    #expect(abs(s.value(of: l[9]) - 9 * 108) < 1e-9)       // 9 * (100 + 8)
}

@Test func removalRestoresEarlierOptimum() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.add(pin(x, .equal, 10, .weight(1)))
    let h = try s.add(pin(x, .greaterThanOrEqual, 40))
    #expect(close(s.value(of: x), 40))
    try s.remove(h)
    #expect(close(s.value(of: x), 10))
    #expect(throws: SolverError.unknownConstraint) { try s.remove(h) }
    let h2 = try s.add(pin(x, .equal, 25, .weight(5)))
    #expect(close(s.value(of: x), 25))
    try s.remove(h2)
    #expect(close(s.value(of: x), 10))
}

@Test func setConstantOnOptionalAndInequality() throws {
    var s = Solver()
    let x = s.makeVariable()
    let hMax = try s.add(pin(x, .lessThanOrEqual, 100))
    let hPref = try s.add(pin(x, .equal, 80, .weight(1)))
    #expect(close(s.value(of: x), 80))
    try s.setConstant(hPref, to: -150)       // prefers 150, capped at 100
    #expect(close(s.value(of: x), 100))
    try s.setConstant(hMax, to: -200)        // cap moves to 200: 150 now fits
    #expect(close(s.value(of: x), 150))
    try s.setConstant(hMax, to: -20)         // cap 20
    #expect(close(s.value(of: x), 20))
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

@Test func interruptStopsWork() throws {
    var s = Solver()
    s.interrupt = Interrupt(every: 1) { true }
    let x = s.makeVariable(), y = s.makeVariable()
    // Every pivot and every substitution of a new row polls the interrupt.
    #expect(throws: SolverError.interrupted) {
        try s.add(rel(x, .equal, y, 1))
        try s.add(pin(x, .lessThanOrEqual, 0))
        try s.add(pin(y, .greaterThanOrEqual, 0, .weight(1)))
        try s.add(pin(x, .equal, 5, .weight(2)))
    }
}
