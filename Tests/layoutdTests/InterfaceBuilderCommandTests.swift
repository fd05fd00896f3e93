import Glibc
@testable import InterfaceBuilder
import LayoutDocument
import Testing
@testable import layoutd

private let conflict = TestFiles.fixture("Conflict.storyboard")
private let neutral = WorkingDirectory(TestFiles.neutralFolder)
private let conflictLines = [
    "\(conflict):30:29: error: [Broken @ retina4_7 portrait] Unable to simultaneously satisfy constraints. Breaking Cfl-c4-001, which conflicts with Cfl-c3-001. [unsatisfiable]",
    "\(conflict):21:29: warning: [Broken @ retina4_7 portrait] Horizontal position is ambiguous for View (Cfl-am-001). [ambiguous]",
    "\(conflict):18:29: warning: [Broken @ retina4_7 portrait] View (Cfl-bx-001): frame will be different at run time: saved (20, 40, 200, 50), solved (20, 40, 100, 50); the saved frames break Cfl-c3-001 by 100 pt (the file marks it misplaced) [misplaced]",
]

private func lines(_ report: CommandReport) -> [String] {
    report.stdoutText.split(separator: "\n").map(String.init)
}

@Test func importAndLintCommandLines() throws {
    #expect(try parse(["import", "Main.storyboard"]) as? ImportCommand == ImportCommand(path: "Main.storyboard"))
    #expect(try parse(["import", "-"]) as? ImportCommand == ImportCommand(path: "-"))
    #expect(try parse(["import", "--text", "measured", "a.xib"]) as? ImportCommand == ImportCommand(path: "a.xib", text: .measured))
    #expect(try parse(["import", "a.xib", "--text=saved"]) as? ImportCommand == ImportCommand(path: "a.xib", text: .saved))
    #expect(try parse(["lint", "a.storyboard", "b.xib"]) as? LintCommand == LintCommand(paths: ["a.storyboard", "b.xib"]))
    #expect(try parse(["lint", "a.xib", "--devices", "retina4_0,ipad11:landscape", "--format=github"]) as? LintCommand
        == LintCommand(paths: ["a.xib"], devices: "retina4_0,ipad11:landscape", format: .github))
    #expect(try parse(["lint", "--list-rules"]) as? LintCommand == LintCommand(listRules: true))
    #expect(try parse(["lint", "a.xib", "--pseudo-localize", "--content-size", "extraSmall,accessibilityLarge"]) as? LintCommand
        == LintCommand(paths: ["a.xib"], pseudoLocalize: true, contentSizes: "extraSmall,accessibilityLarge"))
    #expect(try parse(["lint", "App", "--format", "sarif"]) as? LintCommand == LintCommand(paths: ["App"], format: .sarif))
    #expect(try parse(["lint", "-", "App"]) as? LintCommand == LintCommand(paths: ["-", "App"]))
}

@Test(arguments: [
    (["lint"], "layoutd lint: expected FILE|DIR...: storyboards and XIBs, folders (every .storyboard and .xib below them), or - for standard input"),
    (["import", "a.xib", "--text", "guessed"], "layoutd import: --text: expected saved or measured, got 'guessed'"),
    (["import", "a.xib", "--text", "mesured"], "layoutd import: --text: expected saved or measured, got 'mesured'; did you mean 'measured'?"),
    (["import", "a.xib", "b.xib"], "layoutd import: expected one FILE|-, got 2: 'a.xib', 'b.xib'"),
    (["lint", "a.xib", "--format", "xml"], "layoutd lint: --format: expected text, json, github or sarif, got 'xml'"),
    (["lint", "a.xib", "--verbose"], "layoutd lint: unknown flag --verbose; `layoutd lint --help` lists them"),
    (["lint", "a.xib", "--device", "ipad11"], "layoutd lint: unknown flag --device; did you mean '--devices'?; `layoutd lint --help` lists them"),
    (["lint", "a.xib", "--devices"], "layoutd lint: --devices needs a value (LIST|all)"),
    (["lint", "a.xib", "--fix=yes"], "layoutd lint: --fix takes no value, got '--fix=yes'"),
    (["lint", "-", "--fix"], "layoutd lint: --fix rewrites files in place; it cannot fix standard input (-)"),
    (["lint", "a.xib", "--content-size", "huge"], "layoutd lint: --content-size: unknown content size huge; the sizes are extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge"),
    (["import"], "layoutd import: expected FILE|-: a .storyboard or .xib, or - for standard input"),
])
func badLintCommandLines(args: [String], line: String) {
    let report = run(args)
    #expect(report.stderr == [line])
    #expect(report.status == .badInput)
}

