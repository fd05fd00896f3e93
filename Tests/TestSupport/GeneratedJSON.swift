import JSON

/// A JSON value as the round-trip tests generate it. Object members keep their order
/// (the writer writes them in that order) and have names unique by their UTF-8 bytes;
/// strings are compared by their bytes too, never by Swift's canonical equivalence
/// ("é" and "e\u{301}" are different names to JSON).
package indirect enum GeneratedJSON {
    case null, bool(Bool), number(Double), string(String), array([GeneratedJSON]), object([(key: String, value: GeneratedJSON)])
}

/// Random `GeneratedJSON` values over the reader's whole range: every escape the writer
/// produces, astral characters, numbers from subnormals to the largest double.
package struct JSONValueGenerator {
    package var g: SplitMix64

    package init(seed: UInt64) { g = SplitMix64(seed: seed) }

    package mutating func below(_ n: Int) -> Int { g.below(n) }
    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    package mutating func value(depth: Int) -> GeneratedJSON {
        // Containers get rarer the deeper they are, so values stay small on average.
        let containers = depth < 6 ? 2 : 0
        switch below(7 + containers) {
        case 0: return .null
        case 1: return .bool(chance(50))
        case 2, 3, 4: return .number(number())
        case 5, 6: return .string(string())
        case 7: return .array((0..<below(6)).map { _ in value(depth: depth + 1) })
        default: return .object(members(count: below(7), depth: depth + 1))
        }
    }

    package mutating func members(count: Int, depth: Int) -> [(key: String, value: GeneratedJSON)] {
        var seen: Set<[UInt8]> = []
        var out: [(key: String, value: GeneratedJSON)] = []
        while out.count < count {
            let key: String
            switch below(4) {
            case 0: key = ["a", "b", "id", "root", "", "e\u{301}", "\u{E9}", "\u{FB33}", "😀", "~/", "a\u{0}b"][below(11)]
            default: key = string(maxLength: 8)
            }
            guard seen.insert(Array(key.utf8)).inserted else { continue }
            out.append((key, value(depth: depth)))
        }
        return out
    }

    /// Unicode scalars of every class the writer and reader treat differently.
    package mutating func scalar() -> Unicode.Scalar {
        func s(_ v: UInt32) -> Unicode.Scalar { Unicode.Scalar(v) ?? "?" }
        switch below(12) {
        case 0, 1, 2: return s(UInt32(0x61 + below(26)))                            // plain letters
        case 3: return s(UInt32(0x20 + below(0x5F)))                                   // any printable ASCII
        case 4: return ["\"", "\\", "/", "\u{7F}"][below(4)]
        case 5: return s(UInt32(below(0x20)))                                          // control characters
        case 6: return s(UInt32(0x80 + below(0x780)))                                  // two UTF-8 bytes
        case 7: return s(UInt32(0x800 + below(0xD800 - 0x800)))                        // three bytes, below the surrogates
        case 8: return s(UInt32(0xE000 + below(0x2000)))                               // three bytes, above them
        case 9: return ["\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "\u{301}"][below(6)]
        case 10: return s(UInt32(0x10000 + below(0x100000)))                           // astral plane
        default: return ["😀", "\u{10FFFF}", "\u{10000}", "\u{1D11E}"][below(4)]
        }
    }

    package mutating func string(maxLength: Int = 24) -> String {
        var out = String.UnicodeScalarView()
        // Now and then a long string, so runs cross the reader's 8-byte words many times.
        let length = chance(3) ? 200 + below(800) : below(maxLength + 1)
        for _ in 0..<length { out.append(scalar()) }
        return String(out)
    }

    package mutating func number() -> Double {
        let sign: Double = chance(50) ? 1 : -1
        switch below(12) {
        case 0: return sign * Double(below(1001))                                       // small integers
        case 1: return sign * Double(g.next() >> UInt64(11 + below(53)))                // integers up to 2^53
        case 2:
            return [9_007_199_254_740_992, -9_007_199_254_740_992, 9_007_199_254_740_991, -9_007_199_254_740_991,
                    0, -0.0, 1e21, 1e-7, 1e-6, 9.999999999999997e-7, 1e+23][below(11)]
        case 3:
            // Any finite double: the writer must find digits that read back exactly.
            while true {
                let v = Double(bitPattern: g.next())
                if v.isFinite { return v }
            }
        case 4:
            // Tiny: subnormals and the smallest normal exponents.
            return sign * Double(bitPattern: g.next() & 0x003F_FFFF_FFFF_FFFF)
        case 5:
            // Huge: the largest exponents, up to the greatest finite double.
            return sign * Double(bitPattern: 0x7FE0_0000_0000_0000 - (g.next() & 0x003F_FFFF_FFFF_FFFF))
        case 6:
            return sign * [Double.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne, 1e308][below(5)]
        case 7, 8:
            // Short decimals (the canonical writer's fast path), below 10^9 and above.
            let m = Double(g.next() % 2_000_000_000_000)
            return sign * m / [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7][below(8)]
        case 9:
            // Powers of ten, with the neighbouring doubles either side.
            let p = Double("1e\(below(617) - 308)") ?? 1
            return sign * [p, p.nextUp, p.nextDown][below(3)]
        default:
            return sign * Double(g.next() % 1_000_000) / 64                              // binary fractions
        }
    }
}

/// Writes a value with the project's `JSONWriter`, choosing among its APIs at random
/// (String and UTF-8 names and strings; `es6` or `integer` for numbers).
package func writeJSON(_ value: GeneratedJSON, _ w: inout JSONWriter, _ g: inout SplitMix64) {
    switch value {
    case .null: w.null()
    case .bool(let b): w.bool(b)
    case .number(let n):
        if n.magnitude <= 9_007_199_254_740_992, n == n.rounded(), g.next() % 2 == 0 {
            w.integer(Int(n))
        } else {
            w.es6(n)
        }
    case .string(var s):
        if g.next() % 2 == 0 { w.string(s) } else { s.withUTF8 { w.string(utf8: $0) } }
    case .array(let items):
        w.beginArray()
        for item in items { writeJSON(item, &w, &g) }
        w.endArray()
    case .object(let members):
        w.beginObject()
        for (key, member) in members {
            var k = key
            if g.next() % 2 == 0 { w.key(k) } else { k.withUTF8 { w.key(utf8: $0) } }
            writeJSON(member, &w, &g)
        }
        w.endObject()
    }
}
