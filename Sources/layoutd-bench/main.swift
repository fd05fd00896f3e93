#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutEngine
import LayoutPipeline
import TestSupport

// `layoutd-bench import FIXTURE [ROUNDS]`: see ImportBench.swift.
// `layoutd-bench megabyte FIXTURE OUT`: writes that benchmark's 1 MiB storyboard to OUT.
// `layoutd-bench screens FILE...`: what the server spends on a real screen, per view, on
// this thread's CPU clock, through the same code as POST /v1/layout (`Pipeline`):
//   cold    document bytes to answer bytes, one size, a new system each time;
//   resize  the same structure at a new width on a warm system (scan, hash, decode the
//           sizes, move the root, answer), as the service does with a cached solver;
//   extra   each size beyond the first in one request: (a warm request with 9 sizes − a warm
//           request with 1) / 8. Both on the warm system, so the difference is not lost in
//           a cold build's run-to-run spread (on the dashboard that spread is ±1 ms).
// Each figure is the median of its repeats. A resize's answer is checked byte for byte
// against a cold solve of the same document (docs/requests.md: every layout equals a cold
// solve).
// scripts/bench-screens runs it and prints the goals beside the figures.
//
// `layoutd-bench profile cold|resize|extra FILE [SECONDS]`: one of those three, alone, in a
// loop for SECONDS of CPU (default 5), for `perf record` to see where it goes.
//
// `layoutd-bench answer FILE OUT`: the cold answer's bytes (as `layoutd solve FILE` prints
// them, with a newline) written to OUT, to compare two builds byte for byte after a change
// meant to make them faster only.
//
// `layoutd-bench solver FAMILIES [OUT [VALUES]]`: the solver against kiwisolver's families
// (SolverBench.swift); scripts/bench-solver runs it. `layoutd-bench solver-profile FAMILIES
// NAME [SECONDS]`: one family's extra sizes in a loop, for `perf record`.
// `layoutd-bench json`: the JSON codec against Foundation (JSONCodecBench.swift);
// scripts/bench-json runs it. `layoutd-bench json-dump DIR`: the same documents for
// simdjson (JSONDumpBench.swift); scripts/bench-json-simdjson runs it.

/// CPU seconds this thread has used.
func threadCPU() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Runs `body` until `budget` seconds of CPU have gone and at least `minimum` times;
/// returns the median time of one run.
func measure(budget: Double = 0.4, minimum: Int = 15, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    let start = threadCPU()
    while times.count < minimum || threadCPU() - start < budget {
        let t0 = threadCPU()
        try body()
        times.append(threadCPU() - t0)
        if times.count >= 5000 { break }
    }
    return median(times)
}

enum BenchError: Error, CustomStringConvertible {
    case message(String)

    var description: String {
        switch self {
        case .message(let text): text
        }
    }
}

/// One warm system and no answers: what the service's caches give a resize whose answer
/// is not cached yet.
final class OneSystemCache: LayoutCaches, @unchecked Sendable {
    var system: LayoutSystem?

    func answer(hash: LayoutHash) -> CachedAnswer? { nil }
    func store(answer: [UInt8], hash: LayoutHash) {}
    func checkOut(structure: StructureHash) -> LayoutSystem? {
        defer { system = nil }
        return system
    }
    func checkIn(_ system: LayoutSystem, structure: StructureHash, cost: Int) { self.system = system }

    /// Shapes as the service keeps them (`ShapeCache`), without its bound and lock.
    var kept: [RequestShape] = []
    func shapes(_ key: RequestShape.Key) -> [RequestShape] { kept.filter { $0.key == key } }
    func remember(_ shape: RequestShape) {
        kept.keepNewest(shape)
    }
}

func answerBytes(_ bytes: [UInt8]) throws -> [UInt8] {
    switch Pipeline(limits: .default).run(.answer, body: bytes, deadline: .never) {
    case .success(let answer): return answer
    case .failure(let problem): throw BenchError.message("\(problem.kind.rawValue): \(problem.detail)")
    }
}

