import Support
import CLinux
import Dispatch
import Glibc

/// Messages other threads leave for a loop; the loop drains them when its eventfd fires.
enum LoopMessage {
    case response(fd: Int32, id: UInt64, response: HTTPResponse)
    case drain
    case closeAll
    case stop
}

/// One epoll thread owning a share of the connections. Every loop waits on the one
/// listening socket (EPOLLEXCLUSIVE, so a connection wakes one loop) and serves what it
/// accepts; nothing a connection does ever blocks: sockets are non-blocking and handlers
/// run on the loop's own serial handler queues (`handlerQueues`).
final class EventLoop: @unchecked Sendable {
    let index: Int
    /// Strong: a running loop keeps its server alive until shutdown finishes.
    let server: HTTPServer
    let configuration: ServerConfiguration
    let router: Router
    let epollFD: Int32
    let wakeFD: Int32
    let listenFD: Int32
    let limits: HeadLimits
    let tick: Int32
    let tlsContext: TLSContext?

    private let inboxLock = Locked<Void>()
    private var inbox: [LoopMessage] = []
    private var stopped = false
    /// True while the loop is (about to be) blocked in epoll_wait. Only then does a post
    /// need the eventfd: a busy loop looks at its inbox before it next sleeps. This saves
    /// two syscalls per answer under load.
    private var sleeping = false

    // Loop-thread state.
    var connections: [Connection?] = []
    var liveConnections = 0
    var listening = true
    /// Out of file descriptors: the listening socket is unwatched until the next sweep.
    var acceptPaused = false
    var running = true
    var dateCache = HTTPDateCache()
    var nextID: UInt64 = 0
    var nextRequestNumber: UInt64 = 0
    /// Set when this loop has seen the drain message: answers from then on close.
    var draining = false
    let scratch: UnsafeMutableRawBufferPointer
    /// Handlers run on these. Serial queues are "overcommit" in libdispatch: a busy one gets
    /// its own thread at once, whereas work sent to the global concurrent queue waits (up to
    /// a second on Linux) whenever its few threads are blocked. Up to `handlersPerQueue`
    /// requests parsed in one epoll round share a queue (one thread wake-up for them, which
    /// is most of the cost of a small request: measured 17-20 us of CPU per request instead
    /// of 21-28 with one queue each); the next ones, and the next round, use the next queue.
    /// So a handler that blocks (e.g. on Redis) delays at most 3 others, never the loop.
    let handlerQueues: [DispatchQueue]
    static let handlersPerQueue = 4
    var nextHandlerQueue = 0
    var dispatchedToQueue = 0
    /// Whether other connections of this loop are waiting while it handles the current one
    /// (`LoopState`): more events of this epoll round, or messages in the inbox.
    var othersWaiting = false
    static let scratchSize = 64 << 10

    init(index: Int, server: HTTPServer, configuration: ServerConfiguration, router: Router, listenFD: Int32,
         tlsContext: TLSContext?) throws {
        self.index = index
        self.tlsContext = tlsContext
        self.server = server
        self.configuration = configuration
        self.router = router
        self.listenFD = listenFD
        limits = HeadLimits(maxRequestLineBytes: configuration.maxRequestLineBytes,
                            maxHeaderBytes: configuration.maxHeaderBytes,
                            maxHeaderCount: configuration.maxHeaderCount)
        let shortest = min(configuration.headerTimeout, configuration.bodyTimeout, configuration.idleTimeout)
        tick = Int32(max(5, min(250, shortest * 1000 / 10)))
        epollFD = epoll_create1(Epoll.cloexec)
        wakeFD = eventfd(0, Epoll.eventfdNonblock | Epoll.eventfdCloexec)
        scratch = .allocate(byteCount: Self.scratchSize, alignment: 16)
        handlerQueues = (0..<16).map { DispatchQueue(label: "\(configuration.name).http.handler.\(index).\($0)") }
        guard epollFD >= 0, wakeFD >= 0 else {
            throw ServerStartError(host: configuration.host, port: configuration.port,
                                   reason: "epoll or eventfd failed: \(errnoText())")
        }
        try register(wakeFD, events: Epoll.inbound)
        try register(listenFD, events: Epoll.inbound | Epoll.exclusive)
    }

    deinit {
        scratch.deallocate()
    }

    private func register(_ fd: Int32, events: UInt32) throws {
        guard Epoll.control(epollFD, Epoll.add, fd, events: events) == 0 else {
            throw ServerStartError(host: configuration.host, port: configuration.port,
                                   reason: "epoll_ctl failed: \(errnoText())")
        }
    }

    /// Thread-safe. Dropped once the loop has stopped (the eventfd may be closed by then).
    func post(_ message: LoopMessage) {
        inboxLock.withLock {
            if stopped { return }
            inbox.append(message)
            if sleeping {
                sleeping = false
                var one: UInt64 = 1
                _ = write(wakeFD, &one, 8)
            }
        }
    }

