import Support
import CLinux
import Glibc

extension EventLoop {
    func acceptConnections() {
        // A bounded batch keeps one loop from starving its existing connections under a storm.
        for _ in 0..<64 {
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutableBytes(of: &address) { raw in
                accept4(listenFD, raw.baseAddress, &length, Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue))
            }
            if fd < 0 {
                let code = errno
                if code == EINTR || code == ECONNABORTED { continue }
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    // The listening socket stays readable, so retrying now would spin; stop
                    // watching it until the next timer sweep frees a moment.
                    pauseAccepting()
                }
                return
            }
            guard server.admitConnection() else {
                refuseOverCapacity(fd)
                continue
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            nextID += 1
            let connection = Connection(fd: fd, id: nextID, remoteAddress: describe(address))
            if let tlsContext {
                guard let stream = TLSStream(context: tlsContext, fd: fd) else {
                    Glibc.close(fd)
                    server.connectionClosed()
                    continue
                }
                connection.tls = stream
            }
            if Int(fd) >= connections.count {
                connections.append(contentsOf: repeatElement(nil, count: Int(fd) + 1 - connections.count))
            }
            connections[Int(fd)] = connection
            liveConnections += 1
            let interest = Epoll.inbound | Epoll.outbound | Epoll.readHangUp | Epoll.edgeTriggered
            if Epoll.control(epollFD, Epoll.add, fd, events: interest) != 0 {
                close(connection)
                continue
            }
            connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.headerTimeout)
            connection.deadlineReason = .header
            readAndProcess(connection)
        }
    }

    /// Over the connection cap: one best-effort 503 and close, without keeping any state.
    private func refuseOverCapacity(_ fd: Int32) {
        if tlsContext != nil {
            Glibc.close(fd) // no session to speak through; a plain-text 503 would be noise
            return
        }
        let response = HTTPResponse.problem(typeBase: configuration.problemTypeBase, status: .serviceUnavailable, slug: "too-many-connections", title: "Too many connections",
                                            detail: "The server is at its limit of \(configuration.maxConnections) open connections; retry shortly.")
        var headers = response.headers
        headers.add("Retry-After", "1")
        headers.addMissing(configuration.responseHeaders)
        var adjusted = response
        adjusted.headers = headers
        let bytes = ResponseHead.serialize(adjusted, contentLength: response.body.count, connection: "close",
                                           date: dateCache.current()) + response.body
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        Glibc.close(fd)
    }

    /// Reads what the socket has (edge-triggered: until it says EAGAIN or gives a short
    /// read), then lets the request state machine run.
    func readAndProcess(_ connection: Connection) {
        while connection.readable && !connection.isClosed {
            if connection.isHandling && connection.available > limits.maxRequestLineBytes + limits.maxHeaderBytes + (64 << 10) {
                break // enough pipelined bytes buffered; read more once this answer is out
            }
            if let tls = connection.tls, !connection.isLingering {
                switch tls.read(into: scratch) {
                case .bytes(let count):
                    // Keep reading until OpenSSL says it wants more: it may hold decrypted
                    // bytes the socket's edge will never announce again.
                    connection.input.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[0..<count]))
                case .wouldBlock:
                    connection.readable = false
                case .closed:
                    connection.readable = false
                    connection.peerClosed = true
                case .failed:
                    connection.tlsFailed = true
                    close(connection)
                    return
                }
                continue
            }
            let count = recv(connection.fd, scratch.baseAddress, scratch.count, 0)
            if count > 0 {
                if connection.isLingering { continue }
                connection.input.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[0..<count]))
                if count < scratch.count && !connection.peerSentFIN { connection.readable = false }
            } else if count == 0 {
                connection.readable = false
                connection.peerClosed = true
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                connection.readable = false
            } else if errno != EINTR {
                close(connection)
                return
            }
        }
        if connection.isLingering {
            if connection.peerClosed { close(connection) }
            return
        }
        process(connection)
        if connection.peerClosed {
            switch connection.phase {
            case .head where !connection.hasPendingWrite, .body:
                close(connection) // an unfinished request can never complete now
            case .handling, .head, .lingering:
                connection.keepAlive = false // answer what was asked, then close
            case .closed:
                break
            }
        }
    }

    /// Writes what is pending; on EAGAIN waits for the socket's EPOLLOUT edge.
    func flush(_ connection: Connection) {
        while connection.hasPendingWrite {
            if let tls = connection.tls {
                let written = connection.output.written
                let headCount = connection.output.head.count
                let outcome: TLSStream.Outcome = written < headCount
                    ? connection.output.head.withUnsafeBytes { tls.write(UnsafeRawBufferPointer(rebasing: $0[written...])) }
                    : connection.output.body.withUnsafeBytes { tls.write(UnsafeRawBufferPointer(rebasing: $0[(written - headCount)...])) }
                switch outcome {
                case .bytes(let count):
                    connection.output.written += count
                    if connection.deadlineReason == .write {
                        connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.idleTimeout)
                    }
                    continue
                case .wouldBlock:
                    connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.idleTimeout)
                    connection.deadlineReason = .write
                    return
                case .closed, .failed:
                    connection.tlsFailed = true
                    close(connection)
                    return
                }
            }
            let written = connection.output.written
            let headCount = connection.output.head.count
            let result: Int = connection.output.head.withUnsafeBytes { head in
                connection.output.body.withUnsafeBytes { body in
                    var vectors = (iovec(), iovec())
                    var vectorCount = 0
                    withUnsafeMutableBytes(of: &vectors) { raw in
                        let iov = raw.bindMemory(to: iovec.self)
                        if written < headCount, let base = head.baseAddress {
                            iov[vectorCount] = iovec(iov_base: UnsafeMutableRawPointer(mutating: base + written), iov_len: headCount - written)
                            vectorCount += 1
                        }
                        let bodyOffset = max(0, written - headCount)
                        if bodyOffset < body.count, let base = body.baseAddress {
                            iov[vectorCount] = iovec(iov_base: UnsafeMutableRawPointer(mutating: base + bodyOffset), iov_len: body.count - bodyOffset)
                            vectorCount += 1
                        }
                    }
                    return withUnsafeMutablePointer(to: &vectors) { pointer in
                        pointer.withMemoryRebound(to: iovec.self, capacity: 2) { iov in
                            var message = msghdr()
                            message.msg_iov = iov
                            message.msg_iovlen = vectorCount
                            return sendmsg(connection.fd, &message, Int32(MSG_NOSIGNAL))
                        }
                    }
                }
            }
            if result > 0 {
                connection.output.written += result
                if connection.deadlineReason == .write {
                    connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.idleTimeout)
                }
            } else if result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.idleTimeout)
                connection.deadlineReason = .write
                return
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                close(connection)
                return
            }
        }
        if case .handling(let exchange) = connection.phase, exchange.answered {
            finishedResponse(connection, refused: exchange.refused)
        } else {
            // An interim 100 Continue went out; the body phase's deadline applies again.
            connection.output.clear()
            if connection.deadlineReason == .write {
                if case .body = connection.phase {
                    connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.bodyTimeout)
                    connection.deadlineReason = .body
                } else {
                    connection.deadline = 0  // the body is in and the handler has it
                }
            }
        }
    }

    private func finishedResponse(_ connection: Connection, refused: Bool) {
        // `deliver` set keep-alive for the answer; it is only ever cleared after that.
        if !connection.keepAlive {
            // Linger only when the client may still be sending (a refused request, or bytes
            // we never read); otherwise the FIN can follow the answer at once.
            if refused || connection.available > 0 || connection.readable {
                linger(connection)
            } else {
                close(connection)
            }
            return
        }
        connection.resetForNextRequest()
        connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.idleTimeout)
        connection.deadlineReason = .idle
        if connection.available > 0 || connection.readable {
            readAndProcess(connection)
        }
    }

    /// Half-close and discard input for a moment, so the client reads our last answer
    /// before the kernel would answer its unread bytes with a reset.
    func linger(_ connection: Connection) {
        connection.tls?.shutdown()
        shutdown(connection.fd, Int32(SHUT_WR))
        connection.phase = .lingering
        connection.input = []
        connection.inputStart = 0
        connection.deadline = now() + MonotonicClock.nanoseconds(seconds: min(2, configuration.idleTimeout))
        connection.deadlineReason = .linger
        if connection.peerClosed {
            close(connection)
        } else {
            connection.readable = true
            readAndProcess(connection)
        }
    }

    func close(_ connection: Connection) {
        guard !connection.isClosed else { return }
        let wasLingering = connection.isLingering
        connection.phase = .closed
        connection.deadline = 0
        Epoll.remove(epollFD, connection.fd)
        connections[Int(connection.fd)] = nil
        if let tls = connection.tls, !connection.tlsFailed, !wasLingering {
            tls.shutdown()
        }
        connection.tls = nil
        Glibc.close(connection.fd)
        liveConnections -= 1
        server.connectionClosed()
    }

    func timedOut(_ connection: Connection) {
        switch connection.deadlineReason {
        case .header where connection.available > 0 || connection.requestHasStarted:
            fail(connection, HTTPError(status: .requestTimeout, slug: "request-timeout", title: "Request timeout",
                                       detail: "The request head did not arrive within \(configuration.headerTimeout) s."))
        case .body:
            fail(connection, HTTPError(status: .requestTimeout, slug: "request-timeout", title: "Request timeout",
                                       detail: "The request body did not arrive within \(configuration.bodyTimeout) s."))
        case .header, .idle, .write, .linger:
            close(connection)
        }
    }

    private func describe(_ storage: sockaddr_storage) -> String {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        return withUnsafePointer(to: &storage) { pointer -> String in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address -> String in
                if address.pointee.sa_family == sa_family_t(AF_INET) {
                    return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                        var ip = v4.pointee.sin_addr
                        inet_ntop(AF_INET, &ip, &text, socklen_t(text.count))
                        return "\(cText(text)):\(UInt16(bigEndian: v4.pointee.sin_port))"
                    }
                }
                if address.pointee.sa_family == sa_family_t(AF_INET6) {
                    return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                        var ip = v6.pointee.sin6_addr
                        inet_ntop(AF_INET6, &ip, &text, socklen_t(text.count))
                        return "[\(cText(text))]:\(UInt16(bigEndian: v6.pointee.sin6_port))"
                    }
                }
                return "unknown"
            }
        }
    }
}

private func cText(_ chars: [CChar]) -> String {
    let bytes = chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}
