import Foundation
import JSON
import LayoutDocument
import LayoutEngine
import TestSupport

// `layoutd-bench json`: layoutd's JSON codec against Foundation (JSONDecoder/JSONEncoder on a
// Codable model) on 1 KB, 60 KB and 2 MB documents: reading twice, "decode" (bytes → tape →
// `Document`, like for like with JSONDecoder) and "read" (`DocumentReader.read`, which also
// writes the canonical form the hash needs), with the three parts on their own; writing
// (`AnswerWriter.write`); and the 60 KB document's codec against its solve. Fails (exit 1)
// when the codec loses to Foundation or to the solve. scripts/bench-json runs it.

/// CPU time of this thread in ns: on a machine shared with other builds, wall-clock time
/// mostly measures the neighbours; time on the CPU does not count descheduled periods.
func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Times contenders interleaved (round r runs every contender once, ~`budget` ms each) so
/// load from other processes falls on all of them alike; reports each one's best and
/// median per-call time in µs. The best is the figure least disturbed by a shared machine.
struct Bench {
    var names: [String] = []
    var bodies: [() throws -> Void] = []

    mutating func add(_ name: String, _ body: @escaping () throws -> Void) {
        names.append(name)
        bodies.append(body)
    }

    func run(rounds: Int = 11, budgetMilliseconds: Double = 20) throws -> [String: (best: Double, median: Double)] {
        // Calibrate: calls per batch so one batch takes about the budget.
        var iterations: [Int] = []
        for body in bodies {
            let start = threadCPUNanoseconds()
            try body()
            let once = max(Double(threadCPUNanoseconds() - start) / 1e6, 0.001)
            iterations.append(max(1, Int(budgetMilliseconds / once)))
        }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<rounds {
            for (k, body) in bodies.enumerated() {
                let start = threadCPUNanoseconds()
                for _ in 0..<iterations[k] { try body() }
                samples[k].append(Double(threadCPUNanoseconds() - start) / 1000 / Double(iterations[k]))
            }
        }
        var result: [String: (best: Double, median: Double)] = [:]
        for (k, name) in names.enumerated() {
            let sorted = samples[k].sorted()
            result[name] = (sorted[0], sorted[sorted.count / 2])
        }
        return result
    }
}

/// The same document as plain Codable types, for Foundation's JSONDecoder/JSONEncoder
/// (the baseline our codec is compared with): optional members, constraints as a string or an object.
struct CodableDocument: Codable {
    struct Size: Codable { var width: Double; var height: Double }
    struct Insets: Codable { var top: Double?; var left: Double?; var bottom: Double?; var right: Double? }
    struct Axis: Codable { var horizontal: Double?; var vertical: Double? }
    struct Intrinsic: Codable { var width: Double?; var height: Double? }
    struct ObjectConstraint: Codable {
        var id: String?; var first: String; var relation: String; var second: String?
        var multiplier: Double?; var constant: Double?; var priority: Double?
    }
    enum Constraint: Codable {
        case text(String), object(ObjectConstraint)
        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let s = try? c.decode(String.self) { self = .text(s) } else { self = .object(try c.decode(ObjectConstraint.self)) }
        }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .text(let s): try c.encode(s)
            case .object(let o): try c.encode(o)
            }
        }
    }
    final class View: Codable {
        var id: String; var kind: String?; var children: [View]?; var intrinsicSize: Intrinsic?
        var huggingPriority: Axis?; var compressionResistance: Axis?; var layoutMargins: Insets?
        var alpha: Double?; var hidden: Bool?
    }
    var root: View
    var constraints: [Constraint]?
    var sizes: [Size]?
    var safeAreaInsets: Insets?
    var scale: Int?
}

/// The answer as plain Codable types, frames keyed by id.
struct CodableAnswer: Codable {
    struct Rect: Codable { var x: Double; var y: Double; var width: Double; var height: Double }
    struct Size: Codable { var width: Double; var height: Double }
    struct Layout: Codable { var size: Size; var frames: [String: Rect]; var diagnostics: [String] }
    var hash: String
    var layouts: [Layout]
}

