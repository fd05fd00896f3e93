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
        // Most text needs no escape: then one copy, not a put per run and byte through the
        // sink (an answer's diagnostics are a hundred such strings).
        guard isPlain(value) else { return writeQuoted(value, to: &out) }
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: value)
        out.append(UInt8(ascii: "\""))
    }

    /// `value` quoted and escaped, as a `String` (for text built as strings, a log line's).
    package static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 2)
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `s` is written as it is between quotes: no `"`, backslash or control byte.
    /// Eight bytes at a time (an answer's messages and names are tens of bytes each, and a
    /// byte at a time was most of quoting them), the rest one by one.
    @inline(__always)
    static func isPlain(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = s.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= s.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            // A byte below 0x20, or one equal to `"` or `\` (a zero byte after the xor): each
            // test sets a byte's high bit for some byte that has it when, and only when, one does.
            let control = (word &- ones &* 0x20) & ~word & highs
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let quoteZero = (quote &- ones) & ~quote & highs
            let backslashZero = (backslash &- ones) & ~backslash & highs
            if control | quoteZero | backslashZero != 0 { return false }
            i += 8
        }
        while i < s.count {
            let b = s[i]
            if b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return false }
            i += 1
        }
        return true
    }

    /// Copies runs that need no escaping whole; generic so each sink gets its own
    /// specialised copy (no existential on the hot path of the canonical form).
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
