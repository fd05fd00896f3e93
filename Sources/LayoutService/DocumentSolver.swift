import LayoutEngine

/// Request bytes to answer bytes: the work of POST /v1/layout and `layoutd solve`, in two
/// steps so the service can look the hash up in its cache between them.
public enum DocumentSolver {
    public struct Hashed: Sendable {
        public var document: Document
        /// "sha256:" + hex SHA-256 of the JCS canonical form (SPEC.md section 5).
        public var hash: String
        /// Hex SHA-256 of the canonical form without `sizes`: documents that differ only in
        /// their root sizes share it, and so can share a solved system.
        public var structureDigest: String
    }

    public static func read(_ body: [UInt8], limits: Limits) throws(Problem) -> Hashed {
        let parsed = try DocumentReader.read(body, limits: limits)
        return Hashed(
            document: parsed.document,
            hash: "sha256:" + Digest.hex(Digest.sha256(parsed.canonicalForm)),
            structureDigest: Digest.hex(Digest.sha256(parsed.structureForm)))
    }

    public static func solve(_ hashed: Hashed, limits: Limits, deadline: Deadline) throws(Problem) -> [UInt8] {
        var system = try LayoutSystem(document: hashed.document, limits: limits, deadline: deadline)
        return try solve(hashed, on: &system)
    }

    /// Lays the document out on `system`, a system built from a document of the same
    /// structure (possibly at other sizes): each size is a move of the root's givens.
    public static func solve(_ hashed: Hashed, on system: inout LayoutSystem) throws(Problem) -> [UInt8] {
        let sizes = hashed.document.sizes.isEmpty ? [system.size] : hashed.document.sizes
        var layouts: [Layout] = []
        layouts.reserveCapacity(sizes.count)
        for size in sizes {
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
