import LayoutDocument
import LayoutEngine
import Typesetting

/// One request's way from bytes to answer, the same for every route that lays a document
/// out (POST /v1/layout as JSON or SVG, POST /v1/hit-test) and for `layoutd solve` and
/// `layoutd svg`:
///
///     bytes → body seen before → scan (JSON checks, canonical form) → hash → answer cache
///           → shared answer cache → structure cache: a warm system resized, or a decoded
///           document built cold → solve every size → answer bytes (JSON, SVG or hit test)
///
/// docs/architecture.md draws it. Every cache stage is a `LayoutCaches` call made here, and
/// every answer found or made files its body here, once. Routes keep policy
/// (authorisation, negotiation, CORS) and which thread runs which stage; the pipeline
/// knows neither HTTP nor Redis.
package struct Pipeline: Sendable {
    /// The request limits every stage checks (docs/requests.md#limits).
    package let limits: Limits
    /// The answer and structure caches; nil (the command line) lays every request out cold.
    package let caches: (any LayoutCaches)?
    /// Measures the text of labels, buttons and fields; nil: the engine's standard one.
    package let measurer: (any TextMeasuring)?

    /// A pipeline checking `limits`, looking up `caches` when given, measuring text with
    /// `measurer` (the font set's digest must then scope `caches`: docs/text.md#fonts).
    package init(limits: Limits, caches: (any LayoutCaches)? = nil, measurer: (any TextMeasuring)? = nil) {
        self.limits = limits
        self.caches = caches
        self.measurer = measurer
    }

    /// What a laid-out request is turned into.
    package enum Product: Sendable {
        /// The answer document of docs/requests.md#the-answer: every size.
        case answer
        /// The SVG picture of the first size (docs/requests.md#the-picture-and-the-playground).
        case picture
        /// Every size, and the request's points and touches hit-tested against the first.
        case hitTest
    }

    /// Stage 1: the JSON read and hashed.
    /// - Throws: `Problem` for an empty body, malformed JSON or a limit exceeded.
    /// A request whose bytes are a remembered shape's but for its `sizes` is read by that
    /// shape (`RequestShape`): only the new sizes are read.
    package func scan(_ body: [UInt8]) throws(Problem) -> ScannedRequest {
        if let caches, let request = Self.byShape(body, caches, limits) { return request }
        return try ScannedRequest(body, limits: limits)
    }

    /// Stage 1 only when `body` is a remembered shape's but for its `sizes` (a resize POSTed
    /// in full): nil for anything that would need the full read.
    package func scanByShape(_ body: [UInt8]) -> ScannedRequest? {
        guard let caches else { return nil }
        return Self.byShape(body, caches, limits)
    }

    static func byShape(_ body: [UInt8], _ caches: any LayoutCaches, _ limits: Limits) -> ScannedRequest? {
        body.withUnsafeBufferPointer { b -> ScannedRequest? in
            for value in RequestShape.sizesValueCandidates(in: b) {
                let key = RequestShape.Key(valueStart: value.lowerBound, bytesAfter: b.count - value.upperBound)
                for shape in caches.shapes(key) where shape.matches(b, value: value) {
                    return shape.request(body, value: value, limits: limits)
                }
            }
            return nil
        }
    }

    /// What a resize by reference (`GET /v1/structures/{structure}/layout`) is, before any
    /// answer is looked up.
    package enum Reference: Sendable {
        /// The held structure at the new sizes, read and hashed: answer it as any request.
        case request(ScannedRequest)
        /// The sizes did not read, or the reader refused them: this whole request document,
        /// read the full way, gives the full reader's error (as POSTing it would).
        case body([UInt8])
        /// No structure of that hash is held here.
        case notHeld
    }

    /// Stage 1 of a resize by reference: the structure's held form at `sizes` (the JSON text
    /// of a `sizes` value), answered byte for byte as the document POSTed with those sizes
    /// would be (`HeldStructure`).
    package func reference(_ structure: StructureHash, sizes value: [UInt8]) -> Reference {
        guard let held = caches?.heldStructure(structure) else { return .notHeld }
        if let request = held.request(sizes: value, limits: limits) { return .request(request) }
        return .body(held.body(sizes: value))
    }

    /// Stage 1 of a resize by reference whose sizes were read off its query
    /// (`SizesQuery.read`): as `reference(_:sizes:)`, with no JSON text made or read. Nil
    /// when the held structure does not take the list as it is (a limit the decoder would
    /// word, `PlainSizeList.accepted`): the caller then gives the query's JSON text to
    /// `reference(_:sizes:)`, for the full reader's error.
    package func reference(_ structure: StructureHash, plainSizes list: PlainSizeList) -> Reference? {
        guard let held = caches?.heldStructure(structure) else { return .notHeld }
        return held.request(sizes: list, limits: limits).map(Reference.request)
    }

    /// Stage 0: a body answered before, found by its bytes with nothing read: its hash and
    /// answer. The body was checked whole when it was first answered, its points and
    /// touches included, and only the same bytes find it.
    /// Not when its structure is no longer held: an answer always names a structure the
    /// server holds, so the request goes the full way, which holds it again.
    package func repeatedAnswer(_ body: [UInt8]) -> (hash: LayoutHash, answer: CachedAnswer)? {
        guard let caches, let (hash, structure, answer) = caches.answer(body: body),
              caches.heldStructure(structure) != nil else { return nil }
        return (hash, answer)
    }

    /// Stage 2: the answer already made for this hash, if the caches hold one. Its
    /// `points` and `touches`, which the hash leaves out, are still checked.
    /// - Throws: `Problem` when those points or touches are refused.
    package func cachedAnswer(_ request: ScannedRequest) throws(Problem) -> CachedAnswer? {
        guard let answer = caches?.answer(hash: request.hash) else { return nil }
        try request.checkHitTestInput(limits: limits)
        answered(request)
        holdIfGone(request)
        return answer
    }

    /// Holds again the structure of a request answered from a cache, when it has left the
    /// caches since: the answer names it, and a resize by reference must find it.
    private func holdIfGone(_ request: ScannedRequest) {
        guard let caches, caches.heldStructure(request.structure) == nil,
              let document = try? request.decoded(limits: limits) else { return }
        remember(request, document)
    }

    /// Stage 2, across servers: the answer another server made for this hash, from the
    /// caches' shared tier. It may wait on the network, so it runs on a thread that may
    /// wait, never the event loop or a solver thread.
    /// - Throws: `Problem` when the request's points or touches are refused.
    package func sharedAnswer(_ request: ScannedRequest) throws(Problem) -> [UInt8]? {
        guard let answer = caches?.sharedAnswer(hash: request.hash) else { return nil }
        try request.checkHitTestInput(limits: limits)
        answered(request)
        holdIfGone(request)
        return answer
    }

    /// The one place a body is filed under the hash that answered it (a resize by
    /// reference sent none).
    private func answered(_ request: ScannedRequest) {
        guard let body = request.body else { return }
        caches?.remember(body: body, hash: request.hash, structure: request.structure)
    }

    /// Stages 3 and 4: lays the request out on a warm system of its structure when the
    /// caches have one idle, else on a new one, and makes `product`. A JSON answer is
    /// stored in the caches under the request's hash.
    /// - Throws: `Problem` for a document the engine refuses, a size it cannot lay out, or
    ///   the deadline passing.
    package func make(_ product: Product, of request: ScannedRequest, deadline: Deadline) throws(Problem) -> [UInt8] {
        // Not warm only, so there is always a layout.
        guard let (document, layouts) = try layOut(request, firstSizeOnly: product == .picture, deadline: deadline)
        else { throw Pipeline.noSize }
        return try product.write(request, document, layouts, caches: caches, answered: answered)
    }

    /// `make`, only when a warm system of the request's structure is idle: a resize, whose
    /// cost its structure's size bounds; nil when the structure would be built cold.
    package func makeIfWarm(_ product: Product, of request: ScannedRequest, deadline: Deadline) throws(Problem) -> [UInt8]? {
        guard let (document, layouts) = try layOut(request, firstSizeOnly: product == .picture, deadline: deadline, warmOnly: true)
        else { return nil }
        return try product.write(request, document, layouts, caches: caches, answered: answered)
    }

    static let noSize = Problem(.missingSize, "the document gives no root size", at: .sizes)

    /// Every stage in order on the caller's thread, the shared tier included: for callers
    /// that may wait on it or have none (the command line, benchmarks, tests). The server
    /// runs the same stages, each on the thread it may run on.
    package func run(_ product: Product, body: [UInt8], deadline: Deadline) -> Result<[UInt8], Problem> {
        if product == .answer, let repeated = repeatedAnswer(body) { return .success(repeated.answer.bytes) }
        do throws(Problem) {
            let request = try scan(body)
            if product == .answer {
                if let cached = try cachedAnswer(request) { return .success(cached.bytes) }
                if let shared = try sharedAnswer(request) { return .success(shared) }
            }
            return .success(try make(product, of: request, deadline: deadline))
        } catch {
            return .failure(error)
        }
    }

    /// Every layout of `document` on `system`, a system of its structure: each size is a
    /// move of the root's givens. A document without `sizes` is laid out at its root's
    /// frame, not at whatever size the system was last moved to.
    /// - Throws: `Problem` `.solveTimeout` past the system's deadline, `.invalidValue` when a
    ///   frame is beyond the range of a double.
    package static func layouts(_ document: Document, on system: inout LayoutSystem) throws(Problem) -> [Layout] {
        var layouts: [Layout] = []
        for size in document.layoutSizes {
            layouts.append(try system.layout(for: size))
        }
        return layouts
    }

    /// The request's document and its layouts (every size, or the first only), on a warm
    /// system of its structure when the caches have one idle, else on a new one; the system
    /// goes back to the caches either way, also after a refusal (it is still valid).
    ///
    /// A warm answer equals a fresh one also where an attribute is ambiguous: `LayoutSystem`
    /// answers an ambiguous layout at its canonical point, which no earlier size decides
    /// (docs/requests.md#determinism), so nothing is solved twice.
    /// With `warmOnly`, nil instead of building a system cold.
    func layOut(_ request: ScannedRequest, firstSizeOnly: Bool, deadline: Deadline,
                warmOnly: Bool = false) throws(Problem) -> (Document, [Layout])? {
        // Lays `document` out on `system` under the request's deadline, then gives the system
        // back, whatever happened.
        // (Consumed, every caller's binding moved in with `consume`: a copy would be a second
        // owner of the solver, whose first change would then copy it; and the caches keep
        // this very value, where handing them a copy retained every array of the system and
        // then released them all again with the original.)
        func run(_ document: Document, on system: consuming LayoutSystem, keep: Bool = true) throws(Problem) -> [Layout] {
            system.deadline = deadline
            let layouts: Result<[Layout], Problem>
            do throws(Problem) {
                layouts = .success(firstSizeOnly ? [try system.layout(for: document.layoutSizes.first ?? system.size)]
                    : try Self.layouts(document, on: &system))
            } catch {
                layouts = .failure(error)
            }
            system.deadline = .never
            if keep { checkIn(consume system, request) } else { _ = consume system }
            return try layouts.get()
        }
        let document: Document
        if let warm = caches?.checkOut(structure: request.structure) {
            do throws(Problem) {
                document = try request.decoded(limits: limits, sameStructureAs: warm.document, itemCount: warm.itemCount)
                remember(request, document)
            } catch {
                checkIn(consume warm, request)
                throw error
            }
            return (document, try run(document, on: consume warm))
        }
        if warmOnly { return nil }
        document = try request.decoded(limits: limits)
        let heldBefore = remember(request, document)
        let fresh = try LayoutSystem(document: document, limits: limits, deadline: deadline, measurer: measurer)
        return (document, try run(document, on: consume fresh, keep: heldBefore || request.canonicalBytes > Self.keptOnSecondUseBytes))
    }

    /// A structure whose canonical form is at most this many bytes (a document of a few
    /// views) keeps its warm system only from its second request on: the first request of
    /// most small documents is their only one, and checking their system in cost a cold
    /// 1-view request ~11k instructions of ~240k (the cache's bookkeeping and, once full,
    /// destroying the older system it evicts), while a resize that finds no warm system
    /// builds one of this size cold once (~70-200k) and keeps it. Larger structures keep
    /// theirs from the first request: their cold build is what a resize must not repeat.
    /// (Answers are the same either way: a warm system answers what a fresh one does.)
    static let keptOnSecondUseBytes = 1024

    /// Keeps what a request read in full leaves for its resizes: its structure, held (once
    /// per structure) for resizes by reference, and its shape for resizes POSTed in full.
    /// Whether the structure was held before this request (a resize by reference's always
    /// was; without caches, no).
    ///
    /// A small structure (`keptOnSecondUseBytes`, as its warm system) leaves its shape only
    /// from its second request read in full on: making and keeping a 1-view document's shape
    /// cost its cold request ~6k instructions (and, once the memo is full, freeing the older
    /// shape it evicts), and most small documents are never POSTed again. Its first resize
    /// POSTed in full is then read in full (~55k more, beside the cold build it makes anyway,
    /// the system not kept either) and leaves the shape every later one is read by. The
    /// structure is held from the first request whatever its size: the answer names it.
    @discardableResult
    private func remember(_ request: ScannedRequest, _ document: Document) -> Bool {
        // A resize by reference was made from a structure held already, and has no body to
        // keep a shape of: nothing to remember, not even a lookup.
        guard let caches else { return false }
        if request.isHeld { return true }
        var held = caches.heldStructure(request.structure)
        let heldBefore = held != nil
        if held == nil, let made = request.heldStructure(of: document) {
            caches.hold(made)
            held = made
        }
        guard let held, heldBefore || request.canonicalBytes > Self.keptOnSecondUseBytes,
              let shape = request.shape(of: document, held: held) else { return heldBefore }
        caches.remember(shape)
        return heldBefore
    }

    private func checkIn(_ system: consuming LayoutSystem, _ request: ScannedRequest) {
        caches?.checkIn(consume system, structure: request.structure,
                        cost: max(request.canonicalBytes, 1024) * Self.systemBytesPerDocumentByte)
    }

    /// A solved system takes roughly this many bytes per byte of the document that made it
    /// (solver rows, items, names): close enough to keep a cache within its bound.
    package static let systemBytesPerDocumentByte = 24
}

extension Pipeline.Product {
    /// The product's bytes for a request laid out; a JSON answer is stored in `caches`
    /// under the request's hash, and `answered` files the request's body.
    func write(_ request: ScannedRequest, _ document: Document, _ layouts: [Layout], caches: (any LayoutCaches)?,
               answered: (ScannedRequest) -> Void) throws(Problem) -> [UInt8] {
        switch self {
        case .answer:
            let bytes = AnswerWriter.write(Answer(hash: request.hash.text, structure: request.structure.text, layouts: layouts))
            caches?.store(answer: bytes, hash: request.hash)
            answered(request)
            return bytes
        case .picture:
            guard let first = layouts.first else { throw Pipeline.noSize }
            return SVGRenderer.render(document, first)
        case .hitTest:
            guard let first = layouts.first else { throw Pipeline.noSize }
            let result = HitTester(document: document, layout: first)
                .run(points: document.points, touches: document.touches)
            return HitTestAnswerWriter.write(Answer(hash: request.hash.text, structure: request.structure.text, layouts: layouts), result)
        }
    }
}
