import Testing
import Cassowary
import TestSupport

/// The levels side of tools/levels/compare.py (an independent lexicographic LP) runs in
/// `layoutd-bench solver-cases --levels` (scripts/integration/25-levels-differential.sh);
/// here, the same runner on a case worked out by hand, each optional constraint's weight
/// field its priority level.
@Test func levelCasesAgreeWithAHandWorkedCase() throws {
    // v0 + v1 == 10 (required); v0 == 0 @751; v1 == 0 @750 twice; v0 >= 4 @999.999;
    // v0 <= 3 @999. Level 999.999: v0 >= 4 holds; 999: v0 <= 3 misses by v0 - 3, least at
    // v0 = 4 (error 1); 751: |v0| = 4; 750: 2 |v1| = 12.
    let sample = """
    case 0 2
    add 0 eq req 0 -10 0 1 1 1
    add 1 eq opt 751 0 0 1
    add 2 eq opt 750 0 1 1
    add 3 eq opt 750 0 1 1
    add 4 ge opt 999.999 -4 0 1
    add 5 le opt 999 -3 0 1
    end
    """
    let c = try #require(SolverCase.parse(sample).first)
    let r = c.run(levels: true)
    #expect(Array(r.lines[0...5]) == Array(repeating: "ok", count: 6))
    #expect(close(r.values[0], 4) && close(r.values[1], 6))
    #expect(r.lines[7] == "levels 999.999:0.0 999.0:1.0 751.0:4.0 750.0:12.0")
    #expect(r.lines[8] == "ambiguous 0 0")
}
