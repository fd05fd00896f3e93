import LayoutEngine

/// One request's way from bytes to answer, the same for every route that lays a document
/// out (POST /v1/layout as JSON or SVG, POST /v1/hit-test) and for `layoutd solve` and
/// `layoutd svg`:
///
///     bytes → scan (JSON checks, canonical form) → hash → answer cache
///           → structure cache: a warm system resized, or a decoded document built cold
///           → solve every size → answer bytes (JSON answer, SVG picture or hit test)
///
/// docs/architecture.md draws it. Routes keep policy (authorisation, negotiation, CORS)
/// and the network cache tier; the pipeline knows neither HTTP nor Redis.
public struct Pipeline: Sendable {
    public let limits: Limits
    public let caches: (any LayoutCaches)?

    public init(limits: Limits, caches: (any LayoutCaches)? = nil) {
        self.limits = limits
        self.caches = caches
    }

    /// What a laid-out request is turned into.
    public enum Product: Sendable {
        /// The answer document of docs/requests.md#the-answer: every size.
        case answer
        /// The SVG picture of the first size (docs/requests.md#the-picture-and-the-playground).
        case picture
        /// Every size, and the request's points and touches hit-tested against the first.
        case hitTest
    }

    /// Stage 1: the JSON read and hashed.
    public func scan(_ body: [UInt8]) throws(Problem) -> ScannedRequest {
        try ScannedRequest(body, limits: limits)
    }

    /// Stage 2: the answer already made for this hash, if the caches hold one. Its
    /// `points` and `touches`, which the hash leaves out, are still checked.
    public func cachedAnswer(_ request: ScannedRequest) throws(Problem) -> [UInt8]? {
        guard let answer = caches?.answer(hash: request.hash) else { return nil }
        try request.checkHitTestInput(limits: limits)
        return answer
    }

    /// Stages 3 and 4: lays the request out on a warm system of its structure when the
    /// caches have one idle, else on a new one, and makes `product`. A JSON answer is
    /// stored in the caches under the request's hash.
    public func make(_ product: Product, of request: ScannedRequest, deadline: Deadline) throws(Problem) -> [UInt8] {
        let bytes = try withSystem(for: request, deadline: deadline) { document, system throws(Problem) in
            switch product {
            case .answer:
                return AnswerWriter.write(Answer(hash: request.hash, layouts: try Self.layouts(document, on: &system)))
            case .picture:
                let size = document.layoutSizes.first ?? system.size
                return SVGRenderer.render(document, try system.layout(for: size))
            case .hitTest:
                let layouts = try Self.layouts(document, on: &system)
                guard let first = layouts.first else {
                    throw Problem(.missingSize, "the document gives no root size", pointer: "/sizes")
                }
                let result = HitTester(document: document, layout: first)
                    .run(points: document.points, touches: document.touches)
                return HitTestAnswerWriter.write(Answer(hash: request.hash, layouts: layouts), result)
            }
        }
        if product == .answer { caches?.store(answer: bytes, hash: request.hash) }
        return bytes
    }

    /// All stages at once, for callers without a cache tier of their own to consult
    /// between them (the command line, benchmarks).
    public func run(_ product: Product, body: [UInt8], deadline: Deadline) -> Result<[UInt8], Problem> {
        do throws(Problem) {
            let request = try scan(body)
            if product == .answer, let cached = try cachedAnswer(request) { return .success(cached) }
            return .success(try make(product, of: request, deadline: deadline))
        } catch {
            return .failure(error)
        }
    }

    /// Every layout of `document` on `system`, a system of its structure: each size is a
    /// move of the root's givens. A document without `sizes` is laid out at its root's
    /// frame, not at whatever size the system was last moved to.
    public static func layouts(_ document: Document, on system: inout LayoutSystem) throws(Problem) -> [Layout] {
        var layouts: [Layout] = []
        for size in document.layoutSizes {
            layouts.append(try system.layout(for: size))
        }
        return layouts
    }

    /// Runs `body` with the request's document and a system of its structure, then gives
    /// the system back to the caches (also after a refusal: it is still a valid system).
    private func withSystem(
        for request: ScannedRequest, deadline: Deadline,
        _ body: (Document, inout LayoutSystem) throws(Problem) -> [UInt8]
    ) throws(Problem) -> [UInt8] {
        var system: LayoutSystem
        let document: Document
        if let warm = caches?.checkOut(structure: request.structureDigest) {
            do {
                document = try request.decoded(limits: limits, sameStructureAs: warm.document)
            } catch {
                checkIn(warm, request)
                throw error
            }
            system = warm
        } else {
            document = try request.decoded(limits: limits)
            system = try LayoutSystem(document: document, limits: limits, deadline: deadline)
        }
        system.deadline = deadline
        defer {
            system.deadline = .never
            checkIn(system, request)
        }
        return try body(document, &system)
    }

    private func checkIn(_ system: LayoutSystem, _ request: ScannedRequest) {
        caches?.checkIn(system, structure: request.structureDigest,
                        cost: max(request.scan.canonicalForm.count, 1024) * Self.systemBytesPerDocumentByte)
    }

    /// A solved system takes roughly this many bytes per byte of the document that made it
    /// (solver rows, items, names): close enough to keep a cache within its bound.
    public static let systemBytesPerDocumentByte = 24
}
