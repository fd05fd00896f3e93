/// A strict RFC 8259 reader over raw bytes, producing a `JSONTape`.
///
/// Errors (`JSONError`), in the order the bytes are read (the first one found wins):
/// - `malformed`: what was wrong, with its byte offset, line and column;
/// - `duplicateMember`: pointer to the second occurrence (checked when its object closes);
/// - `nestingTooDeep`, `stringTooLong`, `numberOutOfRange` (beyond Double's range), each
///   with a pointer. Depth is counted in containers: the top-level value's is depth 1.
/// Lone surrogates (escaped or encoded) and invalid UTF-8 are malformed: every string the
/// reader hands on is valid Unicode.
package enum JSONReader {
    /// How far a text may go before it is refused: bounds for untrusted input, so a
    /// hostile text costs no more than its length.
    package struct Limits: Sendable, Equatable {
        /// Containers open at once; the top-level one is depth 1.
        package var maxDepth: Int
        /// Unicode scalars in one string or member name.
        package var maxStringLength: Int

        /// Bounds of `maxDepth` containers and `maxStringLength` scalars per string.
        package init(maxDepth: Int = 128, maxStringLength: Int = 4_096) {
            self.maxDepth = maxDepth
            self.maxStringLength = maxStringLength
        }

        /// 128 levels, 4,096 scalars.
        package static let `default` = Limits()
    }

    /// The tape of `bytes`, one JSON text (RFC 8259: any value at the top, white space
    /// around it), or the first error in reading order.
    package static func read(_ bytes: [UInt8], limits: Limits = .default) throws(JSONError) -> JSONTape {
        // Tape offsets are 32-bit; a server's body limit keeps documents far below this.
        guard bytes.count < Int(Int32.max) else {
            throw JSONError(.malformed, "a document of \(bytes.count) bytes is too large to read", offset: 0, line: 1, column: 1)
        }
        let strings = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
        defer { strings.deallocate() }
        let result: Result<JSONTape, JSONError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(input: buffer, strings: strings, limits: limits)
            do throws(JSONError) {
                try parser.parseDocument()
                parser.tape.strings = Array(UnsafeBufferPointer(start: strings, count: parser.strings.count))
                return .success(parser.tape)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
