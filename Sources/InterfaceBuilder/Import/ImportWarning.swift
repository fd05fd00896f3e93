/// Something approximated or left out, at a line of the file.
public struct ImportWarning: Sendable, Equatable {
    /// 1-based line of the element the warning concerns.
    public var line: Int
    /// What was approximated or left out, and why.
    public var message: String

    /// A warning at `line` saying `message`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
