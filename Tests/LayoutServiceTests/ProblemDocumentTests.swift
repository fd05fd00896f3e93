import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import LayoutService
import HTTPServer
import Testing

/// Problems as the service answers them: the status of each kind and the problem+json
/// bytes, in the member order of docs/requests.md#errors.
@Suite struct ProblemDocumentTests {
    private func text(_ problem: Problem) -> String { String(decoding: ProblemDocument.bytes(problem), as: UTF8.self) }

    @Test func membersInOrderWithTheLocationThatApplies() {
        #expect(text(Problem(.unknownMember, "unknown member \"x\"", pointer: "/root/x"))
            == #"{"type":"https://layoutd.dev/problems/unknown-member","title":"Unknown member","status":422,"detail":"unknown member \"x\"","pointer":"/root/x"}"#)
        #expect(text(Problem(.expressionSyntax, "expected a relation", pointer: "/constraints/0", offset: 7))
            == #"{"type":"https://layoutd.dev/problems/expression-syntax","title":"Expression does not parse","status":422,"detail":"expected a relation","pointer":"/constraints/0","offset":7}"#)
        #expect(text(Problem(.malformedJSON, "unexpected end of input at byte 0"))
            == #"{"type":"https://layoutd.dev/problems/malformed-json","title":"Malformed JSON","status":400,"detail":"unexpected end of input at byte 0"}"#)
    }

    @Test func aSyntaxErrorCarriesLineAndColumn() throws {
        let p = try #require(problem("[1,\n ]"))
        #expect(text(p) == #"{"type":"https://layoutd.dev/problems/malformed-json","title":"Malformed JSON","status":400,"detail":"unexpected ']', expected a value at byte 5","line":2,"column":2}"#)
        // Problems that are not about JSON syntax carry neither.
        let other = text(Problem(.unknownItem, "x", pointer: "/constraints/0", offset: 3))
        #expect(!other.contains("\"line\"") && !other.contains("\"column\""))
    }

    @Test func statusByKind() {
        for kind in ProblemKind.allCases {
            let expected: HTTPStatus
            switch kind {
            case .malformedJSON, .duplicateMember: expected = 400
            case .solveTimeout: expected = 503
            default: expected = 422
            }
            #expect(ProblemDocument.status(of: kind) == expected, "\(kind)")
        }
    }

    @Test func aRefusedInterfaceBuilderFileIs422WithItsPosition() throws {
        do {
            _ = try Importer.importFile(Array("<?xml version=\"1.0\"?>\n<document>\n  <objects>\n</document>".utf8))
            Issue.record("malformed XML was imported")
        } catch {
            let body = String(decoding: ProblemDocument.bytes(error), as: UTF8.self)
            #expect(body.hasPrefix(#"{"type":"https://layoutd.dev/problems/xml-syntax","title":"Not well-formed or refused XML","status":422,"#))
            #expect(body.contains("\"line\":4,\"column\":"))
        }
    }

    /// `problem` reads through the real reader, as the routes do.
    private func problem(_ text: String) -> Problem? {
        do {
            _ = try DocumentReader.scan(Array(text.utf8), limits: .default)
            return nil
        } catch {
            return error
        }
    }
}
