// libFuzzer target: the chunked body decoder, trailers included.
// Oracle beyond "no crash": the decoder runs as bytes arrive and is handed back whatever it
// did not consume, so decoding in pieces must give the same body, trailers, consumed count
// and refusal as one call over everything. The first input byte picks the piece size.
@testable import HTTPServer

private let limits = HeadLimits(maxRequestLineBytes: 256, maxHeaderBytes: 1024, maxHeaderCount: 16)
private let maxBody = 4096

private enum Outcome: Equatable {
    case pending(consumed: Int, body: [UInt8])
    case refused(status: Int, slug: String)
    case done(consumed: Int, body: [UInt8], trailers: [String])
}

private func decode(_ bytes: [UInt8], step: Int) -> Outcome {
    var decoder = ChunkedDecoder()
    var body: [UInt8] = []
    var trailers = HTTPHeaders()
    var consumed = 0
    var arrived = 0
    do throws(HTTPError) {
        while true {
            arrived = min(bytes.count, arrived + step)
            let used = try bytes.withUnsafeBufferPointer { all throws(HTTPError) in
                try decoder.decode(UnsafeBufferPointer(rebasing: all[consumed..<arrived]), into: &body,
                                   trailers: &trailers, maxBodyBytes: maxBody, limits: limits)
            }
            if consumed + used > arrived { fatalError("consumed \(used) of \(arrived - consumed) bytes") }
            consumed += used
            if decoder.isDone {
                return .done(consumed: consumed, body: body, trailers: trailers.pairs.map { $0.0 + ":" + $0.1 })
            }
            if arrived == bytes.count { return .pending(consumed: consumed, body: body) }
        }
    } catch {
        return .refused(status: error.status.code, slug: error.slug)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPChunked(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 1 else { return 0 }
    let step = Int(data[0] % 8) + 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = decode(bytes, step: max(bytes.count, 1))
    let pieces = decode(bytes, step: step)
    if whole != pieces {
        fatalError("decoding in steps of \(step) differs: whole \(whole), pieces \(pieces)")
    }
    if case .done(_, let body, _) = whole, body.count > maxBody {
        fatalError("body of \(body.count) bytes passed the \(maxBody)-byte limit")
    }
    return 0
}
