import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

@Suite struct AnswerWriterTests {
    @Test func writesASmallAnswerExactly() {
        let answer = Answer(hash: "sha256:ab", layouts: [
            Layout(
                size: Size(width: 320, height: 568),
                frames: [
                    Frame(id: "root", rect: Rect(x: 0, y: 0, width: 320, height: 568)),
                    // 100.5000004 rounds to 100.5 (6 decimals); -0.0000004 to -0, printed 0;
                    // 1/3 = 0.3333333… to 0.333333.
                    Frame(id: "a", rect: Rect(x: 100.5000004, y: -0.0000004, width: 1.0 / 3, height: 21)),
                ],
                diagnostics: [
                    .unsatisfiable(constraint: "a.width == 200", conflictsWith: ["a.width == 100"], message: "m1"),
                    .ambiguous(item: "g", attributes: [.x, .width], message: "m2"),
                    .outsideSuperview(item: "a", superview: "root", message: "m3"),
                    .negativeSize(item: "b", attributes: [.height], message: "m\"4"),
                ]),
        ])
        let text = String(decoding: AnswerWriter.write(answer), as: UTF8.self)
        let expected = #"{"hash":"sha256:ab","layouts":[{"size":{"width":320,"height":568},"frames":{"root":{"x":0,"y":0,"width":320,"height":568},"a":{"x":100.5,"y":0,"width":0.333333,"height":21}},"diagnostics":[{"kind":"unsatisfiable","constraint":"a.width == 200","conflictsWith":["a.width == 100"],"message":"m1"},{"kind":"ambiguous","item":"g","attributes":["x","width"],"message":"m2"},{"kind":"outsideSuperview","item":"a","superview":"root","message":"m3"},{"kind":"negativeSize","item":"b","attributes":["height"],"message":"m\"4"}]}]}"#
        #expect(text == expected)
    }

    @Test func writesTextsAndTheTextDiagnostics() {
        let answer = Answer(hash: "sha256:ab", layouts: [
            Layout(
                size: Size(width: 100, height: 50),
                frames: [Frame(id: "root", rect: Rect(x: 0, y: 0, width: 100, height: 50))],
                diagnostics: [
                    .truncated(item: "t", missing: Size(width: 12.5, height: 0), message: "m1"),
                    .fontSubstituted(item: "t", font: "Avenir", message: "m2"),
                    .textUnsettled(items: ["t", "u"], message: "m3"),
                ],
                texts: [TextLayout(id: "t", lines: 2, truncated: true)]),
        ])
        let text = String(decoding: AnswerWriter.write(answer), as: UTF8.self)
        let expected = #"{"hash":"sha256:ab","layouts":[{"size":{"width":100,"height":50},"frames":{"root":{"x":0,"y":0,"width":100,"height":50}},"diagnostics":[{"kind":"truncated","item":"t","missing":{"width":12.5,"height":0},"message":"m1"},{"kind":"fontSubstituted","item":"t","font":"Avenir","message":"m2"},{"kind":"textUnsettled","items":["t","u"],"message":"m3"}],"texts":{"t":{"lines":2,"truncated":true}}}]}"#
        #expect(text == expected)
    }

    @Test func equalAnswersGiveEqualBytesAndExtraMembersFollowLayouts() {
        let layout = Layout(size: Size(width: 10, height: 20), frames: [Frame(id: "r", rect: Rect(x: 0, y: 0, width: 10, height: 20))], diagnostics: [])
        let answer = Answer(hash: "sha256:00", layouts: [layout, layout])
        #expect(AnswerWriter.write(answer) == AnswerWriter.write(Answer(hash: "sha256:00", layouts: [layout, layout])))
        let withHits = AnswerWriter.write(Answer(hash: "h", layouts: [])) { w in
            w.key("hits")
            w.beginArray()
            w.beginObject()
            w.key("point")
            AnswerWriter.writePoint(Point(x: 187.5, y: 42), into: &w)
            w.key("view")
            w.null()
            w.endObject()
            w.endArray()
        }
        #expect(String(decoding: withHits, as: UTF8.self)
            == #"{"hash":"h","layouts":[],"hits":[{"point":{"x":187.5,"y":42},"view":null}]}"#)
    }

