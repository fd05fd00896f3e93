/// One client connection's state. Owned by a single event loop and touched only on its
/// thread; a class because the loop's fd table and timers refer to the same connection.
final class Connection {
    enum Phase {
        /// Waiting for (more of) a request head.
        case head
        /// Head parsed; reading the body.
        case body
        /// Request handed to a handler; waiting for its answer.
        case handling
        /// Answer sent with `Connection: close`; draining what the client still sends so
        /// that closing does not reset the connection before it has read the answer.
        case lingering
        case closed
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

    var phase = Phase.head
    var input: [UInt8] = []
    var inputStart = 0
    var readable = true
    var peerClosed = false
    /// epoll reported the peer's FIN; reads must continue until recv says 0.
    var peerSentFIN = false

    var scanner = HeadScanner()
    var head: RequestHead?
    var framing = BodyFraming.none
    var bodyRemaining = 0
    var body: [UInt8] = []
    var chunked = ChunkedDecoder()
    var trailers = HTTPHeaders()
    var keepAlive = true
    /// Set once the first request (or any byte of a later one) starts arriving.
    var requestStarted = false
    var requestCount = 0

    var pendingHead: [UInt8] = []
    var pendingBody: [UInt8] = []
    var pendingWritten = 0
    var pendingIsFinal = false
    var closeAfterWrite = false
    /// The request was refused before all of it was read.
    var refused = false

    var deadline: UInt64 = 0
    var deadlineReason = DeadlineReason.header

    init(fd: Int32, id: UInt64, remoteAddress: String) {
        self.fd = fd
        self.id = id
        self.remoteAddress = remoteAddress
    }

    var available: Int { input.count - inputStart }
    var hasPendingWrite: Bool { pendingWritten < pendingHead.count + pendingBody.count }

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
        phase = .head
        scanner.reset()
        head = nil
        framing = .none
        bodyRemaining = 0
        body = []
        chunked = ChunkedDecoder()
        trailers = HTTPHeaders()
        requestStarted = false
        pendingHead.removeAll(keepingCapacity: true)
        pendingBody = []
        pendingWritten = 0
        pendingIsFinal = false
    }
}
