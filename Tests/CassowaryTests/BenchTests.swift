import Foundation
import Testing
@testable import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// One benchmark family of tools/kiwi/families.py: variable 0 is the root width.
struct BenchFamily {
    var name: String
    var nvars: Int
    var width: Double
    var constraints: [Constraint]
}

func parseFamilies(_ text: String) -> [BenchFamily] {
    var out: [BenchFamily] = []
    var cur: BenchFamily?
    for line in text.split(separator: "\n") {
        let p = line.split(separator: " ")
        switch p.first {
        case "family": cur = BenchFamily(name: String(p[1]), nvars: Int(p[2]) ?? 0, width: Double(p[3]) ?? 0, constraints: [])
        case "end": if let c = cur { out.append(c) }; cur = nil
        case "c":
            let rel: RelationalOperator = p[1] == "le" ? .lessThanOrEqual : p[1] == "eq" ? .equal : .greaterThanOrEqual
            var terms: [Term] = []
            var i = 5
            while i + 1 < p.count {
                terms.append(Term(Variable(index: Int32(p[i]) ?? 0), Double(p[i + 1]) ?? 0))
                i += 2
            }
            let strength: Strength = p[2] == "req" ? .required : .weight(Double(p[3]) ?? 1)
            cur?.constraints.append(Constraint(Expression(terms, constant: Double(p[4]) ?? 0), rel, strength))
        default: break
        }
    }
    return out
}

