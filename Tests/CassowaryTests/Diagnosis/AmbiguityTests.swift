import Testing
@testable import Cassowary

@Test func boundedButUnpinnedIsAmbiguous() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.add(pin(x, .greaterThanOrEqual, 0))
    try s.add(pin(x, .lessThanOrEqual, 10))
    #expect(s.ambiguity(of: [x]) == [true])
}

@Test func determinedIsNotAmbiguous() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(Constraint(expr([(x, 1), (y, -2)]), .equal))   // x == 2y
    try s.add(pin(y, .equal, 5))
    #expect(s.ambiguity(of: [x, y]) == [false, false])
}

@Test func optionalPinIsNotAmbiguousButTiesAre() throws {
    var s = Solver()
    let a = s.makeVariable(), b = s.makeVariable()
    // a + b == 100; each prefers 0 at weight 1: any split costs 100, so both are ambiguous.
    try s.add(Constraint(expr([(a, 1), (b, 1)], -100), .equal))
    try s.add(pin(a, .greaterThanOrEqual, 0))
    try s.add(pin(b, .greaterThanOrEqual, 0))
    try s.add(pin(a, .equal, 0, .weight(1)))
    try s.add(pin(b, .equal, 0, .weight(1)))
    #expect(s.ambiguity(of: [a, b]) == [true, true])
    // Raising b's weight to 2 makes a take everything: unique optimum a = 100, b = 0.
    var t = Solver()
    let c = t.makeVariable(), d = t.makeVariable()
    try t.add(Constraint(expr([(c, 1), (d, 1)], -100), .equal))
    try t.add(pin(c, .greaterThanOrEqual, 0))
    try t.add(pin(d, .greaterThanOrEqual, 0))
    try t.add(pin(c, .equal, 0, .weight(1)))
    try t.add(pin(d, .equal, 0, .weight(2)))
    #expect(close(t.value(of: c), 100) && close(t.value(of: d), 0))
    #expect(t.ambiguity(of: [c, d]) == [false, false])
}

@Test func degenerateVertexIsNotAmbiguous() throws {
    // x >= 0, y >= 0, x + y <= 0 pins both at 0, though in the tableau some zero-cost
    // direction appears until the degenerate rows are consulted.
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(pin(x, .greaterThanOrEqual, 0))
    try s.add(pin(y, .greaterThanOrEqual, 0))
    try s.add(Constraint(expr([(x, 1), (y, 1)]), .lessThanOrEqual))
    #expect(close(s.value(of: x), 0) && close(s.value(of: y), 0))
    #expect(s.ambiguity(of: [x, y]) == [false, false])
}

@Test func degenerateButMovableTogether() throws {
    // x - y >= 0 and y - x >= 0 (so x == y) with x, y in [0, 10]: no single tableau
    // direction may move, but x and y can move together: both ambiguous.
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(rel(x, .greaterThanOrEqual, y))
    try s.add(rel(y, .greaterThanOrEqual, x))
    try s.add(pin(x, .greaterThanOrEqual, 0))
    try s.add(pin(x, .lessThanOrEqual, 10))
    #expect(s.ambiguity(of: [x, y]) == [true, true])
}

@Test func unconstrainedVariableIsAmbiguous() throws {
    var s = Solver()
    let x = s.makeVariable()
    #expect(s.ambiguity(of: [x]) == [true])
}

@Test func floatingChainIsAmbiguous() throws {
    // 2,000 views chained with 8-point gaps and equal widths but no right edge: the common
    // width is free, so every width and every x after the first is ambiguous; x0 is pinned.
    var s = Solver()
    var xs: [Variable] = [], ws: [Variable] = []
    for _ in 0..<2000 { xs.append(s.makeVariable()); ws.append(s.makeVariable()) }
    try s.add(pin(xs[0], .equal, 8))
    try s.add(pin(ws[0], .greaterThanOrEqual, 0))
    for i in 1..<2000 {
        try s.add(Constraint(expr([(xs[i], 1), (xs[i - 1], -1), (ws[i - 1], -1)], -8), .equal))
        try s.add(rel(ws[i], .equal, ws[0]))
    }
    // How long this takes is measured by scripts/bench-solver, not asserted here.
    let flags = s.ambiguity(of: xs + ws)
    #expect(flags[0] == false)
    #expect(flags[1...].allSatisfy { $0 })
}

