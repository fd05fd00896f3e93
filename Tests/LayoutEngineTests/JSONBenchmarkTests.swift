import Foundation
import Testing
@testable import LayoutEngine

/// A layout document of `views` views (root included) and `constraints` constraints in a
/// mix of the three spellings, as a client would send it: about 60 KB for 200 and 400.
func benchmarkDocument(views: Int = 200, constraints: Int = 400) -> [UInt8] {
    var g = SplitMix64(seed: 2026)
    let kinds = ["view", "label", "button", "image", "control"]
    // Ten containers under the root, the other views spread over them.
    var containers: [[String]] = Array(repeating: [], count: 10)
    for i in 0..<(views - 11) {
        let kind = kinds[Int(g.next() % UInt64(kinds.count))]
        let w = Double(g.next() % 3000) / 10
        let h = Double(g.next() % 600) / 10
        containers[i % 10].append(
            #"{"id": "item_\#(i)", "kind": "\#(kind)", "intrinsicSize": {"width": \#(w), "height": \#(h)}, "huggingPriority": {"horizontal": 251, "vertical": 250}, "compressionResistance": {"horizontal": 750, "vertical": 749.5}, "alpha": 1, "hidden": false}"#)
    }
    let containerText = containers.enumerated().map { c, children in
        #"{"id": "box_\#(c)", "layoutMargins": {"top": 8, "left": 16, "bottom": 8, "right": 16}, "children": [\#n  \#(children.joined(separator: ",\n  "))]}"#
    }
    var constraintTexts: [String] = []
    for k in 0..<constraints {
        let a = Int(g.next() % UInt64(views - 11))
        let b = Int(g.next() % UInt64(views - 11))
        switch k % 4 {
        case 0: constraintTexts.append(#""item_\#(a).leading == item_\#(b).trailing + 8""#)
        case 1: constraintTexts.append(#"{"id": "c\#(k)", "first": "item_\#(a).centerY", "relation": "==", "second": "item_\#(b).centerY", "multiplier": 1, "constant": 0.5, "priority": 750}"#)
        case 2: constraintTexts.append(#""V:|-[item_\#(a)]-12-[item_\#(b)(>=44@750)]""#)
        default: constraintTexts.append(#""item_\#(a).width >= 44 @999""#)
        }
    }
    let text = """
    {
      "root": {"id": "root", "children": [
    \(containerText.joined(separator: ",\n"))
      ]},
      "constraints": [
        \(constraintTexts.joined(separator: ",\n    "))
      ],
      "sizes": [{"width": 320, "height": 568}, {"width": 375, "height": 812}],
      "safeAreaInsets": {"top": 44, "left": 0, "bottom": 34, "right": 0},
      "scale": 3
    }
    """
    return Array(text.utf8)
}

/// Median of `rounds` timings of `body`, each averaged over `iterations` calls, in µs.
func medianMicroseconds(rounds: Int = 9, iterations: Int = 100, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = Deadline.now()
        for _ in 0..<iterations { try body() }
        samples.append(Double(Deadline.now() - start) / 1000 / Double(iterations))
    }
    samples.sort()
    return samples[samples.count / 2]
}

@Suite struct JSONBenchmarkTests {
    @Test func benchmarkDocumentIsWhatItSays() throws {
        let bytes = benchmarkDocument()
        let d = try DocumentReader.read(bytes).document
        func count(_ v: View) -> Int { 1 + v.children.reduce(0) { $0 + count($1) } }
        #expect(count(d.root) == 200)
        #expect(d.constraints.count == 400)
        #expect(bytes.count > 50_000 && bytes.count < 75_000)
    }

    /// `LAYOUTD_BENCH=1 swift test -c release --filter JSONBenchmarkTests`
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTD_BENCH"] == "1"))
    func readerAgainstFoundation() throws {
        let bytes = benchmarkDocument()
        let data = Data(bytes)
        var sink = 0
        let foundation = try medianMicroseconds(iterations: 20) {
            let object = try JSONSerialization.jsonObject(with: data)
            sink &+= (object as? [String: Any])?.count ?? 0
        }
        let tapeOnly = try medianMicroseconds {
            sink &+= try JSONReader.read(bytes).nodes.count
        }
        let fullRead = try medianMicroseconds {
            sink &+= try DocumentReader.read(bytes).canonicalForm.count
        }
        let tape = try JSONReader.read(bytes)
        let canonicalOnly = medianMicroseconds {
            sink &+= CanonicalForm.write(tape, omittingTopLevel: ["points", "touches"]).count
        }

        // An answer for the same document: 200 frames at 2 sizes.
        var frames: [Frame] = []
        var plain: [String: Any] = [:]
        var framesObject: [String: Any] = [:]
        for i in 0..<200 {
            let rect = Rect(x: Double(i) * 1.5, y: Double(i) / 3, width: 44.333333, height: 21)
            frames.append(Frame(id: "item_\(i)", rect: rect))
            framesObject["item_\(i)"] = ["x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height]
        }
        let layout = Layout(size: Size(width: 320, height: 568), frames: frames, diagnostics: [])
        let answer = Answer(hash: "sha256:" + String(repeating: "a", count: 64), layouts: [layout, layout])
        plain["hash"] = answer.hash
        plain["layouts"] = [["size": ["width": 320, "height": 568], "frames": framesObject, "diagnostics": [Any]()],
                            ["size": ["width": 320, "height": 568], "frames": framesObject, "diagnostics": [Any]()]]
        let answerBytes = AnswerWriter.write(answer).count
        let foundationWrite = try medianMicroseconds(iterations: 5) {
            sink &+= try JSONSerialization.data(withJSONObject: plain, options: [.sortedKeys]).count
        }
        let ourWrite = medianMicroseconds {
            sink &+= AnswerWriter.write(answer).count
        }
        let mb = Double(bytes.count) / 1_000_000
        print("""
            document: \(bytes.count) bytes, 200 views, 400 constraints
            Foundation JSONSerialization.jsonObject: \(fmt(foundation)) µs (\(fmt(mb / foundation * 1e6)) MB/s)
            JSONReader (tape only):                  \(fmt(tapeOnly)) µs (\(fmt(mb / tapeOnly * 1e6)) MB/s, \(fmt(foundation / tapeOnly))x)
            DocumentReader.read (tape+model+JCS):    \(fmt(fullRead)) µs (\(fmt(mb / fullRead * 1e6)) MB/s, \(fmt(foundation / fullRead))x)
              of which canonical form:               \(fmt(canonicalOnly)) µs
            answer: \(answerBytes) bytes, 2 × 200 frames
            Foundation JSONSerialization.data:       \(fmt(foundationWrite)) µs
            AnswerWriter.write:                      \(fmt(ourWrite)) µs (\(fmt(foundationWrite / ourWrite))x)
            (sink \(sink % 10))
            """)
        #expect(fullRead < foundation)
        #expect(ourWrite < foundationWrite)
    }
}

func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
