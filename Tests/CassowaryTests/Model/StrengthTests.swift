import Testing
@testable import Cassowary

/// Strength levels (Cassowary's symbolic weights): a higher level is met before any number
/// of errors at lower levels. Each case is worked by hand in both modes: levels
/// (`Strength.level(p)`) and kiwi's weighted sum (`Strength.weight(p)`).

/// One variable pulled towards `target` by `strong` and towards 0 by `count` weaker pins.
/// `x == target @strong` against `count` × `x == 0 @weak`.
private func tug(target: Double, strong: Double, weak: Double, count: Int,
                 _ make: (Double) -> Strength) throws -> Solver {
    var s = Solver()
    let x = s.makeVariable()
    try s.add(pin(x, .equal, target, make(strong)))
    for _ in 0..<count { try s.add(pin(x, .equal, 0, make(weak))) }
    return s
}

@Test(arguments: [(751.0, 750.0, 2), (251.0, 250.0, 3), (999.999, 999.0, 2)])
func oneHigherLevelBeatsManyLowerOnes(strong: Double, weak: Double, count: Int) throws {
    let x = Variable(index: 0)
    // Levels: the strong pin holds exactly; the weak ones each miss by 10.
    let levels = try tug(target: 10, strong: strong, weak: weak, count: count) { .level($0) }
    #expect(close(levels.value(of: x), 10))
    #expect(levels.levelErrors.map(\.level) == [strong, weak])
    #expect(close(levels.levelErrors[0].error, 0) && close(levels.levelErrors[1].error, 10 * Double(count)))
    // Weights: strong × |x − 10| + count × weak × |x| is least at x = 0, since
    // count × weak > strong in every case here.
    let weights = try tug(target: 10, strong: strong, weak: weak, count: count) { .weight($0) }
    #expect(close(weights.value(of: x), 0))
    #expect(weights.levelErrors.count == 1 && close(weights.levelErrors[0].error, 10 * strong))
}

@Test func inequalityAtAHigherLevelBeatsEqualities() throws {
    // x >= 20 @752 against three x == 0 @751.
    for levels in [true, false] {
        var s = Solver()
        let x = s.makeVariable()
        let make = { (p: Double) in levels ? Strength.level(p) : Strength.weight(p) }
        try s.add(pin(x, .greaterThanOrEqual, 20, make(752)))
        for _ in 0..<3 { try s.add(pin(x, .equal, 0, make(751))) }
        // Levels: x = 20. Weights: 752 (20 − x) + 2253 x is least at x = 0.
        #expect(close(s.value(of: x), levels ? 20 : 0))
    }
}

@Test func tiesWithinALevelAddUpAndALowerLevelBreaksThem() throws {
    for levels in [true, false] {
        let make = { (p: Double) in levels ? Strength.level(p) : Strength.weight(p) }
        // |x| + |x − 10| + |x − 30| at one level: the median, 10, whatever the mode.
        var s = Solver()
        let x = s.makeVariable()
        for t in [0.0, 10, 30] { try s.add(pin(x, .equal, t, make(500))) }
        #expect(close(s.value(of: x), 10))
        #expect(s.ambiguity(of: [x]) == [false])
        // Two pins at one level leave x anywhere in [0, 10]: ambiguous.
        var t = Solver()
        let y = t.makeVariable()
        for v in [0.0, 10] { try t.add(pin(y, .equal, v, make(500))) }
        #expect(t.ambiguity(of: [y]) == [true])
        // A lower pin inside the range settles it, in both modes (500 + 500 > 300).
        var inside = t
        try inside.add(pin(y, .equal, 4, make(300)))
        #expect(close(inside.value(of: y), 4))
        #expect(inside.ambiguity(of: [y]) == [false])
        // Outside the range, levels keep the tie's optimum and take its nearest end, 10;
        // weights agree here, as 500 |y| + 500 |y − 10| + 300 |y − 14| is least at 10.
        var outside = t
        try outside.add(pin(y, .equal, 14, make(300)))
        #expect(close(outside.value(of: y), 10))
        #expect(outside.ambiguity(of: [y]) == [false])
    }
}

@Test func fortyLevelsStayOrderedWhereWeightsCannot() throws {
    // x == 10 i @(100 + i) for i in 0..<40, each level below outnumbering the one above:
    // 50 pins at level 100 + i. Levels: the top level (139) decides, x = 390.
    var s = Solver()
    let x = s.makeVariable()
    for i in 0..<40 {
        for _ in 0..<(i == 39 ? 1 : 3) { try s.add(pin(x, .equal, Double(10 * i), .level(Double(100 + i)))) }
    }
    #expect(close(s.value(of: x), 390))
    #expect(s.levelErrors.count == 40)
    #expect(s.levelErrors.first.map { close($0.error, 0) } == true)
}

@Test func levelsSurviveRemovalEditsAndConstantChanges() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(rel(y, .equal, x, 5))                                     // y = x + 5
    let high = try s.add(pin(x, .equal, 100, .level(800)))
    let low = try s.add(pin(y, .equal, 0, .level(700)))
    try s.add(pin(y, .equal, 0, .level(700)))
    #expect(close(s.value(of: x), 100))
    // Moving the high pin's target moves x, whatever the lower level wants.
    try s.setConstant(high, to: -40)                                    // x == 40
    #expect(close(s.value(of: x), 40) && close(s.value(of: y), 45))
    // Without it, the two y pins at 700 win: y = 0, x = -5.
    try s.remove(high)
    #expect(close(s.value(of: x), -5) && close(s.value(of: y), 0))
    // An edit variable at a level above both takes x where it is suggested.
    try s.addEditVariable(x, strength: .level(900))
    try s.suggestValue(x, 12)
    #expect(close(s.value(of: x), 12) && close(s.value(of: y), 17))
    try s.removeEditVariable(x)
    try s.remove(low)
    #expect(close(s.value(of: y), 0))
    #expect(s.levelErrors.allSatisfy { close($0.error, 0) })
}

@Test func refusedAddAndConstantChangeLeaveLevelsAsTheyWere() throws {
    var s = Solver()
    let a = s.makeVariable(), b = s.makeVariable()
    try s.add(pin(a, .greaterThanOrEqual, 0))
    let upper = try s.add(pin(a, .lessThanOrEqual, 10))
    try s.add(rel(b, .equal, a, 0, .level(600)))
    try s.add(pin(b, .equal, 3, .level(500)))
    try s.add(pin(a, .equal, 7, .level(400)))
    let before = (s.value(of: a), s.value(of: b), s.levelErrors.map(\.error))
    // Level 600: a == b; 500: b == 3, so a = 3; 400: a == 7 misses by 4.
    #expect(close(before.0, 3) && close(before.1, 3))
    #expect(throws: SolverError.unsatisfiable(conflicts: [upper])) { try s.add(pin(a, .greaterThanOrEqual, 20)) }
    #expect(s.value(of: a) == before.0 && s.value(of: b) == before.1 && s.levelErrors.map(\.error) == before.2)
    let floor = try s.add(pin(a, .greaterThanOrEqual, 0))
    #expect(throws: SolverError.self) { try s.setConstant(floor, to: -20) }     // a >= 20
    #expect(s.value(of: a) == before.0 && s.levelErrors.map(\.error) == before.2)
}

@Test func aNonFiniteLevelIsRefused() {
    var s = Solver()
    let x = s.makeVariable()
    #expect(throws: SolverError.invalidNumber) { try s.add(pin(x, .equal, 1, .level(.infinity))) }
    #expect(throws: SolverError.invalidNumber) { try s.add(pin(x, .equal, 1, .level(5, weight: 0))) }
}
