/// Something approximated or left out, at a line of the file.
package struct ImportWarning: Sendable, Equatable {
    /// 1-based line of the element the warning concerns.
    package var line: Int
    /// What was approximated or left out, and why.
    package var message: String

    /// A warning at `line` saying `message`.
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
