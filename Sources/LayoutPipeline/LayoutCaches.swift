import LayoutEngine

/// The caches a `Pipeline` looks up between its stages. The service gives one per request
/// (bound to the request's key scope, counting hits in its metrics); the command line gives
/// none. Every method is called on the thread that runs the pipeline, a solver thread in
/// the server, so none may wait on I/O: a network tier (Redis) is looked up by the service
/// around the pipeline, never through it.
public protocol LayoutCaches: Sendable {
    /// The answer held for `hash`, if any.
    func answer(hash: String) -> [UInt8]?
    /// Keeps a freshly made answer under its hash.
    func store(answer: [UInt8], hash: String)
    /// An idle solved system of this structure, now the caller's alone; nil on a miss.
    func checkOut(structure: String) -> LayoutSystem?
    /// Gives a system back for the next request of its structure. `cost` estimates its
    /// memory in bytes.
    func checkIn(_ system: LayoutSystem, structure: String, cost: Int)
    /// The shapes kept under `key` (`RequestShape`), newest first.
    func shapes(_ key: RequestShape.Key) -> [RequestShape]
    /// Keeps the shape of a request read in full, for its resizes.
    func remember(_ shape: RequestShape)
}

extension LayoutCaches {
    /// Caches without a shape memo read every request in full.
    public func shapes(_ key: RequestShape.Key) -> [RequestShape] { [] }
    /// Caches without a shape memo keep nothing.
    public func remember(_ shape: RequestShape) {}
}

extension [RequestShape] {
    /// Keeps `shape` first (newest first, as `LayoutCaches.shapes` answers), dropping any
    /// shape with the same bytes and, beyond `limit`, the oldest: the policy every shape
    /// memo shares, bounded or not.
    public mutating func keepNewest(_ shape: RequestShape, limit: Int = .max) {
        removeAll { $0.hasSameBytes(as: shape) }
        insert(shape, at: 0)
        if count > limit { removeLast(count - limit) }
    }
}
