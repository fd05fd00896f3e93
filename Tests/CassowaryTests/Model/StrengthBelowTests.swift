import Testing
@testable import Cassowary

// An optional equality with `strengthBelow` stands for two opposite optional inequalities
// on its expression: `e <= 0` at `strength` and `e >= 0` at `strengthBelow`.

/// A hugging/compression pair written both ways, among random constraints: the same
/// refusals, the same value for every variable no optimum leaves free, the same error per
/// level; and removing the equality undoes it as removing both inequalities does.
@Test func equalityWithStrengthBelowIsTheTwoInequalities() throws {
    var rng = LCG(state: 41)
    var compared = 0
    for round in 0..<300 {
        var (pair, merged, vars) = twinSolvers(rng.int(2...5))
        let levels = round % 2 == 0
        func optional(_ priority: Int) -> Strength {
            levels ? .level(Double(priority)) : .weight(Double(priority))
        }
        var pairHandles: [(ConstraintHandle, ConstraintHandle)] = []
        var mergedHandles: [ConstraintHandle] = []
        for _ in 0..<rng.int(3...10) {
            var terms: [(Variable, Double)] = []
            for _ in 0..<rng.int(1...2) { terms.append((vars[rng.int(0...(vars.count - 1))], Double(rng.int(-2...2)))) }
            let e = expr(terms, Double(rng.int(-30...30)))
            if rng.int(0...1) == 0 {
                let above = optional(rng.int(1...3)), below = optional(rng.int(1...3))
                let a = try pair.add(Constraint(e, .lessThanOrEqual, above))
                let b = try pair.add(Constraint(e, .greaterThanOrEqual, below))
                pairHandles.append((a, b))
                mergedHandles.append(try merged.add(Constraint(e, .equal, above, below: below)))
            } else {
                let op: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
                let c = Constraint(e, op, rng.int(0...2) == 0 ? .required : optional(rng.int(1...3)))
                let pairKept = (try? pair.add(c)) != nil
                let mergedKept = (try? merged.add(c)) != nil
                #expect(pairKept == mergedKept)
            }
        }
        func compare() {
            let free = pair.ambiguity(of: vars)
            #expect(free == merged.ambiguity(of: vars))
            for (k, v) in vars.enumerated() where !free[k] {
                #expect(close(pair.value(of: v), merged.value(of: v), 1e-7))
                compared += 1
            }
            let a = pair.levelErrors, b = merged.levelErrors
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) { #expect(x.level == y.level && close(x.error, y.error, 1e-7)) }
        }
        compare()
        if let (a, b) = pairHandles.first, let m = mergedHandles.first {
            try pair.remove(a)
            try pair.remove(b)
            try merged.remove(m)
            compare()
        }
    }
    #expect(compared > 300)
}

/// A hug at a higher level than the compression resistance gives way to it only where
/// the levels say: the size comes out at the intrinsic value when nothing pulls, at the
/// pull when a stronger constraint pulls, and stays there when a weaker one does.
@Test func strengthBelowPricesTheErrorBelowZero() throws {
    var s = Solver()
    let w = s.makeVariable()
    // w - 40 == 0: above 0 costs level 250 (hugging), below costs level 750 (compression).
    try s.add(Constraint(expr([(w, 1)], -40), .equal, .level(250), below: .level(750)))
    #expect(s.value(of: w) == 40)
    let wider = try s.add(pin(w, .equal, 60, .level(500)))  // outranks hugging
    #expect(close(s.value(of: w), 60))
    try s.remove(wider)
    try s.add(pin(w, .equal, 20, .level(500)))  // ranks below compression
    #expect(close(s.value(of: w), 40))
}

@Test func strengthBelowOnlyOnAnOptionalEquality() {
    var s = Solver()
    let x = s.makeVariable()
    let e = expr([(x, 1)], -1)
    for c in [
        Constraint(e, .lessThanOrEqual, .level(1), below: .level(2)),
        Constraint(e, .equal, .required, below: .level(2)),
        Constraint(e, .equal, .level(1), below: .required),
        Constraint(e, .equal, .level(1), below: .weight(0)),
        Constraint(e, .equal, .level(1), below: .level(.infinity)),
    ] {
        #expect(throws: SolverError.invalidNumber) { try s.add(c) }
    }
}
