import Support
import LayoutPipeline

/// Shapes of requests read in full (`RequestShape`), per key scope, so a resize of one (the
/// same bytes with another `sizes`) skips the JSON read and the canonical form. Bounded by
/// the bytes the shapes hold, least recently used first out.
final class ShapeCache: Sendable {
    struct Key: Hashable, Sendable {
        var scope: Int
        var shape: RequestShape.Key
    }

    /// A handful per key at most: shapes sharing a key differ in their bytes, and each
    /// costs a comparison on every lookup of that key.
    static let shapesPerKey = 4

    private let shapes: Locked<LRUCache<Key, [RequestShape]>>

    /// A cache whose shapes stay within `bytes`.
    init(bytes: Int) {
        shapes = Locked(LRUCache(capacity: bytes))
    }

    func shapes(scope: Int, key: RequestShape.Key) -> [RequestShape] {
        shapes.withLock { $0.value(for: Key(scope: scope, shape: key)) } ?? []
    }

    func remember(_ shape: RequestShape, scope: Int) {
        let key = Key(scope: scope, shape: shape.key)
        shapes.withLock { lru in
            var kept = lru.removeValue(for: key) ?? []
            kept.keepNewest(shape, limit: Self.shapesPerKey)
            lru.insert(kept, for: key, cost: kept.reduce(0) { $0 + $1.cost })
        }
    }

    /// Keys with at least one shape.
    var count: Int { shapes.withLock { $0.count } }
}
