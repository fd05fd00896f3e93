import LayoutDocument
import Testing
@testable import layoutd

private func fixture(_ name: String, file: String = #filePath) -> String {
    let dir = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    return dir + "/InterfaceBuilderTests/Fixtures/" + name
}

private func parse(_ args: [String]) throws(UsageError) -> Command {
    try CommandLineParser(environment: [:], cores: 2).parse(args)
}

@Test func importAndLintCommandLines() throws {
    #expect(try parse(["import", "Main.storyboard"]) == .importFile(path: "Main.storyboard"))
    #expect(try parse(["import", "-"]) == .importFile(path: "-"))
    #expect(try parse(["lint", "a.storyboard", "b.xib"]) == .lint(LintOptions(paths: ["a.storyboard", "b.xib"])))
    #expect(try parse(["lint", "a.xib", "--devices", "retina4_0,ipad11:landscape", "--format=github"])
        == .lint(LintOptions(paths: ["a.xib"], devices: "retina4_0,ipad11:landscape", format: .github)))
    #expect(CommandLineParser.helpText.contains("layoutd lint FILE..."))
}

@Test(arguments: [
    (["lint"], "lint takes one or more files"),
    (["lint", "a.xib", "--format", "xml"], "lint: --format is text, json or github, got 'xml'"),
    (["lint", "a.xib", "--verbose"], "lint: unknown flag --verbose"),
    (["lint", "a.xib", "--devices"], "lint: --devices needs a value"),
    (["import"], "import takes one argument"),
])
func badLintCommandLines(args: [String], message: String) {
    do {
        _ = try parse(args)
        Issue.record("accepted \(args)")
    } catch {
        #expect(error.message.hasPrefix(message))
    }
}

@Test func lintExitCodes() {
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [fixture("SafeAreaMargins.storyboard")])) == 0)
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [fixture("Conflict.storyboard")], format: .github)) == 3)
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [fixture("SafeAreaMargins.storyboard"), fixture("Conflict.storyboard")], format: .json)) == 3)
    // A file that cannot be read, or is refused, wins over findings.
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [fixture("Conflict.storyboard"), "/nonexistent/x.xib"])) == 2)
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [fixture("../FixtureLoader.swift")])) == 2)
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [fixture("SafeAreaMargins.storyboard")], devices: "nokia3310")) == 2)
}

@Test func importExitCodes() {
    #expect(InterfaceBuilderCommands.importFile(path: fixture("StackForm.xib")) == 0)
    #expect(InterfaceBuilderCommands.importFile(path: "/nonexistent/x.xib") == 2)
    #expect(InterfaceBuilderCommands.importFile(path: fixture("../FixtureLoader.swift")) == 2)
}
