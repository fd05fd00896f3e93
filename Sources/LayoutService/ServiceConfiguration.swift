import LayoutEngine

/// What the service needs to know; `layoutd` fills it from its flags.
public struct ServiceConfiguration: Sendable {
    public var workers: Int
    public var queueCapacity: Int
    public var cacheBytes: Int
    /// Bearer keys for `/v1/`; empty means open.
    public var apiKeys: [String]
    public var corsOrigin: String
    public var solveTimeoutMilliseconds: Int
    public var limits: Limits
    /// The shared tier; nil keeps every answer in this process.
    public var redis: RedisURL?

    public init(
        workers: Int = 2, queueCapacity: Int = 64, cacheBytes: Int = 256 << 20,
        apiKeys: [String] = [], corsOrigin: String = "*", solveTimeoutMilliseconds: Int = 2000,
        limits: Limits = .default, redis: RedisURL? = nil
    ) {
        self.workers = workers
        self.queueCapacity = queueCapacity
        self.cacheBytes = cacheBytes
        self.apiKeys = apiKeys
        self.corsOrigin = corsOrigin
        self.solveTimeoutMilliseconds = solveTimeoutMilliseconds
        self.limits = limits
        self.redis = redis
    }
}
