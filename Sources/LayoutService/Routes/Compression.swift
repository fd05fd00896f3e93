import CZlib

/// zlib deflate for answers stored in Redis: a 4-byte big-endian length, then the stream.
enum Compression {
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? {
        var capacity = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(capacity) + 4)
        let status = out.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress.map { $0 + 4 }, &capacity, input.baseAddress, uLong(input.count), 6)
            }
        }
        guard status == Z_OK, bytes.count <= Int(UInt32.max) else { return nil }
        let n = UInt32(bytes.count)
        out[0] = UInt8(n >> 24)
        out[1] = UInt8((n >> 16) & 0xFF)
        out[2] = UInt8((n >> 8) & 0xFF)
        out[3] = UInt8(n & 0xFF)
        out.removeSubrange((Int(capacity) + 4)...)
        return out
    }

    /// nil for anything that is not what `deflate` wrote, or that would inflate past `limit`.
    static func inflate(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        guard bytes.count > 4 else { return nil }
        let n = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard n > 0, n <= limit else { return nil }
        var out = [UInt8](repeating: 0, count: n)
        var length = uLong(n)
        let status = out.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &length, input.baseAddress.map { $0 + 4 }, uLong(input.count - 4))
            }
        }
        guard status == Z_OK, Int(length) == n else { return nil }
        return out
    }
}
