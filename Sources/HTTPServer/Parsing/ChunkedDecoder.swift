import Support
import Glibc

/// Decodes a chunked body (RFC 9112 section 7.1) as bytes arrive, trailers included.
struct ChunkedDecoder: Sendable {
    enum State: Sendable, Equatable {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailers
        case done
    }

    private(set) var state = State.size
    private var total = 0
    private var trailerBytes = 0
    private var trailerCount = 0
    /// A chunk-size line (with extensions) longer than this is refused.
    static let maxSizeLineBytes = 4096

    var isDone: Bool { state == .done }

    /// Consumes what it can of `input`, appending chunk data to `body`; returns bytes consumed.
    mutating func decode(
        _ input: UnsafeBufferPointer<UInt8>, into body: inout [UInt8], trailers: inout HTTPHeaders,
        maxBodyBytes: Int, limits: HeadLimits
    ) throws(HTTPError) -> Int {
        var position = 0
        while position < input.count {
            switch state {
            case .done:
                return position
            case .data(let remaining):
                let take = min(remaining, input.count - position)
                body.append(contentsOf: UnsafeBufferPointer(rebasing: input[position..<(position + take)]))
                position += take
                state = take == remaining ? .dataEnd : .data(remaining: remaining - take)
            case .dataEnd:
                guard input.count - position >= 2 else { return position }
                guard input[position] == 0x0D, input[position + 1] == 0x0A else {
                    throw .badRequest("invalid-chunk", "Chunk data is not followed by CRLF (the chunk size is wrong).")
                }
                position += 2
                state = .size
            case .size:
                // Length limits are judged before line endings, on the bytes before the LF (one
                // more allowed for its CR), so the same bytes get the same refusal however the
                // reads split them.
                let lf = Self.nextLF(input, from: position)
                if (lf ?? input.count) - position > Self.maxSizeLineBytes + 1 { throw Self.sizeLineTooLong }
                guard let end = try Self.lineEnd(input, from: position, lf: lf) else { return position }
                if end - position > Self.maxSizeLineBytes { throw Self.sizeLineTooLong }
                let size = try parseSizeLine(input[position..<end], maxBodyBytes: maxBodyBytes)
                position = end + 2
                state = size == 0 ? .trailers : .data(remaining: size)
            case .trailers:
                let lf = Self.nextLF(input, from: position)
                if (lf ?? input.count) - position + trailerBytes > limits.maxHeaderBytes {
                    throw .headersTooLarge("The trailer section is over \(limits.maxHeaderBytes) bytes.")
                }
                guard let end = try Self.lineEnd(input, from: position, lf: lf) else { return position }
                if end == position {
                    position += 2
                    state = .done
                    return position
                }
                trailerBytes += end + 2 - position
                trailerCount += 1
                if trailerBytes > limits.maxHeaderBytes || trailerCount > limits.maxHeaderCount {
                    throw .headersTooLarge("The trailer section is over \(limits.maxHeaderBytes) bytes or \(limits.maxHeaderCount) fields.")
                }
                let (name, value) = try parseField(input[position..<end])
                trailers.add(name, value)
                position = end + 2
            }
        }
        return position
    }

    /// Index of the next LF at or after `from`.
    private static func nextLF(_ input: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = input.baseAddress,
              let found = memchr(base + from, 0x0A, input.count - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Index of the CR of the line that `lf` (from `nextLF`) ends; a bare LF is refused.
    private static func lineEnd(_ input: UnsafeBufferPointer<UInt8>, from: Int, lf: Int?) throws(HTTPError) -> Int? {
        guard let lf else { return nil }
        guard lf > from, input[lf - 1] == 0x0D else {
            throw .badRequest("bare-lf", "A chunk line ends in LF without CR.")
        }
        return lf - 1
    }

    private mutating func parseSizeLine(_ line: Slice<UnsafeBufferPointer<UInt8>>, maxBodyBytes: Int) throws(HTTPError) -> Int {
        var index = line.startIndex
        var size = 0
        while index < line.endIndex, let digit = Hex.value(line[index]).map(Int.init) {
            if size > (maxBodyBytes - total) { break }
            size = size * 16 + digit
            index += 1
        }
        if index == line.startIndex {
            throw .badRequest("invalid-chunk", "A chunk size is missing or not hexadecimal.")
        }
        if index < line.endIndex, Hex.value(line[index]) != nil || size > maxBodyBytes - total {
            throw .bodyTooLarge(limit: maxBodyBytes)
        }
        if size > maxBodyBytes - total { throw .bodyTooLarge(limit: maxBodyBytes) }
        // chunk-ext = *( BWS ";" BWS ext-name [ BWS "=" BWS ext-val ] ); we check its bytes, not its grammar.
        var rest = line[index...]
        while let first = rest.first, first == 0x20 || first == 0x09 { rest = rest.dropFirst() }
        if let first = rest.first {
            guard first == 0x3B, rest.allSatisfy(ByteClass.isFieldValue) else {
                throw .badRequest("invalid-chunk", "A chunk size is followed by something other than a ;extension.")
            }
        }
        total += size
        return size
    }


    private static var sizeLineTooLong: HTTPError {
        .badRequest("invalid-chunk", "A chunk-size line is over \(maxSizeLineBytes) bytes.")
    }
}