    func startThread() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let loop = Unmanaged<EventLoop>.fromOpaque(raw).takeRetainedValue()
            loop.run()
            return nil
        }, context)
        if result == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<EventLoop>.fromOpaque(context).release()
        }
    }

    private func run() {
        let capacity = 256
        let events = UnsafeMutableRawPointer.allocate(byteCount: capacity * Epoll.eventSize, alignment: 16)
        defer { events.deallocate() }
        var nextSweep = MonotonicClock.now() + UInt64(tick) * 1_000_000
        while running {
            let pending = inboxLock.withLock { () -> Bool in
                if inbox.isEmpty {
                    sleeping = true
                    return false
                }
                return true
            }
            if pending { processInbox() }
            let count = epoll_wait(epollFD, events.assumingMemoryBound(to: epoll_event.self), Int32(capacity), pending ? 0 : tick)
            inboxLock.withLock { sleeping = false }
            if dispatchedToQueue > 0 { rotateHandlerQueue() }
            if count < 0 && errno != EINTR { break }
            for i in 0..<max(0, Int(count)) {
                othersWaiting = i + 1 < Int(count)
                let event = Epoll.event(in: events, at: i)
                let fd = event.fd
                if fd == wakeFD {
                    drainInbox()
                } else if fd == listenFD {
                    if listening { acceptConnections() }
                } else if Int(fd) < connections.count, let connection = connections[Int(fd)] {
                    handle(event.events, on: connection)
                }
            }
            let now = MonotonicClock.now()
            if now >= nextSweep {
                sweepTimeouts(now: now)
                resumeAccepting()
                nextSweep = now + UInt64(tick) * 1_000_000
            }
        }
        shutDownLoop()
    }

    private func drainInbox() {
        var counter: UInt64 = 0
        _ = read(wakeFD, &counter, 8)
        processInbox()
    }

    private func processInbox() {
        let messages = inboxLock.withLock { () -> [LoopMessage] in
            let taken = inbox
            inbox.removeAll(keepingCapacity: true)
            return taken
        }
        // Answers being delivered may read a pipelined request next: others wait meanwhile.
        othersWaiting = true
        for message in messages {
            switch message {
            case .response(let fd, let id, let response):
                if Int(fd) < connections.count, let connection = connections[Int(fd)], connection.id == id {
                    deliver(response, to: connection)
                }
            case .drain:
                drain()
            case .closeAll:
                for case let connection? in connections { close(connection) }
            case .stop:
                running = false
            }
        }
    }

    private func handle(_ events: UInt32, on connection: Connection) {
        // TLS may need to write while reading (handshake) or read while writing, so any
        // event lets both directions retry.
        let isTLS = connection.tls != nil
        if (isTLS || events & Epoll.outbound != 0) && connection.hasPendingWrite {
            flush(connection)
        }
        if connection.isClosed { return }
        if isTLS || events & (Epoll.inbound | Epoll.readHangUp | Epoll.hangUp | Epoll.error) != 0 {
            if events & (Epoll.readHangUp | Epoll.hangUp) != 0 {
                // The FIN may have come with the last data: read on to the end of stream, as
                // this edge will not fire again.
                connection.peerSentFIN = true
            }
            connection.readable = true
            readAndProcess(connection)
        }
    }

    private func sweepTimeouts(now: UInt64) {
        for case let connection? in connections where connection.deadline != 0 && now >= connection.deadline {
            timedOut(connection)
        }
    }

    /// Stop accepting and close what is not mid-request; the rest finish with Connection: close.
    private func drain() {
        draining = true
        if listening {
            listening = false
            Epoll.remove(epollFD, listenFD)
            server.loopStoppedListening()
        }
        for case let connection? in connections {
            switch connection.phase {
            case .head:
                if !connection.hasPendingWrite { close(connection) } else { connection.keepAlive = false }
            case .body, .handling:
                connection.keepAlive = false
            case .lingering, .closed:
                break
            }
        }
    }

    func pauseAccepting() {
        guard listening, !acceptPaused else { return }
        acceptPaused = true
        Epoll.remove(epollFD, listenFD)
    }

    private func resumeAccepting() {
        guard acceptPaused else { return }
        acceptPaused = false
        if listening {
            _ = Epoll.control(epollFD, Epoll.add, listenFD, events: Epoll.inbound | Epoll.exclusive)
        }
    }

    private func shutDownLoop() {
        for case let connection? in connections { close(connection) }
        if listening {
            listening = false
            Epoll.remove(epollFD, listenFD)
            server.loopStoppedListening()
        }
        inboxLock.withLock {
            stopped = true
            Glibc.close(wakeFD)
        }
        Glibc.close(epollFD)
    }

    func now() -> UInt64 { MonotonicClock.now() }

    func nextQueue() -> DispatchQueue {
        if dispatchedToQueue == Self.handlersPerQueue {
            rotateHandlerQueue()
        }
        dispatchedToQueue += 1
        return handlerQueues[nextHandlerQueue]
    }

    private func rotateHandlerQueue() {
        dispatchedToQueue = 0
        nextHandlerQueue = (nextHandlerQueue + 1) % handlerQueues.count
    }
}

func errnoText(_ code: Int32 = errno) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
}
