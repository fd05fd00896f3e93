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
}
