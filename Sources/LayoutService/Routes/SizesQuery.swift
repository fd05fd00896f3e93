import Glibc
import Support

/// The `sizes` of a resize by reference, as its query writes them: root sizes separated by
/// commas, each a width, `x` and a height, non-negative decimal numbers
/// (`sizes=390x844,844x390`, `sizes=320.5x480`). Read into the JSON text of the `sizes`
/// value a request document would carry (`[{"width":390,"height":844},…]`), so that the
/// document's own reader checks and hashes it as it would a POSTed one.
enum SizesQuery {
    /// The `sizes` value of a request's query string (`request.query`), read as
    /// `queryValue("sizes", in:)` reads a value (the first pair so named, percent-decoded,
    /// `+` a space), as JSON text; nil when there is none, it does not decode, or it is not a
    /// list of sizes so written: each is the same 400. Read on the query's bytes, never as
    /// substrings and strings: a resize by reference is a few hundred bytes of work around a
    /// solve, and splitting the query as strings was a twentieth of it (issue 49).
    static func json(query: String?) -> [UInt8]? {
        guard var query else { return nil }
        return query.withUTF8 { q -> [UInt8]? in
            var start = 0
            while start < q.count {
                var end = start
                while end < q.count, q[end] != UInt8(ascii: "&") { end += 1 }
                if end > start, let value = value(named: "sizes", in: UnsafeBufferPointer(rebasing: q[start..<end])) {
                    // Most values have nothing to decode: read in place, not copied first.
                    guard value.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return json(value) }
                    return PercentDecoding.decode(bytes: value, plusIsSpace: true).flatMap { decoded in
                        decoded.withUnsafeBufferPointer { json($0) }
                    }
                }
                start = end + 1
            }
            return nil
        }
    }

    /// The `sizes` value for `text`; nil when `text` is not a list of sizes so written.
    static func json(_ text: String) -> [UInt8]? {
        Array(text.utf8).withUnsafeBufferPointer { json($0) }
    }

    /// The value of `pair` (`name=value`, the name compared as it is written) when its name
    /// is `name`; empty when the pair has no `=`.
    private static func value(named name: StaticString, in pair: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var equals = 0
        while equals < pair.count, pair[equals] != UInt8(ascii: "=") { equals += 1 }
        guard equals == name.utf8CodeUnitCount,
              memcmp(pair.baseAddress!, name.utf8Start, equals) == 0 else { return nil }
        return UnsafeBufferPointer(rebasing: pair[min(equals + 1, pair.count)...])
    }

    /// The `sizes` value for the bytes of `text`; nil when they are not a list of sizes so written.
    /// Entries end at commas and each is two numbers either side of its one `x`, found by
    /// index: splitting into arrays of slices made three arrays a resize (issue 49).
    private static func json(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(text.count + 32)
        var start = 0
        while true {
            var end = start
            while end < text.count, text[end] != UInt8(ascii: ",") { end += 1 }
            var x = start
            while x < end, text[x] != UInt8(ascii: "x") { x += 1 }
            guard x < end else { return nil }
            let width = UnsafeBufferPointer(rebasing: text[start..<x])
            let height = UnsafeBufferPointer(rebasing: text[(x + 1)..<end])
            guard !height.contains(UInt8(ascii: "x")), isNumber(width), isNumber(height) else { return nil }
            if start > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"width":"#.utf8)
            out.append(contentsOf: width)
            out.append(contentsOf: #","height":"#.utf8)
            out.append(contentsOf: height)
            out.append(UInt8(ascii: "}"))
            guard end < text.count else { break }
            start = end + 1
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// Digits, optionally a point and more digits: a JSON number without sign or exponent.
    private static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard let first = bytes.first, isDigit(first) else { return false }
        var sawPoint = false
        var digitsAfterPoint = 0
        for (i, b) in bytes.enumerated() {
            if isDigit(b) {
                if sawPoint { digitsAfterPoint += 1 }
            } else if b == UInt8(ascii: "."), !sawPoint, i > 0 {
                sawPoint = true
            } else {
                return false
            }
        }
        // JSON has no leading zeros ("05"): such a size is not a size as a document writes it.
        let leadingZero = first == UInt8(ascii: "0") && bytes.count > 1 && bytes.dropFirst().first != UInt8(ascii: ".")
        return !leadingZero && (!sawPoint || digitsAfterPoint > 0)
    }
}
