/// A check `layoutd lint` makes, by the id every finding carries: what CI filters,
/// suppresses, baselines and annotates by (`layoutd lint --list-rules`).
package struct LintRule: Sendable, Equatable {
    /// A rule with its default severity.
    init(id: ID, severity: Severity, summary: String, optIn: Bool = false, readFromFile: Bool = false) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.optIn = optIn
        self.readFromFile = readFromFile
    }

    /// Every rule's id: stable, kebab-case (`outside-superview`), what CI filters,
    /// suppresses, baselines and annotates by.
    package enum ID: String, Sendable, Hashable, CaseIterable, Comparable {
        case unsatisfiable, ambiguous, misplaced
        case outsideSuperview = "outside-superview"
        case negativeSize = "negative-size"
        case truncated, offscreen
        case smallTouchTarget = "small-touch-target"
        case duplicateConstraint = "duplicate-constraint"
        case duplicateId = "duplicate-id"
        case autolayoutDisabled = "autolayout-disabled"
        case missingAccessibilityLabel = "missing-accessibility-label"
        case relativeToMargin = "relative-to-margin"
        case reuseIdentifier = "reuse-identifier"
        case customClassName = "custom-class-name"
        case hasInitialViewController = "has-initial-view-controller"
        case imageResource = "image-resource"
        case colorResource = "color-resource"
        case approximation
        /// A file refused as a whole; SARIF's results only (`LintSARIFWriter`).
        case importRefused = "import-refused"

        /// The id in camel case (`outside-superview` is `outsideSuperview`), as the JSON
        /// answer's `kind` and the engine's diagnostics name it.
        package var camelCase: String {
            var camel = ""
            var upper = false
            for c in rawValue {
                if c == "-" { upper = true } else { camel += upper ? c.uppercased() : String(c); upper = false }
            }
            return camel
        }

        package static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }
    }

    /// How much a finding of the rule matters by default.
    package enum Severity: String, Sendable, Equatable {
        /// The layout is broken at run time: UIKit breaks a constraint or draws a view inside out.
        case error
        /// The layout is not what the file shows or not decided by it.
        case warning
        /// Not a mistake in the file: what layoutd approximated or could not lay out.
        case note
    }

    package var id: ID
    package var severity: Severity
    /// One sentence: what the rule checks.
    package var summary: String
    /// Off unless the configuration's `opt_in_rules` names it: a convention some teams keep,
    /// or a check that fires on most real files (docs/lint.md#rules).
    package var optIn = false
    /// Read from the file, not solved: found once, whatever the devices linted.
    package var readFromFile = false

    package static let unsatisfiable = LintRule(
        id: .unsatisfiable, severity: .error,
        summary: "Required constraints that cannot all hold: UIKit breaks one at run time (\"Unable to simultaneously satisfy constraints\").")
    package static let ambiguous = LintRule(
        id: .ambiguous, severity: .warning,
        summary: "A view whose position or size its constraints leave undecided, as Xcode's \"Ambiguous Layout\"; a scroll view whose content size they leave undecided.")
    package static let misplaced = LintRule(
        id: .misplaced, severity: .warning,
        summary: "A frame saved in the file that its own constraints do not give (\"Frame will be different at run time\"): the saved frames break a required constraint, as an edit outside Xcode leaves them.")
    package static let outsideSuperview = LintRule(
        id: .outsideSuperview, severity: .warning,
        summary: "A view reaching outside its superview, where touches never reach it (scroll, table and collection views' content excepted).")
    package static let negativeSize = LintRule(
        id: .negativeSize, severity: .error,
        summary: "A view whose constraints give it a negative width or height.")
    package static let approximation = LintRule(
        id: .approximation, severity: .note,
        summary: "Not a finding: what the import approximated or left out, or a scene that could not be laid out; the findings near it may be layoutd's, not the file's.")

    package static let truncated = LintRule(
        id: .truncated, severity: .warning,
        summary: "A one-line label or a button whose text is wider than the frame the layout gives it at some device, so UIKit cuts it off; measured with Inter standing in for San Francisco, so only a shortfall well beyond that stand-in's error is reported.")
    package static let offscreen = LintRule(
        id: .offscreen, severity: .warning,
        summary: "A view of a screen-sized scene that lies wholly outside the screen, or a control wholly under the status bar, notch or home indicator, at some device (scroll content and hidden views excepted). Opt-in: views parked off the screen to slide in are a common design.",
        optIn: true)
    package static let smallTouchTarget = LintRule(
        id: .smallTouchTarget, severity: .warning,
        summary: "A button narrower or shorter than 44 pt, the smallest touch target Apple's Human Interface Guidelines give.",
        optIn: true)
    package static let duplicateConstraint = LintRule(
        id: .duplicateConstraint, severity: .warning,
        summary: "A constraint that says what another one says (the same items, attributes, relation, multiplier, constant and priority, either way round).",
        readFromFile: true)
    package static let duplicateId = LintRule(
        id: .duplicateId, severity: .error,
        summary: "An object id used twice in the file, as a bad merge leaves it: Xcode refuses to open or compile the file.",
        readFromFile: true)
    package static let autolayoutDisabled = LintRule(
        id: .autolayoutDisabled, severity: .warning,
        summary: "A file with Auto Layout off: its views are placed by autoresizing masks, and nothing in it can be checked.",
        readFromFile: true)
    package static let missingAccessibilityLabel = LintRule(
        id: .missingAccessibilityLabel, severity: .warning,
        summary: "A button that shows only an image, or an image view made accessible, without an accessibility label: VoiceOver reads the image's file name.",
        readFromFile: true)
    package static let relativeToMargin = LintRule(
        id: .relativeToMargin, severity: .warning,
        summary: "A constraint to a layout margin (the \"Constrain to margins\" box left on), for teams that pin to edges only.",
        optIn: true, readFromFile: true)
    package static let reuseIdentifier = LintRule(
        id: .reuseIdentifier, severity: .warning,
        summary: "A table or collection view cell whose reuse identifier is not its custom class's name.",
        optIn: true, readFromFile: true)
    package static let customClassName = LintRule(
        id: .customClassName, severity: .warning,
        summary: "A storyboard whose view controller's custom class is not the file's name followed by ViewController (Settings.storyboard: SettingsViewController).",
        optIn: true, readFromFile: true)
    package static let hasInitialViewController = LintRule(
        id: .hasInitialViewController, severity: .warning,
        summary: "A storyboard with no initial view controller: UIStoryboard's instantiateInitialViewController() gives nil.",
        optIn: true, readFromFile: true)

    package static let imageResource = LintRule(
        id: .imageResource, severity: .warning,
        summary: "An image the file uses that no image set of the asset catalogs found in the linted folders holds (SF Symbols excepted).",
        optIn: true, readFromFile: true)
    package static let colorResource = LintRule(
        id: .colorResource, severity: .warning,
        summary: "A named colour the file uses that no colour set of the asset catalogs found in the linted folders holds.",
        optIn: true, readFromFile: true)

    /// Every rule, in the order `--list-rules` prints them.
    package static let all: [LintRule] = [
        unsatisfiable, ambiguous, misplaced, outsideSuperview, negativeSize, truncated, offscreen, smallTouchTarget,
        duplicateConstraint, duplicateId, autolayoutDisabled, missingAccessibilityLabel,
        relativeToMargin, reuseIdentifier, customClassName, hasInitialViewController, imageResource, colorResource,
        approximation,
    ]

    /// The rule of `all` spelled `id`, or nil for a spelling no rule has.
    package static func named(_ id: String) -> LintRule? {
        ID(rawValue: id).map(of)
    }

    /// The rule of `all` (one a configuration may name) spelled `id`, or nil.
    package static func configurable(_ id: String) -> LintRule? {
        named(id).flatMap { rule in all.contains(rule) ? rule : nil }
    }

    /// The rule whose id is `id`.
    package static func of(_ id: ID) -> LintRule {
        switch id {
        case .unsatisfiable: unsatisfiable
        case .ambiguous: ambiguous
        case .misplaced: misplaced
        case .outsideSuperview: outsideSuperview
        case .negativeSize: negativeSize
        case .truncated: truncated
        case .offscreen: offscreen
        case .smallTouchTarget: smallTouchTarget
        case .duplicateConstraint: duplicateConstraint
        case .duplicateId: duplicateId
        case .autolayoutDisabled: autolayoutDisabled
        case .missingAccessibilityLabel: missingAccessibilityLabel
        case .relativeToMargin: relativeToMargin
        case .reuseIdentifier: reuseIdentifier
        case .customClassName: customClassName
        case .hasInitialViewController: hasInitialViewController
        case .imageResource: imageResource
        case .colorResource: colorResource
        case .approximation: approximation
        case .importRefused: importRefused
        }
    }

    /// The rule of a file refused as a whole (not XML, not a storyboard or XIB): it has no
    /// configuration of its own and is not in `all`.
    package static let importRefused = LintRule(
        id: .importRefused, severity: .error,
        summary: "A file that is not a storyboard or XIB layoutd can read: malformed XML or an unsupported document.")
}
