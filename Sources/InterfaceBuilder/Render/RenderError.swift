/// Why a file cannot be rendered at all (one scene's failure is `RenderedScene.problem`).
package struct RenderError: Error, Sendable, Equatable {
    package var message: String
    /// Where in the file, for a file refused as a whole.
    package var line: Int?
    package var column: Int?

    package init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ error: ImportError) {
        self.init(error.detail, line: error.line, column: error.column)
    }
}
