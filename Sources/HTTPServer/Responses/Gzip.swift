import CZlib

/// gzip of answers (RFC 9110 section 8.4.1.3) with zlib.
package enum Gzip {
    /// Below this many bytes an answer goes out plain (`ServerConfiguration.gzipMinimumBytes`'s
    /// default): gzip's header and a round trip through zlib cost more than they save.
    package static let defaultMinimumBytes = 1024

    /// The gzip member for `input`, or nil if zlib fails (the caller then sends it plain).
    package static func compress(_ input: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        // windowBits 15 + 16 asks zlib for a gzip header and trailer instead of zlib's own.
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    /// Whether an Accept-Encoding value allows gzip: an explicit `gzip` (or `x-gzip`) with
    /// q > 0, or else `*` with q > 0 (RFC 9110 section 12.5.3).
    package static func accepted(by acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var gzipQ: Double?
        var starQ: Double?
        for member in WeightedToken.list(acceptEncoding) {
            if member.token == "gzip" || member.token == "x-gzip" { gzipQ = max(gzipQ ?? 0, member.quality) }
            if member.token == "*" { starQ = member.quality }
        }
        if let gzipQ { return gzipQ > 0 }
        return (starQ ?? 0) > 0
    }
}
