import LayoutDocument
import LayoutEngine
import Testing
import TestSupport
import Typesetting

/// Text sizing views (docs/text.md#measuring) with a measurer of 10-pt characters and 20-pt
/// lines (`FixedAdvanceMeasurer`), so every frame below is worked out by hand.
@Suite struct TextLayoutTests {
    let measurer = FixedAdvanceMeasurer()

    func layouts(_ json: String) throws -> [Layout] {
        let document = try decode(json)
        return try LayoutSystem.solve(document, measurer: measurer)
    }

    func screen(_ views: String, _ constraints: [String], sizes: String = #"[{"width": 320, "height": 480}]"#) -> String {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"root": {"id": "root", "children": [\#(views)]}, "sizes": \#(sizes), "constraints": [\#(list)]}"#
    }

    @Test func aOneLineLabelIsAsWideAsItsText() throws {
        // "Hello": 5 × 10 = 50 wide, one 20-pt line.
        let layout = try #require(try layouts(screen(
            #"{"id": "title", "kind": "label", "text": "Hello"}"#,
            ["title.leading == root.leading + 10", "title.top == root.top + 10"])).first)
        #expect(layout.frame("title") == rect(10, 10, 50, 20))
        #expect(layout.texts.map(\.answered) == [TextLayout(id: "title", lines: 1, truncated: false)])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func theClientsIntrinsicSizeWinsInTheAxesItGives() throws {
        // Width 80 as given; height from the text, one line.
        let layout = try #require(try layouts(screen(
            #"{"id": "title", "kind": "label", "text": "Hello", "intrinsicSize": {"width": 80}}"#,
            ["title.leading == root.leading", "title.top == root.top"])).first)
        #expect(layout.frame("title") == rect(0, 0, 80, 20))
    }

    @Test func aLabelNarrowerThanItsTextIsReportedTruncated() throws {
        // "Hello world" is 110 wide; the constraint makes it 60: 50 pt are missing.
        let layout = try #require(try layouts(screen(
            #"{"id": "title", "kind": "label", "text": "Hello world"}"#,
            ["title.leading == root.leading", "title.top == root.top", "title.width == 60"])).first)
        #expect(layout.frame("title") == rect(0, 0, 60, 20))
        #expect(layout.texts.map(\.answered) == [TextLayout(id: "title", lines: 1, truncated: true)])
        guard case .truncated(let item, let missing, let message)? = layout.diagnostics.first else {
            Issue.record("expected a truncated diagnostic, got \(layout.diagnostics)")
            return
        }
        #expect(item == "title")
        #expect(missing == Size(width: 50, height: 0))
        #expect(message.contains("50 pt of width"))
    }

    @Test func aHiddenLabelIsNeverReportedTruncated() throws {
        let layout = try #require(try layouts(screen(
            #"{"id": "title", "kind": "label", "text": "Hello world", "hidden": true}"#,
            ["title.leading == root.leading", "title.top == root.top", "title.width == 60"])).first)
        #expect(layout.texts.map(\.answered) == [TextLayout(id: "title", lines: 1, truncated: true)])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aWrappingLabelTakesTheHeightOfItsTextAtTheWidthItGets() throws {
        // Pinned to both sides of a 100-wide root: "aaaa bbbb" (90, its trailing space
        // hangs) and "cccc" are two lines, 40 tall. The first pass measures one unbroken
        // line (140 wide, 20 tall); the second measures at the solved 100.
        let layout = try #require(try layouts(screen(
            #"{"id": "body", "kind": "label", "text": "aaaa bbbb cccc", "numberOfLines": 0}"#,
            ["body.leading == root.leading", "body.trailing == root.trailing", "body.top == root.top"],
            sizes: #"[{"width": 100, "height": 480}]"#)).first)
        #expect(layout.frame("body") == rect(0, 0, 100, 40))
        #expect(layout.texts.map(\.answered) == [TextLayout(id: "body", lines: 2, truncated: false)])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aResizeWrapsAgainAndEqualsAColdSolve() throws {
        // At 60 wide each word is a line: 3 lines, 60 tall; at 100, 2 lines, 40 tall.
        let json = screen(
            #"{"id": "body", "kind": "label", "text": "aaaa bbbb cccc", "numberOfLines": 0}"#,
            ["body.leading == root.leading", "body.trailing == root.trailing", "body.top == root.top"],
            sizes: #"[{"width": 100, "height": 480}, {"width": 60, "height": 480}, {"width": 100, "height": 480}]"#)
        let warm = try layouts(json)
        #expect(warm.map { $0.frame("body") } == [rect(0, 0, 100, 40), rect(0, 0, 60, 60), rect(0, 0, 100, 40)])
        let document = try decode(json)
        for (i, size) in document.sizes.enumerated() {
            var one = document
            one.sizes = [size]
            #expect(try LayoutSystem.solve(one, measurer: measurer) == [warm[i]])
        }
    }

    @Test func aResizeThatChangesNoLinesIsWarm() throws {
        // At 100 and at 105 wide the text breaks the same way (2 lines): the second size's
        // first pass is the unbroken system moved warm and its second is this system moved
        // warm, with no cold build; at 60 the lines change and it builds cold.
        let json = screen(
            #"{"id": "body", "kind": "label", "text": "aaaa bbbb cccc", "numberOfLines": 0}"#,
            ["body.leading == root.leading", "body.trailing == root.trailing", "body.top == root.top"],
            sizes: #"[{"width": 100, "height": 480}]"#)
        var system = try LayoutSystem(document: try decode(json), measurer: measurer)
        _ = try system.layout(for: Size(width: 100, height: 480))
        let builds = system.coldBuilds
        let warm = try system.layout(for: Size(width: 105, height: 480))
        #expect(system.coldBuilds == builds)
        #expect(warm.frame("body") == rect(0, 0, 105, 40))
        let narrow = try system.layout(for: Size(width: 60, height: 480))
        #expect(system.coldBuilds > builds)
        #expect(narrow.frame("body") == rect(0, 0, 60, 60))
        var one = try decode(json)
        one.sizes = [Size(width: 105, height: 480)]
        #expect(try LayoutSystem.solve(one, measurer: measurer) == [warm])
    }

    @Test func numberOfLinesCapsAWrappingLabel() throws {
        // Three lines needed at 60 wide, two allowed: 40 tall, truncated.
        let layout = try #require(try layouts(screen(
            #"{"id": "body", "kind": "label", "text": "aaaa bbbb cccc", "numberOfLines": 2}"#,
            ["body.leading == root.leading", "body.trailing == root.trailing", "body.top == root.top"],
            sizes: #"[{"width": 60, "height": 480}]"#)).first)
        #expect(layout.frame("body") == rect(0, 0, 60, 40))
        #expect(layout.texts.map(\.answered) == [TextLayout(id: "body", lines: 2, truncated: true)])
    }

    @Test func preferredMaxLayoutWidthWrapsWithoutASecondPass() throws {
        // Wrapped at 60: three lines of at most 40 wide ("aaaa"), so 40 × 60.
        let layout = try #require(try layouts(screen(
            #"{"id": "body", "kind": "label", "text": "aaaa bbbb cccc", "numberOfLines": 0, "preferredMaxLayoutWidth": 60}"#,
            ["body.leading == root.leading", "body.top == root.top"])).first)
        #expect(layout.frame("body") == rect(0, 0, 40, 60))
    }

    @Test func aButtonPadsItsTitle() throws {
        // "OK": 20 × 20, plus UIKit's 6 pt above and below by default, and at least 30
        // wide (ButtonSizingTests): 30 × 32; with contentEdgeInsets 4/8/4/8: 36 × 28.
        let layout = try #require(try layouts(screen(
            #"{"id": "ok", "kind": "button", "text": "OK"}, {"id": "go", "kind": "button", "text": "OK", "contentEdgeInsets": {"top": 4, "left": 8, "bottom": 4, "right": 8}}"#,
            ["ok.leading == root.leading", "ok.top == root.top", "go.leading == root.leading", "go.top == ok.bottom"])).first)
        #expect(layout.frame("ok") == rect(0, 0, 30, 32))
        #expect(layout.frame("go") == rect(0, 32, 36, 28))
    }

    @Test func aFieldWithoutTextMeasuresItsPlaceholder() throws {
        // "Name": 40 wide plus 7 either side = 54; 20 + 14 = 34, the minimum height too.
        let layout = try #require(try layouts(screen(
            #"{"id": "name", "kind": "textField", "placeholder": "Name"}"#,
            ["name.leading == root.leading", "name.top == root.top"])).first)
        #expect(layout.frame("name") == rect(0, 0, 54, 34))
    }

    @Test func aMissingFontIsReportedSubstituted() throws {
        let layout = try #require(try layouts(screen(
            #"{"id": "title", "kind": "label", "text": "Hi", "font": {"name": "Avenir-Heavy", "size": 17}}"#,
            ["title.leading == root.leading", "title.top == root.top"])).first)
        #expect(layout.frame("title") == rect(0, 0, 20, 20))
        guard case .fontSubstituted(let item, let font, _)? = layout.diagnostics.first else {
            Issue.record("expected fontSubstituted, got \(layout.diagnostics)")
            return
        }
        #expect(item == "title" && font == "Avenir-Heavy")
    }

    @Test func baselinesComeFromTheMeasuredLines() throws {
        // Both labels' first baselines at 16 below their tops: b's top is a's top, 10.
        let layout = try #require(try layouts(screen(
            #"{"id": "a", "kind": "label", "text": "A"}, {"id": "b", "kind": "label", "text": "B", "font": {"system": 30}}"#,
            ["a.leading == root.leading", "a.top == root.top + 10", "b.leading == a.trailing", "b.firstBaseline == a.firstBaseline"])).first)
        #expect(layout.frame("b") == rect(10, 10, 10, 20))
    }

    @Test func aDocumentWithoutTextAnswersNoTexts() throws {
        let layout = try #require(try layouts(screen(
            #"{"id": "box", "intrinsicSize": {"width": 10, "height": 10}}"#,
            ["box.leading == root.leading", "box.top == root.top"])).first)
        #expect(layout.texts.isEmpty)
    }
}

/// The real measurer behind a layout that gives none: Inter standing in for San Francisco.
@Suite struct StandardMeasurerTests {
    @Test func aLayoutWithoutAMeasurerMeasuresWithInter() throws {
        let json = #"{"root": {"id": "root", "children": [{"id": "b", "kind": "button", "text": "Button"}]}, "constraints": ["b.leading == root.leading", "b.top == root.top"], "sizes": [{"width": 320, "height": 480}], "scale": 2}"#
        let layout = try #require(try LayoutSystem.solve(decode(json)).first)
        let typesetter = try Typesetter()
        let title = typesetter.measure(TextRequest(text: "Button", font: .system(size: 15, weight: .regular, italic: false)))
        // The title's measured line, rounded up to whole points, plus UIKit's 6 pt above
        // and below (ButtonSizingTests).
        #expect(layout.frame("b") == rect(0, 0, title.width, title.height.rounded(.up) + 12))
        #expect(title.width > 40 && title.width < 52)
    }
}

extension TextLayout {
    /// What the answer's JSON says of it: the picture's `drawn` left out.
    var answered: TextLayout { TextLayout(id: id, lines: lines, truncated: truncated) }
}
