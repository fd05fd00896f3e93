#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder
import XML

// `layoutd-bench import FIXTURE [ROUNDS]` (scripts/bench-import): a 1 MB storyboard
// made from FIXTURE's scenes, repeated with fresh ids, read four ways in interleaved rounds
// (30 unless ROUNDS is given), best round of each in this thread's CPU time:
//   libxml2 tree   xmlReadMemory + xmlFreeDoc, libxml2's own parse: the yardstick;
//   libxml2 SAX    libxml2's SAX parse with empty callbacks: the floor under any SAX reader;
//   element tree   XMLParser.parse;
//   import         Importer.importFile, every scene's document written.
// Each stage starts on a settled heap and settles the heap again before its clock stops,
// so that each pays for freeing its own memory and nothing of the stage before it (glibc
// defers the merging of freed small chunks to the next larger allocation, which otherwise
// lands in whichever stage runs next).
// Exits 1 when the import takes 20 ms or more.

/// The goal for importing a 1 MB storyboard, in seconds.
let importGoal = 0.020

/// FIXTURE's `<scenes>` content repeated until the file passes 1 MiB; each copy's ids end in
/// the copy's number instead of "-001", as a real file's ids are all different.
func megabyteStoryboard(from fixture: [UInt8]) throws -> [UInt8] {
    let one = String(decoding: fixture, as: UTF8.self)
    guard let open = one.firstRange(of: "<scenes>"), let close = one.firstRange(of: "</scenes>") else {
        throw BenchError.message("the fixture has no <scenes> element to repeat")
    }
    let scene = String(one[open.upperBound..<close.lowerBound])
    // The header names the initial controller by id: the first copy's.
    var body = replacing("-001\"", in: String(one[..<open.upperBound]), with: "-0\"")
    var n = 0
    while body.utf8.count < 1_048_576 {
        // Every copy gets ids of its own (the fixture's end in -001, -00A or -00B), as a real
        // file has: copies sharing ids would be 1,500 duplicate findings, not a storyboard.
        let renamed = replacing("-001\"", in: scene, with: "-\(n)\"")
        body += replacing("-00B\"", in: replacing("-00A\"", in: renamed, with: "-\(n)A\""), with: "-\(n)B\"")
        n += 1
    }
    body += String(one[close.lowerBound...])
    return Array(body.utf8)
}

func replacing(_ target: String, in text: String, with replacement: String) -> String {
    var out = ""
    var rest = text[...]
    while let r = rest.firstRange(of: target) {
        out += rest[..<r.lowerBound]
        out += replacement
        rest = rest[r.upperBound...]
    }
    return out + rest
}

/// Makes glibc merge the small chunks freed so far (malloc_consolidate runs on the next
/// request of 1 KiB or more while freed small chunks wait), here rather than inside the next
/// stage measured.
func settleHeap() {
    // Kept in a global so that the optimizer cannot drop the pair as unused.
    settleSink = malloc(4096)
    free(settleSink)
}

nonisolated(unsafe) var settleSink: UnsafeMutableRawPointer?

/// This thread's CPU seconds for `body`, from a settled heap to a settled heap.
func timed(_ body: () throws -> Void) rethrows -> Double {
    settleHeap()
    let start = threadCPU()
    try body()
    settleHeap()
    return threadCPU() - start
}

/// Milliseconds with one decimal ("15.3").
func milliseconds(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// Runs the import benchmark; true when the import met the goal.
func benchImport(fixturePath: String, rounds: Int) throws -> Bool {
    let bytes = try megabyteStoryboard(from: try readFile(fixturePath))
    var best = (tree: Double.infinity, sax: Double.infinity, elements: Double.infinity, importer: Double.infinity)
    var scenes = 0
    for _ in 0..<rounds {
        var wellFormed = true
        best.tree = min(best.tree, timed { wellFormed = XMLParser.libxml2TreeParse(bytes) })
        guard wellFormed else { throw BenchError.message("libxml2 refused the benchmark file") }
        best.sax = min(best.sax, timed { wellFormed = XMLParser.libxml2SAXParse(bytes) })
        guard wellFormed else { throw BenchError.message("libxml2's SAX parse refused the benchmark file") }
        best.elements = min(best.elements, try timed { _ = try XMLParser.parse(bytes) })
        best.importer = min(best.importer, try timed { scenes = try Importer.importFile(bytes).scenes.count })
    }
    print("| input | libxml2 tree parse (xmlReadMemory + xmlFreeDoc) | libxml2 SAX parse, empty callbacks | XML element tree (`XMLParser.parse`) | import, all scenes (`Importer.importFile`) |")
    print("|---|---|---|---|---|")
    print("| \(bytes.count) bytes, \(scenes) scenes | \(milliseconds(best.tree)) ms | \(milliseconds(best.sax)) ms | \(milliseconds(best.elements)) ms | \(milliseconds(best.importer)) ms |")
    print("best of \(rounds) interleaved rounds, thread CPU time, heap settled around each stage; goal: import under \(milliseconds(importGoal)) ms")
    return best.importer < importGoal
}
