import Testing
@testable import LayoutEngine

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

    @Test func escapesIdsAndMessages() {
        // Ids are plain ASCII by the id rule, but messages quote constraint text as written.
        let answer = Answer(hash: "h", layouts: [Layout(size: Size(width: 1, height: 1), frames: [], diagnostics: [
            .ambiguous(item: "a", attributes: [], message: "tab\there \\ \u{1} é"),
        ])])
        #expect(String(decoding: AnswerWriter.write(answer), as: UTF8.self)
            == #"{"hash":"h","layouts":[{"size":{"width":1,"height":1},"frames":{},"diagnostics":[{"kind":"ambiguous","item":"a","attributes":[],"message":"tab\there \\ \u0001 é"}]}]}"#)
    }
}