func benchScreen(_ path: String) throws -> String {
    let bytes = try readFile(path)
    let document = try Pipeline(limits: .default).scan(bytes).decoded(limits: .default)
    let views = document.itemCount
    guard let size = document.layoutSizes.first else { throw BenchError.message("\(path): no size") }
    let one = try sized(bytes, [(size.width, size.height)])
    let cold = try measure { _ = try answerBytes(one) }

    // Warm: a system built once; each request a new width, as the service's structure
    // cache serves it. 64 widths in turn, so no answer repeats back to back.
    let widths = (0..<64).map { size.width + 1 + Double($0) }
    let variants = try widths.map { try sized(bytes, [($0, size.height)]) }
    let warmCache = OneSystemCache()
    warmCache.system = try LayoutSystem(document: document, limits: .default, deadline: .never)
    let warmPipeline = Pipeline(limits: .default, caches: warmCache)
    func warm(_ variants: [[UInt8]]) throws -> Double {
        var k = 0
        return try measure {
            let request = try warmPipeline.scan(variants[k % variants.count])
            _ = try warmPipeline.make(.answer, of: request, deadline: .never)
            k += 1
        }
    }
    let resize = try warm(variants)
    // Nine sizes a request, all new to the system: 64 requests of nine widths each.
    let nines = try (0..<64).map { r in try sized(bytes, (0..<9).map { (size.width + 100 + Double(9 * r + $0), size.height) }) }
    let resizeNine = try warm(nines)
    // Every warm answer equals the cold answer of the same bytes, but for the attributes
    // the answer itself calls ambiguous (docs/requests.md#resizes-equal-cold-solves).
    for variant in variants.prefix(8) {
        let warm = try warmPipeline.make(.answer, of: try warmPipeline.scan(variant), deadline: .never)
        guard warmCache.system != nil, try sameBeyondAmbiguity(warm, try answerBytes(variant)) else {
            throw BenchError.message("\(path): a warm answer differs from the cold one")
        }
    }
    for variant in nines.prefix(2) {
        let warm = try warmPipeline.make(.answer, of: try warmPipeline.scan(variant), deadline: .never)
        guard try sameBeyondAmbiguity(warm, try answerBytes(variant)) else {
            throw BenchError.message("\(path): a warm answer of nine sizes differs from the cold one")
        }
    }
    let extra = max(0, (resizeNine - resize) / 8)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return "\(name) \(views) \(cold) \(resize) \(extra)"
}

/// Runs one phase of `benchScreen` alone until `seconds` of CPU have gone.
func profileScreen(_ phase: String, path: String, seconds: Double) throws {
    let bytes = try readFile(path)
    let document = try Pipeline(limits: .default).scan(bytes).decoded(limits: .default)
    guard let size = document.layoutSizes.first else { throw BenchError.message("\(path): no size") }
    let body: () throws -> Void
    switch phase {
    case "cold":
        let one = try sized(bytes, [(size.width, size.height)])
        body = { _ = try answerBytes(one) }
    case "extra":
        let many = try sized(bytes, (0..<64).map { (size.width + Double($0), size.height) })
        body = { _ = try answerBytes(many) }
    case "resize":
        let variants = try (0..<64).map { try sized(bytes, [(size.width + 1 + Double($0), size.height)]) }
        let cache = OneSystemCache()
        cache.system = try LayoutSystem(document: document, limits: .default, deadline: .never)
        let pipeline = Pipeline(limits: .default, caches: cache)
        var k = 0
        body = {
            _ = try pipeline.make(.answer, of: try pipeline.scan(variants[k % variants.count]), deadline: .never)
            k += 1
        }
    default:
        throw BenchError.message("unknown phase \(phase): use cold, resize or extra")
    }
    let start = threadCPU()
    var runs = 0
    while threadCPU() - start < seconds {
        try body()
        runs += 1
    }
    let builds = try LayoutSystem(document: document, limits: .default, deadline: .never).coldBuilds
    print("\(phase) \(path): \(runs) runs, \((threadCPU() - start) / Double(runs) * 1e6) µs each;"
          + " a cold layout builds the system \(builds) times")
}

/// Whether two answers agree on their diagnostics and on every frame attribute that no
/// `ambiguous` diagnostic names (where UIKit, too, may pick any value).
func sameBeyondAmbiguity(_ a: [UInt8], _ b: [UInt8]) throws -> Bool {
    if a == b { return true }
    guard let x = try JSONSerialization.jsonObject(with: Data(a)) as? [String: Any],
          let y = try JSONSerialization.jsonObject(with: Data(b)) as? [String: Any],
          let xs = x["layouts"] as? [[String: Any]], let ys = y["layouts"] as? [[String: Any]],
          xs.count == ys.count else { return false }
    for (l, m) in zip(xs, ys) {
        let ld = l["diagnostics"] as? [[String: Any]] ?? [], md = m["diagnostics"] as? [[String: Any]] ?? []
        guard (ld as NSArray).isEqual(to: md) else { return false }
        var ambiguous: [String: Set<String>] = [:]
        for d in ld where d["kind"] as? String == "ambiguous" {
            if let item = d["item"] as? String { ambiguous[item] = Set(d["attributes"] as? [String] ?? []) }
        }
        let lf = l["frames"] as? [String: [String: Double]] ?? [:], mf = m["frames"] as? [String: [String: Double]] ?? [:]
        guard Set(lf.keys) == Set(mf.keys) else { return false }
        for (id, frame) in lf {
            for (attribute, value) in frame where !(ambiguous[id]?.contains(attribute) ?? false) {
                guard mf[id]?[attribute] == value else { return false }
            }
        }
    }
    return true
}

/// The document with its `sizes` list replaced by `sizes`.
func sized(_ bytes: [UInt8], _ sizes: [(Double, Double)]) throws -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let key = text.range(of: "\"sizes\""),
          let open = text[key.upperBound...].firstIndex(of: "["),
          let close = text[open...].firstIndex(of: "]") else {
        throw BenchError.message("the document needs a \"sizes\" member to be resized")
    }
    let list = sizes.map { "{\"width\": \($0.0), \"height\": \($0.1)}" }.joined(separator: ", ")
    return Array((String(text[..<open]) + "[" + list + String(text[close...])).utf8)
}

