#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder

/// `layoutd lint FILE|DIR...` (docs/lint.md): every scene solved at the file's device and
/// at each of `--devices`, and what Xcode's canvas would report, as text, GitHub workflow
/// commands, JSON or SARIF; or `layoutd lint --list-rules`.
struct LintCommand: LayoutdCommand, Equatable {
    enum Format: String, CaseIterable, Sendable { case text, json, github, sarif }

    /// Files and folders as given; a folder is every storyboard and XIB below it.
    var paths: [String] = []
    /// Print the rules and exit.
    var listRules = false
    /// Report only findings this baseline file does not hold.
    var baseline: String?
    /// Record every finding into this baseline file instead of failing on them.
    var writeBaseline: String?
    /// As `?devices=` takes it: "retina4_0,retina6_12:landscape", or "all"; nil: the
    /// configuration's, or none.
    var devices: String?
    /// The configuration file; nil: `.layoutd-lint.yml` in the working directory when there is one.
    var config: String?
    /// Rewrite the saved frames of misplaced views, as Xcode's Update Frames does, then
    /// report what is left.
    var fix = false
    var format = Format.text
    /// Lay every string out 40 % longer too, for `truncated` findings there.
    var pseudoLocalize = false
    /// "large,accessibilityLarge": content sizes to lay text styles out at too; nil: the
    /// configuration's, or none.
    var contentSizes: String?
    /// Where relative paths are read from and findings are keyed against; nil: the
    /// process's. Not a flag: tests give each run a folder of its own.
    var workingDirectory: WorkingDirectory?

    /// 0 without findings (beyond the baseline), 3 with findings, 2 when a file cannot be
    /// read or is refused, or the configuration, devices or baseline cannot be used.
    func run() -> CommandReport {
        var report = CommandReport()
        if listRules {
            report.print(lines: Self.ruleList())
            return report
        }
        let directory = workingDirectory ?? .process(pwd: getenv("PWD").map { String(cString: $0) })
        do throws(CommandFailure) {
            let inputs = try LintInputs(self, in: directory, report: &report)
            try LintRun(command: self, inputs: inputs).lintAll(into: &report)
        } catch {
            report.fail(error)
        }
        return report
    }

    /// `--list-rules`: id, default severity, on or opt-in, and what each rule checks, one a line.
    static func ruleList() -> String {
        let rules = LintRule.all + [.importRefused]
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        var out = ""
        for rule in rules {
            let id = rule.id.rawValue + String(repeating: " ", count: width - rule.id.rawValue.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            let state = rule.optIn ? "opt-in" : "on    "
            out += "\(id)  \(severity)  \(state)  \(rule.summary)\n"
        }
        return out
    }
}
