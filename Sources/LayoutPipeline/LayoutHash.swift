import Support

/// An answer's `hash`, `sha256:` and 64 lowercase hex digits of the SHA-256 of the request's
/// canonical form (docs/requests.md#hashing-and-caching): the answer cache's key and the
/// name of `GET /v1/layout/{hash}`. One spelling per digest, so a hash is looked up as written.
public struct LayoutHash: Sendable, Hashable, CustomStringConvertible {
    public static let prefix = "sha256:"
    /// SHA-256 digests are 32 bytes, 64 hex digits.
    static let digits = 64

    /// The hash as answers spell it.
    public let text: String
    public var description: String { text }

    /// The hash of a digest (32 bytes).
    public init(sha256 digest: [UInt8]) {
        text = Self.prefix + Hex.string(digest)
    }

    /// `text` when it is a hash as answers spell it (the prefix, then exactly 64 lowercase
    /// hex digits); nil for anything else, an uppercase digit included.
    public init?(parsing text: String) {
        let utf8 = text.utf8
        guard text.hasPrefix(Self.prefix), utf8.count == Self.prefix.utf8.count + Self.digits,
              utf8.dropFirst(Self.prefix.utf8.count).allSatisfy(Hex.isLowercaseDigit) else { return nil }
        self.text = text
    }
}
