import Testing
@testable import HTTPServer

/// `BodyFraming`: how a request head says where its body ends.
@Suite struct BodyFramingTests {
    @Test func contentLengthFramingRules() throws {
        func head(_ fields: [(String, String)], minor: Int = 1) -> RequestHead {
            RequestHead(method: "POST", target: "/", versionMinor: minor, headers: HTTPHeaders(fields))
        }
        #expect(try BodyFraming.of(head([("Content-Length", "0")]), maxBodyBytes: 10) == .none)
        #expect(try BodyFraming.of(head([("Content-Length", "007")]), maxBodyBytes: 10) == .length(7))
        #expect(try BodyFraming.of(head([("Transfer-Encoding", "Chunked")]), maxBodyBytes: 10) == .chunked)
        #expect(throws: HTTPError.self) { try BodyFraming.of(head([("Content-Length", "")]), maxBodyBytes: 10) }
        #expect(throws: HTTPError.self) { try BodyFraming.of(head([("Content-Length", "11")]), maxBodyBytes: 10) }
    }
}
