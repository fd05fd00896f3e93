/// The path a linted file's findings are printed and keyed by (docs/lint.md#baselines):
/// relative to the working directory, so that `layoutd lint App` and `layoutd lint .` from
/// the same folder name a file alike, and a baseline written by one holds for the other.
package enum LintPath {
    /// `path` without `.` components or repeated and trailing slashes, and relative to the
    /// first of `workingDirectory`'s spellings it lies under (absolute spellings of one
    /// folder): `./App//Main.storyboard` and `/repo/App/Main.storyboard` (from `/repo`) are
    /// both `App/Main.storyboard`. Lexical only: `..` stays, since `a/..` is not `.` when
    /// `a` is a link. `-` (standard input) stays `-`; the working directory itself is `.`.
    package static func normalized(_ path: String, workingDirectory: [String] = []) -> String {
        guard path != "-" else { return path }
        let absolute = path.hasPrefix("/")
        let parts = components(path)
        if absolute {
            for directory in workingDirectory {
                let base = components(directory)
                if parts.count >= base.count, Array(parts.prefix(base.count)) == base {
                    let rest = parts.dropFirst(base.count)
                    return rest.isEmpty ? "." : rest.joined(separator: "/")
                }
            }
            return "/" + parts.joined(separator: "/")
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }
}
