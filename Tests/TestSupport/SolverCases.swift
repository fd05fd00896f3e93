import Cassowary

/// The solver differentials' cases (tools/kiwi/cases.py and tools/levels/level_cases.py write
/// them; the format is documented there) run on this project's solver. `layoutd-bench
/// solver-cases` writes the answers for the Python side to compare, and the Cassowary tests
/// check a hand-worked case with the same code.
package struct SolverCase: Sendable {
    package var id: Int
    package var variableCount: Int
    package var operations: [[Substring]]

    /// Every case in a cases file.
    package static func parse(_ text: String) -> [SolverCase] {
        var cases: [SolverCase] = []
        var current: SolverCase?
        for line in text.split(separator: "\n") {
            let p = line.split(separator: " ")
            guard let head = p.first else { continue }
            switch head {
            case "case": current = SolverCase(id: p.count > 1 ? Int(p[1]) ?? -1 : -1,
                                             variableCount: p.count > 2 ? Int(p[2]) ?? 0 : 0, operations: [])
            case "end":
                if let c = current { cases.append(c) }
                current = nil
            default: current?.operations.append(p)
            }
        }
        return cases
    }

    /// What running a case gave: one line per operation (`ok` or `refused <conflicting
    /// ids>`), then the values (and, with levels, the error per level and each variable's
    /// ambiguity); the final values; every kept required constraint.
    package struct Outcome: Sendable {
        package var lines: [String]
        package var values: [Double]
        package var required: [Constraint]
    }

    /// Runs the case. With `levels`, an optional constraint's weight field is its priority
    /// level (`Strength.level`).
    package func run(levels: Bool = false) -> Outcome {
        let optional = { (w: Double) in levels ? Strength.level(w) : Strength.weight(w) }
        var s = Solver()
        let vars = (0..<variableCount).map { _ in s.makeVariable() }
        var handleOf: [Int: ConstraintHandle] = [:]
        var idOf: [Int32: Int] = [:]
        var constraintOf: [Int: Constraint] = [:]
        var lines: [String] = []
        for op in operations {
            let d = { (i: Int) in i < op.count ? Double(op[i]) ?? .nan : .nan }
            let n = { (i: Int) in i < op.count ? Int(op[i]) ?? -1 : -1 }
            let variable = { (i: Int) -> Variable? in vars.indices.contains(n(i)) ? vars[n(i)] : nil }
            do {
                switch op[0] {
                case "add":
                    let rel: RelationalOperator = op[2] == "le" ? .lessThanOrEqual : op[2] == "eq" ? .equal : .greaterThanOrEqual
                    var terms: [Term] = []
                    var i = 6
                    while i + 1 < op.count {
                        if let v = variable(i) { terms.append(Term(v, d(i + 1))) }
                        i += 2
                    }
                    let k = Constraint(Expression(terms, constant: d(5)), rel, op[3] == "opt" ? optional(d(4)) : .required)
                    let h = try s.add(k, isGiven: op[3] == "giv")
                    handleOf[n(1)] = h
                    idOf[h.index] = n(1)
                    constraintOf[n(1)] = k
                case "remove":
                    if let h = handleOf[n(1)] { try s.remove(h) }
                    constraintOf[n(1)] = nil
                case "setconst":
                    if let h = handleOf[n(1)] {
                        try s.setConstant(h, to: d(2))
                        constraintOf[n(1)]?.expression.constant = d(2)
                    }
                case "edit": if let v = variable(1) { try s.addEditVariable(v, strength: optional(d(2))) }
                case "suggest": if let v = variable(1) { try s.suggestValue(v, d(2)) }
                default: break
                }
                lines.append("ok")
            } catch .unsatisfiable(let conflicts) {
                lines.append((["refused"] + conflicts.map { String(idOf[$0.index] ?? -1) }).joined(separator: " "))
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
        return Outcome(lines: lines, values: values, required: required)
    }

    /// The answers to every case in `text`, as the Python comparisons read them.
    package static func answers(_ text: String, levels: Bool) -> String {
        var out = ""
        for c in parse(text) {
            out += "case \(c.id)\n" + c.run(levels: levels).lines.joined(separator: "\n") + "\n"
        }
        return out
    }
}
