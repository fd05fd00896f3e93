import Foundation
import LayoutDocument
import LayoutEngine
@testable import LayoutPipeline
import Testing

/// Caches that keep every shape, as the service's `ShapeCache` does within its bound, and
/// hold every structure, as its `HeldStructureCache` does (a small structure leaves its
/// shape only once it was held before, `Pipeline.remember`).
final class ShapeKeepingCaches: LayoutCaches, @unchecked Sendable {
    var systems: [StructureHash: [LayoutSystem]] = [:]
    var kept: [RequestShape] = []
    var held: [StructureHash: HeldStructure] = [:]

    func answer(hash: LayoutHash) -> CachedAnswer? { nil }
    func store(answer: [UInt8], hash: LayoutHash) {}
    func checkOut(structure: StructureHash) -> LayoutSystem? { systems[structure]?.popLast() }
    func checkIn(_ system: LayoutSystem, structure: StructureHash, cost: Int) {
        systems[structure, default: []].append(system)
    }
    func shapes(_ key: RequestShape.Key) -> [RequestShape] { kept.filter { $0.key == key } }
    func remember(_ shape: RequestShape) {
        kept.keepNewest(shape)
    }
    func heldStructure(_ hash: StructureHash) -> HeldStructure? { held[hash] }
    func hold(_ structure: HeldStructure) { held[structure.structure] = structure }
}

/// Answers `body` read in full until it has left its shape: a structure of more than
/// `Pipeline.keptOnSecondUseBytes` leaves it from its first request, a smaller one from its
/// second (its first leaves none).
func leaveShape(_ pipeline: Pipeline, _ caches: ShapeKeepingCaches, _ body: [UInt8],
                sourceLocation: SourceLocation = #_sourceLocation) throws {
    let first = try pipeline.scan(body)
    _ = try pipeline.make(.answer, of: first, deadline: .never)
    let small = first.canonicalBytes <= Pipeline.keptOnSecondUseBytes
    #expect(caches.kept.isEmpty == small, "a small structure's first request leaves no shape", sourceLocation: sourceLocation)
    if small { _ = try pipeline.make(.answer, of: pipeline.scan(body), deadline: .never) }
    #expect(caches.kept.count == 1, "the structure's second request leaves its shape", sourceLocation: sourceLocation)
}

extension ScannedRequest {
    var isReadByShape: Bool {
        if case .shaped = source { return true }
        return false
    }
}

/// `text` with its top-level `sizes` value (found by `RequestShape`'s own walk) replaced.
func withSizes(_ text: String, _ sizes: String) throws -> [UInt8] {
    let bytes = Array(text.utf8)
    let span = try #require(RequestShape.topLevelSizesValue(in: bytes))
    return Array(bytes[..<span.lowerBound]) + Array(sizes.utf8) + Array(bytes[span.upperBound...])
}

let examplesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

/// Sizes spelled as clients spell them: other numbers, spacing, several sizes, a fraction.
let resizes = [
    #"[{"width": 321, "height": 570}]"#,
    #"[ {"height":600.5,"width":3.75e2} ]"#,
    "[\n  {\"width\": 1024, \"height\": 768},\n  {\"width\": 320, \"height\": 480}\n]",
    #"[{"width": 0, "height": 0}]"#,
]

@Test func everyExampleResizedByItsShapeHashesAndAnswersAsWhenReadInFull() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter { $0.hasSuffix(".json") }
    var checked = 0
    for file in files.sorted() {
        let text = try String(contentsOf: examplesFolder.appendingPathComponent(file), encoding: .utf8)
        guard RequestShape.topLevelSizesValue(in: Array(text.utf8)) != nil else { continue }
        let caches = ShapeKeepingCaches()
        let pipeline = Pipeline(limits: .default, caches: caches)
        try leaveShape(pipeline, caches, Array(text.utf8))
        for sizes in resizes {
            let body = try withSizes(text, sizes)
            let shaped = try pipeline.scan(body)
            let full = try ScannedRequest(body, limits: .default)
            #expect(shaped.isReadByShape, "\(file) \(sizes)")
            #expect(shaped.hash == full.hash, "\(file) \(sizes)")
            #expect(shaped.structure == full.structure, "\(file) \(sizes)")
            let answer = try pipeline.make(.answer, of: shaped, deadline: .never)
            let cold = try Pipeline(limits: .default).run(.answer, body: body, deadline: .never).get()
            #expect(answer == cold, "\(file) \(sizes)")
        }
        checked += 1
    }
    #expect(checked >= 10)
}

