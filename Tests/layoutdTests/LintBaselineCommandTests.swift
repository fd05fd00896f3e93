import Glibc
@testable import InterfaceBuilder
import LayoutEngine
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

/// A storyboard of one scene: a box pinned all round, the views of `ambiguous` with no
/// horizontal position (an `ambiguous` finding each), and a constraint on an attribute
/// UIKit lacks, which the import leaves out (an `approximation` note).
private func storyboard(ambiguous: [String]) -> String {
    let views = ambiguous.enumerated().map { i, id in
        #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="20" y="\#(100 + 60 * i)" width="50" height="50"/></view>"#
    }.joined(separator: "\n")
    let constraints = ambiguous.enumerated().flatMap { i, id in [
        #"<constraint firstItem="\#(id)" firstAttribute="width" constant="50" id="\#(id)-w"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="height" constant="50" id="\#(id)-h"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="Tst-rt-001" secondAttribute="top" constant="\#(100 + 60 * i)" id="\#(id)-t"/>"#,
    ] }.joined(separator: "\n")
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tst-vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Tst-sc-001">
                    <objects>
                        <viewController id="Tst-vc-001" userLabel="Settings" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Tst-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tst-bx-001"><rect key="frame" x="20" y="20" width="100" height="50"/></view>
                                    \(views)
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Tst-bx-001" firstAttribute="leading" secondItem="Tst-rt-001" secondAttribute="leading" constant="20" id="Tst-c1-001"/>
                                    <constraint firstItem="Tst-bx-001" firstAttribute="top" secondItem="Tst-rt-001" secondAttribute="top" constant="20" id="Tst-c2-001"/>
                                    <constraint firstItem="Tst-bx-001" firstAttribute="width" constant="100" id="Tst-c3-001"/>
                                    <constraint firstItem="Tst-bx-001" firstAttribute="height" constant="50" id="Tst-c4-001"/>
                                    <constraint firstItem="Tst-bx-001" firstAttribute="wobble" constant="3" id="Tst-c5-001"/>
                                    \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

/// docs/lint.md#baselines: findings are keyed by their path relative to the working
/// directory, so a baseline written by `lint App` holds for `lint .` and every other
/// spelling of the same file, and a run whose findings it holds prints one line.
@Test func aBaselineWrittenFromOneFolderHoldsFromAnother() throws {
    let root = TestFiles.temporaryFolder("baseline-folders")
    TestFiles.write(storyboard(ambiguous: ["Tst-am-001"]), to: root + "/App/Main.storyboard")
    let plain = run(["lint", "App"], in: root)
    #expect(plain.status == .findings)
    #expect(plain.stdoutText.split(separator: "\n").map(String.init) == [
        "App/Main.storyboard:19:1: note: [Settings @ retina4_7 portrait] constraint Tst-c5-001 is left out: first attribute wobble is not supported [approximation]",
        "App/Main.storyboard:12:29: warning: [Settings @ retina4_7 portrait] Horizontal position is ambiguous for View (Tst-am-001). [ambiguous]",
    ])
    #expect(run(["lint", "--write-baseline", "b.tsv", "App"], in: root)
        == CommandReport(stderr: ["layoutd lint: 1 finding recorded in b.tsv"]))
    #expect(TestFiles.read(root + "/b.tsv").hasSuffix("\nApp/Main.storyboard\tambiguous\tTst-am-001\tHorizontal position is ambiguous for Tst-am-001.\n"))
    // From the root, every spelling of the folder or the file names it as the baseline does.
    for spelling in [".", "./", "App", "./App", "App/", "App//Main.storyboard", "./App/./Main.storyboard", root, root + "/App/"] {
        #expect(run(["lint", "--baseline", "b.tsv", spelling], in: root)
            == CommandReport(stderr: ["layoutd lint: 1 finding hidden by the baseline b.tsv; none new"]), "\(spelling)")
        let same = run(["lint", spelling], in: root)
        #expect(same.stdout == plain.stdout, "\(spelling): the same path in the text")
    }
    // Counted as printed: a finding found at two devices is one.
    #expect(run(["lint", "--baseline", "b.tsv", ".", "--devices", "retina4_0"], in: root).stderr
        == ["layoutd lint: 1 finding hidden by the baseline b.tsv; none new"])
    // Every format prints the key, not the argument.
    let github = run(["lint", "./App", "--format", "github"], in: root).stdoutText
    #expect(github.contains("file=App/Main.storyboard,line=12,") && !github.contains("./"))
    let json = run(["lint", root + "/App", "--format", "json"], in: root).stdoutText
    #expect(json.hasPrefix(#"[{"path":"App/Main.storyboard","lint":"#))
    let sarif = run(["lint", ".", "--format", "sarif"], in: root).stdoutText
    #expect(sarif.contains(#""artifactLocation":{"uri":"App/Main.storyboard"}"#) && !sarif.contains(#""uri":"./"#))
    // JSON and SARIF still print their document when the baseline holds everything (a CI
    // step uploads it), without the finding or its note.
    let quietSarif = run(["lint", ".", "--baseline", "b.tsv", "--format", "sarif"], in: root)
    #expect(quietSarif.status == .success)
    #expect(quietSarif.stdoutText.contains(#""results":[]"#))
    let quietJSON = run(["lint", ".", "--baseline", "b.tsv", "--format", "json"], in: root)
    #expect(quietJSON.stdoutText.contains(#""findings":0,"#) && !quietJSON.stdoutText.contains("wobble"))
    // A baseline written before paths were normalised (`./App/…`) still holds.
    let old = TestFiles.read(root + "/b.tsv").replacingOccurrences("\nApp/", with: "\n./App/")
    TestFiles.write(old, to: root + "/old.tsv")
    #expect(run(["lint", "--baseline", "old.tsv", "App"], in: root).status == .success)
}

/// A new finding prints with the notes of its scene at its device; the summary counts both.
@Test func notesStayBesideNewFindings() throws {
    let root = TestFiles.temporaryFolder("baseline-notes")
    TestFiles.write(storyboard(ambiguous: ["Tst-am-001"]), to: root + "/App/Main.storyboard")
    #expect(run(["lint", "App", "--write-baseline", "b.tsv"], in: root).status == .success)
    TestFiles.write(storyboard(ambiguous: ["Tst-am-001", "Tst-am-002"]), to: root + "/App/Main.storyboard")
    let report = run(["lint", ".", "--baseline", "b.tsv"], in: root)
    #expect(report.status == .findings)
    #expect(report.stdoutText.split(separator: "\n").map(String.init) == [
        "App/Main.storyboard:20:1: note: [Settings @ retina4_7 portrait] constraint Tst-c5-001 is left out: first attribute wobble is not supported [approximation]",
        "App/Main.storyboard:13:1: warning: [Settings @ retina4_7 portrait] Horizontal position is ambiguous for View (Tst-am-002). [ambiguous]",
    ])
    #expect(report.stderr == ["layoutd lint: 1 finding hidden by the baseline b.tsv; 1 new"])
}

private extension String {
    func replacingOccurrences(_ a: String, with b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }
}
