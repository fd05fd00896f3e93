import Typesetting

/// A measurer whose every character is `advance` points wide and every line `lineHeight`
/// tall, so that tests can work text frames out by hand. Lines break after spaces (a
/// trailing space does not count), a word longer than the line breaks between characters,
/// and `\n` starts a line. A `.named` font is "missing": reported substituted.
package struct FixedAdvanceMeasurer: TextMeasuring {
    package var advance: Double
    package var lineHeight: Double
    package var ascender: Double

    package init(advance: Double = 10, lineHeight: Double = 20, ascender: Double = 16) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascender = ascender
    }

    package func measure(_ r: TextRequest) -> TextMeasurement {
        let lines = wrap(Array(r.text), width: r.numberOfLines == 1 ? nil : r.width)
        let limit = r.numberOfLines == 0 ? lines.count : min(lines.count, r.numberOfLines)
        var truncated = lines.count > limit
        var widest = lines.prefix(limit).map { Double($0.count) * advance }.max() ?? 0
        if let width = r.width, widest > width {
            truncated = true
            widest = width
        }
        let shown = r.text.isEmpty ? 0 : limit
        var substituted: String?
        if case .named(let name, _) = r.font { substituted = name }
        return TextMeasurement(
            width: widest, height: Double(shown) * lineHeight, lines: shown, truncated: truncated,
            firstBaseline: ascender, lastBaseline: Double(max(shown - 1, 0)) * lineHeight + ascender,
            substitutedFont: substituted)
    }

    /// Greedy lines of characters, trailing spaces dropped.
    private func wrap(_ text: [Character], width: Double?) -> [[Character]] {
        var lines: [[Character]] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width else {
                lines.append(Array(paragraph))
                continue
            }
            let perLine = max(1, Int((width + 1e-9) / advance))
            var line: [Character] = []
            var words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(Array.init)
            while !words.isEmpty {
                var word = words.removeFirst()
                let candidate = line.isEmpty ? word : line + [" "] + word
                if candidate.count <= perLine {
                    line = candidate
                } else if line.isEmpty {
                    // A word longer than the line: break it between characters.
                    lines.append(Array(word.prefix(perLine)))
                    word.removeFirst(perLine)
                    words.insert(word, at: 0)
                } else {
                    lines.append(line)
                    line = []
                    words.insert(word, at: 0)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
