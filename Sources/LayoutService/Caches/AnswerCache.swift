import Support
import HTTPServer

/// The in-process cache tier: answers by (scope, hash), and a fast path from the SHA-256
/// of a raw request body to the hash it produced, so a repeated request costs a hash and
/// two lookups and is never parsed. Sharded so concurrent requests rarely share a lock.
public final class AnswerCache: Sendable {
    struct Key: Hashable, Sendable {
        /// Whose answers these are: the API key's index, or 0 without keys.
        var scope: Int
        var digest: String
    }

    /// One lock's worth of the cache.
    private final class Shard<Value: Sendable>: Sendable {
        let lru: Locked<LRUCache<Key, Value>>

        init(capacity: Int) {
            lru = Locked(LRUCache(capacity: capacity))
        }
    }

    /// An answer's bytes, and their gzip once a client that takes gzip has asked for them.
    public struct Answer: Sendable {
        public var bytes: [UInt8]
        public var gzipped: [UInt8]?

        var cost: Int { bytes.count + (gzipped?.count ?? 0) }
    }

    private static let shardCount = 16
    private let answers: [Shard<Answer>]
    private let bodies: [Shard<String>]

    /// `bytes` bounds the answers; the body index gets a sixteenth of it on top.
    public init(bytes: Int) {
        let perShard = bytes / Self.shardCount
        answers = (0..<Self.shardCount).map { _ in Shard(capacity: perShard) }
        bodies = (0..<Self.shardCount).map { _ in Shard(capacity: max(perShard / 16, 0)) }
    }

    /// The answer stored for a hierarchy hash in that scope, or nil.
    public func answer(scope: Int, hash: String) -> [UInt8]? {
        cachedAnswer(scope: scope, hash: hash)?.bytes
    }

    /// The answer stored for a hierarchy hash in that scope with its gzip if made, or nil.
    public func cachedAnswer(scope: Int, hash: String) -> Answer? {
        let key = Key(scope: scope, digest: hash)
        return answers[shard(hash)].lru.withLock { $0.value(for: key) }
    }

    /// Keeps an answer under its hierarchy hash, evicting the least recently used if need be.
    public func store(answer: [UInt8], scope: Int, hash: String) {
        store(Answer(bytes: answer, gzipped: nil), scope: scope, hash: hash)
    }

    /// Adds the gzip of an answer still held (its bytes unchanged), so later hits send it as is.
    public func store(gzipped: [UInt8], of answer: [UInt8], scope: Int, hash: String) {
        let key = Key(scope: scope, digest: hash)
        answers[shard(hash)].lru.withLock { lru in
            guard var held = lru.value(for: key), held.bytes == answer else { return }
            held.gzipped = gzipped
            lru.insert(held, for: key, cost: held.cost + hash.utf8.count + 64)
        }
    }

    private func store(_ answer: Answer, scope: Int, hash: String) {
        let key = Key(scope: scope, digest: hash)
        answers[shard(hash)].lru.withLock { $0.insert(answer, for: key, cost: answer.cost + hash.utf8.count + 64) }
    }

    /// The hierarchy hash a request body with that SHA-256 produced before, or nil.
    public func hash(scope: Int, bodyDigest: String) -> String? {
        let key = Key(scope: scope, digest: bodyDigest)
        return bodies[shard(bodyDigest)].lru.withLock { $0.value(for: key) }
    }

    /// Remembers which hierarchy hash a request body with that SHA-256 produced.
    public func store(hash: String, scope: Int, bodyDigest: String) {
        let key = Key(scope: scope, digest: bodyDigest)
        bodies[shard(bodyDigest)].lru.withLock { $0.insert(hash, for: key, cost: 2 * bodyDigest.utf8.count + 64) }
    }

    /// Answers held now (the `layoutd_cache_entries` gauge).
    public var entryCount: Int {
        answers.reduce(0) { sum, shard in sum + shard.lru.withLock { $0.count } }
    }

    /// Reckoned bytes of the answers held now (the `layoutd_cache_bytes` gauge).
    public var byteCount: Int {
        answers.reduce(0) { sum, shard in sum + shard.lru.withLock { $0.totalCost } }
    }

    /// Digests are hex, so their last character spreads keys evenly.
    private func shard(_ digest: String) -> Int {
        Int(digest.utf8.last ?? 0) % Self.shardCount
    }
}
