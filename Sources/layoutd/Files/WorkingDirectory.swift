#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder

/// The folder a command's relative paths are read from, and that lint's findings are keyed
/// against (`LintPath`). The process's own in a real run; a folder of their own in tests,
/// which run side by side in one process and so cannot each change the process's.
struct WorkingDirectory: Equatable, Sendable {
    /// Absolute spellings of the folder: `getcwd`'s, then `$PWD`'s when it is the same
    /// folder reached through a symbolic link (as a shell prints it, and as a user types it).
    var spellings: [String]
    /// The process's own: relative paths are opened as they are.
    var isProcess: Bool

    /// A folder given by its absolute path (tests).
    init(_ path: String) {
        spellings = [path]
        isProcess = false
    }

    private init(spellings: [String]) {
        self.spellings = spellings
        isProcess = true
    }

    /// The process's working directory; `pwd` is `$PWD`.
    static func process(pwd: String?) -> WorkingDirectory {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let physical = buffer.withUnsafeMutableBufferPointer { raw in
            raw.baseAddress.flatMap { getcwd($0, raw.count) }.map { String(cString: $0) }
        }
        var spellings = physical.map { [$0] } ?? []
        if let pwd, pwd.hasPrefix("/"), pwd != physical, sameFolder(pwd, ".") { spellings.append(pwd) }
        return WorkingDirectory(spellings: spellings)
    }

    /// The path to open for `path` as the user wrote it or lint keyed it.
    func opening(_ path: String) -> String {
        if isProcess || path == "-" || path.hasPrefix("/") { return path }
        return (spellings.first ?? ".") + "/" + path
    }

    /// `path` as findings are printed and keyed: relative to this folder when under it,
    /// without `./` and `//` (`LintPath.normalized`).
    func key(_ path: String) -> String {
        LintPath.normalized(path, workingDirectory: spellings)
    }

    private static func sameFolder(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
