/// Why a file is refused as a whole.
package struct ImportError: Error, Sendable, Equatable {
    /// What the file needs to be accepted; the raw value is its published name.
    package enum Kind: String, Sendable {
        /// Not an iOS Auto Layout document of the Xcode 8 format or later, or a bad device list.
        case unsupportedDocument = "unsupported-document"
        /// Malformed XML, or XML refused for safety (a DOCTYPE, entities, deep nesting).
        case xmlSyntax = "xml-syntax"
    }

    /// Which refusal this is; gives `title`.
    package var kind: Kind
    /// What is wrong, in words a person can act on.
    package var detail: String
    /// 1-based line where reading stopped, when known.
    package var line: Int?
    /// 1-based column where reading stopped, when known.
    package var column: Int?

    /// A refusal of `kind`, saying `detail`, at `line` and `column` when known.
    package init(_ kind: Kind, _ detail: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.line = line
        self.column = column
    }

    /// The short summary, the same for every refusal of a kind.
    package var title: String {
        kind == .xmlSyntax ? "Not well-formed or refused XML" : "Unsupported Interface Builder document"
    }
}
