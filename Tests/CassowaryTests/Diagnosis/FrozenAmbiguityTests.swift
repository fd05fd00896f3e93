import Testing
@testable import Cassowary

// `Solver.ambiguity(of:relativeTo:)` answers every variable false at once, without its
// scratch arrays, when no symbol is movable (`hasMovableSymbol`): the optimal face is then
// a point. These check that the shortcut is taken only then, and that it answers what the
// full analysis answers.

/// The full analysis, without the shortcut: what `ambiguity(of:relativeTo:)` answered
/// before it, variable by variable on one context.
private func fullAnalysis(_ s: Solver, _ variables: [Variable], relativeTo references: [Variable?]) -> [Bool] {
    var context = AmbiguityContext(symbols: s.symbols.count, rows: s.tableau.rows.count)
    return variables.enumerated().map { i, v in
        if i < references.count, let r = references[i] {
            return s.isAmbiguous(s.symbol(v), relativeTo: s.symbol(r), &context)
        }
        return s.isAmbiguous(s.symbol(v), &context)
    }
}

/// A view pinned as a 1-view document pins it: x and y required, its width and height
/// held by optional pins of two strengths (a hugging and compression pair as one row):
/// every symbol is basic, a dummy or costed, so nothing moves.
@Test func pinnedViewHasNoMovableSymbol() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable(), w = s.makeVariable(), h = s.makeVariable()
    try s.add(pin(x, .equal, 17))
    try s.add(pin(y, .equal, 55))
    try s.add(Constraint(expr([(w, 1)], -120), .equal, .level(250), below: .level(750)))
    try s.add(Constraint(expr([(h, 1)], -21), .equal, .level(250), below: .level(750)))
    #expect(!s.hasMovableSymbol())
    #expect(s.ambiguity(of: [x, y, w, h]) == [false, false, false, false])
    #expect(s.ambiguity(of: [x, y, w, h], relativeTo: [nil, x, nil, w]) == [false, false, false, false])
    #expect(close(s.value(of: w), 120) && close(s.value(of: h), 21))
}

/// One free variable anywhere in the system is a movable symbol: the analysis runs and
/// finds it, and the pinned ones stay unambiguous (a shortcut taken whenever the asked
/// variables' rows look fixed would answer the free one false).
@Test func aFreeVariableIsMovableAndAmbiguous() throws {
    var s = Solver()
    let x = s.makeVariable(), free = s.makeVariable()
    try s.add(pin(x, .equal, 17))
    #expect(s.hasMovableSymbol())
    #expect(s.ambiguity(of: [x, free]) == [false, true])
    // An inequality whose slack is free to grow: x >= 10 only, with nothing else on x.
    var t = Solver()
    let z = t.makeVariable()
    try t.add(pin(z, .greaterThanOrEqual, 10))
    #expect(t.hasMovableSymbol())
    #expect(t.ambiguity(of: [z]) == [true])
}

/// On random systems the answers with the shortcut are the full analysis's, variable by
/// variable, alone and relative to another; both the frozen and the free kind must occur
/// often enough to mean something.
@Test func shortcutAnswersAsTheFullAnalysis() throws {
    var rng = LCG(state: 2026)
    var frozen = 0, free = 0
    for _ in 0..<400 {
        var s = Solver()
        let vars = (0..<rng.int(2...5)).map { _ in s.makeVariable() }
        // Most variables pinned (required or by an optional pin of two strengths), so
        // many systems end frozen; then a few random relations.
        for v in vars where rng.int(0...4) != 0 {
            let c = Double(rng.int(-30...30))
            _ = try? s.add(rng.int(0...1) == 0 ? pin(v, .equal, c)
                           : Constraint(expr([(v, 1)], -c), .equal, .level(250), below: .level(750)))
        }
        for _ in 0..<rng.int(0...2) { _ = try? s.add(randomConstraint(&rng, vars)) }
        let references: [Variable?] = vars.map { _ in rng.int(0...1) == 0 ? nil : vars[rng.int(0...(vars.count - 1))] }
        if s.hasMovableSymbol() { free += 1 } else { frozen += 1 }
        #expect(s.ambiguity(of: vars) == fullAnalysis(s, vars, relativeTo: []))
        #expect(s.ambiguity(of: vars, relativeTo: references) == fullAnalysis(s, vars, relativeTo: references))
    }
    #expect(frozen >= 40 && free >= 40, "frozen \(frozen), free \(free)")
}
