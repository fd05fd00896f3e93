/// The width of an emoji in a system-font label: iOS draws it in Apple Color Emoji, a bitmap
/// font whose advance does not follow the point size (wider, for its size, in small text),
/// and Inter, the stand-in, has no emoji at all (its .notdef came out about 1 em).
///
/// Evidence: every development-half label of the 1,636-file collection (`/work/corpus4`)
/// whose text decides its saved width and holds an emoji, single-line, system font (Xcode
/// 10–12, five repositories): "📱", "💻", "📄" at 14 pt saved 20 wide (four labels, one
/// file); "🐶" at 17 pt 23; "☑️" at 25 pt 28; "🏃‍♂️" at 34 pt (largeTitle) 38; "☀️" at
/// 120 pt 130. Each came out 4.5–12.5 pt narrow read as a letter, none within 1 pt. A sixth
/// repository agrees: "©️チームマッシュルームマニア" at 14 pt, saved 206, is 13 Japanese
/// characters at PingFang's 14.28 (185.6) and this table's 20 (205.6, up to 206.0 at @2x).
/// Every width is a whole number of points, as a bitmap font's advance would be. These are
/// the saved frames' numbers, not any published metric (none was found); between the sizes
/// seen they are read by straight lines, below 14 pt and above 120 pt in proportion.
package enum EmojiWidths {
    /// (point size, width in points), in order of size.
    static let anchors: [(size: Double, width: Double)] = [(14, 20), (17, 23), (25, 28), (34, 38), (120, 130)]

    /// The emoji's whole advance in points at `size`, tracking included (San Francisco's
    /// tracking does not reach another font, as with PingFang).
    package static func advance(size: Double) -> Double {
        guard let first = anchors.first, let last = anchors.last else { return size }
        // `!(… > …)` holds NaN to the small end.
        if !(size > first.size) { return size * first.width / first.size }
        if size >= last.size { return size * last.width / last.size }
        var below = first
        for anchor in anchors.dropFirst() {
            if size <= anchor.size {
                return below.width + (anchor.width - below.width) * (size - below.size) / (anchor.size - below.size)
            }
            below = anchor
        }
        return size * last.width / last.size
    }

    /// Whether iOS draws `character` as an emoji: a pictograph, flag or modifier from U+1F000
    /// (🐶, 📱, 🇫🇷, 🏃‍♂️), or any character asking for emoji presentation with U+FE0F (☀️,
    /// ©️, 1️⃣). Without U+FE0F, ☀ and © below U+1F000 stay text, as the font has them. The
    /// same test as tools/corpus/fit_text_corrections.py's `is_emoji`.
    @inline(__always)
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.value >= 0x1F000 && first.value <= 0x1FAFF { return true }
        // U+FE0F is 3 bytes of UTF-8: a character holding it and anything else has 4 or more,
        // so letters, digits and CJK characters leave here without a look at their scalars.
        guard character.utf8.count > 3 else { return false }
        return scalars.contains { $0.value == 0xFE0F }
    }
}
