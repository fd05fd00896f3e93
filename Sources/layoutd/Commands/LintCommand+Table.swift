import InterfaceBuilder

/// `lint`'s flags (docs/lint.md).
extension LintCommand {
    static let table = CommandTable<LintCommand>(
        name: "lint", summary: "solve every scene and report conflicts, ambiguity, misplaced views and more",
        operands: .many(placeholder: "FILE|DIR",
                        what: "storyboards and XIBs, folders (every .storyboard and .xib below them), or - for standard input") {
            $0.paths = $1
        },
        flags: [
            .text("devices", "LIST|all", help: "lay out at these devices too (retina4_0,retina6_12:landscape), or at all of them") { c, v throws(InvalidValue) in
                c.devices = try checked(v, by: Linter.parseDevices)
            },
            .choice("format", Format.self, help: "how findings print (default text)") { $0.format = $1 },
            .text("config", "FILE", help: "the configuration (default .layoutd-lint.yml when there is one)") { $0.config = $1 },
            .text("baseline", "FILE", help: "report only the findings this baseline does not hold") { $0.baseline = $1 },
            .text("write-baseline", "FILE", help: "record every finding in FILE as accepted, and exit 0") { $0.writeBaseline = $1 },
            .toggle("fix", help: "update misplaced views' saved frames, as Xcode's Update Frames does") { $0.fix = true },
            .toggle("pseudo-localize", help: "lay out again with every string 40 % longer, for truncated text") {
                $0.pseudoLocalize = true
            },
            .text("content-size", "LIST", help: "lay text styles out at these content sizes too (large,accessibilityLarge)") { c, v throws(InvalidValue) in
                c.contentSizes = try checked(v, by: TextVariant.contentSizes)
            },
            .toggle("list-rules", help: "each rule's id, severity, whether it is on, and what it checks",
                    standsAlone: true) { $0.listRules = true },
        ],
        notes: [
            "Exit codes: 0 no findings (none beyond --baseline; always after --write-baseline); 3 findings;",
            "2 a file that cannot be read or is refused, no file to lint, or a configuration, device or baseline",
            "that cannot be used; 1 an internal error. Rules, formats and the configuration: docs/lint.md.",
        ],
        start: { _ in LintCommand() },
        check: { c throws(UsageError) in
            if c.fix && c.paths.contains("-") {
                throw UsageError("--fix rewrites files in place; it cannot fix standard input (-)")
            }
        })

    /// `value`, once `check` accepts it as lint will read it.
    private static func checked<T>(_ value: String, by check: (String) throws(LintOptionError) -> T) throws(InvalidValue) -> String {
        do throws(LintOptionError) {
            _ = try check(value)
            return value
        } catch {
            throw InvalidValue(error.detail)
        }
    }
}
