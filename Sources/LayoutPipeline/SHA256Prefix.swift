import COpenSSL

/// SHA-256 of bytes that always start the same way, with that start hashed once: the
/// state after it is kept, and each message copies it and hashes only its own rest. A held
/// structure's canonical form before `sizes` is most of a resize's hashed bytes, so its
/// resizes hash a few dozen bytes instead of the whole document.
///
/// Thread-safe: the kept state is only read (copied) once made.
package final class SHA256Prefix: @unchecked Sendable {
    /// The state after the prefix; nil when OpenSSL could not make one.
    private let state: OpaquePointer?
    /// The prefix itself, hashed again whenever the state cannot be copied (no memory). The
    /// caller's own array is kept, so this costs no copy.
    private let prefix: [UInt8]

    /// The state after `prefix`.
    package init(_ prefix: [UInt8]) {
        self.prefix = prefix
        let context = Digest.newContext()
        if let context {
            prefix.withUnsafeBytes { _ = EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        }
        state = context
    }

    deinit {
        if let state { EVP_MD_CTX_free(state) }
    }

    /// The 32-byte SHA-256 of the prefix followed by the pieces `rest` gives.
    package func digest(_ rest: ((UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        guard let state, let context = EVP_MD_CTX_new() else { return whole(rest) }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_MD_CTX_copy_ex(context, state) == 1 else { return whole(rest) }
        rest { piece in _ = EVP_DigestUpdate(context, piece.baseAddress, piece.count) }
        return Digest.finish(context)
    }

    private func whole(_ rest: ((UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        var joined = prefix
        rest { joined.append(contentsOf: $0) }
        return Digest.sha256(joined)
    }
}
