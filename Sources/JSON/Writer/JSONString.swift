import Support

/// The one JSON string escaper: `"…"` with RFC 8785's minimal escaping (`"`, `\` and
/// control characters; everything else as UTF-8, and `\b \f \n \r \t` for those five).
/// Writers, the canonical form, problem documents and log lines all quote through it, so
/// one text is spelled one way wherever it goes.
package enum JSONString {
    /// `value` quoted and escaped, as UTF-8 bytes appended to `out`.
    package static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { appendQuoted(utf8: $0, to: &out) }
    }

    /// Already-decoded, valid UTF-8 quoted and escaped, appended to `out`.
    package static func appendQuoted(utf8 value: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        writeQuoted(value, to: &out)
    }

    /// `value` quoted and escaped, as a `String` (for text built as strings, a log line's).
    package static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 2)
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Copies runs that need no escaping whole; generic so each sink gets its own
    /// specialised copy (no existential on the hot path of the canonical form).
    /// Whether `s` is written as it is between quotes: no `"`, backslash or control byte.
    static func isPlain(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in s where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return false }
        return true
    }

    @inline(__always)
    static func writeQuoted<Sink: ByteSink>(_ s: UnsafeBufferPointer<UInt8>, to out: inout Sink) {
        out.put(UInt8(ascii: "\""))
        var runStart = 0
        for i in 0..<s.count {
            let b = s[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            if i > runStart { out.put(UnsafeBufferPointer(rebasing: s[runStart..<i])) }
            runStart = i + 1
            out.put(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""): out.put(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.put(UInt8(ascii: "\\"))
            case 0x08: out.put(UInt8(ascii: "b"))
            case 0x0C: out.put(UInt8(ascii: "f"))
            case 0x0A: out.put(UInt8(ascii: "n"))
            case 0x0D: out.put(UInt8(ascii: "r"))
            case 0x09: out.put(UInt8(ascii: "t"))
            default:
                out.put(UInt8(ascii: "u"))
                out.put(UInt8(ascii: "0"))
                out.put(UInt8(ascii: "0"))
                out.put(Hex.digit(b >> 4))
                out.put(Hex.digit(b & 0xF))
            }
        }
        if s.count > runStart { out.put(UnsafeBufferPointer(rebasing: s[runStart..<s.count])) }
        out.put(UInt8(ascii: "\""))
    }

}

extension ByteCursor: ByteSink {}
