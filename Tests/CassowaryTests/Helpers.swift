@testable import Cassowary

/// `a*x + b*y + ... + constant OP 0`, written as `lhs OP rhs` for readability.
func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> Expression {
    Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// x OP c
func pin(_ x: Variable, _ op: RelationalOperator, _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(expr([(x, 1)], -c), op, s)
}

/// x OP y + c
func rel(_ x: Variable, _ op: RelationalOperator, _ y: Variable, _ c: Double = 0, _ s: Strength = .required) -> Constraint {
    Constraint(expr([(x, 1), (y, -1)], -c), op, s)
}

func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// A small deterministic generator (no Foundation, no system randomness).
struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
