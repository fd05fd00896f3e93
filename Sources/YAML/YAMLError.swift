/// Why bytes are not a YAML document this reader accepts, and where.
package struct YAMLError: Error, Sendable, Equatable {
    /// What is wrong, for the person who wrote the file; for syntax errors it is libyaml's
    /// own text.
    package var message: String
    /// 1-based line of the problem.
    package var line: Int
    /// 1-based column (in characters) of the problem.
    package var column: Int

    /// A refusal saying `message` at `line` and `column`.
    package init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
