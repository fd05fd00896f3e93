import Support

/// RFC 8785 (JCS) canonical form of a parsed document: no white space, object members
/// sorted by their names' UTF-16 code units, numbers as ECMAScript prints them, strings
/// with the minimal escaping of `JSONString`. Equal documents (same members and values,
/// whatever their order, spacing or number spelling) give equal bytes; that is what the
/// answer's `hash` is taken of.
package enum CanonicalForm {
    /// - Parameter omittingTopLevel: member names of the top-level object to leave out
    ///   (the hit-test inputs `points` and `touches` are not part of the hash).
    package static func write(_ tape: JSONTape, omittingTopLevel: [StaticString] = []) -> [UInt8] {
        write(tape, omittingTopLevel: omittingTopLevel, marking: nil).bytes
    }

    /// The canonical form, and where the top-level member `marking` lies in it together
    /// with the one comma that joins it to a neighbour: cutting that range out leaves the
    /// canonical form without the member, so two forms cost one walk of the tape.
    package static func write(
        _ tape: JSONTape, omittingTopLevel: [StaticString], marking: StaticString?
    ) -> (bytes: [UInt8], marked: Range<Int>?) {
        tape.strings.withUnsafeBufferPointer { strings in
            tape.nodes.withUnsafeBufferPointer { nodes in
                var marked: Range<Int>?
                let bytes = [UInt8](unsafeUninitializedCapacity: upperBound(tape)) { buffer, count in
                    guard let base = buffer.baseAddress, !nodes.isEmpty else {
                        count = 0
                        return
                    }
                    var writer = CanonicalWriter(nodes: nodes, strings: strings, out: ByteCursor(base))
                    defer { writer.keys.deallocate() }
                    writer.write(0, omitting: omittingTopLevel, marking: marking)
                    count = writer.out.count
                    marked = writer.marked
                }
                return (bytes, marked)
            }
        }
    }

    /// Bytes the canonical form can take at most: the output is written unchecked into a
    /// buffer of this size, so every case of `CanonicalWriter` must stay within it. Per
    /// node at most 6 bytes of its own ("false" and a comma; quotes and ':' or ',';
    /// brackets and a comma), a number at most 20 more ("-2.2250738585072014e-308"),
    /// plus a string's bytes, six times over for strings that had escapes (`\u00xx`
    /// per byte at worst). Counted from the parser's tallies, without a pass over the
    /// tape (which would be a measurable part of the writing).
    static func upperBound(_ tape: JSONTape) -> Int {
        16 + tape.nodes.count * 6 + tape.numberCount * 20 + tape.strings.count + tape.escapedStringBytes * 5
    }

    /// A member name waiting to be written: where its bytes are (so writing it needs no
    /// second load of its node, which in sorted order is a cache miss), and its first
    /// eight bytes as a big-endian integer, zero-padded, so most comparisons of the sort
    /// are one integer comparison instead of two node loads and a byte loop.
    fileprivate struct Key {
        var prefix: UInt64
        var node: Int32
        var start: Int32
        var length: Int32
        var escaped: Bool
    }

    private struct CanonicalWriter {
        let nodes: UnsafeBufferPointer<JSONNode>
        let strings: UnsafeBufferPointer<UInt8>
        var out: ByteCursor
        /// Member names of the objects being written, innermost last: one buffer for the
        /// whole document (sized in `write` to the tape's key nodes) instead of an array
        /// per object, and no array's uniqueness check per push and pop.
        var keys: UnsafeMutablePointer<Key>
        var keyCount = 0
        /// Keys `keys` has room for; checked before every push, doubled when reached.
        /// (Not sized for every key node of the tape up front: for a 2 MB document that
        /// buffer is big enough to move glibc's mmap threshold and slow the reader's
        /// allocations.)
        var keyCapacity = 64

        init(nodes: UnsafeBufferPointer<JSONNode>, strings: UnsafeBufferPointer<UInt8>, out: ByteCursor) {
            self.nodes = nodes
            self.strings = strings
            self.out = out
            keys = UnsafeMutablePointer<Key>.allocate(capacity: keyCapacity)
        }

        mutating func growKeys() {
            let bigger = UnsafeMutablePointer<Key>.allocate(capacity: keyCapacity * 2)
            bigger.initialize(from: keys, count: keyCount)
            keys.deallocate()
            keys = bigger
            keyCapacity *= 2
        }
        /// The rare numbers `shortDecimal` cannot spell go through `NumberFormat` into this,
        /// reused (allocated on first use: most documents never need it).
        var scratch: [UInt8] = []
        var marked: Range<Int>?

        @inline(__always)
        func name(_ key: Int) -> UnsafeBufferPointer<UInt8> { slice(strings, nodes[key]) }

        /// A container being written: the next element node (array) or the next position
        /// in `keys` (object), where that runs out, and where it started (no comma before
        /// the first).
        struct Level {
            var isObject: Bool
            var next: Int
            var end: Int
            var start: Int
        }

        /// Walks the tape with an explicit stack (no recursion over document depth).
        mutating func write(_ root: Int, omitting: [StaticString], marking: StaticString?) {
            var levels: [Level] = []
            levels.reserveCapacity(16)
            var pending = root  // the node to write next, or -1
            var markStart = -1  // where the marked member's bytes began, while it is the last one
            while true {
                if pending >= 0 {
                    let index = pending
                    pending = -1
                    let node = nodes[index]
                    switch node.kind {
                    case .null: out.put("null")
                    case .true: out.put("true")
                    case .false: out.put("false")
                    case .number: number(node.number)
                    case .string: string(node)
                    case .array:
                        out.put(UInt8(ascii: "["))
                        levels.append(Level(isObject: false, next: index + 1, end: Int(node.end), start: index + 1))
                    case .object:
                        // Counted in a local and sorted by a static function: with `self`
                        // copied for a method call right after `keyCount` is stored, the
                        // copy's wide loads would wait on that store.
                        let base = keyCount
                        var end = base
                        var i = index + 1
                        while i < Int(node.end) {
                            if index != root || !omitting.contains(where: { equals(name(i), $0) }) {
                                if end == keyCapacity {
                                    keyCount = end  // the keys to keep
                                    growKeys()
                                }
                                keys[end] = key(i)
                                end += 1
                            }
                            i = Int(nodes[i + 1].end)
                        }
                        keyCount = end
                        CanonicalWriter.sortKeys(keys, base, end, strings)
                        out.put(UInt8(ascii: "{"))
                        levels.append(Level(isObject: true, next: base, end: end, start: base))
                    }
                }
                guard let top = levels.last else { return }
                let atRoot = levels.count == 1 && top.isObject
                if top.next < top.end {
                    if atRoot && markStart >= 0 {
                        // The marked member was first: take the comma after it instead.
                        marked = markStart..<(out.count + (markStart == 1 ? 1 : 0))
                        markStart = -1
                    }
                    let commaAt = out.count
                    if top.next != top.start { out.put(UInt8(ascii: ",")) }
                    if top.isObject {
                        let k = keys[top.next]
                        let text = UnsafeBufferPointer(rebasing: strings[Int(k.start)..<Int(k.start + k.length)])
                        if atRoot, let marking, equals(text, marking) { markStart = commaAt }
                        if k.escaped {
                            out.putEscaped(text)
                        } else {
                            out.put(UInt8(ascii: "\""))
                            out.put(text)
                            out.put(UInt8(ascii: "\""))
                        }
                        out.put(UInt8(ascii: ":"))
                        pending = Int(k.node) + 1
                        levels[levels.count - 1].next += 1
                    } else {
                        pending = top.next
                        levels[levels.count - 1].next = Int(nodes[top.next].end)
                    }
                } else {
                    if top.isObject {
                        if atRoot && markStart >= 0 {
                            marked = markStart..<out.count
                            markStart = -1
                        }
                        out.put(UInt8(ascii: "}"))
                        keyCount = top.start
                    } else {
                        out.put(UInt8(ascii: "]"))
                    }
                    levels.removeLast()
                }
            }
        }

        /// `NumberFormat.appendShortDecimal` (see there why it is right), written
        /// straight into the output: m = v·10^d for the smallest d ≤ 6 that divides back
        /// to exactly v, printed with the point d places from the right.
        mutating func shortDecimal(_ v: Double) -> Bool {
            guard v.magnitude < 1e9 else { return false }
            var scale = 1.0
            var power: UInt64 = 1
            for d in 1...6 {
                scale *= 10
                power &*= 10
                let m = CanonicalWriter.rounded(v * scale)
                guard m.magnitude < 1_125_899_906_842_624 else { return false }
                guard m / scale == v else { continue }
                if v < 0 { out.put(UInt8(ascii: "-")) }
                let units = UInt64(m.magnitude)
                integer(units / power)
                out.put(UInt8(ascii: "."))
                var fraction = units % power
                var at = out.count + d
                out.count = at
                for _ in 0..<d {
                    at -= 1
                    out.base[at] = UInt8(ascii: "0") + UInt8(fraction % 10)
                    fraction /= 10
                }
                return true
            }
            return false
        }

        /// `x.rounded()` (half away from zero) for |x| < 2^52 (`shortDecimal` keeps it
        /// below 10¹⁵), without the libm call: the truncated part and the fraction left
        /// are both exact there, so the comparison with one half is too.
        @inline(__always)
        static func rounded(_ x: Double) -> Double {
            let t = Double(Int64(x))
            let fraction = x - t
            if fraction >= 0.5 { return t + 1 }
            if fraction <= -0.5 { return t - 1 }
            return t
        }

        /// Decimal digits of `n` (below 10¹⁶).
        @inline(__always)
        mutating func integer(_ value: UInt64) {
            var n = value
            if n < 10 {
                out.put(UInt8(ascii: "0") + UInt8(n))
                return
            }
            var digits = 2
            var power: UInt64 = 100
            while digits < 16 && n >= power {
                digits += 1
                power &*= 10
            }
            var at = out.count + digits
            out.count = at
            // Two digits per division (half the dependent divisions of a 3- or 4-digit
            // priority or width). Indices 2r and 2r + 1 with r < 100 stay within the
            // table's 200 bytes.
            let pairs = CanonicalForm.digitPairs.utf8Start
            while n >= 100 {
                let r = Int(n % 100)
                n /= 100
                at -= 2
                out.base[at] = pairs[2 * r]
                out.base[at + 1] = pairs[2 * r + 1]
            }
            if n >= 10 {
                at -= 2
                out.base[at] = pairs[2 * Int(n)]
                out.base[at + 1] = pairs[2 * Int(n) + 1]
            } else {
                out.base[at - 1] = UInt8(ascii: "0") + UInt8(n)
            }
        }

        @inline(__always)
        mutating func string(_ node: JSONNode) {
            let text = slice(strings, node)
            if node.count == 0 {
                out.put(UInt8(ascii: "\""))
                out.put(text)
                out.put(UInt8(ascii: "\""))
            } else {
                out.putEscaped(text)
            }
        }

        /// Integers (most numbers of a layout document) directly; others through
        /// `NumberFormat.appendES6`.
        mutating func number(_ v: Double) {
            // The conversion truncates as `rounded(.towardZero)` does below 2^53, without
            // the call to libm's trunc that the latter compiles to on baseline x86-64.
            if v.magnitude < 9_007_199_254_740_992, v == Double(Int64(v)) {
                if v < 0 { out.put(UInt8(ascii: "-")) }
                integer(UInt64(v.magnitude))
                return
            }
            if shortDecimal(v) { return }
            scratch.removeAll(keepingCapacity: true)
            NumberFormat.appendES6(v, to: &scratch)
            scratch.withUnsafeBufferPointer { out.put($0) }
        }

        /// The key of the member name at node `index`.
        @inline(__always)
        func key(_ index: Int) -> Key {
            let node = nodes[index]
            let start = Int(node.start)
            let length = Int(node.length)
            var prefix: UInt64 = 0
            if start + 8 <= strings.count, let base = strings.baseAddress {
                // In bounds: the eight bytes end at or before `strings.count`. Bytes past
                // the name (when it is shorter) are masked off below.
                prefix = UInt64(bigEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                if length < 8 { prefix &= ~(UInt64.max >> (length * 8)) }
            } else {
                for k in 0..<min(length, 8) { prefix |= UInt64(strings[start + k]) << (56 - 8 * k) }
            }
            return Key(prefix: prefix, node: Int32(index), start: node.start, length: node.length, escaped: node.count != 0)
        }

        /// Insertion sort for the few members of a typical object (no scratch buffer);
        /// the library sort beyond that.
        static func sortKeys(
            _ keys: UnsafeMutablePointer<Key>, _ base: Int, _ end: Int, _ strings: UnsafeBufferPointer<UInt8>
        ) {
            func less(_ a: Key, _ b: Key) -> Bool {
                // Differing ASCII prefixes order as their bytes, which is UTF-16 order
                // for ASCII; equal prefixes (zero padding hides length) and non-ASCII
                // ones take the full comparison.
                if a.prefix != b.prefix && (a.prefix | b.prefix) & 0x8080_8080_8080_8080 == 0 {
                    return a.prefix < b.prefix
                }
                return utf16Less(
                    UnsafeBufferPointer(rebasing: strings[Int(a.start)..<Int(a.start + a.length)]),
                    UnsafeBufferPointer(rebasing: strings[Int(b.start)..<Int(b.start + b.length)]))
            }
            if end - base <= 16 {
                var i = base + 1
                while i < end {
                    let key = keys[i]
                    var j = i
                    while j > base && less(key, keys[j - 1]) {
                        keys[j] = keys[j - 1]
                        j -= 1
                    }
                    keys[j] = key
                    i += 1
                }
            } else {
                var run = UnsafeMutableBufferPointer(start: keys + base, count: end - base)
                run.sort(by: less)
            }
        }

        func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
            guard bytes.count == literal.utf8CodeUnitCount else { return false }
            for k in 0..<bytes.count where bytes[k] != literal.utf8Start[k] { return false }
            return true
        }
    }

    /// "00" to "99", for `CanonicalWriter.integer`; a literal, so no table is built.
    fileprivate static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

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
