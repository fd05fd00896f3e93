import LayoutDocument
import Testing
@testable import layoutd

private let examples = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/") + "/examples/"

/// Exit 1 is kept for internal errors (docs/server.md#running); an unreadable file is the
/// user's, and the one line names the command run.
@Test(arguments: ["solve", "svg"])
func anUnreadableFileExitsTwoNamingTheCommand(command: String) {
    let report = run([command, "/nonexistent/layoutd-test.json"])
    #expect(report.status == .badInput)
    #expect(report.stdout.isEmpty)
    #expect(report.stderr == ["layoutd \(command): cannot open /nonexistent/layoutd-test.json: No such file or directory"])
}

@Test func solvePrintsTheAnswerAndANewline() {
    let report = run(["solve", examples + "conflicting.json"])
    #expect(report.status == .success && report.stderr.isEmpty)
    #expect(report.stdoutText.hasPrefix("{\"hash\":\"sha256:"))
    #expect(report.stdoutText.hasSuffix("}\n"))
    #expect(report.stdoutText.contains("\"diagnostics\":[{"), "the conflict is in the answer, not a failure")
    let svg = run(["svg", examples + "conflicting.json"])
    #expect(svg.status == .success && svg.stdoutText.hasPrefix("<?xml") && svg.stdoutText.hasSuffix("</svg>\n\n"), "the picture ends its lines, and the command adds one as for every document")
}

/// An invalid document prints its problem+json on stdout, exit 2.
@Test func anInvalidDocumentPrintsItsProblem() {
    let path = TestFiles.write(#"{"root": {"id": "r"}, "bogus": 1}"#, to: TestFiles.temporaryFolder("solve") + "/bad.json")
    let report = run(["solve", path])
    #expect(report.status == .badInput)
    #expect(report.stderr.isEmpty)
    #expect(report.stdoutText.hasPrefix(#"{"type":"https://layoutd.dev/problems/"#))
    #expect(report.stdoutText.contains(#""pointer":"/bogus""#))
}
