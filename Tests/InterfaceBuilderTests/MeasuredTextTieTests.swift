@testable import InterfaceBuilder
import Testing

/// Lint's notes on ties that only the copied text sizes make (MeasuredTextTies). Evidence in
/// the fixture's comment: esp-rainmaker's notification cell, whose two labels lint called
/// ambiguous and Xcode did not flag.
@Suite struct MeasuredTextTieTests {
    @Test func aTieTheMeasuredTextPlacesIsNoted() throws {
        let report = try Linter.lint(Fixture.bytes("MeasuredTextTie.xib"))
        let cell = try #require(report.layouts(ofScene: "Mtt-ce-001")?.first)
        #expect(cell.findings.filter(\.isAmbiguous).isEmpty, "\(cell.findings)")
        #expect(cell.notes.map(\.item) == ["Mtt-la-001", "Mtt-lb-001"])
        let message = try #require(cell.notes.first?.message)
        #expect(message.contains("its width ties only with the text sizes layoutd copied from the saved frames"), "\(message)")
    }

    @Test func aTieTheMeasuredTextKeepsStaysAFinding() throws {
        let report = try Linter.lint(Fixture.bytes("MeasuredTextTie.xib"))
        let cell = try #require(report.layouts(ofScene: "Mtt-ce-002")?.first)
        let ambiguous = cell.findings.filter(\.isAmbiguous)
        #expect(ambiguous.map(\.subject) == ["Mtt-la-002", "Mtt-lb-002"])
        #expect(cell.notes.isEmpty, "\(cell.notes)")
    }

    @Test func atAnotherDeviceTheMeasuredTextIsAskedToo() throws {
        // The copied sizes are the same at every device, and so is the tie they make.
        let report = try Linter.lint(Fixture.bytes("MeasuredTextTie.xib"), devices: try Linter.parseDevices("retina6_12"))
        let layouts = try #require(report.layouts(ofScene: "Mtt-ce-001"))
        #expect(layouts.count == 2)
        for layout in layouts {
            #expect(layout.findings.filter(\.isAmbiguous).isEmpty, "\(layout.findings)")
        }
    }

    @Test func scenesSharingALineAreLeftAsTheyAre() throws {
        // A scene is known by its line: in a file written on one line, both cells start on
        // line 1, and lint keeps their findings rather than note one from the other's solve.
        let oneLine = Fixture.bytes("MeasuredTextTie.xib").map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
        let report = try Linter.lint(oneLine)
        #expect(report.scenes.allSatisfy { $0.line == 1 })
        let cell = try #require(report.layouts(ofScene: "Mtt-ce-001")?.first)
        let ambiguous = cell.findings.filter(\.isAmbiguous)
        #expect(ambiguous.map(\.subject) == ["Mtt-la-001", "Mtt-lb-001"])
    }

    @Test func withAmbiguousOffNothingIsMeasured() throws {
        var configuration = LintConfiguration.default
        configuration.disabledRules.insert(.ambiguous)
        let report = try Linter.lint(Fixture.bytes("MeasuredTextTie.xib"), configuration: configuration)
        let cell = try #require(report.layouts(ofScene: "Mtt-ce-001")?.first)
        #expect(!cell.notes.contains { $0.message.contains("text sizes layoutd copied") })
    }
}
