import Testing
@testable import Cassowary

/// The live tableau as text, row by row in basic-symbol order with sorted terms, plus the
/// objective: two solvers that print the same are in the same state.
private func signature(_ s: Solver) -> String {
    var lines: [String] = []
    for (i, r) in s.tableau.rows.enumerated() where r.basic >= 0 {
        let terms = zip(s.tableau.syms(i), s.tableau.coefs(i)).sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }
        lines.append("\(r.basic) = \(r.constant) + \(terms.joined(separator: " "))")
    }
    lines.sort()
    var objective: [String] = []
    for i in 0..<s.tableau.objective.slots.count {
        var e = s.tableau.objective.slots[i].head
        while e >= 0 {
            let entry = s.tableau.objective.pool[Int(e)]
            objective.append("\(i)@\(entry.level):\(entry.coefficient)")
            e = entry.next
        }
    }
    return lines.joined(separator: "\n") + "\nobjective " + objective.joined(separator: " ")
        + "\nsymbols \(s.symbols.count) records \(s.records.count)"
}

@Test func refusedPhaseOneAddRestoresTheTableau() throws {
    // a in [0, 10], b pulled towards a and towards 3. `a >= 20` has no subject: with a = s0
    // and s1 = 10 - s0 it reads 20 - s0 + m, so phase one pivots s0 in (s0 = 10 - s1) and
    // stops at artificial = 10 > 0: refused after a pivot, which must be undone.
    var s = Solver()
    let a = s.makeVariable(), b = s.makeVariable()
    try s.add(pin(a, .greaterThanOrEqual, 0))
    let upper = try s.add(pin(a, .lessThanOrEqual, 10))
    try s.add(rel(b, .equal, a, 0, .weight(2)))
    try s.add(pin(b, .equal, 3, .weight(1)))
    try s.add(pin(a, .equal, 7, .weight(1)))
    let before = signature(s)
    var twin = s
    #expect(throws: SolverError.unsatisfiable(conflicts: [upper])) { try s.add(pin(a, .greaterThanOrEqual, 20)) }
    #expect(signature(s) == before)
    // Both then take the same further steps and stay identical, values included.
    // Optimum before: a = b (cost 2|a-b|), a, b at 3..7 both cost 4 at any common value; the
    // next constraint a <= 5 still allows it, and b == 5 @3 pulls b to 5.
    let h = try s.add(pin(a, .lessThanOrEqual, 5))
    let ht = try twin.add(pin(a, .lessThanOrEqual, 5))
    #expect(h == ht)
    try s.add(pin(b, .equal, 5, .weight(3)))
    try twin.add(pin(b, .equal, 5, .weight(3)))
    #expect(signature(s) == signature(twin))
    #expect(s.value(of: a) == twin.value(of: a) && s.value(of: b) == twin.value(of: b))
    // b = 5 costs 2|a-5| + 2 + |a-7|; over a <= 5 the least is at a = 5: cost 2 + 2 = 4.
    #expect(close(s.value(of: a), 5) && close(s.value(of: b), 5))
}

@Test func refusedAddThenRebuildKeepsHandlesAndValues() throws {
    // A refused phase-one add takes no handle; removing a required equality without a
    // column then rebuilds from the records, which must not include the refused one.
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(pin(x, .greaterThanOrEqual, 0))
    try s.add(pin(x, .lessThanOrEqual, 10))
    let eq = try s.add(rel(y, .equal, x, 4))          // y = x + 4, solved for an external
    try s.add(pin(x, .equal, 8, .weight(1)))
    #expect(throws: SolverError.self) { try s.add(pin(x, .greaterThanOrEqual, 20)) }
    try s.remove(eq)
    let next = try s.add(pin(y, .equal, 1, .weight(1)))
    // Handles: four kept, one refused (no handle), one removed: the next is index 4.
    #expect(next.index == 4)
    #expect(close(s.value(of: x), 8) && close(s.value(of: y), 1))
}
