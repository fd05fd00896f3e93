import Support
import LayoutDocument

#if canImport(Glibc)
import Glibc
#endif
import JSON
import LayoutEngine

/// A request already read in full, kept so that a request with the same bytes but for the
/// value of its top-level `sizes` (a resize, as a client sends it) skips the JSON read and
/// the canonical form: its bytes before and after that value are compared, the new value
/// alone is read, and the hash is put together from the canonical pieces kept here.
///
/// Why this is exact: bytes equal to a checked document's up to where its top-level `sizes`
/// value starts put a reader in the same state there, so the same offset in the new request
/// is the top-level `sizes` value too; when that value reads as JSON on its own and the
/// bytes after it are equal as well, the whole request is valid JSON with the same members,
/// and its canonical form is the kept one with the new value's canonical form in its place.
/// Anything else (a new value that does not read, or that the decoder refuses) goes the
/// full way, so errors are exactly the full reader's.
package struct RequestShape: Sendable {
    /// Everything kept, behind one reference: a shape memo hands its shapes out by value and
    /// a cold request compares every shape of its key, and as a struct of its own fields
    /// each copy retained and then released every array and string of its bytes and of
    /// its decoded document (`HeldStructure` says the same of its own).
    private let stored: Stored

    /// (The request's body is kept whole with where its `sizes` value lies, not copied into
    /// the bytes before and after it: the body index keeps the same array, so a shape costs
    /// no allocation, copy or free of its own for its bytes.)
    private final class Stored: Sendable {
        let body: [UInt8]
        let value: Range<Int>
        let held: HeldStructure
        let document: Document

        init(body: [UInt8], value: Range<Int>, held: HeldStructure, document: Document) {
            self.body = body
            self.value = value
            self.held = held
            self.document = document
        }
    }

    /// How many of the request's bytes come before its top-level `sizes` value.
    var bytesBefore: Int { stored.value.lowerBound }
    /// How many come after it.
    var bytesAfter: Int { stored.body.count - stored.value.upperBound }
    /// The structure every request of this shape has: its canonical form around `sizes`
    /// and the hash state that hashes only a new `sizes`.
    var held: HeldStructure { stored.held }
    /// The decoded document, its hit-test input that of these bytes (its sizes are
    /// replaced per request).
    var document: Document { stored.document }

    /// What finds a shape: where the `sizes` value starts and how many bytes follow it.
    package struct Key: Hashable, Sendable {
        var valueStart: Int
        var bytesAfter: Int
    }

    /// The key a cache files this shape under.
    package var key: Key { Key(valueStart: bytesBefore, bytesAfter: bytesAfter) }

    /// Roughly the bytes this shape holds, for a cache's bound.
    package var cost: Int { 2 * (bytesBefore + bytesAfter) + held.cost }

    /// The shape of a request read in full whose structure is `held` and whose decoded
    /// document is `document`; nil when it has no top-level `sizes` member written plainly
    /// (`"sizes"`, no escapes), which then simply goes the full way.
    init?(body: [UInt8], scan: ScannedDocument, held: HeldStructure, document: Document) {
        guard scan.sizesRange != nil, let span = RequestShape.topLevelSizesValue(in: body) else { return nil }
        stored = Stored(body: body, value: span, held: held, document: document)
    }

    /// Whether `other` is the same shape: the same bytes around `sizes`.
    /// (memcmp: `==` on two byte arrays compares them a byte at a time, and every shape a
    /// memo keeps is compared so with each new one of its key, whose bytes, of the same
    /// length, differ only where the document does.)
    package func hasSameBytes(as other: RequestShape) -> Bool {
        other.stored.body.withUnsafeBufferPointer { matches($0, value: other.stored.value) }
    }

    /// Where `body` holds a `sizes` value under `key`, if its bytes around the value are
    /// this shape's.
    func matches(_ body: UnsafeBufferPointer<UInt8>, value: Range<Int>) -> Bool {
        let before = bytesBefore, after = bytesAfter
        guard value.lowerBound == before, body.count - value.upperBound == after else { return false }
        return stored.body.withUnsafeBufferPointer { kept in
            guard let base = body.baseAddress, let start = kept.baseAddress else { return true }
            return memcmp(base, start, before) == 0
                && memcmp(base + value.upperBound, start + stored.value.upperBound, after) == 0
        }
    }

    /// The request `body` of this shape, whose `sizes` value lies at `value`: its sizes read
    /// and checked, its hash put together. Nil when the value does not read or is refused:
    /// the caller then reads the request in full, for the full reader's error.
    func request(_ body: [UInt8], value: Range<Int>, limits: Limits) -> ScannedRequest? {
        guard let (member, sizes) = HeldStructure.readSizes(Array(body[value]), itemCount: held.itemCount, limits: limits)
        else { return nil }
        // The points and touches are the shape's: they lie in the bytes it compared.
        var document = self.document
        document.sizes = sizes
        return ScannedRequest(shapeOf: document, held: held, body: body, hash: held.hash(sizes: member),
                              canonicalBytes: held.canonicalBefore.count + held.canonicalAfter.count + member.count)
    }

    // Made once: the resize path is hot and these never change.
    private static let sizesName: [UInt8] = Array("\"sizes\"".utf8)

    /// Candidates for where a request's top-level `sizes` value lies: after each `"sizes"`
    /// followed by a colon. Only a shape's comparison of the bytes around one tells whether
    /// it is the top-level member; most requests have one candidate.
    ///
    /// The search goes on after each candidate's value, not inside it: a `"sizes"` within
    /// another's value is nested, not top-level, and scanning each nested one's value again
    /// made a body of `{"sizes":[` repeated cost time quadratic in its size (a 1 MB body
    /// held a worker for over a minute). A value that does not end stops the search: the
    /// bytes before a shape's `sizes` are valid JSON, whose nested values all end, so such a
    /// body matches no shape and goes the full way, whose reader names its error.
    static func sizesValueCandidates(in body: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        guard let base = body.baseAddress else { return out }
        let name = sizesName
        var from = 3
        // memchr finds each "z" at memory speed; a layout document has few ("horizontal",
        // "intrinsicSize"), so few candidates are compared whole.
        while from + 3 < body.count, let hit = memchr(base + from, 0x7A, body.count - from - 3) {
            let z = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            from = z + 1
            guard memcmp(base + z - 3, name, name.count) == 0 else { continue }
            from = z + 4
            var i = skipSpace(body, from)
            guard i < body.count, body[i] == UInt8(ascii: ":") else { continue }
            i = skipSpace(body, i + 1)
            guard let end = valueEnd(body, i) else { break }
            out.append(i..<end)
            from = max(from, end)
        }
        return out
    }

    /// The top-level `sizes` value of a request the reader has accepted (so its JSON is
    /// valid), found by walking the top-level members.
    static func topLevelSizesValue(in body: [UInt8]) -> Range<Int>? {
        body.withUnsafeBufferPointer { b -> Range<Int>? in
            var i = skipSpace(b, 0)
            guard i < b.count, b[i] == UInt8(ascii: "{") else { return nil }
            i += 1
            while true {
                i = skipSpace(b, i)
                guard i < b.count, b[i] == UInt8(ascii: "\"") , let keyEnd = valueEnd(b, i) else { return nil }
                let isSizes = keyEnd - i == 7 && b[i + 1] == UInt8(ascii: "s") && b[i + 2] == UInt8(ascii: "i")
                    && b[i + 3] == UInt8(ascii: "z") && b[i + 4] == UInt8(ascii: "e") && b[i + 5] == UInt8(ascii: "s")
                i = skipSpace(b, keyEnd)
                guard i < b.count, b[i] == UInt8(ascii: ":") else { return nil }
                i = skipSpace(b, i + 1)
                guard let end = valueEnd(b, i) else { return nil }
                if isSizes { return i..<end }
                i = skipSpace(b, end)
                guard i < b.count, b[i] == UInt8(ascii: ",") else { return nil }
                i += 1
            }
        }
    }

    static func skipSpace(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var i = start
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
        return i
    }

    /// Just past the JSON value starting at `start`, counting brackets outside strings;
    /// nil when the bytes end first. It does not check the value: the reader does.
    ///
    /// Inside a string it goes from quote to quote by memchr, not a byte at a time (a
    /// document's bytes are mostly strings: names, ids, constraints): a quote ends the
    /// string unless an odd run of backslashes stands right before it, which is where the
    /// byte-at-a-time walk, skipping the byte after each backslash, ends it too.
    static func valueEnd(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        var i = start
        var depth = 0
        var inString = false
        guard let base = b.baseAddress else { return nil }
        while i < b.count {
            let c = b[i]
            if inString {
                guard let hit = memchr(base + i, 0x22, b.count - i) else { return nil }
                let quote = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while b[quote - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
                i = quote
                if backslashes % 2 == 0 {
                    inString = false
                    if depth == 0 { return i + 1 }
                }
            } else {
                switch c {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return i }
                    depth -= 1
                    if depth == 0 { return i + 1 }
                case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                    if depth == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return depth == 0 && !inString && i > start ? i : nil
    }
}
