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

/// Two empty solvers with the same `n` variables, numbered alike, for tests that feed both
/// the same constraints and compare.
func twinSolvers(_ n: Int) -> (Solver, Solver, [Variable]) {
    var a = Solver(), b = Solver()
    var vars: [Variable] = []
    for _ in 0..<n {
        vars.append(a.makeVariable())
        _ = b.makeVariable()
    }
    return (a, b, vars)
}

/// A random constraint over `vars`: one to three terms with small integer coefficients,
/// any relation, required one time in three, else at one of three levels and weights.
func randomConstraint(_ rng: inout LCG, _ vars: [Variable]) -> Constraint {
    var terms: [(Variable, Double)] = []
    for _ in 0..<rng.int(1...3) { terms.append((vars[rng.int(0...(vars.count - 1))], Double(rng.int(-2...2)))) }
    let op: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
    let strength: Strength = rng.int(0...2) == 0 ? .required : .level(Double(rng.int(0...2)), weight: Double(rng.int(1...3)))
    return Constraint(expr(terms, Double(rng.int(-40...40))), op, strength)
}

/// Random constraints over variables 0..<`variables`, as the resize tests draw them: each term
/// present one time in three with a coefficient in -2...2, any relation, required one time in
/// two, else at one of four weights; constants in -20...20.
func randomWeightedConstraints(_ rng: inout LCG, variables: Int, count: ClosedRange<Int>) -> [Constraint] {
    var specs: [Constraint] = []
    for _ in 0..<rng.int(count) {
        var terms: [Term] = []
        for v in 0..<variables where rng.int(0...2) == 0 {
            terms.append(Term(Variable(index: Int32(v)), Double(rng.int(-2...2))))
        }
        let ops: [RelationalOperator] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        let strength: Strength = rng.int(0...1) == 0 ? .required : .weight(Double([1, 10, 250, 750][rng.int(0...3)]))
        specs.append(Constraint(Expression(terms, constant: Double(rng.int(-20...20))), ops[rng.int(0...2)], strength))
    }
    return specs
}

/// The conflicts of a refused operation, nil when it was kept, [] for any other error.
func refusal(_ body: () throws(SolverError) -> Void) -> [ConstraintHandle]? {
    do {
        try body()
        return nil
    } catch {
        if case .unsatisfiable(let conflicts) = error { return conflicts }
        return []
    }
}
