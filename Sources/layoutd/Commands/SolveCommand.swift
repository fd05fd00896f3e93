#if canImport(Glibc)
import Glibc
#endif
import LayoutEngine
import LayoutPipeline
import LayoutService

/// `layoutd solve FILE|-` and `layoutd svg FILE|-`: the answer (or picture) of POST
/// /v1/layout, without a server.
enum SolveCommand {
    static func run(path: String, picture: Bool = false) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            ProcessEnvironment.printError(readFailure(error, picture: picture))
            // docs/server.md#running keeps exit 1 for internal errors; a file the user named
            // that cannot be read is the user's to fix, like a bad document.
            return 2
        }
        let result = Pipeline(limits: .default).run(picture ? .picture : .answer, body: bytes, deadline: .never)
        switch result {
        case .success(let answer):
            printBytes(answer)
            return 0
        case .failure(let problem):
            printBytes(ProblemDocument.bytes(problem))
            // A solve past its deadline is the server's limit, not the document's fault.
            return problem.kind == .solveTimeout ? 1 : 2
        }
    }

    /// One stderr line naming the command the user ran.
    static func readFailure(_ error: InputFile.ReadError, picture: Bool) -> String {
        "layoutd \(picture ? "svg" : "solve"): \(error.message)"
    }

    static func printBytes(_ bytes: [UInt8]) {
        var out = bytes
        out.append(10)
        var offset = 0
        while offset < out.count {
            let written = out[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// Reads a whole file, or standard input for "-".
enum InputFile {
    struct ReadError: Error {
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

enum OutputFile {
    /// Replaces the file at `path` with `bytes` as one step: written beside it, flushed to
    /// disk, then renamed over it, so a crash leaves the old file or the new one, never half
    /// of one. The old file's permissions are kept. False when any step fails (the old file
    /// is then untouched).
    static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let temporary = path + ".layoutd-\(getpid()).tmp"
        guard write(bytes, to: temporary) else { unlink(temporary); return false }
        let fd = open(temporary, O_RDONLY)
        let flushed = fd >= 0 && fsync(fd) == 0
        if fd >= 0 { close(fd) }
        guard flushed, chmod(temporary, mode) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Writes `bytes` to `path`, replacing it; false when it cannot.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { Glibc.write(fd, $0 + offset, bytes.count - offset) } ?? -1
            }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }
}
