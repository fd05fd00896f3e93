import LayoutEngine

/// A request read as far as the caches need: its JSON checked and held on a tape, the hash
/// of its canonical form, and the digest of its structure. Nothing of the model is decoded
/// yet, so a cache hit costs no decoding at all.
public struct ScannedRequest: Sendable {
    public var scan: ScannedDocument
    /// "sha256:" + hex SHA-256 of the canonical form (docs/requests.md#hashing-and-caching):
    /// the answer's `hash` and its cache key.
    public var hash: String
    /// Hex SHA-256 of the canonical form without `sizes`: documents that differ only in
    /// their root sizes share it, and so can share a solved system.
    public var structureDigest: String

    /// Reads `body` up to the hashes (the JSON checks of `DocumentReader.scan`).
    public init(_ body: [UInt8], limits: Limits) throws(Problem) {
        // The reader would say "unexpected end of input at byte 0", which hides the
        // likelier cause: the client sent no document at all.
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw Self.emptyBody
        }
        let scan = try DocumentReader.scan(body, limits: limits)
        self.scan = scan
        self.hash = "sha256:" + Digest.hex(Digest.sha256(scan.canonicalForm))
        self.structureDigest = Digest.hex(Digest.sha256(pieces: scan.forEachStructureFormPiece))
    }

    static let emptyBody = Problem(.malformedJSON, "the request body is empty; send a layout document")

    /// The whole model.
    public func decoded(limits: Limits) throws(Problem) -> Document {
        try DocumentReader.decode(scan, limits: limits)
    }

    /// The model of a document with the structure of `structure`: only the sizes and the
    /// hit-test input are decoded, the rest is `structure`'s.
    public func decoded(limits: Limits, sameStructureAs structure: Document) throws(Problem) -> Document {
        try DocumentReader.decode(scan, limits: limits, sameStructureAs: structure)
    }

    /// The one part of a request its hash leaves out, `points` and `touches`, checked: what
    /// can still be refused when the answer itself is already cached.
    public func checkHitTestInput(limits: Limits) throws(Problem) {
        try DocumentReader.checkHitTestInput(scan, limits: limits)
    }
}
