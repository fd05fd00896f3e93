import Testing
@testable import LayoutEngine
import TestSupport

@Suite struct ExpressionParserTests {
    @Test func fullForm() throws {
        let c = try ExpressionParser.parse("b.top == root.centerY * 0.666667 + 10 @750")
        #expect(c.first == AttributeRef(item: "b", attribute: .top, offset: 0))
        #expect(c.relation == .equal)
        #expect(c.second == AttributeRef(item: "root", attribute: .centerY, offset: 9))
        #expect(c.multiplier == 0.666667)
        #expect(c.constant == 10)
        #expect(c.priority == 750)
    }

    @Test func whiteSpaceIsOptional() throws {
        let c = try ExpressionParser.parse("a.width>=b.height/4-8@250.5")
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.second?.attribute == .height)
        #expect(c.multiplier == 0.25)
        #expect(c.constant == -8)
        #expect(c.priority == 250.5)
    }

    @Test func constantOnly() throws {
        let c = try ExpressionParser.parse("g.width == -10")
        #expect(c.second == nil)
        #expect(c.constant == -10)
        #expect(c.priority == 1000)
    }

    @Test func longestItemBeforeAttribute() throws {
        let a = try ExpressionParser.parse("title.top == root.safeArea.top + 8")
        #expect(a.second?.item == "root.safeArea")
        let b = try ExpressionParser.parse("btn-2.leading == my-view.trailing-8")
        #expect(b.first.item == "btn-2")
        #expect(b.second?.item == "my-view")
        #expect(b.constant == -8)
        let c = try ExpressionParser.parse("v.margins.leading <= v.leadingMargin")
        #expect(c.first.item == "v.margins")
        #expect(c.second?.attribute == .leadingMargin)
    }

    @Test func syntaxErrorsPointAtTheFirstBadColumn() {
        let cases: [(String, ProblemKind, Int)] = [
            ("a.width = 5", .expressionSyntax, 8),      // '=' alone is no relation
            ("a.width == ", .expressionSyntax, 11),     // nothing after the relation
            ("a.width == b.width * x", .expressionSyntax, 21),
            ("a.widht == 5", .invalidAttribute, 2),
            ("a.width == 5 5", .expressionSyntax, 13),
            ("a.width == b.width / 0", .invalidConstraint, 21),
            ("é.width == 5", .expressionSyntax, 0),
            ("ab.top == ü.top", .expressionSyntax, 10), // offsets count Unicode scalars
            ("a.width == 5 @", .expressionSyntax, 14),
        ]
        for (text, kind, offset) in cases {
            #expect(throws: ParseError.self) { try ExpressionParser.parse(text) }
            do {
                _ = try ExpressionParser.parse(text)
            } catch {
                #expect(error.kind == kind, "\(text)")
                #expect(error.offset == offset, "\(text)")
            }
        }
    }

    @Test func hugeNumbersAreRefusedAsOutOfRange() {
        // 400 digits do not fit a double (inf): beyond the ±1e9 limit like any other.
        let text = "a.width == " + String(repeating: "9", count: 400)
        do {
            _ = try ExpressionParser.parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(error.offset == 11)
        }
    }

    @Test func objectMemberIsOneAttributeReference() throws {
        #expect(try ExpressionParser.parseAttributeRef("root.safeArea.top").item == "root.safeArea")
        #expect(throws: ParseError.self) { try ExpressionParser.parseAttributeRef("a.top + 1") }
    }
}

@Suite struct ExpressionCanonicalTextTests {
    @Test func canonicalTextParsesBackToTheSameConstraint() throws {
        var rng = SplitMix64(seed: 42)
        let items = ["a", "b-2", "root.safeArea", "v.margins", "_x"]
        let attributes = Attribute.allCases.map(\.rawValue)
        let numbers = ["0", "1", "2.5", "0.333333", "-4", "1000", "0.000001", "12.125"]
        for _ in 0..<500 {
            let first = items.randomElement(using: &rng)! + "." + attributes.randomElement(using: &rng)!
            var text = first + [" == ", "<=", " >= "].randomElement(using: &rng)!
            if Bool.random(using: &rng) {
                text += numbers.randomElement(using: &rng)!
            } else {
                text += items.randomElement(using: &rng)! + "." + attributes.randomElement(using: &rng)!
                if Bool.random(using: &rng) { text += ["*", " / "].randomElement(using: &rng)! + ["2", "0.5", "3", "-1"].randomElement(using: &rng)! }
                if Bool.random(using: &rng) { text += ["+", " - "].randomElement(using: &rng)! + numbers.randomElement(using: &rng)! }
            }
            if Bool.random(using: &rng) { text += "@" + ["1", "250", "999.5", "1000"].randomElement(using: &rng)! }
            let parsed = try ExpressionParser.parse(text)
            let name = ConstraintNaming.canonical(parsed)
            let again = try ExpressionParser.parse(name)
            #expect(ConstraintNaming.canonical(again) == name, "\(text)")
            #expect(again.first == AttributeRef(item: parsed.first.item, attribute: parsed.first.attribute, offset: 0))
            #expect(again.relation == parsed.relation && again.priority == parsed.priority)
            #expect(abs(again.constant - parsed.constant) <= 5e-7, "\(text)")
        }
    }
}

/// `Scanner.text` writes UTF-8 itself: every scalar width, empty and whole ranges.
@Test func scannerTextKeepsEveryScalar() {
    let written = "aé€😀b-1.5"
    let scanner = Scanner(written)
    #expect(scanner.text(0, scanner.scalars.count) == written)
    #expect(scanner.text(1, 4) == "é€😀")
    #expect(scanner.text(3, 3) == "")
    #expect(scanner.text(5, 9) == "-1.5")
    #expect(Double(scanner.text(6, 9)) == 1.5)
}

/// Item names come through the parser as written, dashes and underscores included.
@Test func attributeRefKeepsTheItemName() throws {
    let ref = try ExpressionParser.parseAttributeRef("row-12_icon.leading")
    #expect(ref.item == "row-12_icon")
    #expect(ref.attribute == .leading)
}

/// `Attribute.match` takes the whole run of letters and knows every attribute by its name
/// exactly (case included).
@Test func attributeMatchKnowsEveryNameExactly() {
    for attribute in Attribute.allCases {
        let scalars = Array("v.\(attribute.rawValue)+1".unicodeScalars)
        let match = Attribute.match(scalars, at: 2)
        #expect(match?.0 == attribute && match?.1 == 2 + attribute.rawValue.unicodeScalars.count, "\(attribute)")
    }
    for wrong in ["leadingX", "Leading", "lead", "widths", "x"] {
        #expect(Attribute.match(Array(wrong.unicodeScalars), at: 0) == nil, "\(wrong)")
    }
}
