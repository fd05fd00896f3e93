/// One client connection's state. Owned by a single event loop and touched only on its
/// thread; a class because the loop's fd table and timers refer to the same connection.
///
/// What belongs to one request (how far its head and body are read, its head, whether it
/// was refused, whether its answer is on its way) lives in the phase's associated values,
/// so a request's end is one assignment (`phase = .head(…)`) and nothing of it can outlive
/// it. What the connection holds across requests stands beside: the socket's bytes in and
/// out (`input`, `output`), keep-alive, the deadline, TLS.
final class Connection {
    enum Phase {
        /// Waiting for (more of) a request head.
        case head(HeadReading)
        /// Head parsed; reading the body.
        case body(BodyReading)
        /// The request is with a handler, or was refused; its answer is awaited, then written.
        case handling(Exchange)
        /// Answer sent with `Connection: close`; draining what the client still sends so
        /// that closing does not reset the connection before it has read the answer.
        case lingering
        case closed
    }

    /// A request head on its way in.
    struct HeadReading {
        /// Set once the request's first byte (or any byte of a later one) has arrived: from
        /// then on the header timeout runs, and a timeout is answered with a 408.
        var started = false
    }

    /// A request whose head is read, its body on its way in.
    struct BodyReading {
        var head: RequestHead
        var framing: Framing
        /// The content so far: as sent, or the chunks' data joined.
        var body: [UInt8] = []
        /// The trailer section of a chunked body.
        var trailers = HTTPHeaders()

        enum Framing {
            /// Content-Length: this many bytes still to come.
            case length(remaining: Int)
            case chunked(ChunkedDecoder)
        }
    }

    /// A request handed over: to a handler, or to a refusal.
    struct Exchange {
        /// Nil when the request was refused before its head was read whole.
        var head: RequestHead?
        /// Refused before all of it was read: the client may still be sending, so closing
        /// after the answer lingers first.
        var refused = false
        /// The final answer is in `output` (what is written now may still be an interim
        /// 100 Continue ahead of it); when `output` is written out, the exchange is over.
        var answered = false
    }

    /// The bytes written to the socket: one response's head and body (an interim 100
    /// Continue, or the final answer) and how far they are written.
    struct Output {
        /// The head's bytes. The buffer is kept from one response to the next, so writing a
        /// response head allocates nothing.
        var head: [UInt8] = []
        var body: [UInt8] = []
        var written = 0

        var isPending: Bool { written < head.count + body.count }

        /// Empty again, keeping the head's buffer.
        mutating func clear() {
            head.removeAll(keepingCapacity: true)
            body = []
            written = 0
        }
    }

    enum DeadlineReason {
        case header, body, idle, write, linger
    }

    let fd: Int32
    let id: UInt64
    let remoteAddress: String
    var tls: TLSStream?
    /// OpenSSL reported a fatal error: no close_notify may be sent.
    var tlsFailed = false

    var phase = Phase.head(HeadReading())
    /// Finds where a request head ends as its bytes arrive. Kept with the connection, not the
    /// request, for its buffer of line ends; `begin` resets it once a head is parsed.
    var scanner = HeadScanner()

    var input: [UInt8] = []
    var inputStart = 0
    var readable = true
    var peerClosed = false
    /// epoll reported the peer's FIN; reads must continue until recv says 0.
    var peerSentFIN = false
    var output = Output()

    var keepAlive = true
    var requestCount = 0

    var deadline: UInt64 = 0
    var deadlineReason = DeadlineReason.header

    init(fd: Int32, id: UInt64, remoteAddress: String) {
        self.fd = fd
        self.id = id
        self.remoteAddress = remoteAddress
    }

    var available: Int { input.count - inputStart }
    var hasPendingWrite: Bool { output.isPending }

    var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    var isLingering: Bool {
        if case .lingering = phase { return true }
        return false
    }

    /// Whether a request is with a handler, or its answer is being written.
    var isHandling: Bool {
        if case .handling = phase { return true }
        return false
    }

    /// Whether any byte of the current request has arrived (a connection between requests,
    /// or new, has sent none).
    var requestHasStarted: Bool {
        if case .head(let reading) = phase { return reading.started }
        return true
    }

    /// The head of the request being read or answered, when it is known.
    var currentHead: RequestHead? {
        switch phase {
        case .body(let reading): return reading.head
        case .handling(let exchange): return exchange.head
        case .head, .lingering, .closed: return nil
        }
    }

    func consume(_ count: Int) {
        inputStart += count
        if inputStart == input.count {
            input.removeAll(keepingCapacity: input.capacity <= 16 << 10)  // idle connections stay small
            inputStart = 0
        } else if inputStart >= 64 << 10 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
    }

    /// Forget the finished request, keeping any pipelined bytes that followed it.
    func resetForNextRequest() {
        phase = .head(HeadReading())
        output.clear()
    }
}
