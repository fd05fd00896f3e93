#if canImport(Glibc)
import Glibc
#endif

/// A folder pictures are written to, made with its parents as `mkdir -p` makes it.
enum OutputFolder {
    /// - Throws: `OutputFile.WriteError` when a part of the path cannot be made or is not a folder.
    static func make(_ path: String) throws(OutputFile.WriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw OutputFile.WriteError(path: path, reason: "it is not a folder") }
            return
        }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if stat(prefix, &info) != 0, mkdir(prefix, 0o755) != 0, errno != EEXIST { throw OutputFile.WriteError.errno(prefix) }
            prefix += "/"
        }
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { throw OutputFile.WriteError(path: path, reason: "it is not a folder") }
    }
}
