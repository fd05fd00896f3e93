#if canImport(Glibc)
import Glibc
#endif

/// The files `layoutd lint` reads from its arguments: a file as given, a folder as every
/// `.storyboard` and `.xib` below it, sorted, skipping hidden folders and what is not the
/// app's own (`Pods`, `Carthage`, `DerivedData`, `.build`).
enum LintPaths {
    static let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", ".build"]

    static func expand(_ arguments: [String]) -> [String] {
        var out: [String] = []
        for argument in arguments {
            if argument != "-", isDirectory(argument) {
                var found: [String] = []
                walk(argument.hasSuffix("/") ? String(argument.dropLast()) : argument, into: &found)
                out += found.sorted()
            } else {
                out.append(argument)
            }
        }
        return out
    }

    static func isInterfaceFile(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func walk(_ folder: String, into found: inout [String]) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            if isDirectory(path) {
                if name.hasPrefix(".") || skipped.contains(name) { continue }
                walk(path, into: &found)
            } else if isInterfaceFile(name) {
                found.append(path)
            }
        }
    }
}
