import Support
import Testing
@testable import JSON
import TestSupport

func canonical(_ text: String) throws -> String {
    String(decoding: CanonicalForm.write(try JSONReader.read(Array(text.utf8))), as: UTF8.self)
}

@Suite struct CanonicalFormTests {
    /// RFC 8785 section 3.2.2.
    @Test func rfc8785MainExample() throws {
        let input = #"""
        {
          "numbers": [333333333.33333329, 1E30, 4.50,
                      2e-3, 0.000000000000000000000000001],
          "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
          "literals": [null, true, false]
        }
        """#
        let expected = #"{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}"#
        #expect(try canonical(input) == expected)
    }

    /// RFC 8785 section 3.2.3: names sorted by UTF-16 code units, so the emoji (D83D…)
    /// sorts before U+FB33 although its scalar is larger.
    @Test func rfc8785SortingExample() throws {
        let input = #"""
        {
          "\u20ac": "Euro Sign",
          "\r": "Carriage Return",
          "\ufb33": "Hebrew Letter Dalet With Dagesh",
          "1": "One",
          "\ud83d\ude00": "Emoji: Grinning Face",
          "\u0080": "Control",
          "\u00f6": "Latin Small Letter O With Diaeresis"
        }
        """#
        let t = try JSONReader.read(Array(input.utf8))
        let out = try JSONReader.read(CanonicalForm.write(t))
        var values: [String] = []
        out.forEachMember(0) { _, v in values.append(out.string(v)) }
        #expect(values == [
            "Carriage Return", "One", "Control", "Latin Small Letter O With Diaeresis", "Euro Sign",
            "Emoji: Grinning Face", "Hebrew Letter Dalet With Dagesh",
        ])
    }

    @Test func invariantUnderOrderSpacingAndNumberSpelling() throws {
        let a = try canonical(#"{"b": [1, 2.50, {"y": true, "x": null}], "a": 10}"#)
        let b = try canonical("{\n\t\"a\":1e1 ,\"b\":[ 1.0,25E-1,{\"x\":null,\"y\":true}]}")
        let c = try canonical(#"{"a":10.000,"b":[0.1e1,2.5,{"x":null,"y":true}]}"#)
        #expect(a == #"{"a":10,"b":[1,2.5,{"x":null,"y":true}]}"#)
        #expect(a == b && b == c)
    }

    @Test func sortsLargeObjectsToo() throws {
        // 40 names (past the insertion-sort cut-off) in a shuffled order, some non-ASCII.
        var g = SplitMix64(seed: 5)
        let names = (0..<37).map { "k\($0)" } + ["\u{FB33}", "😀", "é"]
        let text = "{" + names.shuffled(using: &g).map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        let out = try JSONReader.read(Array(try canonical(text).utf8))
        var written: [String] = []
        out.forEachMember(0) { k, _ in written.append(out.string(k)) }
        // Expected order: by UTF-16 code units, so é (00E9) < 😀 (D83D…) < U+FB33.
        let expected = names.sorted { Array($0.utf16).lexicographicallyPrecedes(Array($1.utf16)) }
        #expect(written == expected)
        #expect(expected.suffix(3) == ["é", "😀", "\u{FB33}"])
    }

    @Test func leavesOutTopLevelPointsAndTouchesOnly() throws {
        let t = try JSONReader.read(Array(#"{"touches": [[{"x":1,"y":2}]], "root": {"points": 1}, "points": []}"#.utf8))
        let out = String(decoding: CanonicalForm.write(t, omittingTopLevel: ["points", "touches"]), as: UTF8.self)
        #expect(out == #"{"root":{"points":1}}"#)
    }

    @Test func escapesOnlyWhatJCSEscapes() throws {
        // Control characters as \b \t \n \f \r or \u00xx (lower case); U+007F, U+2028 and
        // '/' stay literal.
        let out = try canonical(#"["\u0001\u001F\b\t\n\f\r\u007f\u2028\/"]"#)
        #expect(out == "[\"\\u0001\\u001f\\b\\t\\n\\f\\r\u{7F}\u{2028}/\"]")
    }

    /// Property: any spelling of the same value has the same canonical form, and any
    /// meaningful change to the value changes it.
    @Test func propertyOverRandomDocuments() throws {
        var g = SplitMix64(seed: 42)
        for round in 0..<300 {
            let value = RandomJSON.value(depth: 0, &g)
            let plain = try canonical(RandomJSON.spell(value, &g))
            let other = try canonical(RandomJSON.spell(value, &g))
            #expect(plain == other, "round \(round)")
            let changed = RandomJSON.mutate(value, &g)
            if changed != value {
                #expect(try canonical(RandomJSON.spell(changed, &g)) != plain, "round \(round)")
            }
        }
    }
}

/// A JSON value for the property test, with its own equality (object members as a set).
indirect enum RandomJSON: Equatable {
    case null, bool(Bool), number(Double), string(String), array([RandomJSON]), object([(String, RandomJSON)])

    static func == (a: RandomJSON, b: RandomJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { m in y.contains { $0.0 == m.0 && $0.1 == m.1 } }
        default: return false
        }
    }

    static let names = ["a", "b", "id", "é", "€", "😀", "\u{FB33}", "A", "width", "a b", "~/"]

    static func value(depth: Int, _ g: inout SplitMix64) -> RandomJSON {
        switch g.next() % (depth > 3 ? 4 : 6) {
        case 0: return .null
        case 1: return .bool(g.next() % 2 == 0)
        case 2:
            // Integers, halves, and numbers with many digits.
            let n = Double(Int64(g.next() % 2_000_001) - 1_000_000)
            return .number(g.next() % 2 == 0 ? n : n / 64)
        case 3: return .string(names[Int(g.next() % UInt64(names.count))] + String(g.next() % 5))
        case 4:
            return .array((0..<(g.next() % 4)).map { _ in value(depth: depth + 1, &g) })
        default:
            var members: [(String, RandomJSON)] = []
            for name in names.shuffled(using: &g).prefix(Int(g.next() % 5)) {
                members.append((name, value(depth: depth + 1, &g)))
            }
            return .object(members)
        }
    }

    /// JSON text for the value, with shuffled members, random white space, escapes and
    /// number spellings.
    static func spell(_ v: RandomJSON, _ g: inout SplitMix64) -> String {
        let space = [" ", "", "\n", "\t ", "\r\n"][Int(g.next() % 5)]
        switch v {
        case .null: return space + "null"
        case .bool(let b): return space + (b ? "true" : "false")
        case .number(let n):
            switch g.next() % 4 {
            case 0: return "\(n)"                              // Swift's spelling, e.g. 5.0
            case 1: return "\(n * 10)e-1"                      // the same number in other words
            case 2: return n == n.rounded() ? "\(Int64(n))" : "\(n)"
            default: return "\(n)E0"
            }
        case .string(let s): return space + quote(s, &g)
        case .array(let items):
            return "[" + items.map { spell($0, &g) + space }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.shuffled(using: &g).map { quote($0.0, &g) + space + ":" + spell($0.1, &g) }
                .joined(separator: "," + space) + "}"
        }
    }

    static func quote(_ s: String, _ g: inout SplitMix64) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            if g.next() % 3 == 0 {
                // The same scalar as \u escapes (a surrogate pair above U+FFFF).
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else if scalar == "\"" || scalar == "\\" {
                out += "\\" + String(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A small change somewhere in the value (a number, a string, a boolean, a member
    /// dropped or renamed); may return an equal value when there is nothing to change.
    static func mutate(_ v: RandomJSON, _ g: inout SplitMix64) -> RandomJSON {
        switch v {
        case .null: return .bool(false)
        case .bool(let b): return .bool(!b)
        case .number(let n): return .number(n + 0.5)
        case .string(let s): return .string(s + "x")
        case .array(var items):
            if items.isEmpty { return .array([.null]) }
            let i = Int(g.next() % UInt64(items.count))
            items[i] = mutate(items[i], &g)
            return .array(items)
        case .object(var members):
            if members.isEmpty { return .object([("new", .null)]) }
            let i = Int(g.next() % UInt64(members.count))
            switch g.next() % 3 {
            case 0: members.remove(at: i)
            case 1: members[i].0 += "_"
            default: members[i].1 = mutate(members[i].1, &g)
            }
            return .object(members)
        }
    }
}

@Suite struct CanonicalFormNumberTests {
    /// The canonical writer spells integers and short decimals itself; they must match
    /// `NumberFormat.es6` (the reference, tested against RFC 8785 elsewhere) everywhere.
    @Test func numbersMatchNumberFormat() throws {
        var g = SplitMix64(seed: 11)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.25, 749.5, 44.333333, 1e-7, 123456.789, 999999999.999999,
                                -999999999.5, 1e9, 9007199254740991, 9007199254740992, 0.1, 0.7, 1.0000001,
                                Double.leastNonzeroMagnitude]  // 5e-324; the literal would warn that it underflows
        for _ in 0..<2000 {
            let bits = g.next()
            switch bits % 4 {
            case 0: values.append(Double(Int64(bitPattern: g.next()) % 2_000_000_000) / 1000)
            case 1: values.append(Double(Int64(bitPattern: g.next()) % 100_000_000) / 64)
            case 2: values.append(Double(bitPattern: g.next() & 0x7FEF_FFFF_FFFF_FFFF) * (bits & 8 == 0 ? 1 : -1))
            default: values.append(Double(Int64(bitPattern: g.next()) % 10_000_000) / 1_000_000)
            }
        }
        let text = "[" + values.map { NumberFormat.es6($0) }.joined(separator: ",") + "]"
        let out = try canonical(text)
        #expect(out == text)
    }
}

@Suite struct CanonicalFormBoundTests {
    /// The canonical writer writes unchecked into a buffer of `upperBound` bytes; the
    /// worst cases of each kind of node must fit (a count above the bound would mean a
    /// write past the buffer).
    static func repeated(_ item: String, _ n: Int) -> String {
        "[" + Array(repeating: item, count: n).joined(separator: ",") + "]"
    }

    static let worstCases: [String] = [
        repeated("-2.2250738585072014e-308", 50),
        repeated("false", 50),
        repeated("[]", 50),
        repeated("{}", 50),
        #"["\u0001\u0002\u001f\u0000", "\\\\\\", "\"\"\""]"#,
        #"{"\u0001\u0002": "\u0003", "\b": {"\f": ["\n\r\t"]}}"#,
        "\"" + String(repeating: "\\u0000", count: 300) + "\"",
        "-1.7976931348623157e308",
        "[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]",
        #"{"a":{"b":{"c":{"d":1e-7}}}}"#,
    ]

    @Test(arguments: worstCases)
    func worstCasesFitTheBound(text: String) throws {
        let tape = try JSONReader.read(Array(text.utf8))
        let out = CanonicalForm.write(tape)
        #expect(out.count <= CanonicalForm.upperBound(tape))
        // And the output is the document again.
        #expect(try canonical(String(decoding: out, as: UTF8.self)) == String(decoding: out, as: UTF8.self))
    }
}