/// A stack whose arranged subview is called "sizes", with its custom spacing given before
/// the document's own `sizes`: the first `"sizes":` in the bytes is not the top-level one.
let sizesNamedView = """
    {"root": {"id": "root", "children": [{"id": "row", "kind": "stack", "axis": "horizontal",
      "customSpacing": {"sizes": 8}, "children": [
        {"id": "sizes", "intrinsicSize": {"width": 40, "height": 20}},
        {"id": "b", "intrinsicSize": {"width": 50, "height": 20}}]}]},
     "constraints": ["row.leading == root.leading", "row.top == root.top"],
     "sizes": [{"width": 320, "height": 200}], "points": [{"x": 45, "y": 5}]}
    """

@Test func aMemberCalledSizesInsideTheDocumentIsNotTakenForTheTopLevelOne() throws {
    let caches = ShapeKeepingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    try leaveShape(pipeline, caches, Array(sizesNamedView.utf8))
    let body = try withSizes(sizesNamedView, #"[{"width": 400, "height": 300}]"#)
    let shaped = try pipeline.scan(body)
    #expect(shaped.isReadByShape)
    #expect(shaped.hash == (try ScannedRequest(body, limits: .default)).hash)
    #expect(try pipeline.make(.answer, of: shaped, deadline: .never)
        == (try Pipeline(limits: .default).run(.answer, body: body, deadline: .never).get()))
    // The hit-test input comes from the shape's request, byte for byte the same.
    #expect(try pipeline.make(.hitTest, of: pipeline.scan(body), deadline: .never)
        == (try Pipeline(limits: .default).run(.hitTest, body: body, deadline: .never).get()))
}

