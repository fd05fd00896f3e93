import Testing
@testable import Cassowary

/// Variables are numbered in creation order (a documented guarantee the benchmark and the
/// conflict search rely on): a system written against one solver's variables can be added
/// to another solver that made as many, and solves the same.
@Test func variablesAreNumberedInCreationOrder() throws {
    var a = Solver(), b = Solver()
    let av = (0..<3).map { _ in a.makeVariable() }
    let bv = (0..<3).map { _ in b.makeVariable() }
    #expect(av == bv)
    #expect(av.map(\.index) == [0, 1, 2])
    let system = [pin(av[0], .equal, 10), rel(av[1], .equal, av[0], 5), rel(av[2], .greaterThanOrEqual, av[1], 1),
                  pin(av[2], .equal, 0, .weight(1))]
    for c in system {
        try a.add(c)
        try b.add(c)
    }
    #expect(av.map { a.value(of: $0) } == bv.map { b.value(of: $0) })
    #expect(close(b.value(of: bv[2]), 16))
    // A solver that made fewer variables refuses the third.
    var c = Solver()
    _ = c.makeVariable()
    _ = c.makeVariable()
    #expect(throws: SolverError.unknownVariable) { try c.add(system[2]) }
}
