/// Appends JSON to a byte buffer with commas placed automatically. Strings are escaped
/// as RFC 8785 requires (`"`, `\`, and control characters; everything else as UTF-8),
/// so the same writer serves answers, problems and the canonical form.
public struct JSONWriter: Sendable {
    public var bytes: [UInt8]
    /// A value was just completed at the current level, so the next one needs a comma.
    private var needsComma = false

    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member name; the next call writes its value.
    public mutating func key(_ name: String) {
        separate()
        appendEscaped(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A member name fixed in the source ("x", "width"): copied as it is, without the
    /// escaping scan, so it must need none (no `"`, backslash or control characters).
    public mutating func key(literal name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A member name given as already-decoded UTF-8.
    public mutating func key(utf8 name: UnsafeBufferPointer<UInt8>) {
        separate()
        appendEscaped(utf8: name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    public mutating func string(_ value: String) {
        separate()
        appendEscaped(value)
        needsComma = true
    }

    public mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
        separate()
        appendEscaped(utf8: value)
        needsComma = true
    }

    /// A layout number (docs/requests.md#rounding: 6 decimals, no exponent).
    public mutating func decimal(_ value: Double) {
        separate()
        NumberFormat.appendDecimal(value, to: &bytes)
        needsComma = true
    }

    /// A canonical (RFC 8785) number.
    public mutating func es6(_ value: Double) {
        separate()
        NumberFormat.appendES6(value, to: &bytes)
        needsComma = true
    }

    public mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        NumberFormat.appendInteger(UInt64(value.magnitude), to: &bytes)
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
        needsComma = true
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
        needsComma = true
    }

    @inline(__always)
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendEscaped(_ s: String) {
        var s = s
        s.withUTF8 { appendEscaped(utf8: $0) }
    }

    private mutating func appendEscaped(utf8 s: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for i in 0..<s.count {
            let b = s[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            if i > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: s[runStart..<i])) }
            runStart = i + 1
            bytes.append(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            }
        }
        if s.count > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: s[runStart..<s.count])) }
        bytes.append(UInt8(ascii: "\""))
    }
}
