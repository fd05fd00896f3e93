import Cassowary
import Testing
@testable import LayoutEngine

/// `SmallExpression.difference` must give bit for bit what `Expression` arithmetic gives:
/// answers may not depend on how a constraint was built.
@Test func differenceIsExpressionArithmeticBitForBit() {
    var solver = Solver()
    let pool = (0..<4).map { _ in solver.makeVariable() }
    var state: UInt64 = 7
    func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
    let coefficients: [Double] = [1, -1, 0.5, 2, 0, 1.0 / 3]
    let constants: [Double] = [0, -0.0, 8, -12.5, 0.1, 1e-9]
    let multipliers: [Double] = [1, 0, 0.5, -2, 1.0 / 3]
    func small() -> SmallExpression {
        var e = SmallExpression(pool[next(4)]) * coefficients[next(coefficients.count)]
        if next(2) == 0 { e = e + SmallExpression(pool[next(4)]) * coefficients[next(coefficients.count)] }
        return e + constants[next(constants.count)]
    }
    func same(_ x: Expression, _ y: Expression) -> Bool {
        x.terms.count == y.terms.count && x.constant.bitPattern == y.constant.bitPattern
            && zip(x.terms, y.terms).allSatisfy {
                $0.variable == $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
            }
    }
    var cancelled = 0
    for _ in 0..<5000 {
        let a = small(), b = small()
        let m = multipliers[next(multipliers.count)]
        let c = constants[next(constants.count)]
        let origin = pool[next(4)]
        let o = Expression.variable(origin)
        let plain = (a.expression - b.expression * m + -c).simplified()
        #expect(same(SmallExpression.difference(a, b, times: m, plus: c), plain))
        let measured = ((a.expression - o) - (b.expression - o) * m + -c).simplified()
        #expect(same(SmallExpression.difference(a, b, times: m, plus: c, origin: origin), measured))
        let alone = (a + -c).expression.simplified()
        #expect(same(SmallExpression.difference(a, .constant(0), plus: c), alone))
        if measured.terms.count < plain.terms.count + 1 { cancelled += 1 }
    }
    #expect(cancelled > 100)  // the origin often cancels or merges with a side's term
}
