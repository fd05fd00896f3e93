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
    ///
    /// `shaped` gets each cluster's advance as the face itself gives it (Inter's, where Inter
    /// stands in for San Francisco), one for one with the clusters: what a picture drawing
    /// the face must add to reach the measured line (`TextMeasurement.lineSpacing`).
    func clusters(of text: String, oneLine: Bool, shaped: inout [Double]) -> [TextCluster] {
        var clusters: [TextCluster] = []
        if oneLine {
            append(String(text.map { $0.isNewline ? " " : $0 }), to: &clusters, shaped: &shaped)
            return clusters
        }
        let newline = Tracking.trackedAdvance(letter(" ", face.spaceAdvance), tracking: tracking)
        for (index, paragraph) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if index > 0 {
                clusters.append(TextCluster(newline, .newline))
                shaped.append(points(face.spaceAdvance))
            }
            append(String(paragraph), to: &clusters, shaped: &shaped)
        }
        return clusters
    }

    /// The tracked advance of "…" in this font.
    var ellipsisAdvance: Double {
        Tracking.trackedAdvance(letter("\u{2026}", face.ellipsisAdvance), tracking: tracking)
    }

    /// A character's untracked advance in points, from its shaped advance in font units:
    /// San Francisco's when Inter stands in.
    @inline(__always)
    private func letter(_ character: Character, _ units: Double) -> Double {
        letters?.advance(character, inter: points(units)) ?? points(units)
    }

    /// A character's tracked advance in points: San Francisco's tracking added to its letter,
    /// or, where Inter stands in, the whole advance of a character iOS draws in another font
    /// (`StandInLetters.fallbackAdvance`), which the tracking does not reach.
    @inline(__always)
    private func trackedLetter(_ character: Character, _ units: Double) -> Double {
        if let fallback = letters?.fallbackAdvance(character) { return fallback }
        return Tracking.trackedAdvance(letter(character, units), tracking: tracking)
    }

    /// The face's own advance of "…", in points.
    var shapedEllipsisAdvance: Double { points(face.ellipsisAdvance) }

    private func append(_ paragraph: String, to clusters: inout [TextCluster], shaped: inout [Double]) {
        let advances = Shaper.advances(of: paragraph, with: face)
        for (character, advance) in zip(paragraph, advances) {
            clusters.append(TextCluster(trackedLetter(character, advance), BreakClass(character)))
            shaped.append(points(advance))
        }
    }
}
