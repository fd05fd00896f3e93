import Testing
@testable import Support

@Suite struct SuggestionTests {
    private func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }

    @Test func distanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(Suggestion.distance(scalars(""), scalars("abc")) == 3)
        #expect(Suggestion.distance(scalars("width"), scalars("width")) == 0)
        #expect(Suggestion.distance(scalars("widht"), scalars("width")) == 1)    // a swap is one edit
        #expect(Suggestion.distance(scalars("titel"), scalars("title")) == 1)
        #expect(Suggestion.distance(scalars("heigt"), scalars("height")) == 1)   // a deletion
        #expect(Suggestion.distance(scalars("kitten"), scalars("sitting")) == 3)
        #expect(Suggestion.distance(scalars("é"), scalars("e")) == 1)            // scalars, not bytes
    }

    @Test func closestIsATypoOrNothing() {
        let names = ["root", "title", "subtitle", "button"]
        #expect(Suggestion.closest(to: "titel", among: names) == "title")
        #expect(Suggestion.closest(to: "Title", among: names) == "title")       // case only
        #expect(Suggestion.closest(to: "buton", among: names) == "button")
        #expect(Suggestion.closest(to: "footer", among: names) == nil)          // a different name
        #expect(Suggestion.closest(to: "x", among: ["a", "b"]) == nil)          // as short as its edits
        #expect(Suggestion.closest(to: "", among: names) == nil)
        // Ties go to the name listed first.
        #expect(Suggestion.closest(to: "ab", among: ["ax", "xb"]) == "ax")
    }

    @Test func didYouMeanIsEmptyWithoutACloseName() {
        #expect(Suggestion.didYouMean("widht", among: ["width", "height"]) == "; did you mean 'width'?")
        #expect(Suggestion.didYouMean("colour", among: ["width", "height"]) == "")
    }
}
