/// The findings a team has accepted, so lint reports only new ones (`--write-baseline FILE`,
/// `--baseline FILE`): an app with years of findings adopts lint without fixing them first.
///
/// A finding is known by its file (its `LintPath`: relative to the working directory, so a
/// baseline written by `lint App` holds for `lint .`), rule, subject (view, guide or
/// constraint id) and message, never by its line, which moves with every edit above it. The
/// file is text, one finding a line, `path<TAB>rule<TAB>subject<TAB>message`, sorted, so it
/// reviews as a diff; a line starting with `#` is a comment. A tab, newline or backslash
/// inside a field is written `\t`, `\n`, `\\`.
package struct LintBaseline: Sendable, Equatable {
    /// A baseline file that cannot be read as one.
    package struct FormatError: Error, Sendable, Equatable {
        /// 1-based line of the bad entry.
        package var line: Int
        package var message: String
    }

    package private(set) var entries: Set<String> = []

    package init() {}

    static let header = "# layoutd lint baseline: path, rule, subject, message; findings here are not reported"

    /// The baseline of `report` for the file at `path`: its findings (not notes).
    package mutating func record(_ report: LintReport, path: String) {
        for f in report.fileFindings { entries.insert(Self.entry(path, f)) }
        for scene in report.scenes {
            for layout in scene.layouts {
                for f in layout.findings { entries.insert(Self.entry(path, f)) }
            }
        }
    }

    /// The file's text.
    package var text: String {
        ([Self.header] + entries.sorted()).joined(separator: "\n") + "\n"
    }

    /// Reads a baseline file's text.
    /// - Throws: `FormatError` at the first line that is not four fields.
    package static func parse(_ text: String) throws(FormatError) -> LintBaseline {
        var baseline = LintBaseline()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else {
                throw FormatError(line: index + 1, message: "expected path, rule, subject and message separated by tabs")
            }
            // A baseline written before paths were normalised may say `./App/…`.
            fields[0] = LintPath.normalized(fields[0])
            baseline.entries.insert(fields.joined(separator: "\t"))
        }
        return baseline
    }

    /// `report` without the findings the baseline holds for the file at `path`, and without
    /// the notes that no longer stand beside a finding: a note (`approximation`) says the
    /// findings near it may be layoutd's, so it is kept at a device where its scene still
    /// has a new finding, and a scene's import warnings while any of its layouts has one.
    /// A run whose findings the baseline holds is then silent.
    package func filter(_ report: LintReport, path: String) -> LintReport {
        var out = report
        out.fileFindings.removeAll { entries.contains(Self.entry(path, $0)) }
        for s in out.scenes.indices {
            for l in out.scenes[s].layouts.indices {
                out.scenes[s].layouts[l].findings.removeAll { entries.contains(Self.entry(path, $0)) }
                if out.scenes[s].layouts[l].findings.isEmpty { out.scenes[s].layouts[l].notes = [] }
            }
            if out.scenes[s].layouts.allSatisfy(\.findings.isEmpty) { out.scenes[s].warnings = [] }
        }
        return out
    }

    static func entry(_ path: String, _ f: LintFinding) -> String {
        [path, f.rule.id.rawValue, f.subject, f.message].map(escape).joined(separator: "\t")
    }

    static func escape(_ field: String) -> String {
        var out = ""
        for c in field {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out
    }
}
