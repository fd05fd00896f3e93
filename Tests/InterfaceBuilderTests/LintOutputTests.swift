import Foundation
import LayoutEngine
import Testing
@testable import InterfaceBuilder

/// Lint as CI reads it: rule ids, one occurrence per finding across devices, SARIF 2.1.0.
@Suite struct LintOutputTests {
    /// Lint imports each scene once for all devices that give it the same inputs: the
    /// answers are those of one import per device, for cells, prototypes, size classes,
    /// freeform and XIB scenes, at every device of the table.
    @Test func scenesSharedAcrossDevicesAreTheOnesImportedPerDevice() throws {
        let devices: [DeviceChoice?] = [nil] + (try Linter.parseDevices("all")).map { $0 }
        for fixture in ["TablePrototype.storyboard", "TableCell.xib", "SizeClasses.storyboard", "FreeformXcode8.storyboard",
                        "SmallViews.xib", "NarrowTable.storyboard", "Presentation.storyboard"] {
            let prepared = try PreparedFile(Importer.parse(Fixture.bytes(fixture), skipping: Importer.unread))
            let shared = prepared.importScenes(devices: devices, keepingText: true, parallel: true)
            #expect(shared.count == devices.count)
            for (d, device) in devices.enumerated() {
                let one = prepared.importScenes(device: device, keepingText: true)
                #expect(ImportAnswerWriter.write(shared[d]) == ImportAnswerWriter.write(one), "\(fixture) at \(device?.device.id ?? "its own device")")
            }
        }
    }

    /// On every core (the command line) and on one (the service), the same report, byte
    /// for byte: the file-read rules run on a thread of their own beside the layouts.
    @Test func lintOnEveryCoreAnswersAsOnOne() throws {
        let devices = try Linter.parseDevices("retina4_0,ipad11:landscape")
        for fixture in ["Presentation.storyboard", "Conflict.storyboard", "Multipliers.storyboard"] {
            let serial = try Linter.lint(Fixture.bytes(fixture), devices: devices, parallel: false)
            let parallel = try Linter.lint(Fixture.bytes(fixture), devices: devices, parallel: true)
            #expect(LintWriter.json(serial) == LintWriter.json(parallel), "\(fixture)")
        }
    }

    private func conflictReport() throws -> LintReport {
        try Linter.lint(Fixture.bytes("Conflict.storyboard"),
                        devices: [Solve.device("retina4_0"), Solve.device("retina6_12", .landscape)])
    }

    @Test func everyFindingKindHasARuleOfItsOwn() {
        let frame = LintFinding.MisplacedFrame(saved: Rect(x: 0, y: 0, width: 1, height: 1), solved: Rect(x: 0, y: 0, width: 2, height: 1),
                                               fixed: nil, markedByFile: false)
        let kinds: [LintFinding.Kind] = [.unsatisfiable(conflictsWith: []), .ambiguous(attributes: ["x"]), .misplaced(frame),
                                         .outsideSuperview(superview: "root"), .negativeSize(attributes: ["width"])]
        #expect(kinds.map(\.name) == ["unsatisfiable", "ambiguous", "misplaced", "outsideSuperview", "negativeSize"])
        #expect(kinds.map(\.rule.rawValue) == ["unsatisfiable", "ambiguous", "misplaced", "outside-superview", "negative-size"])
        #expect(Set(LintRule.all.map(\.id)).count == LintRule.all.count, "rule ids are unique")
        #expect(LintRule.of(.unsatisfiable).severity == .error)
        #expect(LintRule.of(.ambiguous).severity == .warning)
        // The table of rules agrees with the ids, and every id is kebab-case.
        #expect(LintRule.ID.allCases.allSatisfy { LintRule.of($0).id == $0 })
        #expect(LintRule.ID.allCases.allSatisfy { $0.rawValue.allSatisfy { $0.isLowercase || $0 == "-" } })
        // A misspelt id names no rule (it used to become an approximation note).
        #expect(LintRule.named("ambiguos") == nil && LintRule.configurable("import-refused") == nil)
    }

    @Test func aFindingAtEveryDeviceIsOneOccurrence() throws {
        let report = try conflictReport()
        let layouts = try #require(report.scenes.first).layouts
        #expect(layouts.count == 3)
        let occurrences = LintOccurrence.all(report)
        let unsatisfiable = occurrences.filter { $0.rule == .unsatisfiable }
        #expect(unsatisfiable.count == 1, "found at three devices, printed once")
        #expect(unsatisfiable.first?.screens.count == 3)
        #expect(unsatisfiable.first?.whereFound == "every device (3)")
        // misplaced is judged at the file's own device only.
        let misplaced = try #require(occurrences.first { $0.rule == .misplaced })
        #expect(misplaced.screens.count == 1 && misplaced.whereFound == "retina4_7 portrait")
        let findings = layouts.reduce(0) { $0 + $1.findings.count }
        #expect(occurrences.filter { $0.rule != .approximation }.count < findings)
    }

