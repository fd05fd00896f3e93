import Support
import LayoutPipeline
import Glibc

/// The in-process cache tier: answers by (scope, `AnswerKey`), and a fast path from a raw request
/// body to the hash it produced, so a repeated request costs a fingerprint, a comparison of
/// its bytes and two lookups, and is never parsed. Sharded so concurrent requests rarely
/// share a lock.
package final class AnswerCache: Sendable {
    struct Key: Hashable, Sendable {
        /// Whose answers these are: the API key's index, or 0 without keys.
        var scope: Int
        var answer: AnswerKey
    }

    /// One lock's worth of the cache.
    private final class Shard<Value: Sendable>: Sendable {
        let lru: Locked<LRUCache<Key, Value>>

        init(capacity: Int) {
            lru = Locked(LRUCache(capacity: capacity))
        }
    }

    /// Where a request body is filed in the body index: its scope and `Fingerprint`.
    /// Made once per request, for the lookup and for the store after a miss.
    package struct BodyKey: Hashable, Sendable {
        var scope: Int
        var fingerprint: UInt64

        package init(scope: Int, body: [UInt8]) {
            self.init(scope: scope, fingerprint: Fingerprint.of(body))
        }

        init(scope: Int, fingerprint: UInt64) {
            self.scope = scope
            self.fingerprint = fingerprint
        }
    }

    /// A body seen before and the hash it produced. The body is kept whole: a fingerprint
    /// is not a digest, and only bytes found equal to the request's may answer it.
    private struct BodyEntry: Sendable {
        var body: [UInt8]
        var hash: LayoutHash
        var structure: StructureHash
    }

    private static let shardCount = 16
    private let answers: [Shard<CachedAnswer>]
    private let bodies: Locked<LRUCache<BodyKey, BodyEntry>>

    /// `bytes` bounds the answers; `bodyBytes` the body index, which holds the request
    /// bodies themselves. The index has one lock: a lookup holds it for a hash-table probe,
    /// the bytes are compared outside it.
    package init(bytes: Int, bodyBytes: Int) {
        let perShard = bytes / Self.shardCount
        answers = (0..<Self.shardCount).map { _ in Shard(capacity: perShard) }
        bodies = Locked(LRUCache(capacity: bodyBytes))
    }

    /// The answer stored under `key` in that scope, or nil.
    package func answer(scope: Int, key: AnswerKey) -> [UInt8]? {
        cachedAnswer(scope: scope, key: key)?.bytes
    }

    /// The answer stored under `key` in that scope with its gzip if made, or nil.
    package func cachedAnswer(scope: Int, key: AnswerKey) -> CachedAnswer? {
        let full = Key(scope: scope, answer: key)
        return answers[shard(key)].lru.withLock { $0.value(for: full) }
    }

    /// Keeps an answer under `key`, evicting the least recently used if need be.
    package func store(answer: [UInt8], scope: Int, key: AnswerKey) {
        let full = Key(scope: scope, answer: key)
        let entry = CachedAnswer(bytes: answer)
        answers[shard(key)].lru.withLock { $0.insert(entry, for: full, cost: entry.cost + key.cost + 64) }
    }

    /// Adds the gzip of an answer still held (its bytes unchanged), so later hits send it as is.
    package func store(gzipped: [UInt8], of answer: [UInt8], scope: Int, key: AnswerKey) {
        let full = Key(scope: scope, answer: key)
        answers[shard(key)].lru.withLock { lru in
            guard var held = lru.value(for: full), held.bytes == answer else { return }
            held.gzipped = gzipped
            lru.insert(held, for: full, cost: held.cost + key.cost + 64)
        }
    }

    /// The hierarchy hash that `body`, filed under `key`, produced before, or nil. A body
    /// with the same fingerprint but other bytes is a miss.
    package func hash(for key: BodyKey, body: [UInt8]) -> LayoutHash? {
        hashes(for: key, body: body)?.hash
    }

    /// The hierarchy hash and the structure `body`, filed under `key`, produced before.
    package func hashes(for key: BodyKey, body: [UInt8]) -> (hash: LayoutHash, structure: StructureHash)? {
        guard let entry = bodies.withLock({ $0.value(for: key) }), Self.equal(entry.body, body) else { return nil }
        return (entry.hash, entry.structure)
    }

    /// Remembers which hierarchy hash `body`, filed under `key`, produced. A body sharing
    /// the fingerprint of another takes its place.
    package func store(hash: LayoutHash, structure: StructureHash, for key: BodyKey, body: [UInt8]) {
        let entry = BodyEntry(body: body, hash: hash, structure: structure)
        bodies.withLock { $0.insert(entry, for: key, cost: body.count + hash.text.utf8.count + 64) }
    }

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// Answers held now (the `layoutd_cache_entries` gauge).
    package var entryCount: Int {
        answers.reduce(0) { sum, shard in sum + shard.lru.withLock { $0.count } }
    }

    /// Reckoned bytes of the answers held now (the `layoutd_cache_bytes` gauge).
    package var byteCount: Int {
        answers.reduce(0) { sum, shard in sum + shard.lru.withLock { $0.totalCost } }
    }

    private func shard(_ key: AnswerKey) -> Int {
        Int(key.shardByte) % Self.shardCount
    }
}

extension CachedAnswer {
    /// What the answer counts against the cache's bound.
    var cost: Int { bytes.count + (gzipped?.count ?? 0) }
}
