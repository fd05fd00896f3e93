@testable import InterfaceBuilder
import LayoutEngine
import Testing

/// Lint's notes on views whose layout rests on a size layoutd guessed (GuessedSizeNotes).
@Suite struct GuessedSizeNoteTests {
    @Test func theImportNamesItsGuessesAndTheirAxes() throws {
        let scene = try #require(try Importer.importFile(Fixture.bytes("GuessedSizes.xib")).scenes.first)
        #expect(scene.guessedSizes["Gsz-g1-001"] == GuessedSize(reason: .customClass("Gauge"), width: true, height: true))
        #expect(scene.guessedSizes["Gsz-g2-001"] != nil)
        #expect(scene.guessedSizes["Gsz-bx-001"] == nil)
        let rows = try #require(try Importer.importFile(Fixture.bytes("ProportionalRows.xib")).scenes.first)
        #expect(rows.guessedSizes["Ppr-r1-001"] == GuessedSize(reason: .proportionalShare, width: false, height: true))
    }

    @Test func viewsAmbiguousOnlyWithoutTheGuessAreNotedNotBlamed() throws {
        let report = try Linter.lint(Fixture.bytes("GuessedSizes.xib"))
        let layout = try #require(report.scenes.first?.layouts.first)
        // With the guess the solve is whole: no finding at all.
        #expect(layout.findings.isEmpty, "\(layout.findings)")
        // Without it the stack's and the Gauge's heights and the box's y are free; the
        // second Gauge's pins decide its size, so its guess decides nothing.
        #expect(layout.notes.map(\.item) == ["Gsz-st-001", "Gsz-g1-001", "Gsz-bx-001"])
        #expect(layout.notes.map(\.line) == [22, 25, 30])
        let gauge = try #require(layout.notes.first { $0.item == "Gsz-g1-001" })
        #expect(gauge.message.contains("its class Gauge sets its size nowhere in the file"))
        #expect(gauge.message.contains("the height of Gsz-g1-001 is ambiguous"))
        // The others name the guess that decides, not every guess of the scene.
        let box = try #require(layout.notes.first { $0.item == "Gsz-bx-001" })
        #expect(box.message.contains("the saved size of Gsz-g1-001, taken because"))
        #expect(!box.message.contains("Gsz-g2-001"))
        #expect(box.message.contains("the y of Gsz-bx-001 is ambiguous"))
    }

    @Test func aTieOnlyTheGuessMakesIsNotedAtEveryDevice() throws {
        let report = try Linter.lint(Fixture.bytes("GuessedTie.xib"), devices: try Linter.parseDevices("retina6_12"))
        let layouts = try #require(report.scenes.first?.layouts)
        #expect(layouts.count == 2)
        for layout in layouts {
            let ambiguous = layout.findings.filter(\.isAmbiguous)
            #expect(ambiguous.isEmpty, "\(ambiguous)")
            let tied = layout.notes.filter { $0.message.contains("only with the saved size of Gti-cf-001") }
            #expect(tied.map(\.item) == ["Gti-la-001", "Gti-lb-001"])
        }
        let card = try #require(layouts.first?.notes.first { $0.item == "Gti-lb-001" })
        #expect(card.message.hasPrefix("Gti-lb-001 is not called ambiguous: its y and height tie only with"))
        #expect(card.message.contains("taken because its class Confetti sets its size nowhere in the file"))
    }

    @Test func notesCarryTheirViewInJSONAndTheOccurrence() throws {
        let report = try Linter.lint(Fixture.bytes("GuessedSizes.xib"))
        let occurrences = LintOccurrence.all(report).filter { $0.rule.id == .approximation }
        #expect(occurrences.map(\.subject) == ["Gsz-st-001", "Gsz-g1-001", "Gsz-bx-001"])
        let json = String(decoding: LintWriter.json(report), as: UTF8.self)
        #expect(json.contains(#""item":"Gsz-g1-001""#))
    }

    @Test func turningAmbiguityOffLeavesTheNotesOut() throws {
        var configuration = LintConfiguration()
        configuration.disabledRules = [.ambiguous]
        let report = try Linter.lint(Fixture.bytes("GuessedSizes.xib"), configuration: configuration)
        #expect(report.scenes.first?.layouts.first?.notes.isEmpty == true)
    }
}

