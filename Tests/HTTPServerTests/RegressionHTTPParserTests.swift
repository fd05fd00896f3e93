import Testing
@testable import HTTPServer

/// Inputs the fuzz targets in fuzz/targets found (scripts/fuzz), kept so they stay fixed.
/// Both findings have the same shape: were a limit checked only while a line is still
/// unterminated, and a bare LF only once it arrives, the same bytes would get a 400 in one
/// read and a 414/431 split across reads. The limit is judged first, so they get the same
/// answer however they arrive.
@Suite struct RegressionHTTPParserTests {
    static let limits = HeadLimits(maxRequestLineBytes: 16, maxHeaderBytes: 64, maxHeaderCount: 8)

    /// Scans `bytes` arriving in reads that end at each of `cuts` and then at the end.
    static func scanHead(_ bytes: [UInt8], cuts: [Int]) -> Result<Int?, HTTPError> {
        bytes.withUnsafeBufferPointer { all in
            var scanner = HeadScanner()
            do throws(HTTPError) {
                for end in cuts + [all.count] {
                    if let length = try scanner.scan(UnsafeBufferPointer(rebasing: all[0..<end]), limits) {
                        return .success(length)
                    }
                }
                return .success(nil)
            } catch {
                return .failure(error)
            }
        }
    }

    /// Decodes a chunked body arriving `step` bytes at a time, handing back what was not consumed.
    static func decodeChunked(_ bytes: [UInt8], step: Int) -> Result<[UInt8], HTTPError> {
        var decoder = ChunkedDecoder()
        var body: [UInt8] = []
        var trailers = HTTPHeaders()
        var consumed = 0
        var arrived = 0
        do throws(HTTPError) {
            while !decoder.isDone && arrived < bytes.count {
                arrived = min(bytes.count, arrived + step)
                consumed += try bytes.withUnsafeBufferPointer { all throws(HTTPError) in
                    try decoder.decode(UnsafeBufferPointer(rebasing: all[consumed..<arrived]), into: &body,
                                       trailers: &trailers, maxBodyBytes: 1 << 20, limits: limits)
                }
            }
            return .success(body)
        } catch {
            return .failure(error)
        }
    }

    @Test func overlongRequestLineEndingInBareLFIs414HoweverItArrives() {
        // 21 bytes before the LF, over the 16-byte limit plus one for a CR: too long first.
        let bytes = Array("GET /aaaaaaaaaaaaaaaa\nHost: a\r\n\r\n".utf8)
        for cuts in [[], [10], [18], Array(1..<bytes.count)] {
            guard case .failure(let error) = Self.scanHead(bytes, cuts: cuts) else {
                Issue.record("accepted with reads cut at \(cuts)"); continue
            }
            #expect(error.status == 414, "reads cut at \(cuts)")
        }
    }

    @Test func overlongHeaderSectionEndingInBareLFIs431HoweverItArrives() {
        // The header section starts after "GET / HTTP/1.1\r\n"; 70 bytes of field before the
        // bare LF pass the 64-byte limit (plus 2 for CRLF).
        let bytes = Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "v", count: 67) + "\n\r\n").utf8)
        for cuts in [[], [20], [80], Array(stride(from: 3, to: bytes.count, by: 7))] {
            guard case .failure(let error) = Self.scanHead(bytes, cuts: cuts) else {
                Issue.record("accepted with reads cut at \(cuts)"); continue
            }
            #expect(error.status == 431, "reads cut at \(cuts)")
        }
    }

    @Test func bareLFWithinTheLimitsIsStillRefusedAs400() {
        let bytes = Array("GET / HTTP/1.1\nHost: a\r\n\r\n".utf8)
        for cuts in [[], [5], Array(1..<bytes.count)] {
            guard case .failure(let error) = Self.scanHead(bytes, cuts: cuts) else {
                Issue.record("accepted with reads cut at \(cuts)"); continue
            }
            #expect(error.slug == "bare-lf")
        }
    }

    @Test func overlongTrailerEndingInBareLFIs431HoweverItArrives() {
        // Found by the http-chunked target: a trailer longer than maxHeaderBytes (64) that
        // ends in a bare LF.
        let bytes = Array(("1\r\na\r\n0\r\nX-T: " + String(repeating: "x", count: 80) + "\n\r\n").utf8)
        for step in [bytes.count, 1, 3, 16] {
            guard case .failure(let error) = Self.decodeChunked(bytes, step: step) else {
                Issue.record("accepted in steps of \(step)"); continue
            }
            #expect(error.status == 431, "steps of \(step)")
        }
    }

    @Test func chunkSizeLineLimitIsTheSameHoweverItArrives() {
        // maxSizeLineBytes (4096) of size line is accepted, one more is refused, whether the
        // line comes whole or byte by byte: "1;" + 4094 extension bytes, then CRLF.
        let limit = ChunkedDecoder.maxSizeLineBytes
        let fits = Array(("1;" + String(repeating: "e", count: limit - 2) + "\r\nz\r\n0\r\n\r\n").utf8)
        let over = Array(("1;" + String(repeating: "e", count: limit - 1) + "\r\nz\r\n0\r\n\r\n").utf8)
        let overBareLF = Array(("1;" + String(repeating: "e", count: limit) + "\nz\r\n0\r\n\r\n").utf8)
        for step in [fits.count, 1, 100] {
            #expect((try? Self.decodeChunked(fits, step: step).get()) == Array("z".utf8), "steps of \(step)")
            guard case .failure(let error) = Self.decodeChunked(over, step: step),
                  case .failure(let bare) = Self.decodeChunked(overBareLF, step: step) else {
                Issue.record("an over-long size line was accepted in steps of \(step)"); continue
            }
            #expect(error.slug == "invalid-chunk" && error.detail.contains("over"), "steps of \(step)")
            #expect(bare.slug == "invalid-chunk" && bare.detail.contains("over"), "steps of \(step)")
        }
    }
}
