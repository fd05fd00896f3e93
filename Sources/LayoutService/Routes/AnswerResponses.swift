import HTTPServer
import LayoutPipeline

/// A layout answer as the service sends it, cached or just made: its header block, written
/// once per cache status, then its ETag; and its gzip, made once and kept beside it.
extension LayoutService {
    func answerResponse(_ bytes: [UInt8], hash: LayoutHash, status: CacheStatus) -> HTTPResponse {
        answerResponse(CachedAnswer(bytes: bytes), hash: hash, status: status)
    }

    func answerResponse(_ answer: CachedAnswer, hash: LayoutHash, status: CacheStatus) -> HTTPResponse {
        // The status's written block holds every field but the ETag, which goes after it.
        var headers = answerHeaders[status]
        headers.add("ETag", Responses.entityTag(hash))
        var response = HTTPResponse(status: .ok, headers: headers, body: answer.bytes)
        response.compressible = true
        response.gzipped = answer.gzipped
        response.logAnnotations[Self.cacheAnnotation] = status.rawValue
        return response
    }

    /// The cached answer with its gzip, made once and kept, when this client takes gzip.
    func gzipping(_ answer: CachedAnswer, hash: LayoutHash, in caches: ScopedCaches, for request: HTTPRequest) -> CachedAnswer {
        guard answer.gzipped == nil, wantsGzip(answer, request),
              let gzipped = Gzip.compress(answer.bytes) else { return answer }
        caches.store(gzipped: gzipped, of: answer.bytes, hash: hash)
        return CachedAnswer(bytes: answer.bytes, gzipped: gzipped)
    }

    /// Whether the server would send `answer` gzipped to this client: it takes gzip, and the
    /// answer is as long as the configuration's threshold (`gzipMinimumBytes`, which
    /// `configure(_:)` gives the server too). A smaller answer needs no gzip made or kept,
    /// so its hits are answered on the event loop whatever the client accepts.
    func wantsGzip(_ answer: CachedAnswer, _ request: HTTPRequest) -> Bool {
        answer.bytes.count >= configuration.gzipMinimumBytes && Gzip.accepted(by: request.headers[.acceptEncoding])
    }
}

/// An answer's fields but its ETag, for each cache status, each block's response lines
/// written once: `Content-Type`, `X-Cache`, then the common fields (`CommonHeaders`).
struct AnswerHeaders: Sendable {
    private let hit: HTTPHeaders
    private let miss: HTTPHeaders
    private let hitRedis: HTTPHeaders

    init(_ common: CommonHeaders) {
        func written(_ status: CacheStatus) -> HTTPHeaders {
            var headers = Responses.json([]).headers
            headers.add("X-Cache", status.rawValue)
            common.add(to: &headers)
            return headers.written()
        }
        hit = written(.hit)
        miss = written(.miss)
        hitRedis = written(.hitRedis)
    }

    subscript(_ status: CacheStatus) -> HTTPHeaders {
        switch status {
        case .hit: return hit
        case .miss: return miss
        case .hitRedis: return hitRedis
        }
    }
}
