/// Which rules `layoutd lint` runs and at what severity: the defaults, changed by a
/// `.layoutd-lint.yml` (docs/lint.md#configuration) or the command line.
package struct LintConfiguration: Sendable, Equatable {
    /// Rules turned off.
    package var disabledRules: Set<LintRule.ID> = []
    /// Opt-in rules turned on.
    package var optInRules: Set<LintRule.ID> = []
    /// A severity per rule, in place of the rule's default.
    package var severities: [LintRule.ID: LintRule.Severity] = [:]

    /// Every rule on by default, at its default severity.
    package init() {}

    package static let `default` = LintConfiguration()

    /// The ids of the rules that run: those on by default and those opted in, less those
    /// turned off.
    package var enabledRules: Set<LintRule.ID> {
        var out: Set<LintRule.ID> = []
        for rule in LintRule.all where (!rule.optIn || optInRules.contains(rule.id)) && !disabledRules.contains(rule.id) {
            out.insert(rule.id)
        }
        return out
    }

    /// `rule` at the severity this configuration gives it.
    package func configured(_ rule: LintRule) -> LintRule {
        var r = rule
        if let s = severities[rule.id] { r.severity = s }
        return r
    }

    /// `report` with the findings of rules that do not run left out, the others at their
    /// configured severity, and the approximation notes gone when `approximation` is off.
    func apply(to report: LintReport) -> LintReport {
        let enabled = enabledRules
        func keep(_ findings: [LintFinding]) -> [LintFinding] {
            findings.compactMap { f in
                guard enabled.contains(f.rule.id) else { return nil }
                var g = f
                g.rule = configured(f.rule)
                return g
            }
        }
        var out = report
        out.fileFindings = keep(report.fileFindings)
        let notes = enabled.contains(.approximation)
        for i in out.scenes.indices {
            if !notes { out.scenes[i].warnings = [] }
            for j in out.scenes[i].layouts.indices {
                out.scenes[i].layouts[j].findings = keep(out.scenes[i].layouts[j].findings)
                if !notes { out.scenes[i].layouts[j].notes = [] }
            }
        }
        return out
    }
}
