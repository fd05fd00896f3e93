import Testing
@testable import Cassowary

@Test func interruptStopsWork() throws {
    var s = Solver()
    s.interrupt = Interrupt(every: 1) { true }
    let x = s.makeVariable(), y = s.makeVariable()
    // Every pivot and every substitution of a new row polls the interrupt.
    #expect(throws: SolverError.interrupted) {
        try s.add(rel(x, .equal, y, 1))
        try s.add(pin(x, .lessThanOrEqual, 0))
        try s.add(pin(y, .greaterThanOrEqual, 0, .weight(1)))
        try s.add(pin(x, .equal, 5, .weight(2)))
    }
}
