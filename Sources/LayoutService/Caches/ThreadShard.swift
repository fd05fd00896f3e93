#if canImport(Glibc)
import Glibc
#endif

/// Spreads hot, rarely-read state over several locks, one chosen by the calling thread, so
/// threads recording at once seldom wait for each other.
enum ThreadShard {
    static func index(count: Int) -> Int {
        let id = UInt(bitPattern: Int(bitPattern: pthread_self()))
        // Thread ids are addresses of thread control blocks: drop the aligned low bits.
        return Int((id >> 12) % UInt(count))
    }
}
