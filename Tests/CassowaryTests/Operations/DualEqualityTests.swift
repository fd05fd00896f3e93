import Testing
@testable import Cassowary

// A required equality whose row keeps no external (every variable in it already basic)
// goes in by the dual simplex (DualAdd.swift). It used to be stored with an artificial
// basic `art = -(c + a·x)` that was pivoted out and whose column was then dropped from
// every row; it is now solved directly for the symbol that pivot would enter. These tests
// keep the artificial way below as the reference and check that both leave the same
// tableau, value for value, and that the direct way makes no symbol beyond the marker.

extension Solver {
    /// The artificial way, as DualAdd.swift's equality branch was before the direct solve,
    /// followed by the same repairs (`dualOptimize`, `optimize`). False: nothing can enter
    /// or no feasible point (the solver is then half changed; the tests drop it).
    mutating func referenceArtificialEqualityAdd(_ row: Row) throws(SolverError) -> Bool {
        scratch.infeasibleRows.removeAll(keepingCapacity: true)
        scratch.trackInfeasible = true
        defer { scratch.trackInfeasible = false }
        let art = newSymbol(.slack)
        var basic = row
        basic.basic = art
        basic.constant = -row.constant
        tableau.pool.negateTerms(basic)
        let r = storeRow(basic)
        let entering = dualEntering(row: r, eitherSign: basic.constant >= 0)
        if entering < 0 { return false }
        try pivot(entering: entering, row: r)
        for q in symbols.cols.rows(art) where tableau.rows[Int(q)].basic >= 0 {
            let k = indexOf(art, inRow: Int(q))
            if k >= 0 { tableau.pool.removeTerm(&tableau.rows[Int(q)], at: k) }
        }
        symbols.cols.release(symbols.cols.detach(art))
        tableau.objective.clear(art)
        if try dualOptimize() != nil { return false }
        try optimize(phaseOne: false)
        return true
    }

    /// The row `addConstraint` builds for a required equality `c` with its dummy marker, or
    /// nil when an external is left in it (it would be the subject: no dual add).
    mutating func equalityRowWithoutSubject(_ c: Constraint) -> Row? {
        var row = expandedRow(c.expression)
        for k in row.range where symbols.entries[Int(tableau.pool.terms[k].sym)].kind == .external {
            tableau.pool.release(row)
            return nil
        }
        let flip: Double = row.constant < 0 ? -1 : 1
        if flip < 0 {
            row.constant = -row.constant
            tableau.pool.negateTerms(row)
        }
        let marker = newSymbol(.dummy)
        tableau.pool.append(RowTerm(sym: marker, coef: flip), to: &row)
        return row
    }

    /// Each live row by index: its basic, its constant's bits and its terms as a map of
    /// coefficient bits (the two ways may leave a row's terms in another order).
    func rowsByValue() -> [Int: (basic: Int32, constant: UInt64, terms: [Int32: UInt64])] {
        var out: [Int: (basic: Int32, constant: UInt64, terms: [Int32: UInt64])] = [:]
        for (i, row) in tableau.rows.enumerated() where row.basic >= 0 {
            var terms: [Int32: UInt64] = [:]
            for k in row.range { terms[tableau.pool.terms[k].sym] = tableau.pool.terms[k].coef.bitPattern }
            out[i] = (row.basic, row.constant.bitPattern, terms)
        }
        return out
    }
}

/// Random systems of optional pins and required relations, then one required equality
/// whose variables are all basic: the direct solve and the artificial pivot give the same
/// rows (same basics, constants and coefficients to the bit, same row indices), the same
/// value of every variable, and the direct way makes one symbol fewer (no artificial).
@Test func dualEqualityMatchesTheArtificialPivot() throws {
    var rng = LCG(state: 49)
    var compared = 0
    for _ in 0..<400 {
        var s = Solver()
        s.mode = .trial
        var vars: [Variable] = []
        for _ in 0..<rng.int(3...7) { vars.append(s.makeVariable()) }
        // Optional pins make every variable basic; random relations tie some of them.
        for v in vars { try s.add(pin(v, .equal, Double(rng.int(-30...30)), .level(Double(rng.int(0...2)), weight: Double(rng.int(1...3))))) }
        for _ in 0..<rng.int(0...4) { _ = try? s.add(randomConstraint(&rng, vars)) }
        var terms: [(Variable, Double)] = []
        for _ in 0..<rng.int(2...3) { terms.append((vars[rng.int(0...(vars.count - 1))], Double(rng.int(-2...2)))) }
        let c = Constraint(expr(terms, Double(rng.int(-20...20))), .equal)
        guard let row = s.equalityRowWithoutSubject(c) else { continue }
        var direct = s, reference = s
        var mark = AddMark(symbols: s.symbols.count, records: s.records.count, slot: -1, record: nil)
        let directAdded = try direct.addByDualSimplex(row, marker: -1, equality: true, &mark)
        let referenceAdded = try reference.referenceArtificialEqualityAdd(row)
        #expect(directAdded == referenceAdded)
        guard directAdded, referenceAdded else { continue }
        compared += 1
        // The artificial was the last symbol made: every other one has the same id.
        #expect(direct.symbols.count == s.symbols.count)
        #expect(reference.symbols.count == s.symbols.count + 1)
        for i in 0..<s.symbols.count {
            #expect(direct.symbols.entries[i].rowOf == reference.symbols.entries[i].rowOf)
        }
        let a = direct.rowsByValue(), b = reference.rowsByValue()
        #expect(a.keys.sorted() == b.keys.sorted())
        for (i, row) in a {
            #expect(row.basic == b[i]?.basic && row.constant == b[i]?.constant && row.terms == b[i]?.terms)
        }
        for v in vars { #expect(direct.value(of: v).bitPattern == reference.value(of: v).bitPattern) }
    }
    // Rows without an external and accepted: about a third of the draws.
    #expect(compared > 60)
}

/// A chain closed by a required equality (a stack's last item meeting its edge): the
/// closing row keeps no external, and its dual add makes only its dummy marker.
@Test func closingEqualityMakesNoArtificialSymbol() throws {
    var s = Solver()
    let left = s.makeVariable(), width = s.makeVariable(), right = s.makeVariable()
    try s.add(pin(left, .equal, 0))
    try s.add(pin(right, .equal, 100))
    // The item's width wants 60 (optional), then the chain closes: left + width == right.
    try s.add(pin(width, .equal, 60, .level(1)))
    let before = s.symbols.count
    try s.add(Constraint(expr([(left, 1), (width, 1), (right, -1)]), .equal))
    #expect(s.symbols.count == before + 1)
    #expect(close(s.value(of: width), 100))
}
