import Support
import Dispatch
import HTTPServer
import LayoutDocument
import LayoutEngine
import LayoutPipeline
import Typesetting

/// The service of docs/server.md#routes on top of the engine: what every route shares (the
/// solver pool, the cache tiers, the fonts, the metrics) and the route table
/// (`makeRouter`, `RouteTable.swift`). Each route's work is an extension in `Routes/`:
/// the layout routes, hit testing, pictures, import and lint, fonts; what every route
/// checks first is `RoutePolicy`, and the fields every answer carries `CommonHeaders`.
package final class LayoutService: Sendable {
    /// What it was started with.
    package let configuration: ServiceConfiguration
    /// The workers every solve runs on.
    package let pool: SolverPool
    /// The in-process tier of answers.
    package let cache: AnswerCache
    /// Warm solvers by document structure.
    package let structures: StructureCache
    /// Shapes of requests read in full, for their resizes (`RequestShape`).
    let shapes: ShapeCache
    /// Structures of requests read in full, for resizes by reference (`HeldStructure`).
    let heldStructures: HeldStructureCache
    /// The counters `/metrics` prints.
    package let metrics: Metrics
    /// Measures the text of every document this service lays out, and is what `GET /v1/fonts`
    /// lists; nil when no fonts could be loaded (text is then refused with the engine's 422).
    package let typesetter: Typesetter?
    /// The body of `GET /v1/fonts`, written once (the fonts never change), or why there is none.
    let fontList: Result<[UInt8], FontError>
    let openAPI: [UInt8]
    /// The API keys, and the digests that name each key's space in Redis.
    let keys: APIKeys
    /// The fields every `/v1/` answer carries (`CommonHeaders`).
    let commonHeaders: CommonHeaders
    /// An answer's fields but its ETag, for each cache status, with their response lines
    /// made once: a cached answer copies them as one block (`answerResponse`).
    let answerHeaders: AnswerHeaders
    let redis: RedisTier?
    /// Where Redis lookups wait on the network: never a solver thread.
    let redisReads = DispatchQueue(label: "layoutd.redis.reader", attributes: .concurrent)
    /// Facts only the HTTP server knows; set once it exists.
    let serverState = Locked<(@Sendable () -> (draining: Bool, connections: Int))?>(nil)

    /// `typesetter` measures every document's text. nil loads one here: with
    /// `configuration.fontDirectories`, else (those failing, with a warning) Inter alone, so
    /// that `GET /v1/fonts` lists what text is really measured with. A program that must
    /// refuse to start on bad fonts, as `layoutd serve` does, loads them itself and passes
    /// them in. `warn` receives operational warnings (a Redis tier that went away, ...).
    package convenience init(configuration: ServiceConfiguration, typesetter: Typesetter? = nil,
                            openAPI: [UInt8] = OpenAPIDocument.bytes,
                            warn: @escaping @Sendable (String) -> Void = { _ in }) {
        let fonts = typesetter.map { .success($0) } ?? Self.loadFonts(configuration.fontDirectories, warn: warn)
        self.init(configuration: configuration, fonts: fonts, openAPI: openAPI, warn: warn)
    }

    /// The service with `fonts`, or with none: then text is left to the engine's standard
    /// measurer (whose 422 names what to install) and `GET /v1/fonts` answers 503.
    init(configuration: ServiceConfiguration, fonts: Result<Typesetter, FontError>,
         openAPI: [UInt8] = OpenAPIDocument.bytes, warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.typesetter = try? fonts.get()
        self.fontList = fonts.map(Self.fontListBody)
        self.pool = SolverPool(workers: configuration.workers, queueCapacity: configuration.queueCapacity)
        // Answers get five eighths of --cache-mb, the bodies that find them again an eighth,
        // warm solvers three sixteenths, and the last sixteenth is shared by the shapes that
        // let a resize skip reading the whole request and the structures held for resizes
        // by reference (which share their canonical form).
        self.cache = AnswerCache(bytes: configuration.cacheBytes / 8 * 5, bodyBytes: configuration.cacheBytes / 8)
        self.structures = StructureCache(
            bytes: configuration.cacheBytes / 16 * 3, systemsPerStructure: configuration.workers)
        self.shapes = ShapeCache(bytes: configuration.cacheBytes / 32)
        self.heldStructures = HeldStructureCache(bytes: configuration.cacheBytes / 32)
        let metrics = Metrics()
        self.metrics = metrics
        self.openAPI = openAPI
        self.keys = APIKeys(configuration.apiKeys)
        self.commonHeaders = CommonHeaders(corsOrigin: configuration.corsOrigin)
        self.answerHeaders = AnswerHeaders(commonHeaders)
        let fontsDigest = self.typesetter?.digest ?? ""
        self.redis = configuration.redis.map { RedisTier(url: $0, fontsDigest: fontsDigest, metrics: metrics, warn: warn) }
    }

    /// The user's fonts and Inter, else Inter alone, else why not even Inter.
    static func loadFonts(_ directories: [String], warn: @Sendable (String) -> Void) -> Result<Typesetter, FontError> {
        if !directories.isEmpty {
            do throws(FontError) {
                return .success(try Typesetter(fontDirectories: directories))
            } catch {
                warn("fonts not loaded, measuring with Inter alone: \(error.message)")
            }
        }
        if case .failure(let error) = standIn { warn("no fonts loaded, text cannot be measured: \(error.message)") }
        return standIn
    }

    /// Inter alone, loaded once for every service in the process given no fonts of its own
    /// (the files do not change while it runs; the tests make many services).
    private static let standIn = Result { () throws(FontError) in try Typesetter() }

    /// The CORS fields every answer carries, which `configure(_:)` also gives the server
    /// (`ServerConfiguration.responseHeaders`) for the refusals it makes before any route runs.
    package var corsHeaders: HTTPHeaders { commonHeaders.cors }

    /// Lets readiness and metrics see the server's draining state and connections.
    package func observe(_ state: @escaping @Sendable () -> (draining: Bool, connections: Int)) {
        serverState.withLock { $0 = state }
    }

    /// The pipeline of one request, with its key scope's caches, measuring text with the
    /// service's fonts.
    ///
    /// The in-process caches need no font digest in their keys: one service has one font set
    /// for its whole life, so nothing they hold was measured with other fonts. Redis, which
    /// servers share, has the digest in every key (`RedisTier`'s `fontsDigest`).
    func pipeline(scope: Int) -> Pipeline {
        pipeline(caches(scope: scope))
    }

    func pipeline(_ caches: ScopedCaches) -> Pipeline {
        Pipeline(limits: configuration.limits, caches: caches, measurer: typesetter)
    }

    /// Every cache tier of one key scope, Redis included.
    func caches(scope: Int) -> ScopedCaches {
        ScopedCaches(scope: scope, answers: cache, structures: structures, shapes: shapes,
                     heldStructures: heldStructures, metrics: metrics,
                     redis: redis, scopeTag: keys.redisTag(scope: scope))
    }

    func gauges() -> Metrics.Gauges {
        let server = serverState.withLock { $0?() } ?? (draining: false, connections: 0)
        return Metrics.Gauges(
            queueDepth: pool.queueDepth, busyWorkers: pool.busyWorkers, workers: pool.workerCount,
            queueCapacity: pool.queueCapacity,
            solveTimeoutSeconds: Double(configuration.solveTimeoutMilliseconds) / 1000,
            openConnections: server.connections, cacheEntries: cache.entryCount,
            cacheBytes: cache.byteCount, draining: server.draining)
    }
}
