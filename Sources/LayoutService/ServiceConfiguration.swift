import HTTPServer
import LayoutEngine

/// What the service needs to know; `layoutd` fills it from its flags.
package struct ServiceConfiguration: Sendable {
    /// Solver threads (`--workers`).
    package var workers: Int
    /// Requests admitted to wait for a worker before the next gets 503 (`--queue`).
    package var queueCapacity: Int
    /// Memory for the in-process caches (`--cache-mb`), split in `LayoutService.init`: five
    /// eighths for answers, an eighth for the bodies that find them again, three sixteenths
    /// for warm solvers and a sixteenth for request shapes and held structures (half each), so
    /// together they stay within it.
    package var cacheBytes: Int
    /// Bearer keys for `/v1/`; empty means open.
    package var apiKeys: [String]
    /// `Access-Control-Allow-Origin` on every answer (`--cors-origin`).
    package var corsOrigin: String
    /// The budget of one solve (`--solve-timeout-ms`); past it the request gets 503 `solve-timeout`.
    package var solveTimeoutMilliseconds: Int
    /// Document size limits of docs/requests.md#limits.
    package var limits: Limits
    /// The shared tier; nil keeps every answer in this process.
    package var redis: RedisURL?
    /// Where the user's fonts are (`--fonts`): every `.ttf`, `.otf` and `.ttc` under each is
    /// loaded at start, next to the stand-in Inter (docs/text.md#fonts).
    package var fontDirectories: [String]
    /// Answers of at least this many bytes are gzipped for a client that takes gzip: the
    /// server's threshold (`configure(_:)` sets it) and the one the routes decide by whether a
    /// cached answer's gzip is worth making, so the two can never disagree.
    package var gzipMinimumBytes: Int

    /// The defaults of `layoutd` without flags, except `workers`: `layoutd` starts one per
    /// core (`--workers`), this initializer 2.
    package init(
        workers: Int = 2, queueCapacity: Int = 64, cacheBytes: Int = 256 << 20,
        apiKeys: [String] = [], corsOrigin: String = "*", solveTimeoutMilliseconds: Int = 2000,
        limits: Limits = .default, redis: RedisURL? = nil, fontDirectories: [String] = [],
        gzipMinimumBytes: Int = Gzip.defaultMinimumBytes
    ) {
        self.workers = workers
        self.queueCapacity = queueCapacity
        self.cacheBytes = cacheBytes
        self.apiKeys = apiKeys
        self.corsOrigin = corsOrigin
        self.solveTimeoutMilliseconds = solveTimeoutMilliseconds
        self.limits = limits
        self.redis = redis
        self.fontDirectories = fontDirectories
        self.gzipMinimumBytes = gzipMinimumBytes
    }
}
