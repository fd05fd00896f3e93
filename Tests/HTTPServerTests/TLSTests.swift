import COpenSSL
import Foundation
import Glibc
import Testing
@testable import HTTPServer

/// HTTPS with a self-signed certificate made by the openssl CLI, spoken to by an OpenSSL
/// client in the test (no certificate verification: the point is the server's framing).
@Suite struct TLSTests {
    struct Setup {
        var directory: String
        var certificate: String
        var key: String
    }

    static func makeCertificate() throws -> Setup {
        let directory = NSTemporaryDirectory() + "layoutd-tls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let certificate = directory + "/cert.pem", key = directory + "/key.pem"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                             "-subj", "/CN=localhost", "-keyout", key, "-out", certificate]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RawClient.Failure(description: "openssl req failed") }
        return Setup(directory: directory, certificate: certificate, key: key)
    }

    /// A blocking TLS client over a RawClient's socket.
    final class TLSClient {
        let raw: RawClient
        let context: OpaquePointer
        let ssl: OpaquePointer

        init(port: Int) throws {
            raw = try RawClient(port: port)
            guard let context = SSL_CTX_new(TLS_client_method()), let ssl = SSL_new(context) else {
                throw RawClient.Failure(description: "SSL_new failed")
            }
            self.context = context
            self.ssl = ssl
            SSL_set_fd(ssl, raw.fd)
            guard SSL_connect(ssl) == 1 else { throw RawClient.Failure(description: "handshake failed: \(openSSLErrors())") }
        }

        deinit {
            SSL_free(ssl)
            SSL_CTX_free(context)
        }

        func send(_ text: String) throws {
            let bytes = Array(text.utf8)
            let written = bytes.withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
            guard written == Int32(bytes.count) else { throw RawClient.Failure(description: "SSL_write failed") }
        }

        /// Reads until `count` complete responses (by Content-Length) are in, or the server closes.
        func readAll(until predicate: (String) -> Bool) throws -> String {
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16384)
            while !predicate(String(decoding: received, as: UTF8.self)) {
                let n = chunk.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
                if n <= 0 { break }
                received.append(contentsOf: chunk[0..<Int(n)])
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    @Test func servesHTTPSWithKeepAliveAndChunkedBodies() throws {
        let setup = try Self.makeCertificate()
        defer { try? FileManager.default.removeItem(atPath: setup.directory) }
        let server = try makeServer { $0.tls = TLSConfiguration(certificatePath: setup.certificate, keyPath: setup.key) }
        defer { stop(server) }
        let client = try TLSClient(port: server.port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try client.readAll { $0.hasSuffix("hello") }
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(first.hasSuffix("\r\n\r\nhello"))
        // Same session: a chunked POST then a large answer that spans many TLS records.
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\ntls!\r\n0\r\n\r\n")
        let second = try client.readAll { $0.hasSuffix("tls!") }
        #expect(second.contains("Content-Length: 4\r\n"))
        try client.send("GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let third = try client.readAll { _ in false }  // until close
        #expect(third.contains("Connection: close\r\n"))
        #expect(third.hasSuffix(String(repeating: "a", count: 4000)))
    }

    @Test func plainTextOnTheTLSPortIsDropped() throws {
        let setup = try Self.makeCertificate()
        defer { try? FileManager.default.removeItem(atPath: setup.directory) }
        let server = try makeServer { $0.tls = TLSConfiguration(certificatePath: setup.certificate, keyPath: setup.key) }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let reply = try client.readToClose()
        #expect(!String(decoding: reply, as: UTF8.self).contains("hello"))
    }

    @Test func missingCertificateFailsStartWithItsPath() throws {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.tls = TLSConfiguration(certificatePath: "/nonexistent/cert.pem", keyPath: "/nonexistent/key.pem")
        let server = HTTPServer(configuration: configuration, router: Router())
        #expect {
            try server.start()
        } throws: { error in
            "\(error)".contains("/nonexistent/cert.pem")
        }
    }
}
