import LayoutEngine
import LayoutPipeline

/// The service's cache tiers as one request's pipeline sees them: its key scope's share of
/// the in-process answers and warm systems, with every lookup counted in the metrics. A new
/// answer also goes to Redis, in the background; Redis is read by the routes, off the
/// solver threads (`LayoutCaches` never waits on I/O).
struct ScopedCaches: LayoutCaches {
    let scope: Int
    let answers: AnswerCache
    let structures: StructureCache
    let shapes: ShapeCache
    let metrics: Metrics
    let redis: RedisTier?
    let scopeTag: String?

    func answer(hash: String) -> [UInt8]? {
        let answer = answers.answer(scope: scope, hash: hash)
        metrics.recordCache(tier: "memory", hit: answer != nil)
        return answer
    }

    func store(answer: [UInt8], hash: String) {
        answers.store(answer: answer, scope: scope, hash: hash)
        redis?.store(answer: answer, hash: hash, scopeTag: scopeTag)
    }

    func checkOut(structure: String) -> LayoutSystem? {
        let system = structures.checkOut(scope: scope, digest: structure)
        metrics.recordCache(tier: "structure", hit: system != nil)
        return system
    }

    func checkIn(_ system: LayoutSystem, structure: String, cost: Int) {
        structures.checkIn(system, scope: scope, digest: structure, cost: cost)
    }

    func shapes(_ key: RequestShape.Key) -> [RequestShape] {
        shapes.shapes(scope: scope, key: key)
    }

    func remember(_ shape: RequestShape) {
        shapes.remember(shape, scope: scope)
    }
}