@Test func ambiguityAcrossTwoDegenerateComponents() throws {
    // Two pairs locked equal by opposite inequalities (x == y, p == q), each in [0, 10]:
    // no tableau symbol moves alone, each pair moves together. z = x + p touches both
    // components; w = x - y is 0 on every solution; u = x - p moves (either pair alone).
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable(), p = s.makeVariable(), q = s.makeVariable()
    let z = s.makeVariable(), w = s.makeVariable(), u = s.makeVariable()
    for (a, b) in [(x, y), (p, q)] {
        try s.add(rel(a, .greaterThanOrEqual, b))
        try s.add(rel(b, .greaterThanOrEqual, a))
        try s.add(pin(a, .greaterThanOrEqual, 0))
        try s.add(pin(a, .lessThanOrEqual, 10))
    }
    try s.add(Constraint(expr([(z, 1), (x, -1), (p, -1)]), .equal))
    try s.add(Constraint(expr([(w, 1), (x, -1), (y, 1)]), .equal))
    try s.add(Constraint(expr([(u, 1), (x, -1), (p, 1)]), .equal))
    #expect(s.ambiguity(of: [x, y, p, q, z, w, u]) == [true, true, true, true, true, false, true])
    // Asking in another order shares the components differently; same answers.
    #expect(s.ambiguity(of: [w, u, z, q, p, y, x]) == [false, true, true, true, true, true, true])
}

/// The memo answers exactly what a full analysis answers, resize after resize, over random
/// systems with ties, levels, inequalities that go slack and tight, and refused adds; and
/// it does answer some of them itself (a resize that moves only constants).
@Test func ambiguityMemoAnswersAsAFullAnalysis() throws {
    var rng = LCG(state: 42)
    var hits = 0
    var analyses = 0
    for _ in 0..<200 {
        var s = Solver()
        let w = s.makeVariable()
        let n = rng.int(2...6)
        let vars = (0..<n).map { _ in s.makeVariable() }
        let given = try s.add(pin(w, .equal, 100), isGiven: true)
        for v in vars {
            try s.add(pin(v, .greaterThanOrEqual, 0))
            try s.add(rel(v, .lessThanOrEqual, w))
        }
        for _ in 0..<rng.int(1...5) {
            let a = vars[rng.int(0...(n - 1))], b = vars[rng.int(0...(n - 1))]
            let c = Double(rng.int(0...40))
            switch rng.int(0...3) {
            case 0: _ = try? s.add(rel(a, .equal, b, c, .weight(Double(rng.int(1...3)))))
            case 1: _ = try? s.add(rel(a, .lessThanOrEqual, b, c))
            case 2: _ = try? s.add(pin(a, .equal, c, .level(Double(rng.int(1...3)) * 250)))
            default: _ = try? s.add(Constraint(expr([(a, 1), (b, 1), (w, -1)], c), .equal, .weight(1)))
            }
        }
        var memo = AmbiguityMemo()
        let all = [w] + vars
        for _ in 0..<12 {
            // Small moves (often no pivot) and jumps (pivots, rows going slack or tight).
            let width = rng.int(0...2) == 0 ? Double(rng.int(30...300)) : 100 + Double(rng.int(0...3))
            _ = try? s.setConstant(given, to: -width)
            #expect(s.ambiguity(of: all, memo: &memo) == s.ambiguity(of: all))
            analyses += 1
        }
        hits += memo.hits
    }
    #expect(hits > analyses / 10, "\(hits) of \(analyses) answered from the memo")
}

/// A structural change (an add) is never answered from the memo.
@Test func ambiguityMemoForgetsOnAnAdd() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.add(pin(x, .greaterThanOrEqual, 0))
    try s.add(pin(x, .lessThanOrEqual, 10))
    var memo = AmbiguityMemo()
    #expect(s.ambiguity(of: [x], memo: &memo) == [true])
    #expect(s.ambiguity(of: [x], memo: &memo) == [true])
    #expect(memo.hits == 1)
    try s.add(pin(x, .equal, 4, .weight(1)))
    #expect(s.ambiguity(of: [x], memo: &memo) == [false])
    #expect(memo.hits == 1)
}

