#if canImport(Glibc)
import Glibc
#endif

/// Finds the font files under a user's font directory (`--fonts DIR`), recursively.
enum FontDirectory {
    /// Every `.ttf`, `.otf` and `.ttc` file (any case) under `directory`, sorted by path so
    /// that which face wins a name is the same on every machine.
    ///
    /// Symbolic links are followed, each directory once (a link back up the tree does not
    /// loop). A directory that cannot be listed is an error, not a silent gap in the fonts.
    static func fontFiles(under directory: String) throws(FontError) -> [String] {
        var status = stat()
        guard stat(directory, &status) == 0 else {
            throw .noSuchDirectory(directory, reason: "does not exist (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .noSuchDirectory(directory, reason: "is not a directory")
        }
        var found: [String] = []
        var visited: Set<Identity> = [Identity(status)]
        try walk(directory, found: &found, visited: &visited)
        return found.sorted()
    }

    static func isFontFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc")
    }

    private static func walk(_ directory: String, found: inout [String], visited: inout Set<Identity>) throws(FontError) {
        guard let handle = opendir(directory) else {
            throw .noSuchDirectory(directory, reason: "cannot be listed (\(String(cString: strerror(errno))))")
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            var raw = entry.pointee.d_name
            let name = withUnsafeBytes(of: &raw) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var status = stat()
            // A dangling link names nothing to load.
            guard stat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if visited.insert(Identity(status)).inserted {
                    try walk(path, found: &found, visited: &visited)
                }
            case S_IFREG where isFontFile(name):
                found.append(path)
            default:
                continue
            }
        }
    }

    /// A directory as the file system knows it, whatever path reached it.
    private struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }
}
