/// One grapheme cluster as the breaker sees it: its tracked advance and its break class.
package struct TextCluster: Sendable, Hashable {
    package var advance: Double
    package var breakClass: BreakClass

    package init(_ advance: Double, _ breakClass: BreakClass = .other) {
        self.advance = advance
        self.breakClass = breakClass
    }
}

/// One laid-out line, as cluster indices: what is drawn before the ellipsis, whether there
/// is one, what is drawn after it.
package struct TextLine: Sendable, Hashable {
    /// The clusters before the ellipsis; on a line without one, the whole line (its hanging
    /// spaces and its newline included).
    package var leading: Range<Int>
    package var ellipsis: Bool
    /// The clusters after the ellipsis (head and middle truncation); empty otherwise.
    package var trailing: Range<Int>
    /// Points, unrounded: what the line's drawn clusters and ellipsis take.
    package var width: Double

    package init(leading: Range<Int>, ellipsis: Bool = false, trailing: Range<Int>? = nil, width: Double) {
        self.leading = leading
        self.ellipsis = ellipsis
        self.trailing = trailing ?? leading.upperBound..<leading.upperBound
        self.width = width
    }
}

package struct LineLayout: Sendable, Hashable {
    package var lines: [TextLine]
    /// Whether some of the text is not shown: lines past the cap, or a line cut at the width.
    package var truncated: Bool

    /// The widest line, unrounded.
    package var width: Double { lines.reduce(0) { max($0, $1.width) } }
}

