import Testing
@testable import Cassowary

// `Solver.expand` skips the terms of a row that the analysis already knows to be fixed
// (`AmbiguityContext.movable` at 2) on raw buffers, and looks at every other term, the
// ones not asked about yet (0) included. A scan that skipped those too would miss a free
// symbol the first time it meets it after fixed terms the memo already holds.

/// y = 10 + e⁺ − e⁻ + w: x's pin's errors (with a cost: fixed) come before the free w in
/// y's row once x has been analysed; y is still ambiguous, alone and relative to x, and
/// no longer once w is pinned.
@Test func rowScanSkipsKnownFixedTermsOnly() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable(), w = s.makeVariable()
    try s.add(pin(x, .equal, 10, .weight(1)))
    try s.add(Constraint(expr([(y, 1), (x, -1), (w, -1)]), .equal))  // y == x + w
    // x first: its row's symbols are marked fixed before y's row is read.
    #expect(s.ambiguity(of: [x, y]) == [false, true])
    #expect(s.ambiguity(of: [y, x]) == [true, false])
    #expect(s.ambiguity(of: [x, y], relativeTo: [nil, x]) == [false, true])
    // The row holds fixed terms and w, which the memo has not seen when y is asked.
    let r = Int(s.symbols.entries[Int(s.symbol(y))].rowOf)
    #expect(r >= 0 && s.tableau.rows[r].count >= 2)
    var context = AmbiguityContext(symbols: s.symbols.count, rows: s.tableau.rows.count)
    for k in s.tableau.rows[r].range where s.tableau.pool.terms[k].sym != s.symbol(w) {
        context.movable[Int(s.tableau.pool.terms[k].sym)] = 2
    }
    #expect(context.movable[Int(s.symbol(w))] == 0)
    #expect(s.isAmbiguous(s.symbol(y), &context))
    try s.add(pin(w, .equal, 5, .weight(1)))
    #expect(s.ambiguity(of: [x, y]) == [false, false])
    #expect(close(s.value(of: y), 15))
}
