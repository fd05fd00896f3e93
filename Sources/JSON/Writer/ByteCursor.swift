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

    /// `"…"` with RFC 8785's minimal escaping (`JSONString`'s); at most 6 bytes out per
    /// byte in, plus 2.
    @inline(__always)
    mutating func putEscaped(_ s: UnsafeBufferPointer<UInt8>) {
        JSONString.writeQuoted(s, to: &self)
    }
}
