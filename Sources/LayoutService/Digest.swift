import COpenSSL

/// SHA-256 through OpenSSL's libcrypto.
enum Digest {
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                _ = SHA256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return out
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Compares two secrets without leaking, through timing, where they differ or how long
    /// either is: both are hashed first, then compared with OpenSSL's constant-time memcmp.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let da = sha256(a)
        let db = sha256(b)
        return da.withUnsafeBytes { pa in
            db.withUnsafeBytes { pb in CRYPTO_memcmp(pa.baseAddress, pb.baseAddress, 32) == 0 }
        }
    }
}
