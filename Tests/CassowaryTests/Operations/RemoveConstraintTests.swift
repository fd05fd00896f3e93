import Testing
@testable import Cassowary

@Test func removalRestoresEarlierOptimum() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.add(pin(x, .equal, 10, .weight(1)))
    let h = try s.add(pin(x, .greaterThanOrEqual, 40))
    #expect(close(s.value(of: x), 40))
    try s.remove(h)
    #expect(close(s.value(of: x), 10))
    #expect(throws: SolverError.unknownConstraint) { try s.remove(h) }
    let h2 = try s.add(pin(x, .equal, 25, .weight(5)))
    #expect(close(s.value(of: x), 25))
    try s.remove(h2)
    #expect(close(s.value(of: x), 10))
}
