import Support
/// Strings: unescaping, UTF-8 validation and scalar counting in one pass.
extension JSONParser {
    /// Parses the string at `position` (on its opening quote), appends its node and
    /// returns the node's index and its length in Unicode scalars.
    mutating func parseString() throws(JSONError) -> (Int, Int) {
        let opening = position
        position += 1
        let start = strings.count
        var scalars = 0
        var escaped = false
        while true {
            // Plain ASCII is copied 8 bytes at a time, then byte by byte up to the next
            // byte that needs a look (a memcpy call per run cost more than the copy: most
            // strings of a layout document are under 16 bytes).
            let runStart = position
            copyPlainWords()
            while position < input.count {
                let b = input[position]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
                putString(b)
                position += 1
            }
            scalars += position - runStart
            guard position < input.count else {
                throw malformed("unterminated string (opened at byte \(opening))", at: input.count)
            }
            let b = input[position]
            if b == UInt8(ascii: "\"") {
                position += 1
                break
            } else if b == UInt8(ascii: "\\") {
                try parseEscape()
                escaped = true
                scalars += 1
            } else if b < 0x20 {
                throw malformed("control character 0x\(String(b, radix: 16)) must be escaped in a string")
            } else {
                try copyMultiByteScalar()
                scalars += 1
            }
        }
        if escaped { tape.escapedStringBytes += strings.count - start }
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(
            kind: .string, count: escaped ? 1 : 0, end: Int32(index + 1), start: Int32(start),
            length: Int32(strings.count - start)))
        return (index, scalars)
    }

    mutating func copyMultiByteScalar() throws(JSONError) {
        let b0 = input[position]
        var need = 0
        var lo: UInt8 = 0x80
        var hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F  // U+D800...U+DFFF are not scalars
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F  // nothing above U+10FFFF
        default: throw malformed("invalid UTF-8")
        }
        guard position + need < input.count else { throw malformed("invalid UTF-8 (truncated sequence)") }
        let b1 = input[position + 1]
        guard b1 >= lo && b1 <= hi else { throw malformed("invalid UTF-8") }
        if need >= 2 {
            for k in 2...need where input[position + k] & 0xC0 != 0x80 {
                throw malformed("invalid UTF-8")
            }
        }
        putString(UnsafeBufferPointer(rebasing: input[position...(position + need)]))
        position += need + 1
    }

    mutating func parseEscape() throws(JSONError) {
        let at = position
        guard position + 1 < input.count else { throw malformed("unterminated escape sequence") }
        let c = input[position + 1]
        position += 2
        let byte: UInt8
        switch c {
        case UInt8(ascii: "\""): byte = 0x22
        case UInt8(ascii: "\\"): byte = 0x5C
        case UInt8(ascii: "/"): byte = 0x2F
        case UInt8(ascii: "b"): byte = 0x08
        case UInt8(ascii: "f"): byte = 0x0C
        case UInt8(ascii: "n"): byte = 0x0A
        case UInt8(ascii: "r"): byte = 0x0D
        case UInt8(ascii: "t"): byte = 0x09
        case UInt8(ascii: "u"):
            var value = try hex4(escapeAt: at)
            if value >= 0xDC00 && value <= 0xDFFF {
                throw malformed("lone low surrogate \\u\(String(value, radix: 16))", at: at)
            }
            if value >= 0xD800 && value <= 0xDBFF {
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                      input[position + 1] == UInt8(ascii: "u")
                else {
                    throw malformed("high surrogate \\u\(String(value, radix: 16)) not followed by a low surrogate", at: at)
                }
                let second = position
                position += 2
                let low = try hex4(escapeAt: second)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw malformed("high surrogate \\u\(String(value, radix: 16)) not followed by a low surrogate", at: at)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            appendUTF8(value)
            return
        default:
            throw malformed("invalid escape sequence", at: at)
        }
        putString(byte)
    }

    mutating func hex4(escapeAt: Int) throws(JSONError) -> UInt32 {
        guard position + 4 <= input.count else { throw malformed("\\u needs four hex digits", at: escapeAt) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = Hex.value(input[position]) else { throw malformed("\\u needs four hex digits", at: escapeAt) }
            v = v << 4 | UInt32(d)
            position += 1
        }
        return v
    }

    /// Decoded string bytes go to `strings`, sized to the input (no string decodes longer
    /// than its text), so no capacity or uniqueness check per append.
    @inline(__always)
    mutating func putString(_ byte: UInt8) {
        strings.put(byte)
    }

    @inline(__always)
    mutating func putString(_ bytes: UnsafeBufferPointer<UInt8>) {
        strings.put(bytes)
    }

    mutating func appendUTF8(_ v: UInt32) {
        switch v {
        case 0..<0x80:
            putString(UInt8(v))
        case 0x80..<0x800:
            putString(UInt8(0xC0 | v >> 6))
            putString(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            putString(UInt8(0xE0 | v >> 12))
            putString(UInt8(0x80 | (v >> 6) & 0x3F))
            putString(UInt8(0x80 | v & 0x3F))
        default:
            putString(UInt8(0xF0 | v >> 18))
            putString(UInt8(0x80 | (v >> 12) & 0x3F))
            putString(UInt8(0x80 | (v >> 6) & 0x3F))
            putString(UInt8(0x80 | v & 0x3F))
        }
    }

    /// Copies 8-byte words holding no quote, backslash, control character or non-ASCII
    /// byte (the classic "has a zero byte" bit tricks), and of the first word that holds
    /// one, the bytes before it: the tricks can flag a byte wrongly only above one they
    /// flag rightly, so the lowest flag is exact. Most strings of a layout document are
    /// shorter than a word, and this spares them the byte loop.
    ///
    /// A whole word is stored even near the end of `strings`: it is sized to the input and
    /// lags `position` by at least the opening quote (no byte decodes to more than its
    /// text), so a word that can be read from the input can be written there.
    @inline(__always)
    mutating func copyPlainWords() {
        guard let base = input.baseAddress else { return }
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        while position + 8 <= input.count {
            let raw = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let w = UInt64(littleEndian: raw)  // byte 0 lowest, whatever the machine
            let quote = w ^ (0x22 &* ones)
            let backslash = w ^ (0x5C &* ones)
            let special = (w & high)                                  // ≥ 0x80
                | ((w &- 0x20 &* ones) & ~w & high)                   // < 0x20
                | ((quote &- ones) & ~quote & high)                   // '"'
                | ((backslash &- ones) & ~backslash & high)           // '\\'
            UnsafeMutableRawPointer(strings.base + strings.count).storeBytes(of: raw, as: UInt64.self)
            if special != 0 {
                let plain = special.trailingZeroBitCount / 8
                strings.count += plain
                position += plain
                return
            }
            strings.count += 8
            position += 8
        }
    }
}
