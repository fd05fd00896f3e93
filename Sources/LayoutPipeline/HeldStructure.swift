import Support
import Synchronization
import JSON
import LayoutDocument
import LayoutEngine

/// A document's structure (the document without its sizes), held so that a client can have
/// it laid out at other sizes by naming its `structure` instead of sending it again
/// (`GET /v1/structures/{structure}/layout?sizes=…`), and so that a resize POSTed in full
/// (`RequestShape`) hashes only what changed. It keeps the canonical form around where the
/// top-level `sizes` member is (or would be), the SHA-256 state after the part before it,
/// and the decoded document.
///
/// Why a resize by reference answers what a POST would: the hash of the document with new
/// sizes is the hash of this canonical form with those sizes' canonical form in their place
/// (JCS sorts members, so `sizes` has one place whatever the document's own order), and the
/// document is this one with its sizes replaced, as `RequestShape` already relies on. Sizes
/// that do not read, or that the reader refuses, are read the full way instead (`body`), so
/// their error is the full reader's.
package struct HeldStructure: Sendable {
    /// Everything held, behind one reference. The caches hand a held structure out and
    /// take it in by value, and every request that reads a document in full makes one, a
    /// shape holding it too (`RequestShape`): as a struct of its own fields, each copy
    /// retained and then released every array and string of the canonical form and of the
    /// decoded document (about a thousand instructions with a 1-view document).
    private let stored: Stored

    /// The canonical form is kept whole with where `sizes` is cut out of it, not copied into
    /// the parts before and after, and the hash state is made once in place: every cold
    /// request makes one of these, and the copies and a lock object of its own were five
    /// heap blocks to allocate and, on eviction, free.
    private final class Stored: Sendable {
        let structure: StructureHash
        /// The canonical form; `canonical[..<beforeEnd]` and `canonical[afterStart...]` are
        /// the form before and after `sizes` (equal offsets when it had none).
        let canonical: [UInt8]
        let beforeEnd: Int
        let afterStart: Int
        let commaBefore: Bool
        let commaAfter: Bool
        let document: Document
        let itemCount: Int
        /// The prefix's hash state, made by whichever request first needs it (should two race,
        /// both make the same state and the first stored is kept).
        let prefix = AtomicLazyReference<SHA256Prefix>()

        init(structure: StructureHash, canonical: [UInt8], beforeEnd: Int, afterStart: Int, commaBefore: Bool,
             commaAfter: Bool, document: Document, itemCount: Int) {
            self.structure = structure
            self.canonical = canonical
            self.beforeEnd = beforeEnd
            self.afterStart = afterStart
            self.commaBefore = commaBefore
            self.commaAfter = commaAfter
            self.document = document
            self.itemCount = itemCount
        }
    }

    /// The document's structure hash.
    package var structure: StructureHash { stored.structure }
    /// The canonical form before and after the `sizes` member, without the one comma that
    /// joins it to a neighbour: joined, they are the structure form the hash is taken of.
    var canonicalBefore: ArraySlice<UInt8> { stored.canonical[..<stored.beforeEnd] }
    var canonicalAfter: ArraySlice<UInt8> { stored.canonical[stored.afterStart...] }
    /// Whether the `sizes` member's comma goes before it (it has a member before it), else
    /// after it (it is first and others follow), or neither (it is alone).
    var commaBefore: Bool { stored.commaBefore }
    var commaAfter: Bool { stored.commaAfter }
    /// A decoded document of this structure; each request replaces its sizes (and drops
    /// the hit-test input of the request that made it).
    var document: Document { stored.document }
    var itemCount: Int { stored.itemCount }
    /// The SHA-256 state after `canonicalBefore`, the comma before and `"sizes":`, made by
    /// the first resize that needs it: most documents are never resized, and hashing their
    /// canonical form once more would be a cold request's cost for nothing.
    private var prefix: SHA256Prefix {
        if let made = stored.prefix.load() { return made }
        var start = Array(canonicalBefore)
        if commaBefore { start.append(UInt8(ascii: ",")) }
        start.append(contentsOf: Self.memberName)
        return stored.prefix.storeIfNil(SHA256Prefix(start))
    }

    /// Roughly the bytes this holds, for a cache's bound: the canonical form and the
    /// decoded document, reckoned at twice its canonical form.
    package var cost: Int { 3 * (canonicalBefore.count + canonicalAfter.count) + 512 }

    /// The bytes the kept canonical form's buffer has room for (its slack is bounded).
    var canonicalCapacity: Int { stored.canonical.capacity }

    /// The structure of a request read in full whose decoded document is `document`; nil
    /// when its canonical form is not an object (the reader refuses such requests anyway).
    init?(scan: ScannedDocument, structure: StructureHash, document: Document) {
        let canonical = scan.canonicalForm
        let beforeEnd: Int, afterStart: Int, commaBefore: Bool, commaAfter: Bool
        if let cut = scan.sizesRange {
            commaBefore = canonical[cut.lowerBound] == UInt8(ascii: ",")
            commaAfter = !commaBefore && canonical[cut.upperBound - 1] == UInt8(ascii: ",")
            (beforeEnd, afterStart) = (cut.lowerBound, cut.upperBound)
        } else {
            guard let place = Self.placeOfSizes(in: canonical) else { return nil }
            (commaBefore, commaAfter) = (place.commaBefore, place.commaAfter)
            (beforeEnd, afterStart) = (place.offset, place.offset)
        }
        // The writer reserves the canonical form's buffer at an upper bound (up to 2-3x its
        // bytes): kept whole only when that is not much more than its bytes, so what the
        // cache reckons (`cost`) stays what it holds; else copied once to its own size. A
        // small form's slack of up to 256 bytes is within the 512 `cost` adds to every
        // structure: copying it was a heap block, a copy and a free on most cold requests
        // of a few views (a 1-view document's ~330 bytes sit in a ~540-byte buffer).
        var kept = canonical
        if canonical.capacity > canonical.count + canonical.count / 4 + 256 {
            kept = []
            kept.reserveCapacity(canonical.count)
            kept.append(contentsOf: canonical)
        }
        stored = Stored(structure: structure, canonical: kept, beforeEnd: beforeEnd, afterStart: afterStart,
                        commaBefore: commaBefore, commaAfter: commaAfter, document: document, itemCount: document.itemCount)
    }

    /// The hash of this structure with the `sizes` value whose canonical form is `member`.
    func hash(sizes member: [UInt8]) -> LayoutHash {
        LayoutHash(sha256: prefix.digest { piece in
            member.withUnsafeBytes(piece)
            if commaAfter { Self.comma.withUnsafeBytes(piece) }
            canonicalAfter.withUnsafeBytes(piece)
        })
    }

    /// The request of this structure at the sizes `value` (JSON text of a `sizes` value):
    /// its sizes read and checked, its hash put together, no body. Nil when the value does
    /// not read or is refused: `body(sizes:)` then goes the full way, for the full reader's
    /// error.
    package func request(sizes value: [UInt8], limits: Limits) -> ScannedRequest? {
        guard let (member, sizes) = Self.readSizes(value, itemCount: itemCount, limits: limits) else { return nil }
        return request(member: member, sizes: sizes)
    }

    /// The request of this structure at sizes already read off a resize by reference's
    /// query, with their canonical form: no JSON text is made or read. Nil when the full
    /// way could refuse them (`PlainSizeList.accepted`): the caller then gives the query's
    /// JSON text to `request(sizes:limits:)`, and so the full reader's words.
    package func request(sizes list: PlainSizeList, limits: Limits) -> ScannedRequest? {
        guard list.accepted(itemCount: itemCount, limits: limits) else { return nil }
        return request(member: list.canonical, sizes: list.sizes)
    }

    /// The request at `sizes`, whose `sizes` value's canonical form is `member`.
    private func request(member: [UInt8], sizes: [Size]) -> ScannedRequest {
        var document = self.document
        document.sizes = sizes
        // A resize by reference names no points: it is answered as a layout.
        document.points = []
        document.touches = []
        return ScannedRequest(held: document, itemCount: itemCount, hash: hash(sizes: member), structure: structure,
                              canonicalBytes: canonicalBefore.count + canonicalAfter.count + member.count)
    }

    /// The sizes `value` reads to (its canonical form and the sizes), nil when it does not
    /// read or the reader refuses it. (A resize by reference's query is read straight into
    /// a `PlainSizeList` instead, and comes here only when that list is not accepted.)
    static func readSizes(_ value: [UInt8], itemCount: Int, limits: Limits) -> ([UInt8], [Size])? {
        // A value as clients write it, read off its bytes; anything else, and anything the
        // decoder might refuse, the full way below.
        if let plain = PlainSizes.read(value, itemCount: itemCount, limits: limits) { return plain }
        return readSizesInFull(value, itemCount: itemCount, limits: limits)
    }

    /// `readSizes` through the JSON reader, the document decoder and the canonical writer.
    static func readSizesInFull(_ value: [UInt8], itemCount: Int, limits: Limits) -> ([UInt8], [Size])? {
        var json = limits.json
        // The value alone sits one container shallower than in the document.
        json.maxDepth -= 1
        guard json.maxDepth > 0, let tape = try? JSONReader.read(value, limits: json),
              let sizes = try? DocumentReader.decodeSizes(tape, itemCount: itemCount, limits: limits) else { return nil }
        return (CanonicalForm.write(tape), sizes)
    }

    /// A whole request document of this structure with `sizes` (JSON text of a value) in
    /// its place: what a client could POST for the same answer, to read the full way.
    package func body(sizes value: [UInt8]) -> [UInt8] {
        Self.join(before: canonicalBefore, after: canonicalAfter, commaBefore: commaBefore, commaAfter: commaAfter, sizes: value)
    }

    static func join(before: ArraySlice<UInt8>, after: ArraySlice<UInt8>, commaBefore: Bool, commaAfter: Bool, sizes value: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(before.count + after.count + value.count + 12)
        out.append(contentsOf: before)
        if commaBefore { out.append(UInt8(ascii: ",")) }
        out.append(contentsOf: memberName)
        out.append(contentsOf: value)
        if commaAfter { out.append(UInt8(ascii: ",")) }
        out.append(contentsOf: after)
        return out
    }

    // MARK: - Stored form

    /// This structure as another server can read it back (`stored(_:)`): the canonical form
    /// around `sizes` and where the member goes. The decoded document is left out: the
    /// reader makes it again from the form.
    package var storedForm: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(canonicalBefore.count + canonicalAfter.count + 5)
        let n = UInt32(canonicalBefore.count)
        out += [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)]
        out.append((commaBefore ? 1 : 0) | (commaAfter ? 2 : 0))
        out.append(contentsOf: canonicalBefore)
        out.append(contentsOf: canonicalAfter)
        return out
    }

    /// A stored form read back: a function making the whole request at any sizes; nil when
    /// the bytes are not a stored form of `structure` (its hash is checked, so a damaged or
    /// foreign entry is never answered from).
    package static func stored(_ bytes: [UInt8], of structure: StructureHash) -> (@Sendable ([UInt8]) -> [UInt8])? {
        guard bytes.count >= 5 else { return nil }
        let n = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        let flags = bytes[4]
        guard n <= bytes.count - 5, flags & ~3 == 0 else { return nil }
        let before = bytes[5..<(5 + n)]
        let after = bytes[(5 + n)...]
        guard StructureHash(sha256: Digest.sha256(pieces: { piece in
            before.withUnsafeBytes(piece)
            after.withUnsafeBytes(piece)
        })) == structure else { return nil }
        return { value in join(before: before, after: after, commaBefore: flags & 1 != 0, commaAfter: flags & 2 != 0, sizes: value) }
    }

    // MARK: - Where sizes go

    /// Where a `sizes` member would stand in the canonical form of a document without one:
    /// before the first top-level member whose name sorts after it (JCS sorts by UTF-16
    /// code units; a document's top-level names are ASCII), else before the closing brace.
    static func placeOfSizes(in canonical: [UInt8]) -> (offset: Int, commaBefore: Bool, commaAfter: Bool)? {
        canonical.withUnsafeBufferPointer { b -> (Int, Bool, Bool)? in
            guard b.count >= 2, b[0] == UInt8(ascii: "{"), b[b.count - 1] == UInt8(ascii: "}") else { return nil }
            if b.count == 2 { return (1, false, false) }
            var i = 1
            while i < b.count - 1 {
                // A member: its name (a string), a colon, its value; then a comma or the end.
                guard b[i] == UInt8(ascii: "\""), let nameEnd = RequestShape.valueEnd(b, i) else { return nil }
                let name = UnsafeBufferPointer(rebasing: b[(i + 1)..<(nameEnd - 1)])
                if !name.lexicographicallyPrecedes(sizesBytes) {
                    // Before this member: the comma after the previous one stays in `after`
                    // (now joining sizes to this member), or, when it is the first, sizes
                    // brings a comma of its own.
                    return i == 1 ? (1, false, true) : (i - 1, true, false)
                }
                guard nameEnd < b.count, b[nameEnd] == UInt8(ascii: ":"),
                      let valueEnd = RequestShape.valueEnd(b, nameEnd + 1) else { return nil }
                i = valueEnd
                if b[i] == UInt8(ascii: ",") { i += 1 }
            }
            return (b.count - 1, true, false)
        }
    }

    // Made once: the resize path is hot and these never change.
    static let comma: [UInt8] = [UInt8(ascii: ",")]
    static let memberName: [UInt8] = Array("\"sizes\":".utf8)
    private static let sizesBytes: [UInt8] = Array("sizes".utf8)
}
