import LayoutEngine

/// One finding of the linter: a diagnostic of docs/requests.md#diagnostics or `misplaced`
/// (docs/interface-builder.md#the-findings), at the line of the view or constraint it names.
public struct LintFinding: Sendable {
    /// `unsatisfiable`, `ambiguous`, `outsideSuperview`, `negativeSize`, `misplaced`, or
    /// another rule's id in camel case (`duplicateConstraint`).
    public var kind: String
    /// The view, guide or constraint named.
    public var subject: String
    /// 1-based line of the subject in the file.
    public var line: Int
    /// 1-based column of the subject element's `<` (1 when only the line is known).
    public var column: Int = 1
    /// What is wrong, as Xcode's canvas or UIKit's log would say it.
    public var message: String
    /// `unsatisfiable` only: the constraints the broken one conflicts with.
    public var conflictsWith: [String] = []
    /// `ambiguous` and `negativeSize` only: the attributes concerned.
    public var attributes: [String] = []
    /// `outsideSuperview` only: the superview the subject lies outside of.
    public var superview: String?
    /// `misplaced` only: the frame the file saved, in the superview's space.
    public var saved: Rect?
    /// `misplaced` only: the frame the solver gives, in the superview's space.
    public var solved: Rect?
    /// `misplaced` only: the frame `--fix` writes (in the superview's space), as Xcode's
    /// Update Frames would.
    public var fixed: Rect?
    /// `misplaced` only: the file itself says `misplaced="YES"`.
    public var markedMisplaced = false

    /// The rule the finding breaks, by its kind; its severity as the configuration sets it.
    public var rule: LintRule

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
