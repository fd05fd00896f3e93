import LayoutEngine

/// Every cache tier a request meets, in the order `Pipeline` meets them:
///
///     body seen before → answer by hash → shared answer (network) → warm system → shapes
///
/// The service gives one per request (its key scope's share of each tier, counting hits in
/// its metrics, Redis behind `sharedAnswer`); the command line gives none. Every method but
/// `sharedAnswer` is called on the thread that runs the pipeline, a solver thread or the
/// event loop in the server, and must not wait on I/O.
package protocol LayoutCaches: Sendable {
    /// A body answered before, found by its bytes alone: its hash, structure and answer, or nil.
    func answer(body: [UInt8]) -> (hash: LayoutHash, structure: StructureHash, answer: CachedAnswer)?
    /// The answer held for `hash`, if any.
    func answer(hash: LayoutHash) -> CachedAnswer?
    /// The answer for `hash` in a tier other servers share, kept in the nearer tiers when
    /// found. It may wait on the network: `Pipeline.sharedAnswer` is for a thread that may
    /// wait, never the event loop or a solver thread.
    func sharedAnswer(hash: LayoutHash) -> [UInt8]?
    /// Keeps a freshly made answer under its hash, in every tier.
    func store(answer: [UInt8], hash: LayoutHash)
    /// Files `body` under the hash it was answered by (and its structure), for `answer(body:)`.
    func remember(body: [UInt8], hash: LayoutHash, structure: StructureHash)
    /// An idle solved system of this structure, now the caller's alone; nil on a miss.
    func checkOut(structure: StructureHash) -> LayoutSystem?
    /// Gives a system back for the next request of its structure. `cost` estimates its
    /// memory in bytes. Consumed: the caches keep the caller's system itself, not a copy.
    func checkIn(_ system: consuming LayoutSystem, structure: StructureHash, cost: Int)
    /// The shapes kept under `key` (`RequestShape`), newest first.
    func shapes(_ key: RequestShape.Key) -> [RequestShape]
    /// Keeps the shape of a request read in full, for its resizes.
    func remember(_ shape: RequestShape)
    /// The structure held under `hash` (`HeldStructure`), for a resize by reference.
    func heldStructure(_ hash: StructureHash) -> HeldStructure?
    /// Holds the structure of a request read in full, for resizes by reference.
    func hold(_ structure: HeldStructure)
}

/// An answer as a cache holds it: its bytes, and their gzip once a client that takes gzip
/// has asked for them (made and kept by the service, carried unread by the pipeline).
package struct CachedAnswer: Sendable {
    package var bytes: [UInt8]
    package var gzipped: [UInt8]?

    package init(bytes: [UInt8], gzipped: [UInt8]? = nil) {
        self.bytes = bytes
        self.gzipped = gzipped
    }
}

extension LayoutCaches {
    /// Caches without a body index find every answer by its hash.
    package func answer(body: [UInt8]) -> (hash: LayoutHash, structure: StructureHash, answer: CachedAnswer)? { nil }
    /// Caches without a shared tier have nothing more to look up.
    package func sharedAnswer(hash: LayoutHash) -> [UInt8]? { nil }
    /// Caches without a body index keep no bodies.
    package func remember(body: [UInt8], hash: LayoutHash, structure: StructureHash) {}
    /// Caches without a shape memo read every request in full.
    package func shapes(_ key: RequestShape.Key) -> [RequestShape] { [] }
    /// Caches without a shape memo keep nothing.
    package func remember(_ shape: RequestShape) {}
    /// Caches that hold no structures answer no resize by reference.
    package func heldStructure(_ hash: StructureHash) -> HeldStructure? { nil }
    /// Caches that hold no structures keep nothing.
    package func hold(_ structure: HeldStructure) {}
}

extension [RequestShape] {
    /// Keeps `shape` first (newest first, as `LayoutCaches.shapes` answers), dropping any
    /// shape with the same bytes and, beyond `limit`, the oldest: the policy every shape
    /// memo shares, bounded or not.
    package mutating func keepNewest(_ shape: RequestShape, limit: Int = .max) {
        removeAll { $0.hasSameBytes(as: shape) }
        insert(shape, at: 0)
        if count > limit { removeLast(count - limit) }
    }
}
