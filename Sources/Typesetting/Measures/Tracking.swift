/// San Francisco's tracking per point size, which UIKit applies to the system font by itself
/// and which Inter (the stand-in) does not have: without it a 17-pt label comes out about
/// 0.4 pt per ten letters too wide.
///
/// Provenance: Apple's Human Interface Guidelines, Typography, "Tracking values", the
/// iOS/iPadOS table for SF Pro
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values;
/// before 2022 at …/foundations/typography and …/ios/visual-design/typography). The HIG page
/// itself could not be read from here; the 1/1000-em column was taken from a transcription
/// that cites it (the Figma plugin "Fix San Francisco", its SF Pro table) and checked against
/// two quotes of the HIG: 6 pt +0.24 … 13 pt −0.08, 16 pt −0.31, 17 pt −0.43 (points), and
/// 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14 (1/1000 em). Since iOS 14 that one
/// table serves the variable SF Pro at every size ("it varies smoothly between 17 and 28
/// points", WWDC 2020 "The details of UI typography"); its rows below 20 pt are kept apart
/// from those from 20 pt as Apple prints them.
///
/// Until iOS 13 the static faces had tables of their own (`staticText`, `staticDisplay`):
/// SF Pro Text 17 pt −24, 18 pt −25, 19 pt −26 and the same as today below 17 pt; SF Pro
/// Display 20 pt +19, 22 pt +16, 28 pt +13, 34 pt +11 and 0 at 80 pt, the rows quoted by this
/// project's first transcription of the pre-2020 HIG, read between them by straight lines.
enum Tracking {
    /// 1/1000 em at each whole size from 6 pt to 19 pt (SF Pro's Text sizes).
    static let text = Table(firstSize: 6, values: [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, //  6–15
        -20, -26, -25, -24,                     // 16–19
    ])

    /// 1/1000 em at each whole size from 20 pt to 80 pt (SF Pro's Display sizes); 0 beyond.
    static let display = Table(firstSize: 20, values: [
        -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, // 20–29
        14, 13, 13, 12, 12, 11, 10, 10, 10, 10, // 30–39
        10, 9, 9, 9, 8, 8, 8, 8, 8, 7,          // 40–49
        7, 7, 6, 6, 6, 6, 6, 6, 5, 5,           // 50–59
        4, 4, 4, 4, 4, 4, 3, 3, 2, 2,           // 60–69
        2, 2, 2, 2, 2, 2, 1, 1, 1, 1,           // 70–79
        0,                                      // 80
    ])

    /// SF Pro Text 17–19 pt until iOS 13; below 17 pt as `text`.
    static let staticText = Table(firstSize: 6, values: [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, //  6–15
        -20, -24, -25, -26,                     // 16–19
    ])

    /// SF Pro Display until iOS 13: the quoted rows, straight lines between them.
    static let staticDisplay = Table(firstSize: 20, anchors: [(20, 19), (22, 16), (28, 13), (34, 11), (80, 0)])

    /// The system font's tracking in points at `size`: the Text table below 20 pt, the
    /// Display table from 20 pt (where SF Pro Text hands over to SF Pro Display).
    static func systemFont(size: Double) -> Double {
        size * table(size: size, generation: .variable) / 1000
    }

    /// The generation's table at `size`, 1/1000 em.
    static func table(size: Double, generation: SFGeneration) -> Double {
        let display = size >= SystemFont.displayFromSize
        switch generation {
        case .variable: return (display ? self.display : text).value(at: size)
        case .staticFaces: return (display ? staticDisplay : staticText).value(at: size)
        }
    }

    /// The one place tracking meets the shaped advances, so that it can be recalibrated
    /// against saved frames in one line.
    ///
    /// Tracking is added after every grapheme cluster, the last one included (a 17-pt
    /// "Hello" is its advances plus 5 × −0.442 pt). Per cluster rather than per glyph: a
    /// combining mark has a glyph of its own and no advance, and spacing it would open a gap
    /// inside "é"; for Latin text without marks, clusters and glyphs are the same.
    @inline(__always)
    static func trackedAdvance(_ shaped: Double, tracking: Double) -> Double {
        shaped + tracking
    }

    /// Values at whole sizes, read between them by straight lines and held at the ends.
    struct Table: Sendable {
        let firstSize: Int
        let values: [Double]

        init(firstSize: Int, values: [Double]) {
            self.firstSize = firstSize
            self.values = values
        }

        /// Values at whole sizes from `firstSize` to the last anchor's, on straight lines
        /// between the anchors (size, value), which must be in order of size.
        init(firstSize: Int, anchors: [(size: Int, value: Double)]) {
            var values: [Double] = []
            for size in firstSize...(anchors.last?.size ?? firstSize) {
                let above = anchors.firstIndex { $0.size >= size } ?? anchors.count - 1
                let b = anchors[above], a = anchors[max(above - 1, 0)]
                values.append(b.size == a.size ? b.value
                              : a.value + (b.value - a.value) * Double(size - a.size) / Double(b.size - a.size))
            }
            self.init(firstSize: firstSize, values: values)
        }

        func value(at size: Double) -> Double {
            guard let first = values.first, let last = values.last else { return 0 }
            let position = size - Double(firstSize)
            // `!(position > 0)` also holds NaN to the first row, rather than trapping below.
            if !(position > 0) { return first }
            if position >= Double(values.count - 1) { return last }
            let below = Int(position)
            let fraction = position - Double(below)
            return values[below] + (values[below + 1] - values[below]) * fraction
        }
    }
}
