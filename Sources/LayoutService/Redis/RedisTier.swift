import Support
import HTTPServer
import LayoutEngine
import LayoutPipeline
import Dispatch

/// The shared cache tier behind `--redis`: answers stored deflated under
/// `layoutd:<formatVersion>:[<fonts>:][<scope>:]<hash>` with a TTL, and the structures of
/// the documents answered (`HeldStructure.storedForm`) under
/// `layoutd:<formatVersion>:[<fonts>:][<scope>:]structure:<structure>`, so that any server
/// answers a resize by reference of a document another one was sent; `<fonts>` naming the
/// server's font set (docs/text.md#fonts: servers with other fonts measure text otherwise,
/// so they never share an answer). A Redis that fails or is slow costs a
/// client nothing but the lookup timeout once: after a failure the tier stays closed for a
/// second (a circuit breaker), and every failure is counted and logged as a warning.
package final class RedisTier: Sendable {
    /// Part of every key: raised when the stored form changes, so old entries are never read.
    /// 2: answers name their `structure`, and structures are stored.
    package static let formatVersion = 2

    private let url: RedisURL
    private let timeoutMilliseconds: Int
    private let ttlSeconds: Int
    private let maxAnswerBytes: Int
    private let metrics: Metrics
    private let warn: @Sendable (String) -> Void
    /// `f` and the font set's digest, or empty for none.
    private let fontsTag: String
    private let idle = Locked<[RedisConnection]>([])
    /// Monotonic nanoseconds before which the tier is not tried again.
    private let closedUntil = Locked<UInt64>(0)
    private let writer = DispatchQueue(label: "layoutd.redis.writer")

    /// A tier that connects on first use; `warn` hears of each failure. `maxAnswerBytes`
    /// bounds what a stored answer may inflate to when read back.
    package init(
        url: RedisURL, timeoutMilliseconds: Int = 100, ttlSeconds: Int = 86_400,
        maxAnswerBytes: Int = 64 << 20, fontsDigest: String = "", metrics: Metrics,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.fontsTag = fontsDigest.isEmpty ? "" : "f" + String(fontsDigest.prefix(16))
        self.url = url
        self.timeoutMilliseconds = timeoutMilliseconds
        self.ttlSeconds = ttlSeconds
        self.maxAnswerBytes = maxAnswerBytes
        self.metrics = metrics
        self.warn = warn
    }

    /// Scope 0 is the open server; a keyed scope gets its own key space, named by a digest
    /// of the API key so Redis never holds the key itself.
    package static func key(hash: LayoutHash, scopeTag: String?, fontsTag: String = "") -> String {
        let fonts = fontsTag.isEmpty ? "" : fontsTag + ":"
        if let scopeTag { return "layoutd:\(formatVersion):\(fonts)\(scopeTag):\(hash.text)" }
        return "layoutd:\(formatVersion):\(fonts)\(hash.text)"
    }

    /// The cached answer, checked to carry `hash`; nil on a miss, an error or a bad entry.
    package func answer(hash: LayoutHash, scopeTag: String?) -> [UInt8]? {
        let key = Self.key(hash: hash, scopeTag: scopeTag, fontsTag: fontsTag)
        guard let reply = run(["GET", key].map { Array($0.utf8) }) else { return nil }
        guard case .bytes(let stored) = reply,
              let answer = Compression.inflate(stored, limit: maxAnswerBytes),
              Self.answer(answer, carries: hash) else {
            metrics.recordCache(tier: .redis, hit: false)
            return nil
        }
        metrics.recordCache(tier: .redis, hit: true)
        return answer
    }

    /// Stores in the background: the client already has its answer.
    package func store(answer: [UInt8], hash: LayoutHash, scopeTag: String?) {
        writer.async { [self] in
            guard let packed = Compression.deflate(answer) else { return }
            let key = Self.key(hash: hash, scopeTag: scopeTag, fontsTag: fontsTag)
            _ = run([Array("SET".utf8), Array(key.utf8), packed, Array("EX".utf8), Array(String(ttlSeconds).utf8)])
        }
    }

    /// The key of a structure's stored form: the `structure:` label keeps it apart from
    /// every answer's key.
    package static func key(structure: StructureHash, scopeTag: String?, fontsTag: String = "") -> String {
        let fonts = fontsTag.isEmpty ? "" : fontsTag + ":"
        if let scopeTag { return "layoutd:\(formatVersion):\(fonts)\(scopeTag):structure:\(structure.text)" }
        return "layoutd:\(formatVersion):\(fonts)structure:\(structure.text)"
    }

    /// Stores a structure's form in the background, for other servers' resizes by reference.
    package func store(structure: HeldStructure, scopeTag: String?) {
        writer.async { [self] in
            guard let packed = Compression.deflate(structure.storedForm) else { return }
            let key = Self.key(structure: structure.structure, scopeTag: scopeTag, fontsTag: fontsTag)
            _ = run([Array("SET".utf8), Array(key.utf8), packed, Array("EX".utf8), Array(String(ttlSeconds).utf8)])
        }
    }

    /// A structure another server stored: the whole request document at any sizes; nil on a
    /// miss, an error, or an entry that is not that structure's (its hash is checked).
    package func structure(_ structure: StructureHash, scopeTag: String?) -> (@Sendable ([UInt8]) -> [UInt8])? {
        let key = Self.key(structure: structure, scopeTag: scopeTag, fontsTag: fontsTag)
        guard let reply = run(["GET", key].map { Array($0.utf8) }) else { return nil }
        guard case .bytes(let stored) = reply, let form = Compression.inflate(stored, limit: maxAnswerBytes),
              let body = HeldStructure.stored(form, of: structure) else {
            metrics.recordCache(tier: .redis, hit: false)
            return nil
        }
        metrics.recordCache(tier: .redis, hit: true)
        return body
    }

    /// An answer starts `{"hash":"<hash>"`; anything else under that key is not ours.
    static func answer(_ answer: [UInt8], carries hash: LayoutHash) -> Bool {
        let prefix = Array("{\"hash\":\"\(hash.text)\"".utf8)
        return answer.count > prefix.count && answer[0..<prefix.count].elementsEqual(prefix)
    }

    private func run(_ arguments: [[UInt8]]) -> RedisConnection.Reply? {
        let now = Deadline.now()
        if closedUntil.withLock({ $0 }) > now { return nil }
        do throws(RedisConnection.Failure) {
            // A pooled connection may have died with a Redis restart; one fresh connection
            // tells a dead server from a stale socket before the tier is paused.
            if let pooled = idle.withLock({ $0.popLast() }), let reply = try? pooled.command(arguments) {
                idle.withLock { $0.append(pooled) }
                return reply
            }
            let connection = try RedisConnection(url, timeoutMilliseconds: timeoutMilliseconds)
            let reply = try connection.command(arguments)
            idle.withLock { $0.append(connection) }
            return reply
        } catch {
            metrics.recordRedisError()
            closedUntil.withLock { $0 = Deadline.now() + 1_000_000_000 }
            warn("Redis tier unavailable for 1 s: \(error.message)")
            return nil
        }
    }
}