func readFile(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw BenchError.message("cannot open \(path)") }
    defer { fclose(file) }
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = fread(&buffer, 1, buffer.count, file)
        if n <= 0 { break }
        out.append(contentsOf: buffer[0..<n])
    }
    return out
}

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: layoutd-bench screens FILE...
           layoutd-bench profile cold|resize|extra FILE [SECONDS]
           layoutd-bench answer FILE OUT
           layoutd-bench solver FAMILIES [OUT [VALUES]]
           layoutd-bench solver-profile FAMILIES NAME [SECONDS]
           layoutd-bench solver-cases [--levels] CASES OUT
           layoutd-bench import FIXTURE.storyboard [ROUNDS]
           layoutd-bench json
           layoutd-bench json-dump DIR
    """
switch arguments.first {
case "solver":
    do {
        try solverBench(Array(arguments.dropFirst()))
        exit(0)
    } catch BenchError.message(let text) {
        printError("layoutd-bench: \(text)")
        exit(1)
    } catch {
        printError("layoutd-bench: \(error)")
        exit(1)
    }
case "solver-profile":
    do {
        try solverProfile(Array(arguments.dropFirst()))
        exit(0)
    } catch {
        printError("layoutd-bench: \(error)")
        exit(1)
    }
case "solver-cases" where arguments.count == 3 || (arguments.count == 4 && arguments[1] == "--levels"):
    // The solver differentials' answers (scripts/integration/20- and 25-): the cases file
    // from tools/kiwi/cases.py or tools/levels/level_cases.py, run on this solver.
    let levels = arguments.count == 4
    do {
        let text = try String(contentsOfFile: arguments[arguments.count - 2], encoding: .utf8)
        guard !SolverCase.parse(text).isEmpty else {
            printError("layoutd-bench: \(arguments[arguments.count - 2]) holds no case")
            exit(1)
        }
        try SolverCase.answers(text, levels: levels).write(toFile: arguments[arguments.count - 1], atomically: true, encoding: .utf8)
        exit(0)
    } catch {
        printError("layoutd-bench: \(arguments[arguments.count - 2]): \(error)")
        exit(1)
    }
case "import" where arguments.count == 2 || arguments.count == 3:
    guard let rounds = arguments.count == 3 ? Int(arguments[2]) : 30, rounds > 0 else {
        printError(usage)
        exit(2)
    }
    do {
        exit(try benchImport(fixturePath: arguments[1], rounds: rounds) ? 0 : 1)
    } catch {
        printError("layoutd-bench: \(arguments[1]): \(error)")
        exit(1)
    }
case "megabyte" where arguments.count == 3:
    // The 1 MiB storyboard `import` reads, written to a file for scripts/bench-lint.
    do {
        let fixture = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[1])))
        try Data(try megabyteStoryboard(from: fixture)).write(to: URL(fileURLWithPath: arguments[2]))
        exit(0)
    } catch {
        printError("layoutd-bench: \(arguments[1]): \(error)")
        exit(1)
    }
case "json" where arguments.count == 1:
    do {
        try jsonCodecBench()
        exit(0)
    } catch {
        printError("layoutd-bench: \(error)")
        exit(1)
    }
case "json-dump" where arguments.count == 2:
    do {
        try jsonDump(to: arguments[1])
        exit(0)
    } catch {
        printError("layoutd-bench: \(arguments[1]): \(error)")
        exit(1)
    }
case "answer" where arguments.count == 3:
    do {
        let answer = try answerBytes(try readFile(arguments[1])) + [0x0A]
        guard let out = fopen(arguments[2], "wb") else { throw BenchError.message("cannot write \(arguments[2])") }
        defer { fclose(out) }
        guard fwrite(answer, 1, answer.count, out) == answer.count else { throw BenchError.message("cannot write \(arguments[2])") }
        exit(0)
    } catch {
        printError("layoutd-bench: \(error)")
        exit(1)
    }
case "profile" where arguments.count == 3 || arguments.count == 4:
    guard let seconds = arguments.count == 4 ? Double(arguments[3]) : 5, seconds > 0 else {
        printError(usage)
        exit(2)
    }
    do {
        try profileScreen(arguments[1], path: arguments[2], seconds: seconds)
        exit(0)
    } catch {
        printError("layoutd-bench: \(arguments[2]): \(error)")
        exit(1)
    }
case "screens" where arguments.count > 1:
    break
default:
    printError(usage)
    exit(2)
}
for path in arguments.dropFirst() {
    do {
        print(try benchScreen(path))
    } catch {
        printError("layoutd-bench: \(path): \(error)")
        exit(1)
    }
}

/// One line on standard error (file descriptor 2: the C `stderr` global is not
/// concurrency-safe in Swift 6).
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
