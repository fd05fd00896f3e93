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

    /// Short runs (a member's name, `":`, a number's digits) are most of what an answer
    /// puts, and a call to memmove for each of them was a tenth of writing one: up to 16
    /// bytes are copied by two overlapping loads and two stores of the widest word that
    /// fits, all loads before the stores and none outside the run.
    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(base + count)
        switch n {
        case 0:
            break
        case 1:
            to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
        case 2...3:
            copy(UInt16.self, n, from, to)
        case 4...7:
            copy(UInt32.self, n, from, to)
        case 8...16:
            copy(UInt64.self, n, from, to)
        default:
            (base + count).update(from: source, count: n)
        }
        count += n
    }

    /// `n` bytes (from one to two words) as a word at the start and a word at the end.
    @inline(__always)
    private func copy<Word: FixedWidthInteger>(_: Word.Type, _ n: Int, _ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer) {
        let size = MemoryLayout<Word>.size
        let head = from.loadUnaligned(as: Word.self)
        let tail = from.loadUnaligned(fromByteOffset: n - size, as: Word.self)
        to.storeBytes(of: head, as: Word.self)
        to.storeBytes(of: tail, toByteOffset: n - size, as: Word.self)
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