    @Test func findingsPointAtTheElementsColumn() throws {
        let report = try conflictReport()
        let own = try #require(report.scenes.first?.layouts.first?.findings)
        // <constraint …> at line 30 and <view …> at line 18 of the fixture, each indented 28 spaces.
        #expect(own.map(\.line) == [30, 21, 18])
        #expect(own.allSatisfy { $0.column == 29 })
        let lines = String(decoding: Fixture.bytes("Conflict.storyboard"), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for f in own {
            let line = Array(lines[f.line - 1].utf8)
            #expect(line[f.column - 1] == UInt8(ascii: "<"), "line \(f.line) column \(f.column)")
        }
    }

    @Test func sarifHasTheDriverItsRulesAndAResultPerOccurrence() throws {
        let report = try conflictReport()
        let refusal = ImportError(.xmlSyntax, "Start tag expected", line: 1, column: 1)
        let bytes = LintSARIFWriter.write([
            LintedFile(path: "App/Base.lproj/Main storyboard.storyboard", outcome: .linted(report)),
            LintedFile(path: "App/Broken.xib", outcome: .refused(refusal)),
        ], version: "9.9.9")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "layoutd" && driver["version"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == (LintRule.all.map(\.id) + [.importRefused]).map(\.rawValue))
        let levels = rules.compactMap { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String }
        #expect(Set(levels).isSubset(of: ["error", "warning", "note"]) && levels.count == rules.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == LintOccurrence.all(report).count + 1)
        let first = try #require(results.first { $0["ruleId"] as? String == "unsatisfiable" })
        #expect(first["level"] as? String == "error")
        let location = try #require(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/Base.lproj/Main%20storyboard.storyboard")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 30 && region["startColumn"] as? Int == 29)
        #expect(((first["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("[Broken @ every device (3)] Unable to simultaneously") == true)
        let refused = try #require(results.last)
        #expect(refused["ruleId"] as? String == "import-refused")
    }

    @Test func jsonFindingsCarryRuleSeverityAndColumn() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(LintWriter.json(conflictReport()))) as? [String: Any])
        let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
        let diagnostics = try #require((scene["layouts"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["rule"] as? String } == ["unsatisfiable", "ambiguous", "misplaced"])
        #expect(diagnostics.compactMap { $0["severity"] as? String } == ["error", "warning", "warning"])
        #expect(diagnostics.compactMap { $0["column"] as? Int } == [29, 29, 29])
    }

    /// `--format json` is one array: each file's path beside its lint answer, or beside the
    /// problem the caller writes for a refusal, in the order given.
    @Test func theJSONOfSeveralFilesIsOneArrayOfPathsAndAnswers() throws {
        let report = try conflictReport()
        let refusal = ImportError(.xmlSyntax, "Start tag expected", line: 1, column: 1)
        let bytes = LintWriter.json([
            LintedFile(path: "App/Main.storyboard", outcome: .linted(report)),
            LintedFile(path: "App/Broken.xib", outcome: .refused(refusal)),
        ], problem: { Array("{\"detail\":\"\($0.detail)\"}".utf8) })
        let expected = #"[{"path":"App/Main.storyboard","lint":"# + String(decoding: LintWriter.json(report), as: UTF8.self)
            + #"},{"path":"App/Broken.xib","problem":{"detail":"Start tag expected"}}]"#
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(LintWriter.json([], problem: { _ in [] }) == Array("[]".utf8))
    }

    /// A refused file in text (standard error) and GitHub formats.
    @Test func aRefusalPrintsAsAnErrorAtItsPosition() {
        let refusal = ImportError(.xmlSyntax, "Start tag expected", line: 3, column: 7)
        #expect(LintWriter.text(refusal: refusal, path: "A.xib") == "A.xib:3:7: error: Start tag expected")
        #expect(LintWriter.text(refusal: ImportError(.unsupportedDocument, "not a XIB"), path: "A.xib") == "A.xib: error: not a XIB")
        #expect(LintWriter.github(refusal: refusal, path: "A.xib") == "::error file=A.xib,line=3,col=7,title=xml-syntax::Start tag expected\n")
        let odd = ImportError(.xmlSyntax, "50% done\nthen stopped", line: 3, column: 7)
        #expect(LintWriter.github(refusal: odd, path: "App/a,b:c.xib")
            == "::error file=App/a%2Cb%3Ac.xib,line=3,col=7,title=xml-syntax::50%25 done%0Athen stopped\n")
    }
}

/// Text and GitHub findings name views as Xcode's outline does, the id after the name;
/// JSON, SARIF and baselines keep the ids alone (issue 48).
@Test func messagesNameViewsAsTheOutlineDoes() {
    let names = ["_2I5-jL-jQr": OutlineName("Label - Settings"), "oXk-la-xaY": OutlineName("View")]
    #expect(OutlineNaming.named("_2I5-jL-jQr extends outside oXk-la-xaY.", names)
        == "Label - Settings (_2I5-jL-jQr) extends outside View (oXk-la-xaY).")
    // Only whole ids: a constraint named after a view keeps its name.
    #expect(OutlineNaming.named("Breaking oXk-la-xaY-width, which conflicts with c1.", names)
        == "Breaking oXk-la-xaY-width, which conflicts with c1.")
}
