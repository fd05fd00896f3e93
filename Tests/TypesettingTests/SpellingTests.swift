import Testing
import Typesetting

/// The request spellings docs/text.md#members gives, so a rename in Swift cannot change the wire format.
@Suite struct SpellingTests {
    @Test func contentSizeCategoriesAreUIKitsTwelveInOrder() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.first == .extraSmall)
        #expect(ContentSizeCategory.allCases.last?.rawValue == "accessibilityExtraExtraExtraLarge")
    }

    @Test func weightsAndStylesAreSpelledAsTextMdSpellsThem() {
        #expect(FontWeight.allCases.map(\.rawValue) == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        #expect(TextStyle(rawValue: "title1") == .title1)
        #expect(LineBreakMode(rawValue: "truncatingMiddle") == .truncatingMiddle)
    }
}
