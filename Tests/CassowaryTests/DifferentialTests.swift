import Foundation
import Testing
@testable import Cassowary

/// Runs the differential cases of tools/kiwi/cases.py (format documented there) and writes
/// one line per operation (`ok` or `refused <conflicting cids>`) and the final values; the
/// kiwi side is tools/kiwi/compare.py, glued by scripts/integration/20-solver-differential.sh.
struct DiffCase {
    var id: Int
    var nvars: Int
    var ops: [[Substring]]
}

func parseDiffCases(_ text: String) -> [DiffCase] {
    var cases: [DiffCase] = []
    var current: DiffCase?
    for line in text.split(separator: "\n") {
        let p = line.split(separator: " ")
        guard let head = p.first else { continue }
        switch head {
        case "case": current = DiffCase(id: Int(p[1]) ?? -1, nvars: Int(p[2]) ?? 0, ops: [])
        case "end": if let c = current { cases.append(c) }; current = nil
        default: current?.ops.append(p)
        }
    }
    return cases
}

/// Returns the output lines and the final values, plus each kept required constraint.
/// With `levels`, an optional constraint's weight field is its priority level
/// (`Strength.level`) and the output ends with the error per level and each variable's
/// ambiguity, for tools/levels/compare.py.
func runDiffCase(_ c: DiffCase, levels: Bool = false) -> (lines: [String], values: [Double], required: [Constraint]) {
    let optional = { (w: Double) in levels ? Strength.level(w) : Strength.weight(w) }
    var s = Solver()
    let vars = (0..<c.nvars).map { _ in s.makeVariable() }
    var handleOf: [Int: ConstraintHandle] = [:]
    var cidOf: [Int32: Int] = [:]
    var constraintOf: [Int: Constraint] = [:]
    var lines: [String] = []
    for op in c.ops {
        let d = { (i: Int) in Double(op[i]) ?? .nan }
        let n = { (i: Int) in Int(op[i]) ?? -1 }
        do {
            switch op[0] {
            case "add":
                let rel: RelationalOperator = op[2] == "le" ? .lessThanOrEqual : op[2] == "eq" ? .equal : .greaterThanOrEqual
                var terms: [Term] = []
                var i = 6
                while i + 1 < op.count { terms.append(Term(vars[n(i)], d(i + 1))); i += 2 }
                let k = Constraint(Expression(terms, constant: d(5)), rel, op[3] == "opt" ? optional(d(4)) : .required)
                let h = try s.add(k, isGiven: op[3] == "giv")
                handleOf[n(1)] = h
                cidOf[h.index] = n(1)
                constraintOf[n(1)] = k
            case "remove":
                if let h = handleOf[n(1)] { try s.remove(h) }
                constraintOf[n(1)] = nil
            case "setconst":
                if let h = handleOf[n(1)] {
                    try s.setConstant(h, to: d(2))
                    constraintOf[n(1)]?.expression.constant = d(2)
                }
            case "edit": try s.addEditVariable(vars[n(1)], strength: optional(d(2)))
            case "suggest": try s.suggestValue(vars[n(1)], d(2))
            default: break
            }
            lines.append("ok")
        } catch .unsatisfiable(let conflicts) {
            lines.append((["refused"] + conflicts.map { String(cidOf[$0.index] ?? -1) }).joined(separator: " "))
        } catch {
            lines.append("error \(error)")
        }
    }
    let values = vars.map { s.value(of: $0) }
    lines.append("values " + values.map { "\($0)" }.joined(separator: " "))
    if levels {
        lines.append("levels " + s.levelErrors.map { "\($0.level):\($0.error)" }.joined(separator: " "))
        lines.append("ambiguous " + s.ambiguity(of: vars).map { $0 ? "1" : "0" }.joined(separator: " "))
    }
    let required = constraintOf.keys.sorted().compactMap { constraintOf[$0] }.filter { $0.strength.isRequired }
    return (lines, values, required)
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

@Test func differentialCasesAgainstKiwi() throws {
    if let path = ProcessInfo.processInfo.environment["LAYOUTD_DIFF_CASES"] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let cases = parseDiffCases(text)
        #expect(cases.count > 0)
        var out = ""
        for c in cases {
            out += "case \(c.id)\n"
            out += runDiffCase(c).lines.joined(separator: "\n") + "\n"
        }
        let outPath = ProcessInfo.processInfo.environment["LAYOUTD_DIFF_OUT"] ?? path + ".swift.out"
        try out.write(toFile: outPath, atomically: true, encoding: .utf8)
        return
    }
    // Built-in sample (no kiwi here): refusals worked out by hand, and every kept required
    // constraint must hold. Variables v0, v1; each line reads `sum(coef*v) + constant OP 0`.
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
    let c = try #require(parseDiffCases(sample).first)
    let r = runDiffCase(c)
    #expect(r.lines[0...6] == ["ok", "ok", "refused 0 1", "ok", "ok", "ok", "refused 1 4"])
    for k in r.required { #expect(residual(k, r.values) <= 1e-9) }
    #expect(close(r.values[0], 10))   // v0 >= 10 kept; v0 == 0 @1 pulls it to its bound
}
