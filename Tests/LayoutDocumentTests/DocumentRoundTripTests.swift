import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// What a JSON text holds, for coverage: "member <name>" for every member name at any
/// depth, "alignment spelled <value>", "null", "-0".
func textFeatures(_ bytes: [UInt8]) throws -> Set<String> {
    let tape = try JSONReader.read(bytes)
    var features: Set<String> = []
    for i in tape.nodes.indices {
        switch tape.kind(i) {
        case .object:
            var k = i + 1
            while k < tape.end(i) {
                features.insert("member " + tape.string(k))
                if tape.string(k) == "alignment" { features.insert("alignment spelled " + tape.string(k + 1)) }
                k = tape.end(k + 1)
            }
        case .null: features.insert("null")
        case .number where tape.nodes[i].number == 0 && tape.nodes[i].number.sign == .minus: features.insert("-0")
        default: break
        }
    }
    return features
}

/// The document with every stack's customSpacing entries sorted by id.
func sortingCustomSpacing(_ d: Document) -> Document {
    func sort(_ v: inout View) {
        v.stack?.customSpacing.sort { $0.id < $1.id }
        for i in v.children.indices { sort(&v.children[i]) }
    }
    var out = d
    sort(&out.root)
    return out
}

@Suite struct DocumentRoundTripTests {
    static let seed: UInt64 = 0xD0C_2026
    static let cases = 300

    /// A generated document (pointers set) and one JSON text for it.
    static func sample(_ caseSeed: UInt64) -> (document: Document, text: String) {
        var generator = RandomDocumentGenerator(seed: caseSeed)
        var document = generator.document()
        assignPointers(&document)
        var encoder = DocumentEncoder(seed: caseSeed ^ 0x5EED)
        let tree = encoder.tree(document)
        return (document, encoder.spell(tree))
    }

