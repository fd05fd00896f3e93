import Glibc
@testable import InterfaceBuilder
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
    #expect(try parse(["import", "Main.storyboard"]) == .importFile(path: "Main.storyboard", text: .saved))
    #expect(try parse(["import", "-"]) == .importFile(path: "-", text: .saved))
    #expect(try parse(["import", "--text", "measured", "a.xib"]) == .importFile(path: "a.xib", text: .measured))
    #expect(try parse(["import", "a.xib", "--text=saved"]) == .importFile(path: "a.xib", text: .saved))
    #expect(try parse(["lint", "a.storyboard", "b.xib"]) == .lint(LintOptions(paths: ["a.storyboard", "b.xib"])))
    #expect(try parse(["lint", "a.xib", "--devices", "retina4_0,ipad11:landscape", "--format=github"])
        == .lint(LintOptions(paths: ["a.xib"], devices: "retina4_0,ipad11:landscape", format: .github)))
    #expect(try parse(["lint", "--list-rules"]) == .lint(LintOptions(listRules: true)))
    #expect(try parse(["lint", "a.xib", "--pseudo-localize", "--content-size", "extraSmall,accessibilityLarge"])
        == .lint(LintOptions(paths: ["a.xib"], pseudoLocalize: true, contentSizes: "extraSmall,accessibilityLarge")))
    #expect(try parse(["lint", "App", "--format", "sarif"]) == .lint(LintOptions(paths: ["App"], format: .sarif)))
    #expect(CommandLineParser.helpText.contains("layoutd lint FILE|DIR..."))
}

@Test(arguments: [
    (["lint"], "lint takes one or more files"),
    (["import", "a.xib", "--text", "guessed"], "--text: expected saved or measured, got 'guessed'"),
    (["import", "a.xib", "b.xib"], "import takes one file (or - for standard input) and --text saved|measured; got 'b.xib'"),
    (["lint", "a.xib", "--format", "xml"], "lint: --format is text, json, github or sarif, got 'xml'"),
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

/// A folder is every storyboard and XIB below it, sorted, without hidden folders or what
/// is not the app's own (Pods, Carthage, DerivedData, .build).
@Test func lintFindsTheFilesOfAFolder() throws {
    let root = "/tmp/layoutd-lint-paths-\(getpid())"
    let files = ["App/Main.storyboard", "App/Views/Cell.xib", "App/Views/notes.txt", "Pods/Lib/Lib.xib",
                 "Carthage/Checkouts/X.storyboard", ".git/Old.xib", "App/.hidden/Secret.xib",
                 "DerivedData/Y.xib", ".build/Z.xib", "Another.xib"]
    for file in files {
        let path = root + "/" + file
        var dir = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        var parts: [String] = []
        while access(dir, F_OK) != 0 { parts.append(dir); dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.endIndex)]) }
        for p in parts.reversed() { mkdir(p, 0o755) }
        let fd = open(path, O_CREAT | O_WRONLY, 0o644)
        close(fd)
    }
    #expect(LintPaths.expand([root, "x.xib", "-"]) == [
        root + "/Another.xib", root + "/App/Main.storyboard", root + "/App/Views/Cell.xib", "x.xib", "-",
    ])
    #expect(LintPaths.expand([root + "/"]).first == root + "/Another.xib")
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [root + "/App/Views/notes.txt"])) == 2, "not IB: refused")
    let empty = root + "/Empty"
    mkdir(empty, 0o755)
    #expect(LintPaths.expand([empty]).isEmpty)
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [empty])) == 2, "a folder without storyboards or XIBs is a usage error")
}

@Test func listRulesNamesEveryRule() {
    let text = InterfaceBuilderCommands.listRules()
    for rule in LintRule.all { #expect(text.contains(rule.id.rawValue + " ")) }
    #expect(text.split(separator: "\n").count == LintRule.all.count + 1)
    #expect(InterfaceBuilderCommands.lint(LintOptions(listRules: true)) == 0)
}

/// A baseline keeps today's findings quiet and lets a new one fail the run.
@Test func aBaselineReportsOnlyNewFindings() throws {
    let dir = "/tmp/layoutd-baseline-\(getpid())"
    mkdir(dir, 0o755)
    let baseline = dir + "/lint-baseline.tsv"
    let conflict = fixture("Conflict.storyboard")
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], writeBaseline: baseline)) == 0)
    let text = String(decoding: try InputFile.read(baseline), as: UTF8.self)
    let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(entries.count == 3)
    #expect(entries.contains { $0.hasPrefix(conflict + "\tunsatisfiable\tCfl-c4-001\t") })
    #expect(!text.contains(":30:"), "no line numbers: they move")
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], baseline: baseline)) == 0)
    // Rewriting the baseline with the old one given keeps every finding, not only new ones.
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], baseline: baseline, writeBaseline: baseline)) == 0)
    #expect(String(decoding: try InputFile.read(baseline), as: UTF8.self) == text)
    // Another file's findings are new.
    let other = fixture("AmbiguousScrollContent.xib")
    let otherAlone = InterfaceBuilderCommands.lint(LintOptions(paths: [other]))
    #expect(otherAlone == 3, "the other file has findings of its own")
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict, other], baseline: baseline)) == otherAlone)
    // One entry removed from the baseline: that finding is reported again.
    let fewer = ([LintBaseline.header] + entries.dropFirst().map(String.init)).joined(separator: "\n") + "\n"
    #expect(OutputFile.write(Array(fewer.utf8), to: baseline))
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], baseline: baseline)) == 3)
    #expect(OutputFile.write(Array("not a baseline\n".utf8), to: baseline))
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], baseline: baseline)) == 2)
}

@Test func baselineEntriesEscapeTheirSeparators() throws {
    #expect(LintBaseline.escape("a\tb\nc\\d") == "a\\tb\\nc\\\\d")
    #expect(throws: LintBaseline.FormatError.self) { try LintBaseline.parse("# header\nonly\ttwo\n") }
    #expect(try LintBaseline.parse("# header\na\tb\tc\td\n\n").entries == ["a\tb\tc\td"])
}
