import Support

/// The reader's state over one text: `JSONReader.read` makes one per call.
struct JSONParser {
    let input: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let maxStringLength: Int
    var position = 0
    var tape = JSONTape()
    /// How many containers are open. Until a container closes, its node's `start` holds
    /// its parent's node index (-1 for the outermost), so the open containers are a chain
    /// up from `current` and need no array of their own (which would be an allocation per
    /// document and a uniqueness check per container); and its `count` holds the index
    /// of the member or element being read, except the innermost's, which is `current`'s.
    var depth = 0
    /// The innermost open container (-1 when none), whether it is an object, and the
    /// index of its member or element being read: kept here rather than read through
    /// the tape at every comma (a chain of dependent loads).
    var current = -1
    var currentIsObject = false
    var currentIndex: Int32 = 0
    /// Decoded strings while reading (room for `input.count` bytes); `tape.strings` is
    /// filled from it once the document has been read.
    var strings: ByteCursor

    init(input: UnsafeBufferPointer<UInt8>, strings: UnsafeMutablePointer<UInt8>, limits: JSONReader.Limits) {
        self.input = input
        self.strings = ByteCursor(strings)
        self.maxDepth = limits.maxDepth
        self.maxStringLength = limits.maxStringLength
        // Layout documents run at about one node per 10.4 bytes (the benchmark's 60 KB and
        // 2 MB ones alike); one per 8 leaves room, so the node array never regrows (a
        // regrowth's copy and fresh pages would be a measurable part of reading).
        tape.nodes.reserveCapacity(input.count / 8 + 4)
    }

    // MARK: Errors

    /// The pointer of the value being read, inside the outermost `depth` open containers
    /// (all of them by default),
    /// worked out from the tape so far only when a problem is raised: keeping a path up to
    /// date cost a write per member and element, and reading each key node back just
    /// after writing it stalled (the two 32-bit stores could not be forwarded to the load).
    func pointer(depth: Int? = nil, appendingKeyAt keyNode: Int? = nil) -> String {
        var open: [Int] = []
        var container = current
        while container >= 0 {
            open.append(container)
            container = Int(tape.nodes[container].start)
        }
        var out = ""
        for container in open.reversed().prefix(depth ?? open.count) {
            let node = tape.nodes[container]
            let index = container == current ? currentIndex : node.count
            if node.kind == .object {
                // The members before the one being read are complete, so `end` skips them.
                var key = container + 1
                for _ in 0..<index { key = tape.end(key + 1) }
                out += "/" + JSONPointer.escape(text(tape.nodes[key].start, tape.nodes[key].length))
            } else {
                out += "/" + String(index)
            }
        }
        if let keyNode {
            let key = tape.nodes[keyNode]
            out += "/" + JSONPointer.escape(text(key.start, key.length))
        }
        return out
    }

    func text(_ start: Int32, _ length: Int32) -> String {
        String(decoding: UnsafeBufferPointer(start: strings.base + Int(start), count: Int(length)), as: UTF8.self)
    }

    func malformed(_ what: String, at offset: Int? = nil) -> JSONError {
        failure(.malformed, what, at: offset ?? position, pointer: nil)
    }

    /// An error about the value being read (or, with `pointer`, another one).
    func invalid(_ kind: JSONError.Kind, _ what: String, at offset: Int? = nil, pointer: String? = nil) -> JSONError {
        failure(kind, what, at: offset ?? position, pointer: pointer ?? self.pointer())
    }

    func failure(_ kind: JSONError.Kind, _ what: String, at offset: Int, pointer: String?) -> JSONError {
        let place = TextPosition(of: offset, in: input)
        return JSONError(kind, what, offset: offset, line: place.line, column: place.column, pointer: pointer)
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

    /// Iterative, with the open containers chained through the tape: no recursion, so the depth a
    /// document can reach never depends on the thread's stack (debug builds spent ~3 KiB
    /// of stack per level in a recursive version).
    mutating func parseDocument() throws(JSONError) {
        skipWhitespace()
        while true {
            // A value is expected here; a container just opened wants its first value.
            if try parseValueStart() { continue }
            // After a value (or an opened container): close containers and find the next
            // value's place.
            while current >= 0 {
                skipWhitespace()
                let isObject = currentIsObject
                guard position < input.count else {
                    throw malformed("unexpected end of input, expected ',' or \(isObject ? "'}'" : "']'")")
                }
                let b = input[position]
                if b == UInt8(ascii: ",") {
                    position += 1
                    currentIndex += 1
                    if isObject {
                        try parseMemberName()
                    } else {
                        skipWhitespace()
                    }
                    break
                }
                if b == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    try close()
                    continue
                }
                throw malformed("unexpected \(describeCurrent()), expected ',' or \(isObject ? "'}'" : "']'")")
            }
            if current < 0 { break }
        }
        skipWhitespace()
        if position != input.count {
            throw malformed("unexpected \(describeCurrent()) after the JSON value")
        }
    }

