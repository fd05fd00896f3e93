import Glibc

/// The request line and header section, parsed and validated per RFC 9112 sections 2-5.
struct RequestHead: Sendable {
    var method: HTTPMethod
    var target: String
    var versionMinor: Int
    var headers: HTTPHeaders
}

struct HeadLimits: Sendable {
    var maxRequestLineBytes: Int
    var maxHeaderBytes: Int
    var maxHeaderCount: Int
}

/// Finds where a request head ends, as bytes trickle in, without rescanning what it has
/// already seen, and refuses an over-long request line or header section as soon as the
/// limit is passed rather than when the head finally ends (or never does).
///
/// Line endings: CRLF only. A bare LF is refused with 400 (RFC 9112 section 2.2 lets a
/// server accept it, but a front proxy that does not would frame the message differently:
/// refusing is the smuggling-safe choice). A bare CR anywhere is refused by the parser.
struct HeadScanner: Sendable {
    /// Offset of the request line (after any empty lines a client sent before it).
    private(set) var start = 0
    /// Offsets of each LF seen, once past `start`.
    private(set) var lineEnds: [Int] = []
    private var scanned = 0

    mutating func reset() {
        start = 0
        lineEnds.removeAll(keepingCapacity: true)
        scanned = 0
    }

    /// `bytes` begins at the head's first byte and grows between calls. Returns the head's
    /// length (through its blank line) once complete.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ limits: HeadLimits) throws(HTTPError) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        while scanned < bytes.count {
            guard let found = memchr(base + scanned, 0x0A, bytes.count - scanned) else {
                scanned = bytes.count
                break
            }
            let lf = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            scanned = lf + 1
            let lineStart = lineEnds.last.map { $0 + 1 } ?? start
            // The length limits first, judged on the bytes before this LF exactly as if they
            // had arrived without it: the answer must not depend on how reads split the head.
            try refuseOverlong(unterminatedUpTo: lf, limits)
            guard lf > lineStart, bytes[lf - 1] == 0x0D else {
                throw .badRequest("bare-lf", "A line ends in LF without CR; lines must end in CRLF.")
            }
            let isEmpty = lf - 1 == lineStart
            if lineEnds.isEmpty {
                if isEmpty {
                    // RFC 9112 section 2.2: ignore empty lines before the request line.
                    start = lf + 1
                    continue
                }
                if lf - 1 - start > limits.maxRequestLineBytes { throw Self.lineTooLong(limits) }
            } else {
                if isEmpty { return lf + 1 }
                if lf + 1 - (lineEnds[0] + 1) > limits.maxHeaderBytes { throw Self.headersTooLarge(limits) }
                if lineEnds.count > limits.maxHeaderCount { throw Self.tooManyHeaders(limits) }
            }
            lineEnds.append(lf)
        }
        try refuseOverlong(unterminatedUpTo: bytes.count, limits)
        return nil
    }

    /// Refuses when the bytes from the current line's section up to `end`, with no LF among
    /// them yet, already pass a limit (allowing for the CR a complete line would still hold).
    private func refuseOverlong(unterminatedUpTo end: Int, _ limits: HeadLimits) throws(HTTPError) {
        if lineEnds.isEmpty {
            if end - start > limits.maxRequestLineBytes + 1 { throw Self.lineTooLong(limits) }
        } else if end - (lineEnds[0] + 1) > limits.maxHeaderBytes + 2 {
            throw Self.headersTooLarge(limits)
        }
    }

    /// Called once `scan` has returned the head's length, with the same bytes.
    func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(HTTPError) -> RequestHead {
        guard let firstEnd = lineEnds.first else {
            throw .badRequest("malformed-request-line", "The request has no request line.")
        }
        var head = try Self.parseRequestLine(bytes[start..<(firstEnd - 1)])
        var fields: [(String, String)] = []
        fields.reserveCapacity(lineEnds.count - 1)
        var lineStart = firstEnd + 1
        var host: String?
        var hostCount = 0
        var known = HTTPHeaders.KnownFields()
        for lineEnd in lineEnds.dropFirst() {
            let (field, name) = try parseKnownField(bytes[lineStart..<(lineEnd - 1)])
            if let name {
                known.note(name, at: fields.count)
                if name == .host {
                    hostCount += 1
                    host = host ?? field.1
                }
            }
            fields.append(field)
            lineStart = lineEnd + 1
        }
        head.headers = HTTPHeaders(parsed: fields, known: known)
        if hostCount > 1 {
            throw .badRequest("invalid-host", "The request has \(hostCount) Host fields; it must have one.")
        }
        if head.versionMinor >= 1 && host == nil {
            throw .badRequest("missing-host", "An HTTP/1.1 request must carry a Host field.")
        }
        if let host, host.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x2F || $0 == 0x40 }) {
            throw .badRequest("invalid-host", "The Host field is not an authority (host[:port]).")
        }
        return head
    }

    private static func parseRequestLine(_ line: Slice<UnsafeBufferPointer<UInt8>>) throws(HTTPError) -> RequestHead {
        // Exactly two spaces, found in place: the line is read on every request.
        guard let firstSpace = line.firstIndex(of: 0x20),
              let secondSpace = line[(firstSpace + 1)...].firstIndex(of: 0x20),
              !line[(secondSpace + 1)...].contains(0x20) else {
            throw .badRequest("malformed-request-line", "The request line must be: method SP target SP HTTP-version, single spaces.")
        }
        let method = line[line.startIndex..<firstSpace]
        let target = line[(firstSpace + 1)..<secondSpace]
        let version = line[(secondSpace + 1)...]
        guard ByteClass.isToken(method) else {
            throw .badRequest("malformed-request-line", "The method is not a token.")
        }
        guard !target.isEmpty, target.allSatisfy(ByteClass.isTarget) else {
            throw .badRequest("malformed-request-line", "The request-target is empty or holds bytes outside visible ASCII.")
        }
        let versionMinor = try parseVersion(version)
        let parsedMethod = HTTPMethod(token: method)
        let targetString = String(decoding: target, as: UTF8.self)
        let first = target[target.startIndex]
        if first == 0x2F {
            // origin-form
        } else if targetString == "*" {
            guard parsedMethod == .options else {
                throw .badRequest("malformed-request-line", "The asterisk target is only for OPTIONS.")
            }
        } else if hasSchemePrefix(targetString) {
            // absolute-form
        } else if parsedMethod != .connect {
            throw .badRequest("malformed-request-line", "The request-target must start with / (or be an absolute URI).")
        }
        return RequestHead(method: parsedMethod, target: targetString, versionMinor: versionMinor, headers: HTTPHeaders())
    }

    private static func hasSchemePrefix(_ target: String) -> Bool {
        let lower = target.prefix(8).asciiLowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    private static func parseVersion(_ version: Slice<UnsafeBufferPointer<UInt8>>) throws(HTTPError) -> Int {
        let bytes = UnsafeBufferPointer(rebasing: version)
        guard bytes.count == 8, bytes[0..<5].elementsEqual("HTTP/".utf8), bytes[6] == 0x2E,
              (0x30...0x39).contains(bytes[5]), (0x30...0x39).contains(bytes[7]) else {
            throw .badRequest("malformed-request-line", "The HTTP-version must look like HTTP/1.1.")
        }
        guard bytes[5] == 0x31 else {
            throw HTTPError(status: .httpVersionNotSupported, slug: "http-version-not-supported", title: "HTTP version not supported",
                            detail: "This server speaks HTTP/1.0 and HTTP/1.1 only.")
        }
        // RFC 9110 section 6.2: a higher 1.x minor is answered as the highest we speak.
        return bytes[7] == 0x30 ? 0 : 1
    }
}

