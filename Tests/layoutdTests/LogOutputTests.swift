import Foundation
import Glibc
@testable import HTTPServer
import Testing
@testable import layoutd

/// Request lines are batched, other lines go at once, and the order on the output is the
/// order the lines were made.
@Test func batchedRequestLinesKeepTheirOrderBeforeALineWrittenNow() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    defer { close(fds[0]) }
    let output = LogOutput(fd: fds[1])
    output.batch(Array("one\n".utf8))
    output.batch { $0.append(contentsOf: "two\n".utf8) }
    output.write(Array("three\n".utf8))
    output.batch(Array("four\n".utf8))
    output.flush()
    close(fds[1])
    var read: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
        let n = Glibc.read(fds[0], &buffer, buffer.count)
        if n <= 0 { break }
        read += buffer[0..<n]
    }
    #expect(String(decoding: read, as: UTF8.self) == "one\ntwo\nthree\nfour\n")
}

@Test func aRequestLineIsOneJSONObjectWithEveryField() throws {
    let entry = AccessLogEntry(requestID: "r-1", method: "POST", target: "/v1/layout?x=\"1\"", status: 200, bytes: 5123,
                               durationSeconds: 0.0012346, remoteAddress: "127.0.0.1:5000", annotations: ["cache": "hit"])
    let line = RequestLogLine.bytes(entry, route: "/v1/layout")
    #expect(line.last == UInt8(ascii: "\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
    #expect(object["level"] as? String == "info")
    #expect(object["msg"] as? String == "request")
    #expect(object["id"] as? String == "r-1")
    #expect(object["method"] as? String == "POST")
    #expect(object["route"] as? String == "/v1/layout")
    #expect(object["status"] as? Int == 200)
    #expect(object["bytes"] as? Int == 5123)
    #expect(object["duration_ms"] as? Double == 1.235)
    #expect(object["cache"] as? String == "hit")
    #expect(object["remote"] as? String == "127.0.0.1:5000")
    let slow = AccessLogEntry(requestID: "r-2", method: "GET", target: "/", status: 404, bytes: 0,
                              durationSeconds: 12.000_05, remoteAddress: "", annotations: [:])
    let other = try #require(try JSONSerialization.jsonObject(with: Data(RequestLogLine.bytes(slow, route: "/"))) as? [String: Any])
    #expect(other["duration_ms"] as? Double == 12000.05)
    #expect(other["cache"] as? String == "-")
}
