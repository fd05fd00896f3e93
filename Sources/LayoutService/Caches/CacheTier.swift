/// The cache tiers a lookup is counted in (`layoutd_cache_hits_total{tier=…}` and
/// `layoutd_cache_misses_total`, docs/server.md#metrics). The raw value is the metric's label.
package enum CacheTier: String, Sendable, CaseIterable {
    /// Answers in this process (`AnswerCache`).
    case memory
    /// Warm solved systems, by structure (`StructureCache`).
    case structure
    /// The tier servers share (`RedisTier`).
    case redis
}
