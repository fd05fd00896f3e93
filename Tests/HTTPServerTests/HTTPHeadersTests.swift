import Testing
@testable import HTTPServer

/// `HTTPHeaders`: names compared ignoring ASCII case, order kept.
@Suite struct HTTPHeadersTests {
    @Test func headersAreCaseInsensitiveAndOrdered() {
        var headers = HTTPHeaders([("Content-Type", "a"), ("X-A", "1"), ("x-a", "2")])
        #expect(headers["content-type"] == "a")
        #expect(headers.values("X-A") == ["1", "2"])
        headers.set("X-a", "3")
        #expect(headers.values("x-A") == ["3"])
        #expect(headers.map { $0.0 } == ["Content-Type", "X-a"])
        headers.add("Connection", "keep-alive, Close")
        #expect(headers.tokens("connection") == ["keep-alive", "close"])
        headers.remove("CONTENT-TYPE")
        #expect(headers["Content-Type"] == nil)
    }

    private func lines(_ headers: HTTPHeaders) -> String {
        let response = HTTPResponse(status: 200, headers: headers)
        let head = ResponseHead.serialize(response, contentLength: nil, connection: nil, date: Array("D".utf8))
        return String(decoding: head, as: UTF8.self)
    }

    /// Fields written once (a cached answer's) go out exactly as fields written every time,
    /// also after they are added to or changed.
    @Test func writtenFieldsAreSentAsFieldsWrittenEachTime() {
        let plain = HTTPHeaders([("Content-Type", "application/json"), ("X-Cache", "hit"), ("X-Evil", "a\r\nSet-Cookie: b")])
        var written = plain.written()
        #expect(lines(written) == lines(plain))
        #expect(lines(written).contains("X-Evil: a  Set-Cookie: b\r\n"), "a CR or LF in a value never splits a field")
        var grown = plain
        written.add("ETag", "\"x\"")
        grown.add("ETag", "\"x\"")
        #expect(lines(written) == lines(grown))
        // Setting a field to the value it has keeps the block; any real change drops it.
        written.set("X-Cache", "hit")
        #expect(written.writtenCount == 3)
        written.set("X-Cache", "miss")
        grown.set("X-Cache", "miss")
        #expect(written.writtenCount == 0)
        #expect(lines(written) == lines(grown))
        var removed = plain.written()
        removed.remove("Absent")
        #expect(removed.writtenCount == 3)
        removed.remove("x-cache")
        #expect(lines(removed) == lines(HTTPHeaders([("Content-Type", "application/json"), ("X-Evil", "a\r\nSet-Cookie: b")])))
    }
}