    /// Reads a scalar, or opens a container (and, if it is empty, closes it again; if not,
    /// reads up to its first value's place).
    /// - Returns: whether a container was opened and its first value comes next.
    mutating func parseValueStart() throws(JSONError) -> Bool {
        guard position < input.count else {
            throw malformed("unexpected end of input, expected a value")
        }
        switch input[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = input[position] == UInt8(ascii: "{")
            if depth + 1 > maxDepth {
                throw invalid(.nestingTooDeep, "JSON nested more than \(maxDepth) levels deep")
            }
            let index = tape.nodes.count
            tape.nodes.append(JSONNode(kind: isObject ? .object : .array, end: 0, start: Int32(current)))
            position += 1
            skipWhitespace()
            if position < input.count && input[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position += 1
                tape.nodes[index].end = Int32(tape.nodes.count)
                tape.nodes[index].start = 0
                return false
            }
            if current >= 0 { tape.nodes[current].count = currentIndex }
            depth += 1
            current = index
            currentIsObject = isObject
            currentIndex = 0
            if isObject { try parseMemberName() }
            return true
        case UInt8(ascii: "\""):
            let opening = position
            let (_, scalars) = try parseString()
            if scalars > maxStringLength {
                throw invalid(
                    .stringTooLong, "a string of \(scalars) characters; at most \(maxStringLength) are allowed",
                    at: opening)
            }
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default:
            throw malformed("unexpected \(describeCurrent()), expected a value")
        }
        return false
    }

    /// `"name" :` up to the value.
    mutating func parseMemberName() throws(JSONError) {
        skipWhitespace()
        guard position < input.count, input[position] == UInt8(ascii: "\"") else {
            throw malformed("unexpected \(describeCurrent()), expected a member name in double quotes")
        }
        let opening = position
        let (_, scalars) = try parseString()
        if scalars > maxStringLength {
            throw invalid(
                .stringTooLong,
                "a member name of \(scalars) characters; at most \(maxStringLength) are allowed",
                at: opening)
        }
        skipWhitespace()
        guard position < input.count, input[position] == UInt8(ascii: ":") else {
            throw malformed("unexpected \(describeCurrent()), expected ':' after a member name")
        }
        position += 1
        skipWhitespace()
    }

    /// Closes `current`, and makes its parent (if any) current again.
    mutating func close() throws(JSONError) {
        let index = current
        tape.nodes[index].count = currentIndex + 1  // from the last member's index to the member count
        tape.nodes[index].end = Int32(tape.nodes.count)
        if currentIsObject && currentIndex > 0, let duplicate = duplicateKey(object: index) {
            throw invalid(
                .duplicateMember, "member \"\(text(tape.nodes[duplicate].start, tape.nodes[duplicate].length))\" appears more than once",
                pointer: pointer(depth: depth - 1, appendingKeyAt: duplicate))
        }
        let parent = Int(tape.nodes[index].start)
        tape.nodes[index].start = 0
        depth -= 1
        guard parent >= 0 else {
            current = -1
            return
        }
        current = parent
        currentIsObject = tape.nodes[parent].kind == .object
        currentIndex = tape.nodes[parent].count
    }

    mutating func parseLiteral(_ word: StaticString, _ kind: JSONNode.Kind) throws(JSONError) {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        for k in 0..<n where position + k >= input.count || input[position + k] != w[k] {
            throw malformed("invalid literal, expected '\(word)'")
        }
        position += n
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(kind: kind, end: Int32(index + 1)))
    }

    /// The key node of the first member (in document order) whose name an earlier member
    /// already used.
    func duplicateKey(object: Int) -> Int? {
        let count = Int(tape.nodes[object].count)
        let stop = tape.end(object)
        if count <= 16 {
            // On the tape itself: a key array per object cost an allocation for each of the
            // hundreds of small objects of a layout document. A key is compared with the
            // earlier ones only when a 64-bit summary of them (one bit per length and last
            // byte) says it may repeat one, which in a layout document it seldom does.
            var seen: UInt64 = 0
            var later = object + 1
            while later < stop {
                let bit = keySummaryBit(later)
                if seen & bit != 0 {
                    var earlier = object + 1
                    while earlier < later {
                        if sameKey(earlier, later) { return later }
                        earlier = tape.end(earlier + 1)
                    }
                }
                seen |= bit
                later = tape.end(later + 1)
            }
            return nil
        }
        var keys: [Int] = []
        keys.reserveCapacity(count)
        var i = object + 1
        while i < stop {
            keys.append(i)
            i = tape.end(i + 1)
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

    /// Equal keys have equal bits.
    @inline(__always)
    func keySummaryBit(_ key: Int) -> UInt64 {
        let node = tape.nodes[key]
        let last = node.length > 0 ? Int(strings.base[Int(node.start + node.length) - 1]) : 0
        return 1 << UInt64((Int(node.length) &* 7 &+ last) & 63)
    }

    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = tape.nodes[a]
        let y = tape.nodes[b]
        guard x.length == y.length else { return false }
        let s = strings.base
        for k in 0..<Int(x.length) where s[Int(x.start) + k] != s[Int(y.start) + k] { return false }
        return true
    }

    func compareKeys(_ a: Int, _ b: Int) -> Int {
        let x = tape.nodes[a]
        let y = tape.nodes[b]
        let n = min(Int(x.length), Int(y.length))
        for k in 0..<n {
            let p = strings.base[Int(x.start) + k]
            let q = strings.base[Int(y.start) + k]
            if p != q { return p < q ? -1 : 1 }
        }
        return Int(x.length) - Int(y.length)
    }
}
