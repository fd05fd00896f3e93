/// One piece of text to measure: what a label, button title or field holds.
package struct TextRequest: Sendable, Hashable {
    package var text: String
    package var font: FontDescriptor
    /// Sizes `.textStyle` fonts (`contentSizeCategory`, docs/text.md#members).
    package var contentSize: ContentSizeCategory
    /// At most this many lines; 0: no limit.
    package var numberOfLines: Int
    package var lineBreakMode: LineBreakMode
    /// The width lines break at; nil: unbounded (the unwrapped line, or the text's own
    /// newlines only).
    package var width: Double?
    /// Pixels per point the measured sizes are rounded up to.
    package var scale: Double
    /// Whose San Francisco the system font measures as (`textRelease`, docs/text.md#releases).
    package var release: TextRelease

    package init(
        text: String, font: FontDescriptor, contentSize: ContentSizeCategory = .large,
        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail,
        width: Double? = nil, scale: Double = 2, release: TextRelease = .newest
    ) {
        self.text = text
        self.font = font
        self.contentSize = contentSize
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.width = width
        self.scale = scale
        self.release = release
    }
}

/// What measuring a `TextRequest` gives, in points, rounded up to the pixel grid.
package struct TextMeasurement: Sendable, Equatable {
    /// The widest line laid out (at most the request's width when the text was cut to fit).
    package var width: Double
    /// The height of the lines laid out.
    package var height: Double
    /// How many lines were laid out.
    package var lines: Int
    /// Whether some of the text did not fit `numberOfLines` lines of the request's width.
    package var truncated: Bool
    /// Baselines from the top of the first line box: first line's, last line's.
    package var firstBaseline: Double
    package var lastBaseline: Double
    /// The font name asked for that the measurer lacks (the system font stood in); nil
    /// when the font asked for was used.
    package var substitutedFont: String?
    /// Each line's text as laid out, an ellipsis where it was cut: what a picture draws.
    package var lineTexts: [String]
    /// Each line's letter-spacing, points: what a picture adds after every character drawn
    /// in the face that was shaped (Inter, where it stands in for San Francisco) for the line
    /// to be as wide as measured.
    package var lineSpacing: [Double]
    /// The point size the font was resolved to (a text style's, at the content size).
    package var pointSize: Double

    package init(width: Double, height: Double, lines: Int, truncated: Bool,
                firstBaseline: Double, lastBaseline: Double, substitutedFont: String? = nil,
                lineTexts: [String] = [], lineSpacing: [Double] = [], pointSize: Double = 0) {
        self.width = width
        self.height = height
        self.lines = lines
        self.truncated = truncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.substitutedFont = substitutedFont
        self.lineTexts = lineTexts
        self.lineSpacing = lineSpacing
        self.pointSize = pointSize
    }
}

/// Measures text. `Typesetter` measures with real fonts; the engine's tests measure with
/// fixed advances, so that their frames can be worked out by hand.
package protocol TextMeasuring: Sendable {
    func measure(_ request: TextRequest) -> TextMeasurement
}
