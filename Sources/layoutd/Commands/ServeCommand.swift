#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import HTTPServer
import LayoutEngine
import LayoutService
import Typesetting

/// `layoutd [serve]`: wires the service's routes into the HTTP server and runs until
/// SIGTERM or SIGINT, then drains (docs/server.md#running).
enum ServeCommand {
    static func run(_ options: Options) -> Int32 {
        let level = options.logLevel
        // Fonts first: a server that cannot measure text as configured must not start.
        let typesetter: Typesetter
        do {
            typesetter = try loadFonts(options)
        } catch {
            ProcessEnvironment.printError("layoutd: \(error.message)")
            return 2
        }
        // POST /v1/lint solves its scenes without a pipeline: it measures with the same
        // fonts through the standard measurer.
        StandardMeasurer.use(typesetter)
        let service = LayoutService(
            configuration: ServiceConfiguration(
                workers: options.workers, queueCapacity: options.queue,
                cacheBytes: options.cacheMB << 20, apiKeys: options.apiKeys,
                corsOrigin: options.corsOrigin, solveTimeoutMilliseconds: options.solveTimeoutMS,
                redis: options.redis, fontDirectories: options.fontDirectories),
            typesetter: typesetter,
            warn: { message in LogLine(level: .warning, message).emit(at: level) })

        var configuration = ServerConfiguration()
        configuration.host = options.host
        configuration.port = options.port
        configuration.maxBodyBytes = Int(options.maxBodyMB * 1_048_576)
        service.configure(&configuration)
        if let cert = options.tlsCert, let key = options.tlsKey {
            configuration.tls = TLSConfiguration(certificatePath: cert, keyPath: key)
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
            ProcessEnvironment.printError("layoutd: \(error)")
            return 1
        }
        var started = LogLine(level: .info, "listening")
        started.add("address", "\(configuration.tls == nil ? "http" : "https")://\(options.host):\(server.port)")
        started.add("workers", options.workers)
        started.add("queue", options.queue)
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
    static func loadFonts(_ options: Options) throws(UsageError) -> Typesetter {
        do throws(FontError) {
            return try Typesetter(fontDirectories: options.fontDirectories)
        } catch {
            throw UsageError(message: error.message)
        }
    }
}
