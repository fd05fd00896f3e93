import Support
import HTTPServer
import LayoutEngine
import LayoutPipeline

/// GET, HEAD /v1/structures/{structure}/layout?sizes=… (docs/requests.md#resizing-by-reference):
/// a document sent before, named by its answer's `structure`, laid out at new sizes without
/// being sent again. The answer is byte for byte what POSTing the document with those sizes
/// would give (its hash, ETag and cache entry included), from the held structure and its
/// warm system; with `Accept: image/png`, the PNG of its first size. A structure this server does not hold is looked up in the shared tier, else
/// answered 404, and the client POSTs the document again.
extension LayoutService {
    /// What a resize by reference comes to, once its checks and lookups are done.
    enum ReferenceStep {
        /// Answered: a refusal, a 304, or the answer from memory.
        case answered(HTTPResponse)
        /// The held structure at the new sizes, to answer on a worker.
        case solve(ScannedRequest, Pipeline, ScopedCaches)
        /// The held structure at the new sizes, its PNG to draw on a worker (`Accept: image/png`).
        case drawPNG(ScannedRequest, ScopedCaches)
        /// A whole request document to read the full way on a worker, answered as the client
        /// asked (its sizes were refused, and the full reader says how; or it came from the
        /// shared tier).
        case read([UInt8], ScopedCaches, Representation)
        /// Not held here: ask the shared tier, with these sizes.
        case shared(StructureHash, [UInt8], ScopedCaches, Representation)
        /// The answer's gzip is still to be made: a handler queue's thread makes it once.
        case later
    }

    /// The resize by reference on the event loop: answered there when memory has its answer
    /// (or it is refused), else started from there on a solver thread or the Redis queue.
    func referencedLayout(_ request: HTTPRequest, structure: String, loop: LoopState, responder: () -> Responder) -> LoopOutcome {
        let step = referenceStep(request, structure: structure, onEventLoop: true)
        switch step {
        case .answered(let response): return .answer(response)
        case .later: return .handOff
        case .solve(let scanned, let pipeline, let caches):
            // A small structure's warm resize is answered here (`InlineSolves`).
            if !loop.othersWaiting, scanned.itemCount.map({ $0 <= InlineSolves.warmItems }) == true, !caches.hasSharedTier,
               let answer = answerNow(scanned, pipeline: pipeline, started: Deadline.now(), warmOnly: true) {
                return .answer(answer)
            }
            go(step, responder())
            return .pending
        case .drawPNG, .read, .shared:
            go(step, responder())
            return .pending
        }
    }

    /// The resize by reference on a handler queue: only one whose answer's gzip the event
    /// loop left to be made comes here.
    func layoutByReference(_ request: HTTPRequest, structure: String, respond: @escaping Responder) {
        go(referenceStep(request, structure: structure, onEventLoop: false), respond)
    }

    /// Answers or starts `step`; nothing here waits.
    private func go(_ step: ReferenceStep, _ respond: @escaping Responder) {
        switch step {
        case .answered(let response):
            respond(response)
        case .solve(let scanned, let pipeline, _):
            submit(respond) { [self] in answerLayout(scanned, pipeline: pipeline, started: Deadline.now(), respond: respond) }
        case .drawPNG(let scanned, let caches):
            submit(respond) { [self] in respond(png(scanned, caches: caches, started: Deadline.now())) }
        case .read(let body, let caches, let representation):
            submit(respond) { [self] in read(body, caches: caches, as: representation, respond: respond) }
        case .shared(let hash, let sizes, let caches, let representation):
            redisReads.async { [self] in
                guard let document = caches.sharedStructure(hash) else { return respond(notHeld(hash.text)) }
                let body = document(sizes)
                // Admitted once already: on a worker without a second admission.
                pool.resume { [self] in read(body, caches: caches, as: representation, respond: respond) }
            }
        case .later:
            // Never on a thread: only the event loop defers, to leave a gzip to a thread.
            respond(notHeld(""))
        }
    }

    /// On a worker: a whole request document read the full way, answered as JSON or as the
    /// picture the client asked for.
    private func read(_ body: [UInt8], caches: ScopedCaches, as representation: Representation, respond: @escaping Responder) {
        guard let format = representation.pictureFormat else {
            return answerLayout(body, pipeline: pipeline(caches), respond: respond)
        }
        respond(picture(body, caches: caches, as: format))
    }

