import LayoutEngine

/// One finding of the linter: a diagnostic of docs/requests.md#diagnostics or `misplaced`
/// (docs/interface-builder.md#the-findings), at the line of the view or constraint it names.
package struct LintFinding: Sendable {
    /// What was found, with the data only that kind of finding has.
    package var kind: Kind
    /// The view, guide or constraint named.
    package var subject: String
    /// 1-based line of the subject in the file.
    package var line: Int
    /// 1-based column of the subject element's `<` (1 when only the line is known).
    package var column: Int = 1
    /// What is wrong, as Xcode's canvas or UIKit's log would say it.
    package var message: String
    /// The rule the finding breaks, at the severity the configuration sets.
    package var rule: LintRule

    /// A finding of `kind` about `subject`, at the element `position` gives.
    init(_ kind: Kind, subject: String, at position: (line: Int, column: Int), message: String) {
        self.kind = kind
        self.rule = LintRule.of(kind.rule)
        self.subject = subject
        self.line = position.line
        self.column = position.column
        self.message = message
    }

    /// Whether the finding is an `ambiguous` one, whatever attributes it names.
    package var isAmbiguous: Bool {
        if case .ambiguous = kind { true } else { false }
    }

    /// Every kind of finding: one case a rule, carrying what that rule reports beyond the
    /// subject and message. Approximations are notes, never findings.
    package enum Kind: Sendable, Equatable {
        /// A required constraint UIKit breaks (the subject), and those it conflicts with.
        case unsatisfiable(conflictsWith: [String])
        /// The attributes the constraints leave undecided (`x`, `width`, …).
        case ambiguous(attributes: [String])
        /// The saved frame against the solved one.
        case misplaced(MisplacedFrame)
        /// The superview the subject lies outside of.
        case outsideSuperview(superview: String)
        /// The attributes that come out negative (`width`, `height`).
        case negativeSize(attributes: [String])
        case truncated
        case offscreen
        case smallTouchTarget
        case duplicateConstraint
        case duplicateId
        case autolayoutDisabled
        case missingAccessibilityLabel
        case relativeToMargin
        case reuseIdentifier
        case customClassName
        case hasInitialViewController
        case imageResource
        case colorResource

        /// The rule a finding of this kind breaks.
        package var rule: LintRule.ID {
            switch self {
            case .unsatisfiable: .unsatisfiable
            case .ambiguous: .ambiguous
            case .misplaced: .misplaced
            case .outsideSuperview: .outsideSuperview
            case .negativeSize: .negativeSize
            case .truncated: .truncated
            case .offscreen: .offscreen
            case .smallTouchTarget: .smallTouchTarget
            case .duplicateConstraint: .duplicateConstraint
            case .duplicateId: .duplicateId
            case .autolayoutDisabled: .autolayoutDisabled
            case .missingAccessibilityLabel: .missingAccessibilityLabel
            case .relativeToMargin: .relativeToMargin
            case .reuseIdentifier: .reuseIdentifier
            case .customClassName: .customClassName
            case .hasInitialViewController: .hasInitialViewController
            case .imageResource: .imageResource
            case .colorResource: .colorResource
            }
        }

        /// The kind as the JSON answer names it: the rule's id in camel case.
        package var name: String { rule.camelCase }
    }

    /// The saved frame of a `misplaced` finding's view, and what its constraints give.
    package struct MisplacedFrame: Sendable, Equatable {
        /// The frame the file saved, in the superview's space.
        package var saved: Rect
        /// The frame the solver gives, in the superview's space.
        package var solved: Rect
        /// The frame `--fix` writes (in the superview's space), as Xcode's Update Frames
        /// would; nil when that frame would have a negative size.
        package var fixed: Rect?
        /// The file itself says `misplaced="YES"`.
        package var markedByFile: Bool
    }

    /// The misplaced frame, for a `misplaced` finding.
    package var misplacedFrame: MisplacedFrame? {
        if case .misplaced(let m) = kind { m } else { nil }
    }
}
