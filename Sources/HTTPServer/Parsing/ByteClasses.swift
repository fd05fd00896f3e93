/// Character classes of RFC 9110 section 5.6.2 (tchar) and 5.5 (field-vchar), as tests on
/// one byte: a parser asks them of every byte of a request head, so they are bit tests and
/// comparisons with no table to load or bounds to check.
enum ByteClass {
    /// tchar's bits for bytes 0-63 and 64-127: digits, letters and ``!#$%&'*+-.^_`|~``.
    private static let tokenLow: UInt64 = 0x03FF_6CFA_0000_0000
    private static let tokenHigh: UInt64 = 0x57FF_FFFF_C7FF_FFFE

    /// Whether `byte` is a tchar.
    @inline(__always)
    static func isToken(_ byte: UInt8) -> Bool {
        guard byte < 128 else { return false }
        let bits = byte < 64 ? tokenLow : tokenHigh
        return (bits >> UInt64(byte & 63)) & 1 == 1
    }

    /// VCHAR, obs-text, SP and HTAB: what may appear inside a field value.
    @inline(__always)
    static func isFieldValue(_ byte: UInt8) -> Bool {
        byte >= 0x20 ? byte != 0x7F : byte == 0x09
    }

    /// Bytes allowed in a request-target: visible ASCII (RFC 3986 is stricter; a router sees
    /// what remains, and anything else is refused as malformed).
    @inline(__always)
    static func isTarget(_ byte: UInt8) -> Bool {
        byte &- 0x21 < 0x5E
    }

    static func isToken<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy(isToken)
    }
}
