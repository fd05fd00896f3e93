@testable import LayoutEngine
import TestSupport
import Testing

/// Details a person can act on for the usual slips in visual formats.
@Suite struct VisualFormatMessageTests {
    @Test func aMissingOrientationIsNamed() {
        let p = StringNumberLimitTests.problem(["|-[a]-|"])
        #expect(p?.kind == .visualFormatSyntax)
        #expect(p?.location.offset == 0)
        #expect(p?.detail.contains("H: or V:") == true, "\(p?.detail ?? "")")
        #expect(StringNumberLimitTests.problem(["[a]-[b]"])?.detail.contains("H: or V:") == true)
        #expect(StringNumberLimitTests.problem(["h:|-[a]-|"])?.detail.contains("capitals") == true)
    }

    @Test func metricNamesAreSaidToBeUnsupported() {
        for (text, offset) in [("H:|-pad-[a]-|", 4), ("H:[a]-gap-[b]", 6), ("H:|-(pad)-[a]", 5)] {
            let p = StringNumberLimitTests.problem([text])
            #expect(p?.kind == .visualFormatSyntax, "\(text)")
            #expect(p?.location.offset == offset, "\(text)")
            #expect(p?.detail.contains("metric names") == true, "\(text): \(p?.detail ?? "")")
            #expect(p?.detail.contains("number") == true, "\(text)")
        }
    }

    @Test func theRootHasNoSuperviewForTheBar() {
        let p = StringNumberLimitTests.problem(["H:|-[root]-|"])
        #expect(p?.kind == .invalidConstraint)
        #expect(p?.location.offset == 5)
        #expect(p?.detail.contains("no superview") == true, "\(p?.detail ?? "")")
    }
}
