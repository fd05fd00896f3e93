import Support
import COpenSSL

/// SHA-256 through OpenSSL's libcrypto: the request hash, the structure digest, cache keys
/// and the constant-time comparison of API keys.
package enum Digest {
    /// SHA-256 fetched from OpenSSL's provider once: the one-shot `SHA256()` and an init
    /// with `EVP_sha256()` look the algorithm up again on every call (a lock, a hash-table
    /// probe and name compares), much of libcrypto's 6 % of a cold 3-view request. Read-only
    /// once fetched, so threads share it. Nil when OpenSSL could not fetch it;
    /// `EVP_sha256()` is used then.
    nonisolated(unsafe) private static let fetched: OpaquePointer? = EVP_MD_fetch(nil, "SHA256", nil)

    /// A context initialised for SHA-256, or nil when none can be allocated.
    static func newContext() -> OpaquePointer? {
        guard let context = EVP_MD_CTX_new() else { return nil }
        let ok = if let fetched { EVP_DigestInit_ex2(context, fetched, nil) } else { EVP_DigestInit_ex(context, EVP_sha256(), nil) }
        guard ok == 1 else {
            EVP_MD_CTX_free(context)
            return nil
        }
        return context
    }

    /// The digest of what `context` has been given; the context stays the caller's to free.
    /// (Written to the stack and copied into an array of its own: an array of 32 zeros
    /// first, by `repeating:` or `filled:`, cost more than the copy, twice a cold request.)
    static func finish(_ context: OpaquePointer) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { out in
            out.initialize(repeating: 0)
            var length: UInt32 = 32
            _ = EVP_DigestFinal_ex(context, out.baseAddress, &length)
            return Array(out)
        }
    }

    /// The 32-byte SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        guard let context = newContext() else { return oneShot(bytes) }
        defer { EVP_MD_CTX_free(context) }
        bytes.withUnsafeBytes { _ = EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        return finish(context)
    }

    /// SHA-256 of bytes given in pieces, as if they were one array: the structure form is
    /// the canonical form with a cut out, and hashing its two pieces saves copying it.
    package static func sha256(pieces: ((UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        guard let context = newContext() else {
            // Allocation failed: hash a copy the one-shot way rather than fail the request.
            var joined: [UInt8] = []
            pieces { joined.append(contentsOf: $0) }
            return oneShot(joined)
        }
        defer { EVP_MD_CTX_free(context) }
        pieces { piece in _ = EVP_DigestUpdate(context, piece.baseAddress, piece.count) }
        return finish(context)
    }

    /// The SHA-256 of `bytes` and of `bytes` without `cut`, the bytes before the cut hashed
    /// once for both: a request's hash (its canonical form) and its structure (the same
    /// without `sizes`, which comes late in the form), each the digest of its own bytes.
    package static func sha256(_ bytes: [UInt8], andWithout cut: Range<Int>?) -> (whole: [UInt8], withoutCut: [UInt8]) {
        guard let cut else {
            let digest = sha256(bytes)
            return (digest, digest)
        }
        return bytes.withUnsafeBytes { all in
            let before = UnsafeRawBufferPointer(rebasing: all[..<cut.lowerBound])
            let cutOut = UnsafeRawBufferPointer(rebasing: all[cut])
            let after = UnsafeRawBufferPointer(rebasing: all[cut.upperBound...])
            // Should OpenSSL fail to give or copy a context, each digest is made on its own.
            func separately() -> (whole: [UInt8], withoutCut: [UInt8]) {
                (sha256(bytes), sha256(pieces: { $0(before); $0(after) }))
            }
            guard let whole = newContext() else { return separately() }
            defer { EVP_MD_CTX_free(whole) }
            guard let rest = EVP_MD_CTX_new() else { return separately() }
            defer { EVP_MD_CTX_free(rest) }
            _ = EVP_DigestUpdate(whole, before.baseAddress, before.count)
            guard EVP_MD_CTX_copy_ex(rest, whole) == 1 else { return separately() }
            _ = EVP_DigestUpdate(whole, cutOut.baseAddress, cutOut.count)
            _ = EVP_DigestUpdate(whole, after.baseAddress, after.count)
            _ = EVP_DigestUpdate(rest, after.baseAddress, after.count)
            return (finish(whole), finish(rest))
        }
    }

    /// `SHA256()`, for when no context can be allocated.
    private static func oneShot(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](filled: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                _ = SHA256(input.baseAddress, input.count, output.baseAddress)
            }
        }
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
