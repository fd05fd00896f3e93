/// "Did you mean" for a name the document got wrong: the closest known name by edit
/// distance, when it is close enough to be a typo rather than a different name.
/// Only error messages use it, so it favours clarity over speed.
package enum Suggestion {
    /// The known name closest to `written`, or nil when none is a plausible typo of it.
    /// Distance is optimal string alignment (insertions, deletions, substitutions and
    /// swaps of two neighbours, so `titel` is one edit from `title`), over Unicode scalars,
    /// ignoring case; ties go to the name listed first.
    package static func closest<Names: Sequence<String>>(to written: String, among names: Names) -> String? {
        let typed = Array(written.lowercased().unicodeScalars)
        guard !typed.isEmpty else { return nil }
        let allowed = typed.count <= 3 ? 1 : typed.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for name in names where name != written {
            let known = Array(name.lowercased().unicodeScalars)
            guard abs(known.count - typed.count) <= allowed else { continue }
            let d = distance(typed, known)
            // A name as short as the edits it needs is a different name, not a typo.
            guard d <= allowed, d < known.count else { continue }
            if best.map({ d < $0.distance }) ?? true { best = (name, d) }
        }
        return best?.name
    }

    /// "; did you mean 'x'?" for `written`, or "" when no known name is close.
    package static func didYouMean<Names: Sequence<String>>(_ written: String, among names: Names) -> String {
        closest(to: written, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance between `a` and `b`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows: the one before last (for swaps), the last, and the one being filled.
        var older = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, older[j - 2] + 1)
                }
                row[j] = d
            }
            (older, previous, row) = (previous, row, older)
        }
        return previous[b.count]
    }
}
