/// San Francisco's own advance widths at its Display optical size, regular and bold, for the
/// printable ASCII characters: what the stand-in blends toward from 17 pt, where SF's letters
/// begin to narrow (`OpticalSize`).
///
/// Provenance: the npm package @soral/string-pixel-width (github.com/soraliu/string-pixel-width,
/// MIT, src/widthsMap.ts at commit 0596b7d, 2022-04-07), its `blinkmacsystemfont` row: each
/// character's `offsetWidth` in Chrome on a Mac at font-size 100 px, where BlinkMacSystemFont
/// is San Francisco (in 2022 the variable SF, at 100 px at the Display end of its optical
/// sizes), with font-weight normal and bold. So these are hundredths of an em, rounded to
/// whole pixels (±0.005 em), with no tracking and no kerning. Only the numbers are used. The
/// italic columns are left out: the system font's italic takes its upright's letters here.
enum SFDisplayWidths {
    /// The first character of the tables: U+0020, the space.
    static let first: UInt8 = 0x20

    /// Regular (400), 1/100 em, U+0020…U+007E in order.
    static let regular: [UInt8] = [
        21, 27, 40, 60, 60, 81, 67, 25, 32, 32, 40, 60, 21, 43, 21, 28,  // space !"#$%&'()*+,-./
        61, 44, 57, 59, 60, 59, 62, 55, 60, 62, 21, 21, 60, 60, 60, 49,  // 0123456789:;<=>?
        87, 64, 60, 69, 68, 55, 53, 71, 70, 22, 50, 60, 52, 83, 70, 73,  // @ABCDEFGHIJKLMNO
        58, 73, 60, 59, 58, 70, 63, 92, 63, 61, 62, 32, 28, 32, 60, 53,  // PQRSTUVWXYZ[\]^_
        50, 50, 55, 50, 55, 51, 30, 55, 54, 21, 21, 49, 20, 80, 53, 53,  // `abcdefghijklmno
        55, 55, 31, 47, 30, 53, 48, 72, 47, 49, 47, 32, 22, 32, 60,  // pqrstuvwxyz{|}~
    ]

    /// Bold (700), 1/100 em, the same characters.
    static let bold: [UInt8] = [
        20, 32, 46, 64, 65, 89, 70, 27, 38, 38, 45, 65, 24, 44, 24, 30,  // space !"#$%&'()*+,-./
        66, 48, 60, 63, 65, 63, 65, 57, 65, 65, 24, 24, 65, 65, 65, 53,  // 0123456789:;<=>?
        89, 69, 64, 71, 70, 57, 55, 73, 73, 26, 56, 65, 54, 86, 71, 75,  // @ABCDEFGHIJKLMNO
        62, 75, 64, 63, 60, 71, 68, 97, 69, 67, 63, 38, 30, 38, 65, 58,  // PQRSTUVWXYZ[\]^_
        50, 55, 60, 55, 60, 56, 36, 59, 58, 24, 24, 54, 24, 86, 58, 57,  // `abcdefghijklmno
        59, 59, 36, 51, 36, 58, 53, 79, 53, 54, 51, 38, 24, 38, 65,  // pqrstuvwxyz{|}~
    ]
}
