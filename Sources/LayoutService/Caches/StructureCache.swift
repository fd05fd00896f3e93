import Support
import LayoutEngine
import LayoutPipeline

/// Warm solvers by document structure (the document without its sizes): a request for a
/// hierarchy already solved at another root size checks a `LayoutSystem` out, moves the
/// root size in place and re-solves, instead of building the system again. A system serves
/// one request at a time, so each structure keeps a small pool: up to one system per worker,
/// since that many requests for it can run at once.
package final class StructureCache: Sendable {
    struct Key: Hashable, Sendable {
        var scope: Int
        var structure: StructureHash
    }

    private struct Pool {
        var systems: [LayoutSystem]
        /// What one system of this structure is reckoned to cost.
        var costEach: Int
    }

    private let pools: Locked<LRUCache<Key, Pool>>
    private let systemsPerStructure: Int

    /// A cache whose systems' reckoned costs stay within `bytes`, keeping up to
    /// `systemsPerStructure` (at least 1) warm systems per structure.
    package init(bytes: Int, systemsPerStructure: Int) {
        pools = Locked(LRUCache(capacity: bytes))
        self.systemsPerStructure = max(1, systemsPerStructure)
    }

    /// Takes a warm system of that structure out of the cache for the caller's sole use;
    /// nil when none is idle. Give it back with `checkIn` when done.
    package func checkOut(scope: Int, structure: StructureHash) -> LayoutSystem? {
        let key = Key(scope: scope, structure: structure)
        return pools.withLock { lru in
            guard var pool = lru.removeValue(for: key), let system = pool.systems.popLast() else { return nil }
            if !pool.systems.isEmpty {
                lru.insert(pool, for: key, cost: pool.costEach * pool.systems.count)
            }
            return system
        }
    }

    /// `cost` estimates the system's memory; the request body's size times a factor is
    /// close enough to keep the cache within its bound.
    package func checkIn(_ system: consuming LayoutSystem, scope: Int, structure: StructureHash, cost: Int) {
        let key = Key(scope: scope, structure: structure)
        // Moved into the pool, not copied (a closure's capture is a borrow): a copy retains
        // every array of the system, and the caller's original then releases them all.
        var incoming = Optional(consume system)
        pools.withLock { lru in
            var pool = lru.removeValue(for: key) ?? Pool(systems: [], costEach: cost)
            if pool.systems.count < systemsPerStructure, let system = incoming.take() {
                pool.systems.append(consume system)
            }
            lru.insert(pool, for: key, cost: pool.costEach * pool.systems.count)
        }
    }

    /// Structures with at least one idle system.
    package var count: Int { pools.withLock { $0.count } }
}
