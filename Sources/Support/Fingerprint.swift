/// A fast 64-bit hash of bytes, seeded once per process, for finding bytes seen before.
///
/// It is not a digest: two inputs can share a fingerprint, so whoever finds an entry by one
/// compares the bytes themselves before trusting it. What it buys is speed: a repeated
/// request body is found at several times SHA-256's rate, and on a cache hit of a large
/// document hashing the body is most of the work (BENCHMARKS.md). The per-process seed keeps anyone from choosing bodies
/// that collide on purpose (they would only cost themselves a miss, never someone else's
/// answer, as the bytes are compared).
package enum Fingerprint {
    /// The process's secrets: a seed drawn at start and three lane keys made from it.
    private static let secrets: (seed: UInt64, k1: UInt64, k2: UInt64, k3: UInt64) = {
        var generator = SystemRandomNumberGenerator()
        let seed = generator.next() as UInt64
        // Odd keys with bits in every byte, so no lane starts from a multiplier of zero.
        return (seed, spread(seed ^ 0x9E37_79B9_7F4A_7C15) | 1,
                spread(seed ^ 0xC2B2_AE3D_27D4_EB4F) | 1, spread(seed ^ 0x1656_67B1_9E37_79F9) | 1)
    }()

    /// The fingerprint of `bytes`.
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The fingerprint of the bytes `buffer` points at.
    package static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        let s = secrets
        let count = buffer.count
        var a = s.seed ^ s.k1, b = s.seed ^ s.k2, c = s.seed ^ s.k3
        var offset = 0
        // Three independent lanes of 16 bytes each: the multiplies overlap in the pipeline.
        while offset + 48 <= count {
            a = fold(load(buffer, offset) ^ s.k1, load(buffer, offset + 8) ^ a)
            b = fold(load(buffer, offset + 16) ^ s.k2, load(buffer, offset + 24) ^ b)
            c = fold(load(buffer, offset + 32) ^ s.k3, load(buffer, offset + 40) ^ c)
            offset += 48
        }
        while offset + 8 <= count {
            a = fold(load(buffer, offset) ^ s.k1, a ^ s.k2)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        a = fold(tail ^ s.k3, a ^ UInt64(truncatingIfNeeded: count))
        return spread(a ^ b ^ c)
    }

    /// The 128-bit product of two words folded to 64 bits: every input bit reaches the
    /// middle bits of the product, and the fold brings the high half down onto them.
    @inline(__always)
    private static func fold(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let product = x.multipliedFullWidth(by: y)
        return product.high ^ product.low
    }

    /// A final mix, so that inputs differing in one bit differ in about half the bits out.
    @inline(__always)
    private static func spread(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    @inline(__always)
    private static func load(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
