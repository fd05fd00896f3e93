import HTTPServer
import InterfaceBuilder
import JSON
import LayoutDocument
import LayoutEngine

/// Problems as the service answers them: an HTTP status for each kind and an
/// application/problem+json document (RFC 9457) whose `type` is a URI under `typeBase`.
/// The command line prints the same documents, so a script sees one format either way.
package enum ProblemDocument {
    /// The prefix of every problem type URI.
    package static let typeBase = "https://layoutd.dev/problems/"

    /// 400 for a body that is not JSON or repeats a member, 503 for a solve past its
    /// deadline, 422 for every other problem with the document. Every kind is named, with
    /// no default: a new kind does not compile until it is given its status here.
    package static func status(of kind: ProblemKind) -> HTTPStatus {
        switch kind {
        case .malformedJSON, .duplicateMember:
            return .badRequest
        case .solveTimeout:
            return .serviceUnavailable
        case .unknownMember, .wrongType, .missingMember, .invalidValue, .invalidId, .duplicateId,
             .unknownItem, .invalidAttribute, .invalidConstraint, .expressionSyntax, .visualFormatSyntax,
             .missingSize, .nestingTooDeep, .tooManyItems, .tooManyConstraints, .tooManyFrames,
             .tooManyPoints, .stringTooLong:
            return .unprocessableContent
        }
    }

    /// An Interface Builder file refused as a whole is the document's problem: 422.
    package static let importStatus = HTTPStatus.unprocessableContent

    /// `type`, `title`, `status`, `detail`, then `pointer`, `offset`, `line` and `column`
    /// when the problem has them.
    package static func bytes(_ problem: Problem) -> [UInt8] {
        let location = problem.location
        return ProblemJSON.write(
            type: typeBase + problem.kind.rawValue, title: problem.title, status: status(of: problem.kind).code,
            detail: problem.detail
        ) { w in
            if let pointer = location.pointer {
                w.key(literal: "pointer")
                w.string(pointer)
            }
            if let offset = location.offset {
                w.key(literal: "offset")
                w.integer(offset)
            }
            writePosition(line: location.line, column: location.column, into: &w, both: true)
        }
    }

    /// The refusal of an Interface Builder file, with `line` and `column` when known.
    package static func bytes(_ error: ImportError) -> [UInt8] {
        ProblemJSON.write(type: typeBase + error.kind.rawValue, title: error.title, status: importStatus.code, detail: error.detail) { w in
            writePosition(line: error.line, column: error.column, into: &w, both: false)
        }
    }

    /// A position in the body; `both` writes it only when line and column are both known.
    private static func writePosition(line: Int?, column: Int?, into w: inout JSONWriter, both: Bool) {
        if both {
            guard let line, let column else { return }
            w.key(literal: "line"); w.integer(line)
            w.key(literal: "column"); w.integer(column)
            return
        }
        if let line { w.key(literal: "line"); w.integer(line) }
        if let column { w.key(literal: "column"); w.integer(column) }
    }
}
