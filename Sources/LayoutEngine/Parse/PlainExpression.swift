/// The expression string's common form, read off the string's bytes.
///
/// Through the scanner a constraint string cost an array of its scalars, a `String` for
/// each number before `Double` read it, and the walk over each item's dots: about 4,500
/// instructions a string, two of them a sixth of a cold 1-view document's engine build
/// (issue 49 item 2); every written screen's constraints are strings.
extension ExpressionParser {
    /// `text` as `ExpressionParser.parse` reads it, when it is ASCII, holds no error, and
    /// its numbers are short (at most 15 digits, at most 22 after the point); else nil, and
    /// the scanner reads it (and words the error).
    ///
    /// Where it answers, the scanner answers the same, offsets included: it follows the
    /// scanner's grammar step by step on bytes, which are the scalars of an ASCII string;
    /// and a short decimal is an integer of at most 15 digits (exact in a double) divided
    /// by a power of ten of at most 22 (exact too), one correctly rounded division, so the
    /// double `Double(String)` reads.
    static func plainExpression(_ text: String, maxMagnitude: Double) -> ParsedConstraint? {
        let read = text.utf8.withContiguousStorageIfAvailable { bytes -> ParsedConstraint? in
            var reader = PlainReader(bytes: bytes)
            return reader.expression(maxMagnitude: maxMagnitude)
        }
        return read ?? nil
    }
}

/// A cursor over an ASCII constraint string's bytes, for `plainExpression`: each step is
/// the `Scanner` step of the same name, answering nil where the scanner would throw or the
/// text is not plain.
private struct PlainReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func expression(maxMagnitude: Double) -> ParsedConstraint? {
        for b in bytes where b >= 0x80 { return nil }
        skipSpace()
        guard let first = attributeRef() else { return nil }
        skipSpace()
        guard let relation = relation() else { return nil }
        skipSpace()
        var parsed: ParsedConstraint
        if let c = current, isDigit(c) || c == UInt8(ascii: "-") {
            let at = position
            guard let constant = number(limit: maxMagnitude) else { return nil }
            parsed = ParsedConstraint(first: first, relation: relation, second: nil, constant: constant)
            parsed.offsets.constant = at
        } else {
            guard let second = attributeRef() else { return nil }
            parsed = ParsedConstraint(first: first, relation: relation, second: second)
            parsed.offsets.secondAttribute = second.offset + second.item.utf8.count + 1
            skipSpace()
            if let op = current, op == UInt8(ascii: "*") || op == UInt8(ascii: "/") {
                position += 1
                skipSpace()
                parsed.offsets.multiplier = position
                guard let m = number(limit: maxMagnitude) else { return nil }
                if op == UInt8(ascii: "/") {
                    // The scanner's refusals: division by 0, a reciprocal not finite or
                    // beyond the limit.
                    guard m != 0 else { return nil }
                    let reciprocal = 1 / m
                    guard reciprocal.isFinite, reciprocal.magnitude <= maxMagnitude else { return nil }
                    parsed.multiplier = reciprocal
                } else {
                    parsed.multiplier = m
                }
                skipSpace()
            }
            if let op = current, op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
                position += 1
                skipSpace()
                parsed.offsets.constant = position
                guard let c = number(limit: maxMagnitude) else { return nil }
                parsed.constant = op == UInt8(ascii: "-") ? -c : c
            }
        }
        skipSpace()
        if current == UInt8(ascii: "@") {
            position += 1
            skipSpace()
            parsed.offsets.priority = position
            guard let p = number(limit: nil) else { return nil }
            parsed.priority = p
            skipSpace()
        }
        return position == bytes.count ? parsed : nil
    }

    mutating func skipSpace() {
        while let c = current, c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
            position += 1
        }
    }

    mutating func relation() -> Relation? {
        guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else { return nil }
        let relation: Relation
        switch bytes[position] {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return nil
        }
        position += 2
        return relation
    }

    /// `ExpressionParser.attributeRef`: the item is the longest run of item characters,
    /// cut at its last dot followed by an attribute's name that ends where no id character
    /// (but `-`) follows.
    mutating func attributeRef() -> AttributeRef? {
        let start = position
        guard start < bytes.count, isId(bytes[start]), bytes[start] != UInt8(ascii: "-") else { return nil }
        var end = start
        while end < bytes.count, isId(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        var best: (dot: Int, attribute: Attribute, end: Int)?
        var dot = start + 1
        while dot < end {
            defer { dot += 1 }
            guard bytes[dot] == UInt8(ascii: ".") else { continue }
            var attributeEnd = dot + 1
            while attributeEnd < bytes.count, isLetter(bytes[attributeEnd]) { attributeEnd += 1 }
            guard attributeEnd > dot + 1,
                  let attribute = Attribute.named(UnsafeBufferPointer(rebasing: bytes[(dot + 1)..<attributeEnd])) else { continue }
            if attributeEnd < bytes.count, isId(bytes[attributeEnd]), bytes[attributeEnd] != UInt8(ascii: "-") { continue }
            best = (dot, attribute, attributeEnd)
        }
        guard let found = best else { return nil }
        position = found.end
        let item = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<found.dot]), as: UTF8.self)
        return AttributeRef(item: item, attribute: found.attribute, offset: start)
    }

    /// `Scanner.number` and `ExpressionParser.number`'s checks: `-?\d+(\.\d+)?` within
    /// `limit` (nil: any), when short enough to be read exactly (see `plainExpression`).
    mutating func number(limit: Double?) -> Double? {
        var index = position
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        var fraction = 0
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                digits += 1
                fraction += 1
                index += 1
            }
        }
        guard digits <= 15, fraction <= 22 else { return nil }
        var value = Double(mantissa)
        if fraction > 0 { value /= PlainReader.powersOfTen[fraction] }
        if negative { value = -value }
        if let limit, !(value.magnitude <= limit) { return nil }
        position = index
        return value
    }

    /// 10^0 through 10^22, each exact in a double.
    static let powersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    @inline(__always) func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }
    /// `Scanner.isIdCharacter`: `[A-Za-z0-9_-]`.
    @inline(__always) func isId(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }
}
