/// Why `JSONReader` refused a text, and where: the byte offset, the line and column an
/// editor shows for it, and for errors about a value (rather than the syntax around it)
/// the RFC 6901 pointer of that value.
///
/// The first error in reading order wins, so fixing it and reading again finds the next.
package struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for a caller that answers each differently.
    package enum Kind: Sendable, Equatable {
        /// Not JSON (RFC 8259): bad syntax, invalid UTF-8, a lone surrogate, or a text
        /// too large for the tape's 32-bit offsets.
        case malformed
        /// An object names a member twice; `pointer` is the second one.
        case duplicateMember
        /// Containers open more than the reader's `maxDepth` deep.
        case nestingTooDeep
        /// A string or member name longer than the reader's `maxStringLength` scalars.
        case stringTooLong
        /// A number beyond the range of a `Double`.
        case numberOutOfRange
    }

    /// What went wrong.
    package var kind: Kind
    /// What was wrong, without the place (e.g. "unexpected ']', expected a value").
    package var message: String
    /// 0-based byte offset into the text. For syntax errors, the byte that could not be
    /// read (the text's length at an unexpected end); for a value's error, where the
    /// reader stood when it found it.
    package var offset: Int
    /// 1-based line of `offset`; lines end at LF.
    package var line: Int
    /// 1-based column of `offset`, counted in Unicode scalars.
    package var column: Int
    /// The pointer of the value at fault, for every kind but `malformed`.
    package var pointer: String?

    /// An error of `kind` at byte `offset` (line and column as `TextPosition` counts them).
    package init(_ kind: Kind, _ message: String, offset: Int, line: Int, column: Int, pointer: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
        self.pointer = pointer
    }

    /// "message at byte N (line L, column C)", plus the pointer when there is one.
    package var description: String {
        var text = "\(message) at byte \(offset) (line \(line), column \(column))"
        if let pointer { text += " at \(pointer.isEmpty ? "the top level" : pointer)" }
        return text
    }
}
