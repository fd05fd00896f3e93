import Testing
import Typesetting

/// The breaking and truncation rules of docs/text.md#measuring, on made-up clusters 10 pt wide
/// each (the ellipsis too), so that every width below is worked out by hand.
@Suite struct LineBreakerTests {
    /// One 10-pt cluster per character, classed as the typesetter classes real text.
    func clusters(_ text: String) -> [TextCluster] {
        text.map { TextCluster(10, BreakClass($0)) }
    }

    func layout(_ text: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .wordWrapping) -> LineLayout {
        LineBreaker(width: width, maximumLines: lines, mode: mode, ellipsisAdvance: 10).layout(clusters(text))
    }

    /// The lines as text, "…" where the ellipsis is (hanging spaces and newlines kept).
    func shown(_ layout: LineLayout, _ text: String) -> [String] {
        let characters = Array(text)
        return layout.lines.map { line in
            String(characters[line.leading]) + (line.ellipsis ? "…" : "") + String(characters[line.trailing])
        }
    }

    // MARK: Word wrapping

    @Test func wordWrappingBreaksAfterTheLastSpaceThatFits() {
        // "aaa bbb " is 80 pt raw, 70 without its space; "c" would make 90 > 75, so the line
        // breaks after the space and is 70 wide. "ccc" is 30.
        let result = layout("aaa bbb ccc", width: 75)
        #expect(shown(result, "aaa bbb ccc") == ["aaa bbb ", "ccc"])
        #expect(result.lines.map(\.width) == [70, 30])
        #expect(result.width == 70)
        #expect(!result.truncated)
    }

    @Test func spacesHangAtABreakButCountAtTheParagraphEnd() {
        // "aaa" 30 + three spaces (raw 60, over nothing: spaces never overflow) + "b" would be
        // 70 > 50: break after the spaces; the line is 30, its spaces hang.
        let wrapped = layout("aaa   bbb", width: 50)
        #expect(shown(wrapped, "aaa   bbb") == ["aaa   ", "bbb"])
        #expect(wrapped.lines.map(\.width) == [30, 30])
        // Unwrapped, "aa  " keeps its two trailing spaces: 20 + 20 = 40.
        #expect(layout("aa  ", width: nil).width == 40)
    }

    @Test func wordWrappingBreaksAfterAHyphen() {
        // "well-" is 50; "k" makes 60 ≤ 60 (fits exactly), "n" 70 > 60: back to the break
        // after the hyphen, line 50; "known" 50.
        let result = layout("well-known", width: 60)
        #expect(shown(result, "well-known") == ["well-", "known"])
        #expect(result.lines.map(\.width) == [50, 50])
    }

    @Test func aHyphenThatStartsAWordIsNoBreak() {
        // "aa " (20, its space hangs) then "-" makes 40 ≤ 40; "-" follows a space so gives no
        // break; "b" makes 50 > 40: back to the space. "-bb" is 30.
        let result = layout("aa -bb", width: 40)
        #expect(shown(result, "aa -bb") == ["aa ", "-bb"])
        #expect(result.lines.map(\.width) == [20, 30])
    }

    @Test func aWordLongerThanTheLineBreaksBetweenClusters() {
        // No space in "abcdefghij": 30 fits 35, "d" would make 40 > 35: cut after "c".
        let long = layout("abcdefghij", width: 35)
        #expect(shown(long, "abcdefghij") == ["abc", "def", "ghi", "j"])
        #expect(long.lines.map(\.width) == [30, 30, 30, 10])
        // After a short word, the long one first moves to its own line ("ab " 20), then is
        // cut there: "cdef" 40 ≤ 40, "g" would make 50.
        let afterShort = layout("ab cdefgh", width: 40)
        #expect(shown(afterShort, "ab cdefgh") == ["ab ", "cdef", "gh"])
        #expect(afterShort.lines.map(\.width) == [20, 40, 20])
    }

    // MARK: Char wrapping

    @Test func charWrappingBreaksBetweenAnyClusters() {
        // "aaa b" is 50 ≤ 55 (the space inside counts), the next "b" would make 60: cut
        // inside the word. "bb" is 20.
        let result = layout("aaa bbb", width: 55, mode: .charWrapping)
        #expect(shown(result, "aaa bbb") == ["aaa b", "bb"])
        #expect(result.lines.map(\.width) == [50, 20])
    }

    // MARK: Newlines

    @Test func newlinesStartLinesInEveryMode() {
        for mode in LineBreakMode.allCases {
            // "ab\n" 20 (the newline has no width at a line's end), "cd" 20.
            let result = layout("ab\ncd", width: nil, mode: mode)
            #expect(shown(result, "ab\ncd") == ["ab\n", "cd"], "\(mode)")
            #expect(result.lines.map(\.width) == [20, 20], "\(mode)")
        }
        // "\r\n" is one grapheme cluster, so one break; U+2028 breaks too.
        #expect(layout("ab\r\ncd", width: nil).lines.count == 2)
        #expect(layout("ab\u{2028}cd", width: nil).lines.count == 2)
        // Two newlines make an empty line between (width 0); a newline at the very end
        // starts no line.
        #expect(layout("ab\n\ncd", width: nil).lines.map(\.width) == [20, 0, 20])
        #expect(layout("ab\n", width: nil).lines.count == 1)
    }

    @Test func oneLineReadsNewlinesAsSpaces() {
        // "ab cd": 5 clusters of 10, the newline read as a space inside the line: 50.
        let result = layout("ab\ncd", width: nil, lines: 1)
        #expect(result.lines.count == 1)
        #expect(result.width == 50)
        #expect(!result.truncated)
    }