/// The cone's linear hull (`ConeSpan`) answers exactly as the probes do
/// (`probedAmbiguity`, two LP probes per variable), over random systems built to be
/// degenerate: constants mostly 0, opposite inequalities, sums pinned to a shared width,
/// ties at one weight, several levels, refused adds. Asserts that many systems reach a
/// component with a hull, so the differential is not decided by single moves alone.
@Test func coneSpanAnswersAsTheProbes() throws {
    var rng = LCG(state: 17)
    var withHull = 0
    var ambiguousInCone = 0
    for round in 0..<3000 {
        var s = Solver()
        let w = s.makeVariable()
        let n = rng.int(3...9)
        let vars = (0..<n).map { _ in s.makeVariable() }
        try s.add(pin(w, .equal, Double(rng.int(0...2) * 50)), isGiven: true)
        // Some systems leave most variables unbounded, so free (external) symbols reach cones.
        let bounded = rng.int(0...3)
        for v in vars where rng.int(0...3) < bounded {
            try s.add(pin(v, .greaterThanOrEqual, 0))
            if rng.int(0...1) == 0 { _ = try? s.add(rel(v, .lessThanOrEqual, w)) }
        }
        let coefficients: [Double] = [-2, -1, -0.5, 1, 1, 2, 3]
        for _ in 0..<rng.int(2...(2 * n + 2)) {
            let a = vars[rng.int(0...(n - 1))], b = vars[rng.int(0...(n - 1))], c = vars[rng.int(0...(n - 1))]
            let constant = rng.int(0...3) == 0 ? Double(rng.int(-20...20)) : 0
            let strength: Strength = switch rng.int(0...5) {
            case 0, 1, 2: .required
            case 3: .weight(1)
            case 4: .weight(Double(rng.int(1...2)))
            default: .level(Double(rng.int(1...2)) * 250)
            }
            let op: RelationalOperator = switch rng.int(0...4) {
            case 0: .equal
            case 1, 2: .greaterThanOrEqual
            default: .lessThanOrEqual
            }
            switch rng.int(0...4) {
            case 0:
                // Opposite inequalities: a == b as a degenerate pair, no equality row.
                _ = try? s.add(rel(a, .greaterThanOrEqual, b, constant))
                _ = try? s.add(rel(b, .greaterThanOrEqual, a, -constant))
            case 1:
                _ = try? s.add(rel(a, op, b, constant, strength))
            case 2:
                let terms = [(a, coefficients[rng.int(0...6)]), (b, coefficients[rng.int(0...6)]),
                             (c, coefficients[rng.int(0...6)])]
                _ = try? s.add(Constraint(expr(terms, constant), op, strength))
            case 3:
                _ = try? s.add(Constraint(expr([(a, 1), (b, 1), (w, -1)], constant), op, strength))
            default:
                _ = try? s.add(pin(a, op, max(0, constant), strength))
            }
        }
        let all = [w] + vars
        var context = AmbiguityContext(symbols: s.symbols.count, rows: s.tableau.rows.count)
        let span = all.map { s.isAmbiguous(s.symbol($0), &context) }
        #expect(span == s.ambiguity(of: all))
        let probed = s.probedAmbiguity(of: all)
        #expect(span == probed, "round \(round)")
        if context.components.contains(where: { $0 != nil }) {
            withHull += 1
            var single = AmbiguityContext(symbols: s.symbols.count, rows: s.tableau.rows.count)
            for v in all where s.isAmbiguous(s.symbol(v), &single) {
                // Ambiguous though no single symbol moves it: decided inside the hull.
                let sym = s.symbol(v)
                let r = Int(s.symbols.entries[Int(sym)].rowOf)
                let terms: [Int32] = r >= 0 ? s.tableau.syms(r).filter { s.isMovable($0) } : (s.isMovable(sym) ? [sym] : [])
                let alone = terms.contains {
                    s.canMoveAlone($0, up: true) || (s.symbols.entries[Int($0)].kind == .external && s.canMoveAlone($0, up: false))
                }
                if !alone { ambiguousInCone += 1 }
            }
        }
    }
    #expect(withHull > 150, "\(withHull) systems reached a hull")
    #expect(ambiguousInCone > 50, "\(ambiguousInCone) variables moved only inside a cone")
}

