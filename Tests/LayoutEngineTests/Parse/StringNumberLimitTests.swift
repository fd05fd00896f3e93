import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Numbers written inside constraint strings obey `Limits.maxMagnitude` as JSON numbers do
/// (docs/requests.md#limits: any number, inside strings too, within ±1e9).
@Suite struct StringNumberLimitTests {
    /// Reads and solves a document with views `a` and `b` under the root and `constraints`
    /// (JSON string literals, already quoted) at the top level.
    static func problem(_ constraints: [String], limits: Limits = .default) -> Problem? {
        let json = """
            {"root": {"id": "root", "children": [{"id": "a"}, {"id": "b"}]},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
             "sizes": [{"width": 320, "height": 480}]}
            """
        do {
            let document = try DocumentReader.read(Array(json.utf8), limits: limits).document
            _ = try LayoutSystem.solve(document, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func expressionNumbersBeyondTheLimitAreInvalidValues() {
        let cases: [(String, Int)] = [
            ("a.width == 10000000000", 11),
            ("a.width == -10000000000", 11),
            ("a.width == root.width * 10000000000", 24),
            ("a.width == root.width + 10000000000", 24),
            ("a.width == root.width - 10000000000", 24),
            ("a.width == root.width / 10000000000", 24),
            // Within the limit as written, but its reciprocal, the multiplier, is not.
            ("a.width == root.width / 0.0000000001", 24),
            ("a.width == 10 @750", -1),  // control: fine
        ]
        for (text, offset) in cases {
            let p = Self.problem([text])
            if offset < 0 {
                #expect(p == nil, "\(text)")
                continue
            }
            #expect(p?.kind == .invalidValue, "\(text)")
            #expect(p?.pointer == "/constraints/0", "\(text)")
            #expect(p?.location.offset == offset, "\(text)")
            #expect(p?.detail.contains("1000000000") == true, "\(text): \(p?.detail ?? "")")
        }
    }

    @Test func hugeConstantsAreOutOfRangeNotAccepted() {
        // 306 digits is still a finite double, and refused all the same; 400 digits is inf.
        for digits in [306, 400] {
            let p = Self.problem(["a.width == " + String(repeating: "9", count: digits)])
            #expect(p?.kind == .invalidValue)
            #expect(p?.location.offset == 11)
            #expect(p?.detail.contains("out of range") == true)
            #expect(p?.detail.contains("(\(digits) digits)") == true, "\(p?.detail ?? "")")
        }
    }

    @Test func visualFormatNumbersBeyondTheLimitAreInvalidValues() {
        let cases: [(String, Int)] = [
            ("H:|-99999999999999999999-[a]-|", 4),
            ("H:|-10000000000-[a]", 4),
            ("H:[a]-10000000000-[b]", 6),
            ("H:[a(10000000000)]", 5),
            ("H:[a(>=-10000000000@750)]", 7),
            ("V:|-(>=10000000000)-[a]", 7),
            ("H:[a]-(8,<=10000000000)-[b]", 11),
        ]
        for (text, offset) in cases {
            let p = Self.problem([text])
            #expect(p?.kind == .invalidValue, "\(text)")
            #expect(p?.pointer == "/constraints/0", "\(text)")
            #expect(p?.location.offset == offset, "\(text)")
        }
        #expect(Self.problem(["H:|-1000000000-[a]-|", "V:[a(>=1000000000@750)]"]) == nil)
    }

    @Test func theConfiguredLimitReachesTheStrings() {
        let limits = Limits(maxMagnitude: 1000)
        #expect(Self.problem(["a.width == 1000"], limits: limits) == nil)
        #expect(Self.problem(["a.width == 1001"], limits: limits)?.kind == .invalidValue)
        #expect(Self.problem(["H:|-1001-[a]"], limits: limits)?.kind == .invalidValue)
        #expect(Self.problem(["a.width == root.width / 0.0001"], limits: limits)?.kind == .invalidValue)
    }

    @Test func prioritiesKeepTheirOwnRefusal() {
        let p = Self.problem(["a.width == 10 @10000000000"])
        #expect(p?.kind == .invalidConstraint)
        #expect(p?.detail.contains("1...1000") == true)
    }
}
