#if canImport(Glibc)
import Glibc
#endif
import Cassowary

// `layoutd-bench solver FAMILIES [OUT [VALUES]]`: times our solver on the families of
// tools/kiwi/families.py (FAMILIES, its text format), in both priority modes, and writes one
// line per family and mode to OUT (standard output when absent or "-"):
//   MODE NAME BUILD SETCONSTANT SUGGEST ROWS TERMS BYTES CONSTRAINTS AMBIGUITY AMBIGUOUS EXTRA
// and, to VALUES, every variable's value after the last extra size in each mode
// (`values MODE NAME V...`), for the comparison with kiwi. scripts/bench-solver runs it
// through tools/kiwi/bench.py.

/// One benchmark family: variable 0 is the root width.
struct BenchFamily {
    var name: String
    var nvars: Int
    var width: Double
    var constraints: [Constraint]
    /// The variables the constraints name, as every solver that makes `nvars` numbers them
    /// (see `Variable`).
    var variables: [Variable]
}

/// Reads families.py's format: `family NAME NVARS WIDTH`, then one
/// `c REL req|opt WEIGHT CONSTANT VAR COEF...` per constraint, then `end`.
func parseFamilies(_ text: String) throws -> [BenchFamily] {
    var out: [BenchFamily] = []
    var current: BenchFamily?
    // Variables are numbered in creation order, so one solver's variables name the same
    // variables in every solver that makes as many (see `Variable`).
    var variables: [Variable] = []
    for line in text.split(separator: "\n") {
        let p = line.split(separator: " ")
        switch p.first {
        case "family":
            guard p.count >= 4, let n = Int(p[2]), n > 0, let width = Double(p[3]) else {
                throw BenchError.message("bad family line: \(line)")
            }
            var template = Solver()
            variables = (0..<n).map { _ in template.makeVariable() }
            current = BenchFamily(name: String(p[1]), nvars: n, width: width, constraints: [], variables: variables)
        case "end":
            if let c = current { out.append(c) }
            current = nil
        case "c":
            guard p.count >= 5, let weight = Double(p[3]), let constant = Double(p[4]) else {
                throw BenchError.message("bad constraint line: \(line)")
            }
            let rel: RelationalOperator = p[1] == "le" ? .lessThanOrEqual : p[1] == "eq" ? .equal : .greaterThanOrEqual
            var terms: [Term] = []
            var i = 5
            while i + 1 < p.count {
                guard let v = Int(p[i]), v >= 0, v < variables.count, let c = Double(p[i + 1]) else {
                    throw BenchError.message("bad term in: \(line)")
                }
                terms.append(Term(variables[v], c))
                i += 2
            }
            let strength: Strength = p[2] == "req" ? .required : .weight(weight)
            current?.constraints.append(Constraint(Expression(terms, constant: constant), rel, strength))
        default: break
        }
    }
    return out
}

/// Monotonic wall-clock seconds (kiwi's side is timed by wall clock too).
func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Builds the family with the root width as a required given; returns the solver and handle.
func buildFamily(_ f: BenchFamily) throws -> (Solver, ConstraintHandle) {
    var s = Solver()
    for _ in 0..<f.nvars { _ = s.makeVariable() }
    let root = try s.add(Constraint(Expression([Term(f.variables[0])], constant: -f.width), .equal), isGiven: true)
    for c in f.constraints { try s.add(c) }
    return (s, root)
}

/// The largest violation of a required constraint at the solver's values.
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

func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    if !condition { throw BenchError.message("check failed: \(what())") }
}

/// Sums every variable's value: a resize is only done when a caller can read all of them
/// (kiwi's `updateVariables` writes them all, so ours reads them all too), in one call as
/// the engine's `FrameExtractor` reads them.
@inline(never) func readAll(_ s: Solver, _ variables: [Variable], into values: inout [Double]) -> Double {
    s.values(of: variables, into: &values)
    var sum = 0.0
    for v in values { sum += v }
    return sum
}

/// `readAll` into a new array.
func readAll(_ s: Solver, _ variables: [Variable]) -> Double {
    var values: [Double] = []
    return readAll(s, variables, into: &values)
}

/// One extra size as the engine lays one out (`SolvedBuild.resize`, then `layout`): the
/// root's width given moved, the ambiguity asked again with the build's memo, every value
/// read. The engine also moves the height given, which returns at once when the height is
/// unchanged, as here, and where some attribute is ambiguous moves a settled copy too (no
/// family is ambiguous: the bench fails if one is); the scan that finds none is here. The
/// values are read into a new array, as `FrameExtractor` reads them for each layout.
@inline(never) func extraSize(_ s: inout Solver, _ root: ConstraintHandle, width: Double, _ variables: [Variable],
                              _ memo: inout AmbiguityMemo) throws -> Double {
    try s.setConstant(root, to: -width)
    let ambiguous = s.ambiguity(of: variables, memo: &memo)
    if ambiguous.contains(true) { throw BenchError.message("an ambiguous family: its extra size would settle a copy") }
    return readAll(s, variables)
}

