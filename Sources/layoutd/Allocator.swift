#if canImport(Glibc)
import Glibc
#endif

/// Which malloc serves the process: a release build links mimalloc (Package.swift,
/// `releaseAllocator`), whose symbols then come before glibc's for every library. Found
/// at run time, not assumed from the build, so the log tells what really runs.
enum Allocator {
    static var name: String {
        // RTLD_DEFAULT: the process's global scope, in the order the loader searches it.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mi_version") else { return "glibc" }
        typealias Version = @convention(c) () -> Int32
        let version = unsafeBitCast(symbol, to: Version.self)()
        // mimalloc spells its version as major * 100 + minor * 10 + patch (209 is 2.0.9).
        return "mimalloc \(version / 100).\(version / 10 % 10).\(version % 10)"
    }
}
