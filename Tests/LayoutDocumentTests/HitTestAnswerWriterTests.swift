@testable import LayoutDocument
@testable import LayoutEngine
import Testing

@Suite struct HitTestAnswerWriterTests {
    @Test func writesTheLayoutAnswerThenHitsAndTouches() {
        let layout = Layout(size: Size(width: 10, height: 10),
                            frames: [Frame(id: "root", rect: Rect(x: 0, y: 0, width: 10, height: 10))],
                            diagnostics: [])
        let result = HitTestResult(
            hits: [Hit(point: Point(x: 1.5, y: 2), view: "root", path: ["root"], location: Point(x: 1.5, y: 2)),
                   Hit(point: Point(x: -1, y: 0), view: nil, path: [], location: nil)],
            touches: [TouchTrack(control: nil, events: []),
                      TouchTrack(control: "b", events: [
                          TouchEvent(phase: .began, location: Point(x: 1.0 / 3, y: 0), inside: true),
                          TouchEvent(phase: .ended, location: Point(x: -0.0000004, y: 20), inside: false)])])
        let text = String(decoding: HitTestAnswerWriter.write(Answer(hash: "sha256:ab", layouts: [layout]), result),
                          as: UTF8.self)
        // 1/3 → 0.333333 (6 decimals); −0.0000004 rounds to −0 → 0.
        let expected = #"{"hash":"sha256:ab","layouts":[{"size":{"width":10,"height":10},"#
            + #""frames":{"root":{"x":0,"y":0,"width":10,"height":10}},"diagnostics":[]}],"#
            + #""hits":[{"point":{"x":1.5,"y":2},"view":"root","path":["root"],"location":{"x":1.5,"y":2}},"#
            + #"{"point":{"x":-1,"y":0},"view":null,"path":[],"location":null}],"#
            + #""touches":[{"control":null,"events":[]},{"control":"b","events":["#
            + #"{"phase":"began","location":{"x":0.333333,"y":0},"inside":true},"#
            + #"{"phase":"ended","location":{"x":0,"y":20},"inside":false}]}]}"#
        #expect(text == expected)
    }
}
