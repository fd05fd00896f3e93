import Testing
@testable import Typesetting

/// Emoji measured as Apple Color Emoji's, whole widths by size (`EmojiWidths`). Evidence, the
/// development half of the 1,636-file collection: single-emoji labels saved 20 wide at 14 pt
/// (four labels), 23 at 17 pt, 28 at 25 pt, 38 at 34 pt and 130 at 120 pt, in five
/// repositories, each 4.5–12.5 pt narrow when the stand-in read them as a letter.
@Suite struct EmojiWidthsTests {
    func system(_ text: String, _ size: Double, _ weight: FontWeight = .regular, release: TextRelease = .iOS26) -> TextRequest {
        TextRequest(text: text, font: .system(size: size, weight: weight, italic: false), release: release)
    }

    @Test func theWidthsAreTheSavedOnesAndStraightLinesBetween() {
        #expect(EmojiWidths.advance(size: 14) == 20)
        #expect(EmojiWidths.advance(size: 17) == 23)
        #expect(EmojiWidths.advance(size: 120) == 130)
        // Hand-checked: half-way from 14 to 17 pt is half-way from 20 to 23; 21 pt is half-way
        // from 17 (23) to 25 pt (28).
        #expect(EmojiWidths.advance(size: 15.5) == 21.5)
        #expect(EmojiWidths.advance(size: 21) == 25.5)
        // Outside the sizes seen, in proportion to the nearest: 12 pt × 20/14, 240 pt × 130/120.
        #expect(abs(EmojiWidths.advance(size: 12) - 12 * 20 / 14.0) < 1e-9)
        #expect(abs(EmojiWidths.advance(size: 240) - 260) < 1e-9)
        #expect(EmojiWidths.advance(size: .nan).isNaN)
    }

    @Test func emojiAreWhatIOSDrawsInColor() {
        for emoji in ["📱", "🐶", "🏃\u{200D}♂️", "🇫🇷", "☀️", "©️", "1️⃣", "👍🏽"] {
            #expect(EmojiWidths.isEmoji(Character(emoji)), "\(emoji)")
        }
        // Without U+FE0F these stay text, in the font; letters, digits, CJK are never emoji.
        for text in ["☀", "©", "a", "1", "é", "项", "–", "…", "\u{2248}"] {
            #expect(!EmojiWidths.isEmoji(Character(text)), "\(text)")
        }
    }

    @Test func aLabelOfOneEmojiIsItsWidthAtEveryWeightAndRelease() throws {
        let typesetter = try #require(TestFonts.shared)
        for weight in [FontWeight.regular, .semibold, .bold] {
            for release in [TextRelease.iOS12, .iOS17] {
                // "📱" at 14 pt: saved 20 wide (Xcode 11); before, 14.0.
                #expect(typesetter.measure(system("📱", 14, weight, release: release)).width == 20, "\(weight) \(release)")
            }
        }
        // "🐶" at 17 pt: saved 23 (Xcode 12); before, 16.5. "☀️" at 120 pt: 130; before, 117.5.
        #expect(typesetter.measure(system("🐶", 17)).width == 23)
        #expect(typesetter.measure(system("☀️", 120)).width == 130)
        // A sequence joined by U+200D is one emoji: "🏃‍♂️" at 34 pt, saved 38; before, 62.5.
        #expect(typesetter.measure(system("🏃\u{200D}♂️", 34)).width == 38)
        // "☀" without U+FE0F is Inter's letter, not an emoji's 20.
        #expect(typesetter.measure(system("☀", 14)).width != 20)
    }

    @Test func besideOtherLettersOnlyTheyAreTracked() throws {
        let typesetter = try #require(TestFonts.shared)
        // "©️チーム" at 14 pt: 20 for the emoji, 3 × 14 × (1 + ideographic/1000) for the
        // Japanese (PingFang's). Hand-checked with today's fit (19.8): 20 + 42.83 = 62.83, up
        // to 63 at @2x. (A label of this kind, "©️" and 13 katakana, was saved 206: 20 + 185.6.)
        let em = 1 + InterCalibration.ideographic / 1000
        #expect(TestFonts.roundedUp(20 + 3 * 14 * em) == 63)
        #expect(typesetter.measure(system("©️チーム", 14, release: .iOS13)).width == 63)
        // "Hi 🐶" at 17 pt: San Francisco's letters and their tracking (−26/1000 em at 17
        // pt, three clusters), then the emoji's 23, untracked.
        let latin = try #require(StandInExpectation.textLetters("Hi ", 17))
        #expect(typesetter.measure(system("Hi 🐶", 17)).width == TestFonts.roundedUp(latin + 3 * 17 * -26.0 / 1000 + 23))
    }
}
