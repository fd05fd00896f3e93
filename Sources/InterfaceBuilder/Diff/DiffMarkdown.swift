/// `layoutd diff --format markdown`: a job summary for a pull request, each scene's changes
/// in a table beside its pictures (docs/lint.md#pull-requests).
package enum DiffMarkdown {
    /// Where one scene's three pictures were written, as the markdown links them.
    package struct Pictures: Sendable {
        package var before: String?
        package var after: String?
        package var changes: String?

        package init(before: String? = nil, after: String? = nil, changes: String? = nil) {
            self.before = before
            self.after = after
            self.changes = changes
        }
    }

    /// - Parameter pictures: by scene id and device, the pictures written for it (none
    ///   without `--pictures`).
    package static func write(_ diff: FileDiff, path: String, pictures: [String: Pictures]) -> String {
        let changed = diff.scenes.filter { !$0.changes.isEmpty }
        let total = changed.reduce(0) { $0 + $1.changes.count }
        var out = "### `\(code(path))`: "
        guard total > 0 else { return out + "no change on screen\n" }
        out += "\(DiffWriter.count(total)) on screen\n\n"
        if let change = diff.deviceChange {
            out += "The file's device changed from \(change.old) to \(change.new); each version is laid out at its own.\n\n"
        }
        for scene in changed {
            out += "#### \(escape(scene.sceneName)) (`\(code(scene.scene))`) @ \(scene.device)\n\n"
            out += "| change | view | before | after |\n|---|---|---|---|\n"
            for (kinds, c) in DiffWriter.byView(scene.changes) {
                out += "| \(kinds) | \(escape(c.viewName.text)) `\(code(c.view))` | \(DiffWriter.frame(c.before)) | \(DiffWriter.frame(c.after)) |\n"
            }
            out += "\n"
            if let p = pictures[key(scene.scene, scene.device)] {
                func cell(_ file: String?, _ what: String) -> String {
                    file.map { "<img src=\"\(attribute($0))\" alt=\"\(what)\" width=\"240\">" } ?? "none"
                }
                out += "| before | after | changes |\n|:-:|:-:|:-:|\n"
                out += "| \(cell(p.before, "before")) | \(cell(p.after, "after")) | \(cell(p.changes, "changes outlined")) |\n\n"
            }
        }
        return out
    }

    /// The key of `pictures`.
    package static func key(_ scene: String, _ device: String) -> String { scene + "@" + device }

    /// Text in a table cell: pipes and markup characters escaped, one line.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "|", "\\", "*", "_", "`", "<", ">", "[", "]", "#": out += "\\\(c)"
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// Text inside backticks: a backtick would end it, a pipe the table cell.
    static func code(_ text: String) -> String {
        String(text.map { $0 == "`" || $0 == "|" ? "'" : $0 })
    }

    static func attribute(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\"": out += "&quot;"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            default: out.append(c)
            }
        }
        return out
    }
}
