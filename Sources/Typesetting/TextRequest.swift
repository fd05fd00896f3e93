/// One piece of text to measure: what a label, button title or field holds.
public struct TextRequest: Sendable, Hashable {
    public var text: String
    public var font: FontDescriptor
    /// Sizes `.textStyle` fonts (`contentSizeCategory`, docs/text.md#members).
    public var contentSize: ContentSizeCategory
    /// At most this many lines; 0: no limit.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// The width lines break at; nil: unbounded (the unwrapped line, or the text's own
    /// newlines only).
    public var width: Double?
    /// Pixels per point the measured sizes are rounded up to.
    public var scale: Double

    public init(
        text: String, font: FontDescriptor, contentSize: ContentSizeCategory = .large,
        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail,
        width: Double? = nil, scale: Double = 2
    ) {
        self.text = text
        self.font = font
        self.contentSize = contentSize
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.width = width
        self.scale = scale
    }
}

/// What measuring a `TextRequest` gives, in points, rounded up to the pixel grid.
public struct TextMeasurement: Sendable, Equatable {
    /// The widest line laid out (at most the request's width when the text was cut to fit).
    public var width: Double
    /// The height of the lines laid out.
    public var height: Double
    /// How many lines were laid out.
    public var lines: Int
    /// Whether some of the text did not fit `numberOfLines` lines of the request's width.
    public var truncated: Bool
    /// Baselines from the top of the first line box: first line's, last line's.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The font name asked for that the measurer lacks (the system font stood in); nil
    /// when the font asked for was used.
    public var substitutedFont: String?
    /// Each line's text as laid out, an ellipsis where it was cut: what a picture draws.
    public var lineTexts: [String]
    /// The point size the font was resolved to (a text style's, at the content size).
    public var pointSize: Double

    public init(width: Double, height: Double, lines: Int, truncated: Bool,
                firstBaseline: Double, lastBaseline: Double, substitutedFont: String? = nil,
                lineTexts: [String] = [], pointSize: Double = 0) {
        self.width = width
        self.height = height
        self.lines = lines
        self.truncated = truncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.substitutedFont = substitutedFont
        self.lineTexts = lineTexts
        self.pointSize = pointSize
    }
}

/// Measures text. `Typesetter` measures with real fonts; the engine's tests measure with
/// fixed advances, so that their frames can be worked out by hand.
public protocol TextMeasuring: Sendable {
    func measure(_ request: TextRequest) -> TextMeasurement
}
