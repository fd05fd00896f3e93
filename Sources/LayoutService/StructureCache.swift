import LayoutEngine
import Synchronization

/// Warm solvers by document structure (the document without its sizes): a request for a
/// hierarchy already solved at another root size checks its `LayoutSystem` out, moves the
/// root size in place and re-solves, instead of building the system again. A system is
/// used by one request at a time: checked out, it is not in the cache, so a concurrent
/// request for the same structure simply builds its own.
public final class StructureCache: Sendable {
    struct Key: Hashable, Sendable {
        var scope: Int
        var digest: String
    }

    private let systems: Mutex<LRUCache<Key, LayoutSystem>>

    public init(bytes: Int) {
        systems = Mutex(LRUCache(capacity: bytes))
    }

    public func checkOut(scope: Int, digest: String) -> LayoutSystem? {
        systems.withLock { $0.removeValue(for: Key(scope: scope, digest: digest)) }
    }

    /// `cost` estimates the system's memory; the request body's size times a factor is
    /// close enough to keep the cache within its bound.
    public func checkIn(_ system: LayoutSystem, scope: Int, digest: String, cost: Int) {
        systems.withLock { $0.insert(system, for: Key(scope: scope, digest: digest), cost: cost) }
    }

    public var count: Int { systems.withLock { $0.count } }

    /// A solved system takes roughly this many bytes per byte of the document that made it
    /// (measured on the benchmark documents: solver rows, items, names).
    static let bytesPerDocumentByte = 24
}
