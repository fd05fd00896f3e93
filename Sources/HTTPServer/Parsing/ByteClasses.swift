/// Character classes of RFC 9110 section 5.6.2 (tchar) and 5.5 (field-vchar).
enum ByteClass {
    static let token: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(c)] = true }
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(c)] = true }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(c)] = true }
        for c in "!#$%&'*+-.^_`|~".utf8 { table[Int(c)] = true }
        return table
    }()

    /// VCHAR, obs-text, SP and HTAB: what may appear inside a field value.
    static let fieldValue: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in 0x21...0xFF where c != 0x7F { table[c] = true }
        table[0x20] = true
        table[0x09] = true
        return table
    }()

    /// Bytes allowed in a request-target: visible ASCII (RFC 3986 is stricter; a router sees
    /// what remains, and anything else is refused as malformed).
    static let target: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in 0x21...0x7E { table[c] = true }
        return table
    }()

    static func isToken<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy { token[Int($0)] }
    }
}
