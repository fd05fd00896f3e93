/// How a picture draws text that was measured with a font descriptor: the family
/// fontconfig knows the face by, its weight and style, the point size, and the tracking the
/// measure added after every character (SVG's `letter-spacing`). The stand-in's per-character
/// calibration (`InterCalibration`) is the one part a picture cannot repeat, so drawn lines
/// come within a few percent of their measured width.
package struct DrawingFont: Sendable, Equatable {
    /// "Inter" for the system font and text styles; a named font's own name.
    package var family: String
    /// The CSS weight, 100 to 900.
    package var weight: Int
    package var italic: Bool
    /// Points.
    package var size: Double
    /// Points added after every character.
    package var tracking: Double

    /// The font `descriptor` is drawn with at `category`, with Inter standing in for San
    /// Francisco as the measure has it (docs/text.md#measuring).
    package init(_ descriptor: FontDescriptor, category: ContentSizeCategory = .large) {
        switch descriptor {
        case let .system(size, weight, italic):
            self.init(system: size, weight: weight, italic: italic)
        case let .textStyle(style):
            self.init(system: DynamicType.size(of: style, at: category), weight: DynamicType.weight(of: style), italic: false)
        case let .named(name, size):
            self.init(family: name, weight: 400, italic: false, size: size, tracking: 0)
        }
    }

    /// Today's San Francisco: its tracking table, plus the stand-in's per-letter offset for
    /// the weight (`StandInLetters.textOffset`), which a picture can only spread as spacing.
    private init(system size: Double, weight w: FontWeight, italic: Bool) {
        let tracking = size * Tracking.table(size: size, generation: .variable) / 1000
            + StandInLetters(size: size, weight: w, release: .newest).textOffset
        self.init(family: "Inter", weight: w.value, italic: italic, size: size, tracking: tracking)
    }

    package init(family: String, weight: Int, italic: Bool, size: Double, tracking: Double) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.tracking = tracking
    }
}
