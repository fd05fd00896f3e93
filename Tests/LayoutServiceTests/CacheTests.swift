import Testing
import LayoutEngine
import LayoutPipeline
import InterfaceBuilder
@testable import LayoutService
import TestSupport

@Test func lruEvictsTheLeastRecentlyUsedFirst() {
    var cache = LRUCache<String, Int>(capacity: 30)
    cache.insert(1, for: "a", cost: 10)
    cache.insert(2, for: "b", cost: 10)
    cache.insert(3, for: "c", cost: 10)
    #expect(cache.value(for: "a") == 1)     // a is now the most recent
    cache.insert(4, for: "d", cost: 10)     // evicts b, the oldest
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "c") == 3)
    #expect(cache.value(for: "d") == 4)
    #expect(cache.totalCost == 30)
    #expect(cache.count == 3)
}

@Test func lruReplacesAndRefusesOversizeValues() {
    var cache = LRUCache<String, Int>(capacity: 20)
    cache.insert(1, for: "a", cost: 5)
    cache.insert(2, for: "a", cost: 15)
    #expect(cache.value(for: "a") == 2)
    #expect(cache.totalCost == 15)
    cache.insert(9, for: "huge", cost: 21)
    #expect(cache.value(for: "huge") == nil)
    #expect(cache.value(for: "a") == 2)
    cache.insert(3, for: "b", cost: 20)       // needs the whole capacity
    #expect(cache.value(for: "a") == nil)
    #expect(cache.count == 1)
}

@Test func lruStaysWithinCapacityUnderChurn() {
    var cache = LRUCache<Int, Int>(capacity: 1_000)
    var generator = SplitMix64(seed: 7)
    for i in 0..<20_000 {
        let key = Int(generator.next() % 500)
        if generator.next() % 3 == 0 {
            _ = cache.value(for: key)
        } else {
            cache.insert(i, for: key, cost: Int(generator.next() % 100) + 1)
        }
        #expect(cache.totalCost <= 1_000)
    }
}

let structure = StructureHash(sha256: [UInt8](repeating: 0x5e, count: 32))

@Test func answersAreScopedByKey() {
    let cache = AnswerCache(bytes: 1 << 20, bodyBytes: 1 << 16)
    let hash = LayoutHash(sha256: [UInt8](repeating: 0xab, count: 32))
    cache.store(answer: Array("{}".utf8), scope: 1, key: .layout(hash))
    #expect(cache.answer(scope: 1, key: .layout(hash)) == Array("{}".utf8))
    #expect(cache.answer(scope: 2, key: .layout(hash)) == nil)
    #expect(cache.answer(scope: 0, key: .layout(hash)) == nil)
    let body = Array("{\"views\":[]}".utf8)
    cache.store(hash: hash, structure: structure, for: AnswerCache.BodyKey(scope: 1, body: body), body: body)
    #expect(cache.hash(for: AnswerCache.BodyKey(scope: 1, body: body), body: body) == hash)
    #expect(cache.hash(for: AnswerCache.BodyKey(scope: 2, body: body), body: body) == nil)
    #expect(cache.entryCount == 1)
    #expect(cache.byteCount > 0)
}

/// A fingerprint is not a digest: a body filed under another body's fingerprint must not
/// get that body's hash, whatever the fingerprints say.
@Test func aBodyIsFoundOnlyByItsOwnBytes() {
    let cache = AnswerCache(bytes: 1 << 20, bodyBytes: 1 << 16)
    let hash = LayoutHash(sha256: [UInt8](repeating: 0xcd, count: 32))
    let stored = Array("{\"sizes\":[[375,667]]}".utf8)
    let other = Array("{\"sizes\":[[414,896]]}".utf8)
    let forged = AnswerCache.BodyKey(scope: 0, fingerprint: 42)
    cache.store(hash: hash, structure: structure, for: forged, body: stored)
    #expect(cache.hash(for: forged, body: stored) == hash)
    #expect(cache.hash(for: forged, body: other) == nil)
    #expect(cache.hash(for: forged, body: Array(stored.dropLast())) == nil)
    // The colliding body takes the place, and the first is then a miss, never wrong.
    let otherHash = LayoutHash(sha256: [UInt8](repeating: 0xef, count: 32))
    cache.store(hash: otherHash, structure: structure, for: forged, body: other)
    #expect(cache.hash(for: forged, body: other) == otherHash)
    #expect(cache.hash(for: forged, body: stored) == nil)
}

