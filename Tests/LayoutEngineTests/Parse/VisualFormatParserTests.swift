import Testing
@testable import LayoutEngine

@Suite struct VisualFormatParserTests {
    private func names(_ text: String) throws -> [String] {
        try VisualFormatParser.parse(text).constraints.map(ConstraintNaming.canonical)
    }

    @Test func connectionsAndStandardSpacing() throws {
        // Standard spacing: 20 to the superview edge, 8 between siblings.
        #expect(try names("H:|-[a]-[b]-|") == [
            "a.leading == |.leading + 20", "b.leading == a.trailing + 8", "|.trailing == b.trailing + 20",
        ])
        #expect(try names("V:|[a][b]|") == ["a.top == |.top", "b.top == a.bottom", "|.bottom == b.bottom"])
        #expect(try names("H:[a]-12.5-[b]") == ["b.leading == a.trailing + 12.5"])
    }

    @Test func predicates() throws {
        #expect(try names("H:[a(>=50@750,<=100)]") == ["a.width >= 50 @750", "a.width <= 100"])
        #expect(try names("V:[a(==b)]") == ["a.height == b.height"])
        #expect(try names("H:[a(50)]") == ["a.width == 50"])
        #expect(try names("H:|-(>=8@750,<=20)-[a]") == ["a.leading >= |.leading + 8 @750", "a.leading <= |.leading + 20"])
        #expect(try names("H:[a]-(>=0)-|") == ["|.trailing >= a.trailing"])
    }

    @Test func viewsAreListed() throws {
        let f = try VisualFormatParser.parse("H:[a]-[b-2(==a)]")
        #expect(f.horizontal)
        #expect(f.views.map(\.item) == ["a", "b-2"])
        #expect(f.views.map(\.offset) == [3, 7])
    }

    @Test func syntaxErrorsCarryOffsets() {
        let cases: [(String, Int)] = [
            ("[a]", 0),               // orientation is required
            ("H:", 2),                // a view is required
            ("H:[a", 4),
            ("H:[a]-8", 7),
            ("H:[a]-(>=x)-[b]", 9),   // no metric names in connections
            ("H:[a]-|[b]", 7),
            ("H:|-[a]-", 8),
            ("H:[a(==)]", 7),
            ("H:[1a]", 3),
        ]
        for (text, offset) in cases {
            do {
                _ = try VisualFormatParser.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.kind == .visualFormatSyntax, "\(text)")
                #expect(error.offset == offset, "\(text)")
            }
        }
    }
}
