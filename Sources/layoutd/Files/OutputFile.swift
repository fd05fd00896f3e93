#if canImport(Glibc)
import Glibc
#endif

/// Writes whole files: a baseline, a storyboard `--fix` rewrote.
enum OutputFile {
    /// A file that cannot be written, and the system's reason.
    struct WriteError: Error, Equatable {
        var path: String
        var reason: String

        /// "cannot write b.tsv: Permission denied".
        var message: String { "cannot write \(path): \(reason)" }

        /// The reason `errno` gives now.
        static func errno(_ path: String) -> WriteError {
            WriteError(path: path, reason: String(cString: strerror(Glibc.errno)))
        }
    }

    /// Replaces the file at `path` with `bytes` as one step: written beside it, flushed to
    /// disk, then renamed over it, so a crash leaves the old file or the new one, never half
    /// of one. The old file's permissions are kept.
    /// - Throws: `WriteError` when any step fails; the old file is then untouched.
    static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let temporary = path + ".layoutd-\(getpid()).tmp"
        do throws(WriteError) {
            try write(bytes, to: temporary)
            let fd = open(temporary, O_RDONLY)
            guard fd >= 0 else { throw WriteError.errno(path) }
            defer { close(fd) }
            guard fsync(fd) == 0, chmod(temporary, mode) == 0, rename(temporary, path) == 0 else { throw WriteError.errno(path) }
        } catch {
            unlink(temporary)
            throw WriteError(path: path, reason: error.reason)
        }
    }

    /// Writes `bytes` to `path`, replacing it.
    /// - Throws: `WriteError` when it cannot be opened, written or closed.
    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw WriteError.errno(path) }
        if let reason = StandardStreams.writeAll(bytes, to: fd) {
            close(fd)
            throw WriteError(path: path, reason: reason)
        }
        // A file system may report a failed write only at close (NFS, a full quota).
        guard close(fd) == 0 else { throw WriteError.errno(path) }
    }
}
