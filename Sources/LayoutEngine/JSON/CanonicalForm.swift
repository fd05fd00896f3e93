/// RFC 8785 (JCS) canonical form of a parsed document: no white space, object members
/// sorted by their names' UTF-16 code units, numbers as ECMAScript prints them, strings
/// with the minimal escaping of `JSONWriter`. Equal documents (same members and values,
/// whatever their order, spacing or number spelling) give equal bytes; that is what the
/// answer's `hash` is taken of.
public enum CanonicalForm {
    /// - Parameter omittingTopLevel: member names of the top-level object to leave out
    ///   (the hit-test inputs `points` and `touches` are not part of the hash).
    public static func write(_ tape: JSONTape, omittingTopLevel: [StaticString] = []) -> [UInt8] {
        var writer = JSONWriter(capacity: tape.strings.count + tape.nodes.count * 4)
        tape.strings.withUnsafeBufferPointer { strings in
            write(tape, strings, tape.root, &writer, omitting: omittingTopLevel)
        }
        return writer.bytes
    }

    private static func write(
        _ tape: JSONTape, _ strings: UnsafeBufferPointer<UInt8>, _ index: Int, _ w: inout JSONWriter,
        omitting: [StaticString] = []
    ) {
        let node = tape.nodes[index]
        switch node.kind {
        case .null: w.null()
        case .true: w.bool(true)
        case .false: w.bool(false)
        case .number: w.es6(node.number)
        case .string: w.string(utf8: slice(strings, node))
        case .array:
            w.beginArray()
            var i = index + 1
            while i < Int(node.end) {
                write(tape, strings, i, &w)
                i = tape.end(i)
            }
            w.endArray()
        case .object:
            var keys: [Int] = []
            keys.reserveCapacity(Int(node.count))
            var i = index + 1
            while i < Int(node.end) {
                if !omitting.contains(where: { tape.stringEquals(i, $0) }) { keys.append(i) }
                i = tape.end(i + 1)
            }
            keys.sort { utf16Less(slice(strings, tape.nodes[$0]), slice(strings, tape.nodes[$1])) }
            w.beginObject()
            for k in keys {
                w.key(utf8: slice(strings, tape.nodes[k]))
                write(tape, strings, k + 1, &w)
            }
            w.endObject()
        }
    }

    @inline(__always)
    private static func slice(_ strings: UnsafeBufferPointer<UInt8>, _ node: JSONNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: strings[Int(node.start)..<Int(node.start + node.length)])
    }

    /// Orders two valid UTF-8 strings by their UTF-16 code units, as JCS sorts names.
    /// UTF-8 byte order is scalar order, which differs from UTF-16 order only where a
    /// scalar above U+FFFF (a surrogate pair, D800…) meets one in U+E000…U+FFFF.
    static func utf16Less(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] < 0x80 && b[j] < 0x80 {
                if a[i] != b[j] { return a[i] < b[j] }
                i += 1
                j += 1
                continue
            }
            let (x, nx) = decode(a, i)
            let (y, ny) = decode(b, j)
            if x != y {
                let ux = firstUnit(x)
                let uy = firstUnit(y)
                if ux != uy { return ux < uy }
                return x < y  // same high surrogate: the low ones order as the scalars do
            }
            i += nx
            j += ny
        }
        return a.count - i < b.count - j
    }

    @inline(__always)
    private static func firstUnit(_ scalar: UInt32) -> UInt32 {
        scalar < 0x10000 ? scalar : 0xD800 + ((scalar - 0x10000) >> 10)
    }

    @inline(__always)
    private static func decode(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
        let b0 = UInt32(s[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(s[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(s[i + 1] & 0x3F) << 6 | UInt32(s[i + 2] & 0x3F), 3)
        }
        return ((b0 & 0x07) << 18 | UInt32(s[i + 1] & 0x3F) << 12 | UInt32(s[i + 2] & 0x3F) << 6
                | UInt32(s[i + 3] & 0x3F), 4)
    }
}
