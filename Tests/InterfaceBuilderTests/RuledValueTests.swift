import Foundation
@testable import InterfaceBuilder
import LayoutEngine
import Testing

/// Values layoutd models by a rule every canvas applies alike (`SavedFrameCheck.Trust.ruled`):
/// a constraint that reads one of them and that the saved frames break is evidence on its
/// own, as an edge of a saved frame is, unless every constraint reading the value breaks it
/// by the same amount. Each test changes the XML as a merge or a script would.
@Suite struct RuledValueTests {
    private func misplaced(_ text: String) throws -> [String] {
        let report = try Linter.lint(Array(text.utf8))
        return report.scenes.flatMap { $0.layouts.first?.findings ?? [] }.filter { $0.rule.id == .misplaced }.map(\.subject)
    }

    private func fixture(_ name: String, _ changes: [(String, String)]) -> String {
        var text = String(decoding: Fixture.bytes(name), as: UTF8.self)
        for (from, to) in changes {
            #expect(text.contains(from), "\(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    @Test func theFixturesAsXcodeSavedThemHaveNone() throws {
        for name in ["EditedConstants.storyboard", "CellMargins.storyboard", "ScrollContent.storyboard"] {
            #expect(try misplaced(fixture(name, [])).isEmpty, "\(name)")
        }
    }

    @Test func aChangeOnARootsSideMarginIsFoundAlone() throws {
        // Only Edt-m2-001 reads the root's trailing margin, but a controller's root view has
        // 16 or 20 pt at its sides on every canvas.
        let text = fixture("EditedConstants.storyboard", [
            (#"secondAttribute="trailing" id="Edt-m2-001""#, #"secondAttribute="trailing" constant="13" id="Edt-m2-001""#)])
        #expect(try misplaced(text) == ["Mrg-vw-001"])
    }

    @Test func aFindingOnAModelledValueNamesTheValueLayoutdTook() throws {
        // The evidence is layoutd's model of the canvas, not something the file wrote: the
        // message says which value it read and what layoutd took it to be, so a person can
        // tell a wrong rule from a wrong file.
        let text = fixture("EditedConstants.storyboard", [
            (#"secondAttribute="trailing" id="Edt-m2-001""#, #"secondAttribute="trailing" constant="13" id="Edt-m2-001""#)])
        let report = try Linter.lint(Array(text.utf8))
        let messages = report.scenes.flatMap { $0.layouts.first?.findings ?? [] }.filter { $0.rule.id == .misplaced }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Edt-m2-001 by 13 pt (it reads the margin of Edt-rt-001 at the trailing side, 16 pt, as layoutd models it)") == true,
                "\(messages)")
        // A constraint between saved edges alone reads nothing modelled, and says nothing more.
        let exact = fixture("EditedConstants.storyboard", [
            (#"<constraint firstItem="Mr2-vw-001" firstAttribute="width" constant="100" id="Edt-n3-001"/>"#,
             #"<constraint firstItem="Mr2-vw-001" firstAttribute="width" constant="113" id="Edt-n3-001"/>"#)])
        let plain = try Linter.lint(Array(exact.utf8)).scenes.flatMap { $0.layouts.first?.findings ?? [] }
            .filter { $0.rule.id == .misplaced }.map(\.message)
        #expect(!plain.isEmpty && plain.allSatisfy { $0.hasSuffix("break Edt-n3-001 by 13 pt") }, "\(plain)")
    }

    @Test func sideMarginsThatEveryReaderBreaksAlikeAreLayoutdsRuleNotTheFile() throws {
        // Saved 4 pt further in than the rule's 16 at both margin-pinned views: all three
        // constraints on the root's side margins break by 4, so the rule is what is wrong.
        let text = fixture("EditedConstants.storyboard", [
            (#"x="16" y="300" width="343" height="40""#, #"x="20" y="300" width="343" height="40""#),
            (#"x="16" y="360" width="100" height="40""#, #"x="20" y="360" width="100" height="40""#)])
        #expect(try misplaced(text).isEmpty)
    }

    @Test func oneSideThatEveryReaderBreaksAlikeIsLayoutdsRuleNotTheFile() throws {
        // The root saved 25 pt wider than the device (with the header that spans it): both
        // constraints on the root's trailing margin break by 25 while those on its leading
        // margin hold, so the trailing side is not evidence.
        let text = fixture("EditedConstants.storyboard", [
            (#"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#, #"<rect key="frame" x="0.0" y="0.0" width="400" height="667"/>"#),
            (#"<rect key="frame" x="0.0" y="20" width="375" height="100"/>"#, #"<rect key="frame" x="0.0" y="20" width="400" height="100"/>"#),
            (#"<constraint firstItem="Mr2-vw-001" firstAttribute="width" constant="100" id="Edt-n3-001"/>"#,
             #"<constraint firstItem="Edt-rt-001" firstAttribute="trailingMargin" secondItem="Mr2-vw-001" secondAttribute="trailing" constant="243" id="Edt-n3-001"/>"#)])
        #expect(try misplaced(text).isEmpty)
    }

    @Test func aChangeOnASafeAreaSideIsFound() throws {
        // No portrait device insets the safe area at the sides: its leading edge is the
        // screen's, read here by one constraint only.
        let text = fixture("EditedConstants.storyboard", [
            (#"secondItem="Edt-rt-001" secondAttribute="leading" id="Edt-h1-001""#,
             #"secondItem="Edt-sa-001" secondAttribute="leading" constant="13" id="Edt-h1-001""#)])
        #expect(try misplaced(text) == ["Hdr-vw-001"])
    }

    @Test func aChangeOnACellsSideMarginNothingElseReadsIsNotBlamed() throws {
        // A cell's content view takes margins that vary by Xcode version and accessory: its
        // trailing margin, read by Cmg-c6-001 alone, stays layoutd's guess.
        let text = fixture("CellMargins.storyboard", [
            (#"secondAttribute="trailing" id="Cmg-c6-001""#, #"secondAttribute="trailing" constant="13" id="Cmg-c6-001""#)])
        #expect(try misplaced(text).isEmpty)
    }

    @Test func aChangedWidthAcrossAScrollViewsEdgeIsFound() throws {
        // The canvas offsets a scroll view's content by insets it does not save, which moves
        // the content's edges but not its width.
        let text = fixture("ScrollContent.storyboard", [
            (#"secondAttribute="width" id="Scr-c5-001""#, #"secondAttribute="width" constant="13" id="Scr-c5-001""#)])
        #expect(try misplaced(text) == ["Scr-cv-001"])
    }

    @Test func aChangedPinToAScrollViewsContentEdgeIsFound() throws {
        // Xcode saves scroll content unscrolled: the content rectangle starts at the scroll
        // view's own top, and Scr-c1-001, its only reader, is evidence alone.
        let text = fixture("ScrollContent.storyboard", [
            (#"secondAttribute="top" id="Scr-c1-001""#, #"secondAttribute="top" constant="13" id="Scr-c1-001""#)])
        #expect(try misplaced(text) == ["Scr-cv-001"])
        let report = try Linter.lint(Array(text.utf8))
        let message = report.scenes.flatMap { $0.layouts.first?.findings ?? [] }.first { $0.rule.id == .misplaced }?.message ?? ""
        #expect(message.contains("it reads the top of the content of Scr-sv-001, at its own top edge (content saved unscrolled)"), "\(message)")
    }

    @Test func aPinToAScrollViewsMarginIsLayoutdsModelNotEvidence() throws {
        // A pin to the scroll view's top margin reads the content's top plus the margin
        // layoutd takes (8 pt); a scroll view under the status bar takes the safe area into
        // its margins too (Jongrimes20's CustomerSystem saved 44 pt more). Alone, it is not
        // evidence.
        let text = fixture("ScrollContent.storyboard", [
            (#"secondAttribute="top" id="Scr-c1-001""#, #"secondAttribute="topMargin" id="Scr-c1-001""#),
            (#"<rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>"#, #"<rect key="frame" x="0.0" y="52" width="375" height="1000"/>"#)])
        #expect(try misplaced(text).isEmpty)
    }

    @Test func contentSavedScrolledAtEveryPinIsNotBlamed() throws {
        // Both views pinned to the content's top saved 20 pt lower: every reader of the
        // content's origin breaks it alike, so the canvas scrolled, not the file.
        let text = fixture("ScrollContent.storyboard", [
            (#"<rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>"#, #"<rect key="frame" x="0.0" y="20" width="375" height="1000"/>"#),
            (#"secondItem="Scr-fg-001" secondAttribute="top" id="Scr-c7-001""#, #"secondItem="Scr-sv-001" secondAttribute="top" id="Scr-c7-001""#),
            (#"<rect key="frame" x="0.0" y="0.0" width="375" height="30"/>"#, #"<rect key="frame" x="0.0" y="20" width="375" height="30"/>"#)])
        #expect(try misplaced(text).isEmpty)
    }
}
