import JSON

/// A `Problem` as application/problem+json (RFC 9457): `type`, `title`, `status`,
/// `detail`, then `pointer`, `offset`, `line` and `column` when the problem has them.
public enum ProblemWriter {
    /// The problem document's bytes.
    public static func write(_ problem: Problem) -> [UInt8] {
        ProblemJSON.write(type: problem.type, title: problem.title, status: problem.status, detail: problem.detail) { w in
            if let pointer = problem.pointer {
                w.key(literal: "pointer")
                w.string(pointer)
            }
            if let offset = problem.offset {
                w.key(literal: "offset")
                w.integer(offset)
            }
            if let line = problem.line, let column = problem.column {
                w.key(literal: "line")
                w.integer(line)
                w.key(literal: "column")
                w.integer(column)
            }
        }
    }
}
