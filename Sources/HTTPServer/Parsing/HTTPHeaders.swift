/// Header fields in the order they arrived (or were added), names compared without regard
/// to ASCII case as RFC 9110 requires. A plain array: requests carry a few dozen fields at
/// most, so a linear scan beats hashing and keeps the order a proxy or log would expect.
package struct HTTPHeaders: Sendable, Sequence {
    /// The fields as (name, value), in order, names as they were spelled.
    package private(set) var pairs: [(String, String)]
    /// The first `writtenCount` fields as a response sends them, made once by `written()`
    /// for fields sent again and again (a cached answer's); fields added after them are
    /// written one by one, and any other change drops it.
    private(set) var writtenBytes: [UInt8] = []
    private(set) var writtenCount = 0
    /// Where the known fields stand, for fields read by the parser; nil once anything
    /// changes them (a lookup then scans, as for fields made any other way).
    private(set) var known: KnownFields?

    /// Fields in the order given; names are kept as spelled.
    package init(_ pairs: [(String, String)] = []) {
        self.pairs = pairs
    }

    /// A parsed head's fields with the parser's note of where the known ones stand.
    init(parsed pairs: [(String, String)], known: KnownFields) {
        self.pairs = pairs
        self.known = known
    }

    /// These fields with their response lines (`Name: value` CRLF) made now, so that each
    /// response that sends them copies one block instead of writing every field again. A
    /// CR or LF in a value is written as a space (no response splitting).
    package func written() -> HTTPHeaders {
        var copy = self
        copy.writtenBytes = []
        for (name, value) in pairs { Self.writeLine(name, value, to: &copy.writtenBytes) }
        copy.writtenCount = pairs.count
        return copy
    }

    /// Appends the response lines of every field.
    func write(to out: inout [UInt8]) {
        out.append(contentsOf: writtenBytes)
        for (name, value) in pairs[writtenCount...] { Self.writeLine(name, value, to: &out) }
    }

    static func writeLine(_ name: String, _ value: String, to out: inout [UInt8]) {
        out.append(contentsOf: name.utf8)
        out.append(contentsOf: ": ".utf8)
        if value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) {
            for byte in value.utf8 { out.append(byte == 0x0D || byte == 0x0A ? 0x20 : byte) }
        } else {
            out.append(contentsOf: value.utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
    }

    private mutating func forgetWritten() {
        writtenBytes = []
        writtenCount = 0
    }

    /// The number of fields, repeated names counted each time.
    package var count: Int { pairs.count }
    /// True when there are no fields.
    package var isEmpty: Bool { pairs.isEmpty }

    /// Appends a field, even when one of that name is already here.
    package mutating func add(_ name: String, _ value: String) {
        known = nil
        pairs.append((name, value))
    }

    /// Replaces every field of that name with one field, kept where the first one was.
    package mutating func set(_ name: String, _ value: String) {
        if let first = pairs.firstIndex(where: { asciiCaseInsensitiveEqual($0.0, name) }) {
            // Setting what is already there, once, changes nothing (and keeps the written lines).
            if pairs[first] == (name, value),
               !pairs[(first + 1)...].contains(where: { asciiCaseInsensitiveEqual($0.0, name) }) { return }
            forgetWritten()
            known = nil
            pairs[first] = (name, value)
            var index = pairs.count - 1
            while index > first {
                if asciiCaseInsensitiveEqual(pairs[index].0, name) { pairs.remove(at: index) }
                index -= 1
            }
        } else {
            known = nil
            pairs.append((name, value))
        }
    }

    /// Adds each field of `defaults` whose name is not here yet (a handler's own value wins).
    package mutating func addMissing(_ defaults: HTTPHeaders) {
        for (name, value) in defaults.pairs where !contains(name) {
            known = nil
            pairs.append((name, value))
        }
    }

    /// Removes every field of that name.
    package mutating func remove(_ name: String) {
        guard contains(name) else { return }
        forgetWritten()
        known = nil
        pairs.removeAll { asciiCaseInsensitiveEqual($0.0, name) }
    }

    /// The value of the first field of that name, or nil.
    package subscript(_ name: String) -> String? {
        for (key, value) in pairs where asciiCaseInsensitiveEqual(key, name) { return value }
        return nil
    }

    /// The values of every field of that name, in order.
    package func values(_ name: String) -> [String] {
        pairs.compactMap { asciiCaseInsensitiveEqual($0.0, name) ? $0.1 : nil }
    }

    /// True when a field of that name is here.
    package func contains(_ name: String) -> Bool {
        pairs.contains { asciiCaseInsensitiveEqual($0.0, name) }
    }

    /// The comma-separated list elements of every field of that name, trimmed and lowercased
    /// (RFC 9110 section 5.6.1), empty elements dropped.
    package func tokens(_ name: String) -> [String] {
        var result: [String] = []
        for (key, value) in pairs where asciiCaseInsensitiveEqual(key, name) { result += Self.tokens(of: value) }
        return result
    }

    /// One field value's list elements, trimmed and lowercased, empty ones dropped.
    static func tokens(of value: String) -> [String] {
        var result: [String] = []
        for element in value.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = element.trimmingOWS()
            if !trimmed.isEmpty { result.append(trimmed.asciiLowercased()) }
        }
        return result
    }

    /// The (name, value) pairs in order.
    package func makeIterator() -> IndexingIterator<[(String, String)]> {
        pairs.makeIterator()
    }
}

func asciiCaseInsensitiveEqual(_ a: String, _ b: String) -> Bool {
    // Most names looked up differ in length from most names present: O(1) for native strings.
    guard a.utf8.count == b.utf8.count else { return false }
    let compared = a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y in
            for i in 0..<x.count where x[i] != y[i] && asciiLower(x[i]) != asciiLower(y[i]) { return false }
            return true
        }
    }
    if let compared = compared ?? nil { return compared }
    var ai = a.utf8.makeIterator()
    var bi = b.utf8.makeIterator()
    while true {
        let x = ai.next()
        let y = bi.next()
        guard let cx = x, let cy = y else { return x == nil && y == nil }
        if cx == cy { continue }
        if asciiLower(cx) != asciiLower(cy) { return false }
    }
}

@inline(__always) func asciiLower(_ c: UInt8) -> UInt8 {
    (c >= 0x41 && c <= 0x5A) ? c | 0x20 : c
}

extension StringProtocol {
    /// The value without optional whitespace (OWS: spaces and tabs, RFC 9110 section 5.6.3)
    /// at either end.
    package func trimmingOWS() -> String {
        // Header values are parsed on every request: read in place, not copied first.
        func trim(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return utf8.withContiguousStorageIfAvailable(trim) ?? Array(utf8).withUnsafeBufferPointer(trim)
    }

    func asciiLowercased() -> String {
        // Most tokens arrive lowercase already; those are returned as they are.
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(self) }
        return String(decoding: utf8.map(asciiLower), as: UTF8.self)
    }
}
