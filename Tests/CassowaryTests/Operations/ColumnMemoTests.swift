import Testing
@testable import Cassowary

/// `ColumnMemo`: a shift along a column read from the memo must leave the solver exactly as
/// the walk of the column would. Random systems with a root given v0 (as a layout's root
/// width) and a second given v1, resized through a run of sizes: one solver keeps its memo,
/// its twin forgets it before every resize, so every shift walks. Their values must be
/// bitwise equal after each resize (the same rows in the same order give the same dual
/// simplex), as must their ambiguity and refusals; and the memo must have been read, or the
/// test would prove nothing.
@Test func shiftsReadFromTheColumnMemoEqualWalkedOnes() throws {
    var rng = LCG(state: 7)
    var hits = 0
    var resizes = 0
    for _ in 0..<200 {
        let nvars = rng.int(3...8)
        let specs = randomWeightedConstraints(&rng, variables: nvars, count: 3...14)
        var memo = Solver()
        for _ in 0..<nvars { _ = memo.makeVariable() }
        guard let width = try? memo.add(pin(Variable(index: 0), .equal, 10), isGiven: true),
              let height = try? memo.add(pin(Variable(index: 1), .equal, 10), isGiven: true) else { continue }
        for c in specs { _ = try? memo.add(c) }
        var walked = memo
        let vars = (0..<nvars).map { Variable(index: Int32($0)) }
        for step in 0..<12 {
            // Mostly small moves of the width (a resize that pivots nothing reads the memo),
            // now and then a jump or a move of the height (pivots, another column).
            let handle = step % 5 == 4 ? height : width
            let target = Double(step % 4 == 3 ? rng.int(-30...40) : 10 + rng.int(-3...3)) + 0.25
            walked.columnMemo = ColumnMemo()
            let before = memo.columnMemo.hits
            var memoRefused = false, walkedRefused = false
            do { try memo.setConstant(handle, to: -target) } catch { memoRefused = true }
            do { try walked.setConstant(handle, to: -target) } catch { walkedRefused = true }
            hits += memo.columnMemo.hits - before
            resizes += 1
            #expect(memoRefused == walkedRefused)
            for v in vars {
                #expect(memo.value(of: v).bitPattern == walked.value(of: v).bitPattern, "var \(v.index) step \(step)")
            }
            #expect(memo.ambiguity(of: vars) == walked.ambiguity(of: vars))
        }
    }
    #expect(resizes > 1000)
    #expect(hits > 300)
}

/// A pivot changes the rows holding a column: the memo of the shift before must not be
/// read after it. Here x = width - 10 is basic; a second, stronger constraint entering
/// after the first resize makes another row hold the width, which only a walk finds.
@Test func aColumnMemoIsNotReadAfterTheStructureChanged() throws {
    var s = Solver()
    let w = s.makeVariable(), x = s.makeVariable(), y = s.makeVariable()
    let given = try s.add(pin(w, .equal, 100), isGiven: true)
    _ = try s.add(rel(x, .equal, w, -10))
    try s.setConstant(given, to: -200)        // walks and records the column
    try s.setConstant(given, to: -210)        // read from the memo
    #expect(s.columnMemo.hits == 1)
    #expect(close(s.value(of: x), 200))
    _ = try s.add(rel(y, .equal, w, 5))       // y now follows the width too
    try s.setConstant(given, to: -300)        // must walk again
    #expect(s.columnMemo.hits == 1)
    #expect(close(s.value(of: x), 290))
    #expect(close(s.value(of: y), 305))
    try s.setConstant(given, to: -310)
    #expect(s.columnMemo.hits == 2)
    #expect(close(s.value(of: y), 315))
}
