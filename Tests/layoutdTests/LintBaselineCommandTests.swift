import Glibc
@testable import InterfaceBuilder
import Testing
@testable import layoutd

/// A baseline keeps today's findings quiet and lets a new one fail the run.
@Test func aBaselineReportsOnlyNewFindings() throws {
    let dir = TestFiles.temporaryFolder("baseline")
    let baseline = dir + "/lint-baseline.tsv"
    let conflict = TestFiles.fixture("Conflict.storyboard")
    #expect(run(["lint", conflict, "--write-baseline", baseline])
        == CommandReport(stderr: ["layoutd lint: 3 findings recorded in \(baseline)"]))
    let text = TestFiles.read(baseline)
    let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(entries.count == 3)
    #expect(entries.contains { $0.hasPrefix(conflict + "\tunsatisfiable\tCfl-c4-001\t") })
    #expect(!text.contains(":30:"), "no line numbers: they move")
    #expect(run(["lint", conflict, "--baseline", baseline]).status == .success)
    // Rewriting the baseline with the old one given keeps every finding, not only new ones.
    #expect(run(["lint", conflict, "--baseline", baseline, "--write-baseline", baseline]).status == .success)
    #expect(TestFiles.read(baseline) == text)
    // Another file's findings are new.
    let other = TestFiles.fixture("AmbiguousScrollContent.xib")
    let otherAlone = run(["lint", other])
    #expect(otherAlone.status == .findings, "the other file has findings of its own")
    let both = run(["lint", conflict, other, "--baseline", baseline])
    #expect(both.status == .findings)
    #expect(both.stdout == otherAlone.stdout)
    // One entry removed from the baseline: that finding is reported again.
    let fewer = ([LintBaseline.header] + entries.dropFirst().map(String.init)).joined(separator: "\n") + "\n"
    TestFiles.write(fewer, to: baseline)
    let one = run(["lint", conflict, "--baseline", baseline])
    #expect(one.status == .findings)
    #expect(one.stdoutText.split(separator: "\n").count == 1)
    TestFiles.write("not a baseline\n", to: baseline)
    #expect(run(["lint", conflict, "--baseline", baseline])
        == CommandReport(stderr: ["layoutd lint: \(baseline):1: expected path, rule, subject and message separated by tabs"], status: .badInput))
    #expect(run(["lint", conflict, "--baseline", dir + "/missing.tsv"])
        == CommandReport(stderr: ["layoutd lint: --baseline: cannot open \(dir)/missing.tsv: No such file or directory"], status: .badInput))
    #expect(run(["lint", conflict, "--write-baseline", dir + "/no/such/folder.tsv"])
        == CommandReport(stderr: ["layoutd lint: --write-baseline: cannot write \(dir)/no/such/folder.tsv: No such file or directory"], status: .badInput))
}

@Test func baselineEntriesEscapeTheirSeparators() throws {
    #expect(LintBaseline.escape("a\tb\nc\\d") == "a\\tb\\nc\\\\d")
    #expect(throws: LintBaseline.FormatError.self) { try LintBaseline.parse("# header\nonly\ttwo\n") }
    #expect(try LintBaseline.parse("# header\na\tb\tc\td\n\n").entries == ["a\tb\tc\td"])
}
