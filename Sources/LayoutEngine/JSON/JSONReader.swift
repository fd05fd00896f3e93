/// A strict RFC 8259 reader over raw bytes, producing a `JSONTape`.
///
/// Errors, in the order the bytes are read (the first one found wins):
/// - 400 malformed-json: what was wrong and "at byte N" (0-based) in `detail`;
/// - 400 duplicate-member: pointer to the second occurrence (checked when its object closes);
/// - 422 nesting-too-deep, string-too-long, invalid-value (a number beyond Double's range),
///   each with a pointer. Depth is counted in containers: the top-level object is depth 1.
/// Lone surrogates (escaped or encoded) and invalid UTF-8 are malformed: every string the
/// reader hands on is valid Unicode.
public enum JSONReader {
    public static func read(_ bytes: [UInt8], limits: Limits = .default) throws(Problem) -> JSONTape {
        let result: Result<JSONTape, Problem> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(input: buffer, limits: limits)
            do throws(Problem) {
                try parser.parseDocument()
                return .success(parser.tape)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

private enum PathStep {
    case index(Int)
    /// A member name, as a range of `JSONTape.strings`.
    case key(start: Int32, length: Int32)
}

private struct JSONParser {
    let input: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let maxStringLength: Int
    var position = 0
    var tape = JSONTape()
    var path: [PathStep] = []

    init(input: UnsafeBufferPointer<UInt8>, limits: Limits) {
        self.input = input
        self.maxDepth = limits.maxDepth
        self.maxStringLength = limits.maxStringLength
        // Roughly one node per 12 bytes of a typical layout document; reserving avoids
        // most regrowth without over-committing on big string-heavy bodies.
        tape.nodes.reserveCapacity(input.count / 12 + 4)
        tape.strings.reserveCapacity(input.count / 3 + 16)
        path.reserveCapacity(32)
    }

    // MARK: Errors

    func pointer(appendingKeyAt keyNode: Int? = nil) -> String {
        var out = ""
        for step in path {
            out += "/"
            switch step {
            case .index(let i): out += String(i)
            case .key(let start, let length): out += JSONPointer.escape(text(start, length))
            }
        }
        if let keyNode {
            out += "/" + JSONPointer.escape(tape.string(keyNode))
        }
        return out
    }

    func text(_ start: Int32, _ length: Int32) -> String {
        String(decoding: tape.strings[Int(start)..<Int(start + length)], as: UTF8.self)
    }

    func malformed(_ what: String, at offset: Int? = nil) -> Problem {
        Problem(.malformedJSON, "\(what) at byte \(offset ?? position)")
    }

    func describeCurrent() -> String {
        guard position < input.count else { return "end of input" }
        let b = input[position]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    // MARK: Structure

    @inline(__always)
    mutating func skipWhitespace() {
        while position < input.count {
            let b = input[position]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            position += 1
        }
    }

    mutating func parseDocument() throws(Problem) {
        skipWhitespace()
        try parseValue(depth: 0)
        skipWhitespace()
        if position != input.count {
            throw malformed("unexpected \(describeCurrent()) after the JSON value")
        }
    }

    mutating func parseValue(depth: Int) throws(Problem) {
        guard position < input.count else {
            throw malformed("unexpected end of input, expected a value")
        }
        switch input[position] {
        case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let (node, scalars) = try parseString()
            if scalars > maxStringLength {
                throw Problem(
                    .stringTooLong, "a string of \(scalars) characters; at most \(maxStringLength) are allowed",
                    pointer: pointer())
            }
            _ = node
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default:
            throw malformed("unexpected \(describeCurrent()), expected a value")
        }
    }

    mutating func parseLiteral(_ word: StaticString, _ kind: JSONNode.Kind) throws(Problem) {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        for k in 0..<n where position + k >= input.count || input[position + k] != w[k] {
            throw malformed("invalid literal, expected '\(word)'")
        }
        position += n
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(kind: kind, end: Int32(index + 1)))
    }

    mutating func enter(depth: Int) throws(Problem) {
        if depth > maxDepth {
            throw Problem(
                .nestingTooDeep, "JSON nested more than \(maxDepth) levels deep", pointer: pointer())
        }
    }

    mutating func parseArray(depth: Int) throws(Problem) {
        try enter(depth: depth)
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(kind: .array, end: 0))
        position += 1
        skipWhitespace()
        var count = 0
        if position < input.count && input[position] == UInt8(ascii: "]") {
            position += 1
        } else {
            path.append(.index(0))
            while true {
                path[path.count - 1] = .index(count)
                skipWhitespace()
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                guard position < input.count else {
                    throw malformed("unexpected end of input, expected ',' or ']'")
                }
                let b = input[position]
                position += 1
                if b == UInt8(ascii: ",") { continue }
                if b == UInt8(ascii: "]") { break }
                position -= 1
                throw malformed("unexpected \(describeCurrent()), expected ',' or ']'")
            }
            path.removeLast()
        }
        tape.nodes[index].count = Int32(count)
        tape.nodes[index].end = Int32(tape.nodes.count)
    }

    mutating func parseObject(depth: Int) throws(Problem) {
        try enter(depth: depth)
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(kind: .object, end: 0))
        position += 1
        skipWhitespace()
        var count = 0
        if position < input.count && input[position] == UInt8(ascii: "}") {
            position += 1
        } else {
            path.append(.index(0))
            while true {
                skipWhitespace()
                guard position < input.count, input[position] == UInt8(ascii: "\"") else {
                    throw malformed("unexpected \(describeCurrent()), expected a member name in double quotes")
                }
                let (keyNode, scalars) = try parseString()
                let key = tape.nodes[keyNode]
                path[path.count - 1] = .key(start: key.start, length: key.length)
                if scalars > maxStringLength {
                    throw Problem(
                        .stringTooLong,
                        "a member name of \(scalars) characters; at most \(maxStringLength) are allowed",
                        pointer: pointer())
                }
                skipWhitespace()
                guard position < input.count, input[position] == UInt8(ascii: ":") else {
                    throw malformed("unexpected \(describeCurrent()), expected ':' after a member name")
                }
                position += 1
                skipWhitespace()
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                guard position < input.count else {
                    throw malformed("unexpected end of input, expected ',' or '}'")
                }
                let b = input[position]
                position += 1
                if b == UInt8(ascii: ",") { continue }
                if b == UInt8(ascii: "}") { break }
                position -= 1
                throw malformed("unexpected \(describeCurrent()), expected ',' or '}'")
            }
            path.removeLast()
        }
        tape.nodes[index].count = Int32(count)
        tape.nodes[index].end = Int32(tape.nodes.count)
        if count > 1, let duplicate = duplicateKey(object: index) {
            throw Problem(
                .duplicateMember, "member \"\(tape.string(duplicate))\" appears more than once",
                pointer: pointer(appendingKeyAt: duplicate))
        }
    }

    /// The key node of the first member (in document order) whose name an earlier member
    /// already used.
    func duplicateKey(object: Int) -> Int? {
        var keys: [Int] = []
        keys.reserveCapacity(Int(tape.nodes[object].count))
        var i = object + 1
        let stop = tape.end(object)
        while i < stop {
            keys.append(i)
            i = tape.end(i + 1)
        }
        if keys.count <= 16 {
            for later in 1..<keys.count {
                for earlier in 0..<later where sameKey(keys[earlier], keys[later]) {
                    return keys[later]
                }
            }
            return nil
        }
        // Large objects (customSpacing of a wide stack, say): sort by name, then among
        // equal runs the second-earliest is that name's first repeat.
        let sorted = keys.sorted { a, b in
            let c = compareKeys(a, b)
            return c != 0 ? c < 0 : a < b
        }
        var best: Int?
        var k = 1
        while k < sorted.count {
            if compareKeys(sorted[k - 1], sorted[k]) == 0 {
                if best.map({ sorted[k] < $0 }) ?? true { best = sorted[k] }
                while k < sorted.count && compareKeys(sorted[k - 1], sorted[k]) == 0 { k += 1 }
            } else {
                k += 1
            }
        }
        return best
    }

    func sameKey(_ a: Int, _ b: Int) -> Bool { compareKeys(a, b) == 0 }

    func compareKeys(_ a: Int, _ b: Int) -> Int {
        let x = tape.nodes[a]
        let y = tape.nodes[b]
        let n = min(Int(x.length), Int(y.length))
        for k in 0..<n {
            let p = tape.strings[Int(x.start) + k]
            let q = tape.strings[Int(y.start) + k]
            if p != q { return p < q ? -1 : 1 }
        }
        return Int(x.length) - Int(y.length)
    }

    // MARK: Strings

    /// Parses the string at `position` (on its opening quote), appends its node and
    /// returns the node's index and its length in Unicode scalars.
    mutating func parseString() throws(Problem) -> (Int, Int) {
        let opening = position
        position += 1
        let start = tape.strings.count
        var scalars = 0
        while true {
            // A run of plain ASCII is copied in one go.
            let runStart = position
            while position < input.count {
                let b = input[position]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
                position += 1
            }
            if position > runStart {
                tape.strings.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<position]))
                scalars += position - runStart
            }
            guard position < input.count else {
                throw malformed("unterminated string (opened at byte \(opening))", at: input.count)
            }
            let b = input[position]
            if b == UInt8(ascii: "\"") {
                position += 1
                break
            } else if b == UInt8(ascii: "\\") {
                try parseEscape()
                scalars += 1
            } else if b < 0x20 {
                throw malformed("control character 0x\(String(b, radix: 16)) must be escaped in a string")
            } else {
                try copyMultiByteScalar()
                scalars += 1
            }
        }
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(
            kind: .string, end: Int32(index + 1), start: Int32(start),
            length: Int32(tape.strings.count - start)))
        return (index, scalars)
    }

    mutating func copyMultiByteScalar() throws(Problem) {
        let b0 = input[position]
        var need = 0
        var lo: UInt8 = 0x80
        var hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F  // U+D800...U+DFFF are not scalars
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F  // nothing above U+10FFFF
        default: throw malformed("invalid UTF-8")
        }
        guard position + need < input.count else { throw malformed("invalid UTF-8 (truncated sequence)") }
        let b1 = input[position + 1]
        guard b1 >= lo && b1 <= hi else { throw malformed("invalid UTF-8") }
        if need >= 2 {
            for k in 2...need where input[position + k] & 0xC0 != 0x80 {
                throw malformed("invalid UTF-8")
            }
        }
        tape.strings.append(contentsOf: UnsafeBufferPointer(rebasing: input[position...(position + need)]))
        position += need + 1
    }

    mutating func parseEscape() throws(Problem) {
        let at = position
        guard position + 1 < input.count else { throw malformed("unterminated escape sequence") }
        let c = input[position + 1]
        position += 2
        let byte: UInt8
        switch c {
        case UInt8(ascii: "\""): byte = 0x22
        case UInt8(ascii: "\\"): byte = 0x5C
        case UInt8(ascii: "/"): byte = 0x2F
        case UInt8(ascii: "b"): byte = 0x08
        case UInt8(ascii: "f"): byte = 0x0C
        case UInt8(ascii: "n"): byte = 0x0A
        case UInt8(ascii: "r"): byte = 0x0D
        case UInt8(ascii: "t"): byte = 0x09
        case UInt8(ascii: "u"):
            var value = try hex4(escapeAt: at)
            if value >= 0xDC00 && value <= 0xDFFF {
                throw malformed("lone low surrogate \\u\(String(value, radix: 16))", at: at)
            }
            if value >= 0xD800 && value <= 0xDBFF {
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                      input[position + 1] == UInt8(ascii: "u")
                else {
                    throw malformed("high surrogate \\u\(String(value, radix: 16)) not followed by a low surrogate", at: at)
                }
                let second = position
                position += 2
                let low = try hex4(escapeAt: second)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw malformed("high surrogate \\u\(String(value, radix: 16)) not followed by a low surrogate", at: at)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            appendUTF8(value)
            return
        default:
            throw malformed("invalid escape sequence", at: at)
        }
        tape.strings.append(byte)
    }

    mutating func hex4(escapeAt: Int) throws(Problem) -> UInt32 {
        guard position + 4 <= input.count else { throw malformed("\\u needs four hex digits", at: escapeAt) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = input[position]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw malformed("\\u needs four hex digits", at: escapeAt)
            }
            v = v << 4 | d
            position += 1
        }
        return v
    }

    mutating func appendUTF8(_ v: UInt32) {
        switch v {
        case 0..<0x80:
            tape.strings.append(UInt8(v))
        case 0x80..<0x800:
            tape.strings.append(UInt8(0xC0 | v >> 6))
            tape.strings.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            tape.strings.append(UInt8(0xE0 | v >> 12))
            tape.strings.append(UInt8(0x80 | (v >> 6) & 0x3F))
            tape.strings.append(UInt8(0x80 | v & 0x3F))
        default:
            tape.strings.append(UInt8(0xF0 | v >> 18))
            tape.strings.append(UInt8(0x80 | (v >> 12) & 0x3F))
            tape.strings.append(UInt8(0x80 | (v >> 6) & 0x3F))
            tape.strings.append(UInt8(0x80 | v & 0x3F))
        }
    }

    // MARK: Numbers

    @inline(__always)
    func isDigit(_ k: Int) -> Bool {
        k < input.count && input[k] >= UInt8(ascii: "0") && input[k] <= UInt8(ascii: "9")
    }

    mutating func parseNumber() throws(Problem) {
        let start = position
        var negative = false
        if input[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        guard isDigit(position) else { throw malformed("expected a digit after '-'") }
        var mantissa: UInt64 = 0
        var exponent = 0
        var exact = true  // mantissa holds every significant digit
        let mantissaLimit: UInt64 = 1_000_000_000_000_000_000 / 10
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw malformed("leading zeros are not allowed in numbers") }
        } else {
            while isDigit(position) {
                let d = UInt64(input[position] - UInt8(ascii: "0"))
                if mantissa < mantissaLimit { mantissa = mantissa * 10 + d } else { exponent += 1; exact = false }
                position += 1
            }
        }
        if position < input.count && input[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw malformed("expected a digit after the decimal point") }
            while isDigit(position) {
                let d = UInt64(input[position] - UInt8(ascii: "0"))
                if mantissa < mantissaLimit { mantissa = mantissa * 10 + d; exponent -= 1 } else { exact = false }
                position += 1
            }
        }
        if position < input.count && (input[position] | 0x20) == UInt8(ascii: "e") {
            position += 1
            var expNegative = false
            if position < input.count && (input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-")) {
                expNegative = input[position] == UInt8(ascii: "-")
                position += 1
            }
            guard isDigit(position) else { throw malformed("expected a digit in the exponent") }
            var e = 0
            while isDigit(position) {
                if e < 100_000 { e = e * 10 + Int(input[position] - UInt8(ascii: "0")) }
                position += 1
            }
            exponent += expNegative ? -e : e
        }
        var value: Double
        if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            // Both operands are exact, so one IEEE operation rounds correctly (Clinger).
            value = exponent < 0 ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa) * powersOfTen[exponent]
            if negative { value = -value }
        } else if mantissa == 0 {
            value = negative ? -0.0 : 0
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
            value = Double(text) ?? .infinity
        }
        if !value.isFinite {
            throw Problem(
                .invalidValue, "the number \(String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)) is beyond the range of a double",
                pointer: pointer())
        }
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(kind: .number, end: Int32(index + 1), number: value))
    }
}
