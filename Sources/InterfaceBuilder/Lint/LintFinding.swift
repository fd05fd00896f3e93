import LayoutEngine

/// One finding of the linter: a diagnostic of docs/requests.md#diagnostics or `misplaced`
/// (docs/interface-builder.md#the-findings), at the line of the view or constraint it names.
package struct LintFinding: Sendable {
    /// `unsatisfiable`, `ambiguous`, `outsideSuperview`, `negativeSize`, `misplaced`, or
    /// another rule's id in camel case (`duplicateConstraint`).
    package var kind: String
    /// The view, guide or constraint named.
    package var subject: String
    /// 1-based line of the subject in the file.
    package var line: Int
    /// 1-based column of the subject element's `<` (1 when only the line is known).
    package var column: Int = 1
    /// What is wrong, as Xcode's canvas or UIKit's log would say it.
    package var message: String
    /// `unsatisfiable` only: the constraints the broken one conflicts with.
    package var conflictsWith: [String] = []
    /// `ambiguous` and `negativeSize` only: the attributes concerned.
    package var attributes: [String] = []
    /// `outsideSuperview` only: the superview the subject lies outside of.
    package var superview: String?
    /// `misplaced` only: the frame the file saved, in the superview's space.
    package var saved: Rect?
    /// `misplaced` only: the frame the solver gives, in the superview's space.
    package var solved: Rect?
    /// `misplaced` only: the frame `--fix` writes (in the superview's space), as Xcode's
    /// Update Frames would.
    package var fixed: Rect?
    /// `misplaced` only: the file itself says `misplaced="YES"`.
    package var markedMisplaced = false

    /// The rule the finding breaks, by its kind; its severity as the configuration sets it.
    package var rule: LintRule

    /// A finding of `kind` about `subject`, at the element `position` gives.
    init(kind: String, subject: String, at position: (line: Int, column: Int), message: String) {
        self.kind = kind
        self.rule = LintRule.of(kind: kind)
        self.subject = subject
        self.line = position.line
        self.column = position.column
        self.message = message
    }
}
