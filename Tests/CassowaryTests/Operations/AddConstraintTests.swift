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

/// A required equality solved for an external gets no dummy column, so a chain of views
/// stays sparse (kiwi's dummies would make it dense) and still resizes exactly.
@Test func chainOfViewsStaysSparse() throws {
    // 100 views with 8-point gaps and equal widths in a given root width of 2000:
    // 100w + 101*8 = 2000 -> w = 11.92; after resizing to 2100, w = 12.92.
    let n = 100
    var s = Solver()
    let root = s.makeVariable()
    var xs: [Variable] = [], ws: [Variable] = []
    for _ in 0..<n { xs.append(s.makeVariable()); ws.append(s.makeVariable()) }
    let given = try s.add(pin(root, .equal, 2000), isGiven: true)
    var required: [Constraint] = [pin(xs[0], .equal, 8)]
    for i in 1..<n {
        required.append(Constraint(expr([(xs[i], 1), (xs[i - 1], -1), (ws[i - 1], -1)], -8), .equal))
        required.append(rel(ws[i], .equal, ws[0]))
    }
    required.append(Constraint(expr([(xs[n - 1], 1), (ws[n - 1], 1), (root, -1)], 8), .equal))
    for c in required { try s.add(c) }
    #expect(close(s.value(of: ws[0]), 11.92))
    try s.setConstant(given, to: -2100)
    #expect(close(s.value(of: ws[n - 1]), 12.92))
    for c in required {
        var e = c.expression.constant
        for t in c.expression.terms { e += t.coefficient * s.value(of: t.variable) }
        #expect(abs(e) < 1e-9)
    }
    let st = s.statistics
    #expect(st.terms <= 3 * st.rows)   // no fill-in: every row keeps at most 3 terms on average
}
