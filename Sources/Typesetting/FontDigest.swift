import Support

/// 64-bit FNV-1a: the fonts' digest scopes every cache (text.md section 2), so it has to be
/// stable across runs and machines, which Swift's `Hasher` is not; it need not resist
/// anyone crafting collisions, since the fonts are the operator's own.
struct FNV1a: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }
}

/// The digest of a font set: each file's bytes hashed on its own as it is loaded, then those
/// hashes and sizes in sorted path order. The paths themselves are left out, so two servers
/// with the same files in different places share caches, and any change of a file's bytes,
/// or a file more or less, changes the digest.
enum FontDigest {
    static func of(_ files: [(path: String, hash: UInt64, size: Int)]) -> String {
        var digest = FNV1a()
        for file in files.sorted(by: { $0.path < $1.path }) {
            digest.add(file.hash)
            digest.add(UInt64(file.size))
        }
        let value = digest.value.bigEndian
        return withUnsafeBytes(of: value) { Hex.string(Array($0)) }
    }
}
