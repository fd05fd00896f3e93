#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file, or standard input for "-".
enum InputFile {
    /// A file that cannot be opened or read: "cannot open x.json: No such file or directory".
    struct ReadError: Error, Equatable {
        var message: String
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else {
            throw ReadError(message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { if fd != 0 { close(fd) } }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            result.append(contentsOf: buffer[0..<n])
        }
        return result
    }
}
