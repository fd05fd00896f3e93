/// Text to the breaker's clusters: one per grapheme cluster (Swift `Character`), never per
/// byte or scalar, each with its shaped, tracked advance in points.
extension ResolvedFont {
    /// Each paragraph (text between newlines) is shaped once as a whole, so kerning and
    /// contextual forms inside it are right, and its lines are sums of its cluster advances:
    /// the breaker decides on the same numbers the widths are made of, and a line never
    /// comes out wider than the width it was checked against. What that gives up is the
    /// kerning pair across a break inside a word, counted with the earlier line (a fraction
    /// of a point, and only where a word is cut). One-line text reads newlines as spaces
    /// before shaping, so they take a space's real advance.
    func clusters(of text: String, oneLine: Bool) -> [TextCluster] {
        var clusters: [TextCluster] = []
        if oneLine {
            append(String(text.map { $0.isNewline ? " " : $0 }), to: &clusters)
            return clusters
        }
        let newline = Tracking.trackedAdvance(points(face.spaceAdvance), tracking: tracking)
        for (index, paragraph) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if index > 0 { clusters.append(TextCluster(newline, .newline)) }
            append(String(paragraph), to: &clusters)
        }
        return clusters
    }

    /// The tracked advance of "…" in this font.
    var ellipsisAdvance: Double {
        Tracking.trackedAdvance(points(face.ellipsisAdvance), tracking: tracking)
    }

    private func append(_ paragraph: String, to clusters: inout [TextCluster]) {
        let advances = Shaper.advances(of: paragraph, with: face)
        for (character, advance) in zip(paragraph, advances) {
            let correction = calibrated ? (InterCalibration.characters[character] ?? 0) * size / 1000 : 0
            clusters.append(TextCluster(Tracking.trackedAdvance(points(advance) + correction, tracking: tracking), BreakClass(character)))
        }
    }
}
