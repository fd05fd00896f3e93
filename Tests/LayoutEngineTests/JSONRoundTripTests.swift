import Testing
@testable import LayoutEngine
import TestSupport

/// A JSON value as the round-trip tests generate it. Object members keep their order
/// (the writer writes them in that order) and have names unique by their UTF-8 bytes;
/// strings are compared by their bytes too, never by Swift's canonical equivalence
/// ("é" and "e\u{301}" are different names to JSON).
indirect enum GeneratedJSON {
    case null, bool(Bool), number(Double), string(String), array([GeneratedJSON]), object([(key: String, value: GeneratedJSON)])
}

/// Random `GeneratedJSON` values over the reader's whole range: every escape the writer
/// produces, astral characters, numbers from subnormals to the largest double.
struct JSONValueGenerator {
    var g: SplitMix64

    init(seed: UInt64) { g = SplitMix64(seed: seed) }

    mutating func below(_ n: Int) -> Int { g.below(n) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func value(depth: Int) -> GeneratedJSON {
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

    mutating func members(count: Int, depth: Int) -> [(key: String, value: GeneratedJSON)] {
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
    mutating func scalar() -> Unicode.Scalar {
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

    mutating func string(maxLength: Int = 24) -> String {
        var out = String.UnicodeScalarView()
        // Now and then a long string, so runs cross the reader's 8-byte words many times.
        let length = chance(3) ? 200 + below(800) : below(maxLength + 1)
        for _ in 0..<length { out.append(scalar()) }
        return String(out)
    }

    mutating func number() -> Double {
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
func writeJSON(_ value: GeneratedJSON, _ w: inout JSONWriter, _ g: inout SplitMix64) {
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

/// The first difference between the tape's node `index` and `value`, as a JSON Pointer
/// and what differs; nil when they are equal. With `ordered`, object members must come in
/// the value's order; without, they are matched by name (for the canonical form, which
/// sorts them). Checks the tape's structure too: counts and subtree ends.
func tapeDifference(_ tape: JSONTape, _ index: Int, _ value: GeneratedJSON, ordered: Bool, at path: String = "") -> String? {
    guard index < tape.nodes.count else { return "\(path): no node \(index) on a tape of \(tape.nodes.count)" }
    let node = tape.nodes[index]
    func here(_ what: String) -> String { "\(path.isEmpty ? "/" : path): \(what)" }
    switch value {
    case .null:
        return node.kind == .null ? nil : here("expected null, found \(node.kind)")
    case .bool(let b):
        return node.kind == (b ? .true : .false) ? nil : here("expected \(b), found \(node.kind)")
    case .number(let n):
        guard node.kind == .number else { return here("expected the number \(n), found \(node.kind)") }
        // Equal as numbers: -0 is written "0" (RFC 8785), so it reads back as 0.
        return node.number == n ? nil : here("expected \(n), read \(node.number)")
    case .string(let s):
        guard node.kind == .string else { return here("expected a string, found \(node.kind)") }
        let read = Array(tape.string(index).utf8)
        return read == Array(s.utf8) ? nil : here("expected \(s.debugDescription), read \(tape.string(index).debugDescription)")
    case .array(let items):
        guard node.kind == .array else { return here("expected an array, found \(node.kind)") }
        guard Int(node.count) == items.count else { return here("expected \(items.count) elements, the tape says \(node.count)") }
        var i = index + 1
        for (position, item) in items.enumerated() {
            if let d = tapeDifference(tape, i, item, ordered: ordered, at: path + "/\(position)") { return d }
            i = tape.end(i)
        }
        return i == tape.end(index) ? nil : here("the array's subtree ends at \(tape.end(index)), its elements at \(i)")
    case .object(let members):
        guard node.kind == .object else { return here("expected an object, found \(node.kind)") }
        guard Int(node.count) == members.count else { return here("expected \(members.count) members, the tape says \(node.count)") }
        var read: [(key: [UInt8], value: Int)] = []
        var i = index + 1
        while i < tape.end(index) {
            guard tape.kind(i) == .string else { return here("member name node \(i) is \(tape.kind(i))") }
            read.append((Array(tape.string(i).utf8), i + 1))
            i = tape.end(i + 1)
        }
        guard read.count == members.count else { return here("\(read.count) members on the tape, \(members.count) expected") }
        for (position, (key, member)) in members.enumerated() {
            let name = Array(key.utf8)
            let found = ordered ? (read[position].key == name ? read[position].value : nil)
                                : read.first(where: { $0.key == name })?.value
            guard let found else { return here("member \(key.debugDescription) missing or out of place") }
            if let d = tapeDifference(tape, found, member, ordered: ordered, at: JSONPointer.appending(path, key)) { return d }
        }
        return nil
    }
}

/// Whether `a` sorts before `b` by UTF-16 code units, as RFC 8785 orders names.
func utf16Precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    Array(String(decoding: a, as: UTF8.self).utf16).lexicographicallyPrecedes(Array(String(decoding: b, as: UTF8.self).utf16))
}

/// The first object on the tape whose member names are not in RFC 8785 order.
func unsortedObject(_ tape: JSONTape) -> String? {
    for index in tape.nodes.indices where tape.kind(index) == .object {
        var previous: [UInt8]?
        var i = index + 1
        while i < tape.end(index) {
            let name = Array(tape.string(i).utf8)
            if let previous, !utf16Precedes(previous, name) {
                return "node \(index): \(String(decoding: previous, as: UTF8.self).debugDescription) before \(tape.string(i).debugDescription)"
            }
            previous = name
            i = tape.end(i + 1)
        }
    }
    return nil
}

/// What a corpus of generated values holds, so a test can show it covered each kind.
struct JSONCoverage {
    var counts: [String: Int] = [:]

    mutating func add(_ value: GeneratedJSON, depth: Int = 1) {
        func note(_ what: String, _ yes: Bool = true) { if yes { counts[what, default: 0] += 1 } }
        note("depth \(min(depth, 5))+")
        switch value {
        case .null: note("null")
        case .bool(let b): note(b ? "true" : "false")
        case .number(let n):
            note("-0", n == 0 && n.sign == .minus)
            note("integer beyond 2^32", n == n.rounded() && n.magnitude > 4_294_967_296 && n.magnitude <= 9_007_199_254_740_992)
            note("2^53", n.magnitude == 9_007_199_254_740_992)
            note("subnormal", n.isSubnormal)
            note("exponent below -300", n != 0 && n.magnitude < 1e-300)
            note("exponent above 300", n.magnitude > 1e300)
            note("fraction", n != n.rounded())
        case .string(let s):
            addString(s, note)
        case .array(let items):
            note(items.isEmpty ? "empty array" : "array")
            for item in items { add(item, depth: depth + 1) }
        case .object(let members):
            note(members.isEmpty ? "empty object" : "object")
            for (key, member) in members {
                addString(key, note)
                add(member, depth: depth + 1)
            }
        }
    }

    private func addString(_ s: String, _ note: (String, Bool) -> Void) {
        let scalars = s.unicodeScalars
        note("control character", scalars.contains { $0.value < 0x20 })
        note("quote or backslash", scalars.contains { $0 == "\"" || $0 == "\\" })
        note("non-ASCII", scalars.contains { $0.value >= 0x80 && $0.value < 0x10000 })
        note("astral", scalars.contains { $0.value >= 0x10000 })
        note("long string", scalars.count >= 200)
    }

    static let expected = [
        "null", "true", "false", "-0", "integer beyond 2^32", "2^53", "subnormal", "exponent below -300",
        "exponent above 300", "fraction", "control character", "quote or backslash", "non-ASCII", "astral",
        "long string", "empty array", "array", "empty object", "object", "depth 5+",
    ]

    /// The kinds in `expected` this corpus never produced.
    var missing: [String] { Self.expected.filter { counts[$0, default: 0] == 0 } }
}

@Suite struct JSONRoundTripTests {
    static let seed: UInt64 = 0x7A50_2026
    static let cases = 600

    /// decode(encode(x)) == x: values written by `JSONWriter` read back by `JSONReader`
    /// as the same values, members in the same order.
    @Test func writerOutputReadsBackAsTheSameValue() throws {
        var failures = 0
        var coverage = JSONCoverage()
        for n in 0..<Self.cases {
            let caseSeed = Self.seed &+ UInt64(n)
            var gen = JSONValueGenerator(seed: caseSeed)
            // Mostly objects and arrays at the top (as documents are), sometimes a scalar.
            let value = gen.chance(80) ? .object(gen.members(count: gen.below(8), depth: 1)) : gen.value(depth: 0)
            coverage.add(value)
            var w = JSONWriter()
            writeJSON(value, &w, &gen.g)
            let text = String(decoding: w.bytes, as: UTF8.self)
            do {
                let tape = try JSONReader.read(w.bytes)
                if let d = tapeDifference(tape, tape.root, value, ordered: true) {
                    failures += 1
                    Issue.record("seed \(caseSeed): \(d)\ntext: \(text)")
                }
                #expect(tape.end(tape.root) == tape.nodes.count, "seed \(caseSeed): the root's subtree is not the whole tape\ntext: \(text)")
            } catch {
                failures += 1
                Issue.record("seed \(caseSeed): the writer's output was refused: \(error.kind) \(error.detail) at \(error.pointer ?? "-")\ntext: \(text)")
            }
            if failures >= 5 { break }  // enough to go on; keep the log readable
        }
        // The generator really produced every kind of value it claims to.
        #expect(coverage.missing.isEmpty, "never generated: \(coverage.missing)")
    }

    /// The canonical form of a read value holds the same value with its names sorted, and
    /// is a fixed point: reading it and writing it again gives the same bytes.
    @Test func canonicalFormIsAFixedPointOfReadThenWrite() throws {
        var failures = 0
        for n in 0..<Self.cases {
            let caseSeed = Self.seed &+ 0x1_0000 &+ UInt64(n)
            var gen = JSONValueGenerator(seed: caseSeed)
            let value = gen.chance(80) ? .object(gen.members(count: gen.below(8), depth: 1)) : gen.value(depth: 0)
            var w = JSONWriter()
            writeJSON(value, &w, &gen.g)
            let text = String(decoding: w.bytes, as: UTF8.self)
            do {
                let first = CanonicalForm.write(try JSONReader.read(w.bytes))
                let canonicalText = String(decoding: first, as: UTF8.self)
                let tape = try JSONReader.read(first)
                var problems: [String] = []
                if let d = tapeDifference(tape, tape.root, value, ordered: false) { problems.append("value changed: \(d)") }
                if let u = unsortedObject(tape) { problems.append("names out of order: \(u)") }
                let second = CanonicalForm.write(tape)
                if second != first {
                    problems.append("not a fixed point: second pass gave \(String(decoding: second, as: UTF8.self))")
                }
                if first.count > CanonicalForm.upperBound(try JSONReader.read(w.bytes)) {
                    problems.append("\(first.count) bytes, above the writer's bound")
                }
                if !problems.isEmpty {
                    failures += 1
                    Issue.record("seed \(caseSeed): \(problems.joined(separator: "; "))\ntext: \(text)\ncanonical: \(canonicalText)")
                }
            } catch {
                failures += 1
                Issue.record("seed \(caseSeed): refused: \(error.kind) \(error.detail)\ntext: \(text)")
            }
            if failures >= 5 { break }
        }
    }

    /// The reader takes any spelling of the same value, not only the writer's: white space
    /// between tokens, any scalar escaped (astral ones as surrogate pairs, hex in either
    /// case, `\/`), numbers as Swift prints them, with upper-case exponents, integers with
    /// `.000` or `e0`; members shuffled (hence compared by name). The spelling is
    /// `DocumentEncoder.spell`, the documents' test-side writer.
    @Test func otherSpellingsReadBackAsTheSameValue() throws {
        var failures = 0
        for n in 0..<Self.cases {
            let caseSeed = Self.seed &+ 0x2_0000 &+ UInt64(n)
            var gen = JSONValueGenerator(seed: caseSeed)
            let value = gen.chance(80) ? .object(gen.members(count: gen.below(8), depth: 1)) : gen.value(depth: 0)
            var speller = DocumentEncoder(seed: caseSeed)
            let text = speller.spell(value)
            do {
                let tape = try JSONReader.read(Array(text.utf8))
                if let d = tapeDifference(tape, tape.root, value, ordered: false) {
                    failures += 1
                    Issue.record("seed \(caseSeed): \(d)\ntext: \(text)")
                }
            } catch {
                failures += 1
                Issue.record("seed \(caseSeed): refused: \(error.kind) \(error.detail) at \(error.pointer ?? "-")\ntext: \(text)")
            }
            if failures >= 5 { break }
        }
    }

    /// The edges of the reader's limits round-trip too: nesting exactly `maxDepth` deep,
    /// and a string of exactly `maxStringLength` scalars, all astral (4 bytes each).
    @Test func valuesAtTheReaderLimitsRoundTrip() throws {
        let limits = Limits.default
        var gen = JSONValueGenerator(seed: Self.seed)
        var deep = GeneratedJSON.number(gen.number())
        for level in 1..<limits.maxDepth {
            deep = level % 2 == 0 ? .array([deep, .null]) : .object([("k\(level)", deep)])
        }
        deep = .array([deep])  // maxDepth containers in all
        let long = GeneratedJSON.string(String(String.UnicodeScalarView((0..<limits.maxStringLength).map { i in
            Unicode.Scalar(UInt32(0x1F600 + i % 64)) ?? "?"
        })))
        for (name, value) in [("deep", deep), ("long", GeneratedJSON.array([long, .object([(String(repeating: "é", count: limits.maxStringLength), long)])]))] {
            var w = JSONWriter()
            writeJSON(value, &w, &gen.g)
            let tape = try JSONReader.read(w.bytes, limits: limits)
            #expect(tapeDifference(tape, tape.root, value, ordered: true) == nil, "\(name)")
            let canonicalBytes = CanonicalForm.write(tape)
            #expect(CanonicalForm.write(try JSONReader.read(canonicalBytes, limits: limits)) == canonicalBytes, "\(name)")
        }
        // One more level, one more scalar: refused, so the cases above really were at the edge.
        var w = JSONWriter()
        writeJSON(.array([deep]), &w, &gen.g)
        #expect(throws: Problem.self) { try JSONReader.read(w.bytes, limits: limits) }
        var s = JSONWriter()
        s.string(String(repeating: "a", count: limits.maxStringLength + 1))
        #expect(throws: Problem.self) { try JSONReader.read(s.bytes, limits: limits) }
    }

    /// The comparison above can fail: a changed number, string, name or order is seen.
    @Test func tapeDifferenceSeesChanges() throws {
        let value = GeneratedJSON.object([("a", .array([.number(1), .string("é")])), ("b", .null)])
        var w = JSONWriter()
        var g = SplitMix64(seed: 1)
        writeJSON(value, &w, &g)
        let tape = try JSONReader.read(w.bytes)
        #expect(tapeDifference(tape, 0, value, ordered: true) == nil)
        let changed: [GeneratedJSON] = [
            .object([("a", .array([.number(2), .string("é")])), ("b", .null)]),
            .object([("a", .array([.number(1), .string("e\u{301}")])), ("b", .null)]),  // canonically equivalent, other bytes
            .object([("a", .array([.number(1), .string("é")])), ("c", .null)]),
            .object([("b", .null), ("a", .array([.number(1), .string("é")]))]),
            .object([("a", .array([.number(1)])), ("b", .null)]),
            .object([("a", .array([.number(1), .string("é")])), ("b", .bool(false))]),
        ]
        for (i, other) in changed.enumerated() {
            #expect(tapeDifference(tape, 0, other, ordered: true) != nil, "change \(i)")
        }
        // Unordered, the swapped members are the same object.
        #expect(tapeDifference(tape, 0, changed[3], ordered: false) == nil)
    }
}
