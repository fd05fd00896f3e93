/// application/problem+json (RFC 9457): `type`, `title`, `status`, `detail`, then
/// `pointer`, `offset`, `line` and `column` when the problem has them.
public enum ProblemWriter {
    public static func write(_ problem: Problem) -> [UInt8] {
        var w = JSONWriter(capacity: 256)
        w.beginObject()
        w.key("type")
        w.string(problem.type)
        w.key("title")
        w.string(problem.title)
        w.key("status")
        w.integer(problem.status)
        w.key("detail")
        w.string(problem.detail)
        if let pointer = problem.pointer {
            w.key("pointer")
            w.string(pointer)
        }
        if let offset = problem.offset {
            w.key("offset")
            w.integer(offset)
        }
        if let line = problem.line, let column = problem.column {
            w.key("line")
            w.integer(line)
            w.key("column")
            w.integer(column)
        }
        w.endObject()
        return w.bytes
    }
}