/// What lint prints, and its exit: findings on stdout (3), a clean file prints nothing (0).
@Test func lintPrintsFindingsAndExitsByThem() {
    let clean = run(["lint", TestFiles.fixture("SafeAreaMargins.storyboard")])
    #expect(clean == CommandReport())
    let text = run(["lint", conflict])
    #expect(text.status == .findings && text.stderr.isEmpty)
    #expect(lines(text) == conflictLines)
    let github = run(["lint", conflict, "--format", "github"])
    #expect(github.status == .findings)
    #expect(lines(github).first == "::error file=\(LintWriter.property(conflict)),line=30,col=29,title=unsatisfiable::[Broken @ retina4_7 portrait] Unable to simultaneously satisfy constraints. Breaking Cfl-c4-001, which conflicts with Cfl-c3-001.")
    let json = run(["lint", TestFiles.fixture("SafeAreaMargins.storyboard"), conflict, "--format", "json"])
    #expect(json.status == .findings)
    #expect(json.stdoutText.hasPrefix(#"[{"path":"\#(TestFiles.fixture("SafeAreaMargins.storyboard"))","lint":{"kind":"storyboard","findings":0,"#))
    #expect(json.stdoutText.contains(#"},{"path":"\#(conflict)","lint":{"kind":"storyboard","findings":3,"#))
    #expect(json.stdoutText.hasSuffix("}]\n"))
}

/// A file that cannot be read, or is refused, wins over findings: exit 2, each said once.
@Test func unreadableAndRefusedFilesExitTwo() {
    let refused = TestFiles.fixture("../FixtureLoader.swift")
    let report = run(["lint", conflict, "/nonexistent/x.xib", refused])
    #expect(report.status == .badInput)
    #expect(lines(report) == conflictLines, "the findings of the readable file are still printed")
    #expect(report.stderr == [
        "layoutd lint: cannot open /nonexistent/x.xib: No such file or directory",
        "\(refused):1:1: error: Start tag expected, '<' not found (line 1, column 1)",
    ])
    let json = run(["lint", refused, "--format", "json"])
    #expect(json.status == .badInput && json.stderr.isEmpty)
    #expect(json.stdoutText.hasPrefix(#"[{"path":"\#(refused)","problem":{"type":"https://layoutd.dev/problems/xml-syntax","#))
    let github = run(["lint", refused, "--format", "github"])
    #expect(github.stdoutText == "::error file=\(refused),line=1,col=1,title=xml-syntax::Start tag expected, '<' not found (line 1, column 1)\n")
    let devices = run(["lint", TestFiles.fixture("SafeAreaMargins.storyboard"), "--devices", "nokia3310"])
    #expect(devices.status == .badInput && devices.stdout.isEmpty)
    #expect(devices.stderr.first?.hasPrefix("layoutd lint: --devices: unknown device nokia3310") == true)
}

@Test func importPrintsTheAnswerOrTheProblem() {
    let answer = run(["import", TestFiles.fixture("StackForm.xib")])
    #expect(answer.status == .success && answer.stderr.isEmpty)
    #expect(answer.stdoutText.hasPrefix(#"{"kind":"xib","#) && answer.stdoutText.hasSuffix("}\n"))
    let missing = run(["import", "/nonexistent/x.xib"])
    #expect(missing == CommandReport(stderr: ["layoutd import: cannot open /nonexistent/x.xib: No such file or directory"], status: .badInput))
    let refused = run(["import", TestFiles.fixture("../FixtureLoader.swift")])
    #expect(refused.status == .badInput && refused.stderr.isEmpty)
    #expect(refused.stdoutText.hasPrefix(#"{"type":"https://layoutd.dev/problems/xml-syntax","title":"#))
}

/// A folder is every storyboard and XIB below it, sorted, without hidden folders or what
/// is not the app's own (Pods, Carthage, DerivedData, .build).
@Test func lintFindsTheFilesOfAFolder() throws {
    let root = TestFiles.temporaryFolder("lint-paths")
    let files = ["App/Main.storyboard", "App/Views/Cell.xib", "App/Views/notes.txt", "Pods/Lib/Lib.xib",
                 "Carthage/Checkouts/X.storyboard", ".git/Old.xib", "App/.hidden/Secret.xib",
                 "DerivedData/Y.xib", ".build/Z.xib", "Another.xib"]
    for file in files { TestFiles.write("", to: root + "/" + file) }
    #expect(LintPaths.expand([root, "x.xib", "-"], in: neutral) == [
        root + "/Another.xib", root + "/App/Main.storyboard", root + "/App/Views/Cell.xib", "x.xib", "-",
    ])
    #expect(LintPaths.expand([root + "/"], in: neutral).first == root + "/Another.xib")
    let notIB = run(["lint", root + "/App/Views/notes.txt"])
    #expect(notIB.status == .badInput, "not IB: refused")
    #expect(notIB.stderr.first?.hasPrefix(root + "/App/Views/notes.txt:1:1: error: the document is empty") == true)
    let empty = root + "/Empty"
    mkdir(empty, 0o755)
    #expect(LintPaths.expand([empty], in: neutral).isEmpty)
    #expect(run(["lint", empty]) == CommandReport(stderr: ["layoutd lint: no .storyboard or .xib file to lint in \(empty)"], status: .badInput),
            "a folder without storyboards or XIBs is a usage error")
}

@Test func listRulesNamesEveryRule() {
    let report = run(["lint", "--list-rules"])
    #expect(report.status == .success && report.stderr.isEmpty)
    #expect(report.stdoutText == LintCommand.ruleList())
    for rule in LintRule.all { #expect(report.stdoutText.contains(rule.id.rawValue + " ")) }
    #expect(lines(report).count == LintRule.all.count + 1)
}
