import Support

/// The hash of a request's structure: `sha256:` and 64 lowercase hex digits of the SHA-256
/// of its canonical form without `sizes`. Documents that differ only in their root sizes
/// share it, and so can share a solved system: it is the warm-system cache's key. A type of
/// its own, not a `LayoutHash` nor a string, so that neither can be looked up as the other.
package struct StructureHash: Sendable, Hashable, CustomStringConvertible {
    /// The hash as spelled (`sha256:` + 64 hex digits).
    package let text: String
    package var description: String { text }
    /// The digest's first eight bytes, what the hash is hashed by (as `LayoutHash`'s).
    private let leading: UInt64

    /// The hash of a digest (32 bytes).
    package init(sha256 digest: [UInt8]) {
        text = LayoutHash.prefix + Hex.string(digest)
        leading = LayoutHash.leading(digest)
    }

    /// `text` when it is spelled as a structure hash is (`sha256:` and 64 lowercase hex
    /// digits); nil for anything else.
    package init?(parsing text: String) {
        guard LayoutHash.isSpelling(text) else { return nil }
        self.text = text
        leading = LayoutHash.leading(spelled: text)
    }

    /// Equal spellings; the leading bytes first (as `LayoutHash`'s `==` says why).
    package static func == (a: StructureHash, b: StructureHash) -> Bool { a.leading == b.leading && a.text == b.text }

    package func hash(into hasher: inout Hasher) { hasher.combine(leading) }
}