/// Times one family: build (best of 5, or 2 beyond 20,000 constraints), resize by the
/// root's given (best of 5 batches of 100 widths, each reading every value), resize by an
/// edit variable as kiwi does, ambiguity of every variable, and an extra size as the
/// engine does it (`extraSize`, on a build of its own, the same widths). `values`: every
/// variable after the last extra size, at width + 500, for the comparison with kiwi; the
/// plain resize must have given exactly the same.
func benchFamily(_ f: BenchFamily, editStrength: Strength) throws -> (summary: String, values: [Double]) {
    let all = f.variables
    let repeats = f.constraints.count > 20_000 ? 2 : 5
    var best = Double.infinity
    var built: (Solver, ConstraintHandle)?
    for _ in 0..<repeats {
        built = nil
        let t0 = monotonicNow()
        let b = try buildFamily(f)
        let sum = readAll(b.0, all)
        best = min(best, monotonicNow() - t0)
        try check(sum.isFinite, "\(f.name) build: values are finite")
        built = b
    }
    guard case (var s, let root)? = built else { return ("", []) }
    try check(maxResidual(s, f) < 1e-6, "\(f.name) build: required constraints hold")
    // Resize as the layout layer does it: move the required root width in place.
    var setconst = Double.infinity
    var sink = 0.0
    var buffer: [Double] = []
    for batch in 0..<5 {
        let t0 = monotonicNow()
        for i in 0..<100 {
            try s.setConstant(root, to: -(f.width + 1 + Double(i + 100 * batch)))
            sink += readAll(s, all, into: &buffer)
        }
        setconst = min(setconst, (monotonicNow() - t0) / 100)
    }
    try check(maxResidual(s, f) < 1e-6, "\(f.name) resize: required constraints hold")
    // Extra sizes on a second build, through the same widths; the memo is filled by the
    // build's own layout first, as the engine's first size fills it.
    let second = try buildFamily(f)
    var x = second.0
    let xroot = second.1
    var memo = AmbiguityMemo()
    _ = x.ambiguity(of: all, memo: &memo)
    var extra = Double.infinity
    for batch in 0..<5 {
        let t0 = monotonicNow()
        for i in 0..<100 {
            sink += try extraSize(&x, xroot, width: f.width + 1 + Double(i + 100 * batch), all, &memo)
        }
        extra = min(extra, (monotonicNow() - t0) / 100)
    }
    let values = all.map { x.value(of: $0) }
    for (k, v) in all.enumerated() {
        try check(values[k] == s.value(of: v), "\(f.name) extra size: \(v) is \(values[k]), a plain resize gives \(s.value(of: v))")
    }
    // Resize through an edit variable, as kiwi does.
    var e = Solver()
    for _ in 0..<f.nvars { _ = e.makeVariable() }
    let width = all[0]
    try e.addEditVariable(width, strength: editStrength)
    try e.suggestValue(width, f.width)
    for c in f.constraints { try e.add(c) }
    var suggest = Double.infinity
    for batch in 0..<5 {
        let t0 = monotonicNow()
        for i in 0..<100 {
            try e.suggestValue(width, f.width + 1 + Double(i + 100 * batch))
            sink += readAll(e, all, into: &buffer)
        }
        suggest = min(suggest, (monotonicNow() - t0) / 100)
    }
    try check(sink.isFinite, "\(f.name): values are finite")
    try check(abs(e.value(of: width) - (f.width + 500)) < 1e-6, "\(f.name) suggest: the edit reached its target")
    try check(maxResidual(e, f) < 1e-6, "\(f.name) suggest: required constraints hold")
    let st = s.statistics
    let bytes = Double(s.approximateBytes)
    let ta = monotonicNow()
    let ambiguous = s.ambiguity(of: all).filter { $0 }.count
    let ambiguity = monotonicNow() - ta
    let summary = "\(f.name) \(best) \(setconst) \(suggest) \(st.rows) \(st.terms) \(bytes) \(f.constraints.count) \(ambiguity) \(ambiguous) \(extra)"
    return (summary, values)
}

/// Runs `solver FAMILIES [OUT [VALUES]]` (arguments after the subcommand); writes the files.
func solverBench(_ arguments: [String]) throws {
    guard let path = arguments.first, arguments.count <= 3 else {
        throw BenchError.message("usage: layoutd-bench solver FAMILIES [OUT [VALUES]]")
    }
    let families = try parseFamilies(String(decoding: try readFile(path), as: UTF8.self))
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
            values += (levels ? "values levels " : "values weights ") + f.name + " "
                + line.values.map { "\($0)" }.joined(separator: " ") + "\n"
        }
    }
    if arguments.count > 1, arguments[1] != "-" {
        try writeFile(arguments[1], out)
    } else {
        print(out, terminator: "")
    }
    if arguments.count > 2 { try writeFile(arguments[2], values) }
}

func writeFile(_ path: String, _ text: String) throws {
    guard let file = fopen(path, "wb") else { throw BenchError.message("cannot write \(path)") }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw BenchError.message("cannot write \(path)") }
}

/// `solver-profile FAMILIES NAME [SECONDS]`: extra sizes of one family in weights mode,
/// alone, in a loop for SECONDS (default 5), for `perf record` to see where they go.
func solverProfile(_ arguments: [String]) throws {
    guard arguments.count == 2 || arguments.count == 3, let seconds = arguments.count == 3 ? Double(arguments[2]) : 5 else {
        throw BenchError.message("usage: layoutd-bench solver-profile FAMILIES NAME [SECONDS]")
    }
    let families = try parseFamilies(String(decoding: try readFile(arguments[0]), as: UTF8.self))
    guard let f = families.first(where: { $0.name == arguments[1] }) else { throw BenchError.message("no family \(arguments[1])") }
    var (s, root) = try buildFamily(f)
    var memo = AmbiguityMemo()
    var sink = 0.0
    var runs = 0
    let start = monotonicNow()
    while monotonicNow() - start < seconds {
        for i in 0..<1000 { sink += try extraSize(&s, root, width: f.width + 1 + Double(i), f.variables, &memo) }
        runs += 1000
    }
    print("\(f.name): \(runs) extra sizes, \((monotonicNow() - start) / Double(runs) * 1e6) µs each (\(sink.isFinite))")
}
