/// Where an answer came from, as its `X-Cache` field and the access log's `cache` say it
/// (docs/requests.md#hashing-and-caching). The raw value is that spelling.
enum CacheStatus: String, Sendable, CaseIterable {
    /// Found in this process's memory.
    case hit
    /// Made for this request.
    case miss
    /// Found in the tier servers share, made by another server (or this one, earlier).
    case hitRedis = "hit-redis"
}
