import Support
import LayoutPipeline

/// Structures held for resizes by reference (`HeldStructure`), per key scope, least
/// recently used first out, bounded by the bytes they hold.
final class HeldStructureCache: Sendable {
    struct Key: Hashable, Sendable {
        var scope: Int
        var structure: StructureHash
    }

    private let held: Locked<LRUCache<Key, HeldStructure>>

    /// A cache whose structures stay within `bytes`.
    init(bytes: Int) {
        held = Locked(LRUCache(capacity: bytes))
    }

    func structure(scope: Int, _ structure: StructureHash) -> HeldStructure? {
        held.withLock { $0.value(for: Key(scope: scope, structure: structure)) }
    }

    /// Holds `structure`; false when one of its hash was held already (it is kept, and
    /// counts as used).
    @discardableResult
    func hold(_ structure: HeldStructure, scope: Int) -> Bool {
        let key = Key(scope: scope, structure: structure.structure)
        return held.withLock { lru in
            if lru.value(for: key) != nil { return false }
            lru.insert(structure, for: key, cost: structure.cost)
            return true
        }
    }

    /// Structures held.
    var count: Int { held.withLock { $0.count } }
}