/// An answer of `frames` frames at 2 sizes, as layoutd's model and as Codable.
func benchmarkAnswers(frames count: Int) -> (Answer, CodableAnswer) {
    var frames: [Frame] = []
    var codableFrames: [String: CodableAnswer.Rect] = [:]
    for i in 0..<count {
        let rect = Rect(x: Double(i) * 1.5, y: Double(i) / 3, width: 44.333333, height: 21)
        frames.append(Frame(id: "item_\(i)", rect: rect))
        codableFrames["item_\(i)"] = CodableAnswer.Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
    let layout = Layout(size: Size(width: 320, height: 568), frames: frames, diagnostics: [])
    let answer = Answer(hash: "sha256:" + String(repeating: "a", count: 64), layouts: [layout, layout])
    let codableLayout = CodableAnswer.Layout(size: .init(width: 320, height: 568), frames: codableFrames, diagnostics: [])
    return (answer, CodableAnswer(hash: answer.hash, layouts: [codableLayout, codableLayout]))
}

/// Prints the table of docs/BENCHMARKS.md's JSON codec section.
func jsonCodecBench() throws {
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    nonisolated(unsafe) var sink = 0
    var report = """
        | document | JSONDecoder | decode: tape + model | ratio | read: decode + canonical form | ratio | parts: tape / model / canonical form | answer | JSONEncoder | AnswerWriter.write | ratio |
        |---|---|---|---|---|---|---|---|---|---|---|

        """
    var mid: [String: (best: Double, median: Double)] = [:]
    for (views, constraints) in [(4, 2), (200, 400), (5000, 12000)] {
        let bytes = benchmarkDocument(views: views, constraints: constraints)
        let data = Data(bytes)
        let (answer, codableAnswer) = benchmarkAnswers(frames: views)
        let answerBytes = AnswerWriter.write(answer).count
        let tape = try JSONReader.read(bytes)
        var bench = Bench()
        bench.add("JSONDecoder") { sink &+= try decoder.decode(CodableDocument.self, from: data).constraints?.count ?? 0 }
        bench.add("decode") {
            let scanned = ScannedDocument(tape: try JSONReader.read(bytes), canonicalForm: [])
            sink &+= try DocumentReader.decode(scanned).constraints.count
        }
        bench.add("DocumentReader.read") { sink &+= try DocumentReader.read(bytes).canonicalForm.count }
        bench.add("JSONReader.read") { sink &+= try JSONReader.read(bytes).nodes.count }
        let ready = ScannedDocument(tape: tape, canonicalForm: [])
        bench.add("DocumentDecoder") { sink &+= try DocumentReader.decode(ready).constraints.count }
        bench.add("CanonicalForm.write") { sink &+= CanonicalForm.write(tape, omittingTopLevel: ["points", "touches"]).count }
        bench.add("JSONEncoder") { sink &+= try encoder.encode(codableAnswer).count }
        bench.add("AnswerWriter.write") { sink &+= AnswerWriter.write(answer).count }
        if views == 200 {
            let document = try DocumentReader.read(bytes).document
            bench.add("LayoutSystem.solve") { sink &+= try LayoutSystem.solve(document).count }
        }
        let r = try bench.run()  // 11 rounds at every size: with 5, the best at 2 MB is not steady between runs
        if views == 200 { mid = r }
        func cell(_ name: String, _ n: Int) -> String {
            // bytes per µs is MB/s
            "\(fmt(r[name]!.best)) µs (\(fmt(Double(n) / r[name]!.best)) MB/s)"
        }
        func ratio(_ theirs: String, _ ours: String) -> String { "**\(fmt(r[theirs]!.best / r[ours]!.best))x**" }
        let document = "\(bytes.count) B, \(views) views, \(constraints) constraints"
        report += "| \(document) | \(cell("JSONDecoder", bytes.count))"
            + " | \(cell("decode", bytes.count)) | \(ratio("JSONDecoder", "decode"))"
            + " | \(cell("DocumentReader.read", bytes.count)) | \(ratio("JSONDecoder", "DocumentReader.read"))"
            + " | \(fmt(r["JSONReader.read"]!.best)) / \(fmt(r["DocumentDecoder"]!.best)) / \(fmt(r["CanonicalForm.write"]!.best)) µs"
            + " | \(answerBytes) B | \(cell("JSONEncoder", answerBytes)) | \(cell("AnswerWriter.write", answerBytes))"
            + " | \(ratio("JSONEncoder", "AnswerWriter.write")) |\n"
    }
    let codec = mid["DocumentReader.read"]!.best + mid["AnswerWriter.write"]!.best
    print(report + """

        60 KB document: codec (read + write) \(fmt(codec)) µs vs LayoutSystem.solve (2 sizes) \(fmt(mid["LayoutSystem.solve"]!.best)) µs
        (times: best of the rounds, CPU time of the benchmarking thread; sink \(sink % 10))
        """)
    guard mid["DocumentReader.read"]!.best < mid["JSONDecoder"]!.best,
          mid["AnswerWriter.write"]!.best < mid["JSONEncoder"]!.best,
          codec < mid["LayoutSystem.solve"]!.best else {
        throw BenchError.message("the codec lost to Foundation or to the solve (see the table)")
    }
}

/// One decimal, for the tables.
func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