/// One `name: value` field line (header or trailer), validated.
func parseField(_ line: Slice<UnsafeBufferPointer<UInt8>>) throws(HTTPError) -> (String, String) {
    try parseKnownField(line).field
}

/// One field line, validated, and the known field its name spells, if any.
func parseKnownField(_ line: Slice<UnsafeBufferPointer<UInt8>>) throws(HTTPError) -> (field: (String, String), known: KnownField?) {
    guard let first = line.first else {
        throw .badRequest("invalid-header", "An empty header line.")
    }
    if first == 0x20 || first == 0x09 {
        throw .badRequest("obsolete-line-folding", "A header line starts with whitespace (obs-fold), which RFC 9112 section 5.2 lets a server refuse.")
    }
    guard let colon = line.firstIndex(of: 0x3A) else {
        throw .badRequest("invalid-header", "A header line has no colon.")
    }
    let name = line[line.startIndex..<colon]
    guard ByteClass.isToken(name) else {
        throw .badRequest("invalid-header", "A header name is empty or not a token (no whitespace before the colon).")
    }
    var valueStart = colon + 1
    var valueEnd = line.endIndex
    while valueStart < valueEnd, line[valueStart] == 0x20 || line[valueStart] == 0x09 { valueStart += 1 }
    while valueEnd > valueStart, line[valueEnd - 1] == 0x20 || line[valueEnd - 1] == 0x09 { valueEnd -= 1 }
    let value = line[valueStart..<valueEnd]
    guard value.allSatisfy(ByteClass.isFieldValue) else {
        throw .badRequest("invalid-header", "The value of \(String(decoding: name, as: UTF8.self)) holds a control character (CR, LF, NUL or the like).")
    }
    return ((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)), KnownField.named(name))
}

extension HeadScanner {
    static func lineTooLong(_ limits: HeadLimits) -> HTTPError {
        HTTPError(status: .uriTooLong, slug: "request-line-too-long", title: "Request line too long",
                  detail: "The request line is over \(limits.maxRequestLineBytes) bytes.")
    }

    static func headersTooLarge(_ limits: HeadLimits) -> HTTPError {
        .headersTooLarge("The header section is over \(limits.maxHeaderBytes) bytes.")
    }

    static func tooManyHeaders(_ limits: HeadLimits) -> HTTPError {
        .headersTooLarge("The request has more than \(limits.maxHeaderCount) header fields.")
    }
}
