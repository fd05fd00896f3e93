/// One file as `layoutd lint` saw it: its report, or the refusal of the whole file. The
/// writers of several files at once take a list of these (`LintWriter.json(_:problem:)`,
/// `LintSARIFWriter.write`), so every format reports the same files under the same paths.
package struct LintedFile: Sendable {
    /// What linting the file gave.
    package enum Outcome: Sendable {
        /// Its findings and notes.
        case linted(LintReport)
        /// The file could not be read as a storyboard or XIB at all.
        case refused(ImportError)
    }

    /// The path the file's findings are printed and keyed by (docs/lint.md#baselines).
    package var path: String
    package var outcome: Outcome

    package init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    /// The file's report; nil when it was refused.
    package var report: LintReport? {
        if case .linted(let report) = outcome { return report }
        return nil
    }
}
