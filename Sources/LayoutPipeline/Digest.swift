import COpenSSL

/// SHA-256 through OpenSSL's libcrypto: the request hash, the structure digest, cache keys
/// and the constant-time comparison of API keys.
package enum Digest {
    /// The 32-byte SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                _ = SHA256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return out
    }

    /// SHA-256 of bytes given in pieces, as if they were one array: the structure form is
    /// the canonical form with a cut out, and hashing its two pieces saves copying it.
    package static func sha256(pieces: ((UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        guard let context = EVP_MD_CTX_new() else {
            // Allocation failed: hash a copy the one-shot way rather than fail the request.
            var joined: [UInt8] = []
            pieces { joined.append(contentsOf: $0) }
            return sha256(joined)
        }
        defer { EVP_MD_CTX_free(context) }
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
        pieces { piece in _ = EVP_DigestUpdate(context, piece.baseAddress, piece.count) }
        var length: UInt32 = 32
        out.withUnsafeMutableBufferPointer { _ = EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        return out
    }

    /// Compares two secrets without leaking, through timing, where they differ or how long
    /// either is: both are hashed first, then compared with OpenSSL's constant-time memcmp.
    package static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let da = sha256(a)
        let db = sha256(b)
        return da.withUnsafeBytes { pa in
            db.withUnsafeBytes { pb in CRYPTO_memcmp(pa.baseAddress, pb.baseAddress, 32) == 0 }
        }
    }
}
