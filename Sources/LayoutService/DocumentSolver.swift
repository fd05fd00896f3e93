import LayoutEngine

/// Request bytes to answer bytes: the work of POST /v1/layout and `layoutd solve`, in two
/// steps so the service can look the hash up in its cache between them.
public enum DocumentSolver {
    public struct Hashed: Sendable {
        public var document: Document
        /// "sha256:" + hex SHA-256 of the JCS canonical form (SPEC.md section 5).
        public var hash: String
    }

    public static func read(_ body: [UInt8], limits: Limits) throws(Problem) -> Hashed {
        let parsed = try DocumentReader.read(body, limits: limits)
        return Hashed(document: parsed.document, hash: "sha256:" + Digest.hex(Digest.sha256(parsed.canonicalForm)))
    }

    public static func solve(_ hashed: Hashed, limits: Limits, deadline: Deadline) throws(Problem) -> [UInt8] {
        let layouts = try LayoutSystem.solve(hashed.document, limits: limits, deadline: deadline)
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
