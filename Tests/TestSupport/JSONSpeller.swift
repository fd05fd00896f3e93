import Support
import JSON

/// Writes a `GeneratedJSON` value as text in any of the ways JSON allows, test-side and
/// independent of the project's writers: members in a random order, random white space,
/// random escapes and random number spellings, none of which a reader may care about.
package struct JSONSpeller {
    package var g: SplitMix64
    /// Member names whose object values keep their members' order (where order matters).
    package var keepingOrderOf: Set<String>

    package init(generator: SplitMix64, keepingOrderOf: Set<String> = []) {
        g = generator
        self.keepingOrderOf = keepingOrderOf
    }

    package init(seed: UInt64) {
        self.init(generator: SplitMix64(seed: seed))
    }

    /// JSON text of `value`: members shuffled (except those of `keepingOrderOf`'s objects), white space
    /// between any two tokens, strings with random escapes, numbers spelled at random.
    package mutating func spell(_ value: GeneratedJSON, keepOrder: Bool = false) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return number(n)
        case .string(let s): return quote(s)
        case .array(let items):
            var out = "[" + space()
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," + space() }
                out += spell(item) + space()
            }
            return out + "]"
        case .object(let members):
            var out = "{" + space()
            let ordered = keepOrder ? members : members.shuffled(using: &g)
            for (i, member) in ordered.enumerated() {
                if i > 0 { out += "," + space() }
                out += quote(member.key) + space() + ":" + space()
                out += spell(member.value, keepOrder: keepingOrderOf.contains(member.key)) + space()
            }
            return out + "}"
        }
    }

    private mutating func space() -> String {
        switch g.next() % 8 {
        case 0, 1, 2: return ""
        case 3: return " "
        case 4: return "\n  "
        case 5: return "\t"
        case 6: return "\r\n"
        default: return " \n\t "
        }
    }

    /// The same number in other words: RFC 8785's spelling, Swift's (`8.0`, `1e-07`,
    /// `-0.0`), upper-case exponents, integers with a fraction or an exponent of zero.
    package mutating func number(_ n: Double) -> String {
        let integral = n == n.rounded() && n.magnitude < 1e15
        switch g.next() % 6 {
        case 0: return NumberFormat.es6(n)
        case 1: return "\(n)"
        case 2: return NumberFormat.es6(n).uppercased()  // E+21; never letters otherwise
        case 3 where integral: return (n.sign == .minus ? "-" : "") + "\(Int64(n.magnitude))"
        case 4 where integral: return (n.sign == .minus ? "-" : "") + "\(Int64(n.magnitude))" + ["e0", ".000", "E+0", "e-0", ".0e0"][Int(g.next() % 5)]
        default: return String("\(n)".map { $0 == "e" ? "E" : $0 })
        }
    }

    /// A JSON string for `s`: `"` and `\` and control characters always escaped (as
    /// short escapes or `\u`), any other scalar escaped now and then (astral ones as a
    /// surrogate pair, hex digits in either case), `/` sometimes as `\/`.
    static let shortEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{8}": "\\b", "\u{C}": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    package mutating func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if !mustEscape && g.next() % 6 != 0 {
                out.unicodeScalars.append(scalar)
                continue
            }
            if let escape = Self.shortEscapes[scalar], g.next() % 2 == 0 {
                out += escape
                continue
            }
            let upper = g.next() % 2 == 0
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: upper)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    }
}
