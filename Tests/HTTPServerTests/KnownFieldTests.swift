@testable import HTTPServer
import Testing

/// Reading a known field through the parser's index gives what scanning by name gives,
/// whatever the case, order and repetition of the fields; a change drops the index.
@Suite struct KnownFieldTests {
    static let limits = HeadLimits(maxRequestLineBytes: 8_192, maxHeaderBytes: 65_536, maxHeaderCount: 300)

    static func parse(_ head: String) throws -> RequestHead {
        let bytes = Array(head.utf8)
        return try bytes.withUnsafeBufferPointer { all in
            var scanner = HeadScanner()
            let length = try #require(try scanner.scan(all, limits))
            return try scanner.parse(UnsafeBufferPointer(rebasing: all[0..<length]))
        }
    }

    /// Every known field read both ways agrees with the other way.
    static func expectAgreement(_ headers: HTTPHeaders, _ comment: String) {
        for field in KnownField.allCases {
            #expect(headers[field] == headers[field.name], "\(field) in \(comment)")
            #expect(headers.values(field) == headers.values(field.name), "\(field) values in \(comment)")
            #expect(headers.tokens(field) == headers.tokens(field.name), "\(field) tokens in \(comment)")
            #expect(headers.contains(field) == headers.contains(field.name), "\(field) presence in \(comment)")
        }
    }

    @Test func theIndexAgreesWithScanningByName() throws {
        var generator = SystemRandomNumberGenerator()
        let others = ["User-Agent", "X-Other", "Hostile", "Accepts", "Content-Lengths", "Cookie"]
        let names = KnownField.allCases.filter { $0 != .host }.map(\.name) + others
        for round in 0..<2_000 {
            var lines = ["GET / HTTP/1.1"]
            var fields: [String] = ["Host: example.com"]
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let name = names.randomElement(using: &generator) ?? "X"
                let cased = String(name.map { Bool.random(using: &generator) ? Character($0.uppercased()) : Character($0.lowercased()) })
                fields.append("\(cased): v\(Int.random(in: 0...3, using: &generator)), w")
            }
            fields.shuffle(using: &generator)
            lines += fields
            let head = try Self.parse(lines.joined(separator: "\r\n") + "\r\n\r\n")
            #expect(head.headers.known != nil)
            Self.expectAgreement(head.headers, "round \(round): \(fields)")
        }
    }

    @Test func aFieldPastTheIndexedRangeIsStillFound() throws {
        var lines = ["GET / HTTP/1.1", "Host: a"]
        for i in 0..<260 { lines.append("X-Filler-\(i): x") }
        lines.append("accept-ENCODING: gzip")
        let head = try Self.parse(lines.joined(separator: "\r\n") + "\r\n\r\n")
        #expect(head.headers[.acceptEncoding] == "gzip")
        Self.expectAgreement(head.headers, "a head of 262 fields")
    }

    @Test func aChangeDropsTheIndexAndLookupsStayRight() throws {
        var headers = try Self.parse("GET / HTTP/1.1\r\nHost: a\r\nAccept: text/html\r\n\r\n").headers
        #expect(headers.known != nil && headers[.accept] == "text/html")
        headers.add("Accept", "application/json")
        #expect(headers.known == nil)
        #expect(headers.values(.accept) == ["text/html", "application/json"])
        headers.set("accept", "image/svg+xml")
        #expect(headers[.accept] == "image/svg+xml" && headers.values(.accept).count == 1)
        headers.remove("Accept")
        #expect(!headers.contains(.accept) && headers[.host] == "a")
    }

    @Test func namesAreKnownInAnyCaseAndOnlyExactly() {
        for field in KnownField.allCases {
            for spelling in [field.name, field.name.lowercased(), field.name.uppercased()] {
                let bytes = Array(spelling.utf8)
                bytes.withUnsafeBufferPointer { #expect(KnownField.named($0[...]) == field, "\(spelling)") }
            }
            for other in [field.name + "s", String(field.name.dropLast()), "Q" + field.name.dropFirst()] {
                let bytes = Array(other.utf8)
                bytes.withUnsafeBufferPointer { #expect(KnownField.named($0[...]) != field, "\(other)") }
            }
        }
    }
}
