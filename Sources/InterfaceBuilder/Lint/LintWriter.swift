import JSON
import LayoutDocument
import LayoutEngine

/// The lint answer as JSON, compiler-style text, or GitHub Actions workflow commands
/// (SARIF: `LintSARIFWriter`).
package enum LintWriter {
    /// The `POST /v1/lint` answer (docs/interface-builder.md#the-findings) as JSON bytes.
    package static func json(_ report: LintReport) -> [UInt8] {
        var w = JSONWriter(capacity: 4096)
        w.beginObject()
        w.key(literal: "kind"); w.string(report.kind.rawValue)
        w.key(literal: "findings"); w.integer(report.findingCount)
        w.key(literal: "fileFindings")
        w.beginArray()
        for f in report.fileFindings { writeFinding(f, into: &w) }
        w.endArray()
        w.key(literal: "scenes")
        w.beginArray()
        for scene in report.scenes {
            w.beginObject()
            w.key(literal: "id"); w.string(scene.id)
            w.key(literal: "name"); w.string(scene.name)
            w.key(literal: "line"); w.integer(scene.line)
            w.key(literal: "warnings")
            ImportAnswerWriter.writeWarnings(scene.warnings, into: &w)
            w.key(literal: "layouts")
            w.beginArray()
            for layout in scene.layouts {
                w.beginObject()
                w.key(literal: "device")
                ImportAnswerWriter.writeDevice(layout.screen, into: &w)
                w.key(literal: "size")
                w.beginObject()
                w.key(literal: "width"); w.decimal(layout.size.width)
                w.key(literal: "height"); w.decimal(layout.size.height)
                w.endObject()
                w.key(literal: "diagnostics")
                w.beginArray()
                for f in layout.findings { writeFinding(f, into: &w) }
                w.endArray()
                w.key(literal: "notes")
                ImportAnswerWriter.writeWarnings(layout.notes, into: &w)
                w.key(literal: "savedFramesBreak")
                w.beginArray()
                for (constraint, by) in layout.savedFramesBreak {
                    w.beginObject()
                    w.key(literal: "constraint"); w.string(constraint)
                    w.key(literal: "by"); w.decimal(by)
                    w.endObject()
                }
                w.endArray()
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.bytes
    }

    /// `layoutd lint --format json`: one array for every file, `{"path": …, "lint": …}` for
    /// a file linted (its `json(_:)`), `{"path": …, "problem": …}` for one refused, whose
    /// problem+json `problem` writes (the service's `ProblemDocument`, which this target
    /// cannot see).
    package static func json(_ files: [LintedFile], problem: (ImportError) -> [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for file in files {
            if out.count > 1 { out.append(UInt8(ascii: ",")) }
            var w = JSONWriter()
            w.beginObject()
            w.key(literal: "path"); w.string(file.path)
            switch file.outcome {
            case .linted(let report):
                w.key(literal: "lint")
                out += w.bytes + json(report)
            case .refused(let refusal):
                w.key(literal: "problem")
                out += w.bytes + problem(refusal)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    static func writeFinding(_ f: LintFinding, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "kind"); w.string(f.kind.name)
        w.key(literal: "rule"); w.string(f.rule.id.rawValue)
        w.key(literal: "severity"); w.string(f.rule.severity.rawValue)
        if case .unsatisfiable(let conflicts) = f.kind {
            w.key(literal: "constraint"); w.string(f.subject)
            w.key(literal: "conflictsWith")
            w.beginArray()
            for c in conflicts { w.string(c) }
            w.endArray()
        } else {
            w.key(literal: "item"); w.string(f.subject)
        }
        switch f.kind {
        case .outsideSuperview(let superview):
            w.key(literal: "superview"); w.string(superview)
        case .ambiguous(let attributes), .negativeSize(let attributes):
            w.key(literal: "attributes")
            w.beginArray()
            for a in attributes { w.string(a) }
            w.endArray()
        case .misplaced(let frame):
            w.key(literal: "saved"); AnswerWriter.writeRect(frame.saved, into: &w)
            w.key(literal: "solved"); AnswerWriter.writeRect(frame.solved, into: &w)
            w.key(literal: "markedMisplaced"); w.bool(frame.markedByFile)
            if let fixed = frame.fixed { w.key(literal: "fixed"); AnswerWriter.writeRect(fixed, into: &w) }
        default:
            break
        }
        w.key(literal: "line"); w.integer(f.line)
        w.key(literal: "column"); w.integer(f.column)
        w.key(literal: "message"); w.string(f.message)
        w.endObject()
    }

    /// As compilers print diagnostics, one occurrence a line:
    /// `path:line:column: severity: [scene @ devices] message [rule-id]`; a finding found at
    /// several devices is printed once, naming them.
    package static func text(_ report: LintReport, path: String) -> String {
        var out = ""
        for o in LintOccurrence.all(report) {
            let marked = o.markedMisplaced ? " (the file marks it misplaced)" : ""
            out += "\(path):\(o.line):\(o.column): \(o.rule.severity.rawValue): \(o.context)\(oneLine(o.namedMessage))\(marked) [\(o.rule.id.rawValue)]\n"
        }
        return out
    }

    /// GitHub Actions workflow commands, one per occurrence: the rule's severity as the
    /// command (`note` is `notice`), `title` the rule id.
    package static func github(_ report: LintReport, path: String) -> String {
        var out = ""
        for o in LintOccurrence.all(report) {
            let command = o.rule.severity == .note ? "notice" : o.rule.severity.rawValue
            out += "::\(command) file=\(property(path)),line=\(o.line),col=\(o.column),title=\(property(o.rule.id.rawValue))::\(data(o.context + o.namedMessage))\n"
        }
        return out
    }

    /// A refused file as compilers print an error, `path:line:column: error: detail` (line
    /// and column when known), for standard error: the text format's findings stay on
    /// standard output for tools that read them.
    package static func text(refusal: ImportError, path: String) -> String {
        let position = refusal.line.map { ":\($0)" + (refusal.column.map { ":\($0)" } ?? "") } ?? ""
        return "\(path)\(position): error: \(refusal.detail)"
    }

    /// A refused file as a GitHub `::error` workflow command, titled with the refusal's kind,
    /// escaped as findings are: a comma or colon in the path would otherwise end `file=`.
    package static func github(refusal: ImportError, path: String) -> String {
        "::error file=\(property(path))\(refusal.line.map { ",line=\($0)" } ?? "")\(refusal.column.map { ",col=\($0)" } ?? ""),title=\(refusal.kind.rawValue)::\(data(refusal.detail))\n"
    }

    private static func oneLine(_ s: String) -> String {
        s.replacingAll("\n", with: " ")
    }

    /// Workflow-command escaping of a message.
    static func data(_ s: String) -> String {
        s.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Workflow-command escaping of a property value.
    static func property(_ s: String) -> String {
        data(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for c in self {
            if c == target { out += replacement } else { out.append(c) }
        }
        return out
    }
}