/// Breaks a paragraph's clusters into lines the way UIKit does, knowing nothing of fonts:
/// its input is advances and break classes, so every rule can be worked out by hand.
///
/// - Breaking: word wrapping (and clipping and the truncation modes, on every line but the
///   last) breaks after spaces and hyphens, and inside a word only when the word alone is
///   wider than the line; char wrapping breaks between any two clusters. Spaces never push a
///   line over: at a break they hang. At a paragraph's end (end of text, or a newline) its
///   trailing spaces do count, as a single-line UILabel counts trailing spaces.
/// - Newlines end lines; with `maximumLines == 1` they read as spaces (a one-line label is
///   one line). A newline at the very end of the text starts no further line.
/// - Past `maximumLines`, the last line shown takes the rest of its paragraph: cut as laid
///   out (word and char wrapping), clipped at the width (clipping), or shortened between
///   clusters to fit the width with an ellipsis at its end, start or middle (truncating);
///   spaces next to an ellipsis are dropped.
/// - A single cluster wider than the line sits alone on its line and is clipped to the
///   width (`truncated`).
package struct LineBreaker: Sendable, Hashable {
    /// The width lines break at, points; nil: unbounded (only newlines break).
    package var width: Double?
    /// At most this many lines; 0: no limit.
    package var maximumLines: Int
    package var mode: LineBreakMode
    /// The tracked advance of "…" in the text's font.
    package var ellipsisAdvance: Double

    /// Sums of a few hundred advances are off by far less than this; it keeps a line that
    /// fits exactly from breaking on the last bit of a double.
    static let tolerance = 1e-9

    package init(width: Double?, maximumLines: Int, mode: LineBreakMode, ellipsisAdvance: Double) {
        self.width = width
        self.maximumLines = maximumLines
        self.mode = mode
        self.ellipsisAdvance = ellipsisAdvance
    }

    package func layout(_ input: [TextCluster]) -> LineLayout {
        let clusters = maximumLines == 1
            ? input.map { $0.breakClass == .newline ? TextCluster($0.advance, .space) : $0 }
            : input
        let limit = width.map { $0 > 0 ? $0 : 0 }
        var lines = wrap(clusters, limit: limit)
        var truncated = false
        if maximumLines > 0, lines.count > maximumLines {
            truncated = true
            let cut = lines[maximumLines - 1]
            lines.removeSubrange((maximumLines - 1)...)
            lines.append(lastLine(clusters, laidOut: cut, limit: limit))
        }
        if let limit {
            for index in lines.indices where lines[index].width > limit + Self.tolerance {
                lines[index].width = limit
                truncated = true
            }
        }
        return LineLayout(lines: lines, truncated: truncated)
    }

    // MARK: Breaking

    private func wrap(_ clusters: [TextCluster], limit: Double?) -> [TextLine] {
        let breaksWords = mode != .charWrapping
        var lines: [TextLine] = []
        var start = 0
        while start < clusters.count {
            var raw = 0.0      // every cluster so far, trailing spaces included
            var visible = 0.0  // up to the last cluster that is not a space
            var wordBreak: (end: Int, width: Double)?
            var ended: TextLine?
            var index = start
            scan: while index < clusters.count {
                let cluster = clusters[index]
                switch cluster.breakClass {
                case .newline:
                    ended = TextLine(leading: start..<(index + 1), width: raw)
                    break scan
                case .space:
                    raw += cluster.advance
                    index += 1
                    if breaksWords { wordBreak = (index, visible) }
                case .other, .hyphen:
                    if let limit, index > start, raw + cluster.advance > limit + Self.tolerance {
                        ended = wordBreak.map { TextLine(leading: start..<$0.end, width: $0.width) }
                            ?? TextLine(leading: start..<index, width: visible)
                        break scan
                    }
                    raw += cluster.advance
                    visible = raw
                    index += 1
                    if cluster.breakClass == .hyphen, breaksWords, index - 1 > start,
                       clusters[index - 2].breakClass != .space {
                        wordBreak = (index, visible)
                    }
                }
            }
            let line = ended ?? TextLine(leading: start..<clusters.count, width: raw)
            lines.append(line)
            start = line.leading.upperBound
        }
        return lines
    }

    // MARK: The last line

    private func lastLine(_ clusters: [TextCluster], laidOut: TextLine, limit: Double?) -> TextLine {
        let start = laidOut.leading.lowerBound
        var end = start
        while end < clusters.count, clusters[end].breakClass != .newline { end += 1 }
        let available = (limit ?? .infinity) - ellipsisAdvance
        switch mode {
        case .wordWrapping, .charWrapping:
            return laidOut
        case .clipping:
            let full = clusters[start..<end].reduce(0) { $0 + $1.advance }
            return TextLine(leading: start..<end, width: min(full, limit ?? full))
        case .truncatingTail:
            let kept = prefix(clusters, start..<end, within: available)
            return TextLine(leading: start..<kept.end, ellipsis: true, width: kept.width + ellipsisAdvance)
        case .truncatingHead:
            let kept = suffix(clusters, start..<end, within: available)
            return TextLine(leading: start..<start, ellipsis: true, trailing: kept.start..<end,
                            width: ellipsisAdvance + kept.width)
        case .truncatingMiddle:
            return middle(clusters, start..<end, within: available)
        }
    }

    /// The longest run from the range's start whose clusters up to its last non-space fit
    /// `available`.
    private func prefix(_ clusters: [TextCluster], _ range: Range<Int>, within available: Double) -> (end: Int, width: Double) {
        var raw = 0.0, visible = 0.0, end = range.lowerBound
        for index in range {
            let cluster = clusters[index]
            if cluster.breakClass == .space { raw += cluster.advance; continue }
            if raw + cluster.advance > available + Self.tolerance { break }
            raw += cluster.advance
            visible = raw
            end = index + 1
        }
        return (end, visible)
    }

    /// The longest run ending at the range's end, from its first non-space, that fits.
    private func suffix(_ clusters: [TextCluster], _ range: Range<Int>, within available: Double) -> (start: Int, width: Double) {
        var raw = 0.0, visible = 0.0, start = range.upperBound
        for index in range.reversed() {
            let cluster = clusters[index]
            if cluster.breakClass == .space { raw += cluster.advance; continue }
            if raw + cluster.advance > available + Self.tolerance { break }
            raw += cluster.advance
            visible = raw
            start = index
        }
        return (start, visible)
    }

    /// Keeps clusters from both ends, one at a time on the narrower side (the front on a
    /// tie), until neither side's next cluster fits beside the ellipsis.
    private func middle(_ clusters: [TextCluster], _ range: Range<Int>, within available: Double) -> TextLine {
        var front = range.lowerBound, back = range.upperBound
        var frontRaw = 0.0, frontVisible = 0.0, frontKept = front
        var backRaw = 0.0, backVisible = 0.0, backKept = back
        var frontOpen = true, backOpen = true
        while front < back, frontOpen || backOpen {
            if frontOpen, !backOpen || frontVisible <= backVisible {
                let cluster = clusters[front]
                if cluster.breakClass == .space {
                    frontRaw += cluster.advance
                    front += 1
                } else if frontRaw + cluster.advance + backVisible > available + Self.tolerance {
                    frontOpen = false
                } else {
                    frontRaw += cluster.advance
                    frontVisible = frontRaw
                    front += 1
                    frontKept = front
                }
            } else {
                let cluster = clusters[back - 1]
                if cluster.breakClass == .space {
                    backRaw += cluster.advance
                    back -= 1
                } else if frontVisible + cluster.advance + backRaw > available + Self.tolerance {
                    backOpen = false
                } else {
                    backRaw += cluster.advance
                    backVisible = backRaw
                    back -= 1
                    backKept = back
                }
            }
        }
        return TextLine(leading: range.lowerBound..<frontKept, ellipsis: true, trailing: backKept..<range.upperBound,
                        width: frontVisible + ellipsisAdvance + backVisible)
    }
}