    /// decode(encode(x)) == x over random valid documents, written with defaults left out
    /// or spelled out, members in any order, any white space, escapes and number spellings.
    @Test func randomDocumentsDecodeToThemselves() throws {
        var failures = 0
        var coverage: [String: Int] = [:]
        func note(_ what: String, _ yes: Bool = true) { if yes { coverage[what, default: 0] += 1 } }
        func noteSpelling(_ c: ConstraintSpec) {
            switch c.source {
            case .object(let o): note(o.id == nil ? "object constraint" : "object constraint with id")
            case .expression: note("expression")
            case .visualFormat: note("visual format")
            }
        }
        for n in 0..<Self.cases {
            let caseSeed = Self.seed &+ UInt64(n)
            let (original, text) = Self.sample(caseSeed)
            do {
                let parsed = try DocumentReader.read(Array(text.utf8))
                let decoded = parsed.document
                if decoded != original {
                    failures += 1
                    let difference = modelDifference(decoded, original) ?? "(no difference found by reflection)"
                    Issue.record("seed \(caseSeed): decoded ≠ generated at \(difference)\ntext: \(text)")
                }
                // The canonical form (the bytes hashed) is the same document without the
                // hit-test input, and its own canonical form; cutting `sizes` out of it
                // leaves the canonical form of the text without sizes.
                // (The canonical form sorts customSpacing's names, whose order the model
                // keeps but nothing depends on: compared with the entries sorted.)
                let again = try DocumentReader.read(parsed.canonicalForm)
                var withoutHitTest = sortingCustomSpacing(original)
                withoutHitTest.points = []
                withoutHitTest.touches = []
                let fromCanonical = sortingCustomSpacing(again.document)
                let canonicalText = String(decoding: parsed.canonicalForm, as: UTF8.self)
                if fromCanonical != withoutHitTest {
                    failures += 1
                    Issue.record("seed \(caseSeed): the canonical form decodes differently at \(modelDifference(fromCanonical, withoutHitTest) ?? "?")\ncanonical: \(canonicalText)")
                }
                #expect(again.canonicalForm == parsed.canonicalForm, "seed \(caseSeed): not a fixed point\ncanonical: \(canonicalText)")
                let withoutSizes = CanonicalForm.write(try readTape(Array(text.utf8)), omittingTopLevel: ["points", "touches", "sizes"])
                #expect(parsed.structureForm == withoutSizes,
                        "seed \(caseSeed): structureForm \(String(decoding: parsed.structureForm, as: UTF8.self))\ncanonical: \(canonicalText)")
            } catch {
                failures += 1
                Issue.record("seed \(caseSeed): refused: \(error.kind) \(error.detail) at \(error.pointer ?? "-")\ntext: \(text)")
            }
            if failures >= 5 { break }

            // What this corpus exercised, so the test shows it covers what it claims.
            for feature in try textFeatures(Array(text.utf8)) { note(feature) }
            var views: [View] = []
            func walk(_ v: View, depth: Int) {
                views.append(v)
                note("depth 30+", depth >= 30)
                v.children.forEach { walk($0, depth: depth + 1) }
            }
            walk(original.root, depth: 0)
            for v in views {
                note("kind " + v.kind.rawValue)
                note("intrinsic null axis", v.intrinsicSize.map { $0.width == nil || $0.height == nil } ?? false)
                note("directional margins", { if case .directional = v.layoutMargins { return true }; return false }())
                note("arranged subview with a guide", v.kind == .stack && v.children.contains { !$0.layoutGuides.isEmpty })
                if let s = v.stack {
                    note("alignment " + s.alignment.rawValue)
                    note("distribution " + s.distribution.rawValue)
                    note("axis " + s.axis.rawValue)
                    note("customSpacing", !s.customSpacing.isEmpty)
                }
                v.constraints.forEach(noteSpelling)
            }
            original.constraints.forEach(noteSpelling)
            note("no sizes", original.sizes.isEmpty)
            note("64 sizes", original.sizes.count == 64)
            note("rightToLeft", original.layoutDirection == .rightToLeft)
        }
        var expected = MemberName.allCases.map { "member " + $0.rawValue }
        expected += ViewKind.allCases.map { "kind " + $0.rawValue }
        expected += ["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"].map { "alignment " + $0 }
        expected += ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"].map { "distribution " + $0 }
        expected += ["axis horizontal", "axis vertical", "customSpacing", "intrinsic null axis", "directional margins",
                     "object constraint", "object constraint with id", "expression", "visual format", "no sizes",
                     "64 sizes", "rightToLeft", "depth 30+", "null", "-0", "arranged subview with a guide",
                     "alignment spelled top", "alignment spelled bottom"]
        let missing = expected.filter { coverage[$0, default: 0] == 0 }
        #expect(missing.isEmpty, "never generated: \(missing)")
    }

    /// The decoder does not care about member order: one document spelled with two
    /// different member orders (and white space, escapes, number spellings) decodes to the
    /// same model, with the same canonical form.
    @Test func theDocumentWriterReadsBackToTheSameDocument() throws {
        var coverage = Set<String>()
        for n in 0..<Self.cases {
            let caseSeed = Self.seed &+ UInt64(n)
            let (original, _) = Self.sample(caseSeed)
            let written = DocumentWriter.write(original)
            let again = try DocumentReader.read(written).document
            if again != original {
                Issue.record("seed \(caseSeed): \(modelDifference(again, original) ?? "?")\n\(String(decoding: written, as: UTF8.self))")
            }
            if original.device != nil { coverage.insert("device") }
            if !original.touches.isEmpty { coverage.insert("touches") }
            if original.root.children.contains(where: { $0.stack != nil }) { coverage.insert("stack") }
        }
        #expect(coverage == ["device", "touches", "stack"], "the random documents cover \(coverage)")
    }

    @Test func memberOrderChangesNeitherTheDocumentNorItsCanonicalForm() throws {
        var reordered = 0
        for n in 0..<100 {
            let caseSeed = Self.seed &+ 0x1_0000 &+ UInt64(n)
            var generator = RandomDocumentGenerator(seed: caseSeed)
            var document = generator.document()
            assignPointers(&document)
            var content = DocumentEncoder(seed: caseSeed)
            let tree = content.tree(document)
            var first = DocumentEncoder(seed: caseSeed &+ 1)
            var second = DocumentEncoder(seed: caseSeed &+ 2)
            let a = Array(first.spell(tree).utf8)
            let b = Array(second.spell(tree).utf8)
            let texts = "\nfirst: \(String(decoding: a, as: UTF8.self))\nsecond: \(String(decoding: b, as: UTF8.self))"
            let x = try DocumentReader.read(a)
            let y = try DocumentReader.read(b)
            // Compared outside #expect: its expansion of two whole documents buries the message.
            let sameDocument = x.document == y.document
            let asGenerated = x.document == document
            #expect(sameDocument, "seed \(caseSeed): \(modelDifference(x.document, y.document) ?? "?")\(texts)")
            #expect(asGenerated, "seed \(caseSeed): \(modelDifference(x.document, document) ?? "?")\(texts)")
            #expect(x.canonicalForm == y.canonicalForm, "seed \(caseSeed)\(texts)")
            #expect(x.scanned.sizesRange.map { x.canonicalForm[$0] } == y.scanned.sizesRange.map { y.canonicalForm[$0] }, "seed \(caseSeed)\(texts)")
            // The orders really differ (else the test shows nothing): the names in tape order.
            func order(_ bytes: [UInt8]) throws -> [String] {
                let tape = try JSONReader.read(bytes)
                var names: [String] = []
                for i in tape.nodes.indices where tape.kind(i) == .object {
                    var k = i + 1
                    while k < tape.end(i) {
                        names.append(tape.string(k))
                        k = tape.end(k + 1)
                    }
                }
                return names
            }
            if try order(a) != order(b) { reordered += 1 }
        }
        #expect(reordered >= 90, "only \(reordered) of 100 pairs had different member orders")
    }

    /// The round trip can fail: a document that differs in one member does not decode
    /// equal (the comparison sees constraint pointers, defaults, and the order of customSpacing).
    @Test func roundTripComparisonSeesDifferences() throws {
        let (original, text) = Self.sample(Self.seed)
        let decoded = try DocumentReader.read(Array(text.utf8)).document
        #expect(decoded == original)
        var changes: [Document] = []
        var d = original
        d.root.alpha = original.root.alpha == 1 ? 0.5 : 1
        changes.append(d)
        if let first = original.constraints.indices.first {
            d = original
            d.constraints[first].location = .init(list: .view(childPath: [7]), index: 99)
            changes.append(d)
        }
        d = original
        d.root.userInteractionEnabled.toggle()
        changes.append(d)
        d = original
        d.root.layoutMargins = original.root.layoutMargins == .default ? .directional(DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)) : .default
        changes.append(d)
        d = original
        d.points.append(Point(x: 1, y: 2))
        changes.append(d)
        for (i, changed) in changes.enumerated() {
            #expect(decoded != changed, "change \(i)")
            #expect(modelDifference(decoded, changed) != nil, "change \(i)")
        }
        var stack = View(id: "s", kind: .stack, children: [View(id: "a"), View(id: "b")],
                         stack: StackProperties(customSpacing: [("a", 1), ("b", 2)]))
        let swapped = StackProperties(customSpacing: [("b", 2), ("a", 1)])
        #expect(stack.stack != swapped)
        stack.stack = swapped
        #expect(stack.stack == swapped)
    }
}
