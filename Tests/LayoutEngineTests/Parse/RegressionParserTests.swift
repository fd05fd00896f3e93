import Testing
@testable import LayoutEngine

/// Parser inputs the fuzz targets' oracles (fuzz/targets) flagged, kept so they stay fixed.
@Suite struct RegressionParserTests {
    @Test func dividingByASubnormalIsRefusedWhereTheDivisorIs() {
        // 1e-310 is a finite, non-zero Double (subnormal), but 1 / 1e-310 overflows to +inf:
        // the parser handed the builder an infinite multiplier (the resolver refused it, but
        // with no offset). The divisor starts at scalar 21: "a.width == b.width / " is
        // 7 + 1 + 2 + 1 + 7 + 1 + 1 + 1 = 21 scalars.
        let divisor = "0." + String(repeating: "0", count: 309) + "1"
        #expect(throws: ParseError(kind: .invalidConstraint,
                                   message: "dividing by \(divisor) gives a multiplier beyond any finite number",
                                   offset: 21)) {
            try ExpressionParser.parse("a.width == b.width / " + divisor)
        }
        // A tiny normal divisor still works when the limit allows its reciprocal: 1 / 1e-300
        // is about 1e300, finite.
        let fine = "0." + String(repeating: "0", count: 299) + "1"
        let multiplier = (try? ExpressionParser.parse("a.width == b.width / " + fine, maxMagnitude: .greatestFiniteMagnitude))?.multiplier ?? 0
        #expect(abs(multiplier / 1e300 - 1) < 1e-12)
        // Under the default limit of 1e9 the same divisor is refused, for its multiplier;
        // 1 / 2e-9 = 5e8 is within it.
        #expect(throws: ParseError.self) { try ExpressionParser.parse("a.width == b.width / " + fine) }
        let half = (try? ExpressionParser.parse("a.width == b.width / 0.000000002"))?.multiplier ?? 0
        #expect(abs(half / 5e8 - 1) < 1e-12)
    }

    @Test func aSizePredicateMayNameAViewOutsideTheFormat() throws {
        // A report of the VFL fuzz target: [avatar(tl)] relates avatar's height to tl's, a
        // view the format does not list. That is Apple's grammar (the view comes from the
        // views dictionary), so the parser is right and the report is not a bug; kept to pin
        // the behaviour.
        let format = try VisualFormatParser.parse("V:|-20-[avatar(tl)]")
        #expect(format.views.map(\.item) == ["avatar"])
        let size = format.constraints.first { $0.second?.item == "tl" }
        #expect(size?.first == AttributeRef(item: "avatar", attribute: .height, offset: 8))
        #expect(size?.second == AttributeRef(item: "tl", attribute: .height, offset: 15))
        #expect(size?.constant == 0)
    }
}
