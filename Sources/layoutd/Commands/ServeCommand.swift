#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import HTTPServer
import LayoutEngine
import LayoutService
import Typesetting

/// `layoutd [serve]`: wires the service's routes into the HTTP server and runs until
/// SIGTERM or SIGINT, then drains (docs/server.md#running). Every flag has an environment
/// twin (`--port` / `LAYOUTD_PORT`); a flag beats its twin, both beat the default.
struct ServeCommand: LayoutdCommand, Equatable {
    var host = "127.0.0.1"
    var port = 8080
    var workers: Int
    var queue = 64
    var cacheMB = 256
    var redis: RedisURL?
    var tlsCert: String?
    var tlsKey: String?
    var apiKeys: [String] = []
    /// Where the user's fonts are (`--fonts`), searched in this order.
    var fontDirectories: [String] = []
    var corsOrigin = "*"
    var maxBodyMB = 4.0
    var solveTimeoutMS = 2000
    var logLevel = LogLevel.info

    init(cores: Int) {
        workers = max(1, cores)
    }

    /// Returns only when the server cannot start: fonts that cannot be loaded (exit 2, as
    /// for any bad flag) or a listener that cannot open (exit 1). Once listening, it runs
    /// until a signal drains it and exits 0 there.
    func run() -> CommandReport {
        let level = logLevel
        // Fonts first: a server that cannot measure text as configured must not start.
        let typesetter: Typesetter
        do {
            typesetter = try loadFonts()
        } catch {
            return CommandReport(stderr: [error.line], status: .badInput)
        }
        // POST /v1/lint solves its scenes without a pipeline: it measures with the same
        // fonts through the standard measurer.
        StandardMeasurer.use(typesetter)
        let service = LayoutService(
            configuration: ServiceConfiguration(
                workers: workers, queueCapacity: queue,
                cacheBytes: cacheMB << 20, apiKeys: apiKeys,
                corsOrigin: corsOrigin, solveTimeoutMilliseconds: solveTimeoutMS,
                redis: redis, fontDirectories: fontDirectories),
            typesetter: typesetter,
            warn: { message in LogLine(level: .warning, message).emit(at: level) })

        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.maxBodyBytes = Int(maxBodyMB * 1_048_576)
        service.configure(&configuration)
        if let tlsCert, let tlsKey {
            configuration.tls = TLSConfiguration(certificatePath: tlsCert, keyPath: tlsKey)
        }
        let router = service.makeRouter()
        let server = HTTPServer(configuration: configuration, router: router)
        let logsRequests = level == .debug || level == .info
        // Request lines are info; above that, the service records metrics and no line is built.
        var writeLine: (@Sendable (AccessLogEntry, String) -> Void)?
        if logsRequests {
            writeLine = { @Sendable entry, route in
                LogOutput.standard.batch { RequestLogLine.write(entry, route: route, to: &$0) }
            }
        }
        server.accessLog = service.accessLog(then: writeLine)
        service.observe { (draining: server.isDraining, connections: server.openConnections) }

        do {
            try server.start()
        } catch {
            return CommandReport(stderr: ["layoutd: \(error)"], status: .internalError)
        }
        var started = LogLine(level: .info, "listening")
        started.add("address", "\(configuration.tls == nil ? "http" : "https")://\(host):\(server.port)")
        started.add("workers", workers)
        started.add("queue", queue)
        started.add("allocator", Allocator.name)
        started.add("fonts", typesetter.fonts.count)
        started.add("fontsDigest", typesetter.digest)
        started.emit(at: level)

        let signals = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                LogLine(level: .info, "draining").emit(at: level)
                server.shutdown(gracePeriod: 30) {
                    service.pool.stop()
                    LogLine(level: .info, "stopped").emit(at: level)
                    exit(0)
                }
            }
            source.resume()
            return source
        }
        withExtendedLifetime(signals) { dispatchMain() }
    }

    /// The stand-in Inter and every font under `--fonts`, loaded once for the server's life.
    /// - Throws: the `FontError`'s one line (a missing directory, a file that is not a font,
    ///   Inter not installed), which `run` prints before exiting 2, as for any bad flag.
    func loadFonts() throws(UsageError) -> Typesetter {
        do throws(FontError) {
            return try Typesetter(fontDirectories: fontDirectories)
        } catch {
            throw UsageError(error.message)
        }
    }
}
