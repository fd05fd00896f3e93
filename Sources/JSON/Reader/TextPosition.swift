/// A byte offset into a UTF-8 body as an editor shows it: 1-based line and column. Lines
/// end at LF (so CRLF counts once); columns count Unicode scalars, not bytes, so `é` is one
/// column. Worked out only when an error is reported, by one pass up to the offset.
struct TextPosition: Equatable, Sendable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` of `bytes`; an offset past the end is the position just
    /// after the last byte (where "unexpected end of input" points).
    init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for b in bytes.prefix(max(0, offset)) {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                // Every byte but a UTF-8 continuation byte starts a scalar (an invalid
                // sequence counts a column per byte, which still names the place).
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
