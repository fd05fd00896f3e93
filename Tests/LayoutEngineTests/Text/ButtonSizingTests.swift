import LayoutDocument
import LayoutEngine
import Testing
import TestSupport
import Typesetting

/// A button's intrinsic size with UIKit's own padding (docs/text.md#measuring): its title's
/// line rounded up to whole points (its width too at @3x), 6 above and below, and at least
/// 30 wide. The evidence is
/// the development half of the collection (tools/corpus/control_widths.py; BENCHMARKS.md,
/// eleventh session): every one of 455 such buttons whose title decides their height is
/// saved a whole number of points tall, and the ones narrower than 30 pt of title are saved
/// 30 wide, in files of Xcode 8 to 26.
@Suite struct ButtonSizingTests {
    /// 10-pt characters and 20.29-pt lines, a 17-pt San Francisco line's height.
    let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20.29, ascender: 16)

    func frame(_ button: String) throws -> Rect? {
        let json = #"{"root": {"id": "root", "children": [\#(button)]}, "sizes": [{"width": 320, "height": 480}], "constraints": ["b.leading == root.leading", "b.top == root.top"]}"#
        return try #require(try LayoutSystem.solve(decode(json), measurer: measurer).first).frame("b")
    }

    @Test func theTitlesLineIsRoundedUpToWholePoints() throws {
        // "Done": 40 wide; 20.29 rounds up to 21, and 6 above and below: 33, as a 17-pt
        // system button is saved (33 at @3x where its line is 20.33, not 32.33).
        #expect(try frame(#"{"id": "b", "kind": "button", "text": "Done"}"#) == rect(0, 0, 40, 33))
    }

    @Test func atThreeTimesTheTitlesWidthIsRoundedUpToo() throws {
        // "Done" of 10.05-pt characters: 40.2, 41 at @3x, where the development half's titles
        // measured 0 to 2/3 pt short of the whole saved width; at @2x, where they scatter
        // half a point either side of it, as measured (40 on the frame's pixel grid).
        let narrow = FixedAdvanceMeasurer(advance: 10.05, lineHeight: 20.29, ascender: 16)
        func width(scale: Int) throws -> Double? {
            let json = #"{"root": {"id": "root", "children": [{"id": "b", "kind": "button", "text": "Done"}]}, "sizes": [{"width": 320, "height": 480}], "scale": \#(scale), "constraints": ["b.leading == root.leading", "b.top == root.top"]}"#
            return try #require(try LayoutSystem.solve(decode(json), measurer: narrow).first).frame("b")?.width
        }
        #expect(try width(scale: 3) == 41)
        #expect(try width(scale: 2) == 40)
    }

    @Test func aLineMeasuredInAStandInIsNotRounded() throws {
        // A font the server lacks: the stand-in's 20.29 is a guess at the real font's line,
        // and rounding the guess up lost the development half's buttons in such fonts (30 %
        // of their heights within 0.5 pt rounded, 42 % not): 20.29 + 12. Still 30 wide.
        let font = #""font": {"name": "Avenir-Heavy", "size": 17}"#
        let size = try #require(try frame(#"{"id": "b", "kind": "button", "text": "OK", \#(font)}"#))
        #expect(size.width == 30 && abs(size.height - 32.29) < 1e-9)
    }

    @Test func aShortTitlesButtonIsAtLeast30Wide() throws {
        // "OK": 20 of title, 30 wide, as "OK", "Join" and ">" buttons are saved.
        #expect(try frame(#"{"id": "b", "kind": "button", "text": "OK"}"#) == rect(0, 0, 30, 33))
    }

    @Test func contentEdgeInsetsPadTheTitleAsMeasured() throws {
        // With insets of its own (or a configuration's) neither rule applies: the saved
        // sizes of configured buttons are not whole (34.33 at @3x around a body title).
        let insets = #""contentEdgeInsets": {"top": 7, "left": 2, "bottom": 7, "right": 2}"#
        #expect(try frame(#"{"id": "b", "kind": "button", "text": "OK", \#(insets)}"#) == rect(0, 0, 24, 34.29))
    }

    @Test func theTitleIsCentredInItsRoundedLine() throws {
        // The first baseline: 6 above, half of the 0.71 pt rounding, then the ascender 16.
        let json = #"{"root": {"id": "root", "children": [{"id": "b", "kind": "button", "text": "Done"}, {"id": "l", "kind": "label", "text": "x"}]}, "sizes": [{"width": 320, "height": 480}], "constraints": ["b.leading == root.leading", "b.top == root.top", "l.leading == b.trailing", "l.firstBaseline == b.firstBaseline"]}"#
        let layout = try #require(try LayoutSystem.solve(decode(json), measurer: measurer).first)
        let top = try #require(layout.frame("l")).y
        #expect(abs(top - (6 + 0.355)) < 1e-6)
    }
}