    // MARK: The line cap and truncation

    /// "aaa bbb ccc" at 75 pt takes two lines ("aaa bbb " 70, "ccc" 30); these cap it at one.
    let text = "aaa bbb ccc"

    @Test func capWithWordOrCharWrappingCutsTheLastLineAsLaidOut() {
        for mode in [LineBreakMode.wordWrapping, .charWrapping] {
            // Char wrapping: "aaa bbb" 70, the space hangs, "c" would make 90 > 75.
            let result = layout(text, width: 75, lines: 1, mode: mode)
            #expect(shown(result, text) == ["aaa bbb "], "\(mode)")
            #expect(result.width == 70, "\(mode)")
            #expect(result.truncated, "\(mode)")
        }
    }

    @Test func clippingCutsTheRestAtTheWidth() {
        // The rest of the paragraph is all 110 pt of it; clipped to 75.
        let result = layout(text, width: 75, lines: 1, mode: .clipping)
        #expect(shown(result, text) == [text])
        #expect(result.width == 75)
        #expect(result.truncated)
    }

    @Test func truncatingTailKeepsThePrefixThatFitsBesideTheEllipsis() {
        // 75 − 10 for "…" leaves 65: "aaa bb" is 60, the third "b" would make 70.
        // 60 + 10 = 70.
        let result = layout(text, width: 75, lines: 1, mode: .truncatingTail)
        #expect(shown(result, text) == ["aaa bb…"])
        #expect(result.width == 70)
        #expect(result.truncated)
    }

    @Test func truncatingHeadKeepsTheSuffixThatFits() {
        // From the end: "ccc" 30, " " (raw 40), "bb" 60; the next "b" would make 70 > 65.
        // 10 + 60 = 70.
        let result = layout(text, width: 75, lines: 1, mode: .truncatingHead)
        #expect(shown(result, text) == ["…bb ccc"])
        #expect(result.width == 70)
    }

    @Test func truncatingMiddleKeepsBothEnds() {
        // 65 to share: a|c, aa|cc, aaa|ccc (30 + 30); then the front's space (raw 40) and
        // "b" would make 40 + 10 + 30 = 80 > 65, the back's likewise: stop. Spaces next to
        // the ellipsis are dropped: 30 + 10 + 30 = 70.
        let result = layout(text, width: 75, lines: 1, mode: .truncatingMiddle)
        #expect(shown(result, text) == ["aaa…ccc"])
        #expect(result.width == 70)
    }

    @Test func theCapTruncatesTheLastLineShown() {
        // At 75 pt: "aaa bbb " / "ccc ddd " / "eee". Two lines: the second takes the rest,
        // "ccc ddd eee", and keeps "ccc dd" (60 ≤ 65) before the ellipsis: 70.
        let longer = "aaa bbb ccc ddd eee"
        let tail = layout(longer, width: 75, lines: 2, mode: .truncatingTail)
        #expect(shown(tail, longer) == ["aaa bbb ", "ccc dd…"])
        #expect(tail.lines.map(\.width) == [70, 70])
        #expect(tail.truncated)
        let wrapped = layout(longer, width: 75, lines: 2, mode: .wordWrapping)
        #expect(shown(wrapped, longer) == ["aaa bbb ", "ccc ddd "])
        #expect(wrapped.truncated)
    }

    @Test func theCapCountsNewlinesWithoutAWidth() {
        // Three lines of text, two allowed, no width: the second keeps its paragraph "cd"
        // and the ellipsis says more follows: 20 + 10 = 30.
        let result = layout("ab\ncd\nef", width: nil, lines: 2, mode: .truncatingTail)
        #expect(shown(result, "ab\ncd\nef") == ["ab\n", "cd…"])
        #expect(result.lines.map(\.width) == [20, 30])
        #expect(result.truncated)
    }

    @Test func textThatFitsIsNeverTruncated() {
        // "aaa bbb" is 70 ≤ 75 on one line; unbounded, any text is one line.
        #expect(!layout("aaa bbb", width: 75, lines: 1, mode: .truncatingTail).truncated)
        let unbounded = layout(text, width: nil, lines: 1, mode: .truncatingTail)
        #expect(!unbounded.truncated)
        #expect(unbounded.width == 110)
    }

    @Test func whatCannotFitIsClippedToTheWidth() {
        // 5 pt leaves −5 beside the ellipsis: nothing fits, "…" alone is 10, clipped to 5.
        let ellipsisOnly = layout("abc", width: 5, lines: 1, mode: .truncatingTail)
        #expect(shown(ellipsisOnly, "abc") == ["…"])
        #expect(ellipsisOnly.width == 5)
        #expect(ellipsisOnly.truncated)
        // A 10-pt cluster on a 5-pt line sits alone on its line, clipped to 5.
        let narrow = layout("ab", width: 5)
        #expect(narrow.lines.map(\.width) == [5, 5])
        #expect(narrow.truncated)
    }

    @Test func noBreakSpaceJoinsWords() {
        // "aa\u{00A0}bb" is one 50-pt word, so it is cut between clusters after "aa\u{00A0}b"
        // (40), not after the no-break space (which would leave "aa" 20); "b cc" is 40.
        let result = layout("aa\u{00A0}bb cc", width: 40)
        #expect(result.lines.map(\.width) == [40, 40])
        #expect(result.lines.first?.leading == 0..<4)
    }
}