/// Lint's notes on ties over a sliver the copied sizes make (SubPixelTies).
@Suite struct SubPixelTieTests {
    @Test func aTieOverLessThanAPixelIsNotedAndAVisibleOneStaysAFinding() throws {
        let report = try Linter.lint(Fixture.bytes("SubPixelTie.xib"))
        #expect(report.scenes.count == 3)
        let sliver = try #require(report.scenes.first?.layouts.first)
        #expect(sliver.findings.isEmpty, "\(sliver.findings)")
        #expect(sliver.notes.map(\.item) == ["Sub-a1-001", "Sub-b1-001"])
        #expect(sliver.notes.allSatisfy { $0.message.contains("can move by only 0.166667 pt") })
        let visible = try #require(report.scenes[1].layouts.first)
        #expect(visible.findings.map(\.subject) == ["Sub-a2-001", "Sub-b2-001"])
        #expect(visible.notes.isEmpty)
    }

    @Test func aSliverInAnImagesSizeStaysAFinding() throws {
        let report = try Linter.lint(Fixture.bytes("SubPixelTie.xib"))
        let image = try #require(report.scenes.last?.layouts.first)
        #expect(image.findings.map(\.subject) == ["Sub-a3-001", "Sub-b3-001"])
        #expect(image.notes.isEmpty)
    }
}

/// Lint's notes on views that only a broken constraint leaves free (AmbiguityFromBreaks).
@Suite struct AmbiguityFromBreaksTests {
    @Test func aViewFreedByTheBrokenPinIsNotedNotBlamed() throws {
        let report = try Linter.lint(Fixture.bytes("ShortCell.xib"))
        let freed = try #require(report.layouts(ofScene: "Shc-ce-002")?.first)
        let kinds = freed.findings.map { f -> String in
            switch f.kind {
            case .unsatisfiable: "unsatisfiable \(f.subject)"
            case .ambiguous: "ambiguous \(f.subject)"
            default: "other"
            }
        }
        #expect(kinds.contains("unsatisfiable Shc-c4-002"))
        #expect(!kinds.contains("ambiguous Shc-co-002"), "\(kinds)")
        #expect(freed.notes.map(\.item) == ["Shc-co-002"])
        #expect(freed.notes.first?.message.contains("the conflict breaks Shc-c4-002") == true)
        // The first cell's box is held by its own height: nothing is freed, nothing noted.
        let held = try #require(report.layouts(ofScene: "Shc-ce-001")?.first)
        #expect(held.notes.isEmpty, "\(held.notes)")
    }
}

/// Lint's notes on ties that only layoutd's safe area makes (ModelledTies).
@Suite struct ModelledTieTests {
    @Test func aTieUnderLayoutdsSafeAreaIsNotedWithTheValueItReads() throws {
        let report = try Linter.lint(Fixture.bytes("SafeAreaTie.storyboard"))
        let canvas = try #require(report.layouts(ofScene: "Sat-rt-001")?.first)
        #expect(canvas.findings.filter(\.isAmbiguous).isEmpty, "\(canvas.findings)")
        #expect(canvas.notes.map(\.item) == ["Sat-la-001", "Sat-lb-001"])
        let message = try #require(canvas.notes.first?.message)
        #expect(message.contains("its height ties only under layoutd's model of the canvas"), "\(message)")
        #expect(message.contains("Sat-c3-001 by 59 pt (it reads the safe area's inset of Sat-rt-001 at the top, 59 pt, as layoutd models it)"), "\(message)")
        #expect(message.contains("Sat-c7-001 by 34 pt"), "\(message)")
        #expect(canvas.notes.last?.message.contains("its y and height tie only") == true)
    }

    @Test func atAnotherDeviceTheSavedFramesSayNothingOfTheRoom() throws {
        // At another device the room differs by design; the saved frames are the own device's.
        let report = try Linter.lint(Fixture.bytes("SafeAreaTie.storyboard"), devices: try Linter.parseDevices("retina6_12:landscape"))
        let layouts = try #require(report.layouts(ofScene: "Sat-rt-001"))
        #expect(layouts.count == 2)
        #expect(layouts[0].notes.map(\.item) == ["Sat-la-001", "Sat-lb-001"])
        #expect(!layouts[1].notes.contains { $0.message.contains("only under layoutd's model") })
        let ambiguous = layouts[1].findings.filter(\.isAmbiguous)
        #expect(ambiguous.map(\.subject) == ["Sat-la-001", "Sat-lb-001"])
    }

    @Test func aTieTheFileItselfStrainsStaysAFinding() throws {
        let report = try Linter.lint(Fixture.bytes("SafeAreaTie.storyboard"))
        let edited = try #require(report.layouts(ofScene: "Sat-rt-002")?.first)
        let ambiguous = edited.findings.filter(\.isAmbiguous)
        #expect(ambiguous.map(\.subject) == ["Sat-la-002", "Sat-lb-002"])
        #expect(edited.notes.isEmpty, "\(edited.notes)")
    }
}
