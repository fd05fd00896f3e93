import LayoutEngine

/// Request bytes to answer bytes: the work of POST /v1/layout and `layoutd solve`, in two
/// steps so the service can look the hash up in its cache between them.
public enum DocumentSolver {
    public struct Hashed: Sendable {
        public var document: Document
        /// "sha256:" + hex SHA-256 of the JCS canonical form (docs/requests.md#hashing-and-caching).
        public var hash: String
        /// Hex SHA-256 of the canonical form without `sizes`: documents that differ only in
        /// their root sizes share it, and so can share a solved system.
        public var structureDigest: String
    }

    /// A request whose JSON has been read and hashed but whose model is not decoded yet:
    /// what the caches are looked up by. See `DocumentReader.scan`.
    public struct Scanned: Sendable {
        public var scan: ScannedDocument
        public var hash: String
        public var structureDigest: String

        /// The whole model (`DocumentReader.decode`).
        public func decoded(limits: Limits) throws(Problem) -> Hashed {
            Hashed(document: try DocumentReader.decode(scan, limits: limits), hash: hash, structureDigest: structureDigest)
        }

        /// The model of a document sharing `structure`'s structure digest: only the sizes
        /// and the hit-test input are decoded.
        public func decoded(limits: Limits, sameStructureAs structure: Document) throws(Problem) -> Hashed {
            let document = try DocumentReader.decode(scan, limits: limits, sameStructureAs: structure)
            return Hashed(document: document, hash: hash, structureDigest: structureDigest)
        }
    }

    public static func scan(_ body: [UInt8], limits: Limits) throws(Problem) -> Scanned {
        // The reader would say "unexpected end of input at byte 0", which hides the
        // likelier cause: the client sent no document at all.
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw emptyBody
        }
        let scan = try DocumentReader.scan(body, limits: limits)
        return Scanned(
            scan: scan,
            hash: "sha256:" + Digest.hex(Digest.sha256(scan.canonicalForm)),
            structureDigest: Digest.hex(Digest.sha256(scan.structureForm)))
    }

    static let emptyBody = Problem(.malformedJSON, "the request body is empty; send a layout document")

    public static func read(_ body: [UInt8], limits: Limits) throws(Problem) -> Hashed {
        try scan(body, limits: limits).decoded(limits: limits)
    }

    public static func solve(_ hashed: Hashed, limits: Limits, deadline: Deadline) throws(Problem) -> [UInt8] {
        var system = try LayoutSystem(document: hashed.document, limits: limits, deadline: deadline)
        return try solve(hashed, on: &system)
    }

    /// Lays the document out on `system`, a system built from a document of the same
    /// structure (possibly at other sizes): each size is a move of the root's givens.
    /// A document without `sizes` is laid out at its root's frame (`layoutSizes`), not at
    /// whatever size the system was last moved to.
    public static func solve(_ hashed: Hashed, on system: inout LayoutSystem) throws(Problem) -> [UInt8] {
        var layouts: [Layout] = []
        for size in hashed.document.layoutSizes {
            layouts.append(try system.layout(for: size))
        }
        return AnswerWriter.write(Answer(hash: hashed.hash, layouts: layouts))
    }

    public static func answer(_ body: [UInt8], limits: Limits, deadline: Deadline) -> Result<[UInt8], Problem> {
        do {
            return .success(try solve(read(body, limits: limits), limits: limits, deadline: deadline))
        } catch {
            return .failure(error)
        }
    }
}
