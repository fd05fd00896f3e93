import Foundation
import JSON
import LayoutDocument
import LayoutEngine
import TestSupport

// `layoutd-bench json-dump DIR`: writes the JSON benchmark's three documents to DIR so a C++
// program can parse the very same bytes with simdjson, and times our tape reader on them in
// this same run, so the two figures come from one sitting of the shared box. Also writes
// small documents RFC 8259 or our limits refuse (and a few it allows) as check-<name>.json
// for simdjson to try, with our verdict printed. scripts/bench-json-simdjson runs it.

func jsonDump(to directory: String) throws {
    let documents = [("doc-1k.json", 4, 2), ("doc-60k.json", 200, 400), ("doc-2m.json", 5000, 12000)]
    var bench = Bench()
    nonisolated(unsafe) var sink = 0
    var sizes: [String: Int] = [:]
    for (name, views, constraints) in documents {
        let bytes = benchmarkDocument(views: views, constraints: constraints)
        try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        sizes[name] = bytes.count
        // Only the tape, the part simdjson's DOM parse would replace: the typed model
        // and the canonical form are built from the tape and would stay ours.
        bench.add(name) { sink &+= try JSONReader.read(bytes).nodes.count }
    }
    // All three interleaved in the same rounds, like simdjson's side does.
    let r = try bench.run(rounds: 11)
    for (name, _, _) in documents {
        let best = r[name]!.best
        // bytes per µs is MB/s
        print("ours JSONReader.read \(name) \(sizes[name]!) B: \(fmt(best)) µs (\(fmt(Double(sizes[name]!) / best)) MB/s)")
    }
    print("(ours: best of 11 interleaved rounds, thread CPU time; sink \(sink % 10))")

    for (name, bytes) in simdjsonChecks {
        try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent("check-\(name).json"))
        do throws(JSONError) {
            _ = try JSONReader.read(bytes, limits: Limits.default.json)
            print("ours check \(name): accepts")
        } catch {
            let problem = Problem(error)
            print("ours check \(name): \(problem.kind.rawValue)\(problem.pointer.map { " at \"\($0)\"" } ?? ""): \(problem.detail)")
        }
    }
}

let simdjsonChecks: [(String, [UInt8])] = [
    ("duplicate-key", Array(#"{"a":1,"a":2}"#.utf8)),
    ("duplicate-key-nested", Array(#"{"root":{"id":"a","children":[{"id":"b","id":"c"}]}}"#.utf8)),
    ("truncated", Array(#"{"root": {"id": "a", "children": [1, 2"#.utf8)),
    ("bad-literal", Array(#"{"a": [1, 2, tru]}"#.utf8)),
    ("trailing-comma-array", Array("[1,2,]".utf8)),
    ("trailing-comma-object", Array(#"{"a":1,}"#.utf8)),
    ("leading-zero", Array("[01]".utf8)),
    ("plus-sign", Array("[+1]".utf8)),
    ("leading-dot", Array("[.5]".utf8)),
    ("trailing-dot", Array("[1.]".utf8)),
    ("exponent-no-digits", Array("[1e]".utf8)),
    ("minus-only", Array("[-]".utf8)),
    ("nan", Array("[NaN]".utf8)),
    ("single-quotes", Array("['a']".utf8)),
    ("comment", Array("[1 /* c */]".utf8)),
    ("raw-tab-in-string", Array("[\"a\tb\"]".utf8)),
    ("bad-escape", Array(#"["\x"]"#.utf8)),
    ("lone-surrogate-escape", Array(#"["\ud800"]"#.utf8)),
    ("encoded-surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]),
    ("overlong-utf8", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]),
    ("byte-order-mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8)),
    ("form-feed-whitespace", Array("[1,\u{0C}2]".utf8)),
    ("nul-after", Array("{}".utf8) + [0]),
    ("trailing-garbage", Array("{} x".utf8)),
    ("two-documents", Array("{}{}".utf8)),
    ("empty", []),
    ("top-level-scalar", Array("1".utf8)),
    ("number-too-large", Array("[1e400]".utf8)),
    ("integer-beyond-64-bit", Array("[123456789012345678901234567890]".utf8)),
    ("depth-200", Array((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8)),
    ("string-5000", Array(("[\"" + String(repeating: "x", count: 5000) + "\"]").utf8)),
]
