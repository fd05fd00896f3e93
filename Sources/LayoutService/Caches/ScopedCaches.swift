import LayoutEngine
import LayoutPipeline

/// Every cache tier of the service as one request sees it, and the one owner of them: its
/// key scope's share of the in-process answers, the body index, warm systems and shapes,
/// and Redis behind `sharedAnswer`, with every lookup counted in the metrics. Routes and
/// the pipeline reach the tiers only through it.
struct ScopedCaches: LayoutCaches {
    let scope: Int
    let answers: AnswerCache
    let structures: StructureCache
    let shapes: ShapeCache
    let heldStructures: HeldStructureCache
    let metrics: Metrics
    let redis: RedisTier?
    let scopeTag: String?

    func answer(body: [UInt8]) -> (hash: LayoutHash, structure: StructureHash, answer: CachedAnswer)? {
        guard let (hash, structure) = answers.hashes(for: AnswerCache.BodyKey(scope: scope, body: body), body: body),
              let answer = answers.cachedAnswer(scope: scope, key: .layout(hash)) else { return nil }
        // A body whose answer has gone is not counted: its hash lookup, after the scan, is.
        metrics.recordCache(tier: .memory, hit: true)
        return (hash, structure, answer)
    }

    func answer(hash: LayoutHash) -> CachedAnswer? {
        let answer = answers.cachedAnswer(scope: scope, key: .layout(hash))
        metrics.recordCache(tier: .memory, hit: answer != nil)
        return answer
    }

    /// The answer held in memory under `key`, not counted: for a route looking again on a
    /// thread at what its event-loop half already counted, and for the answers of import
    /// and lint, which are not layout answers and are not counted as such.
    func heldAnswer(_ key: AnswerKey) -> CachedAnswer? {
        answers.cachedAnswer(scope: scope, key: key)
    }

    /// Whether a miss in memory may still be found in a tier that waits on the network.
    var hasSharedTier: Bool { redis != nil }

    func sharedAnswer(hash: LayoutHash) -> [UInt8]? {
        guard let redis, let answer = redis.answer(hash: hash, scopeTag: scopeTag) else { return nil }
        answers.store(answer: answer, scope: scope, key: .layout(hash))
        return answer
    }

    func store(answer: [UInt8], hash: LayoutHash) {
        answers.store(answer: answer, scope: scope, key: .layout(hash))
        redis?.store(answer: answer, hash: hash, scopeTag: scopeTag)
    }

    /// Keeps an answer that is not a layout's (an import's, a lint's) in memory only.
    func keep(answer: [UInt8], key: AnswerKey) {
        answers.store(answer: answer, scope: scope, key: key)
    }

    /// Keeps the gzip of an answer still held, so later hits send it as it is.
    func store(gzipped: [UInt8], of answer: [UInt8], hash: LayoutHash) {
        answers.store(gzipped: gzipped, of: answer, scope: scope, key: .layout(hash))
    }

    func remember(body: [UInt8], hash: LayoutHash, structure: StructureHash) {
        answers.store(hash: hash, structure: structure, for: AnswerCache.BodyKey(scope: scope, body: body), body: body)
    }

    func checkOut(structure: StructureHash) -> LayoutSystem? {
        let system = structures.checkOut(scope: scope, structure: structure)
        metrics.recordCache(tier: .structure, hit: system != nil)
        return system
    }

    func checkIn(_ system: consuming LayoutSystem, structure: StructureHash, cost: Int) {
        structures.checkIn(consume system, scope: scope, structure: structure, cost: cost)
    }

    func shapes(_ key: RequestShape.Key) -> [RequestShape] {
        shapes.shapes(scope: scope, key: key)
    }

    func remember(_ shape: RequestShape) {
        shapes.remember(shape, scope: scope)
    }

    func heldStructure(_ hash: StructureHash) -> HeldStructure? {
        heldStructures.structure(scope: scope, hash)
    }

    /// Holds a structure in memory and, the first time this server holds it, in the shared
    /// tier too, so another server can answer its resizes by reference.
    func hold(_ structure: HeldStructure) {
        guard heldStructures.hold(structure, scope: scope) else { return }
        redis?.store(structure: structure, scopeTag: scopeTag)
    }

    /// A structure another server holds, from the shared tier: the whole request document
    /// at any sizes (JSON text of a `sizes` value), to read the full way. It may wait on
    /// the network.
    func sharedStructure(_ hash: StructureHash) -> (@Sendable ([UInt8]) -> [UInt8])? {
        redis?.structure(hash, scopeTag: scopeTag)
    }
}
