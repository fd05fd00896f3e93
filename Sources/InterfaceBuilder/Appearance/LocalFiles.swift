#if canImport(Glibc)
import Glibc
#endif

/// The few file-system reads the asset catalogs need: a folder's entries, whether a path
/// is a folder, a whole file's bytes. Failures read as nothing: a catalog that cannot be
/// read only leaves its colours and images out, which pictures then show as placeholders.
enum LocalFiles {
    /// The entries of `folder` but `.` and `..`, each with its path, sorted by name.
    static func entries(_ folder: String) -> [(name: String, path: String)] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var out: [(String, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            out.append((name, folder == "/" ? "/" + name : folder + "/" + name))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The file's bytes, or nil when it cannot be read or is larger than `limit`.
    static func read(_ path: String, limit: Int = 64 << 20) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { return out }
            out.append(contentsOf: buffer[0..<n])
            if out.count > limit { return nil }
        }
    }

    /// The folder part of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
