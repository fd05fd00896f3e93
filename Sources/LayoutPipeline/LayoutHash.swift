import Support

/// An answer's `hash`, `sha256:` and 64 lowercase hex digits of the SHA-256 of the request's
/// canonical form (docs/requests.md#hashing-and-caching): the answer cache's key and the
/// name of `GET /v1/layout/{hash}`. One spelling per digest, so a hash is looked up as written.
package struct LayoutHash: Sendable, Hashable, CustomStringConvertible {
    package static let prefix = "sha256:"
    /// SHA-256 digests are 32 bytes, 64 hex digits.
    static let digits = 64

    /// The hash as answers spell it.
    package let text: String
    package var description: String { text }
    /// The digest's first eight bytes, what the hash is hashed by (`hash(into:)`).
    private let leading: UInt64

    /// The hash of a digest (32 bytes).
    package init(sha256 digest: [UInt8]) {
        text = Self.prefix + Hex.string(digest)
        leading = Self.leading(digest)
    }

    /// `text` when it is a hash as answers spell it (the prefix, then exactly 64 lowercase
    /// hex digits); nil for anything else, an uppercase digit included.
    package init?(parsing text: String) {
        guard Self.isSpelling(text) else { return nil }
        self.text = text
        leading = Self.leading(spelled: text)
    }

    /// Equal spellings; the leading bytes first, which equal spellings share: a cache's
    /// hash table compares its key with every occupied slot it probes, and a string
    /// comparison of 71 bytes (a retain and a release around it) is most of a probe.
    package static func == (a: LayoutHash, b: LayoutHash) -> Bool { a.leading == b.leading && a.text == b.text }

    /// Every cache lookup hashes its key: a digest's bits are uniform, so its first eight
    /// bytes spread keys as well as its whole spelling does, at a fraction of the cost.
    package func hash(into hasher: inout Hasher) { hasher.combine(leading) }

    /// The first eight bytes of a digest, as one integer.
    static func leading(_ digest: [UInt8]) -> UInt64 {
        digest.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The first eight bytes of the digest a hash spells (`isSpelling` holds).
    static func leading(spelled text: String) -> UInt64 {
        var value: UInt64 = 0
        for byte in text.utf8.dropFirst(7).prefix(16) { value = value << 4 | UInt64(Hex.value(byte) ?? 0) }
        return value
    }

    /// Whether `text` is `sha256:` and 64 lowercase hex digits, the one spelling of a digest
    /// this service names things by (answers, and structures: `StructureHash`).
    static func isSpelling(_ text: String) -> Bool {
        // Read as bytes: a cached GET checks every hash it is sent, and String's Unicode-aware
        // `hasPrefix` costs more than the lookup the hash is for.
        var copy = text
        return copy.withUTF8 { b in
            b.count == 7 + Self.digits
                && b[0] == UInt8(ascii: "s") && b[1] == UInt8(ascii: "h") && b[2] == UInt8(ascii: "a")
                && b[3] == UInt8(ascii: "2") && b[4] == UInt8(ascii: "5") && b[5] == UInt8(ascii: "6")
                && b[6] == UInt8(ascii: ":") && b.dropFirst(7).allSatisfy(Hex.isLowercaseDigit)
        }
    }
}
