import Support
import Dispatch
import Glibc

/// An HTTP/1.1 server: a listening socket shared by a few epoll event loops, each handing
/// requests to a ring of serial handler queues of its own. See `ServerConfiguration` for the limits it enforces.
package final class HTTPServer: @unchecked Sendable {
    /// The limits, timeouts and address it was made with.
    package let configuration: ServerConfiguration
    let router: Router
    /// Called on the handler's thread when it answers (and on a pool thread for refusals).
    /// Set before `start()`.
    package var accessLog: (@Sendable (AccessLogEntry) -> Void)?
    let requestIDPrefix: String

    private let lock = Locked<Void>()
    private var loops: [EventLoop] = []
    private var listenFD: Int32 = -1
    private var boundPort = 0
    private var open = 0
    private var drainingFlag = false
    private var loopsListening = 0
    private var shutdownCompletions: [@Sendable () -> Void] = []
    private var shutdownFinished = false

    /// A server that will answer with `router`'s routes once `start()` binds it.
    package init(configuration: ServerConfiguration, router: Router) {
        self.configuration = configuration
        self.router = router
        requestIDPrefix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    /// The port actually bound (useful with port 0).
    package var port: Int { lock.withLock { boundPort } }
    /// True once shutdown has begun: new connections are refused, open ones are let finish.
    package var isDraining: Bool { lock.withLock { drainingFlag } }
    /// Connections accepted and not yet closed.
    package var openConnections: Int { lock.withLock { open } }

    /// Binds, listens and starts the event loops.
    /// - Throws: `ServerStartError` naming host:port, when the configuration is out of range,
    ///   the TLS certificate or key cannot be loaded, the host does not resolve or the port
    ///   cannot be bound, or an event loop cannot be set up.
    package func start() throws {
        try validate(configuration)
        signal(SIGPIPE, SIG_IGN) // a peer closing mid-write must be an error code, not a process kill
        raiseFileLimit(to: configuration.maxConnections + 64)
        let tlsContext = try configuration.tls.map { try TLSContext($0, host: configuration.host, port: configuration.port) }
        let fd = try Listener.open(host: configuration.host, port: configuration.port)
        let actualPort = Listener.boundPort(fd)
        let count = configuration.eventLoops > 0 ? configuration.eventLoops : max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        var created: [EventLoop] = []
        do {
            for index in 0..<count {
                created.append(try EventLoop(index: index, server: self, configuration: configuration, router: router,
                                             listenFD: fd, tlsContext: tlsContext))
            }
        } catch {
            Glibc.close(fd)
            throw error
        }
        lock.withLock {
            listenFD = fd
            boundPort = actualPort
            loops = created
            loopsListening = count
        }
        for loop in created { loop.startThread() }
    }

    /// Stop accepting, finish every admitted request (answers during the drain carry
    /// `Connection: close`), close idle connections, then call `completion` once; after
    /// `gracePeriod` seconds whatever remains is closed and `completion` called anyway.
    /// A request is admitted once its head has fully arrived.
    package func shutdown(gracePeriod: Double = 30, completion: @escaping @Sendable () -> Void) {
        enum Next { case drain([EventLoop]), wait, finishNow, callNow }
        let next: Next = lock.withLock {
            if shutdownFinished { return .callNow }
            shutdownCompletions.append(completion)
            if drainingFlag { return .wait }  // a second call joins the first
            drainingFlag = true
            return loops.isEmpty ? .finishNow : .drain(loops)
        }
        let loopsToDrain: [EventLoop]
        switch next {
        case .callNow:
            completion()
            return
        case .wait:
            return
        case .finishNow:
            finishShutdown()
            return
        case .drain(let loops):
            loopsToDrain = loops
        }
        for loop in loopsToDrain { loop.post(.drain) }
        DispatchQueue.global().asyncAfter(deadline: .now() + gracePeriod) { [self] in
            let remaining = lock.withLock { loops }
            for loop in remaining { loop.post(.closeAll) }
            finishShutdown()
        }
    }

    // MARK: - Called by the loops

    func admitConnection() -> Bool {
        lock.withLock {
            if drainingFlag || open >= configuration.maxConnections { return false }
            open += 1
            return true
        }
    }

    func connectionClosed() {
        let done = lock.withLock { () -> Bool in
            open -= 1
            return drainingFlag && open == 0 && loopsListening == 0
        }
        if done { finishShutdown() }
    }

    /// The last loop to stop listening closes the socket (no loop can still be in accept).
    func loopStoppedListening() {
        let (fdToClose, done) = lock.withLock { () -> (Int32, Bool) in
            loopsListening -= 1
            guard loopsListening == 0 else { return (-1, false) }
            let fd = listenFD
            listenFD = -1
            return (fd, drainingFlag && open == 0)
        }
        if fdToClose >= 0 { Glibc.close(fdToClose) }
        if done { finishShutdown() }
    }

    private func finishShutdown() {
        let (completions, stopping) = lock.withLock { () -> ([@Sendable () -> Void], [EventLoop]) in
            if shutdownFinished { return ([], []) }
            shutdownFinished = true
            let completions = shutdownCompletions
            shutdownCompletions = []
            let stopping = loops
            loops = []  // the loops held this server; let both go
            return (completions, stopping)
        }
        for loop in stopping { loop.post(.stop) }
        for completion in completions { completion() }
    }
}

/// Lifts the soft limit on open files towards what the connection cap needs (never above
/// the hard limit), so the cap, not EMFILE, is what refuses connections.
private func raiseFileLimit(to wanted: Int) {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(wanted) else { return }
    limit.rlim_cur = min(limit.rlim_max, rlim_t(wanted))
    _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
}

private func validate(_ configuration: ServerConfiguration) throws {
    func refuse(_ reason: String) -> ServerStartError {
        ServerStartError(host: configuration.host, port: configuration.port, reason: reason)
    }
    let timeouts = [("headerTimeout", configuration.headerTimeout), ("bodyTimeout", configuration.bodyTimeout),
                    ("idleTimeout", configuration.idleTimeout)]
    for (name, value) in timeouts where !(value > 0 && value < 1e6) {
        throw refuse("\(name) must be a positive number of seconds, not \(value)")
    }
    let limits = [("maxConnections", configuration.maxConnections), ("maxBodyBytes", configuration.maxBodyBytes),
                  ("maxHeaderBytes", configuration.maxHeaderBytes), ("maxHeaderCount", configuration.maxHeaderCount),
                  ("maxRequestLineBytes", configuration.maxRequestLineBytes)]
    for (name, value) in limits where value < 1 {
        throw refuse("\(name) must be at least 1, not \(value)")
    }
    if configuration.eventLoops < 0 {
        throw refuse("eventLoops must be 0 (one per core) or more")
    }
    // These go out verbatim on every answer; a CR or LF would let them forge fields.
    for (name, value) in configuration.responseHeaders.pairs
    where name.isEmpty || (name + value).unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
        throw refuse("responseHeaders: '\(name)' is not a field that can be sent as is")
    }
}
