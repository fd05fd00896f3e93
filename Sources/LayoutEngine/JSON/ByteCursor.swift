/// Writes into memory sized beforehand for everything that will be written: no capacity
/// check, no uniqueness check, no reallocation per byte, which is what appending to an
/// `Array` costs on every call. Whoever sizes the buffer owns the bound; the writers that
/// use this compute it from the input before writing (see `CanonicalForm`).
struct ByteCursor {
    let base: UnsafeMutablePointer<UInt8>
    var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func put(_ literal: StaticString) {
        put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// `"…"` with RFC 8785's minimal escaping; at most 6 bytes out per byte in, plus 2.
    mutating func putEscaped(_ s: UnsafeBufferPointer<UInt8>) {
        put(UInt8(ascii: "\""))
        var runStart = 0
        for i in 0..<s.count {
            let b = s[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            if i > runStart { put(UnsafeBufferPointer(rebasing: s[runStart..<i])) }
            runStart = i + 1
            put(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""): put(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): put(UInt8(ascii: "\\"))
            case 0x08: put(UInt8(ascii: "b"))
            case 0x0C: put(UInt8(ascii: "f"))
            case 0x0A: put(UInt8(ascii: "n"))
            case 0x0D: put(UInt8(ascii: "r"))
            case 0x09: put(UInt8(ascii: "t"))
            default:
                put("u00")
                put(ByteCursor.hexDigit(b >> 4))
                put(ByteCursor.hexDigit(b & 0xF))
            }
        }
        if s.count > runStart { put(UnsafeBufferPointer(rebasing: s[runStart..<s.count])) }
        put(UInt8(ascii: "\""))
    }

    @inline(__always)
    static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10
    }
}
