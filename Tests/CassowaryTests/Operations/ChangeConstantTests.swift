import Testing
@testable import Cassowary

@Test func setConstantOnOptionalAndInequality() throws {
    var s = Solver()
    let x = s.makeVariable()
    let hMax = try s.add(pin(x, .lessThanOrEqual, 100))
    let hPref = try s.add(pin(x, .equal, 80, .weight(1)))
    #expect(close(s.value(of: x), 80))
    try s.setConstant(hPref, to: -150)       // prefers 150, capped at 100
    #expect(close(s.value(of: x), 100))
    try s.setConstant(hMax, to: -200)        // cap moves to 200: 150 now fits
    #expect(close(s.value(of: x), 150))
    try s.setConstant(hMax, to: -20)         // cap 20
    #expect(close(s.value(of: x), 20))
}

/// docs/requests.md: every resized layout equals a cold solve for each attribute that is
/// not ambiguous. Random systems with a given "root" v0; after moving the given in place,
/// every variable the solver calls unambiguous must equal a cold build at the new size, and
/// an unambiguous variable must also be unambiguous in the cold build's eyes (same optimum).
@Test func resizedEqualsColdSolveForUnambiguousVariables() throws {
    var rng = LCG(state: 42)
    var checkedValues = 0
    var compared = 0
    for _ in 0..<300 {
        let nvars = rng.int(2...6)
        let specs = randomWeightedConstraints(&rng, variables: nvars, count: 2...10)
        /// Builds with the given root, leaving out spec `skip`; maps spec index -> handle.
        func build(root: Double, skip: Int = -1) -> (Solver, ConstraintHandle, [Int: ConstraintHandle])? {
            var s = Solver()
            for _ in 0..<nvars { _ = s.makeVariable() }
            guard let h = try? s.add(pin(Variable(index: 0), .equal, root), isGiven: true) else { return nil }
            var handles: [Int: ConstraintHandle] = [:]
            for (i, c) in specs.enumerated() where i != skip { handles[i] = try? s.add(c) }
            return (s, h, handles)
        }
        guard case (var warm, let h, let handles)? = build(root: 10) else { continue }
        // Remove one kept constraint (exercising removal and the rebuild path), then resize.
        let keptSpecs = handles.keys.sorted()
        let removed = keptSpecs.isEmpty ? -1 : keptSpecs[rng.int(0...(keptSpecs.count - 1))]
        if removed >= 0, let hr = handles[removed] { try warm.remove(hr) }
        let target = Double(rng.int(-15...25))
        do { try warm.setConstant(h, to: -target) } catch { continue }
        guard let (cold, _, coldHandles) = build(root: target, skip: removed) else { continue }
        // Only compare when both kept the same constraints (a refusal can depend on size).
        let warmKept = keptSpecs.filter { $0 != removed }
        guard coldHandles.keys.sorted() == warmKept else { continue }
        compared += 1
        let vars = (0..<nvars).map { Variable(index: Int32($0)) }
        let warmAmbiguous = warm.ambiguity(of: vars)
        let coldAmbiguous = cold.ambiguity(of: vars)
        for (i, v) in vars.enumerated() where !warmAmbiguous[i] {
            #expect(abs(warm.value(of: v) - cold.value(of: v)) <= 1e-6, "var \(i)")
            #expect(!coldAmbiguous[i], "var \(i)")
            checkedValues += 1
        }
    }
    #expect(compared > 150)
    #expect(checkedValues > 300)
}