@Test func sizesFirstOrLastAreFoundAlike() throws {
    for text in [
        #"{"sizes": [{"width": 320, "height": 100}], "root": {"id": "root", "children": [{"id": "a"}]}, "constraints": ["H:|-8-[a]-8-|", "V:|[a(20)]"]}"#,
        #"{"root": {"id": "root", "children": [{"id": "a"}]}, "constraints": ["H:|-8-[a]-8-|", "V:|[a(20)]"], "sizes" :[{"width": 320, "height": 100}]  }"#,
    ] {
        let caches = ShapeKeepingCaches()
        let pipeline = Pipeline(limits: .default, caches: caches)
        try leaveShape(pipeline, caches, Array(text.utf8))
        let body = try withSizes(text, #"[{"width": 200, "height": 100}]"#)
        let shaped = try pipeline.scan(body)
        #expect(shaped.isReadByShape)
        let answer = String(decoding: try pipeline.make(.answer, of: shaped, deadline: .never), as: UTF8.self)
        // 200 - 8 - 8 = 184.
        #expect(answer.contains(#""a":{"x":8,"y":0,"width":184,"height":20}"#))
        #expect(shaped.hash == (try ScannedRequest(body, limits: .default)).hash)
    }
}

@Test func refusedSizesGetTheFullReadersProblem() throws {
    let text = String(decoding: document(width: 320), as: UTF8.self)
    let many = "[" + (0..<65).map { _ in #"{"width": 1, "height": 1}"# }.joined(separator: ",") + "]"
    let bad = [
        "[]", "null", #"[{"width": -1, "height": 5}]"#, #"[{"width": 1}]"#, #"[{"width": 1, "height": 2}"#,
        #"[{"width": 1, "height": 2, "depth": 3}]"#, #"[{"width": 1, "height": 2}]]"#, many, #"[{"width": 1e999, "height": 2}]"#,
    ]
    let caches = ShapeKeepingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    try leaveShape(pipeline, caches, Array(text.utf8))
    for sizes in bad {
        let body = try withSizes(text, sizes)
        let shaped = pipeline.run(.answer, body: body, deadline: .never)
        let full = Pipeline(limits: .default).run(.answer, body: body, deadline: .never)
        switch (shaped, full) {
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "\(sizes)")
        default:
            Issue.record("\(sizes): both must refuse, alike")
        }
    }
}

@Test func theFramesLimitCountsTheNewSizes() throws {
    // Two items (root and title): 50 frames allow 25 sizes, not 26.
    let limits = Limits(maxFrames: 50)
    let text = String(decoding: document(width: 320), as: UTF8.self)
    let caches = ShapeKeepingCaches()
    let pipeline = Pipeline(limits: limits, caches: caches)
    try leaveShape(pipeline, caches, Array(text.utf8))
    let sizes = { (n: Int) in "[" + (0..<n).map { #"{"width": \#(300 + $0), "height": 1}"# }.joined(separator: ",") + "]" }
    #expect(try pipeline.scan(withSizes(text, sizes(25))).isReadByShape)
    let refused = pipeline.run(.answer, body: try withSizes(text, sizes(26)), deadline: .never)
    guard case .failure(let problem) = refused else {
        Issue.record("26 sizes × 2 items is over 50 frames")
        return
    }
    #expect(problem.kind == .tooManyFrames)
}

@Test func aRequestDifferingOutsideItsSizesIsReadInFull() throws {
    let caches = ShapeKeepingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    try leaveShape(pipeline, caches, document(width: 320))
    // Another constant, same length: the bytes before sizes differ in one digit.
    let text = String(decoding: document(width: 320), as: UTF8.self).replacingOccurrences(of: "+ 8", with: "+ 9")
    let request = try pipeline.scan(Array(text.utf8))
    #expect(!request.isReadByShape)
    #expect(String(decoding: try pipeline.make(.answer, of: request, deadline: .never), as: UTF8.self).contains(#""y":9"#))
}

@Test func candidatesAreNotLookedForInsideAnotherCandidatesValue() {
    // A `sizes` inside another's value is nested, never the top-level one: the search skips
    // it instead of reading its value a second time, which made a body of `{"sizes":[`
    // repeated quadratic to scan. A value that never ends stops the search.
    func candidates(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            RequestShape.sizesValueCandidates(in: b).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }
    #expect(candidates(#"{"a":{"sizes":[{"sizes":[1]}]},"sizes":[2]}"#) == [#"[{"sizes":[1]}]"#, "[2]"])
    #expect(candidates(String(repeating: #"{"sizes":["#, count: 1000)).isEmpty)
    #expect(candidates(#"{"sizes":[[390,844]],"views":[]}"#) == ["[[390,844]]"])
}

/// `RequestShape.valueEnd` goes through strings from quote to quote; it ends every value
/// where the byte-at-a-time walk it replaced does, escapes and unfinished values included.
@Test func valueEndAgreesWithTheByteAtATimeWalk() {
    func reference(_ b: [UInt8], _ start: Int) -> Int? {
        var i = start, depth = 0, inString = false
        while i < b.count {
            let c = b[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return i + 1 }
                }
            } else {
                switch c {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return i }
                    depth -= 1
                    if depth == 0 { return i + 1 }
                case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                    if depth == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return depth == 0 && !inString && i > start ? i : nil
    }
    let alphabet = Array("\"\"\\\\[]{},: a1".utf8)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
        let length = Int.random(in: 0...24, using: &generator)
        let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        for start in 0...bytes.count {
            let fast = bytes.withUnsafeBufferPointer { RequestShape.valueEnd($0, start) }
            #expect(fast == reference(bytes, start), "\(String(decoding: bytes, as: UTF8.self)) from \(start)")
        }
    }
}

/// Which requests leave a shape (`Pipeline.remember`): a structure of more than
/// `Pipeline.keptOnSecondUseBytes` of canonical form from its first request; a small one
/// only from its second read in full, so its first resize POSTed in full is read in full
/// and every later one by that shape; each answer equal to a cold one's.
@Test func aSmallStructureLeavesItsShapeFromItsSecondRequest() throws {
    let caches = ShapeKeepingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    func answer(_ body: [UInt8]) throws -> ScannedRequest {
        let request = try pipeline.scan(body)
        let made = try pipeline.make(.answer, of: request, deadline: .never)
        #expect(made == (try Pipeline(limits: .default).run(.answer, body: body, deadline: .never).get()))
        return request
    }
    // The 1-view document (~200 bytes of canonical form).
    let first = try answer(document(width: 320))
    #expect(first.canonicalBytes <= Pipeline.keptOnSecondUseBytes)
    #expect(caches.held[first.structure] != nil, "its structure is held from the first request: the answer names it")
    #expect(caches.kept.isEmpty, "the first request leaves no shape")
    let resize = try answer(document(width: 330))
    #expect(!resize.isReadByShape, "the first resize is read in full")
    #expect(caches.kept.count == 1, "and leaves the shape")
    #expect(try answer(document(width: 340)).isReadByShape, "later resizes are read by it")
    #expect(caches.kept.count == 1)

    // 40 labels: ~2.9 KB of canonical form, its shape left by the first request.
    let labels = (0..<40).map { #"{"id": "l\#($0)", "intrinsicSize": {"width": 100, "height": 20}}"# }
    func large(_ width: Int) -> [UInt8] {
        Array((#"{"root": {"id": "root", "children": ["# + labels.joined(separator: ", ")
            + #"]}, "constraints": ["l0.top == root.top"], "sizes": [{"width": \#(width), "height": 1000}]}"#).utf8)
    }
    let big = try answer(large(320))
    #expect(big.canonicalBytes > Pipeline.keptOnSecondUseBytes)
    #expect(caches.kept.count == 2, "a large structure's first request leaves its shape")
    #expect(try answer(large(400)).isReadByShape)
}
