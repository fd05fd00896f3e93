import Support

/// 64-bit FNV-1a, over little-endian 64-bit words and then the bytes left over: the fonts'
/// digest scopes every cache (docs/text.md#fonts), so it has to be stable across runs and
/// machines, which Swift's `Hasher` is not; it need not resist anyone crafting collisions,
/// since the fonts are the operator's own.
struct FNV1a: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        let words = bytes.count / 8
        for i in 0..<words {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            hash = (hash ^ word) &* Self.prime
        }
        for byte in bytes[(words * 8)...] {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }
}

/// The digest of a font set: each file's table directory (`FontFile.hashedPrefix`, which
/// holds every table's checksum) hashed on its own as it is loaded, then those hashes and
/// sizes in sorted path order. Any change to a table, or a file more or less, changes it.
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
