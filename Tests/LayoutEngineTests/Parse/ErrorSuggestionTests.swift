@testable import LayoutEngine
import TestSupport
import Testing

/// Unknown names in constraints say what the document probably meant, and an unknown
/// attribute lists the attributes there are.
@Suite struct ErrorSuggestionTests {
    private func problem(_ constraints: [String]) -> Problem? {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = #"""
            {"root": {"id": "root", "children": [
                {"id": "title", "intrinsicSize": {"width": 120, "height": 21}},
                {"id": "subtitle"},
                {"id": "panel", "layoutGuides": [{"id": "spacer"}]}]},
             "constraints": [\#(list)],
             "sizes": [{"width": 320, "height": 480}]}
            """#
        return problemOf(json)
    }

    @Test func anUnknownAttributeSuggestsOneAndListsThemAll() throws {
        let p = try #require(problem(["title.widht == 100"]))
        #expect(p.kind == .invalidAttribute)
        #expect(p.detail.hasPrefix("'widht' is not a layout attribute; did you mean 'width'?"), "\(p.detail)")
        for attribute in Attribute.allCases {
            #expect(p.detail.contains(attribute.rawValue), "\(attribute) missing from: \(p.detail)")
        }
        #expect(p.location.offset == 6)
    }

    @Test func anAttributeFarFromEveryNameIsListedWithoutAGuess() throws {
        let p = try #require(problem(["title.colour == 1"]))
        #expect(p.kind == .invalidAttribute)
        #expect(!p.detail.contains("did you mean"), "\(p.detail)")
        #expect(p.detail.contains("(the attributes are left, right, top, bottom,"), "\(p.detail)")
    }

    @Test func anUnknownViewSuggestsTheClosestId() throws {
        let p = try #require(problem(["titel.top == root.top + 8"]))
        #expect(p.kind == .unknownItem)
        #expect(p.detail.hasSuffix("; did you mean 'title'?"), "\(p.detail)")
        #expect(p.pointer == "/constraints/0")
        #expect(p.location.offset == 0)
    }

    @Test func unknownGuidesSuggestGuidesMarginsAndTheSafeArea() throws {
        let cases: [(String, String)] = [
            ("spacr.top == root.top", "spacer"),                  // a layout guide
            ("title.top == root.safeAre.top", "root.safeArea"),   // the root's safe area
            ("title.leading == panel.margin.leading", "panel.margins"),
            ("title.top == Subtitle.bottom", "subtitle"),         // case only
        ]
        for (text, expected) in cases {
            let p = problem([text])
            #expect(p?.kind == .unknownItem, "\(text)")
            #expect(p?.detail.hasSuffix("; did you mean '\(expected)'?") == true, "\(text): \(p?.detail ?? "accepted")")
        }
    }

    @Test func aNameFarFromEveryItemGetsNoGuess() throws {
        let p = try #require(problem(["footer.top == root.top"]))
        #expect(p.kind == .unknownItem)
        #expect(!p.detail.contains("did you mean"), "\(p.detail)")
    }

    @Test func anUnknownViewInAVisualFormatSuggestsAView() throws {
        let p = try #require(problem(["H:|-[titel]-|"]))
        #expect(p.kind == .unknownItem)
        #expect(p.detail.hasSuffix("is not a view; did you mean 'title'?"), "\(p.detail)")
        // A guide is no candidate there: visual formats lay out views only.
        let guide = try #require(problem(["H:|-[spacr]-|"]))
        #expect(!guide.detail.contains("did you mean"), "\(guide.detail)")
    }
}