/// The chain family built in Swift (same shape as families.chain) for the default run.
func chainFamily(_ n: Int) -> BenchFamily {
    var cs: [Constraint] = []
    func v(_ i: Int) -> Variable { Variable(index: Int32(i)) }
    let x = { (i: Int) in 1 + 2 * i }, w = { (i: Int) in 2 + 2 * i }
    cs.append(Constraint(Expression([Term(v(x(0)))], constant: -8), .equal))
    for i in 1..<n {
        cs.append(Constraint(Expression([Term(v(x(i))), Term(v(x(i - 1)), -1), Term(v(w(i - 1)), -1)], constant: -8), .equal))
        cs.append(Constraint(Expression([Term(v(w(i))), Term(v(w(0)), -1)]), .equal))
    }
    cs.append(Constraint(Expression([Term(v(x(n - 1))), Term(v(w(n - 1))), Term(v(0), -1)], constant: 8), .equal))
    return BenchFamily(name: "chain-\(n)", nvars: 1 + 2 * n, width: 20 * Double(n), constraints: cs)
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Builds the family with the root width as a required given; returns the solver and handle.
func buildFamily(_ f: BenchFamily) throws -> (Solver, ConstraintHandle) {
    var s = Solver()
    for _ in 0..<f.nvars { _ = s.makeVariable() }
    let root = try s.add(Constraint(Expression([Term(Variable(index: 0))], constant: -f.width), .equal), isGiven: true)
    for c in f.constraints { try s.add(c) }
    return (s, root)
}

func maxResidual(_ s: Solver, _ f: BenchFamily) -> Double {
    var worst = 0.0
    for c in f.constraints where c.strength.isRequired {
        var e = c.expression.constant
        for t in c.expression.terms { e += t.coefficient * s.value(of: t.variable) }
        let r: Double = switch c.op {
        case .equal: abs(e)
        case .lessThanOrEqual: max(0, e)
        case .greaterThanOrEqual: max(0, -e)
        }
        worst = max(worst, r)
    }
    return worst
}


@Test func benchFamilies() throws {
    let env = ProcessInfo.processInfo.environment
    guard env["LAYOUTD_BENCH"] == "1", let path = env["LAYOUTD_BENCH_FILE"] else {
        // Default run: the chain stays sparse and exact. 100 views in width 2000:
        // 100w + 101*8 = 2000 -> w = 11.92; after resizing to 2100, w = 12.92.
        let f = chainFamily(100)
        var (s, root) = try buildFamily(f)
        #expect(abs(s.value(of: Variable(index: 2)) - 11.92) < 1e-9)
        try s.setConstant(root, to: -2100)
        #expect(abs(s.value(of: Variable(index: 200)) - 12.92) < 1e-9)
        #expect(maxResidual(s, f) < 1e-9)
        let st = s.statistics
        #expect(st.terms <= 3 * st.rows)   // no fill-in: every row keeps at most 3 terms on average
        return
    }
    let families = parseFamilies(try String(contentsOfFile: path, encoding: .utf8))
    var out = ""
    var values = ""
    // Both priority modes on the same systems: weights (kiwi's sum, level 0) and levels
    // (each weight its own level, as a document's priorities are by default).
    for levels in [false, true] {
        for var f in families {
            if levels {
                for i in f.constraints.indices where !f.constraints[i].strength.isRequired {
                    f.constraints[i].strength = .level(f.constraints[i].strength.weight)
                }
            }
            let line = try benchFamily(f, editStrength: levels ? .level(1e6) : .weight(1e6))
            out += (levels ? "levels " : "weights ") + line.summary + "\n"
            if !levels { values += "values \(f.name) " + line.values.map { "\($0)" }.joined(separator: " ") + "\n" }
        }
    }
    try out.write(toFile: env["LAYOUTD_BENCH_OUT"] ?? "/dev/stdout", atomically: false, encoding: .utf8)
    if let path = env["LAYOUTD_BENCH_VALUES"] { try values.write(toFile: path, atomically: false, encoding: .utf8) }
}

/// Sums every variable's value: a resize is only done when a caller can read all of them
/// (kiwi's `updateVariables` writes them all, so ours reads them all too).
@inline(never) func readAll(_ s: Solver, _ nvars: Int) -> Double {
    var sum = 0.0
    for i in 0..<nvars { sum += s.value(of: Variable(index: Int32(i))) }
    return sum
}

/// Times one family: build (best of 5, or 2 beyond 20,000 constraints), resize by the
/// root's given (best of 5 batches of 100 widths, each reading every value), resize by an
/// edit variable as kiwi does, and ambiguity of every variable. `values`: every variable
/// after the last resize, at width + 500, for the comparison with kiwi.
func benchFamily(_ f: BenchFamily, editStrength: Strength) throws -> (summary: String, values: [Double]) {
    let repeats = f.constraints.count > 20_000 ? 2 : 5
    var best = Double.infinity
    var built: (Solver, ConstraintHandle)?
    for _ in 0..<repeats {
        built = nil
        let t0 = now()
        let b = try buildFamily(f)
        let sum = readAll(b.0, f.nvars)
        best = min(best, now() - t0)
        #expect(sum.isFinite)
        built = b
    }
    guard case (var s, let root)? = built else { return ("", []) }
    #expect(maxResidual(s, f) < 1e-6, "\(f.name) build")
    // Resize as the layout layer does it: move the required root width in place.
    var setconst = Double.infinity
    var sink = 0.0
    for batch in 0..<5 {
        let t0 = now()
        for i in 0..<100 {
            try s.setConstant(root, to: -(f.width + 1 + Double(i + 100 * batch)))
            sink += readAll(s, f.nvars)
        }
        setconst = min(setconst, (now() - t0) / 100)
    }
    #expect(maxResidual(s, f) < 1e-6, "\(f.name) resize")
    // Resize through an edit variable, as kiwi does.
    var e = Solver()
    for _ in 0..<f.nvars { _ = e.makeVariable() }
    try e.addEditVariable(Variable(index: 0), strength: editStrength)
    try e.suggestValue(Variable(index: 0), f.width)
    for c in f.constraints { try e.add(c) }
    var suggest = Double.infinity
    for batch in 0..<5 {
        let t0 = now()
        for i in 0..<100 {
            try e.suggestValue(Variable(index: 0), f.width + 1 + Double(i + 100 * batch))
            sink += readAll(e, f.nvars)
        }
        suggest = min(suggest, (now() - t0) / 100)
    }
    #expect(sink.isFinite)
    #expect(abs(e.value(of: Variable(index: 0)) - (f.width + 500)) < 1e-6, "\(f.name) suggest")
    #expect(maxResidual(e, f) < 1e-6, "\(f.name) suggest")
    let st = s.statistics
    let bytes = Double(s.approximateBytes)
    let all = (0..<f.nvars).map { Variable(index: Int32($0)) }
    let ta = now()
    let ambiguous = s.ambiguity(of: all).filter { $0 }.count
    let ambiguity = now() - ta
    let summary = "\(f.name) \(best) \(setconst) \(suggest) \(st.rows) \(st.terms) \(bytes) \(f.constraints.count) \(ambiguity) \(ambiguous)"
    return (summary, (0..<f.nvars).map { s.value(of: Variable(index: Int32($0))) })
}
