import Testing
@testable import Cassowary

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
