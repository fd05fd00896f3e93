import COpenSSL
import Glibc

/// The server's OpenSSL context: certificate chain and key loaded once at start.
final class TLSContext: @unchecked Sendable {
    let context: OpaquePointer

    init(_ configuration: TLSConfiguration, host: String, port: Int) throws {
        func failure(_ what: String) -> ServerStartError {
            ServerStartError(host: host, port: port, reason: "TLS: \(what): \(openSSLErrors())")
        }
        guard let context = SSL_CTX_new(TLS_server_method()) else { throw failure("cannot create a context") }
        self.context = context
        _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_2_VERSION), nil)
        // Partial writes and a moving buffer let a non-blocking write resume from wherever
        // the kernel stopped, as plain sockets do.
        _ = SSL_CTX_ctrl(context, SSL_CTRL_MODE, Int(SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER), nil)
        guard SSL_CTX_use_certificate_chain_file(context, configuration.certificatePath) == 1 else {
            throw failure("cannot load the certificate chain \(configuration.certificatePath)")
        }
        guard SSL_CTX_use_PrivateKey_file(context, configuration.keyPath, SSL_FILETYPE_PEM) == 1 else {
            throw failure("cannot load the private key \(configuration.keyPath)")
        }
        guard SSL_CTX_check_private_key(context) == 1 else {
            throw failure("the private key does not match the certificate")
        }
    }

    deinit { SSL_CTX_free(context) }
}

/// One connection's TLS session over its non-blocking socket. The handshake happens inside
/// the first reads and writes (accept state), under the connection's header timeout.
final class TLSStream {
    enum Outcome {
        case bytes(Int)
        case wouldBlock
        case closed
        case failed
    }

    private let ssl: OpaquePointer

    init?(context: TLSContext, fd: Int32) {
        guard let ssl = SSL_new(context.context) else { return nil }
        self.ssl = ssl
        SSL_set_fd(ssl, fd)
        SSL_set_accept_state(ssl)
    }

    deinit { SSL_free(ssl) }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Outcome {
        ERR_clear_error()
        let count = SSL_read(ssl, buffer.baseAddress, Int32(min(buffer.count, Int(Int32.max))))
        return count > 0 ? .bytes(Int(count)) : outcome(count)
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        guard !bytes.isEmpty else { return .bytes(0) }
        ERR_clear_error()
        let count = SSL_write(ssl, bytes.baseAddress, Int32(min(bytes.count, Int(Int32.max))))
        return count > 0 ? .bytes(Int(count)) : outcome(count)
    }

    /// Sends close_notify, best effort (the socket is closed right after either way).
    func shutdown() {
        ERR_clear_error()
        _ = SSL_shutdown(ssl)
    }

    private func outcome(_ result: Int32) -> Outcome {
        switch SSL_get_error(ssl, result) {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE:
            return .wouldBlock
        case SSL_ERROR_ZERO_RETURN:
            return .closed
        case SSL_ERROR_SYSCALL where errno == EAGAIN || errno == EWOULDBLOCK:
            return .wouldBlock
        default:
            return .failed
        }
    }
}

func openSSLErrors() -> String {
    var messages: [String] = []
    while case let code = ERR_get_error(), code != 0 {
        var text = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &text, text.count)
        messages.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return messages.isEmpty ? "no detail from OpenSSL" : messages.joined(separator: "; ")
}
