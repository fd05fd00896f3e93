#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder

/// The files `layoutd lint` reads from its arguments: a file as given, a folder as every
/// `.storyboard` and `.xib` below it, sorted, skipping hidden folders and what is not the
/// app's own (`Pods`, `Carthage`, `DerivedData`, `.build`). Each is named by its key
/// (`WorkingDirectory.key`: relative to the working directory, normalised), which lint
/// prints and its baseline holds.
enum LintPaths {
    static let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", ".build"]

    static func expand(_ arguments: [String], in directory: WorkingDirectory) -> [String] {
        var out: [String] = []
        for argument in arguments {
            let opened = directory.opening(argument)
            if argument != "-", isDirectory(opened) {
                var found: [String] = []
                walk(opened.hasSuffix("/") ? String(opened.dropLast()) : opened, into: &found)
                out += found.map(directory.key).sorted()
            } else {
                out.append(directory.key(argument))
            }
        }
        return out
    }

    /// The image and colour names of every `.xcassets` below the folders among `arguments`
    /// (skipping what `expand` skips); nil when there is none. The catalogs are named by
    /// their keys, as a finding's message names them.
    static func assetCatalog(_ arguments: [String], in directory: WorkingDirectory) -> AssetCatalog? {
        var catalogs: [String] = []
        func find(_ folder: String) {
            for (name, path) in entries(folder) where isDirectory(path) {
                if name.hasSuffix(".xcassets") { catalogs.append(path) } else if !name.hasPrefix("."), !skipped.contains(name) { find(path) }
            }
        }
        for argument in arguments where argument != "-" {
            let opened = directory.opening(argument)
            guard isDirectory(opened) else { continue }
            find(opened.hasSuffix("/") ? String(opened.dropLast()) : opened)
        }
        guard !catalogs.isEmpty else { return nil }
        var catalog = AssetCatalog(catalogs: catalogs.map(directory.key).sorted())
        // A folder of a catalog that "provides-namespace" prefixes the names below it.
        func read(_ folder: String, prefix: String) {
            for (name, path) in entries(folder) where isDirectory(path) {
                if let dot = name.lastIndex(of: ".") {
                    let base = prefix + name[..<dot]
                    switch name[name.index(after: dot)...] {
                    case "imageset", "symbolset": catalog.images.insert(base)
                    case "colorset": catalog.colors.insert(base)
                    default: read(path, prefix: prefix)
                    }
                } else {
                    read(path, prefix: providesNamespace(path) ? prefix + name + "/" : prefix)
                }
            }
        }
        for c in catalogs.sorted() { read(c, prefix: "") }
        return catalog
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        // Most folders have no Contents.json; without one that reads, a folder provides none.
        guard let bytes = try? InputFile.read(folder + "/Contents.json") else { return false }
        let text = String(decoding: bytes.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }, as: UTF8.self)
        return text.contains("\"provides-namespace\":true")
    }

    /// The entries of `folder` but `.` and `..`, each with its path.
    private static func entries(_ folder: String) -> [(name: String, path: String)] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var out: [(String, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            out.append((name, folder + "/" + name))
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
        for (name, path) in entries(folder) {
            if isDirectory(path) {
                if name.hasPrefix(".") || skipped.contains(name) { continue }
                walk(path, into: &found)
            } else if isInterfaceFile(name) {
                found.append(path)
            }
        }
    }
}
