import Testing
@testable import InterfaceBuilder

/// The path findings are keyed by: relative to the working directory, written one way.
@Suite struct LintPathTests {
    @Test(arguments: [
        ("App/Main.storyboard", "App/Main.storyboard"),
        ("./App/Main.storyboard", "App/Main.storyboard"),
        ("App//Views/./Cell.xib", "App/Views/Cell.xib"),
        ("App/", "App"),
        (".", "."),
        ("./", "."),
        ("-", "-"),
        ("../Other/A.xib", "../Other/A.xib"),
        ("/repo/App/Main.storyboard", "App/Main.storyboard"),
        ("/repo//App/./Main.storyboard", "App/Main.storyboard"),
        ("/repo", "."),
        ("/repository/A.xib", "/repository/A.xib"),
        ("/elsewhere//A.xib", "/elsewhere/A.xib"),
        ("/link/App/A.xib", "App/A.xib"),
    ])
    func pathsAreKeyedRelativeToTheWorkingDirectory(path: String, key: String) {
        #expect(LintPath.normalized(path, workingDirectory: ["/repo/", "/link"]) == key)
    }

    @Test func withoutAWorkingDirectoryOnlyTheSpellingIsCleaned() {
        #expect(LintPath.normalized("/repo/./App//A.xib") == "/repo/App/A.xib")
        #expect(LintPath.normalized("./A.xib") == "A.xib")
    }

    /// With a baseline, a note is kept only where its scene still has a new finding.
    @Test func aBaselineHidesTheNotesOfWhatItHides() throws {
        let report = try Linter.lint(Fixture.bytes("Conflict.storyboard"), devices: Linter.parseDevices("retina4_0"))
        var noted = report
        noted.scenes[0].warnings = [ImportWarning(line: 1, message: "warned")]
        for l in noted.scenes[0].layouts.indices { noted.scenes[0].layouts[l].notes = [ImportWarning(line: 2, message: "noted")] }
        var all = LintBaseline()
        all.record(noted, path: "A.storyboard")
        let quiet = all.filter(noted, path: "A.storyboard")
        #expect(quiet.findingCount == 0)
        #expect(quiet.scenes[0].warnings.isEmpty && quiet.scenes[0].layouts.allSatisfy(\.notes.isEmpty))
        #expect(LintOccurrence.all(quiet).isEmpty, "nothing to print")
        // A baseline of the other device's findings: `misplaced`, found at the file's own
        // device only, is new, and the notes there stay.
        var some = LintBaseline()
        var atOther = noted
        atOther.scenes[0].layouts[0].findings = []
        some.record(atOther, path: "A.storyboard")
        let one = some.filter(noted, path: "A.storyboard")
        #expect(one.scenes[0].layouts[0].findings.map(\.rule) == [.misplaced])
        #expect(one.findingCount == 1)
        #expect(one.scenes[0].warnings.count == 1)
        #expect(one.scenes[0].layouts[0].notes.count == 1)
        #expect(one.scenes[0].layouts[1].notes.isEmpty)
        // Another file's entries hold nothing here.
        #expect(all.filter(noted, path: "B.storyboard").findingCount == noted.findingCount)
    }

    @Test func anOldBaselineWithDotSlashPathsStillHolds() throws {
        let baseline = try LintBaseline.parse("# header\n./App//A.xib\tambiguous\tv\tmessage\n")
        #expect(baseline.entries == ["App/A.xib\tambiguous\tv\tmessage"])
    }
}
