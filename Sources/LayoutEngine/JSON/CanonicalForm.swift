/// RFC 8785 (JCS) canonical form of a parsed document: no white space, object members
/// sorted by their names' UTF-16 code units, numbers as ECMAScript prints them, strings
/// with the minimal escaping of `JSONWriter`. Equal documents (same members and values,
/// whatever their order, spacing or number spelling) give equal bytes; that is what the
/// answer's `hash` is taken of.
public enum CanonicalForm {
    /// - Parameter omittingTopLevel: member names of the top-level object to leave out
    ///   (the hit-test inputs `points` and `touches` are not part of the hash).
    public static func write(_ tape: JSONTape, omittingTopLevel: [StaticString] = []) -> [UInt8] {
        tape.strings.withUnsafeBufferPointer { strings in
            tape.nodes.withUnsafeBufferPointer { nodes in
                var writer = CanonicalWriter(
                    nodes: nodes, strings: strings,
                    w: JSONWriter(capacity: tape.strings.count + tape.nodes.count * 4))
                writer.write(tape.root, omitting: omittingTopLevel)
                return writer.w.bytes
            }
        }
    }

    private struct CanonicalWriter {
        let nodes: UnsafeBufferPointer<JSONNode>
        let strings: UnsafeBufferPointer<UInt8>
        var w: JSONWriter
        /// Member key indices of the objects being written, innermost last: one buffer
        /// for the whole document instead of an array per object.
        var keys: [Int] = []

        @inline(__always)
        func name(_ key: Int) -> UnsafeBufferPointer<UInt8> { slice(strings, nodes[key]) }

        /// A container being written: the next element node (array) or the next position
        /// in `keys` (object), and where that runs out.
        struct Level {
            var isObject: Bool
            var next: Int
            var end: Int
            var keysBase: Int
        }

        /// Walks the tape with an explicit stack (no recursion over document depth).
        mutating func write(_ root: Int, omitting: [StaticString]) {
            var levels: [Level] = []
            var pending: Int? = root
            while true {
                if let index = pending {
                    pending = nil
                    let node = nodes[index]
                    switch node.kind {
                    case .null: w.null()
                    case .true: w.bool(true)
                    case .false: w.bool(false)
                    case .number: w.es6(node.number)
                    case .string: w.string(utf8: slice(strings, node))
                    case .array:
                        w.beginArray()
                        levels.append(Level(isObject: false, next: index + 1, end: Int(node.end), keysBase: 0))
                    case .object:
                        let base = keys.count
                        let omit = index == root ? omitting : []
                        var i = index + 1
                        while i < Int(node.end) {
                            if omit.isEmpty || !omit.contains(where: { equals(name(i), $0) }) { keys.append(i) }
                            i = Int(nodes[i + 1].end)
                        }
                        sortKeys(base, keys.count)
                        w.beginObject()
                        levels.append(Level(isObject: true, next: base, end: keys.count, keysBase: base))
                    }
                }
                guard let top = levels.last else { return }
                if top.next < top.end {
                    if top.isObject {
                        let k = keys[top.next]
                        w.key(utf8: name(k))
                        pending = k + 1
                        levels[levels.count - 1].next += 1
                    } else {
                        pending = top.next
                        levels[levels.count - 1].next = Int(nodes[top.next].end)
                    }
                } else {
                    if top.isObject {
                        w.endObject()
                        keys.removeLast(top.end - top.keysBase)
                    } else {
                        w.endArray()
                    }
                    levels.removeLast()
                }
            }
        }

        /// Insertion sort for the few members of a typical object (no scratch buffer);
        /// the library sort beyond that.
        mutating func sortKeys(_ base: Int, _ end: Int) {
            if end - base <= 16 {
                let nodes = self.nodes
                let strings = self.strings
                func name(_ key: Int) -> UnsafeBufferPointer<UInt8> { slice(strings, nodes[key]) }
                keys.withUnsafeMutableBufferPointer { k in
                    var i = base + 1
                    while i < end {
                        let key = k[i]
                        var j = i
                        while j > base && utf16Less(name(key), name(k[j - 1])) {
                            k[j] = k[j - 1]
                            j -= 1
                        }
                        k[j] = key
                        i += 1
                    }
                }
            } else {
                let nodes = self.nodes
                let strings = self.strings
                keys[base..<end].sort { utf16Less(slice(strings, nodes[$0]), slice(strings, nodes[$1])) }
            }
        }

        func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
            guard bytes.count == literal.utf8CodeUnitCount else { return false }
            for k in 0..<bytes.count where bytes[k] != literal.utf8Start[k] { return false }
            return true
        }
    }

    @inline(__always)
    fileprivate static func slice(_ strings: UnsafeBufferPointer<UInt8>, _ node: JSONNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: strings[Int(node.start)..<Int(node.start + node.length)])
    }

    /// Orders two valid UTF-8 strings by their UTF-16 code units, as JCS sorts names.
    /// UTF-8 byte order is scalar order, which differs from UTF-16 order only where a
    /// scalar above U+FFFF (a surrogate pair, D800…) meets one in U+E000…U+FFFF.
    fileprivate static func utf16Less(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
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
