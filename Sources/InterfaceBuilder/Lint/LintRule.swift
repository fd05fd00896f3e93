/// A check `layoutd lint` makes, by the id every finding carries: what CI filters,
/// suppresses, baselines and annotates by (`layoutd lint --list-rules`).
public struct LintRule: Sendable, Equatable {
    /// How much a finding of the rule matters by default.
    public enum Severity: String, Sendable, Equatable {
        /// The layout is broken at run time: UIKit breaks a constraint or draws a view inside out.
        case error
        /// The layout is not what the file shows or not decided by it.
        case warning
        /// Not a mistake in the file: what layoutd approximated or could not lay out.
        case note
    }

    /// Stable, kebab-case: `unsatisfiable`, `ambiguous`, …
    public var id: String
    public var severity: Severity
    /// One sentence: what the rule checks.
    public var summary: String

    public static let unsatisfiable = LintRule(
        id: "unsatisfiable", severity: .error,
        summary: "Required constraints that cannot all hold: UIKit breaks one at run time (\"Unable to simultaneously satisfy constraints\").")
    public static let ambiguous = LintRule(
        id: "ambiguous", severity: .warning,
        summary: "A view whose position or size its constraints leave undecided, as Xcode's \"Ambiguous Layout\"; a scroll view whose content size they leave undecided.")
    public static let misplaced = LintRule(
        id: "misplaced", severity: .warning,
        summary: "A frame saved in the file that its own constraints do not give (\"Frame will be different at run time\"): the saved frames break a required constraint, as an edit outside Xcode leaves them.")
    public static let outsideSuperview = LintRule(
        id: "outside-superview", severity: .warning,
        summary: "A view reaching outside its superview, where touches never reach it (scroll, table and collection views' content excepted).")
    public static let negativeSize = LintRule(
        id: "negative-size", severity: .error,
        summary: "A view whose constraints give it a negative width or height.")
    public static let approximation = LintRule(
        id: "approximation", severity: .note,
        summary: "Not a finding: what the import approximated or left out, or a scene that could not be laid out; the findings near it may be layoutd's, not the file's.")

    /// Every rule, in the order `--list-rules` prints them.
    public static let all: [LintRule] = [unsatisfiable, ambiguous, misplaced, outsideSuperview, negativeSize, approximation]

    /// The rule of a finding's kind (`LintFinding.kind`, as the JSON answer names it).
    public static func of(kind: String) -> LintRule {
        switch kind {
        case "unsatisfiable": return .unsatisfiable
        case "ambiguous": return .ambiguous
        case "misplaced": return .misplaced
        case "outsideSuperview": return .outsideSuperview
        case "negativeSize": return .negativeSize
        default: return .approximation
        }
    }
}
