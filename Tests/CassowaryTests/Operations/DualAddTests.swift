import Testing
@testable import Cassowary

// Required constraints without a subject (every variable already basic) go in by the dual
// simplex (DualAdd.swift); phase one only decides refusals.

/// A required equality between two variables that optional pins made basic: no external is
/// left in its row, so an artificial is pivoted out by the dual simplex.
@Test func requiredEqualityWithoutSubjectReachesTheOptimum() throws {
    var s = Solver()
    let a = s.makeVariable(), b = s.makeVariable()
    try s.add(pin(a, .equal, 10, .weight(1)))
    try s.add(pin(b, .equal, 30, .weight(2)))
    try s.add(rel(a, .equal, b))
    // |a - 10| + 2|b - 30| with a == b: least at 30.
    #expect(close(s.value(of: a), 30) && close(s.value(of: b), 30))
}

/// A violated required inequality without a subject: its slack goes in negative and the
/// dual simplex repairs it; in levels mode the higher level wins whatever the weights.
@Test func violatedRequiredInequalityWithoutSubject() throws {
    for levels in [false, true] {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(pin(a, .equal, 10, levels ? .level(1) : .weight(1)))
        try s.add(pin(b, .equal, 30, levels ? .level(2) : .weight(2)))
        try s.add(rel(a, .greaterThanOrEqual, b, 5))  // a - b - 5 >= 0
        #expect(close(s.value(of: a), 35) && close(s.value(of: b), 30))
    }
}

/// The dual simplex gives the optimum phase one and the primal simplex give, and the same
/// refusals: random systems built both ways agree on every variable no optimum leaves free.
@Test func dualAddAgreesWithPhaseOne() throws {
    var rng = LCG(state: 17)
    var compared = 0
    for _ in 0..<300 {
        var (dual, phaseOne, vars) = twinSolvers(rng.int(2...6))
        for _ in 0..<rng.int(3...14) {
            let c = randomConstraint(&rng, vars)
            let refusedDual = refusal { () throws(SolverError) in try dual.add(c) }
            let refusedPhaseOne = refusal { () throws(SolverError) in
                try phaseOne.validate(c)
                _ = try phaseOne.addConstraint(c, isGiven: false, isEdit: false, dual: false)
            }
            #expect(refusedDual == refusedPhaseOne)
        }
        let free = dual.ambiguity(of: vars)
        for (k, v) in vars.enumerated() where !free[k] {
            #expect(close(dual.value(of: v), phaseOne.value(of: v), 1e-7))
            compared += 1
        }
    }
    #expect(compared > 300)
}

/// The dual simplex never pivots on a coefficient near zero: of two cost-free slacks that
/// could raise a row's basic, the one with a usable coefficient enters even when the
/// near-zero one has the lower id (as a resize's repair loop once allowed).
@Test func dualEnteringSkipsNearZeroCoefficients() {
    var s = Solver()
    let basic = s.newSymbol(.slack)
    let tiny = s.newSymbol(.slack)
    let usable = s.newSymbol(.slack)
    let r = s.storeRow(s.tableau.pool.row(basic: basic, constant: -1, terms: [RowTerm(sym: tiny, coef: 1e-12), RowTerm(sym: usable, coef: 0.5)]))
    #expect(s.dualRatioEntering(row: Int(r), sign: 1) == usable)
    #expect(s.dualEntering(row: r, eitherSign: false) == usable)
    // With only the near-zero term, nothing can enter.
    let aloneBasic = s.newSymbol(.slack)
    let alone = s.storeRow(s.tableau.pool.row(basic: aloneBasic, constant: -1, terms: [RowTerm(sym: tiny, coef: 1e-12)]))
    #expect(s.dualRatioEntering(row: Int(alone), sign: 1) == -1)
    // eitherSign takes a negative coefficient when no positive one serves.
    let negativeBasic = s.newSymbol(.slack)
    let negative = s.storeRow(s.tableau.pool.row(basic: negativeBasic, constant: 0, terms: [RowTerm(sym: usable, coef: -2)]))
    #expect(s.dualEntering(row: negative, eitherSign: false) == -1)
    #expect(s.dualEntering(row: negative, eitherSign: true) == usable)
}
