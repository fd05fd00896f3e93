/// Why a byte string is not a document this reader accepts. Every case carries the
/// 1-based line and column where the reader stopped.
package struct XMLError: Error, Sendable, Equatable {
    /// Why the reader stopped.
    package enum Kind: String, Sendable, Equatable {
        /// Not well-formed XML; `message` is libxml2's.
        case malformed
        /// A `<!DOCTYPE`: refused because it may declare entities (XXE, billion laughs).
        case doctype
        /// An entity declaration or a reference to an entity that is not predefined.
        case entity
        /// Elements nested deeper than `XMLParser.maxDepth`.
        case tooDeep
        /// More bytes than libxml2 takes in one buffer.
        case tooLarge
    }

    /// Why the reader stopped.
    package var kind: Kind
    /// What was found there, for the person who wrote the file.
    package var message: String
    /// 1-based line where the reader stopped.
    package var line: Int
    /// 1-based column (in bytes) where the reader stopped.
    package var column: Int

    /// A refusal of `kind`, saying `message`, at `line` and `column`.
    package init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }
}
