import Foundation
@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// `DocumentReader.scan` then `decode`, and the partial decodes the service uses once its
/// caches know the rest of a document: they must give what the whole decode gives.
@Suite struct DocumentReaderScanTests {
    static let base = #"{"root": {"id": "root", "children": [{"id": "a", "intrinsicSize": {"width": 10, "height": 20}, "layoutGuides": [{"id": "g"}]}]}, "constraints": ["a.leading == root.leading + 8"], "sizes": [{"width": 320, "height": 568}], "scale": 2}"#

    func scan(_ text: String, limits: Limits = .default) throws -> ScannedDocument {
        try DocumentReader.scan(Array(text.utf8), limits: limits)
    }


    @Test func readIsScanThenDecode() throws {
        let scanned = try scan(Self.base)
        let read = try DocumentReader.read(Array(Self.base.utf8))
        #expect(try DocumentReader.decode(scanned) == read.document)
        #expect(scanned.canonicalForm == read.canonicalForm)
    }

    @Test(arguments: [
        #""sizes": [{"width": 1024, "height": 768}, {"width": 10, "height": 10}]"#,
        #""sizes": [{"width": 1, "height": 2}], "points": [{"x": 1, "y": 2}], "touches": [[{"x": 0, "y": 0}]]"#,
    ])
    func sameStructureDecodesLikeTheWholeDocument(sizes: String) throws {
        let structure = try DocumentReader.read(Array(Self.base.utf8)).document
        let text = Self.base.replacingOccurrences(of: #""sizes": [{"width": 320, "height": 568}]"#, with: sizes)
        #expect(text != Self.base)
        let scanned = try scan(text)
        let whole = try DocumentReader.decode(scanned)
        #expect(try DocumentReader.decode(scanned, sameStructureAs: structure) == whole)
        #expect(whole != structure)
    }

    @Test func sameStructureStillRefusesBadSizesAndHitTestInput() throws {
        let structure = try DocumentReader.read(Array(Self.base.utf8)).document
        let cases = [
            (#""sizes": [{"width": -1, "height": 568}]"#, ProblemKind.invalidValue, "/sizes/0/width"),
            (#""sizes": []"#, .invalidValue, "/sizes"),
            (#""sizes": [{"width": 1, "height": 1}], "points": [{"x": 1}]"#, .missingMember, "/points/0/y"),
            // No sizes and no root frame: the structure (sizes taken out) is the same.
            (#""scale": 2"#, .missingSize, "/sizes"),
        ]
        for (sizes, kind, pointer) in cases {
            let text = Self.base.replacingOccurrences(of: #""sizes": [{"width": 320, "height": 568}], "scale": 2"#, with: sizes == #""scale": 2"# ? sizes : sizes + #", "scale": 2"#)
            let scanned = try scan(text)
            #expect(scanned.structureForm == (try scan(Self.base)).structureForm, "\(text)")
            let whole = problem { _ = try DocumentReader.decode(scanned) }
            let partial = problem { _ = try DocumentReader.decode(scanned, sameStructureAs: structure) }
            #expect(whole?.kind == kind && whole?.pointer == pointer, "\(text): \(String(describing: whole))")
            #expect(partial == whole, "\(text)")
        }
    }

    @Test func framesLimitCountsTheKnownStructuresItems() throws {
        // root, a and g: three items, so two sizes are six frames.
        let limits = Limits(maxFrames: 5)
        let structure = try DocumentReader.read(Array(Self.base.utf8), limits: limits).document
        #expect(structure.itemCount == 3)
        let text = Self.base.replacingOccurrences(of: #"{"width": 320, "height": 568}"#, with: #"{"width": 320, "height": 568}, {"width": 1, "height": 1}"#)
        let scanned = try scan(text, limits: limits)
        let whole = problem { _ = try DocumentReader.decode(scanned, limits: limits) }
        let partial = problem { _ = try DocumentReader.decode(scanned, limits: limits, sameStructureAs: structure) }
        #expect(whole?.kind == .tooManyFrames)
        #expect(partial == whole)
        // A warm system's count, as the pipeline passes it, refuses alike.
        let system = try LayoutSystem(document: structure, limits: limits, measurer: FixedAdvanceMeasurer())
        let counted = problem {
            _ = try DocumentReader.decode(scanned, limits: limits, sameStructureAs: structure, itemCount: system.itemCount)
        }
        #expect(counted == whole)
    }

    /// A built system counts the document's items, not the guides its stacks generate.
    @Test func aSystemCountsTheDocumentsItemsOnly() throws {
        let text = #"{"root": {"id": "root", "children": [{"id": "s", "kind": "stack", "axis": "horizontal", "distribution": "equalSpacing", "frame": {"x": 0, "y": 0, "width": 300, "height": 40}, "children": [{"id": "a", "intrinsicSize": {"width": 10, "height": 10}}, {"id": "b", "intrinsicSize": {"width": 20, "height": 10}}, {"id": "c", "intrinsicSize": {"width": 30, "height": 10}}]}]}, "sizes": [{"width": 320, "height": 480}]}"#
        let document = try DocumentReader.read(Array(text.utf8)).document
        let system = try LayoutSystem(document: document, measurer: FixedAdvanceMeasurer())
        #expect(document.itemCount == 5)
        #expect(system.itemCount == document.itemCount)
    }

    @Test func hitTestInputIsCheckedAlone() throws {
        #expect(problem { try DocumentReader.checkHitTestInput(try scan(Self.base)) } == nil)
        let bad = Self.base.replacingOccurrences(of: #""scale": 2"#, with: #""scale": 2, "touches": [[]]"#)
        let refused = problem { try DocumentReader.checkHitTestInput(try scan(bad)) }
        #expect(refused?.kind == .invalidValue && refused?.pointer == "/touches/0")
        #expect(refused == problem { _ = try DocumentReader.decode(try scan(bad)) })
    }

    /// Over random documents: another document of the same structure (other sizes and
    /// hit-test input, spelled differently) decodes against the first exactly as it
    /// decodes alone.
    @Test func sameStructureMatchesTheWholeDecodeOnRandomDocuments() throws {
        for n in 0..<150 {
            let caseSeed = 0x5CA7_2026 &+ UInt64(n)
            var generator = RandomDocumentGenerator(seed: caseSeed)
            let first = generator.document()
            var second = first
            second.sizes = (0..<(1 + generator.below(3))).map { _ in Size(width: generator.size(), height: generator.size()) }
            second.points = generator.chance(50) ? [generator.point()] : []
            second.touches = generator.chance(30) ? [[generator.point(), generator.point()]] : []
            // Same seed for both trees: the encoder writes default members at random, and
            // sizes, points and touches come last, so the rest is written alike.
            var firstEncoder = DocumentEncoder(seed: caseSeed ^ 0xFACE)
            var secondEncoder = DocumentEncoder(seed: caseSeed ^ 0xFACE)
            let firstTree = firstEncoder.tree(first)
            let secondTree = secondEncoder.tree(second)
            let firstText = firstEncoder.spell(firstTree)
            let secondText = secondEncoder.spell(secondTree)
            let structure = try DocumentReader.read(Array(firstText.utf8)).document
            let scanned = try scan(secondText)
            #expect(scanned.structureForm == (try scan(firstText)).structureForm, "seed \(caseSeed)")
            let whole = try DocumentReader.decode(scanned)
            let partial = try DocumentReader.decode(scanned, sameStructureAs: structure)
            #expect(partial == whole, "seed \(caseSeed): \(modelDifference(partial, whole) ?? "?")\n\(secondText)")
        }
    }

    /// What every solve lays out at, warm or cold: `sizes`, else the root frame's size.
    @Test func layoutSizesAreTheSizesElseTheRootFrame() throws {
        var document = Document(root: View(id: "r", frame: Rect(x: 5, y: 6, width: 200, height: 300)))
        #expect(document.layoutSizes == [Size(width: 200, height: 300)])
        document.sizes = [Size(width: 1, height: 2), Size(width: 3, height: 4)]
        #expect(document.layoutSizes == document.sizes)
        #expect(Document(root: View(id: "r")).layoutSizes.isEmpty)
    }
}
