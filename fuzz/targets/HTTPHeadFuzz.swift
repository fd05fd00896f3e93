// libFuzzer target: the request-head scanner and parser, then body framing.
// Oracle beyond "no crash": the scanner is incremental, so feeding the same bytes one
// growing prefix at a time must end exactly where one call over all of them ends, with the
// same head or the same refusal. A split point taken from the input lets libFuzzer steer it.
@testable import HTTPServer

private let limits = HeadLimits(maxRequestLineBytes: 256, maxHeaderBytes: 1024, maxHeaderCount: 16)

private enum Outcome: Equatable {
    case incomplete
    case refused(status: Int, slug: String)
    case head(length: Int, method: String, target: String, minor: Int, fields: [String], framing: String)
}

private func finish(_ scanner: HeadScanner, _ buffer: UnsafeBufferPointer<UInt8>, _ length: Int) -> Outcome {
    do throws(HTTPError) {
        let head = try scanner.parse(UnsafeBufferPointer(rebasing: buffer[0..<length]))
        let framing = try BodyFraming.of(head, maxBodyBytes: 1 << 20)
        return .head(length: length, method: head.method.name, target: head.target, minor: head.versionMinor,
                     fields: head.headers.pairs.map { $0.0 + ":" + $0.1 }, framing: "\(framing)")
    } catch {
        return .refused(status: error.status.code, slug: error.slug)
    }
}

/// Scans `bytes` as if they arrived in pieces ending at each of `cuts` and then at the end.
private func scan(_ bytes: [UInt8], cuts: [Int]) -> Outcome {
    bytes.withUnsafeBufferPointer { all in
        var scanner = HeadScanner()
        do throws(HTTPError) {
            for end in cuts + [all.count] {
                let seen = UnsafeBufferPointer(rebasing: all[0..<end])
                if let length = try scanner.scan(seen, limits) {
                    return finish(scanner, all, length)
                }
            }
            return .incomplete
        } catch {
            return .refused(status: error.status.code, slug: error.slug)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPHead(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 1 else { return 0 }
    let step = Int(data[0] % 16) + 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = scan(bytes, cuts: [])
    let pieces = scan(bytes, cuts: Array(stride(from: step, to: bytes.count, by: step)))
    if whole != pieces {
        fatalError("incremental scan differs: whole \(whole), in steps of \(step) \(pieces)")
    }
    if case .head(let length, _, _, _, _, _) = whole, length > bytes.count {
        fatalError("head length \(length) beyond the \(bytes.count) bytes given")
    }
    return 0
}
