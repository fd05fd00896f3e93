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