/// The body index holds whole bodies, so its bound counts their bytes: a body larger
/// than the whole index is not kept, and older ones leave to make room.
@Test func theBodyIndexIsBoundedByTheBodiesItHolds() {
    let cache = AnswerCache(bytes: 1 << 20, bodyBytes: 4_096)
    let hash = LayoutHash(sha256: [UInt8](repeating: 0x01, count: 32))
    let huge = [UInt8](repeating: 0x20, count: 8_192)
    cache.store(hash: hash, structure: structure, for: AnswerCache.BodyKey(scope: 0, body: huge), body: huge)
    #expect(cache.hash(for: AnswerCache.BodyKey(scope: 0, body: huge), body: huge) == nil)
    let bodies = (0..<4).map { [UInt8](repeating: UInt8(0x30 + $0), count: 1_500) }
    for body in bodies {
        cache.store(hash: hash, structure: structure, for: AnswerCache.BodyKey(scope: 0, body: body), body: body)
    }
    let kept = bodies.filter { cache.hash(for: AnswerCache.BodyKey(scope: 0, body: $0), body: $0) != nil }
    #expect(kept == Array(bodies.suffix(2)))
}

@Test func lruRemoveTakesTheEntryOut() {
    var cache = LRUCache<String, Int>(capacity: 10)
    cache.insert(1, for: "a", cost: 4)
    cache.insert(2, for: "b", cost: 4)
    #expect(cache.removeValue(for: "a") == 1)
    #expect(cache.removeValue(for: "a") == nil)
    #expect(cache.totalCost == 4)
    cache.insert(3, for: "c", cost: 6)          // fits only because a is gone
    #expect(cache.value(for: "b") == 2)
    #expect(cache.value(for: "c") == 3)
}

@Test func structurePoolsHoldOneSystemPerWorker() throws {
    let document = Document(root: View(id: "root"), sizes: [Size(width: 100, height: 100)])
    let cache = StructureCache(bytes: 1 << 20, systemsPerStructure: 2)
    let first = try LayoutSystem(document: document)
    let second = try LayoutSystem(document: document)
    let third = try LayoutSystem(document: document)
    cache.checkIn(first, scope: 0, structure: structure, cost: 100)
    cache.checkIn(second, scope: 0, structure: structure, cost: 100)
    cache.checkIn(third, scope: 0, structure: structure, cost: 100)     // over the pool's size: dropped
    #expect(cache.checkOut(scope: 1, structure: structure) == nil)     // another key's scope
    #expect(cache.checkOut(scope: 0, structure: structure) != nil)
    #expect(cache.checkOut(scope: 0, structure: structure) != nil)
    #expect(cache.checkOut(scope: 0, structure: structure) == nil)
    #expect(cache.count == 0)
}

/// A value the cache no longer holds must not stay alive in its freed slot: a warm solver
/// taken out would otherwise share its storage with the slot and copy it on first change.
@Test func lruLetsGoOfValuesItNoLongerHolds() {
    final class Box {}
    var cache = LRUCache<String, Box>(capacity: 10)
    weak var evicted: Box?
    weak var replaced: Box?
    do {
        let a = Box(), b = Box()
        evicted = a
        replaced = b
        cache.insert(a, for: "a", cost: 10)
        cache.insert(b, for: "b", cost: 10)       // evicts a
        cache.insert(Box(), for: "b", cost: 5)    // replaces b
    }
    #expect(evicted == nil)
    #expect(replaced == nil)
    var taken = cache.removeValue(for: "b")
    #expect(taken != nil)
    #expect(isKnownUniquelyReferenced(&taken!))
}

/// Layout answers, imports and lints share the cache's memory, never a key: a file whose
/// digest happens to spell a layout hash's is still another key.
@Test func answerKindsHaveKeySpacesOfTheirOwn() {
    let cache = AnswerCache(bytes: 1 << 20, bodyBytes: 1 << 16)
    let digest = [UInt8](repeating: 0x5a, count: 32)
    let layout = AnswerKey.layout(LayoutHash(sha256: digest))
    let imported = AnswerKey.imported(file: AnswerKey.FileDigest(digest), text: .saved)
    cache.store(answer: Array("layout".utf8), scope: 0, key: layout)
    cache.store(answer: Array("import".utf8), scope: 0, key: imported)
    #expect(cache.answer(scope: 0, key: layout) == Array("layout".utf8))
    #expect(cache.answer(scope: 0, key: imported) == Array("import".utf8))
    #expect(cache.answer(scope: 0, key: .imported(file: AnswerKey.FileDigest(digest), text: .measured)) == nil)
    #expect(cache.answer(scope: 0, key: .lint(file: AnswerKey.FileDigest(digest), devices: [], variants: [])) == nil)
}
