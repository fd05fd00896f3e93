import Support
import LayoutDocument
import LayoutEngine

/// A request read as far as the caches need: its JSON checked and held on a tape, the hash
/// of its canonical form, and the digest of its structure. Nothing of the model is decoded
/// yet, so a cache hit costs no decoding at all.
package struct ScannedRequest: Sendable {
    /// How far the request was read: in full, as a known shape with new sizes, or as a held
    /// structure at the sizes a resize by reference names.
    enum Source: Sendable {
        /// The body's JSON, checked and held on a tape, decoded only on a cache miss.
        case scanned(ScannedDocument)
        /// A request whose bytes are a known shape's but for its `sizes` (`RequestShape`):
        /// its document is that shape's with these sizes, already checked; `held` is the
        /// shape's structure, held again if it has left the caches.
        case shaped(Document, held: HeldStructure)
        /// A held structure at sizes of the request's own (`HeldStructure`): a resize by
        /// reference, which sent no document.
        case held(Document)
    }

    var source: Source
    /// The bytes the request was read from: the caches file them under its hash, so the
    /// same bytes find their answer again unread, and a full read keeps its shape from them.
    /// Nil for a resize by reference, which sent none.
    package let body: [UInt8]?
    /// "sha256:" + hex SHA-256 of the canonical form (docs/requests.md#hashing-and-caching):
    /// the answer's `hash` and its cache key.
    package var hash: LayoutHash
    /// The hash of the canonical form without `sizes`: documents that differ only in their
    /// root sizes share it, and so can share a solved system.
    package var structure: StructureHash
    /// Bytes of the canonical form, from which a cache reckons what a solved system costs.
    var canonicalBytes: Int

    /// Views and guides, when known before decoding (a held structure's, or a shape's): what
    /// a resize of it costs grows with them.
    package private(set) var itemCount: Int?

    /// Reads `body` up to the hashes (the JSON checks of `DocumentReader.scan`).
    /// - Throws: `Problem` for an empty body, malformed JSON or a limit exceeded.
    package init(_ body: [UInt8], limits: Limits) throws(Problem) {
        // The reader would say "unexpected end of input at byte 0", which hides the
        // likelier cause: the client sent no document at all.
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw Self.emptyBody
        }
        let scan = try DocumentReader.scan(body, limits: limits)
        self.source = .scanned(scan)
        self.body = body
        let (whole, structure) = Digest.sha256(scan.canonicalForm, andWithout: scan.sizesRange)
        self.hash = LayoutHash(sha256: whole)
        self.structure = StructureHash(sha256: structure)
        self.canonicalBytes = scan.canonicalForm.count
    }

    init(shapeOf document: Document, held: HeldStructure, body: [UInt8], hash: LayoutHash, canonicalBytes: Int) {
        self.source = .shaped(document, held: held)
        self.itemCount = held.itemCount
        self.body = body
        self.hash = hash
        self.structure = held.structure
        self.canonicalBytes = canonicalBytes
    }

    init(held document: Document, itemCount: Int, hash: LayoutHash, structure: StructureHash, canonicalBytes: Int) {
        self.source = .held(document)
        self.itemCount = itemCount
        self.body = nil
        self.hash = hash
        self.structure = structure
        self.canonicalBytes = canonicalBytes
    }

    /// Whether this is a held structure at new sizes (a resize by reference).
    var isHeld: Bool {
        if case .held = source { return true }
        return false
    }

    /// The structure of this request, to hold for resizes by reference: a request read in
    /// full makes it, one read by its shape has it; nil for a resize by reference, whose
    /// structure was held already.
    func heldStructure(of document: Document) -> HeldStructure? {
        switch source {
        case .scanned(let scan): return HeldStructure(scan: scan, structure: structure, document: document)
        case .shaped(_, let held): return held
        case .held: return nil
        }
    }

    /// The shape a later resize of this request, POSTed in full, can be read by; nil for a
    /// request not read in full, or one without a plain top-level `sizes`.
    func shape(of document: Document, held: HeldStructure) -> RequestShape? {
        guard case .scanned(let scan) = source, let body else { return nil }
        return RequestShape(body: body, scan: scan, held: held, document: document)
    }

    static let emptyBody = Problem(.malformedJSON, "the request body is empty; send a layout document")

    /// The whole model.
    /// - Throws: `Problem` for whatever docs/requests.md refuses in the document.
    package func decoded(limits: Limits) throws(Problem) -> Document {
        switch source {
        case .scanned(let scan): return try DocumentReader.decode(scan, limits: limits)
        case .shaped(let document, _), .held(let document): return document
        }
    }

    /// The model of a document with the structure of `structure`: only the sizes and the
    /// hit-test input are decoded, the rest is `structure`'s (`itemCount` views and guides).
    /// - Throws: `Problem` when the sizes or the hit-test input are refused.
    package func decoded(limits: Limits, sameStructureAs structure: Document, itemCount: Int) throws(Problem) -> Document {
        switch source {
        case .scanned(let scan):
            return try DocumentReader.decode(scan, limits: limits, sameStructureAs: structure, itemCount: itemCount)
        case .shaped(let document, _), .held(let document): return document
        }
    }

    /// The one part of a request its hash leaves out, `points` and `touches`, checked: what
    /// can still be refused when the answer itself is already cached. A request read by its
    /// shape has the points and touches of the request that made the shape, checked then.
    /// - Throws: `Problem` naming the refused point or touch.
    package func checkHitTestInput(limits: Limits) throws(Problem) {
        guard case .scanned(let scan) = source else { return }
        try DocumentReader.checkHitTestInput(scan, limits: limits)
    }
}