    /// The checks of docs/server.md#routes, the structure and sizes read, and the answer
    /// looked up in memory. Nothing here waits or solves; on the event loop (`onEventLoop`)
    /// an answer whose gzip is still to be made is `.later`.
    private func referenceStep(_ request: HTTPRequest, structure text: String, onEventLoop: Bool) -> ReferenceStep {
        let scope: Int
        switch admit(request, .layoutByReference) {
        case .success(let s): scope = s
        case .failure(let refusal): return .answered(refusal.response)
        }
        let offer = RepresentationOffer.layoutByReference
        guard let representation = offer.preferred(accept: request.headers[.accept]) else {
            return .answered(offer.notAcceptable)
        }
        guard let structure = StructureHash(parsing: text) else {
            return .answered(Responses.problem(
                status: .notFound, slug: "structure-not-held", title: "Structure not held",
                detail: "\(text) is not a structure: a structure is sha256: followed by 64 lowercase hex digits, "
                    + "as in an answer's structure member."))
        }
        guard let sizes = SizesQuery.read(query: request.query) else { return .answered(Self.invalidSizes) }
        let caches = caches(scope: scope)
        let pipeline = pipeline(caches)
        // The query's JSON text is made only where a document is read the full way: sizes a
        // held structure does not take as read, or a structure from the shared tier.
        let reference: Pipeline.Reference
        switch sizes {
        case .plain(let list):
            if let plain = pipeline.reference(structure, plainSizes: list) {
                reference = plain
            } else {
                guard let json = SizesQuery.json(query: request.query) else { return .answered(Self.invalidSizes) }
                reference = pipeline.reference(structure, sizes: json)
            }
        case .json(let json):
            reference = pipeline.reference(structure, sizes: json)
        }
        switch reference {
        case .notHeld:
            guard caches.hasSharedTier else { return .answered(notHeld(text)) }
            guard let json = SizesQuery.json(query: request.query) else { return .answered(Self.invalidSizes) }
            return .shared(structure, json, caches, representation)
        case .body(let body):
            return .read(body, caches, representation)
        case .request(let scanned) where representation == .png:
            return pictureStep(scanned, request, caches)
        case .request(let scanned):
            // Not counted here: the worker's lookup counts a miss, and a hit is counted below.
            guard let answer = caches.heldAnswer(.layout(scanned.hash)) else {
                // The answer's tag is its hash, known before any solve: a client holding it
                // has the answer.
                if Responses.ifNoneMatch(request.headers[.ifNoneMatch], matches: Responses.entityTag(scanned.hash)) {
                    return .answered(notModified(scanned.hash, .miss))
                }
                return .solve(scanned, pipeline, caches)
            }
            if Responses.ifNoneMatch(request.headers[.ifNoneMatch], matches: Responses.entityTag(scanned.hash)) {
                metrics.recordCache(tier: .memory, hit: true)
                return .answered(notModified(scanned.hash, .hit))
            }
            if answer.gzipped == nil && onEventLoop && wantsGzip(answer, request) {
                return .later  // the gzip is made once, on a thread
            }
            metrics.recordCache(tier: .memory, hit: true)
            return .answered(answerResponse(gzipping(answer, hash: scanned.hash, in: caches, for: request),
                                            hash: scanned.hash, status: .hit))
        }
    }

    /// The PNG's step: as the answer's, a 304 when the client holds its tag (known before any
    /// drawing), the picture from memory, else drawn on a worker.
    private func pictureStep(_ scanned: ScannedRequest, _ request: HTTPRequest, _ caches: ScopedCaches) -> ReferenceStep {
        let tag = Self.pictureTag(scanned.hash)
        let kept = caches.heldAnswer(.layoutPicture(scanned.hash))
        if Responses.ifNoneMatch(request.headers[.ifNoneMatch], matches: Responses.entityTag(tag)) {
            return .answered(notModified(tag, kept == nil ? .miss : .hit))
        }
        guard let kept else { return .drawPNG(scanned, caches) }
        return .answered(Self.pngResponse(kept.bytes, tag: tag, status: .hit))
    }

    private func notModified(_ hash: LayoutHash, _ status: CacheStatus) -> HTTPResponse {
        notModified(hash.text, status)
    }

    /// A 304 for the answer or picture tagged `tag` (unquoted).
    private func notModified(_ tag: String, _ status: CacheStatus) -> HTTPResponse {
        var response = HTTPResponse(status: .notModified)
        response.headers.set("ETag", Responses.entityTag(tag))
        response.headers.set("X-Cache", status.rawValue)
        return response
    }

    func notHeld(_ structure: String) -> HTTPResponse {
        Responses.problem(
            status: .notFound, slug: "structure-not-held", title: "Structure not held",
            detail: "No document with structure \(structure) is held here; POST the document to /v1/layout.")
    }

    static let invalidSizes = Responses.problem(
        status: .badRequest, slug: "invalid-sizes", title: "Invalid sizes parameter",
        detail: "Give sizes=WIDTHxHEIGHT, several separated by commas (sizes=390x844,844x390): "
            + "non-negative numbers, digits with an optional decimal point.")
}
