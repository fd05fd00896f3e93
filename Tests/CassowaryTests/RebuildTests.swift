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

/// Rows of `perRow` views with 8-point gaps and equal widths in a given root width.
func rowsOfViews(_ s: inout Solver, rows: Int, perRow: Int, width: Double) throws -> [[Variable]] {
    let root = s.makeVariable()
    try s.add(pin(root, .equal, width), isGiven: true)
    var widths: [[Variable]] = []
    for _ in 0..<rows {
        var xs: [Variable] = [], ws: [Variable] = []
        for _ in 0..<perRow { xs.append(s.makeVariable()); ws.append(s.makeVariable()) }
        try s.add(pin(xs[0], .equal, 8))
        for i in 1..<perRow {
            try s.add(Constraint(expr([(xs[i], 1), (xs[i - 1], -1), (ws[i - 1], -1)], -8), .equal))
            try s.add(rel(ws[i], .equal, ws[0]))
        }
        try s.add(Constraint(expr([(xs[perRow - 1], 1), (ws[perRow - 1], 1), (root, -1)], 8), .equal))
        widths.append(ws)
    }
    return widths
}

@Test func conflictInsideOneRowOfFiveThousandConstraints() throws {
    // 50 rows of 50 views (5,000 constraints) in a given width of 2,408: each width is
    // (2408 - 51 * 8) / 50 = 40. Asking one view of row 7 for width >= 41 conflicts with
    // that row's 100 constraints only (handles 1 + 7 * 100 ... 100 + 7 * 100): the root is
    // given, so other rows are separate components.
    var s = Solver()
    let ws = try rowsOfViews(&s, rows: 50, perRow: 50, width: 2408)
    #expect(close(s.value(of: ws[7][3]), 40))
    var conflicts: [ConstraintHandle] = []
    var refused = false
    do throws(SolverError) {
        try s.add(pin(ws[7][3], .greaterThanOrEqual, 41))
    } catch {
        if case .unsatisfiable(let c) = error {
            conflicts = c
            refused = true
        }
    }
    #expect(refused)
    #expect(conflicts == (701...800).map { ConstraintHandle(index: Int32($0)) })
    #expect(close(s.value(of: ws[7][3]), 40))
}

@Test func conflictSpanningAWholeChain() throws {
    // One row of 150 views (300 constraints) in width 1358: widths (1358 - 151 * 8) / 150
    // = 1. Width >= 2 on the last view needs every constraint of the row: handles 1...300.
    var s = Solver()
    let ws = try rowsOfViews(&s, rows: 1, perRow: 150, width: 1358)
    #expect(close(s.value(of: ws[0][149]), 1))
    #expect(throws: SolverError.unsatisfiable(conflicts: (1...300).map { ConstraintHandle(index: Int32($0)) })) {
        try s.add(pin(ws[0][149], .greaterThanOrEqual, 2))
    }
}

@Test func conflictSearchRespectsInterrupt() throws {
    // The search rebuilds the row's component 301 times, polling on every row; an interrupt
    // that fires after 2,000 polls stops it with .interrupted.
    var s = Solver()
    let ws = try rowsOfViews(&s, rows: 1, perRow: 150, width: 1358)
    final class Counter: @unchecked Sendable { var n = 0 }
    let counter = Counter()
    s.interrupt = Interrupt(every: 1) {
        counter.n += 1
        return counter.n > 2000
    }
    // Without the interrupt this add is refused with 300 conflicts (conflictSpanningAWholeChain).
    #expect(throws: SolverError.interrupted) { try s.add(pin(ws[0][149], .greaterThanOrEqual, 2)) }
}
