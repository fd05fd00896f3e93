import Glibc
@testable import InterfaceBuilder
import Testing
@testable import layoutd

/// `.layoutd-lint.yml`: what it sets, and an error naming every mistake in it.
@Suite struct LintConfigFileTests {
    private func parse(_ text: String) throws(LintConfigFile.Error) -> LintConfigFile {
        try LintConfigFile.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> LintConfigFile.Error? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyKeyIsRead() throws {
        let config = try parse("""
            # the team's lint settings
            disabled_rules: [misplaced]
            opt_in_rules:
              - small-touch-target
              - offscreen
            excluded: [Legacy, ./App/Old.xib]
            included: [App]
            devices: [retina4_0, "retina6_12:landscape"]
            ambiguous:
              severity: error
            """)
        #expect(config.rules.disabledRules == ["misplaced"])
        #expect(config.rules.optInRules == ["small-touch-target", "offscreen"])
        #expect(config.rules.severities == ["ambiguous": .error])
        #expect(config.devices == "retina4_0,retina6_12:landscape")
        #expect(config.rules.enabledRules.contains("offscreen") && !config.rules.enabledRules.contains("misplaced"))
        #expect(config.admits("App/Main.storyboard"))
        #expect(config.admits("./App/Views/Cell.xib"))
        #expect(!config.admits("App/Old.xib"))
        #expect(!config.admits("Legacy/A.xib"))
        #expect(!config.admits("Other/B.xib"), "not under an included path")
        #expect(!config.admits("AppKit/C.xib"), "a prefix of a name is not a folder")
        #expect(try parse("devices: all").devices == "all")
        #expect(try parse("") == LintConfigFile())
    }

    @Test(arguments: [
        ("disabled_rule: [misplaced]", 1, "unknown key disabled_rule; did you mean 'disabled_rules'?"),
        ("disabled_rules: [misplaced, ambigous]", 1, "disabled_rules: unknown rule ambigous; did you mean 'ambiguous'?"),
        ("opt_in_rules: [ambiguous]", 1, "opt_in_rules: ambiguous is on by default"),
        ("excluded: Pods", 1, "excluded is a list"),
        ("devices: [nokia3310]", 1, "devices: unknown device nokia3310"),
        ("content_sizes: [large]", 1, "content_sizes: layoutd does not measure text yet"),
        ("devices: [retina4_0]\nambiguous:\n  severity: fatal", 3, "ambiguous: severity is error, warning or note"),
        ("ambiguous:\n  level: error", 2, "ambiguous: unknown setting level"),
        // libyaml finds the missing ] at the end of the input.
        ("disabled_rules: [a, b", 2, "did not find expected"),
        ("- just\n- a list", 1, "the configuration is a mapping"),
    ])
    func mistakesAreNamedWhereTheyAre(text: String, line: Int, message: String) {
        let e = error(text)
        #expect(e?.message.hasPrefix(message) == true, "\(e?.message ?? "accepted")")
        #expect(e?.line == line)
    }

    /// The command reads the file given, and a configuration it cannot obey is exit 2.
    @Test func theCommandObeysTheFile() throws {
        let dir = "/tmp/layoutd-lint-config-\(getpid())"
        mkdir(dir, 0o755)
        func write(_ name: String, _ text: String) -> String {
            let path = dir + "/" + name
            let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
            return path
        }
        let fixtures = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/") + "/InterfaceBuilderTests/Fixtures/"
        let conflict = fixtures + "Conflict.storyboard"
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict])) == 3)
        // Every rule the fixture breaks turned off: nothing left to report.
        let quiet = write("quiet.yml", "disabled_rules: [unsatisfiable, misplaced, ambiguous, outside-superview, negative-size, duplicate-constraint, approximation]\n")
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: quiet)) == 0)
        let excluded = write("excluded.yml", "excluded: [\(fixtures)]\n")
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: excluded)) == 2, "nothing left to lint")
        let bad = write("bad.yml", "disabled_rules: [nonsense]\n")
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: bad)) == 2)
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: dir + "/missing.yml")) == 2)
    }
}
