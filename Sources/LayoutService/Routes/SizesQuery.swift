import Glibc
import LayoutPipeline
import Support

/// The `sizes` of a resize by reference, as its query writes them: root sizes separated by
/// commas, each a width, `x` and a height, non-negative decimal numbers
/// (`sizes=390x844,844x390`, `sizes=320.5x480`). Read straight into sizes and their
/// canonical form (`read(query:)`), or into the JSON text of the `sizes` value a request
/// document would carry (`[{"width":390,"height":844},…]`), so that the document's own
/// reader checks and hashes it as it would a POSTed one, for what the plain read leaves.
enum SizesQuery {
    /// The `sizes` of a request's query, read as `json(query:)` reads them.
    enum Read {
        /// Every number converted exactly (`PlainSizeList.number`): the sizes and their
        /// canonical form, for the held structure to take as they are.
        case plain(PlainSizeList)
        /// Sizes so written, but a number the exact step does not take (more than 17
        /// digits, a mantissa past 2^53) or more than 64 sizes: their JSON text, for the
        /// JSON reader.
        case json([UInt8])
    }

    /// The `sizes` of a request's query string read straight into sizes and their canonical
    /// form, or into JSON text when a number is not plainly converted; nil exactly when
    /// `json(query:)` is nil (the same 400). A resize by reference no longer writes its
    /// sizes as JSON text for `PlainSizes` to read back (issue 49 item 1): the query's
    /// numbers are converted where they are found.
    static func read(query: String?) -> Read? {
        sizesValue(in: query) { text in
            var list = PlainSizeList(reserving: text.count + 16 * 2)
            let plain = entries(text) { width, height in
                guard list.count < PlainSizeList.maxSizes, let w = number(width), let h = number(height) else { return false }
                list.append(width: w, height: h)
                return true
            }
            // Not all read plainly: malformed (`json` then says nil, the same 400) or a
            // number or count for the full way.
            guard plain else { return json(text).map(Read.json) }
            list.close()
            return .plain(list)
        }
    }

    /// The `sizes` value of a request's query string (`request.query`), read as
    /// `queryValue("sizes", in:)` reads a value (the first pair so named, percent-decoded,
    /// `+` a space), as JSON text; nil when there is none, it does not decode, or it is not a
    /// list of sizes so written: each is the same 400.
    static func json(query: String?) -> [UInt8]? {
        sizesValue(in: query) { json($0) }
    }

    /// `body` of the first `sizes` value of `query`, percent-decoded; nil when there is none
    /// or it does not decode. Read on the query's bytes, never as substrings and strings: a
    /// resize by reference is a few hundred bytes of work around a solve, and splitting the
    /// query as strings was a twentieth of it (issue 49).
    private static func sizesValue<T>(in query: String?, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        guard var query else { return nil }
        return query.withUTF8 { q -> T? in
            var start = 0
            while start < q.count {
                var end = start
                while end < q.count, q[end] != UInt8(ascii: "&") { end += 1 }
                if end > start, let value = value(named: "sizes", in: UnsafeBufferPointer(rebasing: q[start..<end])) {
                    // Most values have nothing to decode: read in place, not copied first.
                    guard value.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return body(value) }
                    return PercentDecoding.decode(bytes: value, plusIsSpace: true).flatMap { decoded in
                        decoded.withUnsafeBufferPointer { body($0) }
                    }
                }
                start = end + 1
            }
            return nil
        }
    }

    /// The sizes value for `text`; nil when `text` is not a list of sizes so written.
    static func json(_ text: String) -> [UInt8]? {
        Array(text.utf8).withUnsafeBufferPointer { json($0) }
    }

    /// `read(query:)` of a bare `sizes` value (`390x844,320.5x480`), for tests.
    static func read(_ text: String) -> Read? {
        read(query: "sizes=" + text)
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

    /// The `sizes` value for the bytes of `text` as JSON text; nil when they are not a list
    /// of sizes so written.
    private static func json(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(text.count + 32)
        let written = entries(text) { width, height in
            if out.count > 1 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"width":"#.utf8)
            out.append(contentsOf: width)
            out.append(contentsOf: #","height":"#.utf8)
            out.append(contentsOf: height)
            out.append(UInt8(ascii: "}"))
            return true
        }
        guard written else { return nil }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// Calls `each` with the width and height of every size of `text` in order, while it
    /// answers true; whether `text` is a list of sizes so written and `each` took them all.
    /// Entries end at commas and each is two numbers either side of its one `x`, found by
    /// index: splitting into arrays of slices made three arrays a resize (issue 49).
    private static func entries(_ text: UnsafeBufferPointer<UInt8>,
                                _ each: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var start = 0
        while true {
            var end = start
            while end < text.count, text[end] != UInt8(ascii: ",") { end += 1 }
            var x = start
            while x < end, text[x] != UInt8(ascii: "x") { x += 1 }
            guard x < end else { return false }
            let width = UnsafeBufferPointer(rebasing: text[start..<x])
            let height = UnsafeBufferPointer(rebasing: text[(x + 1)..<end])
            guard !height.contains(UInt8(ascii: "x")), isNumber(width), isNumber(height), each(width, height) else { return false }
            guard end < text.count else { return true }
            start = end + 1
        }
    }

    /// The number `bytes` (a number of the query's grammar, `isNumber`) converted by the
    /// JSON parser's exact step; nil when that step does not take it.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        guard let value = PlainSizeList.number(bytes, at: &position), position == bytes.count else { return nil }
        return value
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
