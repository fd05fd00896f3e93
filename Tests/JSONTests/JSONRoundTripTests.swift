@testable import JSON
import Support
import TestSupport
import Testing

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
                Issue.record("seed \(caseSeed): the writer's output was refused: \(error)\ntext: \(text)")
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
                Issue.record("seed \(caseSeed): refused: \(error)\ntext: \(text)")
            }
            if failures >= 5 { break }
        }
    }

    /// The reader takes any spelling of the same value, not only the writer's: white space
    /// between tokens, any scalar escaped (astral ones as surrogate pairs, hex in either
    /// case, `\/`), numbers as Swift prints them, with upper-case exponents, integers with
    /// `.000` or `e0`; members shuffled (hence compared by name). The spelling is
    /// `JSONSpeller`, the documents' test-side writer too.
    @Test func otherSpellingsReadBackAsTheSameValue() throws {
        var failures = 0
        for n in 0..<Self.cases {
            let caseSeed = Self.seed &+ 0x2_0000 &+ UInt64(n)
            var gen = JSONValueGenerator(seed: caseSeed)
            let value = gen.chance(80) ? .object(gen.members(count: gen.below(8), depth: 1)) : gen.value(depth: 0)
            var speller = JSONSpeller(seed: caseSeed)
            let text = speller.spell(value)
            do {
                let tape = try JSONReader.read(Array(text.utf8))
                if let d = tapeDifference(tape, tape.root, value, ordered: false) {
                    failures += 1
                    Issue.record("seed \(caseSeed): \(d)\ntext: \(text)")
                }
            } catch {
                failures += 1
                Issue.record("seed \(caseSeed): refused: \(error)\ntext: \(text)")
            }
            if failures >= 5 { break }
        }
    }

    /// The edges of the reader's limits round-trip too: nesting exactly `maxDepth` deep,
    /// and a string of exactly `maxStringLength` scalars, all astral (4 bytes each).
    @Test func valuesAtTheReaderLimitsRoundTrip() throws {
        let limits = JSONReader.Limits.default
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
        #expect(throws: JSONError.self) { try JSONReader.read(w.bytes, limits: limits) }
        var s = JSONWriter()
        s.string(String(repeating: "a", count: limits.maxStringLength + 1))
        #expect(throws: JSONError.self) { try JSONReader.read(s.bytes, limits: limits) }
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
