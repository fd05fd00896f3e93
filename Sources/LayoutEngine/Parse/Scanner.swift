/// A cursor over the Unicode scalars of a constraint string. Offsets are scalar indices,
/// which is what docs/requests.md#errors reports as `offset`.
struct Scanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ text: String) {
        // Constraint strings are nearly always ASCII, where each UTF-8 byte is a scalar:
        // read off the bytes in one pass instead of the generic scalar iteration, which
        // was a fifth of parsing a small document's constraints.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar] in
            var all: UInt8 = 0
            for b in bytes { all |= b }
            guard all < 0x80 else { return [] }
            // Reserved and appended, not `Array(unsafeUninitializedCapacity:)`, which allocates
            // through the standard library's unspecialised path (`Array(filled:count:)` says why).
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(bytes.count)
            for b in bytes { scalars.append(Unicode.Scalar(b)) }
            return scalars
        }
        // Empty means not ASCII (or no contiguous bytes); an empty text scans the same either way.
        if let ascii, !ascii.isEmpty { scalars = ascii } else { scalars = Array(text.unicodeScalars) }
    }

    var isAtEnd: Bool { position >= scalars.count }
    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    mutating func skipSpace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { position += 1 }
    }

    /// Consumes `literal` when the text continues with it.
    mutating func consume(_ literal: String) -> Bool {
        var index = position
        for scalar in literal.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        position = index
        return true
    }

    /// `-?\d+(\.\d+)?` at the cursor, or nil (cursor unchanged).
    mutating func number() -> Double? {
        let start = position
        var index = position
        if index < scalars.count, scalars[index] == "-" { index += 1 }
        let digitsStart = index
        while index < scalars.count, Scanner.isDigit(scalars[index]) { index += 1 }
        guard index > digitsStart else { return nil }
        if index + 1 < scalars.count, scalars[index] == ".", Scanner.isDigit(scalars[index + 1]) {
            index += 1
            while index < scalars.count, Scanner.isDigit(scalars[index]) { index += 1 }
        }
        guard let value = Double(text(start, index)) else { return nil }
        position = index
        return value
    }

    /// `<=`, `>=` or `==` at the cursor.
    mutating func relation() -> Relation? {
        if consume("==") { return .equal }
        if consume("<=") { return .lessThanOrEqual }
        if consume(">=") { return .greaterThanOrEqual }
        return nil
    }

    /// The scalars `start..<end` as a string, their UTF-8 written straight into its storage:
    /// appending them through `unicodeScalars` takes a generic path that costs a large share
    /// of a small document's cold request (every item name of every constraint comes here).
    /// Its capacity is its exact UTF-8 length: at four bytes a scalar, any name of four or
    /// more went past a small string's 15 bytes, so each was a heap string, allocated,
    /// validated and freed, where "title" or "root.safeArea" fits in the string itself.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        var length = 0
        for k in start..<end { length += UTF8.width(scalars[k]) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var n = 0
            for k in start..<end {
                UTF8.encode(scalars[k]) { byte in
                    buffer[n] = byte
                    n += 1
                }
            }
            return n
        }
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }
    static func isLetter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") }
    /// Characters of an id (`[A-Za-z0-9_-]`).
    static func isIdCharacter(_ s: Unicode.Scalar) -> Bool { isLetter(s) || isDigit(s) || s == "_" || s == "-" }
    /// Characters an item may hold: an id and the `.margins` / `.safeArea` forms.
    static func isItemCharacter(_ s: Unicode.Scalar) -> Bool { isIdCharacter(s) || s == "." }
}
