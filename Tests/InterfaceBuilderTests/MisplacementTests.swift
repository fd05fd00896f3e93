import Foundation
@testable import InterfaceBuilder
import LayoutEngine
import Testing

/// `misplaced` means the file's saved frames break its own constraints, never that
/// layoutd's frame differs (docs/interface-builder.md#the-findings). EditedConstants.storyboard
/// is a scene as Xcode saves it; each test changes one constant in the XML, as a merge or
/// a script would, and expects exactly the views that change moves.
@Suite struct MisplacementTests {
    private func misplaced(_ text: String) throws -> [LintFinding] {
        let report = try Linter.lint(Array(text.utf8))
        return try #require(report.scenes.first?.layouts.first).findings.filter { $0.rule.id == .misplaced }
    }

    private var clean: String { String(decoding: Fixture.bytes("EditedConstants.storyboard"), as: UTF8.self) }

    private func edited(_ from: String, _ to: String) throws -> String {
        let text = clean
        #expect(text.contains(from))
        return text.replacingOccurrences(of: from, with: to)
    }

    @Test func aFileAsXcodeSavedItHasNone() throws {
        #expect(try misplaced(clean).isEmpty)
    }

    @Test func aChangedSpacingMovesTheViewsBelowIt() throws {
        let findings = try misplaced(try edited(
            #"secondAttribute="bottom" constant="8" id="Edt-l2-001""#, #"secondAttribute="bottom" constant="21" id="Edt-l2-001""#))
        #expect(findings.map(\.subject) == ["Lbl-vw-001", "Btn-vw-001"])
        #expect(findings.first?.misplacedFrame?.saved == Rect(x: 16, y: 128, width: 200, height: 30))
        #expect(findings.first?.misplacedFrame?.solved == Rect(x: 16, y: 141, width: 200, height: 30))
        #expect(findings.allSatisfy { $0.message.hasSuffix("the saved frames break Edt-l2-001 by 13 pt") })
    }

    @Test func aChangedSizeMovesOnlyWhatFollowsIt() throws {
        // The header grows by 13 at the bottom: the two views hung below it move, the
        // view placed from the root's top does not.
        let findings = try misplaced(try edited(
            #"firstAttribute="height" constant="100" id="Edt-h4-001""#, #"firstAttribute="height" constant="113" id="Edt-h4-001""#))
        #expect(findings.map(\.subject) == ["Hdr-vw-001", "Lbl-vw-001", "Btn-vw-001"])
    }

    @Test func aChangeOnAMarginAnotherConstraintConfirmsIsFound() throws {
        // The root's leading margin is layoutd's rule, but Edt-n1-001 reads it too and the
        // saved frames satisfy that one: the margin is right, so Edt-m1-001 is what changed.
        let findings = try misplaced(try edited(
            #"secondAttribute="leadingMargin" id="Edt-m1-001""#, #"secondAttribute="leadingMargin" constant="13" id="Edt-m1-001""#))
        #expect(findings.map(\.subject) == ["Mrg-vw-001"])
    }

    @Test func aChangeOnTheSafeAreaTopNothingElseReadsIsNotBlamedOnTheFile() throws {
        // Only Edt-h3-001 reads the safe area's top, which takes layoutd's rules for the
        // status and navigation bars: a broken constraint there could as well be layoutd's
        // rule being wrong, so it is not evidence enough (RuledValueTests for the sides).
        let findings = try misplaced(try edited(
            #"secondAttribute="top" id="Edt-h3-001""#, #"secondAttribute="top" constant="13" id="Edt-h3-001""#))
        #expect(findings.isEmpty)
    }

    @Test func anSFSymbolsSavedFrameIsTheSymbolsNotTheConstrainedOne() throws {
        // The canvas saves a symbol image view's frame 2.67 pt shorter than its height
        // constraint and 1.33 pt lower (SymbolImage.storyboard): its vertical edges are not
        // evidence. Its sides are: a changed leading constant still moves both views.
        let clean = String(decoding: Fixture.bytes("SymbolImage.storyboard"), as: UTF8.self)
        #expect(try misplaced(clean).isEmpty)
        let from = #"secondAttribute="leading" constant="20" id="Sym-c1-001""#
        #expect(clean.contains(from))
        let findings = try misplaced(clean.replacingOccurrences(of: from, with: #"secondAttribute="leading" constant="33" id="Sym-c1-001""#))
        #expect(findings.map(\.subject) == ["Sym-iv-001", "Sym-vw-001"])
    }

    @Test func aViewLeftFreeVerticallyIsStillJudgedOnItsWidth() throws {
        // PartlyFree.storyboard: the line's y and height are free (nothing places them),
        // its x and width are placed. An edit of its trailing constant moves its width,
        // which the free attributes must not hide; the fix keeps its saved y and height.
        let clean = String(decoding: Fixture.bytes("PartlyFree.storyboard"), as: UTF8.self)
        #expect(try misplaced(clean).isEmpty)
        let from = #"secondAttribute="trailing" constant="16" id="Prt-l2-001""#
        #expect(clean.contains(from))
        let findings = try misplaced(clean.replacingOccurrences(of: from, with: #"secondAttribute="trailing" constant="29" id="Prt-l2-001""#))
        #expect(findings.map(\.subject) == ["Lin-vw-001"])
        let frame = try #require(findings.first?.misplacedFrame)
        #expect(frame.saved == Rect(x: 16, y: 200, width: 343, height: 1))
        #expect(frame.fixed == Rect(x: 16, y: 200, width: 330, height: 1))
        // Its y alone never makes it misplaced: moving the saved line down is no finding.
        let moved = clean.replacingOccurrences(of: #"x="16" y="200" width="343" height="1""#, with: #"x="16" y="260" width="343" height="1""#)
        #expect(try misplaced(moved).isEmpty)
    }

    /// `--fix` is Xcode's Update Frames: the moved views' frames, nothing else.
    @Test func theFixRewritesOnlyTheMovedViewsFrames() throws {
        let text = try edited(
            #"secondAttribute="bottom" constant="8" id="Edt-l2-001""#, #"secondAttribute="bottom" constant="21" id="Edt-l2-001""#)
        let report = try Linter.lint(Array(text.utf8))
        let (fixed, frames) = FrameFix.apply(report, to: Array(text.utf8))
        #expect(frames == 2)
        let before = text.split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: fixed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 2)
        for (old, new) in changed {
            #expect(old.contains("<rect key=\"frame\""))
            #expect(new == old.replacingOccurrences(of: "y=\"128\"", with: "y=\"141\"")
                || new == old.replacingOccurrences(of: "y=\"166\"", with: "y=\"179\""), "\(old) -> \(new)")
        }
        // Fixed, the file is clean again, as Xcode would leave it.
        let again = try Linter.lint(fixed)
        #expect(again.scenes.first?.layouts.first?.findings.filter { $0.rule.id == .misplaced }.isEmpty == true)
        // Nothing misplaced: nothing to write.
        #expect(FrameFix.apply(try Linter.lint(Array(clean.utf8)), to: Array(clean.utf8)).frames == 0)
    }

    @Test func theFixDropsTheMisplacedMark() {
        let tag = Array(#"<label misplaced="YES" id="a">"#.utf8)
        #expect(String(decoding: FrameFix.removing(attribute: "misplaced", from: tag), as: UTF8.self) == #"<label id="a">"#)
        let rect = Array(#"<rect key="frame" x="16" y="128" width="200" height="30"/>"#.utf8)
        #expect(String(decoding: FrameFix.replacing(attribute: "y", with: "141", in: rect), as: UTF8.self)
            == #"<rect key="frame" x="16" y="141" width="200" height="30"/>"#)
        #expect(FrameFix.xcodeNumber(0) == "0.0" && FrameFix.xcodeNumber(16) == "16" && FrameFix.xcodeNumber(20.5) == "20.5")
        #expect(FrameFix.xcodeNumber(162.66666666666666) == "162.66666666666666")
    }
}

/// Ambiguity as Xcode reports it, where layoutd's document differs from the file.
@Suite struct LintAmbiguityTests {
    @Test func anAmbiguousContentSizeIsTheScrollViews() throws {
        let report = try Linter.lint(Fixture.bytes("AmbiguousScrollContent.xib"))
        let findings = try #require(report.scenes.first?.layouts.first).findings
        #expect(findings.map(\.rule.id) == [.ambiguous])
        #expect(findings.first?.subject == "Asc-sv-001")
        #expect(findings.first?.line == 12)
        #expect(findings.first?.message == "Scrollable content size is ambiguous for Asc-sv-001.")
    }
}

/// Found on a collected file: an IB id that starts with a digit is another document id
/// (`_92l-…`), so the fix finds its view by place, not by id.
@Test func theFixFindsViewsWhoseIdIsNotADocumentId() throws {
    let text = String(decoding: Fixture.bytes("EditedConstants.storyboard"), as: UTF8.self)
        .replacingOccurrences(of: "Lbl-vw-001", with: "9bl-vw-001")
        .replacingOccurrences(of: #"secondAttribute="bottom" constant="8" id="Edt-l2-001""#, with: #"secondAttribute="bottom" constant="21" id="Edt-l2-001""#)
    let report = try Linter.lint(Array(text.utf8))
    let misplaced = try #require(report.scenes.first?.layouts.first).findings.filter { $0.rule.id == .misplaced }
    #expect(misplaced.map(\.subject).contains("_9bl-vw-001"))
    let (fixed, frames) = FrameFix.apply(report, to: Array(text.utf8))
    #expect(frames == misplaced.count)
    #expect(try Linter.lint(fixed).scenes.first?.layouts.first?.findings.filter { $0.rule.id == .misplaced }.isEmpty == true)
}

/// Ambiguity the solve finds and Xcode's canvas does not flag (AmbiguityScope).
@Suite struct AmbiguityScopeTests {
    @Test func tiesInAPlacedStackAndViewsInsideHiddenOnesAreNotFindings() throws {
        let bytes = Fixture.bytes("AmbiguityScope.xib")
        let scene = try #require(try Importer.importFile(bytes).scenes.first)
        let solved = try #require(try LayoutSystem.solve(scene.document).first)
        let engine = Set(solved.diagnostics.compactMap { d -> String? in
            if case .ambiguous(let item, _, _) = d { item } else { nil }
        })
        // The engine answers for UIKit's layout engine: all four are free there.
        #expect(engine == ["Asc-l1-001", "Asc-l2-001", "Asc-in-001", "Asc-fr-001"])
        let report = try Linter.lint(bytes)
        let found = try #require(report.scenes.first?.layouts.first).findings.filter { $0.rule.id == .ambiguous }
        #expect(found.map(\.subject) == ["Asc-fr-001"])
    }

    @Test func aViewThatMayBeDesignableIsNotedNotBlamed() throws {
        let report = try Linter.lint(Fixture.bytes("Designable.xib"))
        let layout = try #require(report.scenes.first?.layouts.first)
        // Both heights are free in the solve; only the card is a finding.
        #expect(layout.findings.filter { $0.rule.id == .ambiguous }.map(\.subject) == ["Dsg-cd-001"])
        let notes = layout.notes.filter { $0.message.contains("Dsg-tb-001") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("inspectable properties (cornerRadius)") == true)
        #expect(notes.first?.line == 22)
    }
}
