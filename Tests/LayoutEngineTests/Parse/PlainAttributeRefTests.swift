import Testing
@testable import LayoutEngine
import TestSupport

/// The byte reading of an object member answers exactly what the scanner does wherever it
/// answers, and leaves every other string (errors first) to the scanner.
@Suite struct PlainAttributeRefTests {
    /// The scanner's answer, or its error's kind, offset and message.
    private func scanned(_ text: String) -> String {
        do {
            let ref = try ExpressionParser.scannedAttributeRef(text)
            return "\(ref.item)|\(ref.attribute)|\(ref.offset)"
        } catch {
            return "error \(error.kind) \(error.offset) \(error.message)"
        }
    }

    private func check(_ text: String) {
        if let plain = ExpressionParser.plainAttributeRef(text) {
            #expect("\(plain.item)|\(plain.attribute)|\(plain.offset)" == scanned(text), "\(text)")
        }
        let parsed: String
        do {
            let ref = try ExpressionParser.parseAttributeRef(text)
            parsed = "\(ref.item)|\(ref.attribute)|\(ref.offset)"
        } catch {
            parsed = "error \(error.kind) \(error.offset) \(error.message)"
        }
        #expect(parsed == scanned(text), "\(text)")
    }

    @Test func writtenCases() {
        let cases = [
            "a.top", "root.safeArea.top", "v.margins.leading", "a.b.top", "a.topMargin", "a.top1", "a.top_",
            "a.top-1", "a.top.", "a.", ".top", "-a.top", "_a.top", "a..top", "a.Top", "a.tops", "a", "",
            "row-12_icon.leading", "a.top + 1", " a.top", "a.top ", "é.top", "a.tóp", "a.centerXWithinMargins",
            "a.firstBaseline", "a.width.height", "a.top.x", "1.top", "a-.top", "a.-top",
        ]
        for text in cases {
            check(text)
        }
        #expect(ExpressionParser.plainAttributeRef("a.b.top") == AttributeRef(item: "a.b", attribute: .top, offset: 0))
        #expect(ExpressionParser.plainAttributeRef("a.top1") == nil)
        #expect(ExpressionParser.plainAttributeRef("-a.top") == nil)
    }

    @Test func randomStringsOfItemCharacters() {
        var rng = SplitMix64(seed: 2026_12_06)
        let pieces = ["a", "b", "x1", "_", "-", ".", ".top", ".leading", ".width", ".centerY", ".margins", ".safeArea",
                      "Margin", "1", " ", "é", "+", "top", "height"]
        for _ in 0..<5000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) { text += pieces.randomElement(using: &rng)! }
            check(text)
        }
    }
}
