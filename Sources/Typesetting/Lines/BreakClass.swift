/// What a grapheme cluster allows next to it when lines are broken (docs/text.md#measuring).
package enum BreakClass: Sendable, Hashable {
    /// Lines break after it only inside a word longer than the line, or in char wrapping.
    case other
    /// A breaking space: lines break after it, and at such a break it hangs past the line's
    /// end, counting nothing to the line's width.
    case space
    /// A hyphen or dash: word wrapping may break after it (not after one that starts a word).
    case hyphen
    /// `\n`, `\r\n`, U+2028 …: ends its line whatever the mode; one-line text reads it as a
    /// space.
    case newline
}

extension BreakClass {
    /// The class UIKit's word wrapping gives `character`: newlines, breaking spaces (not
    /// the no-break spaces U+00A0, U+2007, U+202F), hyphens and dashes after which a line
    /// may break (U+002D, U+2010, U+2013, U+2014), and everything else.
    package init(_ character: Character) {
        if character.isNewline {
            self = .newline
        } else if character.isWhitespace {
            self = Self.noBreakSpaces.contains(character) ? .other : .space
        } else if Self.hyphens.contains(character) {
            self = .hyphen
        } else {
            self = .other
        }
    }

    private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]
    private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]
}
