/// Why bytes are not a YAML document this reader accepts, and where.
public struct YAMLError: Error, Sendable, Equatable {
    /// What is wrong, for the person who wrote the file; for syntax errors it is libyaml's
    /// own text.
    public var message: String
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column (in characters) of the problem.
    public var column: Int

    /// A refusal saying `message` at `line` and `column`.
    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