/// The hull's elimination: a variable whose change is a combination of the implicit
/// equalities reads fixed, one with a part outside them reads moving.
@Test func coneSpanSeparatesTheRowSpace() throws {
    // Columns 0, 1, 2 with x0 - x1 = 0 and x1 + x2 = 0 implicit: the hull is (t, t, -t).
    var hull = HullBuilder(columns: 3)
    let fixed = [false, false, false]
    hull.add([0, 1], [1, -1], fixed)
    hull.add([1, 2], [1, 1], fixed)
    hull.add([0, 2], [2, 2], fixed)   // redundant: 2(x0 - x1) + 2(x1 + x2)
    #expect(hull.syms.count == 2)
    let span = ConeSpan(fixed: fixed, solvedBy: hull.solvedBy, syms: hull.syms, coefs: hull.coefs)
    var acc = [Double](repeating: 0, count: 3)
    var touched: [Int32] = []
    #expect(!span.moves([(0, 1), (2, 1)], &acc, &touched))   // x0 + x2 = 0 on the hull
    #expect(!span.moves([(0, 3), (1, -3)], &acc, &touched))
    #expect(span.moves([(0, 1)], &acc, &touched))
    #expect(span.moves([(0, 1), (1, 1)], &acc, &touched))
    #expect(acc.allSatisfy { $0 == 0 })
}

/// Signs pin columns without an LP: a one-column row gives a free column a sign, and a row
/// whose every term is <= 0 on the cone pins all its columns. Free (external) columns
/// never reach a cone in the solver's own tableaux (they stay basic once constrained), so
/// they are checked here directly.
@Test func signsPinColumnsWithoutAnLP() {
    var s = Solver()
    let vx = s.makeVariable(), vy = s.makeVariable()
    let x = s.symbol(vx), y = s.symbol(vy)
    let z = s.newSymbol(.slack), u = s.newSymbol(.slack)
    let columns = [x, y, z, u]
    // x >= 0, then -x - z >= 0 pins x and z; y is free and u only ever raised.
    #expect(s.pinnedBySign(4, [[0], [0, 2], [1, 3]], [[1], [-1, -1], [1, 1]], columns) == [true, false, true, false])
    // y <= 0 from -2y >= 0, then y - u >= 0 pins both; x stays free (no sign of its own).
    #expect(s.pinnedBySign(4, [[1], [1, 3], [0, 2]], [[-2], [1, -1], [-1, -1]], columns) == [false, true, false, true])
    // Both rows over free columns: nothing is pinned by signs (the LP decides).
    #expect(s.pinnedBySign(4, [[0, 1], [0, 1]], [[1, -1], [-1, 1]], columns) == [false, false, false, false])
}

@Test func aDifferenceOfTwoFreeVariablesCanBeFixed() throws {
    var s = Solver()
    let p = s.makeVariable(), c = s.makeVariable(), d = s.makeVariable()
    // p is free in 0...10; c == p + 5 follows it; d is free on its own in 0...10.
    try s.add(pin(p, .greaterThanOrEqual, 0))
    try s.add(pin(p, .lessThanOrEqual, 10))
    try s.add(Constraint(expr([(c, 1), (p, -1)], -5), .equal))
    try s.add(pin(d, .greaterThanOrEqual, 0))
    try s.add(pin(d, .lessThanOrEqual, 10))
    #expect(s.ambiguity(of: [p, c, d]) == [true, true, true])
    // Relative to p: c - p is 5 on every solution, d - p is not, p - p is 0.
    #expect(s.ambiguity(of: [c, d, p], relativeTo: [p, p, nil]) == [false, true, true])
    var memo = AmbiguityMemo()
    #expect(s.ambiguity(of: [c, d], relativeTo: [p, p], memo: &memo) == [false, true])
    #expect(s.ambiguity(of: [c, d], relativeTo: [nil, nil], memo: &memo) == [true, true])
}
