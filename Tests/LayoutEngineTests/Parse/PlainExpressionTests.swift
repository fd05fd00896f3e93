import Testing
@testable import LayoutEngine
import TestSupport

/// The byte reading of an expression string answers exactly what the scanner does wherever
/// it answers (the parts, their offsets, the numbers to the bit), and leaves every other
/// string (errors first) to the scanner.
@Suite struct PlainExpressionTests {
    /// A parsed constraint spelled out, the numbers by their bits (so -0 is not 0).
    private func spelled(_ c: ParsedConstraint) -> String {
        func ref(_ r: AttributeRef?) -> String { r.map { "\($0.item)|\($0.attribute)|\($0.offset)" } ?? "nil" }
        return "\(ref(c.first)) \(c.relation) \(ref(c.second)) \(c.multiplier.bitPattern) \(c.constant.bitPattern) "
            + "\(c.priority.bitPattern) \(String(describing: c.offsets))"
    }

    /// The scanner's answer, or its error's kind, offset and message.
    private func scanned(_ text: String, _ limit: Double) -> String {
        do {
            return spelled(try ExpressionParser.scannedExpression(text, maxMagnitude: limit))
        } catch {
            return "error \(error.kind) \(error.offset) \(error.message)"
        }
    }

    /// Checks `text`; returns whether the byte reading answered it.
    @discardableResult
    private func check(_ text: String, limit: Double = Limits.default.maxMagnitude) -> Bool {
        let plain = ExpressionParser.plainExpression(text, maxMagnitude: limit)
        if let plain {
            #expect(spelled(plain) == scanned(text, limit), "\(text)")
        }
        let parsed: String
        do {
            parsed = spelled(try ExpressionParser.parse(text, maxMagnitude: limit))
        } catch {
            parsed = "error \(error.kind) \(error.offset) \(error.message)"
        }
        #expect(parsed == scanned(text, limit), "\(text)")
        return plain != nil
    }

    @Test func commonFormsAreReadOffTheBytes() {
        let common = [
            "title.leading == root.leading + 16", "title.top == root.safeArea.top + 8",
            "b.top == root.centerY * 0.666667 + 10 @750", "a.width>=b.height/4-8@250.5", "g.width == -10",
            "navBar.height == 44", "row-12_icon.leading == v.margins.leading", "a.b.top <= c.bottom - 0.5",
            "x.width == y.width * 2 @ 999", "  a.top == b.top  ", "a.top == b.top - -5", "a.trailing == b.trailing-8",
            "a.height == 0", "a.height == -0", "a.width == b.width / 3",
        ]
        for text in common {
            #expect(check(text), "\(text) went to the scanner")
        }
    }

    @Test func everythingElseIsTheScanners() {
        let others = [
            "", " ", "a.top", "a.top ==", "a.top == ", "a.top = b.top", "a.top == b.top +", "a.top == b.top @",
            "a.tops == b.top", "a.top == b.top1", "a.top == 1e3", "a.top == .5", "a.top == 5.", "H:|[a]|", "|a.top",
            "[a].top == 1", "h:|[a]|", "v:[a]", "é.top == 1", "a.top == b.tóp", "a.width == b.width / 0",
            "a.width == b.width / 0.0", "a.top == 1234567890123456", "a.top == 0.12345678901234567890123",
            "a.top == 10000000000", "a.top == b.top * 10000000000", "a.width == b.width / 0.000001", "a.top == b.top @ 1e3",
            "a.top == b.top @ 1000 x", "a.top == b.top @ -5", "-a.top == 1", "a..top == 1", "a.top == b.top * -2.5",
            "1.top == 2", "a.top == b.top / 0.00001", "a.top == b.top + 99999.99999", "a.top>=b.top*2.5-3@1",
            "a.top\t==\nb.top\r+ 1", "a.top == b.top + 0.1", "a.top == b.top + 0.0000000000000000000001",
        ]
        for text in others {
            check(text)
        }
        // Past the magnitude limit the scanner words the error; within a larger one both read it.
        #expect(!check("a.top == 100001", limit: 1e5))
        #expect(!check("a.width == b.width / 0.00001", limit: 1e4))
        #expect(check("a.top == 100001", limit: 1e9))
        #expect(check("a.top == b.top + 0.1"))
    }

    @Test func randomStringsOfExpressionPieces() {
        var rng = SplitMix64(seed: 2026_12_07)
        let pieces = ["a", "b", "x1", "_", "-", ".", ".top", ".leading", ".width", ".centerY", ".margins",
                      ".safeArea", "Margin", " ", "==", "<=", ">=", "=", "*", "/", "+", "@", "0", "1", "7", "0.5",
                      "12.25", "999", "1000", "100001", ".", "é", "\t", "e3", "-0", "00", "3.14159265358979"]
        var answered = 0
        for _ in 0..<6000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...9, using: &rng) { text += pieces.randomElement(using: &rng)! }
            if check(text) { answered += 1 }
            // A small limit sends the larger numbers to the scanner's refusals.
            check(text, limit: 100)
        }
        // Written as a ref, a relation and a number or a ref, some are plain: they must
        // have been compared, not all left to the scanner.
        for _ in 0..<3000 {
            let text = "a" + [".top", ".width", ".leading"].randomElement(using: &rng)!
                + [" == ", "<=", " >= "].randomElement(using: &rng)!
                + ["b.top", "b.width * 2", "-3", "b.leading + 0.25", "b.top / 3 - 1 @ 250", "7.5"].randomElement(using: &rng)!
            if check(text) { answered += 1 }
        }
        #expect(answered > 3000)
    }
}
