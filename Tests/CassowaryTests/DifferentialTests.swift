import Testing
import Cassowary
import TestSupport

/// The solver's side of the kiwi differential runs in `layoutd-bench solver-cases` (glued by
/// scripts/integration/20-solver-differential.sh); here, the same runner on a case worked
/// out by hand: refusals with their conflict sets, and every kept required constraint
/// holding.
@Test func solverCasesAgreeWithAHandWorkedCase() throws {
    // Variables v0, v1; each line reads `sum(coef*v) + constant OP 0`.
    let sample = """
    case 0 2
    add 0 ge req 0 -10 0 1
    add 1 le req 0 -5 1 1
    add 2 ge req 0 0 1 1 0 -1
    add 3 eq opt 1 0 0 1
    setconst 1 -20
    add 4 ge req 0 0 1 1 0 -1
    setconst 0 -30
    end
    """
    // 0: v0 >= 10. 1: v1 <= 5. 2: v1 >= v0 needs v1 >= 10 > 5: refused, conflicts 0 and 1.
    // 3: v0 == 0 @1 (v0 stays 10). setconst 1: v1 <= 20. 4: v1 >= v0 now fits (10 <= 20).
    // setconst 0: v0 >= 30 contradicts v1 >= v0 (4) and v1 <= 20 (1): refused, conflicts 1, 4.
    let c = try #require(SolverCase.parse(sample).first)
    let r = c.run()
    #expect(r.lines[0...6] == ["ok", "ok", "refused 0 1", "ok", "ok", "ok", "refused 1 4"])
    for k in r.required { #expect(residual(k, r.values) <= 1e-9) }
    #expect(close(r.values[0], 10))   // v0 >= 10 kept; v0 == 0 @1 pulls it to its bound
}

func residual(_ k: Constraint, _ values: [Double]) -> Double {
    var e = k.expression.constant
    for t in k.expression.terms { e += t.coefficient * values[Int(t.variable.index)] }
    switch k.op {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
}