    /// The answer's fixed runs are written in one append each (`JSONWriter.raw`): with a
    /// structure, two layouts (the second after a comma), no frames in one and no
    /// diagnostics in either, the bytes are the member-by-member spelling's.
    @Test func writesTheStructureAndEveryLayoutExactly() {
        let answer = Answer(hash: "sha256:ab", structure: "sha256:cd", layouts: [
            Layout(size: Size(width: 390, height: 844.5), frames: [Frame(id: "root", rect: Rect(x: 0, y: 0, width: 390, height: 844.5))],
                   diagnostics: []),
            Layout(size: Size(width: 0, height: 0), frames: [], diagnostics: [], texts: [TextLayout(id: "t", lines: 1, truncated: false)]),
        ])
        let text = String(decoding: AnswerWriter.write(answer), as: UTF8.self)
        let expected = #"{"hash":"sha256:ab","structure":"sha256:cd","layouts":[{"size":{"width":390,"height":844.5},"frames":{"root":{"x":0,"y":0,"width":390,"height":844.5}},"diagnostics":[]},{"size":{"width":0,"height":0},"frames":{},"diagnostics":[],"texts":{"t":{"lines":1,"truncated":false}}}]}"#
        #expect(text == expected)
    }

    @Test func escapesIdsAndMessages() {
        // Ids are plain ASCII by the id rule, but messages quote constraint text as written.
        let answer = Answer(hash: "h", layouts: [Layout(size: Size(width: 1, height: 1), frames: [], diagnostics: [
            .ambiguous(item: "a", attributes: [], message: "tab\there \\ \u{1} é"),
        ])])
        #expect(String(decoding: AnswerWriter.write(answer), as: UTF8.self)
            == #"{"hash":"h","layouts":[{"size":{"width":1,"height":1},"frames":{},"diagnostics":[{"kind":"ambiguous","item":"a","attributes":[],"message":"tab\there \\ \u0001 é"}]}]}"#)
    }

    /// Property: every written answer is valid JSON that our strict reader accepts, with
    /// the frames in order and each number within half a millionth of the value.
    @Test func randomAnswersAreValidJSONWithTheirNumbers() throws {
        var g = SplitMix64(seed: 8)
        for _ in 0..<200 {
            var frames: [Frame] = []
            for i in 0..<Int(g.next() % 20) {
                func n() -> Double { Double(Int64(g.next() % 2_000_000_001) - 1_000_000_000) / Double(1 << (g.next() % 30)) }
                frames.append(Frame(id: "v_\(i)", rect: Rect(x: n(), y: n(), width: n(), height: n())))
            }
            let answer = Answer(hash: "sha256:0", layouts: [Layout(
                size: Size(width: 320, height: 568), frames: frames,
                diagnostics: [.ambiguous(item: "v_0", attributes: [.y], message: "\u{7}\"é\n")])])
            let tape = try JSONReader.read(AnswerWriter.write(answer))
            // Walk to layouts[0].frames: object → "layouts" → array → object → "frames".
            guard let layouts = tape.member(0, "layouts"), let framesNode = tape.member(layouts + 1, "frames") else {
                Issue.record("no frames member")
                continue
            }
            var read: [(String, [Double])] = []
            try tape.forEachMember(framesNode) { (k, v) throws(Problem) in
                var values: [Double] = []
                tape.forEachMember(v) { _, number in values.append(tape.nodes[number].number) }
                read.append((tape.string(k), values))
            }
            #expect(read.map(\.0) == frames.map(\.id))
            for (frame, (_, values)) in zip(frames, read) {
                let expected = [frame.rect.x, frame.rect.y, frame.rect.width, frame.rect.height]
                for (a, b) in zip(values, expected) { #expect(abs(a - b) <= 5e-7 + abs(b) * 1e-15) }
            }
        }
    }
}
