import Foundation
import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import Testing

/// `ParsedDocument.structureForm`: the canonical form without `sizes`, `points` and
/// `touches`, the key under which documents that differ only in sizes share a solver.
@Suite struct DocumentReaderStructureTests {
    static let base = #"{"root": {"id": "root", "children": [{"id": "a", "intrinsicSize": {"width": 10, "height": 20}}]}, "constraints": ["a.leading == root.leading + 8"], "sizes": [{"width": 320, "height": 568}], "scale": 2}"#

    func read(_ text: String) throws -> ParsedDocument {
        try DocumentReader.read(Array(text.utf8))
    }

    func structure(_ text: String) throws -> String {
        String(decoding: try read(text).structureForm, as: UTF8.self)
    }

    @Test func isTheCanonicalFormWithoutSizes() throws {
        let parsed = try read(Self.base)
        let canonical = String(decoding: parsed.canonicalForm, as: UTF8.self)
        // Members sorted: constraints, root, scale, sizes; sizes is last, so its comma
        // before it goes with it.
        #expect(canonical == #"{"constraints":["a.leading == root.leading + 8"],"root":{"children":[{"id":"a","intrinsicSize":{"height":20,"width":10}}],"id":"root"},"scale":2,"sizes":[{"height":568,"width":320}]}"#)
        #expect(try structure(Self.base) == #"{"constraints":["a.leading == root.leading + 8"],"root":{"children":[{"id":"a","intrinsicSize":{"height":20,"width":10}}],"id":"root"},"scale":2}"#)
    }

    @Test func documentsDifferingOnlyInSizesShareIt() throws {
        let other = Self.base.replacingOccurrences(
            of: #""sizes": [{"width": 320, "height": 568}]"#,
            with: #""sizes": [{"width": 1024, "height": 768}, {"width": 375, "height": 812}]"#)
        #expect(other != Self.base)
        #expect(try read(other).canonicalForm != read(Self.base).canonicalForm)
        #expect(try structure(other) == structure(Self.base))
        // Hit-test input is left out too, and so are spelling and member order.
        let respelled = #"{"points": [{"x": 1, "y": 2}], "scale": 2.0, "sizes": [{"height": 1, "width": 1}], "constraints": ["a.leading == root.leading + 8"], "root": {"children": [{"intrinsicSize": {"height": 2e1, "width": 10}, "id": "a"}], "id": "root"}}"#
        #expect(try structure(respelled) == structure(Self.base))
    }

    @Test(arguments: [
        (#""scale": 2"#, #""scale": 3"#),
        (#""constraints": ["a.leading == root.leading + 8"]"#, #""constraints": ["a.leading == root.leading + 9"]"#),
        (#""width": 10"#, #""width": 11"#),
        (#""id": "a""#, #""id": "b""#),
        (#""scale": 2"#, #""scale": 2, "layoutDirection": "rightToLeft""#),
        (#""scale": 2"#, #""scale": 2, "safeAreaInsets": {"top": 20}"#),
    ])
    func anyOtherChangeChangesIt(change: (String, String)) throws {
        let changed = Self.base.replacingOccurrences(of: change.0, with: change.1)
        #expect(changed != Self.base)
        #expect(try structure(changed) != structure(Self.base))
    }

    @Test func sizesFirstOrOnlyLeavesValidJSON() throws {
        // Hand-built tapes: "sizes" sorts first among these members, and alone.
        let first = try JSONReader.read(Array(#"{"zeta": 1, "sizes": [1, 2], "tau": true}"#.utf8))
        let (bytes, cut) = CanonicalForm.write(first, omittingTopLevel: [], marking: "sizes")
        let parsed = ScannedDocument(tape: first, canonicalForm: bytes, sizesRange: cut)
        #expect(String(decoding: parsed.structureForm, as: UTF8.self) == #"{"tau":true,"zeta":1}"#)
        let only = try JSONReader.read(Array(#"{"sizes": []}"#.utf8))
        let (alone, aloneCut) = CanonicalForm.write(only, omittingTopLevel: [], marking: "sizes")
        #expect(String(decoding: alone, as: UTF8.self) == #"{"sizes":[]}"#)
        let p = ScannedDocument(tape: only, canonicalForm: alone, sizesRange: aloneCut)
        #expect(String(decoding: p.structureForm, as: UTF8.self) == "{}")
        // Nested "sizes" members are structure, not the document's sizes.
        let nested = try JSONReader.read(Array(#"{"a": {"sizes": 1}}"#.utf8))
        #expect(CanonicalForm.write(nested, omittingTopLevel: [], marking: "sizes").marked == nil)
    }

    @Test func piecesConcatenateToTheForm() throws {
        let parsed = try read(Self.base)
        var joined: [UInt8] = []
        parsed.scanned.forEachStructureFormPiece { joined.append(contentsOf: $0) }
        #expect(joined == parsed.structureForm)
        #expect(joined.count < parsed.canonicalForm.count)
    }
}
