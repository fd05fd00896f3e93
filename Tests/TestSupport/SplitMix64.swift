/// SplitMix64, the seeded generator every property and fuzz-style test uses: a fixed seed
/// makes a failure replay exactly, and the seed goes in the failure message.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0); the slight modulo bias does not matter to tests.
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
