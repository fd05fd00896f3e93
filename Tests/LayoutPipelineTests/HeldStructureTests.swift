import Foundation
import JSON
import LayoutDocument
import LayoutEngine
@testable import LayoutPipeline
import Testing

/// Caches that hold structures (and keep answers), as the service's do.
final class HoldingCaches: LayoutCaches, @unchecked Sendable {
    var held: [StructureHash: HeldStructure] = [:]
    var systems: [StructureHash: [LayoutSystem]] = [:]
    func answer(hash: LayoutHash) -> CachedAnswer? { nil }
    func store(answer: [UInt8], hash: LayoutHash) {}
    func checkOut(structure: StructureHash) -> LayoutSystem? { systems[structure]?.popLast() }
    func checkIn(_ system: LayoutSystem, structure: StructureHash, cost: Int) { systems[structure, default: []].append(system) }
    func heldStructure(_ hash: StructureHash) -> HeldStructure? { held[hash] }
    func hold(_ structure: HeldStructure) { held[structure.structure] = structure }
}

/// The document of `text` with its top-level `sizes` left out.
func withoutSizes(_ text: String) throws -> [UInt8] {
    var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    object["sizes"] = nil
    object["root"] = (object["root"] as? [String: Any]).map { root -> [String: Any] in
        var root = root
        if root["frame"] == nil { root["frame"] = ["x": 0, "y": 0, "width": 100, "height": 100] }
        return root
    }
    return Array(try JSONSerialization.data(withJSONObject: object))
}

@Test func everyExampleHeldIsResizedAsWhenPostedWithThoseSizes() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter { $0.hasSuffix(".json") }
    var checked = 0
    for file in files.sorted() {
        let text = try String(contentsOf: examplesFolder.appendingPathComponent(file), encoding: .utf8)
        for original in [Array(text.utf8), try withoutSizes(text)] {
            let caches = HoldingCaches()
            let pipeline = Pipeline(limits: .default, caches: caches)
            let first = try pipeline.scan(original)
            _ = try pipeline.make(.answer, of: first, deadline: .never)
            #expect(caches.held[first.structure] != nil, "\(file): the first request holds its structure")
            for sizes in resizes {
                guard case .request(let request) = pipeline.reference(first.structure, sizes: Array(sizes.utf8)) else {
                    Issue.record("\(file) \(sizes): not read by its held structure")
                    continue
                }
                // What a client POSTing the document with those sizes sends.
                var object = try #require(try JSONSerialization.jsonObject(with: Data(original)) as? [String: Any])
                object["sizes"] = try JSONSerialization.jsonObject(with: Data(sizes.utf8))
                let body = Array(try JSONSerialization.data(withJSONObject: object))
                let full = try ScannedRequest(body, limits: .default)
                #expect(request.hash == full.hash, "\(file) \(sizes)")
                #expect(request.structure == full.structure, "\(file) \(sizes)")
                let answer = try pipeline.make(.answer, of: request, deadline: .never)
                let cold = try Pipeline(limits: .default).run(.answer, body: body, deadline: .never).get()
                #expect(answer == cold, "\(file) \(sizes)")
            }
            checked += 1
        }
    }
    #expect(checked >= 20)
}

@Test func sizesGoWhereTheCanonicalFormSortsThem() throws {
    func place(_ canonical: String) -> String? {
        HeldStructure.placeOfSizes(in: Array(canonical.utf8)).map { p in
            let bytes = Array(canonical.utf8)
            return String(decoding: HeldStructure.join(before: bytes[..<p.offset], after: bytes[p.offset...],
                                                       commaBefore: p.commaBefore, commaAfter: p.commaAfter,
                                                       sizes: Array("S".utf8)), as: UTF8.self)
        }
    }
    #expect(place("{}") == #"{"sizes":S}"#)
    #expect(place(#"{"a":1}"#) == #"{"a":1,"sizes":S}"#)
    #expect(place(#"{"z":[1,{"y":"}"}]}"#) == #"{"sizes":S,"z":[1,{"y":"}"}]}"#)
    #expect(place(#"{"root":{"id":"r"},"scale":2,"t":true}"#) == #"{"root":{"id":"r"},"scale":2,"sizes":S,"t":true}"#)
    #expect(place(#"{"sizesX":1}"#) == #"{"sizes":S,"sizesX":1}"#)
    #expect(place("[]") == nil)
}

@Test func aStoredStructureReadsBackOnlyAsItself() throws {
    let caches = HoldingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    let text = try String(contentsOf: examplesFolder.appendingPathComponent("ambiguous.json"), encoding: .utf8)
    let request = try pipeline.scan(Array(text.utf8))
    _ = try pipeline.make(.answer, of: request, deadline: .never)
    let held = try #require(caches.held[request.structure])
    let stored = held.storedForm
    let document = try #require(HeldStructure.stored(stored, of: request.structure))
    let sizes = Array(#"[{"width":10,"height":20}]"#.utf8)
    #expect(document(sizes) == held.body(sizes: sizes))
    #expect(try ScannedRequest(document(sizes), limits: .default).structure == request.structure)
    var damaged = stored
    damaged[damaged.count - 2] ^= 1
    #expect(HeldStructure.stored(damaged, of: request.structure) == nil)
    #expect(HeldStructure.stored(Array(stored.prefix(3)), of: request.structure) == nil)
    let other = StructureHash(sha256: [UInt8](repeating: 7, count: 32))
    #expect(HeldStructure.stored(stored, of: other) == nil)
}

/// A held structure keeps the canonical form's buffer as the writer made it when its slack
/// is at most a quarter of the form plus 256 bytes (a small document's buffer, reserved at
/// an upper bound, is not copied to its size on every cold request), else a copy of its own
/// size: either way what it holds stays within what the caches reckon (`cost`).
@Test func aHeldStructuresCanonicalFormStaysWithinItsCost() throws {
    // One view (the cold 1-view request's document) and 300 views in a row.
    let oneView = #"{"root":{"id":"root","children":[{"id":"title","kind":"label","intrinsicSize":{"width":120,"height":21}}]},"#
        + #""constraints":["title.leading == root.leading + 17","title.top == root.safeArea.top + 8"],"#
        + #""sizes":[{"width":375,"height":844}],"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}}"#
    let children = (0..<300).map { #"{"id":"v\#($0)","intrinsicSize":{"width":\#($0 % 40 + 1),"height":20}}"# }
    let manyViews = #"{"root":{"id":"root","children":["# + children.joined(separator: ",") + #"]},"sizes":[{"width":375,"height":844}]}"#
    for text in [oneView, manyViews] {
        let caches = HoldingCaches()
        let pipeline = Pipeline(limits: .default, caches: caches)
        let request = try pipeline.scan(Array(text.utf8))
        _ = try pipeline.make(.answer, of: request, deadline: .never)
        let held = try #require(caches.held[request.structure])
        let count = request.canonicalBytes
        #expect(held.canonicalCapacity >= count)
        if text == oneView {
            // The writer's buffer itself (~540 bytes for ~330), not a copy of its size.
            #expect(held.canonicalCapacity > count)
        }
        #expect(held.canonicalCapacity <= count + count / 4 + 256, "\(count) bytes in \(held.canonicalCapacity)")
        #expect(held.canonicalCapacity <= held.cost)
    }
}
